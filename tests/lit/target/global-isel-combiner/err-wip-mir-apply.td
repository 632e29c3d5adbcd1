// RUN: not %tblgen -gen-global-isel-combiner -combiners=MyCombiner -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-global-isel-combiner -combiners=MyCombiner -I /usr/include/llvm-22 -I %S/Inputs
//
// wip_match_opcode only works with C++ apply code.

include "combiner-target.td"

def r0 : GICombineRule<(defs root:$mi),
  (match (wip_match_opcode G_ADD):$mi),
  (apply (G_SUB $d, $x, $y))>;
def MyCombiner : GICombiner<"MyGenCombiner", [r0]>;

// CHECK: err-wip-mir-apply.td:[[@LINE-5]]:5: error: cannot use wip_match_opcode in combination with apply instruction patterns!
// CHECK: err-wip-mir-apply.td:[[@LINE-3]]:5: error: Failed to parse one or more rules
