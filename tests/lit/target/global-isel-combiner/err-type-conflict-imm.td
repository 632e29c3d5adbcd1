// RUN: not %tblgen -gen-global-isel-combiner -combiners=MyCombiner -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-global-isel-combiner -combiners=MyCombiner -I /usr/include/llvm-22 -I %S/Inputs
//
// A typed immediate cannot be an output operand.

include "combiner-target.td"

def r0 : GICombineRule<(defs root:$d),
  (match (G_ADD (i32 0), $x, $y)),
  (apply [{ foo(); }])>;
def MyCombiner : GICombiner<"MyGenCombiner", [r0]>;

// CHECK: err-type-conflict-imm.td:[[@LINE-5]]:5: error: out operand of 'G_ADD' cannot be an immediate
// CHECK: err-type-conflict-imm.td:[[@LINE-6]]:5: error: Failed to parse pattern: '(G_ADD (i32 0), ?:$x, ?:$y)'
// CHECK: err-type-conflict-imm.td:[[@LINE-4]]:5: error: Failed to parse one or more rules
