// RUN: rm -f %t
// RUN: not %tblgen -gen-riscv-target-def -I %S/Inputs %s -o %t 2>&1 | FileCheck %s
// RUN: not test -e %t
// DIFF: -gen-riscv-target-def -I %S/Inputs
//
// Groups and bits are read as the sort compares them.

include "riscv-classes.td"
def Feature64Bit : SubtargetFeature<"64bit">;
def ExtI : RISCVExtension<"i", 2, 1>;
def : RISCVExtensionBitmask<"i", 0, 8>;
// CHECK: [[@LINE+1]]:1: error: Record `anonymous_1', field `GroupID' exists but does not have an int value: ?
def : RISCVExtensionBitmask<"m", 0, 12> { let GroupID = ?; }
