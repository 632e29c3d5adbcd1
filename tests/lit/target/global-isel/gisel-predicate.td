// RUN: %tblgen -gen-global-isel -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-global-isel -I /usr/include/llvm-22 -I %S/Inputs
//
// A PatFrag with GlobalISel C++ code: a testMIPredicate_MI case, checked
// after the operands (it may read them).

include "gi.td"

def or_like_add : PatFrag<(ops node:$a, node:$b), (or node:$a, node:$b), [{
  return isOrEquivalentToAdd(N);
}]> {
  let GISelPredicateCode = [{ return isOrLikeAdd(MI); }];
}
def noret : PatFrag<(ops node:$a, node:$b), (xor node:$a, node:$b), [{ return true; }]> {
  let GISelPredicateCode = [{
    (void)MI;
  }];
}
def ORADD : GiInst<(outs GPR:$d), (ins GPR:$a, GPR:$b), [(set GPR:$d, (or_like_add GPR:$a, GPR:$b))]>;
def XORX : GiInst<(outs GPR:$d), (ins GPR:$a, GPR:$b), [(set GPR:$d, (noret GPR:$a, GPR:$b))]>;

// CHECK: GICXXPred_MI_Predicate_noret = GICXXPred_Invalid + 1,
// CHECK: llvm_unreachable("noret should have returned");
// CHECK: GIM_CheckCxxInsnPredicate, /*MI*/0, /*FnId*/GIMT_Encode2(GICXXPred_MI_Predicate_or_like_add),
