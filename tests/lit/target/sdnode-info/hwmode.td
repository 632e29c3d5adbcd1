// RUN: %tblgen -gen-sd-node-info -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-sd-node-info -I /usr/include/llvm-22 -I %S/Inputs
//
// A type that depends on the hardware mode is stored in the VTByHwMode
// table (pairs of mode number and type, DefaultMode being 0 and the HwMode
// defs numbered in name order); the constraint then holds the number of
// pairs and their offset. Equal types are stored once, ordered as they
// compare (pair by pair), without sharing tails; only the types of
// constraints that are stored count. A type given for
// DefaultMode only is an ordinary type.

include "target.td"

def M1 : HwMode<[]>;
def M2 : HwMode<[]>;
def XLenVT : ValueTypeByHwMode<[DefaultMode, M1, M2], [i32, i64, i16]>;
def SameAsXLen : ValueTypeByHwMode<[DefaultMode, M1, M2], [i32, i64, i16]>;
def YVT : ValueTypeByHwMode<[M2], [i16]>;
def WVT : ValueTypeByHwMode<[M1], [i8]>;
def DefaultOnly : ValueTypeByHwMode<[DefaultMode], [i8]>;
def EltVT : ValueTypeByHwMode<[M1, DefaultMode], [f64, f32]>;

def a : SDNode<"ToyISD::A", SDTypeProfile<1, 1, [SDTCisVT<0, WVT>]>>;
def b : SDNode<"ToyISD::B", SDTypeProfile<1, 1, [SDTCisVT<0, YVT>]>>;
def c : SDNode<"ToyISD::C", SDTypeProfile<1, 1, [SDTCisVT<0, XLenVT>]>>;
def d : SDNode<"ToyISD::D", SDTypeProfile<1, 1, [SDTCisVT<0, YVT>, SDTCisVT<1, WVT>]>>;
def e : SDNode<"ToyISD::E", SDTypeProfile<1, 1, [SDTCisVT<1, SameAsXLen>]>>;
def f : SDNode<"ToyISD::F", SDTypeProfile<1, 1, [SDTCisVT<0, DefaultOnly>]>>;
def g : SDNode<"ToyISD::G", SDTypeProfile<1, 1, [SDTCVecEltisVT<0, EltVT>]>>;

// CHECK:      static const VTByHwModePair ToyVTByHwModeTable[] = {
// CHECK-NEXT:   /* 0 */ {0, MVT::i32}, {1, MVT::i64}, {2, MVT::i16},
// CHECK-NEXT:   /* 3 */ {0, MVT::f32}, {1, MVT::f64},
// CHECK-NEXT:   /* 5 */ {1, MVT::i8},
// CHECK-NEXT:   /* 6 */ {2, MVT::i16},
// CHECK-NEXT: };
// CHECK:      static const SDTypeConstraint ToySDTypeConstraints[] = {
// CHECK-NEXT:   /* 0 */ {SDTCisVT, 0, 0, 0, MVT::i8},
// CHECK-NEXT:   /* 1 */ {SDTCisVT, 0, 0, 3, 0},
// CHECK-NEXT:   /* 2 */ {SDTCisVT, 0, 0, 1, 5},
// CHECK-NEXT:   /* 3 */ {SDTCisVT, 1, 0, 1, 5}, {SDTCisVT, 0, 0, 1, 6},
// CHECK-NEXT:   /* 5 */ {SDTCVecEltisVT, 0, 0, 2, 3},
// CHECK-NEXT:   /* 6 */ {SDTCisVT, 1, 0, 3, 0},
// CHECK-NEXT: };
