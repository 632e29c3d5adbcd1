// RUN: %tblgen -gen-dag-isel -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-dag-isel -I /usr/include/llvm-22 -I %S/Inputs
//
// PatFrags whose predicate reads the fragment's operands
// (PredicateCodeUsesOperands): each inlined use numbers a new scope (in
// pattern order: instruction patterns by definition, then Pat records; a
// fragment with two alternatives inlines its operands twice), the operands
// are recorded under "$pred:SCOPE:NAME" (with their own name, if any) and
// OPC_CheckPredicateWithOperands passes their slots to
// CheckNodePredicateWithOperands, numbered apart from CheckNodePredicate.
// A fragment's use passed to another loses the outer scope's name: its
// slot reads as -1, as in llvm-tblgen.

include "di.td"

def nonimm : PatFrag<(ops node:$x, node:$y), (add node:$x, node:$y), [{
  return !isa<ConstantSDNode>(Operands[1]);
}]> {
  let PredicateCodeUsesOperands = 1;
}
def nonimm2 : PatFrag<(ops node:$x, node:$y), (add node:$x, node:$y), [{
  return !isa<ConstantSDNode>(Operands[1]);
}]> {
  let PredicateCodeUsesOperands = 1;
}
def addlike : PatFrags<(ops node:$a, node:$b), [(add node:$a, node:$b), (or node:$a, node:$b)]>;
def nonimm_like : PatFrag<(ops node:$x, node:$y), (addlike node:$x, node:$y), [{
  return Operands[0] != Operands[1];
}]> {
  let PredicateCodeUsesOperands = 1;
}
def oneuse_mul : PatFrag<(ops node:$a, node:$b), (mul node:$a, node:$b), [{ return N->hasOneUse(); }]>;
def three : PatFrag<(ops node:$x, node:$y, node:$z), (add (oneuse_mul node:$x, node:$y), node:$z), [{
  for (unsigned i = 0; i < 3; ++i)
    if (!Operands[i]->isDivergent())
      return false;
  return true;
}]> {
  let PredicateCodeUsesOperands = 1;
}
def sel3 : PatFrags<(ops node:$p, node:$q), [(sub node:$p, node:$q), (xor node:$p, node:$q)]>;

def ZZADD : DiInst<(outs GPR:$d), (ins GPR:$a, GPR:$b), [(set GPR:$d, (nonimm GPR:$a, GPR:$b))]>;
def AAADD : DiInst<(outs GPR:$d), (ins GPR:$a, GPR:$b), [(set GPR:$d, (nonimm2 GPR:$a, (shl GPR:$b, (i32 2))))]>;
def MAD : DiInst<(outs GPR:$d), (ins GPR:$a, GPR:$b, GPR:$c), []>;
def SHADD : DiInst<(outs GPR:$d), (ins GPR:$a, GPR:$b), []>;
def SELX : DiInst<(outs GPR:$d), (ins GPR:$a, GPR:$b), []>;

def : Pat<(three GPR:$a, GPR:$b, GPR:$c), (MAD GPR:$a, GPR:$b, GPR:$c)>;
def : Pat<(i32 (nonimm_like (shl GPR:$a, (i32 1)), GPR:$b)), (SHADD GPR:$a, GPR:$b)>;
def : Pat<(sel3 (nonimm GPR:$a, GPR:$b), GPR:$b), (SELX GPR:$a, GPR:$b)>;
def : Pat<(nonimm GPR:$a, (nonimm GPR:$a, GPR:$b)), (SELX GPR:$a, GPR:$b)>;

// CHECK: OPC_RecordChild0, // #0 = $a,$pred:2:x
// CHECK: OPC_RecordChild1, // #1 = $pred:2:y
// CHECK: OPC_CheckPredicateWithOperands, 2/*#Ops*/, 0, 1, 0, // Predicate_nonimm2
// CHECK: // Src: (add:{ *:[i32] } GPR:{ *:[i32] }:$a:$pred:2:x, (shl:{ *:[i32] } GPR:{ *:[i32] }:$b, 2:{ *:[i32] }):$pred:2:y)<<P:2:Predicate_nonimm2>> - Complexity = 12
// CHECK: OPC_CheckPredicateWithOperands, 3/*#Ops*/, 0, 1, 2, 2, // Predicate_three
// CHECK: OPC_CheckPredicateWithOperands, 2/*#Ops*/, 0, 4294967295, 0, // Predicate_nonimm
// CHECK: // Src: (add:{ *:[i32] } GPR:{ *:[i32] }:$a:$pred:7:x, (add:{ *:[i32] } GPR:{ *:[i32] }:$a:$pred:8:x, GPR:{ *:[i32] }:$b:$pred:8:y)<<P:8:Predicate_nonimm>>)<<P:7:Predicate_nonimm>> - Complexity = 8
// CHECK: // Src: (sub:{ *:[i32] } (add:{ *:[i32] } GPR:{ *:[i32] }:$a:$pred:5:x, GPR:{ *:[i32] }:$b:$pred:5:y)<<P:5:Predicate_nonimm>>, GPR:{ *:[i32] }:$b) - Complexity = 7
// CHECK: // Src: (xor:{ *:[i32] } (add:{ *:[i32] } GPR:{ *:[i32] }:$a:$pred:6:x, GPR:{ *:[i32] }:$b:$pred:6:y)<<P:6:Predicate_nonimm>>, GPR:{ *:[i32] }:$b) - Complexity = 7
// CHECK: bool DAGISEL_CLASS_COLONCOLON CheckNodePredicate(SDValue Op, unsigned PredNo) const
// CHECK:     // Predicate_oneuse_mul
// CHECK: bool DAGISEL_CLASS_COLONCOLON CheckNodePredicateWithOperands(SDValue Op, unsigned PredNo, ArrayRef<SDValue> Operands) const
// CHECK:   case 0: {
// CHECK-NEXT:     // Predicate_nonimm
// CHECK-NEXT:     // Predicate_nonimm2
// CHECK:   case 2: {
// CHECK-NEXT:     // Predicate_three
