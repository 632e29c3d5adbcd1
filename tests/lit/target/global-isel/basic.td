// RUN: %tblgen -gen-global-isel -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-global-isel -I /usr/include/llvm-22 -I %S/Inputs
//
// Register-to-register patterns: the instruction is recycled (mutated) when
// its operands are the matched ones in order, built otherwise; rules are
// switched on the root opcode and grouped on the root type.

include "gi.td"

def ADDrr : GiInst<(outs GPR:$d), (ins GPR:$a, GPR:$b), [(set GPR:$d, (add GPR:$a, GPR:$b))]>;
def ADDDrr : GiInst<(outs DPR:$d), (ins DPR:$a, DPR:$b), [(set DPR:$d, (add DPR:$a, DPR:$b))]>;
def SUBrr : GiInst<(outs GPR:$d), (ins GPR:$a, GPR:$b), [(set GPR:$d, (sub GPR:$a, GPR:$b))]>;
def RSUBrr : GiInst<(outs GPR:$d), (ins GPR:$a, GPR:$b), []>;
def : Pat<(sub GPR:$a, (sub GPR:$b, GPR:$c)), (SUBrr GPR:$a, (RSUBrr GPR:$c, GPR:$b))>;
def CTLZ : GiInst<(outs GPR:$d), (ins GPR:$a), [(set GPR:$d, (ctlz GPR:$a))]>;

// CHECK: // LLT Objects.
// CHECK-NEXT: enum {
// CHECK-NEXT:   GILLT_s32,
// CHECK-NEXT:   GILLT_s64,
// CHECK: GIM_SwitchOpcode, /*MI*/0,
// CHECK: GIM_SwitchType, /*MI*/0, /*Op*/0,
// CHECK: GIR_MutateOpcode, /*InsnID*/0, /*RecycleInsnID*/0, /*Opcode*/GIMT_Encode2(Gi::ADDrr),
// CHECK: GIR_MakeTempReg, /*TempRegID*/0, /*TypeID*/GILLT_s32,
// CHECK: GIR_BuildMI, /*InsnID*/1, /*Opcode*/GIMT_Encode2(Gi::RSUBrr),
// CHECK: GIR_EraseRootFromParent_Done,
