// RUN: not %tblgen -gen-global-isel-combiner -combiners=MyCombiner -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-global-isel-combiner -combiners=MyCombiner -I /usr/include/llvm-22 -I %S/Inputs
//
// Builtins only appear in 'apply'.

include "combiner-target.td"

def r0 : GICombineRule<(defs root:$d),
  (match (GIReplaceReg $d, $x)),
  (apply (GIReplaceReg $d, $x))>;
def MyCombiner : GICombiner<"MyGenCombiner", [r0]>;

// CHECK: err-builtin-in-match.td:[[@LINE-5]]:5: error: 'GIReplaceReg' cannot be used in a 'match' pattern
// CHECK: err-builtin-in-match.td:[[@LINE-3]]:5: error: Failed to parse one or more rules
