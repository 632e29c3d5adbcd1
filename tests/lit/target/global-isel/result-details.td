// RUN: %tblgen -gen-global-isel -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-global-isel -I /usr/include/llvm-22 -I %S/Inputs
//
// Result details: implicit definitions nobody reads are marked dead (on a
// built instruction and on a recycled one), implicit uses are added to a
// recycled instruction, operands with default values are filled in (a
// register and an immediate), and a name used twice in the source must
// name the same operand.

include "gi.td"

def pred : PredicateOperand<i32, (ops i32imm, GPR), (ops (i32 14), (i32 zero_reg))>;
def ADDF : GiInst<(outs GPR:$d), (ins GPR:$a, GPR:$b), [(set GPR:$d, (add GPR:$a, GPR:$b))]> {
  let Defs = [R2];
  let Uses = [R0];
}
def SUBP : GiInst<(outs GPR:$d), (ins GPR:$a, GPR:$b, pred:$p), [(set GPR:$d, (sub GPR:$a, GPR:$b))]>;
def SQ : GiInst<(outs GPR:$d), (ins GPR:$a), [(set GPR:$d, (mul GPR:$a, GPR:$a))]> { let Defs = [R1]; }
def ORS : GiInst<(outs GPR:$d), (ins GPR:$a, GPR:$b), []> { let Defs = [R1]; }
def : Pat<(or GPR:$a, GPR:$b), (ORS GPR:$b, GPR:$a)>;

// CHECK: GIR_AddImplicitDef, /*InsnID*/0, GIMT_Encode2(::R2), GIMT_Encode2(RegState::Dead),
// CHECK-NEXT: GIR_AddImplicitUse, /*InsnID*/0, GIMT_Encode2(::R0),
// CHECK: GIR_AddImm8, /*InsnID*/0, /*Imm*/14,
// CHECK-NEXT: GIR_AddRegister, /*InsnID*/0, GIMT_Encode2(Gi::NoRegister), /*AddRegisterRegFlags*/GIMT_Encode2(0),
// CHECK: GIM_CheckIsSameOperand, /*MI*/0, /*OpIdx*/2, /*OtherMI*/0, /*OtherOpIdx*/1,
// CHECK: GIR_SetImplicitDefDead, /*InsnID*/0, /*OpIdx for ::R1*/0,
