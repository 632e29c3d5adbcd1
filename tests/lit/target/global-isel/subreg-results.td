// RUN: %tblgen -gen-global-isel -I /usr/include/llvm-22 %s | FileCheck %s
// DIFF: -gen-global-isel -I /usr/include/llvm-22
// DIFF: -gen-global-isel -I /usr/include/llvm-22 -warn-on-skipped-patterns
//
// Sub-register operators in results: EXTRACT_SUBREG of an operand (a
// sub-register copy) and of an instruction (a temporary register read at
// the index), nested below another instruction; INSERT_SUBREG,
// SUBREG_TO_REG and REG_SEQUENCE with the register-class constraints of
// each built instruction.

include "llvm/Target/Target.td"

def lo : SubRegIndex<32>;
def hi : SubRegIndex<32, 32>;
let Namespace = "Sr" in {
  def W0 : Register<"w0">;
  def W1 : Register<"w1">;
  def W2 : Register<"w2">;
  def W3 : Register<"w3">;
  let SubRegIndices = [lo, hi] in {
    def X0 : RegisterWithSubRegs<"x0", [W0, W1]>;
    def X1 : RegisterWithSubRegs<"x1", [W2, W3]>;
  }
}
def GPR32 : RegisterClass<"Sr", [i32], 32, (add W0, W1, W2, W3)>;
def GPR64 : RegisterClass<"Sr", [i64], 64, (add X0, X1)>;

class SrInst<dag outs, dag ins, list<dag> pat> : Instruction {
  let Namespace = "Sr";
  let OutOperandList = outs;
  let InOperandList = ins;
  let Pattern = pat;
}
def ADD32 : SrInst<(outs GPR32:$d), (ins GPR32:$a, GPR32:$b),
                   [(set GPR32:$d, (add GPR32:$a, GPR32:$b))]>;
def MUL64 : SrInst<(outs GPR64:$d), (ins GPR64:$a, GPR64:$b), []>;
def NEG64 : SrInst<(outs GPR64:$d), (ins GPR64:$a), []>;
def SrInstrInfo : InstrInfo;
def Sr : Target { let InstructionSet = SrInstrInfo; }

def : Pat<(i32 (trunc GPR64:$a)), (EXTRACT_SUBREG GPR64:$a, lo)>;
def : Pat<(i32 (trunc (mul GPR64:$a, GPR64:$b))),
          (EXTRACT_SUBREG (MUL64 GPR64:$a, (NEG64 GPR64:$b)), lo)>;
def : Pat<(i32 (sub GPR32:$a, (trunc GPR64:$b))),
          (ADD32 GPR32:$a, (EXTRACT_SUBREG (NEG64 GPR64:$b), hi))>;
def : Pat<(i64 (anyext GPR32:$a)),
          (INSERT_SUBREG (i64 (IMPLICIT_DEF)), GPR32:$a, lo)>;
def : Pat<(i64 (zext GPR32:$a)), (SUBREG_TO_REG (i64 0), GPR32:$a, lo)>;
def : Pat<(i64 (sext GPR32:$a)), (REG_SEQUENCE GPR64, GPR32:$a, lo, GPR32:$a, hi)>;

// CHECK:      GIR_AddTempSubRegister, /*InsnID*/1, /*TempRegID*/1, /*TempRegFlags*/GIMT_Encode2(0), GIMT_Encode2(hi),
// CHECK-NEXT: GIR_ConstrainOperandRC, /*InsnID*/1, /*Op*/0, GIMT_Encode2(Sr::GPR32RegClassID),
// CHECK-NEXT: GIR_ConstrainOperandRC, /*InsnID*/1, /*Op*/1, GIMT_Encode2(Sr::GPR64RegClassID),
// CHECK:      GIR_BuildRootMI, /*Opcode*/GIMT_Encode2(TargetOpcode::INSERT_SUBREG),
// CHECK:      GIR_ConstrainOperandRC, /*InsnID*/0, /*Op*/0, GIMT_Encode2(Sr::GPR64RegClassID),
// CHECK-NEXT: GIR_ConstrainOperandRC, /*InsnID*/0, /*Op*/1, GIMT_Encode2(Sr::GPR64RegClassID),
// CHECK-NEXT: GIR_ConstrainOperandRC, /*InsnID*/0, /*Op*/2, GIMT_Encode2(Sr::GPR32RegClassID),
// CHECK:      GIR_AddTempSubRegister, /*InsnID*/0, /*TempRegID*/0, /*TempRegFlags*/GIMT_Encode2(0), GIMT_Encode2(lo),
// CHECK:      GIR_CopySubReg, /*NewInsnID*/0, /*OldInsnID*/0, /*OpIdx*/1, /*SubRegIdx*/GIMT_Encode2(2), // a
// CHECK-NEXT: GIR_ConstrainOperandRC, /*InsnID*/0, /*Op*/0, GIMT_Encode2(Sr::GPR32RegClassID),
// CHECK-NEXT: GIR_ConstrainOperandRC, /*InsnID*/0, /*Op*/1, GIMT_Encode2(Sr::GPR64RegClassID),
// CHECK:      GIR_BuildRootMI, /*Opcode*/GIMT_Encode2(TargetOpcode::REG_SEQUENCE),
// CHECK:      GIR_AddImm8, /*InsnID*/0, /*SubRegIndex*/2,
// CHECK:      GIR_AddImm8, /*InsnID*/0, /*SubRegIndex*/1,
// CHECK-NEXT: GIR_ConstrainOperandRC, /*InsnID*/0, /*Op*/0, GIMT_Encode2(Sr::GPR64RegClassID),
// CHECK-NEXT: GIR_ConstrainOperandRC, /*InsnID*/0, /*Op*/1, GIMT_Encode2(Sr::GPR32RegClassID),
// CHECK-NEXT: GIR_ConstrainOperandRC, /*InsnID*/0, /*Op*/3, GIMT_Encode2(Sr::GPR32RegClassID),
// CHECK:      GIR_BuildRootMI, /*Opcode*/GIMT_Encode2(TargetOpcode::SUBREG_TO_REG),
// CHECK:      GIR_ConstrainOperandRC, /*InsnID*/0, /*Op*/0, GIMT_Encode2(Sr::GPR64RegClassID),
// CHECK-NEXT: GIR_ConstrainOperandRC, /*InsnID*/0, /*Op*/2, GIMT_Encode2(Sr::GPR32RegClassID),
