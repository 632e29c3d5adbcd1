// RUN: not %tblgen -gen-asm-matcher -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
//
// Not a difference test: llvm-tblgen matches InstAlias definitions, which
// tblgen does not implement yet; it says so at the alias instead of writing
// a matcher without it.

include "am.td"

def ADD : AmInst<(outs GPR:$d), (ins GPR:$a), "add $d, $a">;
def : InstAlias<"mov $d, $a", (ADD GPR:$d, GPR:$a)>;
def AmtAsmParser : AsmParser;
def Amt : Target { let InstructionSet = AmtInstrInfo; let AssemblyParsers = [AmtAsmParser]; }

// CHECK: err-inst-alias.td:[[@LINE-4]]:1: error: -gen-asm-matcher: InstAlias not implemented yet
