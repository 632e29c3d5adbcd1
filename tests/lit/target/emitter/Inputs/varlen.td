// A small variable-length target for the -gen-emitter tests: Inst is a dag.
include "llvm/Target/Target.td"

class VReg<string n, bits<16> enc> : Register<n> {
  let Namespace = "VL";
  let HWEncoding = enc;
}
def R0 : VReg<"r0", 0>;
def R1 : VReg<"r1", 1>;
def GPR : RegisterClass<"VL", [i32], 32, (add R0, R1)>;
def imm16 : Operand<i32> { let EncoderMethod = "encImm"; }
def memri : Operand<i32> { let MIOperandInfo = (ops GPR:$base, imm16:$off); }

class VInst<dag o, dag i> : Instruction {
  let Namespace = "VL";
  let OutOperandList = o;
  let InOperandList = i;
  let AsmString = "";
  dag Inst;
}
def MOV : VInst<(outs GPR:$dst), (ins GPR:$src)> {
  let Inst = (descend 0b0001, (operand "$dst", 4), (operand "$src", 4));
}
def VLInstrInfo : InstrInfo;
def VL : Target { let InstructionSet = VLInstrInfo; }
