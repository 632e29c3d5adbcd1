// RUN: not %tblgen -gen-compress-inst-emitter -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-compress-inst-emitter -I /usr/include/llvm-22 -I %S/Inputs
//
// A fixed register must belong to the operand's class.

include "compress.td"

def : CompressPat<(ADD GPRNoX0:$rd, X0, GPRNoX0:$rs2), (C_MV GPRNoX0:$rd, X0)>;

// CHECK: err-reg-not-in-class.td:[[@LINE-2]]:1: error: Error in Dag '(C_MV GPRNoX0:$rd, X0)'Register: 'X0' is not in register class 'GPRNoX0'
