// RUN: not %tblgen -gen-asm-matcher -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-asm-matcher -I /usr/include/llvm-22 -I %S/Inputs
//
// MnemonicAlias predicates must be assembler predicates.

include "am.td"

def ADD : AmInst<(outs), (ins), "add">;
def : MnemonicAlias<"plus", "add"> { let Predicates = [NotAsm]; }
def AmtAsmParser : AsmParser;
def Amt : Target { let InstructionSet = AmtInstrInfo; let AssemblyParsers = [AmtAsmParser]; }

// CHECK: err-alias-predicate.td:[[@LINE-4]]:1: error: Predicate 'NotAsm' is not marked as an AssemblerPredicate!
