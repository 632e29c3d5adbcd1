// RUN: not %tblgen -gen-macro-fusion-pred -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-macro-fusion-pred -I /usr/include/llvm-22 -I %S/Inputs
//
// Only some predicates apply to the first instruction.

include "fusion.td"

def Bad : Fusion<"b", "HasB", "b", [OneUse, FusionPredicate<first_fusion_target>]>;

// CHECK: err-first.td:[[@LINE-2]]:45: error: Unsupported predicate for first instruction: FusionPredicate
