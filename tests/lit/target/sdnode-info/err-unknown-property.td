// RUN: not %tblgen -gen-sd-node-info -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-sd-node-info -I /usr/include/llvm-22 -I %S/Inputs
//
// A node's properties must be known SDNodeProperty defs; checked before
// its constraints, and nodes are read in name order (whatever their
// namespace).

include "target.td"

def SDNPBogus : SDNodeProperty;
def b_node : SDNode<"ToyISD::B", SDTypeProfile<1, 0, [SDTCisVT<0, isVoid>]>>;
def a_node : SDNode<"OtherISD::A", SDTypeProfile<1, 0, [SDTCisVT<0, isVoid>]>, [SDNPBogus]>;

// CHECK: err-unknown-property.td:[[@LINE-2]]:5: error: Unknown SD Node property 'SDNPBogus' on node 'a_node'!
