// RUN: %tblgen -gen-sd-node-info -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-sd-node-info -I /usr/include/llvm-22 -I %S/Inputs
//
// The constraints on one value: its exact type (SDTCisVT, printing the
// MVT), a pointer, an integer, a floating-point or a vector type. Reversed
// in the table: the last constraint of the profile comes first.

include "target.td"

def SDT_Unary : SDTypeProfile<2, 3, [SDTCisVT<0, i32>, SDTCisPtrTy<1>,
                                     SDTCisInt<2>, SDTCisFP<3>, SDTCisVec<4>]>;
def toy_unary : SDNode<"ToyISD::UNARY", SDT_Unary>;

// CHECK:      static const SDTypeConstraint ToySDTypeConstraints[] = {
// CHECK-NEXT:   /* 0 */ {SDTCisVec, 4, 0, 0, MVT::INVALID_SIMPLE_VALUE_TYPE}, {SDTCisFP, 3, 0, 0, MVT::INVALID_SIMPLE_VALUE_TYPE}, {SDTCisInt, 2, 0, 0, MVT::INVALID_SIMPLE_VALUE_TYPE}, {SDTCisPtrTy, 1, 0, 0, MVT::INVALID_SIMPLE_VALUE_TYPE}, {SDTCisVT, 0, 0, 0, MVT::i32},
// CHECK-NEXT: };
// CHECK:      {2, 3, 0, 0, 0, 1, 0, 5}, // UNARY
