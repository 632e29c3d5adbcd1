// RUN: not %tblgen -gen-compress-inst-emitter -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-compress-inst-emitter -I /usr/include/llvm-22 -I %S/Inputs
//
// An immediate checked by compressInst needs an MCOperandPredicate.

include "compress.td"

def : CompressPat<(PI GPR:$rd, plainimm:$imm), (C_PI GPR:$rd, plainimm:$imm)>;

// CHECK: compress.td:27:5: error: No MCOperandPredicate predicate on this operand at all: 'plainimm'
