// RUN: not %tblgen -gen-global-isel-combiner -combiners=MyCombiner -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-global-isel-combiner -combiners=MyCombiner -I /usr/include/llvm-22 -I %S/Inputs
//
// A new register defined in 'apply' needs a type.

include "combiner-target.td"

def r0 : GICombineRule<(defs root:$d),
  (match (G_SUB $d, $x, $x)),
  (apply (G_CONSTANT $z, (GITypeOf<"$d"> 0)), (GIReplaceReg $d, $z))>;
def MyCombiner : GICombiner<"MyGenCombiner", [r0]>;

// CHECK: err-untyped-temp.td:[[@LINE-5]]:5: error: def of a new register 'z' in the apply patterns must have a type
// CHECK: err-untyped-temp.td:[[@LINE-3]]:5: error: Failed to parse one or more rules
