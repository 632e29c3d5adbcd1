// RUN: not %tblgen -gen-compress-inst-emitter -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-compress-inst-emitter -I /usr/include/llvm-22 -I %S/Inputs
//
// A long instruction with two tied operands must be given in full.

include "compress.td"

def MAC2 : TInst<(outs GPR:$a_wb, GPR:$b_wb), (ins GPR:$a, GPR:$b), "mac2", 6> {
  let Constraints = "$a = $a_wb, $b = $b_wb";
}
def : CompressPat<(MAC2 GPRC:$a, GPRC:$b), (C_MUL GPRC:$a, GPRC:$b, X0)>;

// CHECK: err-count-input.td:[[@LINE-2]]:1: error: Input operands for Inst 'MAC2' and input Dag operand count mismatch
