// RUN: not %tblgen -gen-macro-fusion-pred -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-macro-fusion-pred -I /usr/include/llvm-22 -I %S/Inputs
//
// Only some predicates apply to both instructions.

include "fusion.td"

def P : FusionPredicate<both_fusion_target>;
def Bad : Fusion<"b", "HasB", "b", [P]>;

// CHECK: err-both.td:[[@LINE-3]]:5: error: Unsupported predicate for both instruction: FusionPredicate
