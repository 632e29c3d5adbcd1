// RUN: %tblgen -gen-asm-matcher -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-asm-matcher -I /usr/include/llvm-22 -I %S/Inputs
//
// InstAlias matchables, whatever their EmitPriority (0 only keeps them out
// of the printer): operands bound by name (with the alias's own operand
// class), immediates and fixed registers rendered by the converter, tied
// operands of the result instruction, a complex operand spelled out per
// sub-operand, predicates, and UseInstAsmMatchConverter.

include "am.td"

def SImm8Op : AsmOperandClass { let Name = "SImm8"; let SuperClasses = [ImmAsmOperand]; }
def simm8 : Operand<i32> { let ParserMatchClass = SImm8Op; }
def memri : Operand<i32> { let MIOperandInfo = (ops GPR, i32imm); }

def ADDI : AmInst<(outs GPR:$d), (ins GPR:$a, i32imm:$i), "addi $d, $a, $i">;
def ADD : AmInst<(outs GPR:$d), (ins GPR:$a, GPR:$b), "add $d, $a, $b">;
def INC : AmInst<(outs GPR:$d), (ins GPR:$s, i32imm:$n), "inc $d, $n"> { let Constraints = "$s = $d"; }
def LD : AmInst<(outs GPR:$d), (ins memri:$m), "ld $d, $m">;
def CVT : AmInst<(outs GPR:$d), (ins GPR:$a), "cvt $d, $a"> { let AsmMatchConverter = "cvtCvt"; }

def : InstAlias<"mv $d, $a", (ADDI GPR:$d, GPR:$a, 0)>;
def : InstAlias<"li $d, $i", (ADDI GPR:$d, R0, simm8:$i), 0>;
def : InstAlias<"clr $d", (ADD GPR:$d, R0, R0), 2>;
def : InstAlias<"neg $d", (ADD GPR:$d, zero_reg, GPR:$d)>;
def : InstAlias<"inc1 $d", (INC GPR:$d, 1)> { let Predicates = [HasA]; }
def : InstAlias<"ldz $d, $b", (LD GPR:$d, (memri GPR:$b, 0))>;
def : InstAlias<"cvt2 $d, $a", (CVT GPR:$d, GPR:$a)> { let UseInstAsmMatchConverter = 0; }
def : InstAlias<"cvt3 $d, $a", (CVT GPR:$d, GPR:$a)>;
def AmtAsmParser : AsmParser;
def Amt : Target { let InstructionSet = AmtInstrInfo; let AssemblyParsers = [AmtAsmParser]; }

// CHECK:       Convert__Reg1_0__regR0__SImm81_1,
// CHECK:       case CVT_regR0:
// CHECK-NEXT:    Inst.addOperand(MCOperand::createReg(Amt::R0));
// CHECK:       case CVT_reg0:
// CHECK-NEXT:    Inst.addOperand(MCOperand::createReg(0));
// CHECK:         /* clr */, Amt::ADD, Convert__Reg1_0__regR0__regR0,
// CHECK:         /* cvt2 */, Amt::CVT, Convert__Reg1_0__Reg1_1,
// CHECK:         /* cvt3 */, Amt::CVT, ConvertCustom_cvtCvt,
// CHECK:         /* inc1 */, Amt::INC, Convert__Reg1_0__Tie0_1_1__imm_95_1, AMFBS_HasA,
// CHECK:         /* ldz */, Amt::LD, Convert__Reg1_0__Reg1_1__imm_95_0,
// CHECK:         /* li */, Amt::ADDI, Convert__Reg1_0__regR0__SImm81_1, AMFBS_None, { MCK_GPR, MCK_SImm8 }, },
