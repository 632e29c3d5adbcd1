// RUN: not %tblgen -gen-global-isel-combiner -combiners=MyCombiner -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-global-isel-combiner -combiners=MyCombiner -I /usr/include/llvm-22 -I %S/Inputs
//
// The root's def must be redefined in 'apply'.

include "combiner-target.td"

def r0 : GICombineRule<(defs root:$d),
  (match (G_ADD $d, $x, $y)),
  (apply (G_SUB $e, $x, $y))>;
def MyCombiner : GICombiner<"MyGenCombiner", [r0]>;

// CHECK: err-not-redefined.td:[[@LINE-5]]:5: error: 'd' must be redefined in the 'apply' pattern
// CHECK: err-not-redefined.td:[[@LINE-3]]:5: error: Failed to parse one or more rules
