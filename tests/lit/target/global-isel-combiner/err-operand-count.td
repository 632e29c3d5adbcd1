// RUN: not %tblgen -gen-global-isel-combiner -combiners=MyCombiner -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-global-isel-combiner -combiners=MyCombiner -I /usr/include/llvm-22 -I %S/Inputs
//
// An instruction pattern needs the instruction's operand count.

include "combiner-target.td"

def r0 : GICombineRule<(defs root:$d),
  (match (G_ADD $d, $x)),
  (apply (GIReplaceReg $d, $x))>;
def MyCombiner : GICombiner<"MyGenCombiner", [r0]>;

// CHECK: err-operand-count.td:[[@LINE-5]]:5: error: 'G_ADD' expected 3 operands, got 2
// CHECK: err-operand-count.td:[[@LINE-6]]:5: error: Failed to parse pattern: '(G_ADD ?:$d, ?:$x)'
// CHECK: err-operand-count.td:[[@LINE-4]]:5: error: Failed to parse one or more rules
