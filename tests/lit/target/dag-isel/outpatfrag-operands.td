// RUN: %tblgen -gen-dag-isel -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-dag-isel -I /usr/include/llvm-22 -I %S/Inputs
// DIFF: -gen-dag-isel -I /usr/include/llvm-22 -I %S/Inputs -DOUTS
// DIFF: -gen-global-isel -I /usr/include/llvm-22 -I %S/Inputs
// DIFF: -gen-instr-info -I /usr/include/llvm-22 -I %S/Inputs
//
// An output fragment's operand list may start with ins or outs as well as
// ops (only the spelling differs); it is inlined into the result.

include "di.td"

def LI : DiInst<(outs GPR:$d), (ins i32imm:$imm), []>;
def NEG2 : DiInst<(outs GPR:$d), (ins GPR:$s, GPR:$t), []>;

#ifdef OUTS
def const_one : OutPatFrag<(outs), (i32 (LI 1))>;
def double_of : OutPatFrag<(outs node:$x), (NEG2 $x, $x)>;
#else
def const_one : OutPatFrag<(ins), (i32 (LI 1))>;
def double_of : OutPatFrag<(ins node:$x), (NEG2 $x, $x)>;
#endif

def : Pat<(i32 (ineg i32:$x)), (NEG2 $x, (const_one))>;
def : Pat<(i32 (ctpop i32:$x)), (double_of $x)>;

// CHECK: // Dst: (NEG2:{ *:[i32] } ?:{ *:[i32] }:$x, (LI:{ *:[i32] } 1:{ *:[i32] }))
// CHECK: // Dst: (NEG2:{ *:[i32] } ?:{ *:[i32] }:$x, ?:{ *:[i32] }:$x)
