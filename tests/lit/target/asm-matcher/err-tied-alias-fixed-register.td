// RUN: not %tblgen -gen-asm-matcher -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
//
// An alias giving a fixed register for an operand that another operand of
// another class is tied to: llvm-tblgen 22 takes the register record's
// address for an asm operand number, so its output changes from run to run
// (this test has no DIFF line); tblgen reports it
// (docs/known-differences.md).

include "am.td"

def LOWOp : RegisterOperand<LOW>;
def INC : AmInst<(outs GPR:$d), (ins LOWOp:$s), "inc $d, $s"> { let Constraints = "$s = $d"; }
// CHECK: [[@LINE+1]]:1: error: operand 's' is tied to an operand of another class that the alias does not take from the asm string
def : InstAlias<"inc1", (INC R1, R1)>;
def AmtAsmParser : AsmParser;
def Amt : Target { let InstructionSet = AmtInstrInfo; let AssemblyParsers = [AmtAsmParser]; }
