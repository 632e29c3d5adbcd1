// RUN: rm -f %t
// RUN: not %tblgen -gen-riscv-target-def -I %S/Inputs %s -o %t 2>&1 | FileCheck %s
// RUN: not test -e %t
// DIFF: -gen-riscv-target-def -I %S/Inputs
//
// A processor's DefaultMarch is read before its ids.

include "riscv-classes.td"
def Feature64Bit : SubtargetFeature<"64bit">;
def ExtI : RISCVExtension<"i", 2, 1>;
def Good : RISCVProcessorModel<"good", [Feature64Bit, ExtI]>;
// CHECK: [[@LINE+1]]:5: error: Record `Toy', field `DefaultMarch' exists but does not have a string value
def Toy : RISCVProcessorModel<"toy", [Feature64Bit, ExtI]> {
  let MVendorID = ?;
  let DefaultMarch = ?;
}
