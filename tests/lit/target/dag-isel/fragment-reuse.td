// RUN: %tblgen -gen-dag-isel -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-dag-isel -I /usr/include/llvm-22 -I %S/Inputs
//
// A fragment used several times, and again inside its own arguments: every
// use gets all its alternatives (the parsed alternatives of a fragment are
// kept after its first use), each with the fragment's predicate.

include "di.td"

def addor : PatFrags<(ops node:$a, node:$b), [(add node:$a, node:$b), (or node:$a, node:$b)]>;
def addlike : PatFrag<(ops node:$x, node:$y), (add node:$x, node:$y), [{ return true; }]>;
def I1 : DiInst<(outs GPR:$d), (ins GPR:$a, GPR:$b, GPR:$c), []>;
def I2 : DiInst<(outs GPR:$d), (ins GPR:$a, GPR:$b), []>;
def I3 : DiInst<(outs GPR:$d), (ins GPR:$a, GPR:$b, GPR:$c), []>;
def : Pat<(addor (addor GPR:$a, GPR:$b), GPR:$c), (I1 GPR:$a, GPR:$b, GPR:$c)>;
def : Pat<(xor (addor GPR:$a, GPR:$b), GPR:$b), (I2 GPR:$a, GPR:$b)>;
def : Pat<(addlike (addlike GPR:$a, GPR:$b), (addor GPR:$c, GPR:$a)), (I3 GPR:$a, GPR:$b, GPR:$c)>;
def : Pat<(mul (addlike GPR:$a, GPR:$b), GPR:$a), (I2 GPR:$a, GPR:$b)>;

// CHECK-DAG: // Src: (add:{ *:[i32] } (add:{ *:[i32] } GPR:{ *:[i32] }:$a, GPR:{ *:[i32] }:$b), GPR:{ *:[i32] }:$c) - Complexity = 6
// CHECK-DAG: // Src: (add:{ *:[i32] } (or:{ *:[i32] } GPR:{ *:[i32] }:$a, GPR:{ *:[i32] }:$b), GPR:{ *:[i32] }:$c) - Complexity = 6
// CHECK-DAG: // Src: (add:{ *:[i32] } GPR:{ *:[i32] }:$c, (add:{ *:[i32] } GPR:{ *:[i32] }:$a, GPR:{ *:[i32] }:$b)) - Complexity = 6
// CHECK-DAG: // Src: (add:{ *:[i32] } GPR:{ *:[i32] }:$c, (or:{ *:[i32] } GPR:{ *:[i32] }:$a, GPR:{ *:[i32] }:$b)) - Complexity = 6
// CHECK-DAG: // Src: (or:{ *:[i32] } (add:{ *:[i32] } GPR:{ *:[i32] }:$a, GPR:{ *:[i32] }:$b), GPR:{ *:[i32] }:$c) - Complexity = 6
// CHECK-DAG: // Src: (or:{ *:[i32] } (or:{ *:[i32] } GPR:{ *:[i32] }:$a, GPR:{ *:[i32] }:$b), GPR:{ *:[i32] }:$c) - Complexity = 6
// CHECK-DAG: // Src: (or:{ *:[i32] } GPR:{ *:[i32] }:$c, (add:{ *:[i32] } GPR:{ *:[i32] }:$a, GPR:{ *:[i32] }:$b)) - Complexity = 6
// CHECK-DAG: // Src: (or:{ *:[i32] } GPR:{ *:[i32] }:$c, (or:{ *:[i32] } GPR:{ *:[i32] }:$a, GPR:{ *:[i32] }:$b)) - Complexity = 6
// CHECK-DAG: // Src: (add:{ *:[i32] } (add:{ *:[i32] } GPR:{ *:[i32] }:$a, GPR:{ *:[i32] }:$b)<<P:Predicate_addlike>>, (or:{ *:[i32] } GPR:{ *:[i32] }:$c, GPR:{ *:[i32] }:$a))<<P:Predicate_addlike>> - Complexity = 11
