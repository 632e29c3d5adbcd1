// RUN: rm -f %t
// RUN: not %tblgen -gen-arm-target-def -I %S/Inputs %s -o %t 2>&1 | FileCheck %s
// RUN: not test -e %t
// DIFF: -gen-arm-target-def -I %S/Inputs
//
// An alias that is also the name of a ProcessorModel.

include "arm-classes.td"
def FeatFP : ExtensionWithMArch<"fp", "FP", "FEAT_FP", "Floating point">;
def FeatVec : ExtensionWithMArch<"vec", "VEC", "FEAT_Vec", "Vectors", [FeatFP]>;
def HasV8_0aOps : Architecture64<8, 0, "a", "v8a", [FeatFP], [FeatFP]>;
def : ProcessorModel<"toy-1", [HasV8_0aOps]>;
def : ProcessorModel<"toy-2", [HasV8_0aOps]>;
// CHECK: [[@LINE+1]]:1: error: Alias 'toy-2' duplicates an existing ProcessorModel
def : ProcessorAlias<"toy-2", "toy-1">;
