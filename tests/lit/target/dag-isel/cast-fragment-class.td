// RUN: %tblgen -gen-dag-isel -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-dag-isel -I /usr/include/llvm-22 -I %S/Inputs
//
// The node class of a fragment whose tree is a type cast, (i32 imm), is
// the class of the cast operand's node.

include "di.td"

def castimm : PatLeaf<(i32 imm), [{ return N->hasOneUse(); }]>;
def MOVi : DiInst<(outs GPR:$d), (ins i32imm:$i), [(set GPR:$d, castimm:$i)]>;

// CHECK: {{^}}    // Predicate_castimm
// CHECK-NEXT: auto *N = cast<ConstantSDNode>(Op.getNode());
