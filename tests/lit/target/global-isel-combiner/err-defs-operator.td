// RUN: not %tblgen -gen-global-isel-combiner -combiners=MyCombiner -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-global-isel-combiner -combiners=MyCombiner -I /usr/include/llvm-22 -I %S/Inputs
//
// The first dag must be (defs ...).

include "combiner-target.td"

def r0 : GICombineRule<(match root:$d),
  (match (G_SUB $d, $x, $x)),
  (apply (GIReplaceReg $d, $x))>;
def MyCombiner : GICombiner<"MyGenCombiner", [r0]>;

// CHECK: err-defs-operator.td:[[@LINE-5]]:5: error: Expected defs operator
// CHECK: err-defs-operator.td:[[@LINE-3]]:5: error: Failed to parse one or more rules
