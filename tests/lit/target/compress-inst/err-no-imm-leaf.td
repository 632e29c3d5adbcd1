// RUN: not %tblgen -gen-compress-inst-emitter -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-compress-inst-emitter -I /usr/include/llvm-22 -I %S/Inputs
//
// isCompressibleInst reads the ImmediateCode field of an ImmLeaf operand.

include "compress.td"

def : CompressPat<(MI1 GPR:$rd, mconly:$imm), (C_MI1 GPR:$rd, mconly:$imm)>;

// CHECK: compress.td:28:5: error: Record `mconly' does not have a field named `ImmediateCode'!
