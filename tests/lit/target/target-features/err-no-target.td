// RUN: not %tblgen -gen-target-features -I /usr/include/llvm-22 %s 2>&1 | FileCheck %s
// DIFF: -gen-target-features -I /usr/include/llvm-22

include "llvm/Target/Target.td"
def F1 : SubtargetFeature<"a", "A", "true", "A">;

// CHECK: error: No 'Target' subclasses defined!
