// RUN: %tblgen -gen-asm-matcher -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-asm-matcher -I /usr/include/llvm-22 -I %S/Inputs
//
// TwoOperandAliasConstraint: a second matchable of the instruction without
// its source operand, which is read from the destination's place.

include "am.td"

def ADD : AmInst<(outs GPR:$d), (ins GPR:$a, GPR:$b), "add $d, $a, $b"> {
  let TwoOperandAliasConstraint = "$a = $d";
}
def SUB : AmInst<(outs GPR:$d), (ins GPR:$a, i32imm:$i), "sub $d, $a, $i"> {
  let TwoOperandAliasConstraint = " $a=$d ";
}
def AmtAsmParser : AsmParser;
def Amt : Target { let InstructionSet = AmtInstrInfo; let AssemblyParsers = [AmtAsmParser]; }

// CHECK:         /* add */, Amt::ADD, Convert__Reg1_0__Reg1_0__Reg1_1, AMFBS_None, { MCK_GPR, MCK_GPR }, },
// CHECK-NEXT:    /* add */, Amt::ADD, Convert__Reg1_0__Reg1_1__Reg1_2, AMFBS_None, { MCK_GPR, MCK_GPR, MCK_GPR }, },
// CHECK:         /* sub */, Amt::SUB, Convert__Reg1_0__Reg1_0__Imm1_1,
