// RUN: %tblgen -gen-global-isel -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-global-isel -I /usr/include/llvm-22 -I %S/Inputs
//
// PatFrags with HasOneUse (and no C++ code): GIM_CheckHasOneUse on the
// matched instruction, nested or at the root.

include "gi.td"

def mul_oneuse : PatFrag<(ops node:$A, node:$B), (mul node:$A, node:$B)> {
  let HasOneUse = 1;
}
def shl_oneuse : PatFrag<(ops node:$A, node:$B), (shl node:$A, node:$B)> {
  let HasOneUse = 1;
}
def MADD : GiInst<(outs GPR:$d), (ins GPR:$a, GPR:$b, GPR:$c),
                  [(set GPR:$d, (add (mul_oneuse GPR:$a, GPR:$b), GPR:$c))]>;
def SHL1 : GiInst<(outs GPR:$d), (ins GPR:$a, GPR:$b), [(set GPR:$d, (shl_oneuse GPR:$a, GPR:$b))]>;

// CHECK: GIM_CheckOpcode, /*MI*/1, GIMT_Encode2(TargetOpcode::G_MUL),
// CHECK: GIM_CheckHasOneUse, /*MI*/1,
// CHECK: GIM_CheckHasOneUse, /*MI*/0,
