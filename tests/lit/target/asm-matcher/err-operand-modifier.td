// RUN: not %tblgen -gen-asm-matcher -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-asm-matcher -I /usr/include/llvm-22 -I %S/Inputs
//
// Operand modifiers are for the printer; the matcher refuses them.

include "am.td"

def LD : AmInst<(outs GPR:$d), (ins), "ld ${d:lo}">;
def AmtAsmParser : AsmParser;
def Amt : Target { let InstructionSet = AmtInstrInfo; let AssemblyParsers = [AmtAsmParser]; }

// CHECK: err-operand-modifier.td:[[@LINE-4]]:5: error: matchable with operand modifier '${d:lo}' not supported by asm matcher.  Mark isCodeGenOnly!
