// A small target for the -gen-global-isel tests: 32-bit and 64-bit
// integer classes, a sub-class, a floating-point class and a vector class.
include "llvm/Target/Target.td"

def R0 : Register<"r0">;
def R1 : Register<"r1">;
def R2 : Register<"r2">;
def D0 : Register<"d0">;
def D1 : Register<"d1">;
def F0 : Register<"f0">;
def F1 : Register<"f1">;
def V0 : Register<"v0">;

def GPR : RegisterClass<"Gi", [i32], 32, (add R0, R1, R2)>;
def GPRLow : RegisterClass<"Gi", [i32], 32, (add R0, R1)>;
def DPR : RegisterClass<"Gi", [i64], 64, (add D0, D1)>;
def FPR : RegisterClass<"Gi", [f32], 32, (add F0, F1)>;
def VPR : RegisterClass<"Gi", [v4i32, v2i64], 128, (add V0)>;

def GiInstrInfo : InstrInfo;
def Gi : Target { let InstructionSet = GiInstrInfo; }

def HasA : Predicate<"Subtarget->hasA()">;
def HasB : Predicate<"Subtarget->hasB()">;

class GiInst<dag outs, dag ins, list<dag> pat> : Instruction {
  let Namespace = "Gi";
  let OutOperandList = outs;
  let InOperandList = ins;
  let Pattern = pat;
}
