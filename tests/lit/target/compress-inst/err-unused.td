// RUN: not %tblgen -gen-compress-inst-emitter -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-compress-inst-emitter -I /usr/include/llvm-22 -I %S/Inputs
//
// Every named input operand must be used by the output.

include "compress.td"

def : CompressPat<(ADD GPRNoX0:$rd, X0, GPRNoX0:$rs2), (C_MV GPRNoX0:$rd, GPRNoX0:$zz)>;

// CHECK: err-unused.td:[[@LINE-2]]:1: error: Operand rs2 defined in Input Dag but not used in Output Dag!
