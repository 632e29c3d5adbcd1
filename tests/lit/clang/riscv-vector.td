// RUN: %clang-tblgen -gen-riscv-vector-builtin-codegen %s | FileCheck %s --check-prefix=CG
// RUN: %clang-tblgen -gen-riscv-vector-builtin-sema %s | FileCheck %s --check-prefix=SEMA
// RUN: %clang-tblgen -gen-riscv-vector-builtin-codegen %s | FileCheck %s --check-prefix=NOPOL
// DIFF: -gen-riscv-vector-header
// DIFF: -gen-riscv-vector-builtins
// DIFF: -gen-riscv-vector-builtin-codegen
// DIFF: -gen-riscv-vector-builtin-sema
// DIFF: -gen-riscv-sifive-vector-builtins
// DIFF: -gen-riscv-andes-vector-builtin-codegen
// DIFF: -gen-riscv-vector-builtins -DTWO_TYPES
// DIFF: -gen-riscv-vector-builtin-codegen -DTWO_IRNAMES
// RUN: not %clang-tblgen -gen-riscv-vector-builtins -DTWO_TYPES %s 2>&1 | FileCheck %s --check-prefix=TWO_TYPES
// RUN: not %clang-tblgen -gen-riscv-vector-builtin-codegen -DTWO_IRNAMES %s 2>&1 | FileCheck %s --check-prefix=TWO_IRNAMES
//
// RVV builtins of our own: element types and LMULs expanded (illegal
// types dropped), masked and policy variants, passthru and policy
// operands, rounding-mode and alternate-format names, segment loads and
// stores, manual codegen, builtins without an alias, the Sema signature
// table and records, and the header's code and typedefs.

class PolicyScheme<int val> { int Value = val; }
def NonePolicy : PolicyScheme<0>;
def HasPassthruOperand : PolicyScheme<1>;
def HasPolicyOperand : PolicyScheme<2>;

class RVVBuiltin<string suffix, string prototype, string type_range,
                 string overloaded_suffix = ""> {
  string Name = NAME;
  string Suffix = suffix;
  string OverloadedName = "";
  string OverloadedSuffix = overloaded_suffix;
  string TypeRange = type_range;
  string Prototype = prototype;
  bit HasMasked = true;
  bit AltFmt = false;
  bit HasMaskedOffOperand = true;
  bit HasVL = true;
  PolicyScheme MaskedPolicyScheme = HasPolicyOperand;
  PolicyScheme UnMaskedPolicyScheme = NonePolicy;
  bit HasTailPolicy = true;
  bit HasMaskPolicy = true;
  bit SupportOverloading = true;
  list<int> Log2LMUL = [0, 1, 2, 3, -1, -2, -3];
  code ManualCodegen = [{}];
  list<int> IntrinsicTypes = [];
  string IRName = NAME;
  string MaskedIRName = NAME #"_mask";
  bit HasBuiltinAlias = true;
  list<string> RequiredFeatures = [];
  int NF = 1;
  bit IsTuple = false;
  bit HasFRMRoundModeOp = false;
  int TWiden = 0;
}
class RVVHeader { code HeaderCode; }

def vxrm_enum : RVVHeader { let HeaderCode = [{
enum __RISCV_VXRM { __RISCV_VXRM_RNU = 0 };
}]; }

// CG: case RISCVVector::BI__builtin_rvv_vadd_vv_tu:
// CG-NEXT:   ID = Intrinsic::riscv_vadd_vv;
// CG-NEXT:   PolicyAttrs = 2;
// CG-NEXT:   SegInstSEW = 0;
// CG-NEXT:   IntrinsicTypes = {ResultType, Ops[2]->getType(), Ops.back()->getType()};
let UnMaskedPolicyScheme = HasPassthruOperand, IntrinsicTypes = [-1, 1] in {
def vadd_vv : RVVBuiltin<"v", "vvv", "csil">;
def vwadd_wv : RVVBuiltin<"w", "wwv", "csi"> { let OverloadedName = "vwadd_wv"; }
}
let HasFRMRoundModeOp = 1, UnMaskedPolicyScheme = HasPassthruOperand, IntrinsicTypes = [-1, 0],
    RequiredFeatures = ["zvfh", "64bit"] in
def vfadd_vf : RVVBuiltin<"v", "vvfe", "xfd">;
let AltFmt = 1, IRName = "vfwcvt_alt", MaskedIRName = "vfwcvt_alt_mask",
    UnMaskedPolicyScheme = HasPassthruOperand, Log2LMUL = [-3, -2, -1, 0, 1, 2],
    IntrinsicTypes = [-1, 0] in
def vfwcvt_f_f_v : RVVBuiltin<"w", "wv", "ab">;
let HasTailPolicy = false, MaskedPolicyScheme = HasPassthruOperand, HasMaskedOffOperand = false,
    IntrinsicTypes = [-1, 1] in
def vredsum_vs : RVVBuiltin<"vSv", "SvvSv", "csil">;
// Neither policy: the masked variant is the mask-undisturbed one, as
// clang-tblgen 22 makes it.
// NOPOL: case RISCVVector::BI__builtin_rvv_vredand_vs_mu:
// NOPOL-NEXT:   ID = Intrinsic::riscv_vredand_vs_mask;
let HasTailPolicy = false, HasMaskPolicy = false, MaskedPolicyScheme = HasPassthruOperand,
    HasMaskedOffOperand = false, IntrinsicTypes = [-1, 1], Log2LMUL = [0] in
def vredand_vs : RVVBuiltin<"vSv", "SvvSv", "i">;
let HasMasked = false, IntrinsicTypes = [-1], Log2LMUL = [0] in
def vle8_v : RVVBuiltin<"v", "vPCe", "c">;
// CG: case RISCVVector::BI__builtin_rvv_vloxseg2ei8_v_tum:
// CG-NEXT:   ID = Intrinsic::riscv_vloxseg2_mask;
// CG-NEXT:   PolicyAttrs = 2;
// CG-NEXT:   {
// CG-NEXT:     auto PointeeType = E->getArg(2)->getType()->getPointeeType();
let NF = 2, IsTuple = true, UnMaskedPolicyScheme = HasPassthruOperand,
    ManualCodegen = [{ return emitSegLoad(this, E, Ops); }] in {
def vlseg2e16_v : RVVBuiltin<"v", "(Tuple:2)vPCe", "sx">;
def vloxseg2ei8_v : RVVBuiltin<"v", "(Tuple:2)vPCe(Log2EEW:3)Uv", "il"> {
  let IRName = "vloxseg2";
  let MaskedIRName = "vloxseg2_mask";
}
}
let HasMasked = false, HasVL = false, IntrinsicTypes = [0, 1], TWiden = 4, Log2LMUL = [3] in
def sf_mm_u_u : RVVBuiltin<"", "0KzUvUvzzz", "c">;
// SEMA: {/*Name=*/"vlenb", /*OverloadedName=*/nullptr, /*RequiredExtensions=*/"", /*PrototypeIndex=*/{{[0-9]+}}, /*SuffixIndex=*/0,
let HasBuiltinAlias = false, HasVL = false, HasMasked = false, Log2LMUL = [0],
    ManualCodegen = [{ return vlenb(); }] in {
def vlenb : RVVBuiltin<"", "u", "i">;
def vsetvli : RVVBuiltin<"", "zzKzKz", "i">;
}
let Log2LMUL = [-3, 3], HasMasked = false in
def vlmul_ext_v : RVVBuiltin<"", "(LFixedLog2LMUL:1)vv", "csi", "v">;
let HasMasked = false in
def vget_v : RVVBuiltin<"vv", "v(SFixedLog2LMUL:0)vKz", "fd">;

// Records sharing a builtin name must agree on its declaration and codegen.
#ifdef TWO_TYPES
// TWO_TYPES: error: Builtin with same name has different type string
let HasBuiltinAlias = false, HasVL = false, HasMasked = false, Log2LMUL = [0] in {
def vtwo_a : RVVBuiltin<"", "u", "i"> { let Name = "vtwo"; }
def vtwo_b : RVVBuiltin<"", "l", "i"> { let Name = "vtwo"; }
}
#endif
#ifdef TWO_IRNAMES
// TWO_IRNAMES: error: Builtin with same name has different IRName
let HasMasked = false, Log2LMUL = [0] in {
def vsame_a : RVVBuiltin<"v", "vv", "c"> { let Name = "vsame"; let IRName = "one"; }
def vsame_b : RVVBuiltin<"v", "vv", "s"> { let Name = "vsame"; let IRName = "two"; }
}
#endif
