// RUN: not %tblgen -gen-compress-inst-emitter -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-compress-inst-emitter -I /usr/include/llvm-22 -I %S/Inputs
//
// An operand must have the same type in the input and the output.

include "compress.td"

def : CompressPat<(ADD GPR:$rd, X0, GPR:$rs2), (C_MUL GPRC:$rd, X1, GPRC:$rs2)>;

// CHECK: err-in-out-type.td:[[@LINE-2]]:1: error: Type mismatch between Input and Output Dag operand 'rd'!
