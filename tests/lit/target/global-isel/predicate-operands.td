// RUN: %tblgen -gen-global-isel -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-global-isel -I /usr/include/llvm-22 -I %S/Inputs
//
// PatFrags whose GlobalISel code reads the fragment's operands
// (PredicateCodeUsesOperands): the operands below the predicate's
// instruction are recorded (GIM_RecordNamedOperand, by scoped name, at the
// operand's index in the fragment) after their type check, until all are
// found; testMIPredicate_MI reads them from State.RecordedOperands. An
// operand seen twice is checked, not recorded. A C++ predicate of the root
// may be hoisted above the rule when only a nested instruction records.

include "gi.td"

def nonimm : PatFrag<(ops node:$x, node:$y), (add node:$x, node:$y), [{
  return !isa<ConstantSDNode>(Operands[1]);
}]> {
  let PredicateCodeUsesOperands = 1;
  let GISelPredicateCode = [{
    return !Operands[1]->isImm();
  }];
}
def nonimm2 : PatFrag<(ops node:$x, node:$y), (add node:$x, node:$y), [{
  return !isa<ConstantSDNode>(Operands[1]);
}]> {
  let PredicateCodeUsesOperands = 1;
  let GISelPredicateCode = [{
    return !Operands[1]->isImm();
  }];
}
def addlike : PatFrags<(ops node:$a, node:$b), [(add node:$a, node:$b), (or node:$a, node:$b)]>;
def nonimm_like : PatFrag<(ops node:$x, node:$y), (addlike node:$x, node:$y), [{
  return Operands[0] != Operands[1];
}]> {
  let PredicateCodeUsesOperands = 1;
  let GISelPredicateCode = [{
    return Operands[0]->getReg() != Operands[1]->getReg();
  }];
}
def oneuse_mul : PatFrag<(ops node:$a, node:$b), (mul node:$a, node:$b), [{ return N->hasOneUse(); }]> {
  let GISelPredicateCode = [{ return MRI.hasOneNonDBGUse(MI.getOperand(0).getReg()); }];
}
def three : PatFrag<(ops node:$x, node:$y, node:$z), (add (oneuse_mul node:$x, node:$y), node:$z), [{
  return true;
}]> {
  let PredicateCodeUsesOperands = 1;
  let GISelPredicateCode = [{
    for (unsigned i = 0; i < 3; ++i)
      if (!Operands[i]->isReg())
        return false;
    return true;
  }];
}
def sel3 : PatFrags<(ops node:$p, node:$q), [(sub node:$p, node:$q), (xor node:$p, node:$q)]>;

def ZZADD : GiInst<(outs GPR:$d), (ins GPR:$a, GPR:$b), [(set GPR:$d, (nonimm GPR:$a, GPR:$b))]>;
def AAADD : GiInst<(outs GPR:$d), (ins GPR:$a, GPR:$b), [(set GPR:$d, (nonimm2 GPR:$a, (shl GPR:$b, (i32 2))))]>;
def MAD : GiInst<(outs GPR:$d), (ins GPR:$a, GPR:$b, GPR:$c), []>;
def SHADD : GiInst<(outs GPR:$d), (ins GPR:$a, GPR:$b), []>;
def SELX : GiInst<(outs GPR:$d), (ins GPR:$a, GPR:$b), []>;

def : Pat<(three GPR:$a, GPR:$b, GPR:$c), (MAD GPR:$a, GPR:$b, GPR:$c)>;
def : Pat<(i32 (nonimm_like (shl GPR:$a, (i32 1)), GPR:$b)), (SHADD GPR:$a, GPR:$b)>;
def : Pat<(sel3 (nonimm GPR:$a, GPR:$b), GPR:$b), (SELX GPR:$a, GPR:$b)>;
def : Pat<(nonimm GPR:$a, (nonimm GPR:$a, GPR:$b)), (SELX GPR:$a, GPR:$b)>;

// CHECK: const auto &Operands = State.RecordedOperands;
// CHECK: GIM_Try, /*On fail goto*//*Label 7*/ GIMT_Encode4(142), // Rule ID 3 //
// CHECK: GIM_RecordNamedOperand, /*MI*/0, /*Op*/1, /*StoreIdx*/0, // Name : pred:4:x
// CHECK: GIM_RecordInsn, /*DefineMI*/1, /*MI*/0, /*OpIdx*/1, // MIs[1]
// CHECK: GIM_RecordNamedOperand, /*MI*/0, /*Op*/2, /*StoreIdx*/1, // Name : pred:4:y
// CHECK: GIM_CheckCxxInsnPredicate, /*MI*/0, /*FnId*/GIMT_Encode2(GICXXPred_MI_Predicate_nonimm_like),
// CHECK: GIM_Try, /*On fail goto*//*Label 14*/ GIMT_Encode4(692),
// CHECK-NEXT: GIM_CheckCxxInsnPredicate, /*MI*/0, /*FnId*/GIMT_Encode2(GICXXPred_MI_Predicate_nonimm),
// CHECK: GIM_RecordNamedOperand, /*MI*/1, /*Op*/1, /*StoreIdx*/0, // Name : pred:8:x
// CHECK: GIM_RecordNamedOperand, /*MI*/1, /*Op*/2, /*StoreIdx*/1, // Name : pred:8:y
// CHECK: GIM_CheckCxxInsnPredicate, /*MI*/1, /*FnId*/GIMT_Encode2(GICXXPred_MI_Predicate_nonimm),
// CHECK: GIM_CheckIsSameOperand, /*MI*/0, /*OpIdx*/2, /*OtherMI*/1, /*OtherOpIdx*/1,
