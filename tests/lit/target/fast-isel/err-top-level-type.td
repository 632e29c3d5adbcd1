// RUN: not %tblgen -gen-fast-isel -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-fast-isel -I /usr/include/llvm-22 -I %S/Inputs
//
// An instruction pattern whose root produces a value (no 'set').

include "fi.td"

def ADD : FiInst<(outs GPR:$d), (ins GPR:$a, GPR:$b), [(add GPR:$a, GPR:$b)]>;
// CHECK: err-top-level-type.td:[[@LINE-1]]:5: error: In ADD: Top-level forms in instruction pattern should have void types, has types {}
