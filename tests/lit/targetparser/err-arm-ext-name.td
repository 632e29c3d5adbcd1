// RUN: rm -f %t
// RUN: not %tblgen -gen-arm-target-def -I %S/Inputs %s -o %t 2>&1 | FileCheck %s
// RUN: not test -e %t
// DIFF: -gen-arm-target-def -I %S/Inputs
//
// Names are read while the extensions are sorted, before anything else.

include "arm-classes.td"
def FeatFP : ExtensionWithMArch<"fp", "FP", "FEAT_FP", "Floating point">;
def FeatVec : ExtensionWithMArch<"vec", "VEC", "FEAT_Vec", "Vectors", [FeatFP]>;
def HasV8_0aOps : Architecture64<8, 0, "a", "v8a", [FeatFP], [FeatFP]>;
def FamX : SubtargetFeature<"x", "ARMProcFamily", "X", "x"> { let Value = ?; }
// CHECK: [[@LINE+1]]:5: error: Record `FeatZ', field `Name' exists but does not have a string value
def FeatZ : Extension<"z", "Z", "", ""> { let Name = ?; }
