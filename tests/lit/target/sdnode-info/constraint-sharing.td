// RUN: %tblgen -gen-sd-node-info -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-sd-node-info -I /usr/include/llvm-22 -I %S/Inputs
//
// A reversed constraint list that ends another one shares its storage,
// and equal lists are stored once; a node without constraints gets offset
// and count 0.

include "target.td"

def SDT_Long : SDTypeProfile<1, 2, [SDTCisInt<0>, SDTCisSameAs<0, 1>, SDTCisSameAs<0, 2>]>;
// Reversed: [SameAs<0,2>, SameAs<0,1>, Int<0>]; these two end it.
def SDT_Tail1 : SDTypeProfile<1, 2, [SDTCisInt<0>]>;
def SDT_Tail2 : SDTypeProfile<1, 1, [SDTCisInt<0>, SDTCisSameAs<0, 1>]>;

def long : SDNode<"ToyISD::LONG", SDT_Long>;
def long2 : SDNode<"ToyISD::LONG2", SDT_Long>;
def none : SDNode<"ToyISD::NONE", SDTypeProfile<1, 2, []>>;
def tail1 : SDNode<"ToyISD::TAIL1", SDT_Tail1>;
def tail2 : SDNode<"ToyISD::TAIL2", SDT_Tail2>;

// CHECK:      static const SDTypeConstraint ToySDTypeConstraints[] = {
// CHECK-NEXT:   /* 0 */ {SDTCisSameAs, 0, 2, 0, MVT::INVALID_SIMPLE_VALUE_TYPE}, {SDTCisSameAs, 0, 1, 0, MVT::INVALID_SIMPLE_VALUE_TYPE}, {SDTCisInt, 0, 0, 0, MVT::INVALID_SIMPLE_VALUE_TYPE},
// CHECK-NEXT: };
// CHECK:      {1, 2, 0, 0, 0, 1, 0, 3}, // LONG
// CHECK-NEXT: {1, 2, 0, 0, 0, 14, 0, 3}, // LONG2
// CHECK-NEXT: {1, 2, 0, 0, 0, 28, 0, 0}, // NONE
// CHECK-NEXT: {1, 2, 0, 0, 0, 41, 2, 1}, // TAIL1
// CHECK-NEXT: {1, 1, 0, 0, 0, 55, 1, 2}, // TAIL2
