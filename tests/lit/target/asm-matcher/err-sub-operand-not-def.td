// RUN: not %tblgen -gen-asm-matcher -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
//
// A complex operand matched per sub-operand whose sub-operand is not a
// record has no match class. llvm-tblgen 22 crashes on it (so this test
// has no DIFF line); tblgen reports it (docs/known-differences.md).

include "am.td"

def MemOp : Operand<i32> { let MIOperandInfo = (ops GPR:$base, ?:$off); }
// CHECK: [[@LINE+1]]:5: error: sub-operand 1 of operand 'm' is not a record: its match class is unknown
def LDU : AmInst<(outs GPR:$d), (ins MemOp:$m), "ldu $d, $m">;
def AmtAsmParser : AsmParser;
def Amt : Target { let InstructionSet = AmtInstrInfo; let AssemblyParsers = [AmtAsmParser]; }
