// -gen-vt: value types in definition order, the bounds of each range of
// types, vector attributes and the IR type of each type.
//
// RUN: %tblgen -I %S/Inputs --gen-vt %s | FileCheck %s
// DIFF: -I %S/Inputs --gen-vt

include "vt-classes.td"

def OtherVT : ValueType<0, "Other">;
def i1 : VTInt<1>;
def i8 : VTInt<8>;
def i9 : VTInt<9>;
def i128 : VTInt<128>;
def i256 : VTInt<256>;
def bf16 : VTFP<16>;
def f16 : VTFP<16>;
def f32 : VTFP<32>;
def f64 : VTFP<64>;
def f80 : VTFP<80>;
def f128 : VTFP<128>;
def ppcf128 : VTFP<128>;
def v2i1 : VTVec<2, i1>;
def v3i9 : VTVec<3, i9>;
def v4f32 : VTVec<4, f32>;
def v2bf16 : VTVec<2, bf16>;
def nxv1i8 : VTScalableVec<1, i8>;
def nxv2f64 : VTScalableVec<2, f64>;
def riscv_nxv1i8x2 : VTVecTup<16, 2, i8>;
def riscv_nxv4i8x3 : VTVecTup<96, 3, i8>;
def x86mmx : ValueType<64>;
// Neither integer nor floating point: the IR type of the vector is built
// from an integer element, as llvm-tblgen does.
def v2x86mmx : VTVec<2, x86mmx>;
def c64 : VTCheriCapability<64>;
let isNormalValueType = false in {
  def token : ValueType<0>;
  def MetadataVT : ValueType<0, "Metadata">;
  def iAny : VTAny;
}

// CHECK:      |* ValueTypes Source Fragment
// CHECK:      #ifdef GET_VT_ATTR // (Ty, sz, Any, Int, FP, Vec, Sc, Tup, NF, NElem, EltTy)
// CHECK-NEXT:   GET_VT_ATTR(Other, 0, 0, 0, 0, 0, 0, 0, 0, 0, INVALID_SIMPLE_VALUE_TYPE)
// CHECK-NEXT:   GET_VT_ATTR(i1, 1, 0, 3, 0, 0, 0, 0, 0, 0, INVALID_SIMPLE_VALUE_TYPE)
// CHECK:        GET_VT_ATTR(bf16, 16, 0, 0, 1, 0, 0, 0, 0, 0, INVALID_SIMPLE_VALUE_TYPE)
// CHECK-NEXT:   GET_VT_ATTR(f16, 16, 0, 0, 3, 0, 0, 0, 0, 0, INVALID_SIMPLE_VALUE_TYPE)
// CHECK:        GET_VT_ATTR(ppcf128, 128, 0, 0, 1, 0, 0, 0, 0, 0, INVALID_SIMPLE_VALUE_TYPE)
// CHECK-NEXT:   GET_VT_ATTR(v2i1, 2, 0, 1, 0, 1, 0, 0, 0, 2, i1)
// CHECK:        GET_VT_ATTR(nxv2f64, 128, 0, 0, 1, 1, 1, 0, 0, 2, f64)
// CHECK-NEXT:   GET_VT_ATTR(riscv_nxv1i8x2, 16, 0, 0, 0, 0, 0, 1, 2, 0, INVALID_SIMPLE_VALUE_TYPE)
// CHECK:        GET_VT_ATTR(iAny, 0, 1, 0, 0, 0, 0, 0, 0, 0, INVALID_SIMPLE_VALUE_TYPE)
// CHECK-NEXT: #endif
// CHECK-EMPTY:
// CHECK-NEXT: #ifdef GET_VT_RANGES
// CHECK-NEXT:   FIRST_CHERI_CAPABILITY_VALUETYPE = c64,
// CHECK-NEXT:   LAST_CHERI_CAPABILITY_VALUETYPE = c64,
// CHECK-NEXT:   FIRST_FIXEDLEN_VECTOR_VALUETYPE = v2i1,
// CHECK-NEXT:   LAST_FIXEDLEN_VECTOR_VALUETYPE = v2x86mmx,
// CHECK-NEXT:   FIRST_FP_FIXEDLEN_VECTOR_VALUETYPE = v4f32,
// CHECK-NEXT:   LAST_FP_FIXEDLEN_VECTOR_VALUETYPE = v2bf16,
// CHECK-NEXT:   FIRST_FP_SCALABLE_VECTOR_VALUETYPE = nxv2f64,
// CHECK-NEXT:   LAST_FP_SCALABLE_VECTOR_VALUETYPE = nxv2f64,
// CHECK-NEXT:   FIRST_FP_VALUETYPE = bf16,
// CHECK-NEXT:   LAST_FP_VALUETYPE = ppcf128,
// CHECK-NEXT:   FIRST_INTEGER_FIXEDLEN_VECTOR_VALUETYPE = v2i1,
// CHECK-NEXT:   LAST_INTEGER_FIXEDLEN_VECTOR_VALUETYPE = v3i9,
// CHECK-NEXT:   FIRST_INTEGER_SCALABLE_VECTOR_VALUETYPE = nxv1i8,
// CHECK-NEXT:   LAST_INTEGER_SCALABLE_VECTOR_VALUETYPE = nxv1i8,
// CHECK-NEXT:   FIRST_INTEGER_VALUETYPE = i1,
// CHECK-NEXT:   LAST_INTEGER_VALUETYPE = i256,
// CHECK-NEXT:   FIRST_RISCV_VECTOR_TUPLE_VALUETYPE = riscv_nxv1i8x2,
// CHECK-NEXT:   LAST_RISCV_VECTOR_TUPLE_VALUETYPE = riscv_nxv4i8x3,
// CHECK-NEXT:   FIRST_SCALABLE_VECTOR_VALUETYPE = nxv1i8,
// CHECK-NEXT:   LAST_SCALABLE_VECTOR_VALUETYPE = nxv2f64,
// CHECK-NEXT:   FIRST_VALUETYPE = Other,
// CHECK-NEXT:   LAST_VALUETYPE = c64,
// CHECK-NEXT:   FIRST_VECTOR_VALUETYPE = v2i1,
// CHECK-NEXT:   LAST_VECTOR_VALUETYPE = v2x86mmx,
// CHECK-NEXT: #endif
// CHECK-EMPTY:
// CHECK-NEXT: #ifdef GET_VT_VECATTR // (Ty, Sc, Tup, nElem, ElTy)
// CHECK-NEXT:   GET_VT_VECATTR(v2i1, 0, 0, 2, i1)
// CHECK-NEXT:   GET_VT_VECATTR(v3i9, 0, 0, 3, i9)
// CHECK-NEXT:   GET_VT_VECATTR(v4f32, 0, 0, 4, f32)
// CHECK-NEXT:   GET_VT_VECATTR(v2bf16, 0, 0, 2, bf16)
// CHECK-NEXT:   GET_VT_VECATTR(nxv1i8, 1, 0, 1, i8)
// CHECK-NEXT:   GET_VT_VECATTR(nxv2f64, 1, 0, 2, f64)
// CHECK-NEXT:   GET_VT_VECATTR(v2x86mmx, 0, 0, 2, x86mmx)
// CHECK-NEXT: #endif
// CHECK-EMPTY:
// CHECK-NEXT: #ifdef GET_VT_EVT
// CHECK-NEXT:   GET_VT_EVT(i1, Type::getInt1Ty(Context))
// CHECK-NEXT:   GET_VT_EVT(i8, Type::getInt8Ty(Context))
// CHECK-NEXT:   GET_VT_EVT(i9, Type::getIntNTy(Context, 9))
// CHECK-NEXT:   GET_VT_EVT(i128, Type::getInt128Ty(Context))
// CHECK-NEXT:   GET_VT_EVT(i256, Type::getIntNTy(Context, 256))
// CHECK-NEXT:   GET_VT_EVT(bf16, Type::getBFloatTy(Context))
// CHECK-NEXT:   GET_VT_EVT(f16, Type::getHalfTy(Context))
// CHECK-NEXT:   GET_VT_EVT(f32, Type::getFloatTy(Context))
// CHECK-NEXT:   GET_VT_EVT(f64, Type::getDoubleTy(Context))
// CHECK-NEXT:   GET_VT_EVT(f80, Type::getX86_FP80Ty(Context))
// CHECK-NEXT:   GET_VT_EVT(f128, Type::getFP128Ty(Context))
// CHECK-NEXT:   GET_VT_EVT(ppcf128, Type::getPPC_FP128Ty(Context))
// CHECK-NEXT:   GET_VT_EVT(v2i1, FixedVectorType::get(Type::getInt1Ty(Context), 2))
// CHECK-NEXT:   GET_VT_EVT(v3i9, FixedVectorType::get(Type::getIntNTy(Context, 9), 3))
// CHECK-NEXT:   GET_VT_EVT(v4f32, FixedVectorType::get(Type::getFloatTy(Context), 4))
// CHECK-NEXT:   GET_VT_EVT(v2bf16, FixedVectorType::get(Type::getBFloatTy(Context), 2))
// CHECK-NEXT:   GET_VT_EVT(nxv1i8, ScalableVectorType::get(Type::getInt8Ty(Context), 1))
// CHECK-NEXT:   GET_VT_EVT(nxv2f64, ScalableVectorType::get(Type::getDoubleTy(Context), 2))
// CHECK-NEXT:   GET_VT_EVT(riscv_nxv1i8x2, TargetExtType::get(Context, "riscv.vector.tuple", ScalableVectorType::get(Type::getInt8Ty(Context), 1), 2))
// CHECK-NEXT:   GET_VT_EVT(riscv_nxv4i8x3, TargetExtType::get(Context, "riscv.vector.tuple", ScalableVectorType::get(Type::getInt8Ty(Context), 4), 3))
// CHECK-NEXT:   GET_VT_EVT(v2x86mmx, FixedVectorType::get(Type::getInt64Ty(Context), 2))
// CHECK-NEXT: #endif
