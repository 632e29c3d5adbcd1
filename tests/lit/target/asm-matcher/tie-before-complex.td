// RUN: %tblgen -gen-asm-matcher -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-asm-matcher -I /usr/include/llvm-22 -I %S/Inputs
//
// An operand tied to the first sub-operand of a complex operand matched per
// sub-operand, written before it: it takes the name of the complex
// operand, whose sub-operands are then read from the first parsed operand
// of that name on (the tied one first), as llvm-tblgen does.

include "am.td"

def MemOp : Operand<i32> { let MIOperandInfo = (ops GPR:$base, i32imm:$off); }
def LDU : AmInst<(outs MemOp:$m), (ins GPR:$s), "ldu $s, $m"> { let Constraints = "$m.base = $s"; }
def AmtAsmParser : AsmParser;
def Amt : Target { let InstructionSet = AmtInstrInfo; let AssemblyParsers = [AmtAsmParser]; }

// CHECK: { 0 /* ldu */, Amt::LDU, Convert__Reg1_0__Reg1_1__Tie0_1_1, AMFBS_None, { MCK_GPR, MCK_GPR, MCK_Imm }, },
