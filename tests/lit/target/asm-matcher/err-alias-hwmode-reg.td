// RUN: not %tblgen -gen-asm-matcher -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-asm-matcher -I /usr/include/llvm-22 -I %S/Inputs
//
// A fixed register for an operand whose class the hardware mode picks
// (here through a RegisterOperand) cannot be checked.

include "am.td"

def Mode64 : HwMode<[]>;
def PtrRC : RegClassByHwMode<[DefaultMode, Mode64], [GPR, ALL]>;
def PtrOp : RegisterOperand<PtrRC>;
def LD : AmInst<(outs GPR:$d), (ins PtrOp:$p), "ld $d, $p">;
def AmtAsmParser : AsmParser;
def Amt : Target { let InstructionSet = AmtInstrInfo; let AssemblyParsers = [AmtAsmParser]; }

// CHECK: [[@LINE+3]]:1: error: cannot resolve HwMode for PtrRC
// CHECK: [[@LINE-7]]:5: note: PtrRC defined here
// CHECK-NOT: error
def : InstAlias<"l0 $d", (LD GPR:$d, R1)>;
