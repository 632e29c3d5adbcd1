// RUN: not %tblgen -gen-x86-fold-tables -I %llvminc -I %S/Inputs %s 2>&1 | FileCheck %s
//
// The fold tables' hand-kept pairs name instructions of LLVM's X86 target;
// a target without one of them is an error (llvm-tblgen crashes:
// docs/known-differences.md).

include "x86-mini.td"

def NOP : X86Inst<0x90, RawFrm, (outs), (ins), "nop">;

// CHECK: error: the X86 fold tables need instruction 'ADD16ri_DB'
