// RUN: %tblgen -gen-sd-node-info -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-sd-node-info -I /usr/include/llvm-22 -I %S/Inputs
//
// Types print as their MVT enumerators (LLVMName: OtherVT is MVT::Other, a
// PtrValueType is its scalar type) and order as the MVT enum does.

include "target.td"

def p0 : PtrValueType<i64, 0>;

def a : SDNode<"ToyISD::A", SDTypeProfile<1, 0, [SDTCisVT<0, OtherVT>]>>;
def b : SDNode<"ToyISD::B", SDTypeProfile<1, 0, [SDTCisVT<0, untyped>]>>;
def c : SDNode<"ToyISD::C", SDTypeProfile<1, 0, [SDTCisVT<0, iPTR>]>>;
def d : SDNode<"ToyISD::D", SDTypeProfile<1, 0, [SDTCisVT<0, p0>]>>;
def e : SDNode<"ToyISD::E", SDTypeProfile<1, 0, [SDTCisVT<0, v4f32>]>>;
def f : SDNode<"ToyISD::F", SDTypeProfile<1, 0, [SDTCVecEltisVT<0, bf16>]>>;
def g : SDNode<"ToyISD::G", SDTypeProfile<1, 0, [SDTCisVT<0, i1>]>>;

// CHECK:      static const SDTypeConstraint ToySDTypeConstraints[] = {
// CHECK-NEXT:   /* 0 */ {SDTCisVT, 0, 0, 0, MVT::Other},
// CHECK-NEXT:   /* 1 */ {SDTCisVT, 0, 0, 0, MVT::i1},
// CHECK-NEXT:   /* 2 */ {SDTCisVT, 0, 0, 0, MVT::i64},
// CHECK-NEXT:   /* 3 */ {SDTCisVT, 0, 0, 0, MVT::v4f32},
// CHECK-NEXT:   /* 4 */ {SDTCisVT, 0, 0, 0, MVT::Untyped},
// CHECK-NEXT:   /* 5 */ {SDTCisVT, 0, 0, 0, MVT::iPTR},
// CHECK-NEXT:   /* 6 */ {SDTCVecEltisVT, 0, 0, 0, MVT::bf16},
// CHECK-NEXT: };
