// RUN: not %tblgen -gen-global-isel-combiner -combiners=MyCombiner -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-global-isel-combiner -combiners=MyCombiner -I /usr/include/llvm-22 -I %S/Inputs
//
// An operand defined twice in 'match'.

include "combiner-target.td"

def r0 : GICombineRule<(defs root:$d),
  (match (G_ADD $d, $x, $y), (G_SUB $d, $x, $y)),
  (apply (GIReplaceReg $d, $x))>;
def MyCombiner : GICombiner<"MyGenCombiner", [r0]>;

// CHECK: err-match-redef.td:[[@LINE-5]]:5: error: Operand 'd' is defined multiple times in the 'match' patterns
// CHECK: err-match-redef.td:[[@LINE-3]]:5: error: Failed to parse one or more rules
