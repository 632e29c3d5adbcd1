// RUN: not %tblgen -gen-compress-inst-emitter -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-compress-inst-emitter -I /usr/include/llvm-22 -I %S/Inputs
//
// An immediate argument needs an Operand operand.

include "compress.td"

def : CompressPat<(ADD GPR:$rd, 5, GPR:$rs2), (C_MV GPR:$rd, GPR:$rs2)>;

// CHECK: err-imm-for-reg.td:[[@LINE-2]]:1: error: Error in Dag '(ADD GPR:$rd, 5, GPR:$rs2)' Found immediate: '5' but corresponding instruction operand expected a register!
