// RUN: %tblgen -gen-dag-isel -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-dag-isel -I /usr/include/llvm-22 -I %S/Inputs
//
// Re-association: (add (add $a, $b), $c) with add SDNPAssociative gets the
// shapes (x + x) + x and x + (x + x) over the orders of $a, $b, $c; the
// duplicates commuting makes are dropped.

include "di.td"

def ADD3 : DiInst<(outs GPR:$d), (ins GPR:$a, GPR:$b, GPR:$c),
                  [(set GPR:$d, (add (add GPR:$a, GPR:$b), GPR:$c))]>;

// CHECK: // Src: (add:{ *:[i32] } (add:{ *:[i32] } GPR:{ *:[i32] }:$a, GPR:{ *:[i32] }:$b), GPR:{ *:[i32] }:$c) - Complexity = 6
// CHECK: // Src: (add:{ *:[i32] } GPR:{ *:[i32] }:$c, (add:{ *:[i32] } GPR:{ *:[i32] }:$a, GPR:{ *:[i32] }:$b)) - Complexity = 6
