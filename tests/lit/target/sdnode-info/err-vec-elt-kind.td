// RUN: not %tblgen -gen-sd-node-info -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-sd-node-info -I /usr/include/llvm-22 -I %S/Inputs
//
// SDTCVecEltisVT names the element type: an integer or floating-point one,
// for every hardware mode.

include "target.td"

def M1 : HwMode<[]>;
def EltVT : ValueTypeByHwMode<[DefaultMode, M1], [i32, OtherVT]>;
def SDT_Bad : SDTypeProfile<1, 0, [SDTCVecEltisVT<0, EltVT>]>;
def toy_a : SDNode<"ToyISD::A", SDT_Bad>;

// CHECK: err-vec-elt-kind.td:[[@LINE-3]]:36: error: Must use integer or floating point type as SDTCVecEltisVT
