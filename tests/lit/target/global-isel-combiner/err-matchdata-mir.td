// RUN: not %tblgen -gen-global-isel-combiner -combiners=MyCombiner -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-global-isel-combiner -combiners=MyCombiner -I /usr/include/llvm-22 -I %S/Inputs
//
// Match data needs C++ apply code.

include "combiner-target.td"

def md : GIDefMatchData<"unsigned">;
def r0 : GICombineRule<(defs root:$d, md:$info),
  (match (G_ADD $d, $x, $y)),
  (apply (GIReplaceReg $d, $x))>;
def MyCombiner : GICombiner<"MyGenCombiner", [r0]>;

// CHECK: err-matchdata-mir.td:[[@LINE-5]]:5: error: GIDefMatchData can only be used if 'apply' in entirely written in C++
// CHECK: err-matchdata-mir.td:[[@LINE-3]]:5: error: Failed to parse one or more rules
