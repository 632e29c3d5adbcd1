// RUN: %tblgen -gen-pseudo-lowering -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-pseudo-lowering -I /usr/include/llvm-22 -I %S/Inputs
//
// No expansion: the function only returns false.

include "toy.td"

// CHECK:      bool ToyAsmPrinter::
// CHECK-NEXT: lowerPseudoInstExpansion(const MachineInstr *MI, MCInst &Inst) {
// CHECK-NEXT:   return false;
// CHECK-NEXT: }
