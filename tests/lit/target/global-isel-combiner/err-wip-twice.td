// RUN: not %tblgen -gen-global-isel-combiner -combiners=MyCombiner -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-global-isel-combiner -combiners=MyCombiner -I /usr/include/llvm-22 -I %S/Inputs
//
// wip_match_opcode may appear once.

include "combiner-target.td"

def r0 : GICombineRule<(defs root:$mi),
  (match (wip_match_opcode G_ADD):$mi, (wip_match_opcode G_SUB):$mj),
  (apply [{ foo(); }])>;
def MyCombiner : GICombiner<"MyGenCombiner", [r0]>;

// CHECK: err-wip-twice.td:[[@LINE-5]]:5: error: wip_opcode_match can only be present once
// CHECK: err-wip-twice.td:[[@LINE-3]]:5: error: Failed to parse one or more rules
