// RUN: %tblgen -gen-pseudo-lowering -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-pseudo-lowering -I /usr/include/llvm-22 -I %S/Inputs
//
// Operands passed through by name, a register and immediates (an int, a
// negative int printed as uint64_t, a bits value) in the result.

include "toy.td"

def PADD : ToyPseudo<(outs GPR:$d), (ins GPR:$x), (ADD GPR:$d, GPR:$x, R1)>;
def PADDI : ToyPseudo<(outs GPR:$d), (ins GPR:$x), (ADDI GPR:$d, GPR:$x, 42)>;
def PNEG : ToyPseudo<(outs GPR:$d), (ins GPR:$x), (ADDI GPR:$d, GPR:$x, -5)>;
def PBITS : ToyPseudo<(outs GPR:$d), (ins), (ADDI GPR:$d, R0, {1,0,1})>;
// Swapped: the result's operands need not follow the pseudo's order.
def PSWAP : ToyPseudo<(outs GPR:$d), (ins GPR:$x, GPR:$y), (ADD GPR:$d, GPR:$y, GPR:$x)>;

// CHECK:      bool ToyAsmPrinter::
// CHECK-NEXT: lowerPseudoInstExpansion(const MachineInstr *MI, MCInst &Inst) {
// CHECK-NEXT:   Inst.clear();
// CHECK-NEXT:   switch (MI->getOpcode()) {
// CHECK-NEXT:   default: return false;
// CHECK-NEXT:   case Toy::PADD: {
// CHECK-NEXT:     MCOperand MCOp;
// CHECK-NEXT:     Inst.setOpcode(Toy::ADD);
// CHECK-NEXT:     // Operand: dst
// CHECK-NEXT:     lowerOperand(MI->getOperand(0), MCOp);
// CHECK-NEXT:     Inst.addOperand(MCOp);
// CHECK:          // Operand: b
// CHECK-NEXT:     Inst.addOperand(MCOperand::createReg(Toy::R1));
// CHECK:        case Toy::PADDI: {
// CHECK:          Inst.addOperand(MCOperand::createImm(42));
// CHECK:        case Toy::PBITS: {
// CHECK:          Inst.addOperand(MCOperand::createImm(5));
// CHECK:        case Toy::PNEG: {
// CHECK:          Inst.addOperand(MCOperand::createImm(18446744073709551611));
// CHECK:        case Toy::PSWAP: {
// CHECK:          // Operand: a
// CHECK-NEXT:     lowerOperand(MI->getOperand(2), MCOp);
// CHECK:          // Operand: b
// CHECK-NEXT:     lowerOperand(MI->getOperand(1), MCOp);
// CHECK:        return true;
// CHECK-NEXT: }
