// A minimal target for the register info tests: Target.td and a Target def.
include "llvm/Target/Target.td"
def MyInstrInfo : InstrInfo;
def My : Target { let InstructionSet = MyInstrInfo; }
