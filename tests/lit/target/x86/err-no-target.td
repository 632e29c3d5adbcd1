// RUN: not %tblgen -gen-x86-fold-tables -I %llvminc %s 2>&1 | FileCheck %s
// RUN: not %tblgen -gen-x86-mnemonic-tables -I %llvminc %s 2>&1 | FileCheck %s
// RUN: not %tblgen -gen-x86-instr-mapping -I %llvminc %s 2>&1 | FileCheck %s
// DIFF: -gen-x86-fold-tables -I /usr/include/llvm-22
// DIFF: -gen-x86-mnemonic-tables -I /usr/include/llvm-22
// DIFF: -gen-x86-instr-mapping -I /usr/include/llvm-22
//
// The X86 backends need a target.

include "llvm/Target/Target.td"

def X : Instruction {
  let OutOperandList = (outs);
  let InOperandList = (ins);
}

// CHECK: error: No 'Target' subclasses defined!
