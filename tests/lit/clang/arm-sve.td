// RUN: %clang-tblgen -gen-arm-sve-builtins %s | FileCheck %s --check-prefix=BUILTINS
// RUN: %clang-tblgen -gen-arm-sve-builtin-codegen %s | FileCheck %s --check-prefix=CG
// RUN: %clang-tblgen -gen-arm-sve-sema-rangechecks %s | FileCheck %s --check-prefix=RANGE
// RUN: %clang-tblgen -gen-arm-sve-header %s | FileCheck %s --check-prefix=HEADER
// RUN: %clang-tblgen -gen-arm-sve-builtins-json %s | FileCheck %s --check-prefix=JSON
// DIFF: -gen-arm-sve-builtins
// DIFF: -gen-arm-sve-builtin-codegen
// DIFF: -gen-arm-sve-typeflags
// DIFF: -gen-arm-sve-sema-rangechecks
// DIFF: -gen-arm-sve-streaming-attrs
// DIFF: -gen-arm-sve-builtins-json
// DIFF: -gen-arm-sve-header
// DIFF: -gen-arm-immcheck-types
// DIFF: -gen-arm-sme-builtins
// DIFF: -gen-arm-sme-builtin-codegen
// DIFF: -gen-arm-sme-sema-rangechecks
// DIFF: -gen-arm-sme-streaming-attrs
// DIFF: -gen-arm-sme-builtin-za-state
// DIFF: -gen-arm-sme-builtins-json
// DIFF: -gen-arm-sme-header
// RUN: not %clang-tblgen -gen-arm-sve-streaming-attrs -DNO_VRM %s 2>&1 | FileCheck %s --check-prefix=NO_VRM
//
// SVE/SME intrinsics of our own: type specs expanded one intrinsic each
// (sorted, duplicates dropped), overloaded short forms, prototype
// modifiers, tuples ("2", "2.x"), {d}/{N} name templates, merge suffixes,
// guards with '|', splat operands, implicit pattern checks, the FPM suffix
// and ZA/ZT0 state.

class ImmCheckType<int val> { int Value = val; }
def ImmCheck0_31 : ImmCheckType<0>;
def ImmCheck1_16 : ImmCheckType<1>;
def ImmCheckLaneIndex : ImmCheckType<7>;
def ImmCheck0_13 : ImmCheckType<13>;
def ImmCheck0_7 : ImmCheckType<6>;
class ImmCheck<int immArgIdx, ImmCheckType kind, int typeArgIdx = -1> {
  int ImmArgIdx = immArgIdx;
  int TypeContextArgIdx = typeArgIdx;
  ImmCheckType Kind = kind;
}

class MergeType<int val, string suffix = ""> { int Value = val; string Suffix = suffix; }
def MergeNone : MergeType<0>;
def MergeAny : MergeType<1, "_x">;
def MergeOp1 : MergeType<2, "_m">;
def MergeZero : MergeType<3, "_z">;

class EltType<int val> { int Value = val; }
def EltTyInvalid : EltType<0>;
def EltTyInt8 : EltType<1>;
def EltTyInt16 : EltType<2>;
def EltTyInt32 : EltType<3>;
def EltTyInt64 : EltType<4>;
def EltTyFloat16 : EltType<6>;
def EltTyFloat32 : EltType<7>;
def EltTyFloat64 : EltType<8>;
def EltTyBool8 : EltType<9>;
def EltTyBFloat16 : EltType<13>;
def EltTyMFloat8 : EltType<14>;

class MemEltType<int val> { int Value = val; }
def MemEltTyDefault : MemEltType<0>;
def MemEltTyInt8 : MemEltType<1>;

class FlagType<int val> { int Value = val; }
def NoFlags : FlagType<0x00000000>;
def EltTypeMask : FlagType<0x0000000f>;
def MemEltTypeMask : FlagType<0x00000070>;
def MergeTypeMask : FlagType<0x00000380>;
def SplatOperandMask : FlagType<0x00001C00>;
def IsLoad : FlagType<0x00002000>;
def IsStreaming : FlagType<0x2000000000>;
def IsStreamingCompatible : FlagType<0x4000000000>;
def VerifyRuntimeMode : FlagType<0x40000000000>;
def IsInZA : FlagType<0x80000000000>;
def IsOutZA : FlagType<0x100000000000>;
def IsInOutZA : FlagType<0x200000000000>;
def IsInZT0 : FlagType<0x400000000000>;
def IsOutZT0 : FlagType<0x800000000000>;
def IsInOutZT0 : FlagType<0x1000000000000>;
def SetsFPMR : FlagType<0x2000000000000>;

class Inst<string n, string p, string t, MergeType mt, string i,
           list<FlagType> ft, list<ImmCheck> ch, MemEltType met = MemEltTyDefault> {
  string Name = n;
  string Prototype = p;
  string Types = t;
  string SVETargetGuard = "sve";
  string SMETargetGuard = "sme";
  int Merge = mt.Value;
  string MergeSuffix = mt.Suffix;
  string LLVMIntrinsic = i;
  list<FlagType> Flags = ft;
  list<ImmCheck> ImmChecks = ch;
  int MemEltType = met.Value;
}
class SInst<string n, string p, string t, MergeType mt, string i = "",
            list<FlagType> ft = [], list<ImmCheck> ch = []>
    : Inst<n, p, t, mt, i, ft, ch, MemEltTyDefault>;

// BUILTINS: #ifdef GET_SVE_BUILTIN_ENUMERATORS
// BUILTINS-NEXT:   BI__builtin_sve_svabd_n_f16_m,
// BUILTINS: {{^}}    Builtin::Info{Builtin::Info::StrOffsets{3 /* svabd_n_f16_m */, 17 /* q8hq16bq8hh */, 1 /* n */, 29 /* sve|sme */}
// BUILTINS: {{[0-9]+}} /* reinterpret_f64_f64_x4 */, {{[0-9]+}} /* q8dq8d */, 1 /* n */, {{[0-9]+}} /* sme|sve */}
def SVABD_N : SInst<"svabd[_n_{d}]", "dPda", "hcUcci", MergeOp1, "aarch64_sve_{d}abd",
                    [VerifyRuntimeMode]>;
// CG: SVEMAP1(svld1_s8, aarch64_sve_ld1, 4398046519313),
def SVLD1 : Inst<"svld1[_{2}]", "dPc", "cb", MergeNone, "aarch64_sve_ld1",
                 [IsLoad, VerifyRuntimeMode], [], MemEltTyInt8>;
// RANGE: case SVE::BI__builtin_sve_svqdecb_pat_n_s32:
// RANGE-NEXT: ImmChecks.emplace_back(2, 1, 0);
// RANGE-NEXT: ImmChecks.emplace_back(1, 0, 0);
def SVQDECB : SInst<"svqdecb_pat[_n_{d}]", "ssIi", "iUl", MergeNone, "aarch64_sve_sqdecb",
                    [VerifyRuntimeMode], [ImmCheck<2, ImmCheck1_16>]>;
// HEADER: __ai __attribute__((__clang_arm_builtin_alias(__builtin_sve_svunpk_s16_s8_x4)))
// HEADER-NEXT: svint16x4_t svunpk_s16_s8_x4(svint8x2_t);
// HEADER: __aio __attribute__((__clang_arm_builtin_alias(__builtin_sve_svunpk_s16_s8_x4)))
// HEADER-NEXT: svint16x4_t svunpk_s16(svint8x2_t);
let SVETargetGuard = "", SMETargetGuard = "sme2" in
def SVUNPK : SInst<"svunpk_{d}[_{1}_x4]", "42.h", "sil", MergeNone, "aarch64_sve_sunpk_x4",
                   [IsStreaming]>;
// JSON: "guard": "sve,(sve2|sme2),faminmax","streaming_guard": "sme,sme2","flags": "feature-dependent","builtin": "svfloat32_t svextq_f32(svfloat32_t, svfloat32_t, ImmCheckLaneIndex);" }
let SVETargetGuard = "(sve2|sme2),faminmax", SMETargetGuard = "sme2" in
def EXTQ : SInst<"svextq[_{d}]", "dddk", "fbm", MergeNone, "aarch64_sve_extq",
                 [VerifyRuntimeMode], [ImmCheck<2, ImmCheckLaneIndex, 0>]>;
let SVETargetGuard = "sve2p1|sme2" in
def PMLAL : SInst<"svpmlal_pair[_n_{d}_x2]", "22da", "Ul", MergeNone, "aarch64_sve_pmlal_pair_x2",
                  [VerifyRuntimeMode]>;
def PRF : Inst<"svprfb", "vPQJ", "c", MergeNone, "aarch64_sve_prf", [VerifyRuntimeMode], []>;
def UNDEF2 : SInst<"svundef2_b", "2", "Pc", MergeNone, "", [VerifyRuntimeMode]>;
def CNT : SInst<"svcntb", "nv", "", MergeNone, "aarch64_sve_cntb", [VerifyRuntimeMode]>;
let SVETargetGuard = "", SMETargetGuard = "sme2,fp8" in
def FDOT : SInst<"svdot[_{d}_mf8]", "dd~~>", "hf", MergeZero, "aarch64_sme_fp8_fdot",
                 [IsStreaming]>;
let SVETargetGuard = "" in {
def ZA_ADD : SInst<"svaddha_za32[_{d}]_m", "viPPd", "iUi", MergeNone, "aarch64_sme_addha",
                   [IsStreaming, IsInOutZA], [ImmCheck<0, ImmCheck0_7>]>;
def ZT_LUT : SInst<"svluti2_lane_zt_{d}", "didi", "cUcsUs", MergeNone, "aarch64_sme_luti2_lane_zt",
                   [IsStreaming, IsInZT0, IsInZA], [ImmCheck<0, ImmCheck0_7>]>;
def ZA_ZERO : SInst<"svzero_za", "vv", "", MergeNone, "aarch64_sme_zero",
                    [IsStreamingCompatible, IsOutZA]>;
def FIXED : SInst<"svset_neonq[_{d}]", "dd{", "csilUcUsUiUlhfdb", MergeNone, "",
                  [IsStreamingCompatible]>;
def PTRS : SInst<"svst[_{d}]", "vPpASWTXYUG%", "Uc", MergeAny, "", [IsStreamingCompatible]>;
}

#ifdef NO_VRM
// An intrinsic for both SVE and SME must check the runtime mode.
// NO_VRM: error: Missing VerifyRuntimeMode flag
def BOTH : SInst<"svboth[_{d}]", "dd", "i", MergeNone, "aarch64_sve_both", [IsStreamingCompatible]>;
#endif
