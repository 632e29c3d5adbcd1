// RUN: %tblgen -gen-asm-matcher -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-asm-matcher -I /usr/include/llvm-22 -I %S/Inputs
//
// A target without parser variants matches nothing: the tables are empty
// and the variant switch has its default case only.

include "am.td"

def ADD : AmInst<(outs GPR:$d), (ins GPR:$a), "add $d, $a">;
def AmtAsmParser : AsmParser;
def Amt : Target { let InstructionSet = AmtInstrInfo; let AssemblyParsers = [AmtAsmParser];
                   let AssemblyParserVariants = []; }

// CHECK:      static const char MnemonicTable[] =
// CHECK-NEXT:     "";
// CHECK:          uint8_t Classes[0];
// CHECK:        switch (VariantID) {
// CHECK-NEXT:   default: llvm_unreachable("invalid variant!");
// CHECK-NEXT:   }
