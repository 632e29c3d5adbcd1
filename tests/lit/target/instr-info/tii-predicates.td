// RUN: %tblgen -gen-instr-info -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-instr-info -I /usr/include/llvm-22 -I %S/Inputs
//
// TIIPredicate functions, for MachineInstr (TargetInstrInfo members) and
// MCInst; CheckPseudo and CheckNonPortable are false at MC level.

include "toy-remap.td"
def IsAddLike : TIIPredicate<"isAddLike", MCReturnStatement<CheckOpcode<[ADD, ADDI]>>>;
def IsZeroImm : TIIPredicate<"isZeroImm", MCOpcodeSwitchStatement<[
    MCOpcodeSwitchCase<[ADDI], MCReturnStatement<CheckAll<[CheckIsImmOperand<2>, CheckZeroOperand<2>, CheckNot<CheckImmOperandLT<2, 5>>]>>>,
    MCOpcodeSwitchCase<[ADD, LDR], MCReturnStatement<CheckAny<[CheckSameRegOperand<1, 2>, CheckRegOperand<1, R0>, CheckNot<CheckIsRegOperand<1>>]>>>],
  MCReturnStatement<FalsePred>>>;
def IsOther : TIIPredicate<"isOther", MCReturnStatement<CheckNot<CheckAll<[CheckNumOperands<3>, CheckPseudo<[JMP]>, CheckNonPortable<"foo(MI)">, CheckFunctionPredicate<"mcFn", "miFn">, IsAddLike, CheckOpcode<[JMP]>, CheckInvalidRegOperand<0>, CheckImmOperand_s<2, "Foo::Bar">, CheckImmOperandGT<1, 3>, CheckRegOperandSimple<0>, CheckImmOperandSimple<1>, CheckIsVRegOperand<0>, TruePred, CheckFunctionPredicateWithTII<"mcT", "miT">]>>>>;

// CHECK:      #ifdef GET_INSTRINFO_HELPER_DECLS
// CHECK-NEXT: #undef GET_INSTRINFO_HELPER_DECLS
// CHECK-EMPTY:
// CHECK-NEXT: static bool isAddLike(const MachineInstr &MI);
// CHECK-NEXT: static bool isOther(const MachineInstr &MI);
// CHECK-NEXT: static bool isZeroImm(const MachineInstr &MI);
// CHECK-EMPTY:
// CHECK-NEXT: #endif // GET_INSTRINFO_HELPER_DECLS
// CHECK-EMPTY:
// CHECK-NEXT: #ifdef GET_INSTRINFO_HELPERS
// CHECK-NEXT: #undef GET_INSTRINFO_HELPERS
// CHECK-EMPTY:
// CHECK-NEXT: bool ToyInstrInfo::isAddLike(const MachineInstr &MI) {
// CHECK-NEXT:   return llvm::is_contained({Toy::ADD, Toy::ADDI}, MI.getOpcode());
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: bool ToyInstrInfo::isOther(const MachineInstr &MI) {
// CHECK-NEXT:   return !(
// CHECK-NEXT:     MI.getNumOperands() == 3
// CHECK-NEXT:     && ( MI.getOpcode() == Toy::JMP )
// CHECK-NEXT:     && (foo(MI))
// CHECK-NEXT:     && miFn(MI)
// CHECK-NEXT:     && ToyInstrInfo::isAddLike(MI)
// CHECK-NEXT:     && ( MI.getOpcode() == Toy::JMP )
// CHECK-NEXT:     && !MI.getOperand(0).getReg().isValid()
// CHECK-NEXT:     && MI.getOperand(2).getImm() == Foo::Bar
// CHECK-NEXT:     && MI.getOperand(1).getImm() > 3
// CHECK-NEXT:     && MI.getOperand(0).getReg()
// CHECK-NEXT:     && MI.getOperand(1).getImm()
// CHECK-NEXT:     && MI.getOperand(0).getReg().isVirtual()
// CHECK-NEXT:     && true
// CHECK-NEXT:     && TII->miT(MI)
// CHECK-NEXT:   );
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: bool ToyInstrInfo::isZeroImm(const MachineInstr &MI) {
// CHECK-NEXT:   switch(MI.getOpcode()) {
// CHECK-NEXT:   case Toy::ADDI:
// CHECK-NEXT:     return (
// CHECK-NEXT:       MI.getOperand(2).isImm()
// CHECK-NEXT:       && MI.getOperand(2).getImm() == 0
// CHECK-NEXT:       && MI.getOperand(2).getImm() >= 5
// CHECK-NEXT:     );
// CHECK-NEXT:   case Toy::ADD:
// CHECK-NEXT:   case Toy::LDR:
// CHECK-NEXT:     return (
// CHECK-NEXT:       MI.getOperand(1).getReg() == MI.getOperand(2).getReg()
// CHECK-NEXT:       || MI.getOperand(1).getReg() == Toy::R0
// CHECK-NEXT:       || !MI.getOperand(1).isReg()
// CHECK-NEXT:     );
// CHECK-NEXT:   default:
// CHECK-NEXT:     return false;
// CHECK-NEXT:     } // end of switch-stmt
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-EMPTY:
// CHECK-NEXT: #endif // GET_INSTRINFO_HELPERS


// CHECK:      bool isOther(const MCInst &MI) {
// CHECK-NEXT:   return !(
// CHECK-NEXT:     MI.getNumOperands() == 3
// CHECK-NEXT:     && false
// CHECK-NEXT:     && false
// CHECK-NEXT:     && mcFn(MI)
// CHECK-NEXT:     && Toy_MC::isAddLike(MI)
// CHECK-NEXT:     && ( MI.getOpcode() == Toy::JMP )
// CHECK-NEXT:     && !MI.getOperand(0).getReg().isValid()
// CHECK-NEXT:     && MI.getOperand(2).getImm() == Foo::Bar
// CHECK-NEXT:     && MI.getOperand(1).getImm() > 3
// CHECK-NEXT:     && MI.getOperand(0).getReg()
// CHECK-NEXT:     && MI.getOperand(1).getImm()
// CHECK-NEXT:     && MI.getOperand(0).getReg().isVirtual()
// CHECK-NEXT:     && true
// CHECK-NEXT:     && mcT(MI, MCII)
// CHECK-NEXT:   );
// CHECK-NEXT: }
