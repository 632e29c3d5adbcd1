// A small target for the -gen-instr-info tests: four registers, a complex
// memory operand, a predicate operand and a few real instructions. The
// standard pseudos with pointer operands are remapped to GPR, as LLVM 22
// requires of every target.
include "llvm/Target/Target.td"

class ToyReg<string n> : Register<n> { let Namespace = "Toy"; }
def R0 : ToyReg<"r0">;
def R1 : ToyReg<"r1">;
def R2 : ToyReg<"r2">;
def SP : ToyReg<"sp">;
def GPR : RegisterClass<"Toy", [i32], 32, (add R0, R1, R2, SP)>;

def memri : Operand<i32> { let MIOperandInfo = (ops GPR:$base, i32imm:$off); }
def pred : PredicateOperand<OtherVT, (ops i32imm, GPR), (ops (i32 14), zero_reg)>;

class ToyInst<dag o, dag i, string asm, list<dag> pat = []> : Instruction {
  let Pattern = pat;
  let Namespace = "Toy";
  let OutOperandList = o;
  let InOperandList = i;
  let AsmString = asm;
}

def ADD : ToyInst<(outs GPR:$dst), (ins GPR:$a, GPR:$b), "add $dst, $a, $b">;
def ADDI : ToyInst<(outs GPR:$dst), (ins GPR:$src, i32imm:$imm), "addi $dst, $src, $imm">;
def LDR : ToyInst<(outs GPR:$dst), (ins memri:$addr, pred:$p), "ldr $dst, $addr">;
def JMP : ToyInst<(outs), (ins GPR:$t, variable_ops), "jmp $t">;

def ToyInstrInfo : InstrInfo;
def Toy : Target { let InstructionSet = ToyInstrInfo; }
