// RUN: not %tblgen -gen-global-isel-combiner -combiners=MyCombiner -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-global-isel-combiner -combiners=MyCombiner -I /usr/include/llvm-22 -I %S/Inputs
//
// A live-in operand cannot be the root.

include "combiner-target.td"

def r0 : GICombineRule<(defs root:$x),
  (match (G_ADD $d, $x, $y)),
  (apply (GIReplaceReg $d, $x))>;
def MyCombiner : GICombiner<"MyGenCombiner", [r0]>;

// CHECK: err-live-in-root.td:[[@LINE-5]]:5: error: Cannot use live-in operand 'x' as match pattern root!
// CHECK: err-live-in-root.td:[[@LINE-3]]:5: error: Failed to parse one or more rules
