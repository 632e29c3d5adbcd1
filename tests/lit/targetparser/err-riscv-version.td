// RUN: rm -f %t
// RUN: not %tblgen -gen-riscv-target-def -I %S/Inputs %s -o %t 2>&1 | FileCheck %s
// RUN: not test -e %t
// DIFF: -gen-riscv-target-def -I %S/Inputs
//
// Versions are read for the stable table first.

include "riscv-classes.td"
def Feature64Bit : SubtargetFeature<"64bit">;
def ExtI : RISCVExtension<"i", 2, 1>;
def ExtQ : RISCVExperimentalExtension<"q", 0, 1> { let MinorVersion = ?; }
// CHECK: [[@LINE+1]]:5: error: Record `ExtM', field `MajorVersion' exists but does not have an int value: ?
def ExtM : RISCVExtension<"m", 2, 0> { let MajorVersion = ?; }
