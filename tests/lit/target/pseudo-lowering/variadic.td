// RUN: %tblgen -gen-pseudo-lowering -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-pseudo-lowering -I /usr/include/llvm-22 -I %S/Inputs
//
// A variadic result copies the pseudo's operands past its fixed
// MachineInstr operands (here 3: a complex operand comes first).

include "toy.td"

def HasFoo : Predicate<"Subtarget->hasFoo()">;
def PJMP : ToyPseudo<(outs), (ins GPR:$t, variable_ops), (JMP GPR:$t)> { let Predicates = [HasFoo]; }
def PV : ToyPseudo<(outs), (ins memri:$m, GPR:$t, variable_ops), (JMP GPR:$t)>;

// CHECK:      case Toy::PJMP: {
// CHECK:        // variable_ops
// CHECK-NEXT:   for (unsigned i = 1, e = MI->getNumOperands(); i != e; ++i)
// CHECK-NEXT:     if (lowerOperand(MI->getOperand(i), MCOp))
// CHECK-NEXT:       Inst.addOperand(MCOp);
// CHECK:      case Toy::PV: {
// CHECK:        lowerOperand(MI->getOperand(2), MCOp);
// CHECK:        for (unsigned i = 3, e = MI->getNumOperands(); i != e; ++i)
