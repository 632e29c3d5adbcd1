// RUN: not %tblgen -gen-global-isel-combiner -combiners=MyCombiner -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-global-isel-combiner -combiners=MyCombiner -I /usr/include/llvm-22 -I %S/Inputs
//
// The root must name a match pattern or an operand.

include "combiner-target.td"

def r0 : GICombineRule<(defs root:$r),
  (match (G_ADD $d, $x, $y)),
  (apply (GIReplaceReg $d, $x))>;
def MyCombiner : GICombiner<"MyGenCombiner", [r0]>;

// CHECK: err-root-not-found.td:[[@LINE-5]]:5: error: Cannot find root 'r' in match patterns!
// CHECK: err-root-not-found.td:[[@LINE-3]]:5: error: Failed to parse one or more rules
