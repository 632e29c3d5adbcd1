// RUN: not %tblgen -gen-global-isel-combiner -combiners=MyCombiner -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-global-isel-combiner -combiners=MyCombiner -I /usr/include/llvm-22 -I %S/Inputs
//
// GIEraseRoot needs a root without defs.

include "combiner-target.td"

def r0 : GICombineRule<(defs root:$d),
  (match (G_ADD $d, $x, $y)),
  (apply (GIEraseRoot))>;
def MyCombiner : GICombiner<"MyGenCombiner", [r0]>;

// CHECK: err-erase-root-defs.td:[[@LINE-5]]:5: error: GIEraseRoot can only be used if on roots that do not have any output operand
// CHECK: err-erase-root-defs.td:[[@LINE-6]]:5: note: 'G_ADD' has 1 output operands
// CHECK: err-erase-root-defs.td:[[@LINE-4]]:5: error: Failed to parse one or more rules
