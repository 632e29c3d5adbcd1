// RUN: %tblgen -gen-asm-matcher -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-asm-matcher -I /usr/include/llvm-22 -I %S/Inputs
//
// AsmOperandClass trees: subclasses sort before their super classes
// (deeper first, then by name), unrelated trees by their roots' names;
// isSubclass packs the transitive super-class bits; diagnostic types and
// strings give the diagnostic enum, getMatchKindDiag and near-match
// returns.

include "am.td"

def Imm16Op : AsmOperandClass { let Name = "Imm16"; let SuperClasses = [ImmAsmOperand]; }
def Imm8Op : AsmOperandClass {
  let Name = "Imm8"; let SuperClasses = [Imm16Op]; let DiagnosticType = "InvalidImm8";
}
def Imm4Op : AsmOperandClass {
  let Name = "Imm4"; let SuperClasses = [Imm8Op]; let DiagnosticString = "expected 4 bits";
  let PredicateMethod = "isUImm4"; let RenderMethod = "addUImmOperands";
}
def ShiftOp : AsmOperandClass { let Name = "Shift"; }
def imm16 : Operand<i32> { let ParserMatchClass = Imm16Op; }
def imm8 : Operand<i32> { let ParserMatchClass = Imm8Op; }
def imm4 : Operand<i32> { let ParserMatchClass = Imm4Op; }
def shamt : Operand<i32> { let ParserMatchClass = ShiftOp; }

def MOVI : AmInst<(outs GPR:$d), (ins i32imm:$i), "mov $d, $i">;
def MOVI16 : AmInst<(outs GPR:$d), (ins imm16:$i), "mov $d, $i">;
def MOVI8 : AmInst<(outs GPR:$d), (ins imm8:$i), "mov $d, $i">;
def MOVI4 : AmInst<(outs GPR:$d), (ins imm4:$i), "mov $d, $i">;
def SHL : AmInst<(outs GPR:$d), (ins GPR:$a, shamt:$s), "shl $d, $a, $s">;
def AmtAsmParser : AsmParser;
def Amt : Target { let InstructionSet = AmtInstrInfo; let AssemblyParsers = [AmtAsmParser]; }

// CHECK:       Match_Imm4,
// CHECK-NEXT:  Match_InvalidImm8,
// CHECK-NEXT:  END_OPERAND_DIAGNOSTIC_TYPES
// CHECK:         MCK_Imm4, // user defined class 'Imm4Op'
// CHECK-NEXT:    MCK_Imm8, // user defined class 'Imm8Op'
// CHECK-NEXT:    MCK_Imm16, // user defined class 'Imm16Op'
// CHECK-NEXT:    MCK_Imm, // user defined class 'ImmAsmOperand'
// CHECK-NEXT:    MCK_Shift, // user defined class 'ShiftOp'
// CHECK:       return "expected 4 bits";
// CHECK:       DiagnosticPredicate DP(Operand.isUImm4());
// CHECK:       static const MatchEntry MatchTable0[] = {
// CHECK-NEXT:    Amt::MOVI4,
// CHECK-NEXT:    Amt::MOVI8,
// CHECK-NEXT:    Amt::MOVI16,
// CHECK-NEXT:    Amt::MOVI,
