// RUN: %tblgen -gen-sd-node-info -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-sd-node-info -I /usr/include/llvm-22 -I %S/Inputs
//
// The constraints relating two values print the other value's number in
// the third field (SDTCisOpSmallerThanOp's BigOperandNum, SDTCisEltOfVec's
// OtherOpNum...); SDTCVecEltisVT prints its element type.

include "target.td"

def SDT_Rel1 : SDTypeProfile<1, 4, [SDTCisSameAs<0, 1>, SDTCisVTSmallerThanOp<2, 1>,
                                    SDTCisOpSmallerThanOp<3, 0>, SDTCisEltOfVec<0, 4>]>;
def SDT_Rel2 : SDTypeProfile<1, 3, [SDTCisSubVecOfVec<0, 1>, SDTCVecEltisVT<1, f32>,
                                    SDTCisSameNumEltsAs<2, 3>, SDTCisSameSizeAs<0, 3>]>;
def toy_rel1 : SDNode<"ToyISD::REL1", SDT_Rel1>;
def toy_rel2 : SDNode<"ToyISD::REL2", SDT_Rel2>;

// CHECK:      static const SDTypeConstraint ToySDTypeConstraints[] = {
// CHECK-NEXT:   /* 0 */ {SDTCisEltOfVec, 0, 4, 0, MVT::INVALID_SIMPLE_VALUE_TYPE}, {SDTCisOpSmallerThanOp, 3, 0, 0, MVT::INVALID_SIMPLE_VALUE_TYPE}, {SDTCisVTSmallerThanOp, 2, 1, 0, MVT::INVALID_SIMPLE_VALUE_TYPE}, {SDTCisSameAs, 0, 1, 0, MVT::INVALID_SIMPLE_VALUE_TYPE},
// CHECK-NEXT:   /* 4 */ {SDTCisSameSizeAs, 0, 3, 0, MVT::INVALID_SIMPLE_VALUE_TYPE}, {SDTCisSameNumEltsAs, 2, 3, 0, MVT::INVALID_SIMPLE_VALUE_TYPE}, {SDTCVecEltisVT, 1, 0, 0, MVT::f32}, {SDTCisSubVecOfVec, 0, 1, 0, MVT::INVALID_SIMPLE_VALUE_TYPE},
// CHECK-NEXT: };
// CHECK:      {1, 4, 0, 0, 0, 1, 0, 4}, // REL1
// CHECK-NEXT: {1, 3, 0, 0, 0, 14, 4, 4}, // REL2
