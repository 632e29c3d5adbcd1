// RUN: not %tblgen -gen-asm-matcher -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
//
// An operand reference "${" without its closing brace. llvm-tblgen 22 loops
// forever on it (so this test has no DIFF line); tblgen reports it
// (docs/known-differences.md).

include "am.td"

// CHECK: [[@LINE+1]]:5: error: asm string 'add $d, ${a' has a '${' without a closing '}'
def ADD : AmInst<(outs GPR:$d), (ins GPR:$a), "add $d, ${a">;
def AmtAsmParser : AsmParser;
def Amt : Target { let InstructionSet = AmtInstrInfo; let AssemblyParsers = [AmtAsmParser]; }
