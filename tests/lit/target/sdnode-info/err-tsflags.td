// RUN: not %tblgen -gen-sd-node-info -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-sd-node-info -I /usr/include/llvm-22 -I %S/Inputs
//
// Every bit of TSFlags must be known. The flags are checked after the
// properties and before the constraints.

include "target.td"

def toy_a : SDNode<"ToyISD::A", SDTypeProfile<1, 0, [SDTCisVT<0, isVoid>]>> {
  let TSFlags{3} = ?;
}

// CHECK: err-tsflags.td:[[@LINE-4]]:5: error: Invalid TSFlags
