// RUN: %tblgen -gen-instr-info -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-instr-info -I /usr/include/llvm-22 -I %S/Inputs
//
// TIIPredicate functions, for MachineInstr (TargetInstrInfo members) and
// MCInst; CheckPseudo and CheckNonPortable are false at MC level.

include "toy-remap.td"
def P1 : TIIPredicate<"p1", MCReturnStatement<CheckNot<CheckOpcode<[ADD, ADDI]>>>>;
def P2 : TIIPredicate<"p2", MCReturnStatement<CheckNot<CheckAny<[CheckNot<CheckOpcode<[ADD]>>, CheckNot<CheckInvalidRegOperand<0>>, CheckNot<CheckIsImmOperand<1>>, CheckNot<CheckImmOperand<1, 3>>, CheckNot<CheckSameRegOperand<0,1>>, CheckNot<CheckNumOperands<2>>, CheckNot<CheckRegOperand<0, R1>>, CheckNot<TruePred>, CheckNot<FalsePred>, CheckNot<CheckImmOperandSimple<0>>, CheckNot<CheckRegOperandSimple<0>>, CheckNot<CheckIsVRegOperand<0>>, CheckNot<P1>, CheckNot<CheckFunctionPredicate<"a", "b">>, CheckNot<CheckNonPortable<"x">>, CheckNot<CheckImmOperand_s<0, "">>]>>>>;
class MappedImm<int i, int v> : CheckImmOperand<i, v> { let FunctionMapper = "mapper"; }
def P3 : TIIPredicate<"p3", MCOpcodeSwitchStatement<[MCOpcodeSwitchCase<[ADD], MCOpcodeSwitchStatement<[MCOpcodeSwitchCase<[LDR], MCReturnStatement<MappedImm<1, 2>>>], MCReturnStatement<CheckAll<[TruePred]>>>>], MCReturnStatement<CheckAll<[CheckAny<[TruePred, FalsePred]>, CheckPseudo<[ADD, JMP]>]>>>>;

// CHECK:      bool ToyInstrInfo::p2(const MachineInstr &MI) {
// CHECK-NEXT:   return !(
// CHECK-NEXT:     ( MI.getOpcode() != Toy::ADD )
// CHECK-NEXT:     || MI.getOperand(0).getReg().isValid()
// CHECK-NEXT:     || !MI.getOperand(1).isImm()
// CHECK-NEXT:     || MI.getOperand(1).getImm() != 3
// CHECK-NEXT:     || MI.getOperand(0).getReg() != MI.getOperand(1).getReg()
// CHECK-NEXT:     || MI.getNumOperands() != 2
// CHECK-NEXT:     || MI.getOperand(0).getReg() != Toy::R1
// CHECK-NEXT:     || false
// CHECK-NEXT:     || true
// CHECK-NEXT:     || !MI.getOperand(0).getImm()
// CHECK-NEXT:     || !MI.getOperand(0).getReg()
// CHECK-NEXT:     || !MI.getOperand(0).getReg().isVirtual()
// CHECK-NEXT:     || !ToyInstrInfo::p1(MI)
// CHECK-NEXT:     || b(MI)
// CHECK-NEXT:     || (x)
// CHECK-NEXT:     || !MI.getOperand(0).getImm()MI.getOperand(0).getImm() !=
// CHECK-NEXT:   );
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: bool ToyInstrInfo::p3(const MachineInstr &MI) {
// CHECK-NEXT:   switch(MI.getOpcode()) {
// CHECK-NEXT:   case Toy::ADD:
// CHECK-NEXT:     switch(MI.getOpcode()) {
// CHECK-NEXT:     case Toy::LDR:
// CHECK-NEXT:       return mapper(MI.getOperand(1).getImm()) == 2;
// CHECK-NEXT:     default:
// CHECK-NEXT:       return true;
// CHECK-NEXT:       } // end of switch-stmt
// CHECK-NEXT:     default:
// CHECK-NEXT:       return (
// CHECK-NEXT:         (
// CHECK-NEXT:           true
// CHECK-NEXT:           || false
// CHECK-NEXT:         )
// CHECK-NEXT:         && llvm::is_contained({Toy::ADD, Toy::JMP}, MI.getOpcode())
// CHECK-NEXT:       );
// CHECK-NEXT:       } // end of switch-stmt
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-EMPTY:
// CHECK-NEXT: #endif // GET_INSTRINFO_HELPERS
