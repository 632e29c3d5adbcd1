// RUN: rm -f %t
// RUN: not %tblgen -gen-dag-isel -I /usr/include/llvm-22 -I %S/Inputs %s -o %t 2>&1 | FileCheck %s
// RUN: not test -e %t
// RUN: not %tblgen -gen-instr-info -I /usr/include/llvm-22 -I %S/Inputs %s -o %t 2>&1 | FileCheck %s
// RUN: %tblgen -gen-dag-isel -I /usr/include/llvm-22 -I %S/Inputs -DSCALAR %s -o %t.scalar
// DIFF: -gen-dag-isel -I /usr/include/llvm-22 -I %S/Inputs
// DIFF: -gen-instr-info -I /usr/include/llvm-22 -I %S/Inputs
// DIFF: -gen-dag-isel -I /usr/include/llvm-22 -I %S/Inputs -DSCALAR
//
// sext_inreg's VT operand must be smaller than its scalar operand: a vector
// VT (v4i32) against i64 leaves no type for the VT, a contradiction that is
// reported (and ends the inference) rather than found again on every pass.
// A scalar VT (i32) is accepted.

include "di.td"

def SEXT : DiInst<(outs DPR:$d), (ins DPR:$s), []>;
#ifdef SCALAR
def : Pat<(abs (sext_inreg DPR:$s, i32)), (SEXT DPR:$s)>;
#else
// CHECK: err-vt-smaller-vector.td:[[@LINE+1]]:1: error: Type set is empty for each HW mode in 'anonymous_
def : Pat<(abs (sext_inreg DPR:$s, v4i32)), (SEXT DPR:$s)>;
#endif
