// RUN: %tblgen -gen-asm-matcher -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-asm-matcher -I /usr/include/llvm-22 -I %S/Inputs
//
// A RegClassByHwMode def that is also an Operand is matched as an operand:
// by its ParserMatchClass (Imm here), not as a class by HwMode. Its own
// class-by-HwMode match class still exists.

include "am.td"

def ModeB : HwMode<[]>;
def AddrRC : RegClassByHwMode<[DefaultMode, ModeB], [GPR, LOW]>, Operand<i32>;
def ST : AmInst<(outs), (ins GPR:$v, AddrRC:$p), "st $v, $p">;
def AmtAsmParser : AsmParser;
def Amt : Target { let InstructionSet = AmtInstrInfo; let AssemblyParsers = [AmtAsmParser]; }

// CHECK:      enum InstructionConversionKind {
// CHECK-NEXT:   Convert__Reg1_0__Imm1_1,
// CHECK:        MCK_RegByHwMode_AddrRC, // register class by hwmode
// CHECK:        { 0 /* st */, Amt::ST, Convert__Reg1_0__Imm1_1, AMFBS_None, { MCK_GPR, MCK_Imm }, },
