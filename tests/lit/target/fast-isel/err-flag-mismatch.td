// RUN: not %tblgen -gen-fast-isel -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-fast-isel -I /usr/include/llvm-22 -I %S/Inputs
//
// The instruction flags are inferred from the patterns for -gen-fast-isel
// too: a pattern that loads contradicts an explicit mayLoad = 0.

include "fi.td"

let mayLoad = 0 in
def LD : FiInst<(outs GPR:$d), (ins GPR:$a), [(set GPR:$d, (load GPR:$a))]>;
// CHECK: err-flag-mismatch.td:[[@LINE-1]]:5: error: Pattern doesn't match mayLoad = 0
