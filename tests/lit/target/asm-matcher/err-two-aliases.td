// RUN: not %tblgen -gen-asm-matcher -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-asm-matcher -I /usr/include/llvm-22 -I %S/Inputs
//
// Two unconditional MnemonicAliases from one mnemonic to different ones.

include "am.td"

def ADD : AmInst<(outs), (ins), "add">;
def SUB : AmInst<(outs), (ins), "sub">;
def : MnemonicAlias<"op", "add">;
def : MnemonicAlias<"op", "sub">;
def AmtAsmParser : AsmParser;
def Amt : Target { let InstructionSet = AmtInstrInfo; let AssemblyParsers = [AmtAsmParser]; }

// CHECK: err-two-aliases.td:[[@LINE-5]]:1: error: two different MnemonicAliases with the same 'from' mnemonic!
// CHECK: err-two-aliases.td:[[@LINE-5]]:1: error: this is the other MnemonicAlias.
