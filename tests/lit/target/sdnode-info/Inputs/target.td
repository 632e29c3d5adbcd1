// A minimal target for the -gen-sd-node-info tests: llvm-tblgen needs one
// Target (its name makes the default node namespace "ToyISD" and prefixes
// the tables); registers are not needed.
include "llvm/Target/Target.td"

def ToyInstrInfo : InstrInfo;
def Toy : Target { let InstructionSet = ToyInstrInfo; }
