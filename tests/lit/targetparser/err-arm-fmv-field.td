// RUN: rm -f %t
// RUN: not %tblgen -gen-arm-target-def -I %S/Inputs %s -o %t 2>&1 | FileCheck %s
// RUN: not test -e %t
// DIFF: -gen-arm-target-def -I %S/Inputs
//
// An FMV entry without a FeatureBit: read only when the backend feature names an extension (BackendFeature, Name, FeatureBit, PriorityBit in that order).

include "arm-classes.td"
def FeatFP : ExtensionWithMArch<"fp", "FP", "FEAT_FP", "Floating point">;
def FeatVec : ExtensionWithMArch<"vec", "VEC", "FEAT_Vec", "Vectors", [FeatFP]>;
def HasV8_0aOps : Architecture64<8, 0, "a", "v8a", [FeatFP], [FeatFP]>;
def : FMVExtension<"nothing", "NONE"> { let FeatureBit = ?; }
// CHECK: [[@LINE+1]]:1: error: Record `anonymous_1', field `FeatureBit' exists but does not have a string value
def : FMVExtension<"fp", "FP"> { let FeatureBit = ?; let PriorityBit = ?; }
