// RUN: %tblgen -gen-global-isel -I /usr/include/llvm-22 %s | FileCheck %s
// DIFF: -gen-global-isel -I /usr/include/llvm-22
// DIFF: -gen-global-isel -I /usr/include/llvm-22 -warn-on-skipped-patterns
//
// Operands the pattern leaves out: a default undef_tied_input operand is an
// IMPLICIT_DEF into a temporary register of its cast type; a discarded
// optional def (a flags out operand) is its default register, dead, in the
// root instruction as in a nested one; one that is not a register leaves the
// pattern out.

include "llvm/Target/Target.td"
def R0 : Register<"r0">;
def V0 : Register<"v0">;
def FL : Register<"fl">;
def GPR : RegisterClass<"Do", [i32], 32, (add R0)>;
def VR : RegisterClass<"Do", [v4i32], 128, (add V0)>;
def CCR : RegisterClass<"Do", [i32], 32, (add FL)>;
def pred_in : PredicateOperand<OtherVT, (ops i32imm, i32imm), (ops (i32 14), (i32 zero_reg))>;
def inactive : OperandWithDefaultOps<OtherVT, (ops (i32 0), (v4i32 undef_tied_input))> {
  let MIOperandInfo = (ops i32imm, VR:$inactive);
}
def cc_out : OptionalDefOperand<i32, (ops CCR), (ops (i32 FL))>;
def cc_zero : OptionalDefOperand<i32, (ops CCR), (ops (i32 zero_reg))>;
def cc_imm : OptionalDefOperand<i32, (ops CCR), (ops (i32 7))>;
class DoInst<dag o, dag i, list<dag> p> : Instruction {
  let Namespace = "Do";
  let OutOperandList = o;
  let InOperandList = i;
  let Pattern = p;
}
def VNEG : DoInst<(outs VR:$d), (ins VR:$a, inactive:$v), [(set VR:$d, (sub immAllZerosV, VR:$a))]>;
def ADDS : DoInst<(outs GPR:$d, cc_out:$s), (ins GPR:$a, GPR:$b, pred_in:$p),
                  [(set GPR:$d, (add GPR:$a, GPR:$b))]>;
def SUBZ : DoInst<(outs GPR:$d, cc_zero:$s), (ins GPR:$a, GPR:$b),
                  [(set GPR:$d, (sub GPR:$a, GPR:$b))]>;
def MULI : DoInst<(outs GPR:$d, cc_imm:$s), (ins GPR:$a, GPR:$b),
                  [(set GPR:$d, (mul GPR:$a, GPR:$b))]>;
def MOVI : DoInst<(outs GPR:$d, cc_out:$s), (ins i32imm:$i), [(set GPR:$d, imm:$i)]>;
def : Pat<(i32 (xor GPR:$a, -1)), (ADDS GPR:$a, (MOVI 1))>;
def DoInstrInfo : InstrInfo;
def Do : Target { let InstructionSet = DoInstrInfo; }

// CHECK:      GIR_BuildRootMI, /*Opcode*/GIMT_Encode2(Do::ADDS),
// CHECK-NEXT: GIR_RootToRootCopy, /*OpIdx*/0, // DstI[d]
// CHECK-NEXT: GIR_AddRegister, /*InsnID*/0, GIMT_Encode2(::FL), /*AddRegisterRegFlags*/GIMT_Encode2(RegState::Define | RegState::Dead),
// CHECK:      GIR_BuildRootMI, /*Opcode*/GIMT_Encode2(Do::SUBZ),
// CHECK-NEXT: GIR_RootToRootCopy, /*OpIdx*/0, // DstI[d]
// CHECK-NEXT: GIR_AddRegister, /*InsnID*/0, GIMT_Encode2(Do::NoRegister), /*AddRegisterRegFlags*/GIMT_Encode2(RegState::Define | RegState::Dead),
// CHECK:      GIR_MakeTempReg, /*TempRegID*/0, /*TypeID*/GILLT_v4s32,
// CHECK-NEXT: GIR_BuildMI, /*InsnID*/1, /*Opcode*/GIMT_Encode2(TargetOpcode::IMPLICIT_DEF),
// CHECK-NEXT: GIR_AddTempRegister, /*InsnID*/1, /*TempRegID*/0, /*TempRegFlags*/GIMT_Encode2(RegState::Define),
// CHECK-NEXT: GIR_BuildRootMI, /*Opcode*/GIMT_Encode2(Do::VNEG),
// CHECK-NEXT: GIR_RootToRootCopy, /*OpIdx*/0, // DstI[d]
// CHECK-NEXT: GIR_RootToRootCopy, /*OpIdx*/2, // a
// CHECK-NEXT: GIR_AddImm8, /*InsnID*/0, /*Imm*/0,
// CHECK-NEXT: GIR_AddSimpleTempRegister, /*InsnID*/0, /*TempRegID*/0,
// CHECK:      GIR_BuildMI, /*InsnID*/1, /*Opcode*/GIMT_Encode2(Do::MOVI),
// CHECK-NEXT: GIR_AddTempRegister, /*InsnID*/1, /*TempRegID*/0, /*TempRegFlags*/GIMT_Encode2(RegState::Define),
// CHECK-NEXT: GIR_AddRegister, /*InsnID*/1, GIMT_Encode2(::FL), /*AddRegisterRegFlags*/GIMT_Encode2(RegState::Define | RegState::Dead),
// CHECK-NEXT: GIR_AddImm8, /*InsnID*/1, /*Imm*/1,
// CHECK-NOT:  Do::MULI
