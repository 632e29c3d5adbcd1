// RUN: %tblgen -gen-global-isel -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-global-isel -I /usr/include/llvm-22 -I %S/Inputs
//
// Register classes and banks: operands checked against the class of the
// instruction operand, a physical register input copied in first, a
// COPY_TO_REGCLASS result and a leaf result (a plain COPY).

include "gi.td"

def ADDlow : GiInst<(outs GPRLow:$d), (ins GPRLow:$a, GPR:$b), [(set GPRLow:$d, (add GPRLow:$a, GPR:$b))]>;
def SHLR1 : GiInst<(outs GPR:$d), (ins GPR:$a), []> { let Uses = [R1]; }
def : Pat<(shl GPR:$a, R1), (SHLR1 GPR:$a)>;
def : Pat<(i32 (bitconvert FPR:$a)), (COPY_TO_REGCLASS FPR:$a, GPR)>;
def : Pat<(i32 (freeze GPR:$a)), (i32 GPR:$a)>;

// CHECK: GIM_RootCheckRegBankForClass, /*Op*/0, /*RC*/GIMT_Encode2(Gi::GPRLowRegClassID),
// CHECK: GIR_ConstrainOperandRC, /*InsnID*/0, /*Op*/0, GIMT_Encode2(Gi::GPRRegClassID),
// CHECK: GIR_AddRegister, /*InsnID*/1, GIMT_Encode2(::R1), /*AddRegisterRegFlags*/GIMT_Encode2(RegState::Define),
