// RUN: %tblgen -gen-global-isel-combiner -combiners=MyCombiner -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-global-isel-combiner -combiners=MyCombiner -I /usr/include/llvm-22 -I %S/Inputs
//
// wip_match_opcode makes one rule per opcode.

include "combiner-target.td"

def r0 : GICombineRule<(defs root:$mi),
  (match (wip_match_opcode G_ADD, G_SUB, G_AND):$mi, [{ return Helper.matchX(*${mi}); }]),
  (apply [{ Helper.applyX(*${mi}); }])>;
def MyCombiner : GICombiner<"MyGenCombiner", [r0]>;
