// RUN: not %tblgen -gen-compress-inst-emitter -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-compress-inst-emitter -I /usr/include/llvm-22 -I %S/Inputs
//
// A fixed register for a RegisterOperand operand: llvm-tblgen looks the operand up as a register class.

include "compress.td"

def : CompressPat<(ADDR GPROp:$rd, X0, GPROp:$rs2), (C_ADDR3 GPROp:$rd, X1, GPROp:$rs2)>;

// CHECK: err-reg-operand-fixed.td:[[@LINE-2]]:1: error: GPROp is not a known RegisterClass!
// CHECK: compress.td:12:5: note: GPROp defined here
