// RUN: not %tblgen -gen-compress-inst-emitter -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-compress-inst-emitter -I /usr/include/llvm-22 -I %S/Inputs
//
// The short instruction's tied operand may be given or left out, nothing else.

include "compress.td"

def : CompressPat<(ADD GPRNoX0:$rd, X0, GPRNoX0:$rs2), (C_ADD GPRNoX0:$rd, GPRNoX0:$rd, GPRNoX0:$rs2, X0)>;

// CHECK: err-count-tied.td:[[@LINE-2]]:1: error: Inst 'C_ADD' and Dag operand count mismatch
