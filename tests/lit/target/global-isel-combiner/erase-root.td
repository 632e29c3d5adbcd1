// RUN: %tblgen -gen-global-isel-combiner -combiners=MyCombiner -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-global-isel-combiner -combiners=MyCombiner -I /usr/include/llvm-22 -I %S/Inputs
//
// GIEraseRoot on a root without defs.

include "combiner-target.td"

def r0 : GICombineRule<(defs root:$st),
  (match (G_IMPLICIT_DEF $v), (G_STORE $v, $p):$st),
  (apply (GIEraseRoot))>;
def MyCombiner : GICombiner<"MyGenCombiner", [r0]>;

// CHECK: bool MyGenCombiner::tryCombineAll(MachineInstr &I) const {
// CHECK: /* 12 */   GIM_RecordInsnIgnoreCopies, /*DefineMI*/1, /*MI*/0, /*OpIdx*/0, // MIs[1]
// CHECK: /* 22 */   // Combiner Rule #0: r0
// CHECK: /* 22 */   GIR_EraseRootFromParent_Done,
// CHECK: /* 24 */ }; // Size: 24 bytes
