// RUN: not %tblgen -gen-global-isel-combiner -combiners=MyCombiner -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-global-isel-combiner -combiners=MyCombiner -I /usr/include/llvm-22 -I %S/Inputs
//
// 'apply' cannot mix C++ and MIR patterns.

include "combiner-target.td"

def r0 : GICombineRule<(defs root:$d),
  (match (G_ADD $d, $x, $y)),
  (apply (GIReplaceReg $d, $x), [{ foo(); }])>;
def MyCombiner : GICombiner<"MyGenCombiner", [r0]>;

// CHECK: err-mixed-apply.td:[[@LINE-5]]:5: error: 'apply' patterns cannot mix C++ code with other types of patterns
// CHECK: err-mixed-apply.td:[[@LINE-3]]:5: error: Failed to parse one or more rules
