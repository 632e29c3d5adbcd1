// RUN: %tblgen -gen-riscv-target-def -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-riscv-target-def -I %S/Inputs
//
// Extensions by name (stable, then experimental), what they imply, the
// profiles and processors with march strings in canonical order, tune
// processors and the bitmask table by group and bit.

include "riscv-classes.td"

def Feature64Bit : SubtargetFeature<"64bit">;
def Feature32Bit : SubtargetFeature<"32bit">;
def FeatureFastScalar : SubtargetFeature<"unaligned-scalar-mem">;
def FeatureFastVector : SubtargetFeature<"unaligned-vector-mem">;

def ExtI : RISCVExtension<"i", 2, 1>;
def ExtE : RISCVExtension<"e", 2, 0>;
def ExtM : RISCVExtension<"m", 2, 0>;
def ExtZmmul : RISCVExtension<"zmmul", 1, 0>;
def ExtA : RISCVExtension<"a", 2, 1, [ExtZmmul, Feature64Bit]>;
def ExtC : RISCVExtension<"c", 2, 0>;
def ExtV : RISCVExtension<"v", 1, 0>;
def ExtZicsr : RISCVExtension<"zicsr", 2, 0>;
def ExtZba : RISCVExtension<"zba", 1, 0>;
def ExtZvl : RISCVExtension<"zvl128b", 1, 0, [ExtV]>;
def ExtSvinval : RISCVExtension<"svinval", 1, 0>;
def ExtSmaia : RISCVExtension<"smaia", 1, 0>;
def ExtXtoy : RISCVExtension<"xtoyops", 0, 3>;
def ExtXabc : RISCVExtension<"xabc", 1, 0>;
def ExtZfoo : RISCVExperimentalExtension<"zfoo", 0, 7, [ExtZicsr]>;
def ExtQ : RISCVExperimentalExtension<"q", 0, 1>;

def : RISCVProfile<"rvt20u64", [Feature64Bit, ExtI, ExtM, ExtA, ExtC]>;
def : RISCVProfile<"rvt23s32", [ExtXtoy, ExtSvinval, ExtZba, ExtZicsr, ExtV, Feature32Bit,
                                 ExtI, ExtSmaia]>;

def TOY_SMALL : RISCVProcessorModel<"toy-small", [Feature32Bit, ExtE, ExtC, ExtZicsr]>;
def TOY_BIG : RISCVProcessorModel<"toy-big", [Feature64Bit, ExtZvl, ExtXabc, ExtZfoo, ExtI,
                                               ExtM, FeatureFastScalar, ExtA,
                                               FeatureFastVector]> {
  let MVendorID = 0x489;
  let MArchID = 0x8000000000000008;
  let MImpID = 0x6220425;
}
def TOY_FIXED : RISCVProcessorModel<"toy-fixed", [Feature64Bit, FeatureFastVector],
                                    "rv64imac">;
def TOY_TUNE : RISCVTuneProcessorModel<"toy-tune">;
def GENERIC : RISCVTuneProcessorModel<"generic">;

def : RISCVExtensionBitmask<"m", 0, 12>;
def : RISCVExtensionBitmask<"experimental-zfoo", 1, 3>;
def : RISCVExtensionBitmask<"a", 0, 0>;
def : RISCVExtensionBitmask<"zba", 1, 0>;
def : RISCVExtensionBitmask<"c", 0, 2>;

// CHECK:      #ifdef GET_SUPPORTED_EXTENSIONS
// CHECK-NEXT: #undef GET_SUPPORTED_EXTENSIONS
// CHECK-EMPTY:
// CHECK-NEXT: static const RISCVSupportedExtension SupportedExtensions[] = {
// CHECK-NEXT:     {"a", {2, 1}},
// CHECK-NEXT:     {"c", {2, 0}},
// CHECK-NEXT:     {"e", {2, 0}},
// CHECK-NEXT:     {"i", {2, 1}},
// CHECK-NEXT:     {"m", {2, 0}},
// CHECK-NEXT:     {"smaia", {1, 0}},
// CHECK-NEXT:     {"svinval", {1, 0}},
// CHECK-NEXT:     {"v", {1, 0}},
// CHECK-NEXT:     {"xabc", {1, 0}},
// CHECK-NEXT:     {"xtoyops", {0, 3}},
// CHECK-NEXT:     {"zba", {1, 0}},
// CHECK-NEXT:     {"zicsr", {2, 0}},
// CHECK-NEXT:     {"zmmul", {1, 0}},
// CHECK-NEXT:     {"zvl128b", {1, 0}},
// CHECK-NEXT: };
// CHECK-EMPTY:
// CHECK-NEXT: static const RISCVSupportedExtension SupportedExperimentalExtensions[] = {
// CHECK-NEXT:     {"q", {0, 1}},
// CHECK-NEXT:     {"zfoo", {0, 7}},
// CHECK-NEXT: };
// CHECK-EMPTY:
// CHECK-NEXT: #endif // GET_SUPPORTED_EXTENSIONS
// CHECK-EMPTY:
// CHECK-NEXT: #ifdef GET_IMPLIED_EXTENSIONS
// CHECK-NEXT: #undef GET_IMPLIED_EXTENSIONS
// CHECK-EMPTY:
// CHECK-EMPTY:
// CHECK-NEXT: static constexpr ImpliedExtsEntry ImpliedExts[] = {
// CHECK-NEXT:     { {"a"}, "zmmul"},
// CHECK-NEXT:     { {"zfoo"}, "zicsr"},
// CHECK-NEXT:     { {"zvl128b"}, "v"},
// CHECK-NEXT: };
// CHECK-EMPTY:
// CHECK-NEXT: #endif // GET_IMPLIED_EXTENSIONS
// CHECK-EMPTY:
// CHECK-NEXT: #ifdef GET_SUPPORTED_PROFILES
// CHECK-NEXT: #undef GET_SUPPORTED_PROFILES
// CHECK-EMPTY:
// CHECK-NEXT: static constexpr RISCVProfile SupportedProfiles[] = {
// CHECK-NEXT:     {"rvt20u64","rv64i2p1_m2p0_a2p1_c2p0"},
// CHECK-NEXT:     {"rvt23s32","rv32i2p1_v1p0_zicsr2p0_zba1p0_smaia1p0_svinval1p0_xtoyops0p3"},
// CHECK-NEXT: };
// CHECK-EMPTY:
// CHECK-NEXT: #endif // GET_SUPPORTED_PROFILES
// CHECK-EMPTY:
// CHECK-NEXT: #ifndef PROC
// CHECK-NEXT: #define PROC(ENUM, NAME, DEFAULT_MARCH, FAST_SCALAR_UNALIGN, FAST_VECTOR_UNALIGN, MVENDORID, MARCHID, MIMPID)
// CHECK-NEXT: #endif
// CHECK-EMPTY:
// CHECK-NEXT: PROC(TOY_BIG, {"toy-big"}, {"rv64i2p1_m2p0_a2p1_zfoo0p7_zvl128b1p0_xabc1p0"}, 1, 1, 0x00000489, 0x8000000000000008, 0x0000000006220425)
// CHECK-NEXT: PROC(TOY_FIXED, {"toy-fixed"}, {"rv64imac"}, 0, 1, 0x00000000, 0x0000000000000000, 0x0000000000000000)
// CHECK-NEXT: PROC(TOY_SMALL, {"toy-small"}, {"rv32e2p0_c2p0_zicsr2p0"}, 0, 0, 0x00000000, 0x0000000000000000, 0x0000000000000000)
// CHECK-EMPTY:
// CHECK-NEXT: #undef PROC
// CHECK-EMPTY:
// CHECK-NEXT: #ifndef TUNE_PROC
// CHECK-NEXT: #define TUNE_PROC(ENUM, NAME)
// CHECK-NEXT: #endif
// CHECK-EMPTY:
// CHECK-NEXT: TUNE_PROC(GENERIC, "generic")
// CHECK-NEXT: TUNE_PROC(TOY_TUNE, "toy-tune")
// CHECK-EMPTY:
// CHECK-NEXT: #undef TUNE_PROC
// CHECK-NEXT: #ifdef GET_RISCVExtensionBitmaskTable_IMPL
// CHECK-NEXT: static const RISCVExtensionBitmask ExtensionBitmask[]={
// CHECK-NEXT:     {"a", 0, 0ULL},
// CHECK-NEXT:     {"c", 0, 2ULL},
// CHECK-NEXT:     {"m", 0, 12ULL},
// CHECK-NEXT:     {"zba", 1, 0ULL},
// CHECK-NEXT:     {"zfoo", 1, 3ULL},
// CHECK-NEXT: };
// CHECK-NEXT: #endif
