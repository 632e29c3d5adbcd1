// A small target for the -gen-emitter and -gen-disassembler tests: eight
// registers, a few operand kinds (immediates, a custom encoder, a complex
// memory operand) and an instruction format helper.
include "llvm/Target/Target.td"

class EReg<string n, bits<16> enc> : Register<n> {
  let Namespace = "Enc";
  let HWEncoding = enc;
}
foreach I = 0-7 in
  def R#I : EReg<"r"#I, I>;
def GPR : RegisterClass<"Enc", [i32], 32, (sequence "R%u", 0, 7)>;

def simm8 : Operand<i32>;
def uimm16 : Operand<i32> { let EncoderMethod = "encodeUImm16"; }
def brtarget : Operand<OtherVT> {
  let EncoderMethod = "encodeBranch";
  let DecoderMethod = "decodeBranch";
}
def memri : Operand<i32> {
  let MIOperandInfo = (ops GPR:$base, simm8:$off);
}
def memenc : Operand<i32> {
  let MIOperandInfo = (ops GPR, simm8);
  let EncoderMethod = "encodeMem";
}

class EInst<dag o, dag i, string asm> : Instruction {
  let Namespace = "Enc";
  let OutOperandList = o;
  let InOperandList = i;
  let AsmString = asm;
  let Size = 4;
  bits<32> Inst;
  bits<32> SoftFail = 0;
}
