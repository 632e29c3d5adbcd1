// RUN: not %tblgen -gen-compress-inst-emitter -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-compress-inst-emitter -I /usr/include/llvm-22 -I %S/Inputs
//
// The dag must give one argument per MachineInstr operand (tied ones may be left out).

include "compress.td"

def : CompressPat<(ADD GPRNoX0:$rd, X0), (C_MV GPRNoX0:$rd, X0)>;

// CHECK: err-count.td:[[@LINE-2]]:1: error: Inst 'ADD' and Dag operand count mismatch
