// RUN: not %tblgen -gen-global-isel-combiner -combiners=MyCombiner -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-global-isel-combiner -combiners=MyCombiner -I /usr/include/llvm-22 -I %S/Inputs
//
// ${name} must name an operand, instruction or match data.

include "combiner-target.td"

def r0 : GICombineRule<(defs root:$d),
  (match (G_ADD $d, $x, $y), [{ return check(${nope}); }]),
  (apply [{ foo(); }])>;
def MyCombiner : GICombiner<"MyGenCombiner", [r0]>;

// CHECK: err-undeclared-expansion.td:[[@LINE-5]]:5: error: Attempt to expand an undeclared variable 'nope'
// CHECK: note: Code: [{return check(${nope});}]
// CHECK: err-undeclared-expansion.td:[[@LINE-4]]:5: error: Failed to parse one or more rules
