// RUN: %tblgen -gen-pseudo-lowering -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-pseudo-lowering -I /usr/include/llvm-22 -I %S/Inputs
//
// Complex operands: passed whole (each MachineInstr operand mapped), given
// as a sub-dag of constants and named operands, or left partly unfilled
// (the unfilled slots read the pseudo's operand 0).

include "toy.td"

def PLDR : ToyPseudo<(outs GPR:$d), (ins memri:$m), (LDR GPR:$d, memri:$m, (pred 14, zero_reg))>;
def PLDRR : ToyPseudo<(outs GPR:$d), (ins memri:$m, GPR:$r),
                      (LDR GPR:$d, memri:$m, (pred 3, GPR:$r))>;
def PLDRZ : ToyPseudo<(outs GPR:$d), (ins memri:$m), (LDR GPR:$d, memri:$m, R0)>;
def PLDRI : ToyPseudo<(outs GPR:$d), (ins memri:$m), (LDR GPR:$d, memri:$m, 7)>;
// A string is no operand: it lowers to a zero immediate.
def PSTR : ToyPseudo<(outs GPR:$d), (ins GPR:$x), (ADDI GPR:$d, GPR:$x, "foo")>;

// CHECK:      case Toy::PLDR: {
// CHECK:        // Operand: addr
// CHECK-NEXT:   lowerOperand(MI->getOperand(1), MCOp);
// CHECK-NEXT:   Inst.addOperand(MCOp);
// CHECK-NEXT:   lowerOperand(MI->getOperand(2), MCOp);
// CHECK-NEXT:   Inst.addOperand(MCOp);
// CHECK-NEXT:   // Operand: p
// CHECK-NEXT:   Inst.addOperand(MCOperand::createImm(14));
// CHECK-NEXT:   Inst.addOperand(MCOperand::createReg(0));
// CHECK:      case Toy::PLDRI: {
// CHECK:        // Operand: p
// CHECK-NEXT:   Inst.addOperand(MCOperand::createImm(7));
// CHECK-NEXT:   lowerOperand(MI->getOperand(0), MCOp);
// CHECK:      case Toy::PLDRR: {
// CHECK:        // Operand: p
// CHECK-NEXT:   Inst.addOperand(MCOperand::createImm(3));
// CHECK-NEXT:   lowerOperand(MI->getOperand(3), MCOp);
// CHECK:      case Toy::PLDRZ: {
// CHECK:        // Operand: p
// CHECK-NEXT:   Inst.addOperand(MCOperand::createReg(Toy::R0));
// CHECK-NEXT:   lowerOperand(MI->getOperand(0), MCOp);
// CHECK:      case Toy::PSTR: {
// CHECK:        Inst.addOperand(MCOperand::createImm(0));
