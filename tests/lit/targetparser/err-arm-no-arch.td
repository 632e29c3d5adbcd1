// RUN: rm -f %t
// RUN: not %tblgen -gen-arm-target-def -I %S/Inputs %s -o %t 2>&1 | FileCheck %s
// RUN: not test -e %t
// DIFF: -gen-arm-target-def -I %S/Inputs
//
// A CPU other than generic must list one Architecture64 among its features.

include "arm-classes.td"
def FeatFP : ExtensionWithMArch<"fp", "FP", "FEAT_FP", "Floating point">;
def FeatVec : ExtensionWithMArch<"vec", "VEC", "FEAT_Vec", "Vectors", [FeatFP]>;
def HasV8_0aOps : Architecture64<8, 0, "a", "v8a", [FeatFP], [FeatFP]>;
def : ProcessorModel<"generic", [FeatVec]>;
// CHECK: [[@LINE+1]]:5: error: Features must include an Architecture64.
def Toy1 : ProcessorModel<"toy-1", [FeatVec]>;
