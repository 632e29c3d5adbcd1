// RUN: not %tblgen -gen-sd-node-info -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-sd-node-info -I /usr/include/llvm-22 -I %S/Inputs
//
// SDTCisVT cannot require isVoid; the error is at the constraint.

include "target.td"

def toy_a : SDNode<"ToyISD::A", SDTypeProfile<1, 0, [SDTCisVT<0, isVoid>]>>;

// CHECK: err-void-vt.td:[[@LINE-2]]:54: error: Cannot use 'Void' as type to SDTCisVT
