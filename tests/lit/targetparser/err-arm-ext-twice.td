// RUN: rm -f %t
// RUN: not %tblgen -gen-arm-target-def -I %S/Inputs %s -o %t 2>&1 | FileCheck %s
// RUN: not test -e %t
// DIFF: -gen-arm-target-def -I %S/Inputs
//
// An extension listed twice in a CPU's features.

include "arm-classes.td"
def FeatFP : ExtensionWithMArch<"fp", "FP", "FEAT_FP", "Floating point">;
def FeatVec : ExtensionWithMArch<"vec", "VEC", "FEAT_Vec", "Vectors", [FeatFP]>;
def HasV8_0aOps : Architecture64<8, 0, "a", "v8a", [FeatFP], [FeatFP]>;
def : ProcessorModel<"toy-1", [HasV8_0aOps, FeatVec]>;
// CHECK: [[@LINE+1]]:5: error: feature already added: FeatVec
def Toy2 : ProcessorModel<"toy-2", [FeatVec, HasV8_0aOps, FeatVec]>;
