// RUN: not %tblgen -gen-compress-inst-emitter -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-compress-inst-emitter -I /usr/include/llvm-22 -I %S/Inputs
//
// A repeated input name on a RegisterOperand operand cannot be checked.

include "compress.td"

def : CompressPat<(ADDR GPROp:$rd, GPROp:$rd, GPROp:$rs2), (C_ADDR3 GPROp:$rd, GPROp:$rd, GPROp:$rs2)>;

// CHECK: error: Unexpected tied operand types!
