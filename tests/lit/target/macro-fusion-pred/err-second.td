// RUN: not %tblgen -gen-macro-fusion-pred -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-macro-fusion-pred -I /usr/include/llvm-22 -I %S/Inputs
//
// Only some predicates apply to the second instruction.

include "fusion.td"

def Bad : Fusion<"b", "HasB", "b", [FusionPredicate<second_fusion_target>]>;

// CHECK: err-second.td:[[@LINE-2]]:37: error: Unsupported predicate for second instruction: FusionPredicate
