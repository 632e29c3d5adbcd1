// RUN: not %tblgen -gen-compress-inst-emitter -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-compress-inst-emitter -I /usr/include/llvm-22 -I %S/Inputs
//
// A register class argument must be the instruction's class or a sub-class of it (on either side).

include "compress.td"

def : CompressPat<(ADDI GPRC:$rd, X0, simm6:$imm), (C_ADDI GPRC:$rd, simm6:$imm)>;

// CHECK: err-type.td:[[@LINE-2]]:1: error: Error in Dag '(C_ADDI GPRC:$rd, simm6:$imm)'. Operand 'rd' has type 'GPRC' which does not match the type 'GPRNoX0' in the corresponding instruction operand!
