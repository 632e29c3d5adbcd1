// RUN: not %tblgen -I %S --gen-intrinsic-impl %s 2>&1 | FileCheck %s
// DIFF: --gen-intrinsic-impl
//
// The SDNodeProperty list may hold only the SDNP properties SelectionDAG knows.

include "Inputs/intrinsic-classes.td"

def SDNPMystery : SDNodeProperty;
def int_a : Intrinsic<[], [], [], "", [SDNPCommutative]>;
// CHECK: [[@LINE+1]]:5: error: Unknown SD Node property 'SDNPMystery' on node 'int_b'!
def int_b : Intrinsic<[], [], [], "", [SDNPHasChain, SDNPMystery]>;
