// RUN: not %tblgen -gen-disassembler -I /usr/include/llvm-22 -I %S/Inputs %s -o %t 2>&1 | FileCheck %s
// RUN: not test -e %t
//
// An operand whose record the disassembler does not know in the role its
// instruction's form gives it (here an immediate where a register is
// expected) is an error at the instruction. (llvm-tblgen prints the same
// message, then crashes; see docs/known-differences.md.)

include "x86-disasm.td"

def ADD32ri : X86Inst<0x81, MRMDestReg, (outs GR32:$dst), (ins i32imm:$src)>;

// CHECK: [[@LINE-2]]:5: error: Unhandled reg/opcode register encoding i32imm
