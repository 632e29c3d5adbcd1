// RUN: %tblgen -gen-instr-info -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-instr-info -I /usr/include/llvm-22 -I %S/Inputs
//
// Tied operands name the MachineInstr operand they are tied to (a
// sub-operand of a complex operand counts as its own operand);
// early-clobber outputs are marked.

include "toy-remap.td"

def TIE : ToyInst<(outs GPR:$dst, GPR:$wb), (ins GPR:$a, memri:$m), ""> {
  let Constraints = "$a = $dst,@earlyclobber $wb";
  let hasSideEffects = 0;
}
def TIE2 : ToyInst<(outs (memri $b, $o):$m), (ins GPR:$x), ""> {
  let Constraints = "$x = $o";
}

// CHECK: { -1, 0, MCOI::OPERAND_UNKNOWN, 0 }, { -1, 0, MCOI::OPERAND_UNKNOWN, MCOI_TIED_TO(0) }, { -1, 0, MCOI::OPERAND_UNKNOWN, 0 }, { -1, 0, MCOI::OPERAND_IMMEDIATE, 0 },
// CHECK: { -1, 0, MCOI::OPERAND_UNKNOWN, 0 }, { -1, 0, MCOI::OPERAND_UNKNOWN, MCOI_TIED_TO(0) },
// CHECK: { Toy::GPRRegClassID, 0, MCOI::OPERAND_REGISTER, 0 }, { Toy::GPRRegClassID, 0, MCOI::OPERAND_REGISTER, MCOI_EARLY_CLOBBER }, { Toy::GPRRegClassID, 0, MCOI::OPERAND_REGISTER, MCOI_TIED_TO(0) }, { Toy::GPRRegClassID, 0, MCOI::OPERAND_UNKNOWN, 0 }, { -1, 0, MCOI::OPERAND_UNKNOWN, 0 },
// CHECK: { Toy::GPRRegClassID, 0, MCOI::OPERAND_UNKNOWN, 0 }, { -1, 0, MCOI::OPERAND_UNKNOWN, 0 }, { Toy::GPRRegClassID, 0, MCOI::OPERAND_REGISTER, MCOI_TIED_TO(1) },
