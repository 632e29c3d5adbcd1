// RUN: not %tblgen -gen-global-isel-combiner -combiners=MyCombiner -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-global-isel-combiner -combiners=MyCombiner -I /usr/include/llvm-22 -I %S/Inputs
//
// A nested dag is not a valid operand (instructions are linked by names).

include "combiner-target.td"

def r0 : GICombineRule<(defs root:$d),
  (match (G_SUB $d, $x, (G_SUB $t, $y, $z))),
  (apply (G_ADD $d, $x, $y))>;
def MyCombiner : GICombiner<"MyGenCombiner", [r0]>;

// CHECK: err-nested-dag-operand.td:[[@LINE-5]]:5: error: cannot parse operand '(G_SUB ?:$t, ?:$y, ?:$z)' 
// CHECK: err-nested-dag-operand.td:[[@LINE-6]]:5: error: Failed to parse pattern: '(G_SUB ?:$d, ?:$x, (G_SUB ?:$t, ?:$y, ?:$z))'
// CHECK: err-nested-dag-operand.td:[[@LINE-4]]:5: error: Failed to parse one or more rules
