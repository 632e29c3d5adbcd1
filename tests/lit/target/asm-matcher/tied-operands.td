// RUN: %tblgen -gen-asm-matcher -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-asm-matcher -I /usr/include/llvm-22 -I %S/Inputs
//
// Tied operands ($src = $dst): the tied result operand copies the earlier
// one (CVT_Tied with a TiedAsmOperandTable entry); an asm string naming the
// tied input is canonicalized to the output; an instruction naming one
// operand twice is left out.

include "am.td"

def INC : AmInst<(outs GPR:$d), (ins GPR:$s), "inc $d"> { let Constraints = "$s = $d"; }
def DEC : AmInst<(outs GPR:$d), (ins GPR:$s), "dec $s"> { let Constraints = "$s = $d"; }
def ADD2 : AmInst<(outs GPR:$d), (ins GPR:$s, GPR:$b), "add2 $d, $b"> { let Constraints = "$s = $d"; }
def TWICE : AmInst<(outs GPR:$d), (ins GPR:$a), "twice $d, $a, $a">;
def AmtAsmParser : AsmParser;
def Amt : Target { let InstructionSet = AmtInstrInfo; let AssemblyParsers = [AmtAsmParser]; }

// CHECK:       enum {
// CHECK-NEXT:    Tie0_1_1,
// CHECK:         /* Tie0_1_1 */ { 0, 1, 1 },
// CHECK:       Convert__Reg1_0__Tie0_1_1__Reg1_1,
// CHECK:       { CVT_95_Reg, 1, CVT_Tied, Tie0_1_1, CVT_95_Reg, 2, CVT_Done },
// CHECK:       static const MatchEntry MatchTable0[] = {
// CHECK-NOT:     TWICE
// CHECK:       };
