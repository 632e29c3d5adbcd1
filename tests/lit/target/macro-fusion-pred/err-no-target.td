// RUN: not %tblgen -gen-macro-fusion-pred -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-macro-fusion-pred -I /usr/include/llvm-22 -I %S/Inputs
//
// The backend needs a Target.

include "llvm/Target/Target.td"

// CHECK: error: No 'Target' subclasses defined!
