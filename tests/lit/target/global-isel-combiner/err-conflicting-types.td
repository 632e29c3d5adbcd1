// RUN: not %tblgen -gen-global-isel-combiner -combiners=MyCombiner -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-global-isel-combiner -combiners=MyCombiner -I /usr/include/llvm-22 -I %S/Inputs
//
// An operand used with two types.

include "combiner-target.td"

def r0 : GICombineRule<(defs root:$d),
  (match (G_ADD $d, i32:$x, $y), (G_SUB $y, i64:$x, $x)),
  (apply (GIReplaceReg $d, $x))>;
def MyCombiner : GICombiner<"MyGenCombiner", [r0]>;

// CHECK: err-conflicting-types.td:[[@LINE-5]]:5: error: conflicting types for operand 'x': 'i32' vs 'i64'
// CHECK: err-conflicting-types.td:[[@LINE-6]]:5: note: 'x' seen with type 'i64' in '__r0_match_1'
// CHECK: err-conflicting-types.td:[[@LINE-7]]:5: note: 'x' seen with type 'i32' in '__r0_match_0'
// CHECK: err-conflicting-types.td:[[@LINE-5]]:5: error: Failed to parse one or more rules
