// RUN: not %tblgen -gen-asm-matcher -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-asm-matcher -I /usr/include/llvm-22 -I %S/Inputs
//
// A TokenAlias from a token to itself.

include "am.td"

def ADD : AmInst<(outs), (ins), "add">;
def : TokenAlias<"x", "x">;
def AmtAsmParser : AsmParser;
def Amt : Target { let InstructionSet = AmtInstrInfo; let AssemblyParsers = [AmtAsmParser]; }

// CHECK: err-token-alias.td:[[@LINE-4]]:1: error: error: Destination value identical to source value.
