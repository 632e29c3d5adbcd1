// RUN: %tblgen -gen-dag-isel -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-dag-isel -I /usr/include/llvm-22 -I %S/Inputs
//
// Commutative variants: (add $a, (mul $b, $c)) also matches with the
// operands of add swapped (swapping the two unnamed-alike leaves of mul
// gives an isomorphic pattern, dropped); an immediate stays on
// the right; a name used twice keeps its name in the variant check.

include "di.td"

def MLA : DiInst<(outs GPR:$d), (ins GPR:$a, GPR:$b, GPR:$c),
                 [(set GPR:$d, (add GPR:$a, (mul GPR:$b, GPR:$c)))]>;
def ADDri : DiInst<(outs GPR:$d), (ins GPR:$a, i32imm:$i), [(set GPR:$d, (add GPR:$a, imm:$i))]>;
def SQ : DiInst<(outs GPR:$d), (ins GPR:$a), []>;
def : Pat<(mul GPR:$a, GPR:$a), (SQ GPR:$a)>;
def XORSQ : DiInst<(outs GPR:$d), (ins GPR:$a, GPR:$b), []>;
def : Pat<(xor (mul GPR:$a, GPR:$a), GPR:$b), (XORSQ GPR:$a, GPR:$b)>;

// CHECK: // Src: (add:{ *:[i32] } GPR:{ *:[i32] }:$a, (mul:{ *:[i32] } GPR:{ *:[i32] }:$b, GPR:{ *:[i32] }:$c)) - Complexity = 6
// CHECK: // Src: (add:{ *:[i32] } (mul:{ *:[i32] } GPR:{ *:[i32] }:$b, GPR:{ *:[i32] }:$c), GPR:{ *:[i32] }:$a) - Complexity = 6
// CHECK: OPC_CheckChild1Same
// CHECK: // Src: (xor:{ *:[i32] } (mul:{ *:[i32] } GPR:{ *:[i32] }:$a, GPR:{ *:[i32] }:$a), GPR:{ *:[i32] }:$b) - Complexity = 6
// CHECK: // Src: (xor:{ *:[i32] } GPR:{ *:[i32] }:$b, (mul:{ *:[i32] } GPR:{ *:[i32] }:$a, GPR:{ *:[i32] }:$a)) - Complexity = 6
