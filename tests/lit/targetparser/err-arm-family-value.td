// RUN: rm -f %t
// RUN: not %tblgen -gen-arm-target-def -I %S/Inputs %s -o %t 2>&1 | FileCheck %s
// RUN: not test -e %t
// DIFF: -gen-arm-target-def -I %S/Inputs
//
// Every SubtargetFeature's FieldName is read; Value only where it names a family.

include "arm-classes.td"
def FeatFP : ExtensionWithMArch<"fp", "FP", "FEAT_FP", "Floating point">;
def FeatVec : ExtensionWithMArch<"vec", "VEC", "FEAT_Vec", "Vectors", [FeatFP]>;
def HasV8_0aOps : Architecture64<8, 0, "a", "v8a", [FeatFP], [FeatFP]>;
def FamY : SubtargetFeature<"y", "HasY", "true", "y"> { let Value = ?; }
// CHECK: [[@LINE+1]]:5: error: Record `FamZ', field `Value' exists but does not have a string value
def FamZ : SubtargetFeature<"z", "ARMProcFamily", "Z", "z"> { let Value = ?; }
