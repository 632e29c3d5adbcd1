// RUN: %tblgen -gen-asm-matcher -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-asm-matcher -I /usr/include/llvm-22 -I %S/Inputs
//
// Register classes as operands: one class per distinct member set, smaller
// sets first, super classes all the strict supersets; a register written in
// the asm string ("sp") is a singleton register class; a RegisterOperand
// uses its register class; a class with a diagnostic type gets a case in
// getDiagKindFromRegisterClass.

include "am.td"

def OVL : RegisterClass<"Amt", [i32], 32, (add R1, R2)> { let DiagnosticType = "InvalidOvl"; }
def GPROp : RegisterOperand<GPR, "printGPR">;

def ADD : AmInst<(outs GPROp:$d), (ins GPR:$a, GPR:$b), "add $d, $a, $b">;
def ADDL : AmInst<(outs LOW:$d), (ins LOW:$a, LOW:$b), "add $d, $a, $b">;
def ADDO : AmInst<(outs OVL:$d), (ins OVL:$a), "addo $d, $a">;
def PUSH : AmInst<(outs), (ins ALL:$r), "push $r">;
def POPSP : AmInst<(outs), (ins), "pop sp">;
def RDF : AmInst<(outs CCR:$f), (ins), "rdf $f">;
def AmtAsmParser : AsmParser;
def Amt : Target { let InstructionSet = AmtInstrInfo; let AssemblyParsers = [AmtAsmParser]; }

// CHECK:         MCK_SP, // register class 'SP'
// CHECK:         MCK_LAST_REGISTER = MCK_ALL,
// CHECK:       case MCK_OVL:
// CHECK-NEXT:    return AmtAsmParser::Match_InvalidOvl;
// CHECK:       static const MatchEntry MatchTable0[] = {
// CHECK-NEXT:    Amt::ADDL,
// CHECK-NEXT:    Amt::ADD,
// CHECK:         Amt::POPSP, Convert_NoOperands, AMFBS_None, { MCK_SP }, },
