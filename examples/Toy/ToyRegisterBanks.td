//===- ToyRegisterBanks.td - Toy GlobalISel register banks ----*- tablegen -*-===//
//
// GlobalISel's banks: the general registers (and so their sub-classes) and
// the floating-point ones.
//
//===----------------------------------------------------------------------===//

def GPRRegBank : RegisterBank<"GPRB", [GPR]>;
def FPRRegBank : RegisterBank<"FPRB", [FPR]>;
