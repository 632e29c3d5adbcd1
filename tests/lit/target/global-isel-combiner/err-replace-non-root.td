// RUN: not %tblgen -gen-global-isel-combiner -combiners=MyCombiner -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-global-isel-combiner -combiners=MyCombiner -I /usr/include/llvm-22 -I %S/Inputs
//
// GIReplaceReg can only replace a register defined by the root.

include "combiner-target.td"

def r0 : GICombineRule<(defs root:$d),
  (match (G_ADD $t, $x, $y), (G_SUB $d, $t, $y)),
  (apply (GIReplaceReg $t, $x))>;
def MyCombiner : GICombiner<"MyGenCombiner", [r0]>;

// CHECK: err-replace-non-root.td:[[@LINE-5]]:5: error: 'd' must be redefined in the 'apply' pattern
// CHECK: err-replace-non-root.td:[[@LINE-3]]:5: error: Failed to parse one or more rules
