// A small variable-length target: Inst is a dag.
include "llvm/Target/Target.td"

class VReg<string n, bits<16> enc> : Register<n> {
  let Namespace = "VL";
  let HWEncoding = enc;
}
def R0 : VReg<"r0", 0>;
def R1 : VReg<"r1", 1>;
def GPR : RegisterClass<"VL", [i32], 32, (add R0, R1)>;

class VInst<dag o, dag i> : Instruction {
  let Namespace = "VL";
  let OutOperandList = o;
  let InOperandList = i;
  let AsmString = "";
  dag Inst;
}
def VLInstrInfo : InstrInfo;
def VL : Target { let InstructionSet = VLInstrInfo; }
