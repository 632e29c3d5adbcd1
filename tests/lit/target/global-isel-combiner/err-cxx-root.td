// RUN: not %tblgen -gen-global-isel-combiner -combiners=MyCombiner -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-global-isel-combiner -combiners=MyCombiner -I /usr/include/llvm-22 -I %S/Inputs
//
// C++ code cannot be the root.

include "combiner-target.td"

def r0 : GICombineRule<(defs root:$c),
  (match [{ return true; }]:$c),
  (apply [{ foo(); }])>;
def MyCombiner : GICombiner<"MyGenCombiner", [r0]>;

// CHECK: err-cxx-root.td:[[@LINE-5]]:5: error: C++ code cannot be the root of a rule!
// CHECK: err-cxx-root.td:[[@LINE-3]]:5: error: Failed to parse one or more rules
