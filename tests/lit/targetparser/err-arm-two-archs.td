// RUN: rm -f %t
// RUN: not %tblgen -gen-arm-target-def -I %S/Inputs %s -o %t 2>&1 | FileCheck %s
// RUN: not test -e %t
// DIFF: -gen-arm-target-def -I %S/Inputs
//
// A CPU with two Architecture64 features.

include "arm-classes.td"
def FeatFP : ExtensionWithMArch<"fp", "FP", "FEAT_FP", "Floating point">;
def FeatVec : ExtensionWithMArch<"vec", "VEC", "FEAT_Vec", "Vectors", [FeatFP]>;
def HasV8_0aOps : Architecture64<8, 0, "a", "v8a", [FeatFP], [FeatFP]>;
def HasV8_1aOps : Architecture64<8, 1, "a", "v8.1a", [HasV8_0aOps], [FeatFP]>;
// CHECK: [[@LINE+1]]:5: error: Features has multiple Architecture64 entries
def Toy1 : ProcessorModel<"toy-1", [HasV8_1aOps, FeatVec, HasV8_0aOps]>;
