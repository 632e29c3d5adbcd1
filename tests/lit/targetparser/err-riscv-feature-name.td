// RUN: rm -f %t
// RUN: not %tblgen -gen-riscv-target-def -I %S/Inputs %s -o %t 2>&1 | FileCheck %s
// RUN: not test -e %t
// DIFF: -gen-riscv-target-def -I %S/Inputs
//
// The features' names are read while looking for the unaligned-access
// features, up to the first one found.

include "riscv-classes.td"
def FeatureFastScalar : SubtargetFeature<"unaligned-scalar-mem">;
def ExtI : RISCVExtension<"i", 2, 1>;
// CHECK: [[@LINE+1]]:5: error: Record `Nameless', field `Name' exists but does not have a string value
def Nameless : SubtargetFeature<"nameless"> { let Name = ?; }
def A : RISCVProcessorModel<"a", [FeatureFastScalar, Nameless]>;
def B : RISCVProcessorModel<"b", [ExtI, Nameless]>;
