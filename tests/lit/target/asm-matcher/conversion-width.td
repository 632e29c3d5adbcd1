// RUN: %tblgen -gen-asm-matcher -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// RUN: %tblgen -gen-asm-matcher -DCUSTOM -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s --check-prefix=CUSTOM
// DIFF: -gen-asm-matcher -I /usr/include/llvm-22 -I %S/Inputs
//
// The conversion table is as wide as its longest row, 2 at least (a row
// of no operand is its terminator alone). A custom converter's row has
// three entries: the table is 3 wide then (llvm-tblgen 22 writes 2, too
// narrow for the row: docs/known-differences.md).

include "am.td"

def NOP : AmInst<(outs), (ins), "nop">;
#ifdef CUSTOM
def CNOP : AmInst<(outs), (ins), "cnop"> { let AsmMatchConverter = "convertCNop"; }
#endif
def AmtAsmParser : AsmParser;
def Amt : Target { let InstructionSet = AmtInstrInfo; let AssemblyParsers = [AmtAsmParser]; }
// CHECK: static const uint8_t ConversionTable[CVT_NUM_SIGNATURES][2] = {
// CUSTOM: static const uint8_t ConversionTable[CVT_NUM_SIGNATURES][3] = {
// CUSTOM: { CVT_convertCNop, 0, CVT_Done },
