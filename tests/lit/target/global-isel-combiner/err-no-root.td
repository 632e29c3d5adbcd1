// RUN: not %tblgen -gen-global-isel-combiner -combiners=MyCombiner -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-global-isel-combiner -combiners=MyCombiner -I /usr/include/llvm-22 -I %S/Inputs
//
// A rule needs exactly one root.

include "combiner-target.td"

def r0 : GICombineRule<(defs),
  (match (G_SUB $d, $x, $x)),
  (apply (GIReplaceReg $d, $x))>;
def MyCombiner : GICombiner<"MyGenCombiner", [r0]>;

// CHECK: err-no-root.td:[[@LINE-5]]:5: error: Combine rules must have exactly one root
// CHECK: err-no-root.td:[[@LINE-3]]:5: error: Failed to parse one or more rules
