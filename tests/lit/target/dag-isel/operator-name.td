// RUN: %tblgen -gen-dag-isel -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-dag-isel -I /usr/include/llvm-22 -I %S/Inputs
//
// A name on a dag's operator, (op:$x ...), names the node (over the name
// of its operand slot); a fragment's transform in a Pat result becomes an
// explicit node of the result.

include "di.td"

def neg_xf : SDNodeXForm<imm, [{ return getI32Imm(-N->getSExtValue(), SDLoc(N)); }]>;
def negimm : PatLeaf<(imm), [{ return N->getSExtValue() < 0; }], neg_xf>;
def SUBri : DiInst<(outs GPR:$d), (ins GPR:$a, i32imm:$i), []>;
def : Pat<(add i32:$s1, negimm:$s2), (SUBri i32:$s1, (negimm:$s2))>;
def : Pat<(sub i32:$s1, (negimm:$s2)), (SUBri i32:$s1, (negimm:$s2):$s3)>;

// CHECK: Dst: (SUBri:{ *:[i32] } i32:{ *:[i32] }:$s1, (neg_xf:{ *:[i32] } (imm:{ *:[i32] })<<P:Predicate_negimm>>:$s2))
