// RUN: not %tblgen -gen-asm-matcher -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
//
// A tie to an operand that follows a complex operand matched whole: the
// tie names a MachineInstr operand the result operands do not index that
// way. llvm-tblgen 22 reads past its list of result operands and writes
// whatever it finds there (so this test has no DIFF line); tblgen reports
// it (docs/known-differences.md).

include "am.td"

def MemAsm : AsmOperandClass { let Name = "Mem"; }
def MemOp : Operand<i32> { let MIOperandInfo = (ops GPR, i32imm); let ParserMatchClass = MemAsm; }
// CHECK: [[@LINE+1]]:5: error: operand 's' is tied to MachineInstr operand 2, which a complex operand before it renders as part of one result operand; the asm matcher cannot build this tie
def LDU : AmInst<(outs MemOp:$m, GPR:$d), (ins GPR:$s), "ldu $m, $d, $s"> { let Constraints = "$s = $d"; }
def AmtAsmParser : AsmParser;
def Amt : Target { let InstructionSet = AmtInstrInfo; let AssemblyParsers = [AmtAsmParser]; }
