// RUN: not %tblgen -gen-global-isel-combiner -combiners=MyCombiner -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-global-isel-combiner -combiners=MyCombiner -I /usr/include/llvm-22 -I %S/Inputs
//
// wip_match_opcode needs at least one opcode.

include "combiner-target.td"

def r0 : GICombineRule<(defs root:$mi),
  (match (wip_match_opcode):$mi),
  (apply [{ foo(); }])>;
def MyCombiner : GICombiner<"MyGenCombiner", [r0]>;

// CHECK: err-empty-wip.td:[[@LINE-5]]:5: error: Failed to parse pattern: '(wip_match_opcode)'
// CHECK: err-empty-wip.td:[[@LINE-3]]:5: error: Failed to parse one or more rules
