// RUN: not %tblgen -gen-global-isel -I /usr/include/llvm-22 -I %S/Inputs %s -o %t.out 2>&1 | FileCheck %s
// RUN: not test -e %t.out
// DIFF: -gen-global-isel -I /usr/include/llvm-22 -I %S/Inputs
//
// An input without a Target record.

include "llvm/Target/Target.td"

def ADD : Instruction { let OutOperandList = (outs); let InOperandList = (ins); }

// CHECK: error: No 'Target' subclasses defined!
