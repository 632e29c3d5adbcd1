// RUN: %tblgen -gen-asm-matcher -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-asm-matcher -I /usr/include/llvm-22 -I %S/Inputs
//
// Register and immediate operands, one variant, no features: the register
// name matcher, the conversion table, the class enum and the match table
// sorted by mnemonic then operand classes.

include "am.td"

def ADD : AmInst<(outs GPR:$d), (ins GPR:$a, GPR:$b), "add $d, $a, $b">;
def ADDI : AmInst<(outs GPR:$d), (ins GPR:$a, i32imm:$i), "add $d, $a, $i">;
def NOP : AmInst<(outs), (ins), "nop">;
def CG : AmInst<(outs), (ins), "cg"> { let isCodeGenOnly = 1; }
def AmtAsmParser : AsmParser;
def Amt : Target { let InstructionSet = AmtInstrInfo; let AssemblyParsers = [AmtAsmParser]; }

// CHECK-LABEL: static MCRegister MatchRegisterName(StringRef Name) {
// CHECK:         return Amt::SP;	 // "sp"
// CHECK:       enum InstructionConversionKind {
// CHECK-NEXT:    Convert__Reg1_0__Reg1_1__Reg1_2,
// CHECK-NEXT:    Convert__Reg1_0__Reg1_1__Imm1_2,
// CHECK-NEXT:    Convert_NoOperands,
// CHECK:       static const MatchEntry MatchTable0[] = {
// CHECK-NEXT:    { 0 /* add */, Amt::ADD, Convert__Reg1_0__Reg1_1__Reg1_2, AMFBS_None, { MCK_GPR, MCK_GPR, MCK_GPR }, },
// CHECK-NEXT:    { 0 /* add */, Amt::ADDI, Convert__Reg1_0__Reg1_1__Imm1_2, AMFBS_None, { MCK_GPR, MCK_GPR, MCK_Imm }, },
// CHECK-NEXT:    { 4 /* nop */, Amt::NOP, Convert_NoOperands, AMFBS_None, {  }, },
// CHECK-NEXT:  };
