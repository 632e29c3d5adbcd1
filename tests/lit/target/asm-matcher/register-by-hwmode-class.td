// RUN: %tblgen -gen-asm-matcher -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-asm-matcher -I /usr/include/llvm-22 -I %S/Inputs
//
// LLVM 22's Target.td has no RegisterByHwMode: a register of a target's own
// class of that name is a fixed register like any other in an alias result.

include "am.td"

class RegisterByHwMode<string n> : Register<n> { let Namespace = "Amt"; }
def HR : RegisterByHwMode<"hr">;
def HRC : RegisterClass<"Amt", [i32], 32, (add HR, R0)>;
def ADD : AmInst<(outs GPR:$d), (ins GPR:$a, HRC:$b), "add $d, $a, $b">;
def : InstAlias<"addh $d, $a", (ADD GPR:$d, GPR:$a, HR)>;
def AmtAsmParser : AsmParser;
def Amt : Target { let InstructionSet = AmtInstrInfo; let AssemblyParsers = [AmtAsmParser]; }

// CHECK:      case CVT_regHR:
// CHECK-NEXT:   Inst.addOperand(MCOperand::createReg(Amt::HR));
// CHECK:      { 4 /* addh */, Amt::ADD, Convert__Reg1_0__Reg1_1__regHR, AMFBS_None, { MCK_GPR, MCK_GPR }, },
