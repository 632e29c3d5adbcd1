// A small target for the macro-fusion tests: a few instructions to name in
// predicates, a register, and a TIIPredicate.
include "llvm/Target/Target.td"

class FReg<string n> : Register<n> { let Namespace = "F"; }
def R0 : FReg<"r0">;
def R1 : FReg<"r1">;
def GPR : RegisterClass<"F", [i32], 32, (add R0, R1)>;

class FInst<dag o, dag i, string asm> : Instruction {
  let Namespace = "F";
  let OutOperandList = o;
  let InOperandList = i;
  let AsmString = asm;
}
def LUI : FInst<(outs GPR:$rd), (ins i32imm:$imm), "lui $rd, $imm">;
def ADDI : FInst<(outs GPR:$rd), (ins GPR:$rs1, i32imm:$imm), "addi $rd, $rs1, $imm">;
let isCommutable = 1 in
def ADD : FInst<(outs GPR:$rd), (ins GPR:$rs1, GPR:$rs2), "add $rd, $rs1, $rs2">;
def LD : FInst<(outs GPR:$rd), (ins GPR:$rs1, i32imm:$imm), "ld $rd, $imm($rs1)">;
def SLLI : FInst<(outs GPR:$rd), (ins GPR:$rs1, i32imm:$imm), "slli $rd, $rs1, $imm">;

def IsZeroReg : TIIPredicate<"isZeroReg", MCReturnStatement<CheckRegOperand<1, R0>>>;

def FInstrInfo : InstrInfo;
def F : Target { let InstructionSet = FInstrInfo; }
