// RUN: %tblgen -gen-callingconv -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-callingconv -I /usr/include/llvm-22 -I %S/Inputs
//
// Type changes: integer promotions take their LocInfo from the argument's
// extension flags, floating-point ones (scalar or vector) are FPExt; the
// others set a fixed LocInfo. Types print by their MVT (LLVMName) name.

include "target.td"

def CC_Promote : CallingConv<[
  CCIfType<[i1, i8], CCPromoteToType<i32>>,
  CCIfType<[f16, bf16], CCPromoteToType<f32>>,
  CCIfType<[v2f32], CCPromoteToType<v4f32>>,
  CCIfType<[nxv2f16], CCPromoteToType<nxv4f16>>,
  CCIfType<[v2i16], CCPromoteToType<v2i32>>,
  CCIfType<[i16], CCPromoteToUpperBitsInType<i64>>,
  CCIfType<[v2i32], CCBitConvertToType<i64>>,
  CCIfType<[i64], CCTruncToType<i32>>,
  CCIfType<[i128, untyped, OtherVT], CCPassIndirect<iPTR>>,
  CCIfType<[ppcf128], CCPromoteToType<ppcf128>>
]>;

// CHECK:        if (LocVT == MVT::i1 ||
// CHECK-NEXT:       LocVT == MVT::i8) {
// CHECK-NEXT:     LocVT = MVT::i32;
// CHECK-NEXT:     if (ArgFlags.isSExt())
// CHECK-NEXT:       LocInfo = CCValAssign::SExt;
// CHECK-NEXT:     else if (ArgFlags.isZExt())
// CHECK-NEXT:       LocInfo = CCValAssign::ZExt;
// CHECK-NEXT:     else
// CHECK-NEXT:       LocInfo = CCValAssign::AExt;
// CHECK:          LocVT = MVT::f32;
// CHECK-NEXT:     LocInfo = CCValAssign::FPExt;
// CHECK:          LocVT = MVT::v4f32;
// CHECK-NEXT:     LocInfo = CCValAssign::FPExt;
// CHECK:          LocVT = MVT::nxv4f16;
// CHECK-NEXT:     LocInfo = CCValAssign::FPExt;
// CHECK:          LocVT = MVT::v2i32;
// CHECK-NEXT:     if (ArgFlags.isSExt())
// CHECK:          LocVT = MVT::i64;
// CHECK-NEXT:     if (ArgFlags.isSExt())
// CHECK-NEXT:       LocInfo = CCValAssign::SExtUpper;
// CHECK:          LocInfo = CCValAssign::AExtUpper;
// CHECK:          LocInfo = CCValAssign::BCvt;
// CHECK:          LocVT = MVT::i32;
// CHECK-NEXT:     LocInfo = CCValAssign::Trunc;
// CHECK:        if (LocVT == MVT::i128 ||
// CHECK-NEXT:       LocVT == MVT::Untyped ||
// CHECK-NEXT:       LocVT == MVT::Other) {
// CHECK-NEXT:     LocVT = MVT::iPTR;
// CHECK-NEXT:     LocInfo = CCValAssign::Indirect;
// CHECK:          LocVT = MVT::ppcf128;
// CHECK-NEXT:     LocInfo = CCValAssign::FPExt;
// CHECK: const MCRegister CC_Promote_ArgRegs[] = { 0 };
