// RUN: rm -f %t
// RUN: not %tblgen -gen-arm-target-def -I %S/Inputs %s -o %t 2>&1 | FileCheck %s
// RUN: not test -e %t
// DIFF: -gen-arm-target-def -I %S/Inputs
//
// An architecture that implies (through another feature) an extension -march can name must enable it by default; checked for the architectures CPUs use.

include "arm-classes.td"
def FeatFP : ExtensionWithMArch<"fp", "FP", "FEAT_FP", "Floating point">;
def FeatVec : ExtensionWithMArch<"vec", "VEC", "FEAT_Vec", "Vectors", [FeatFP]>;
def HasV8_0aOps : Architecture64<8, 0, "a", "v8a", [FeatFP], [FeatFP]>;
def FeatWrap : SubtargetFeature<"wrap", "HasWrap", "true", "wrapper", [FeatVec]>;
// CHECK: [[@LINE+1]]:5: error: ExtensionWithMArch FeatVec is implied (mandatory) as a SubtargetFeature, but is not present in DefaultExts
def HasV8_1aOps : Architecture64<8, 1, "a", "v8.1a", [HasV8_0aOps, FeatWrap], [FeatFP]>;
def : ProcessorModel<"toy-1", [HasV8_1aOps]>;
