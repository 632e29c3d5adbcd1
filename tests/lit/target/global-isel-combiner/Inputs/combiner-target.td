// A minimal target for combiner tests: Target.td and the generic combine
// rules of Combine.td.
include "llvm/Target/Target.td"
include "llvm/Target/GlobalISel/Combine.td"

def MyTargetISA : InstrInfo;
def MyTarget : Target { let InstructionSet = MyTargetISA; }
