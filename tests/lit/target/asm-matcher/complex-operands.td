// RUN: %tblgen -gen-asm-matcher -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-asm-matcher -I /usr/include/llvm-22 -I %S/Inputs
//
// Operands with sub-operands: with the default Imm match class each
// sub-operand is a parsed operand of its own class; with a match class of
// its own the operand is parsed once and rendered into all its MCInst
// operands.

include "am.td"

def MemAsmOperand : AsmOperandClass { let Name = "Mem"; }
def memri : Operand<i32> { let MIOperandInfo = (ops GPR, i32imm); }
def memop : Operand<i32> {
  let MIOperandInfo = (ops GPR, i32imm);
  let ParserMatchClass = MemAsmOperand;
}
def LD : AmInst<(outs GPR:$d), (ins memri:$a), "ld $d, [$a]">;
def LDM : AmInst<(outs GPR:$d), (ins memop:$a), "ldm $d, $a">;
def ST : AmInst<(outs), (ins GPR:$v, memri:$a), "st $v, $a">;
def AmtAsmParser : AsmParser;
def Amt : Target { let InstructionSet = AmtInstrInfo; let AssemblyParsers = [AmtAsmParser]; }

// CHECK:       Convert__Reg1_0__Reg1_2__Imm1_3,
// CHECK:       Convert__Reg1_0__Mem2_1,
// CHECK:         static_cast<AmtOperand &>(*Operands[OpIdx]).addMemOperands(Inst, 2);
// CHECK:         NumMCOperands += 2;
// CHECK:         /* ld */, Amt::LD, Convert__Reg1_0__Reg1_2__Imm1_3, AMFBS_None, { MCK_GPR, MCK__91_, MCK_GPR, MCK_Imm, MCK__93_ }, },
