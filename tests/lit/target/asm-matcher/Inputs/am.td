// A small target for the asm-matcher tests: general registers with a
// low subset, a stack pointer, two features with assembler predicates and
// an instruction class. Each test adds its own instructions, aliases and
// operand classes, then the AsmParser and the Target.
include "llvm/Target/Target.td"

def FeatA : SubtargetFeature<"a", "HasA", "true", "Feature A">;
def FeatB : SubtargetFeature<"b", "HasB", "true", "Feature B">;
def HasA : Predicate<"Subtarget->hasA()">, AssemblerPredicate<(all_of FeatA), "a">;
def HasB : Predicate<"Subtarget->hasB()">,
           AssemblerPredicate<(any_of FeatA, (not FeatB)), "b">;
def NotAsm : Predicate<"Subtarget->isFast()">;

let Namespace = "Amt" in {
def R0 : Register<"r0">;
def R1 : Register<"r1">;
def R2 : Register<"r2">;
def R3 : Register<"r3">;
def SP : Register<"sp">;
def FLAGS : Register<"">;
}
def GPR : RegisterClass<"Amt", [i32], 32, (add R0, R1, R2, R3)>;
def LOW : RegisterClass<"Amt", [i32], 32, (add R0, R1)>;
def ALL : RegisterClass<"Amt", [i32], 32, (add GPR, SP)>;
def CCR : RegisterClass<"Amt", [i32], 32, (add FLAGS)>;

class AmInst<dag o, dag i, string asm> : Instruction {
  let Namespace = "Amt";
  let OutOperandList = o;
  let InOperandList = i;
  let AsmString = asm;
  let Size = 4;
}

def AmtInstrInfo : InstrInfo;
