// RUN: not %tblgen -gen-macro-fusion-pred -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-macro-fusion-pred -I /usr/include/llvm-22 -I %S/Inputs
//
// A predicate's target must be one of the three FusionTargets.

include "fusion.td"

def FT : FusionTarget;
def Bad : Fusion<"b", "HasB", "b", [FusionPredicate<FT>]>;

// CHECK: err-target.td:[[@LINE-3]]:5: error: Unsupported 'FusionTarget': FT
