// RUN: %tblgen -gen-global-isel-combiner -combiners=MyCombiner -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-global-isel-combiner -combiners=MyCombiner -I /usr/include/llvm-22 -I %S/Inputs
//
// Nested GICombineGroups, a rule listed twice (warning), ordering of rules sharing opcodes and types.

include "combiner-target.td"

def r0 : GICombineRule<(defs root:$d), (match (G_ADD i32:$d, $x, $y)), (apply (G_SUB $d, $x, $y))>;
def r1 : GICombineRule<(defs root:$d), (match (G_ADD i64:$d, $x, $y)), (apply (G_SUB $d, $x, $y))>;
def r2 : GICombineRule<(defs root:$d), (match (G_ADD $d, $x, $y)), (apply (G_SUB $d, $y, $x))>;
def r3 : GICombineRule<(defs root:$d), (match (G_SUB i32:$d, $x, $y)), (apply (G_ADD $d, $x, $y))>;
def r4 : GICombineRule<(defs root:$d), (match (G_ADD i16:$d, $x, $y)), (apply (G_SUB $d, $x, $y))>;
def g0 : GICombineGroup<[r0, r1]>;
def g1 : GICombineGroup<[g0, r2, r3, r0]>;
def MyCombiner : GICombiner<"MyGenCombiner", [g1, r4]>;
