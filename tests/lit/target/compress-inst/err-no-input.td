// RUN: not %tblgen -gen-compress-inst-emitter -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-compress-inst-emitter -I /usr/include/llvm-22 -I %S/Inputs
//
// Every named output operand must come from the input.

include "compress.td"

def : CompressPat<(ADDI GPRC:$rd, X0, 3), (C_MUL GPRC:$rd, GPRC:$rd, GPRC:$rs2)>;

// CHECK: err-no-input.td:[[@LINE-2]]:1: error: Output Dag operand 'rs2' has no matching input Dag operand.
