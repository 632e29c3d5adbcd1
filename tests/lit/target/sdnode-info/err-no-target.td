// RUN: not %tblgen -gen-sd-node-info -I /usr/include/llvm-22 %s 2>&1 | FileCheck %s
// DIFF: -gen-sd-node-info -I /usr/include/llvm-22
//
// The target model comes first: without a Target def nothing is written.

include "llvm/Target/Target.td"

def toy_a : SDNode<"ToyISD::A", SDTNone>;

// CHECK: error: No 'Target' subclasses defined!
