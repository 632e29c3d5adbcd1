// RUN: not %tblgen -gen-instr-info -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-instr-info -I /usr/include/llvm-22 -I %S/Inputs
//
// Every TSFlags bit must be known.

include "toy-remap.td"

def BADTS : ToyInst<(outs), (ins), ""> { let TSFlags{2} = ?; }

// CHECK: err-tsflags.td:[[@LINE-2]]:5: error: Invalid TSFlags bit in BADTS
