// RUN: not %tblgen -gen-global-isel -I /usr/include/llvm-22 -I %S/Inputs %s -o %t.out 2>&1 | FileCheck %s
// RUN: not test -e %t.out
// DIFF: -gen-global-isel -I /usr/include/llvm-22 -I %S/Inputs
//
// A GINodeEquiv without its SelectionDAG node.

include "gi.td"

def : GINodeEquiv<G_ADD, ?>;
// CHECK: err-node-equiv.td:[[@LINE-1]]:1: error: Record `anonymous_{{[0-9]+}}', field `Node' does not have a def initializer!
