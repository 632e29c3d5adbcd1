// RUN: %tblgen -gen-global-isel-combiner -combiners=MyCombiner -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-global-isel-combiner -combiners=MyCombiner -I /usr/include/llvm-22 -I %S/Inputs
//
// CombineAllMethodName and an empty rule list.

include "combiner-target.td"

def MyCombiner : GICombiner<"MyGenCombiner", []> {
  let CombineAllMethodName = "tryCombineAllImpl";
}

// CHECK: bool MyGenCombiner::tryCombineAllImpl(MachineInstr &I) const {
// CHECK: /* 1 */ }; // Size: 1 bytes
