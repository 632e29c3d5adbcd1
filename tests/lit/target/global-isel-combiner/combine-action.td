// RUN: %tblgen -gen-global-isel-combiner -combiners=MyCombiner -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-global-isel-combiner -combiners=MyCombiner -I /usr/include/llvm-22 -I %S/Inputs
//
// The single 'combine' action form.

include "combiner-target.td"

def r0 : GICombineRule<(defs root:$d),
  (combine (G_ADD $d, $x, $y), [{ return Helper.tryAdd(${d}, ${x}, ${y}); }])>;
def MyCombiner : GICombiner<"MyGenCombiner", [r0]>;

// CHECK: bool MyGenCombiner::tryCombineAll(MachineInstr &I) const {
// CHECK: case GICXXCustomAction_GICombiner0:{
// CHECK: /* 12 */   // Combiner Rule #0: r0
// CHECK: /* 16 */ }; // Size: 16 bytes
