// RUN: not %tblgen -gen-fast-isel -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-fast-isel -I /usr/include/llvm-22 -I %S/Inputs
//
// An intrinsic given the wrong number of operands.

include "fi.td"

def int_fi_foo : DefaultAttrsIntrinsic<[llvm_i32_ty], [llvm_i32_ty], [IntrNoMem]>;
def NEG : FiInst<(outs GPR:$d), (ins GPR:$a), []>;
def : Pat<(int_fi_foo GPR:$a, GPR:$a), (NEG GPR:$a)>;
// CHECK: err-intrinsic-operands.td:[[@LINE-1]]:1: error: In anonymous_{{[0-9]+}}: Intrinsic 'llvm.fi.foo' expects 1 operands, not 2 operands!
