// RUN: not %tblgen -gen-disassembler -I /usr/include/llvm-22 -I %S/Inputs %s -o %t 2>&1 | FileCheck %s
// RUN: not test -e %t
// DIFF: -gen-disassembler -I /usr/include/llvm-22 -I %S/Inputs
//
// Two instructions of the same context claim the same ModR/M bytes: each
// byte is reported (in context IC and the contexts IC widens to), then the
// run fails at the target, writing nothing.

include "x86-disasm.td"

def ADD32mr : X86Inst<0x01, MRMDestMem, (outs), (ins i32mem:$dst, GR32:$src)>;
def SUB32mr : X86Inst<0x01, MRMDestMem, (outs), (ins i32mem:$dst, GR32:$src)>;
// Of the same opcode, a prefix makes another context: no conflict.
def XOR32mr : X86Inst<0x01, MRMDestMem, (outs), (ins i32mem:$dst, GR32:$src)> {
  let OpPrefixBits = 2;
}

// CHECK:      Error: Primary decode conflict: SUB32mr would overwrite ADD32mr
// CHECK-NEXT: ModRM   0
// CHECK-NEXT: Opcode  1
// CHECK-NEXT: Context IC
// CHECK-NEXT: Error: Primary decode conflict: SUB32mr would overwrite ADD32mr
// CHECK-NEXT: ModRM   1
// CHECK-NOT:  XOR32mr
// CHECK:      x86-disasm.td:[[#]]:5: error: Primary decode conflict
// CHECK-NEXT: def X86 : Target
