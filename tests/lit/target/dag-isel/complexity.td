// RUN: %tblgen -gen-dag-isel -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-dag-isel -I /usr/include/llvm-22 -I %S/Inputs
//
// Order of the patterns: bigger patterns first, AddedComplexity counts,
// then the cheaper result (fewer instructions, no custom inserter), the
// smaller CodeSize, then definition order.

include "di.td"

def SUBrr : DiInst<(outs GPR:$d), (ins GPR:$a, GPR:$b), [(set GPR:$d, (sub GPR:$a, GPR:$b))]>;
def SUBri : DiInst<(outs GPR:$d), (ins GPR:$a, i32imm:$i), [(set GPR:$d, (sub GPR:$a, imm:$i))]>;
def SUB0 : DiInst<(outs GPR:$d), (ins GPR:$a), []>;
def : Pat<(sub GPR:$a, 0), (SUB0 GPR:$a)>;
def NEG : DiInst<(outs GPR:$d), (ins GPR:$a), []> { let usesCustomInserter = 1; }
def NEG2 : DiInst<(outs GPR:$d), (ins GPR:$a), []> { let CodeSize = 4; }
def NEG3 : DiInst<(outs GPR:$d), (ins GPR:$a), []> { let CodeSize = 2; }
def : Pat<(sub 0, GPR:$a), (NEG GPR:$a)>;
def : Pat<(sub 0, GPR:$a), (NEG2 GPR:$a)>;
def : Pat<(sub 0, GPR:$a), (NEG3 GPR:$a)>;
let AddedComplexity = 10 in
def : Pat<(sub GPR:$a, (ctlz GPR:$b)), (SUBrr GPR:$a, GPR:$b)>;

// CHECK: Complexity = 16
// CHECK: Dst: (SUBrr:{ *:[i32] } GPR:{ *:[i32] }:$a, GPR:{ *:[i32] }:$b)
// CHECK: Dst: (NEG3
// CHECK: Dst: (NEG2
// CHECK: Dst: (NEG:
// CHECK: Complexity = 3
