// RUN: %tblgen -gen-fast-isel -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-fast-isel -I /usr/include/llvm-22 -I %S/Inputs
//
// Immediate predicates whose fragment has no single type: fastEmit_ri
// checks VT against the first type of the fragment's set (the smallest
// legal integer type here) or, for a type by HwMode without a default,
// the type of the lowest mode.

include "fi.td"

def M32 : HwMode<[HasA]>;
def M64 : HwMode<[HasB]>;
def XVT : ValueTypeByHwMode<[M64, M32], [i32, i64]>;
def anyimm : PatLeaf<(imm)> {
  let ImmediateCode = [{ return Imm > 0; }];
  bit FastIselShouldIgnore = false;
}
def aimm : ImmLeaf<iAny, [{ return Imm > 1; }]>;
def ximm : ImmLeaf<XVT, [{ return Imm > 2; }]>;
def ADDri : FiInst<(outs GPR:$d), (ins GPR:$a, i32imm:$b), [(set GPR:$d, (add GPR:$a, anyimm:$b))]>;
def SUBri : FiInst<(outs GPR:$d), (ins GPR:$a, i32imm:$b), [(set GPR:$d, (sub GPR:$a, aimm:$b))]>;
def ORri : FiInst<(outs GPR:$d), (ins GPR:$a, i32imm:$b), [(set GPR:$d, (or GPR:$a, ximm:$b))]>;
def SHLri : FiInst<(outs GPR:$d), (ins GPR:$a, i32imm:$b), [(set GPR:$d, (shl GPR:$a, (i32 imm:$b)))]>;

// CHECK: if (VT == MVT::i16 && Predicate_anyimm(imm1))
// CHECK: if (VT == MVT::i16 && Predicate_aimm(imm1))
// CHECK: if (VT == MVT::i64 && Predicate_ximm(imm1))
