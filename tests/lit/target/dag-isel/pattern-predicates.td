// RUN: %tblgen -gen-dag-isel -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-dag-isel -I /usr/include/llvm-22 -I %S/Inputs
//
// Subtarget predicates (Predicates = [...]): one CheckPatternPredicate per
// distinct condition string, numbered by use; past the eighth the long
// form with an index byte.

include "di.td"

foreach I = 0-9 in {
  def P#I : Predicate<"Subtarget->has"#I#"()">;
  let Predicates = [!cast<Predicate>("P"#I)] in
  def OP#I : DiInst<(outs GPR:$d), (ins GPR:$a, GPR:$b), [(set GPR:$d, (add GPR:$a, GPR:$b))]>;
}
let Predicates = [P1, P2] in
def SUB12 : DiInst<(outs GPR:$d), (ins GPR:$a, GPR:$b), [(set GPR:$d, (sub GPR:$a, GPR:$b))]>;
let Predicates = [P1] in
def SUB1 : DiInst<(outs GPR:$d), (ins GPR:$a, GPR:$b), [(set GPR:$d, (sub GPR:$a, GPR:$b))]>;

// CHECK: OPC_CheckPatternPredicate0, // (Subtarget->has1())
// CHECK: OPC_CheckPatternPredicate, 8,
// CHECK: case 0: return (Subtarget->has1());
