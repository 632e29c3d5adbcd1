// RUN: %tblgen -gen-sd-node-info -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-sd-node-info -I /usr/include/llvm-22 -I %S/Inputs
//
// Rows of the constraint table are ordered by their reversed lists; single
// constraints compare by constrained value, then kind (in SDTypeConstraint
// enum order), then the related value, then the type (in MVT order).

include "target.td"

def a : SDNode<"ToyISD::A", SDTypeProfile<0, 3, [SDTCisInt<0>]>>;
def b : SDNode<"ToyISD::B", SDTypeProfile<0, 3, [SDTCisVT<1, i32>]>>;
def c : SDNode<"ToyISD::C", SDTypeProfile<0, 3, [SDTCisFP<0>]>>;
def d : SDNode<"ToyISD::D", SDTypeProfile<0, 3, [SDTCisVT<0, i64>]>>;
def e : SDNode<"ToyISD::E", SDTypeProfile<0, 3, [SDTCisVT<0, i32>]>>;
def f : SDNode<"ToyISD::F", SDTypeProfile<0, 3, [SDTCisSameAs<0, 2>]>>;
def g : SDNode<"ToyISD::G", SDTypeProfile<0, 3, [SDTCisSameAs<0, 1>]>>;
def h : SDNode<"ToyISD::H", SDTypeProfile<0, 3, [SDTCisVec<2>]>>;
def i : SDNode<"ToyISD::I", SDTypeProfile<0, 3, [SDTCisVT<0, f32>]>>;

// CHECK:      static const SDTypeConstraint ToySDTypeConstraints[] = {
// CHECK-NEXT:   /* 0 */ {SDTCisVT, 0, 0, 0, MVT::i32},
// CHECK-NEXT:   /* 1 */ {SDTCisVT, 0, 0, 0, MVT::i64},
// CHECK-NEXT:   /* 2 */ {SDTCisVT, 0, 0, 0, MVT::f32},
// CHECK-NEXT:   /* 3 */ {SDTCisInt, 0, 0, 0, MVT::INVALID_SIMPLE_VALUE_TYPE},
// CHECK-NEXT:   /* 4 */ {SDTCisFP, 0, 0, 0, MVT::INVALID_SIMPLE_VALUE_TYPE},
// CHECK-NEXT:   /* 5 */ {SDTCisSameAs, 0, 1, 0, MVT::INVALID_SIMPLE_VALUE_TYPE},
// CHECK-NEXT:   /* 6 */ {SDTCisSameAs, 0, 2, 0, MVT::INVALID_SIMPLE_VALUE_TYPE},
// CHECK-NEXT:   /* 7 */ {SDTCisVT, 1, 0, 0, MVT::i32},
// CHECK-NEXT:   /* 8 */ {SDTCisVec, 2, 0, 0, MVT::INVALID_SIMPLE_VALUE_TYPE},
// CHECK-NEXT: };
