// RUN: %tblgen -gen-asm-matcher -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-asm-matcher -I /usr/include/llvm-22 -I %S/Inputs
//
// AsmMatchConverter: the instruction's operands are converted by a custom
// function (one converter kind and one signature per function, shared by
// the instructions using it); such an instruction may name an operand
// twice. Unnamed result operands render as immediate 0.

include "am.td"

def CPY : AmInst<(outs GPR:$d), (ins GPR:$a), "cpy $d, $a, $a"> { let AsmMatchConverter = "cvtCpy"; }
def CPY2 : AmInst<(outs GPR:$d), (ins GPR:$a), "cpy2 $d, $a"> { let AsmMatchConverter = "cvtCpy"; }
def SWP : AmInst<(outs GPR:$d, GPR:$e), (ins GPR:$a), "swp $d, $a">;
def AmtAsmParser : AsmParser { let AsmParserClassName = "Parser"; }
def Amt : Target { let InstructionSet = AmtInstrInfo; let AssemblyParsers = [AmtAsmParser]; }

// CHECK:         CVT_cvtCpy,
// CHECK:         ConvertCustom_cvtCpy,
// CHECK:         Convert__Reg1_0__imm_95_0__Reg1_1,
// CHECK:         { CVT_cvtCpy, 0, CVT_Done },
// CHECK:       case CVT_cvtCpy:
// CHECK-NEXT:    cvtCpy(Inst, Operands);
// CHECK:       void AmtParser::
