// RUN: not %tblgen -gen-x86-fold-tables -asmwriternum=2 -I %llvminc -I %S/Inputs %s 2>&1 | FileCheck %s
// RUN: not %tblgen -gen-x86-mnemonic-tables -asmwriternum=2 -I %llvminc -I %S/Inputs %s 2>&1 | FileCheck %s
// RUN: not %tblgen -gen-x86-mnemonic-tables -asmwriternum=0x1z -I %llvminc -I %S/Inputs %s 2>&1 | FileCheck %s --check-prefix=VALUE
// RUN: %tblgen -gen-x86-mnemonic-tables -asmwriternum=0x1 -I %llvminc -I %S/Inputs %s | FileCheck %s --check-prefix=HEX
// DIFF: -gen-x86-fold-tables -asmwriternum=2 -I /usr/include/llvm-22 -I %S/Inputs
// DIFF: -gen-x86-mnemonic-tables -asmwriternum=2 -I /usr/include/llvm-22 -I %S/Inputs
// DIFF: -gen-x86-mnemonic-tables -asmwriternum=0x1z -I /usr/include/llvm-22 -I %S/Inputs
// DIFF: -gen-x86-mnemonic-tables -asmwriternum=0x1 -I /usr/include/llvm-22 -I %S/Inputs
// DIFF: -gen-x86-mnemonic-tables -asmwriternum=01 -I /usr/include/llvm-22 -I %S/Inputs
//
// -asmwriternum picks one of the target's asm writers (a uint, in any of
// llvm::cl's radixes); the fold tables read it before the hand-kept pairs.

include "x86-mini.td"

def NOP : X86Inst<0x90, RawFrm, (outs), (ins), "nop{l|}">;

// CHECK: error: Target does not have an AsmWriter #2!
// VALUE: for the --asmwriternum option: '0x1z' value invalid for uint argument!
// HEX: bool isNOP(unsigned Opcode);
