// RUN: %tblgen -gen-global-isel -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-global-isel -I /usr/include/llvm-22 -I %S/Inputs
// DIFF: -gen-global-isel -I /usr/include/llvm-22 -I %S/Inputs -warn-on-skipped-patterns
//
// Checks of llvm-tblgen 22 on a matched operand or instruction: a leaf with
// GISelLeafPredicateCode (only that is checked of the leaf), a HasOneUse
// fragment, atomic orderings "weaker than" (an "or stronger" bit set to
// 0), a pattern with GIIgnoreCopies (records and same-operand checks look
// through copies), and the ComplexPattern enum in plain name order.

include "gi.td"

def top16Zero : PatLeaf<(i32 GPR:$src), [{ return true; }]> {
  let GISelLeafPredicateCode = [{ return VT && VT->maskedValueIsZero(Reg, 16); }];
}
def noLeafCode : PatLeaf<(i32 GPR:$src), [{ return true; }]>;
let HasOneUse = 1 in
def mul_oneuse : PatFrag<(ops node:$a, node:$b), (mul node:$a, node:$b)>;
def relaxed_ld : PatFrag<(ops node:$p), (atomic_load_nonext_32 node:$p)> {
  let IsAtomic = 1;
  let IsAtomicOrderingAcquireOrStronger = 0;
}
def relaxed_st : PatFrag<(ops node:$v, node:$p), (atomic_store_32 node:$v, node:$p)> {
  let IsAtomic = 1;
  let IsAtomicOrderingReleaseOrStronger = 0;
}
class PatNoCopies<dag pattern, dag result> : Pat<pattern, result>, GISelFlags {
  let GIIgnoreCopies = 1;
}

def MULH : GiInst<(outs GPR:$d), (ins GPR:$a, GPR:$b), [(set GPR:$d, (mul top16Zero:$a, GPR:$b))]>;
def MULN : GiInst<(outs GPR:$d), (ins GPR:$a, GPR:$b), [(set GPR:$d, (sub noLeafCode:$a, GPR:$b))]>;
def MADD : GiInst<(outs GPR:$d), (ins GPR:$a, GPR:$b, GPR:$c),
                  [(set GPR:$d, (add (mul_oneuse GPR:$a, GPR:$b), GPR:$c))]>;
def LDR : GiInst<(outs GPR:$d), (ins GPR:$p), [(set GPR:$d, (relaxed_ld GPR:$p))]>;
def STR : GiInst<(outs), (ins GPR:$v, GPR:$p), [(relaxed_st GPR:$v, GPR:$p)]>;
def XSQ : GiInst<(outs GPR:$d), (ins GPR:$a), []>;
def : PatNoCopies<(i32 (xor (and GPR:$a, GPR:$a), GPR:$a)), (XSQ GPR:$a)>;

def addr8 : ComplexPattern<i32, 1, "selectAddr8", []>;
def addr16 : ComplexPattern<i32, 1, "selectAddr16", []>;
def addr128 : ComplexPattern<i32, 1, "selectAddr128", []>;
def gi_addr8 : GIComplexOperandMatcher<s32, "selectAddr<8>">, GIComplexPatternEquiv<addr8>;
def gi_addr16 : GIComplexOperandMatcher<s32, "selectAddr<16>">, GIComplexPatternEquiv<addr16>;
def gi_addr128 : GIComplexOperandMatcher<s32, "selectAddr<128>">, GIComplexPatternEquiv<addr128>;
def LD8 : GiInst<(outs GPR:$d), (ins GPR:$p), [(set GPR:$d, (load (addr8 GPR:$p)))]>;

// CHECK:      GICP_gi_addr128,
// CHECK-NEXT: GICP_gi_addr16,
// CHECK-NEXT: GICP_gi_addr8,
// CHECK:      GICXXPred_MO_Predicate_top16Zero = GICXXPred_Invalid + 1,
// CHECK:      GIM_CheckHasOneUse, /*MI*/1,
// CHECK:      GIM_CheckLeafOperandPredicate, /*MI*/0, /*MO*/1, /*Predicate*/GIMT_Encode2(GICXXPred_MO_Predicate_top16Zero),
// CHECK-NEXT: GIM_RootCheckRegBankForClass, /*Op*/2, /*RC*/GIMT_Encode2(Gi::GPRRegClassID),
// CHECK:      GIM_RecordInsnIgnoreCopies, /*DefineMI*/1, /*MI*/0, /*OpIdx*/1, // MIs[1]
// CHECK:      GIM_CheckIsSameOperandIgnoreCopies,
// CHECK:      GIM_CheckAtomicOrderingWeakerThan, /*MI*/0, /*Order*/(uint8_t)AtomicOrdering::Acquire,
// CHECK:      GIM_CheckAtomicOrderingWeakerThan, /*MI*/0, /*Order*/(uint8_t)AtomicOrdering::Release,
// CHECK-NOT:  Gi::MULN
