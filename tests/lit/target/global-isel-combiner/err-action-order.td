// RUN: not %tblgen -gen-global-isel-combiner -combiners=MyCombiner -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-global-isel-combiner -combiners=MyCombiner -I /usr/include/llvm-22 -I %S/Inputs
//
// 'match' then 'apply', or a single 'combine'.

include "combiner-target.td"

def r0 : GICombineRule<(defs root:$d),
  (apply (GIReplaceReg $d, $x)),
  (match (G_SUB $d, $x, $x))>;
def MyCombiner : GICombiner<"MyGenCombiner", [r0]>;

// CHECK: err-action-order.td:[[@LINE-5]]:5: error: expected both a 'match' and 'apply' action in combine rule, or a single 'combine' action
// CHECK: err-action-order.td:[[@LINE-3]]:5: error: Failed to parse one or more rules
