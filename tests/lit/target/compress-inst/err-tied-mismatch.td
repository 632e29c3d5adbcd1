// RUN: not %tblgen -gen-compress-inst-emitter -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-compress-inst-emitter -I /usr/include/llvm-22 -I %S/Inputs
//
// A repeated input name must have the same type each time (checked before the uses).

include "compress.td"

def : CompressPat<(ADDI GPRNoX0:$rd, X0, simm6:$rd), (C_LI GPRC:$rd, simm6:$rd)>;

// CHECK: err-tied-mismatch.td:[[@LINE-2]]:1: error: Input Operand 'rd' has a mismatched tied operand!
