// RUN: %tblgen -gen-global-isel-combiner -combiners=MyCombiner -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-global-isel-combiner -combiners=MyCombiner -I /usr/include/llvm-22 -I %S/Inputs
//
// A MIR match with C++ match and apply code passing match data.

include "combiner-target.td"

def md : GIDefMatchData<"unsigned">;
def r0 : GICombineRule<(defs root:$root, md:$info),
  (match (G_MUL $d, $a, $b):$root, [{ return Helper.matchMul(*${root}, ${info}); }]),
  (apply [{ Helper.applyMul(*${root}, ${info}); }])>;
def MyCombiner : GICombiner<"MyGenCombiner", [r0]>;

// CHECK: bool MyGenCombiner::tryCombineAll(MachineInstr &I) const {
// CHECK: case GICXXCustomAction_GICombiner0:{
// CHECK: /* 12 */   // Combiner Rule #0: r0
// CHECK: /* 16 */ }; // Size: 16 bytes
