// RUN: not %tblgen -gen-subtarget -I /usr/include/llvm-22 %s 2>&1 | FileCheck %s
// DIFF: -gen-subtarget -I /usr/include/llvm-22

include "llvm/Target/Target.td"
def F1 : SubtargetFeature<"a", "A", "true", "A">;
def F2 : SubtargetFeature<"a", "B", "true", "B">;

// CHECK: error: No 'Target' subclasses defined!
