// RUN: not %tblgen -gen-global-isel-combiner -combiners=MyCombiner -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-global-isel-combiner -combiners=MyCombiner -I /usr/include/llvm-22 -I %S/Inputs
//
// Immediates in built instructions cannot be named.

include "combiner-target.td"

def r0 : GICombineRule<(defs root:$d),
  (match (G_ADD $d, $x, $y)),
  (apply (G_SUB $d, $x, 0:$z))>;
def MyCombiner : GICombiner<"MyGenCombiner", [r0]>;

// CHECK: err-named-output-imm.td:[[@LINE-5]]:5: error: invalid output operand 'z': output immediates cannot be named
// CHECK: err-named-output-imm.td:[[@LINE-6]]:5: note: while emitting pattern '__r0_apply_0' (G_SUB)
// CHECK: err-named-output-imm.td:[[@LINE-4]]:5: error: Failed to parse one or more rules
