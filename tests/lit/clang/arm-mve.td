// RUN: %clang-tblgen -gen-arm-mve-builtin-codegen %s | FileCheck %s --check-prefix=CG
// RUN: %clang-tblgen -gen-arm-mve-builtin-sema %s | FileCheck %s --check-prefix=SEMA
// RUN: %clang-tblgen -gen-arm-mve-header %s | FileCheck %s --check-prefix=HEADER
// DIFF: -gen-arm-mve-builtin-def
// DIFF: -gen-arm-mve-builtin-codegen
// DIFF: -gen-arm-mve-builtin-sema
// DIFF: -gen-arm-mve-builtin-aliases
// DIFF: -gen-arm-mve-header
// DIFF: -gen-arm-cde-builtin-def
// DIFF: -gen-arm-cde-builtin-codegen
// DIFF: -gen-arm-cde-builtin-sema
// DIFF: -gen-arm-cde-builtin-aliases
// DIFF: -gen-arm-cde-header
//
// MVE/CDE intrinsics of our own: parameter types expanded into full and
// polymorphic names, immediate bounds and extra checks, codegen dags
// (seq, casts, IR intrinsics with kind suffixes, builder calls with integer
// operands, addresses, strict-fp alternatives, custom codegen) merged into
// shared cases with parameter variables, and CDE function macros.

class Type;
def args;
class IRBuilderParam<int index_> { int index = index_; }
class IRBuilderAddrParam<int index_> : IRBuilderParam<index_>;
class IRBuilderIntParam<int index_, string type_> : IRBuilderParam<index_> { string type = type_; }
class Builder {}
class IRBuilderBase : Builder {
  string prefix;
  list<IRBuilderParam> special_params = [];
}
class IRBuilder<string func> : IRBuilderBase { let prefix = "Builder." # func # "("; }
def add: IRBuilder<"CreateAdd">;
def fadd_node: IRBuilder<"CreateFAdd">;
def load: IRBuilder<"CreateLoad"> { let special_params = [IRBuilderAddrParam<0>]; }
def xval: IRBuilder<"CreateExtractValue"> { let special_params = [IRBuilderIntParam<1, "unsigned">]; }
def shr: IRBuilder<"CreateLShr"> { let special_params = [IRBuilderIntParam<1, "uint32_t">]; }
def undef: IRBuilderBase { let prefix = "UndefValue::get("; }
def address;
class IRIntBase<string name_, list<Type> params_ = [], bit appendKind_ = 0> : Builder {
  string intname = name_;
  list<Type> params = params_;
  bit appendKind = appendKind_;
}
class IRInt<string name, list<Type> params = [], bit appendKind = 0>
      : IRIntBase<"arm_mve_" # name, params, appendKind>;
def seq;
def unsignedflag;
def bitsize;
class strictFPAlt<Builder standard_, Builder strictfp_> : Builder {
  Builder standard = standard_;
  Builder strictfp = strictfp_;
}
class CustomCodegen<string type_> { string type = type_; }
class ComplexType<dag spec_>: Type { dag spec = spec_; }
class ComplexTypeOp;
def CTO_Parameter: ComplexTypeOp;
def CTO_Vec: ComplexTypeOp;
def CTO_Pred: ComplexTypeOp;
class CTO_Tuple<int n_>: ComplexTypeOp { int n = n_; }
class CTO_Pointer<bit const_>: ComplexTypeOp { bit const = const_; }
def CTO_CopyKind: ComplexTypeOp;
class CTO_ScaleSize<int num_, int denom_>: ComplexTypeOp { int num = num_; int denom = denom_; }
def Void : Type;
class unpromoted<Type t> : Type { Type underlying_type = t; }
class PrimitiveType<string kind_, int size_>: Type {
  string kind = kind_;
  int size = size_;
  string nameOverride = "";
}
foreach size = [8, 16, 32, 64] in
  foreach kind = ["u", "s"] in
    def kind # size: PrimitiveType<kind, size>;
def f16: PrimitiveType<"f", 16>;
def f32: PrimitiveType<"f", 32>;
def sint: PrimitiveType<"s", 32> { let nameOverride = "int"; }
def Scalar: ComplexType<(CTO_Parameter)>;
def Vector: ComplexType<(CTO_Vec Scalar)>;
def Predicate: ComplexType<(CTO_Pred Scalar)>;
def UVector: ComplexType<(CTO_Vec (CTO_CopyKind Scalar, u32))>;
def HalfScalar: ComplexType<(CTO_ScaleSize<1, 2> Scalar)>;
class MultiVector<int n>: ComplexType<(CTO_Tuple<n> Vector)>;
class CPtr<Type t>: ComplexType<(CTO_Pointer<1> t)>;
class ImmediateBounds;
class Immediate<Type type_, ImmediateBounds bounds_>: Type {
  Type type = type_;
  ImmediateBounds bounds = bounds_;
  string extra;
  string extraarg;
}
class IB_ConstRange<int lo_, int hi_> : ImmediateBounds { int lo = lo_; int hi = hi_; }
def IB_UEltValue : ImmediateBounds;
def IB_LaneIndex : ImmediateBounds;
class IB_EltBit<int base_, Type type_ = Scalar> : ImmediateBounds { int base = base_; Type type = type_; }
def imm_lane : Immediate<sint, IB_LaneIndex>;
def imm_1toN : Immediate<sint, IB_EltBit<1>>;
def imm_simd : Immediate<Scalar, IB_UEltValue> { let extra = "ShiftedByte"; let extraarg = "!lanesize"; }
def imm_mem : Immediate<sint, IB_ConstRange<-508, 508>> { let extra = "Multiple"; let extraarg = "4"; }
def imm_wide : Immediate<u16, IB_ConstRange<0, 65535>>;
class PolymorphicNameType<int nt_, string x_> {
  int NumTypeSuffixesToDiscard = nt_;
  string ExtraSuffixToDiscard = x_;
}
def PNT_None: PolymorphicNameType<0, ?>;
def PNT_Type: PolymorphicNameType<1, ?>;
def PNT_NType: PolymorphicNameType<1, "n">;
class Intrinsic<Type ret_, dag args_, dag codegen_> {
  list<Type> params;
  Type ret = ret_;
  dag args = args_;
  dag codegen = codegen_;
  PolymorphicNameType pnt = PNT_Type;
  bit polymorphicOnly = 0;
  bit nonEvaluating = 0;
  bit headerOnly = 0;
  string overrideKindLetter = "";
  string builtinExtension = "mve";
}
class NameOverride<string basename_> { string basename = basename_; }
class FunctionMacro<list<string> params_, string definition_> {
  list<string> params = params_;
  string definition = definition_;
}

// CG: case ARM::BI__builtin_arm_mve_vaddq_s16:
// CG-NEXT: case ARM::BI__builtin_arm_mve_vaddq_u8: {
// CG-NEXT:   Intrinsic::ID  Param0;
let params = [s16, u8] in
def vaddq: Intrinsic<Vector, (args Vector:$a, Vector:$b),
                     (IRInt<"vadd", [Vector], 1> $a, $b)>;
let params = [u16, u32] in
def vsubq: Intrinsic<Vector, (args Vector:$a, Vector:$b), (add $a, $b)>;
let params = [f16, f32] in
def vfaddq: Intrinsic<Vector, (args Vector:$a, Vector:$b),
                      (strictFPAlt<fadd_node, IRInt<"vadd", [Vector]>> $a, $b)>;
// SEMA: case ARM::BI__builtin_arm_mve_vgetq_lane_s32:
// SEMA-NEXT:   return SemaRef.BuiltinConstantArgRange(TheCall, 1, 0x0, 0x3);
let params = [s32, u8] in
def vgetq_lane: Intrinsic<Scalar, (args Vector:$v, imm_lane:$i), (xval $v, $i)>;
let params = [s8, u16] in
def vshrq_n: Intrinsic<Vector, (args Vector:$v, imm_1toN:$n),
                       (shr $v, (bitsize Scalar))>, NameOverride<"vshrq_n"> {
  let pnt = PNT_NType;
}
let params = [u8, s16] in
def vmovq_n: Intrinsic<Vector, (args imm_simd:$imm), (seq (undef Vector):$u, (add $u, (u32 7)))>;
let params = [s32, u32] in
def vldrwq: Intrinsic<Vector, (args CPtr<Scalar>:$p, imm_mem:$off, unpromoted<u16>:$w, imm_wide:$x),
                      (load (address (CPtr<Vector> $p), 4))>;
let params = [u32], pnt = PNT_None in
def vld2q: Intrinsic<MultiVector<2>, (args CPtr<Scalar>:$p),
                     (CustomCodegen<"VLD24"> 2:$NumVectors, "Intrinsic::arm_mve_vld2q":$IRIntr)>;
let params = [s8, f16], polymorphicOnly = 1, nonEvaluating = 1 in
def vuninitializedq: Intrinsic<Vector, (args Vector:$v), (undef Vector)>;
let params = [s16], headerOnly = 1 in
def vpredq: Intrinsic<Predicate, (args Predicate:$p, HalfScalar:$h, UVector:$u),
                      (IRInt<"pred", [Predicate]> $p, (unsignedflag Scalar))>;
// HEADER: static __inline__ __attribute__((__overloadable__, __clang_arm_builtin_alias(__builtin_arm_mve_vshrq_n_s8)))
// HEADER-NEXT: int8x16_t __arm_vshrq(int8x16_t, int);
let params = [Void], builtinExtension = "cde" in
def cx1: Intrinsic<u32, (args imm_wide:$cp, u32:$n), (IRIntBase<"arm_cde_cx1"> $cp, $n)>;
def vcx1q: FunctionMacro<["cp", "imm"], "__arm_vcx1q_impl((cp), (imm))">;
