// RUN: not %tblgen -gen-sd-node-info -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-sd-node-info -I /usr/include/llvm-22 -I %S/Inputs
//
// SDTCVecEltisVT names the element type, which cannot be a vector.

include "target.td"

def SDT_Bad : SDTypeProfile<1, 0, [SDTCVecEltisVT<0, v2i32>]>;
def toy_a : SDNode<"ToyISD::A", SDT_Bad>;

// CHECK: err-vec-elt-vector.td:[[@LINE-3]]:36: error: Cannot use vector type as SDTCVecEltisVT
