// RUN: %tblgen -gen-global-isel -optimize-match-table=false -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-global-isel -optimize-match-table=false -I /usr/include/llvm-22 -I %S/Inputs
//
// -optimize-match-table=false: the rules in priority order, each with its
// full list of checks (operand-count checks, "MIs[N] name" comments).

include "gi.td"

def ADDrr : GiInst<(outs GPR:$d), (ins GPR:$a, GPR:$b), [(set GPR:$d, (add GPR:$a, GPR:$b))]>;
def SUBrr : GiInst<(outs GPR:$d), (ins GPR:$a, GPR:$b), [(set GPR:$d, (sub GPR:$a, GPR:$b))]>;
def LDAW : GiInst<(outs GPR:$d), (ins GPR:$a, GPR:$b), []>;
def : Pat<(add GPR:$a, (shl GPR:$b, (i32 2))), (LDAW GPR:$a, GPR:$b)>;
def LD : GiInst<(outs GPR:$d), (ins GPR:$p), [(set GPR:$d, (load GPR:$p))]>;

// CHECK-NOT: GIM_SwitchOpcode
// CHECK: GIM_CheckNumOperands, /*MI*/0, /*Expected*/3,
// CHECK: // MIs[0] DstI[d]
// CHECK: // MIs[0] a
