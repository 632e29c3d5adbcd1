// RUN: not %tblgen -gen-global-isel-combiner -combiners=MyCombiner -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-global-isel-combiner -combiners=MyCombiner -I /usr/include/llvm-22 -I %S/Inputs
//
// Every match pattern must be reachable from the root.

include "combiner-target.td"

def r0 : GICombineRule<(defs root:$d),
  (match (G_ADD $d, $x, $y), (G_SUB $e, $x, $y)),
  (apply (GIReplaceReg $d, $x))>;
def MyCombiner : GICombiner<"MyGenCombiner", [r0]>;

// CHECK: err-unreachable.td:[[@LINE-5]]:5: error: pattern '__r0_match_1' ('G_SUB') is unreachable from the pattern root!
// CHECK: err-unreachable.td:[[@LINE-3]]:5: error: Failed to parse one or more rules
