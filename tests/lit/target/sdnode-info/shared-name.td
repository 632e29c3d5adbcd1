// RUN: %tblgen -gen-sd-node-info -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-sd-node-info -I /usr/include/llvm-22 -I %S/Inputs
//
// Records sharing an opcode that agree on their shape are one node,
// described by the first record in name order; properties that do not
// shape a node may differ. If their constraints differ the node is
// described without constraints, silently.

include "target.td"

def add1 : SDNode<"ToyISD::ADD", SDTypeProfile<1, 2, [SDTCisInt<0>]>,
                  [SDNPCommutative, SDNPHasChain]>;
def add2 : SDNode<"ToyISD::ADD", SDTypeProfile<1, 2, [SDTCisInt<0>]>, [SDNPHasChain]>;
def sub1 : SDNode<"ToyISD::SUB", SDTypeProfile<1, 2, [SDTCisInt<0>]>>;
def sub2 : SDNode<"ToyISD::SUB", SDTypeProfile<1, 2, [SDTCisFP<0>]>>;

// CHECK-NOT:  warning
// CHECK:      static const SDTypeConstraint ToySDTypeConstraints[] = {
// CHECK-NEXT:   /* 0 */ {SDTCisInt, 0, 0, 0, MVT::INVALID_SIMPLE_VALUE_TYPE},
// CHECK-NEXT: };
// CHECK:      {1, 2, 0|1<<SDNPHasChain, 0, 0, 1, 0, 1}, // ADD
// CHECK-NEXT: {1, 2, 0, 0, 0, 13, 0, 0}, // SUB
