// A minimal target for the register bank tests: Target.td, a Target def
// and eight 32-bit registers R0-R7 and four 64-bit ones D0-D3.
include "llvm/Target/Target.td"
def MyInstrInfo : InstrInfo;
def My : Target { let InstructionSet = MyInstrInfo; }
let Namespace = "My" in {
foreach I = 0-7 in def R#I : Register<"r"#I>;
foreach I = 0-3 in def D#I : Register<"d"#I>;
}
