// RUN: not %tblgen -gen-compress-inst-emitter -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-compress-inst-emitter -I /usr/include/llvm-22 -I %S/Inputs
//
// A name on a fixed register or immediate of the output is not a use.

include "compress.td"

def : CompressPat<(ADD GPRC:$rd, X0:$z, GPRC:$rs2), (C_MUL GPRC:$rd, X0:$z, GPRC:$rs2)>;

// CHECK: err-named-fixed.td:[[@LINE-2]]:1: error: Operand z defined in Input Dag but not used in Output Dag!
