// RUN: %tblgen -gen-sd-node-info -I /usr/include/llvm-22 -I %S/Inputs --warn-on-skipped-nodes=false %s 2>&1 >/dev/null | count 0
// RUN: %tblgen -gen-sd-node-info -I /usr/include/llvm-22 -I %S/Inputs --warn-on-skipped-nodes=0 %s 2>&1 >/dev/null | count 0
// RUN: %tblgen -gen-sd-node-info -I /usr/include/llvm-22 -I %S/Inputs --warn-on-skipped-nodes %s 2>&1 >/dev/null | FileCheck %s
// DIFF: -gen-sd-node-info -I /usr/include/llvm-22 -I %S/Inputs --warn-on-skipped-nodes=false
//
// --warn-on-skipped-nodes (on by default) can silence the warnings; the
// nodes are skipped all the same.

include "target.td"

def bad_name : SDNode<"BAD", SDTNone>;
def c1 : SDNode<"ToyISD::C", SDTNone>;
def c2 : SDNode<"ToyISD::C", SDTNone, [SDNPHasChain]>;

// CHECK: warning: skipped node: invalid enum name
// CHECK: warning: skipped node: incompatible description
// CHECK: warning: skipped node: incompatible description
