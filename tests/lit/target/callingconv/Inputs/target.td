// A minimal target for the -gen-callingconv tests: llvm-tblgen builds its
// target model (one Target, registers, at least one register class) before
// it writes any calling convention.
include "llvm/Target/Target.td"

let Namespace = "Toy" in {
  foreach I = 0-15 in
    def R#I : Register<"r"#I>;
  foreach I = 0-7 in
    def F#I : Register<"f"#I>;
  def SP : Register<"sp">;
}

def GPR : RegisterClass<"Toy", [i32], 32, (sequence "R%u", 0, 15)>;
def FPR : RegisterClass<"Toy", [f32, f64], 64, (sequence "F%u", 0, 7)>;

def ToyInstrInfo : InstrInfo;
def Toy : Target { let InstructionSet = ToyInstrInfo; }
