// RUN: %tblgen -gen-global-isel -instrument-gisel-coverage -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-global-isel -instrument-gisel-coverage -I /usr/include/llvm-22 -I %S/Inputs
//
// -instrument-gisel-coverage: each rule records its ID (GIR_Coverage)
// before its last action.

include "gi.td"

def ADDrr : GiInst<(outs GPR:$d), (ins GPR:$a, GPR:$b), [(set GPR:$d, (add GPR:$a, GPR:$b))]>;
def SUBrr : GiInst<(outs GPR:$d), (ins GPR:$a, GPR:$b), [(set GPR:$d, (sub GPR:$a, GPR:$b))]>;

// CHECK: GIR_Coverage, GIMT_Encode4(0),
// CHECK: GIR_Coverage, GIMT_Encode4(1),
