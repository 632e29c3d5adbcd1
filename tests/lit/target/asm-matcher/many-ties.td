// RUN: %tblgen -gen-asm-matcher -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-asm-matcher -I /usr/include/llvm-22 -I %S/Inputs
//
// 256 distinct tied-operand combinations: llvm-tblgen writes them all,
// though the last no longer fits the uint8_t conversion table.

include "am.td"

foreach i = 0...15 in
  foreach j = 0...15 in
    def X#i#_#j : AmInst<(outs GPR:$d), (ins GPR:$s),
                         "x"#i#"_"#j#!foldl("", !listsplat(" a", i), acc, e, acc#e)#" $d"#
                         !foldl("", !listsplat(" b", j), acc, e, acc#e)#" $s"> {
      let Constraints = "$s = $d";
    }
def AmtAsmParser : AsmParser;
def Amt : Target { let InstructionSet = AmtInstrInfo; let AssemblyParsers = [AmtAsmParser]; }

// CHECK:      static const uint8_t TiedAsmOperandTable[][3] = {
// CHECK-NEXT:   /* Tie0_1_2 */ { 0, 1, 2 },
// CHECK:        /* Tie0_16_32 */ { 0, 16, 32 },
// CHECK-NEXT: };
