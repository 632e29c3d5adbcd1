// A small target for the -gen-dag-isel tests: 32-bit, 64-bit, a
// sub-class of the 32-bit class, a 16-bit class and a floating-point class.
include "llvm/Target/Target.td"

def R0 : Register<"r0">;
def R1 : Register<"r1">;
def R2 : Register<"r2">;
def D0 : Register<"d0">;
def D1 : Register<"d1">;
def H0 : Register<"h0">;
def F0 : Register<"f0">;
def F1 : Register<"f1">;
def sub_lo : SubRegIndex<32>;

def GPR : RegisterClass<"Di", [i32], 32, (add R0, R1, R2)>;
def GPRLow : RegisterClass<"Di", [i32], 32, (add R0, R1)>;
def DPR : RegisterClass<"Di", [i64], 64, (add D0, D1)>;
def HPR : RegisterClass<"Di", [i16], 16, (add H0)>;
def FPR : RegisterClass<"Di", [f32, f64], 64, (add F0, F1)>;

def DiInstrInfo : InstrInfo;
def Di : Target { let InstructionSet = DiInstrInfo; }

def HasA : Predicate<"Subtarget->hasA()">;
def HasB : Predicate<"Subtarget->hasB()">;

class DiInst<dag outs, dag ins, list<dag> pat> : Instruction {
  let Namespace = "Di";
  let OutOperandList = outs;
  let InOperandList = ins;
  let Pattern = pat;
}
