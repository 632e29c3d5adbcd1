// RUN: %tblgen -gen-global-isel-combiner -combiners=MyCombiner -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-global-isel-combiner -combiners=MyCombiner -I /usr/include/llvm-22 -I %S/Inputs
//
// Matching, setting, clearing and copying MIFlags.

include "combiner-target.td"

def r0 : GICombineRule<(defs root:$d),
  (match (G_FADD $d, $x, $y, (MIFlags FmNsz, FmNoNans, (not FmReassoc))):$mi),
  (apply (G_FSUB $d, $x, $y, (MIFlags $mi, FmArcp, (not FmNoInfs))))>;
def MyCombiner : GICombiner<"MyGenCombiner", [r0]>;
