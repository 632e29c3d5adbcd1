// RUN: %tblgen -gen-riscv-target-def -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-riscv-target-def -I %S/Inputs
//
// The canonical order of march strings for unusual names (upper case and
// other letters, multi-letter names outside s/x/z, a bare "z", an empty
// name), a processor without 32bit/64bit ("rv0"), ids beyond their width,
// an experimental profile, and no extension list at all when the class has
// no records.

include "riscv-classes.td"

def Feature64Bit : SubtargetFeature<"64bit">;
def ExtI : RISCVExtension<"i", 2, 1>;
def ExtE1 : RISCVExtension<"", 1, 0>;
def ExtE2 : RISCVExtension<"z", 1, 0>;
def ExtE3 : RISCVExtension<"zA1", 1, 0>;
def ExtE4 : RISCVExtension<"w", 1, 0>;
def ExtE5 : RISCVExtension<"ii", 1, 0>;
def ExtE6 : RISCVExtension<"Q", 1, 0>;
def ExtE7 : RISCVExtension<"experimental-", 3, 0>;
def ExtE8 : RISCVExtension<"xb", 1, 0>;
def ExtE9 : RISCVExtension<"sb", 1, 0>;
def ExtE10 : RISCVExtension<"zzz", 1, 0>;
def ExtE11 : RISCVExtension<"z9", 1, 0>;
def ExtE12 : RISCVExtension<"k", 1, 0>;

def ODD : RISCVProcessorModel<"odd", [ExtE10, ExtE9, ExtE8, ExtE12, ExtI, Feature64Bit,
                                      ExtE1, ExtE2, ExtE3, ExtE4, ExtE5, ExtE6, ExtE7,
                                      ExtE11]>;
def NOXLEN : RISCVProcessorModel<"noxlen", [ExtI]> {
  let MVendorID = -1;
  let MArchID = -2;
  let MImpID = 0x123456789abcdef0;
}
def : RISCVProfile<"experimental-rvx", [ExtI, Feature64Bit]> { let Experimental = true; }
def : RISCVProfile<"rvy", [ExtI, Feature64Bit, ExtE6]>;

// CHECK:      #ifdef GET_SUPPORTED_EXTENSIONS
// CHECK-NEXT: #undef GET_SUPPORTED_EXTENSIONS
// CHECK-EMPTY:
// CHECK-NEXT: static const RISCVSupportedExtension SupportedExtensions[] = {
// CHECK-NEXT:     {"", {1, 0}},
// CHECK-NEXT:     {"", {3, 0}},
// CHECK-NEXT:     {"Q", {1, 0}},
// CHECK-NEXT:     {"i", {2, 1}},
// CHECK-NEXT:     {"ii", {1, 0}},
// CHECK-NEXT:     {"k", {1, 0}},
// CHECK-NEXT:     {"sb", {1, 0}},
// CHECK-NEXT:     {"w", {1, 0}},
// CHECK-NEXT:     {"xb", {1, 0}},
// CHECK-NEXT:     {"z", {1, 0}},
// CHECK-NEXT:     {"z9", {1, 0}},
// CHECK-NEXT:     {"zA1", {1, 0}},
// CHECK-NEXT:     {"zzz", {1, 0}},
// CHECK-NEXT: };
// CHECK-EMPTY:
// CHECK-NEXT: static const RISCVSupportedExtension SupportedExperimentalExtensions[] = {
// CHECK-NEXT: };
// CHECK-EMPTY:
// CHECK-NEXT: #endif // GET_SUPPORTED_EXTENSIONS
// CHECK-EMPTY:
// CHECK-NEXT: #ifdef GET_IMPLIED_EXTENSIONS
// CHECK-NEXT: #undef GET_IMPLIED_EXTENSIONS
// CHECK-EMPTY:
// CHECK-EMPTY:
// CHECK-NEXT: static constexpr ImpliedExtsEntry ImpliedExts[] = {
// CHECK-NEXT: };
// CHECK-EMPTY:
// CHECK-NEXT: #endif // GET_IMPLIED_EXTENSIONS
// CHECK-EMPTY:
// CHECK-NEXT: #ifdef GET_SUPPORTED_PROFILES
// CHECK-NEXT: #undef GET_SUPPORTED_PROFILES
// CHECK-EMPTY:
// CHECK-NEXT: static constexpr RISCVProfile SupportedProfiles[] = {
// CHECK-NEXT:     {"rvy","rv64i2p1_Q1p0"},
// CHECK-NEXT: };
// CHECK-EMPTY:
// CHECK-NEXT: static constexpr RISCVProfile SupportedExperimentalProfiles[] = {
// CHECK-NEXT:     {"rvx","rv64i2p1"},
// CHECK-NEXT: };
// CHECK-EMPTY:
// CHECK-NEXT: #endif // GET_SUPPORTED_PROFILES
// CHECK-EMPTY:
// CHECK-NEXT: #ifndef PROC
// CHECK-NEXT: #define PROC(ENUM, NAME, DEFAULT_MARCH, FAST_SCALAR_UNALIGN, FAST_VECTOR_UNALIGN, MVENDORID, MARCHID, MIMPID)
// CHECK-NEXT: #endif
// CHECK-EMPTY:
// CHECK-NEXT: PROC(NOXLEN, {"noxlen"}, {"rv0i2p1"}, 0, 0, 0xffffffff, 0xfffffffffffffffe, 0x123456789abcdef0)
// CHECK-NEXT: PROC(ODD, {"odd"}, {"rv64i2p1_Q1p0_k1p0_w1p0_zzz1p0_sb1p0_xb1p0_3p0_ii1p0_z91p0_z1p0_zA11p0"}, 0, 0, 0x00000000, 0x0000000000000000, 0x0000000000000000)
// CHECK-EMPTY:
// CHECK-NEXT: #undef PROC
// CHECK-EMPTY:
// CHECK-NEXT: #ifndef TUNE_PROC
// CHECK-NEXT: #define TUNE_PROC(ENUM, NAME)
// CHECK-NEXT: #endif
// CHECK-EMPTY:
// CHECK-EMPTY:
// CHECK-NEXT: #undef TUNE_PROC
// CHECK-NEXT: #ifdef GET_RISCVExtensionBitmaskTable_IMPL
// CHECK-NEXT: static const RISCVExtensionBitmask ExtensionBitmask[]={
// CHECK-NEXT: };
// CHECK-NEXT: #endif
