// RUN: %tblgen -gen-global-isel -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-global-isel -I /usr/include/llvm-22 -I %S/Inputs
//
// The GIComplexOperandMatcher list (GICP_ enum, ComplexPredicateFns) is
// ordered by name compared plainly: gi_ext16 before gi_ext8 (record lists
// elsewhere compare digit runs as numbers).

include "gi.td"

def ext8 : ComplexPattern<i32, 1, "selectExt8", []>;
def ext16 : ComplexPattern<i32, 1, "selectExt16", []>;
def gi_ext8 : GIComplexOperandMatcher<s32, "selectExtGI<8>">, GIComplexPatternEquiv<ext8>;
def gi_ext16 : GIComplexOperandMatcher<s32, "selectExtGI<16>">, GIComplexPatternEquiv<ext16>;
def gi_ext32 : GIComplexOperandMatcher<s32, "selectExtGI<32>">;
def E8 : GiInst<(outs GPR:$d), (ins GPR:$a, GPR:$b), [(set GPR:$d, (add GPR:$a, ext8:$b))]>;
def E16 : GiInst<(outs GPR:$d), (ins GPR:$a, GPR:$b), [(set GPR:$d, (sub GPR:$a, ext16:$b))]>;

// CHECK:      GICP_Invalid,
// CHECK-NEXT: GICP_gi_ext16,
// CHECK-NEXT: GICP_gi_ext32,
// CHECK-NEXT: GICP_gi_ext8,
// CHECK:      nullptr, // GICP_Invalid
// CHECK-NEXT: &GiInstructionSelector::selectExtGI<16>, // gi_ext16
// CHECK-NEXT: &GiInstructionSelector::selectExtGI<32>, // gi_ext32
// CHECK-NEXT: &GiInstructionSelector::selectExtGI<8>, // gi_ext8
