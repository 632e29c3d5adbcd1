// A small target named WebAssembly (which -gen-disassembler gives tables of
// its own): instructions with a 32-bit opcode, StackBased and IsCanonical.
include "llvm/Target/Target.td"

def R0 : Register<"r0">;
def GPR : RegisterClass<"WebAssembly", [i32], 32, (add R0)>;
def imm8 : Operand<i32> {
  let OperandType = "OPERAND_IMM8";
  let OperandNamespace = "WebAssembly";
}
def plain : Operand<i32>;

class WI<bits<32> inst, string asm, dag i, bit stack = 1> : Instruction {
  let Namespace = "WebAssembly";
  let OutOperandList = (outs);
  let InOperandList = i;
  let AsmString = asm;
  bits<32> Inst = inst;
  bit StackBased = stack;
  bit IsCanonical = 0;
}
def WebAssemblyInstrInfo : InstrInfo;
def WebAssembly : Target { let InstructionSet = WebAssemblyInstrInfo; }
