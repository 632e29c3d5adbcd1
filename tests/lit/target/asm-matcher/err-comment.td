// RUN: not %tblgen -gen-asm-matcher -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-asm-matcher -I /usr/include/llvm-22 -I %S/Inputs
//
// An asm string holding the variant's comment delimiter.

include "am.td"

def LD : AmInst<(outs GPR:$d), (ins), "ld $d @ x">;
def V0 : AsmParserVariant { let CommentDelimiter = "@"; }
def AmtAsmParser : AsmParser;
def Amt : Target { let InstructionSet = AmtInstrInfo; let AssemblyParsers = [AmtAsmParser];
                   let AssemblyParserVariants = [V0]; }

// CHECK: err-comment.td:[[@LINE-6]]:5: error: asmstring for instruction has comment character in it, mark it isCodeGenOnly
