// RUN: %tblgen -gen-macro-fusion-pred -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-macro-fusion-pred -I /usr/include/llvm-22 -I %S/Inputs
//
// Nested MCInstPredicates by pointer: CheckAny, immediates, registers,
// a TIIPredicate call on *MI, CheckNot.

include "fusion.td"

def ShiftAdd : SingleFusion<"shift-add", "HasShiftAdd", "SLLI+ADD", SLLI, ADD,
                            CheckImmOperand<2, 3>,
                            CheckAny<[CheckRegOperand<1, R1>, IsZeroReg]>>;
def NotZero : SimpleFusion<"not-zero", "HasNotZero", "", CheckNot<CheckImmOperand<2, 0>>,
                           CheckAll<[CheckOpcode<[ADDI, LD]>, CheckIsRegOperand<1>,
                                     CheckNot<CheckIsImmOperand<2>>]>>;

// CHECK:       #ifdef GET_F_MACRO_FUSION_PRED_DECL
// CHECK-NEXT:  #undef GET_F_MACRO_FUSION_PRED_DECL
// CHECK-EMPTY:
// CHECK-NEXT:  namespace llvm {
// CHECK-NEXT:  bool isNotZero(const TargetInstrInfo &, const TargetSubtargetInfo &, const MachineInstr *, const MachineInstr &);
// CHECK-NEXT:  bool isShiftAdd(const TargetInstrInfo &, const TargetSubtargetInfo &, const MachineInstr *, const MachineInstr &);
// CHECK-NEXT:  } // end namespace llvm
// CHECK-EMPTY:
// CHECK-NEXT:  #endif
// CHECK-EMPTY:
// CHECK-NEXT:  #ifdef GET_F_MACRO_FUSION_PRED_IMPL
// CHECK-NEXT:  #undef GET_F_MACRO_FUSION_PRED_IMPL
// CHECK-EMPTY:
// CHECK-NEXT:  namespace llvm {
// CHECK-NEXT:  bool isNotZero(
// CHECK-NEXT:      const TargetInstrInfo &TII,
// CHECK-NEXT:      const TargetSubtargetInfo &STI,
// CHECK-NEXT:      const MachineInstr *FirstMI,
// CHECK-NEXT:      const MachineInstr &SecondMI) {
// CHECK-NEXT:    {{\[\[}}maybe_unused]] auto &MRI = SecondMI.getMF()->getRegInfo();
// CHECK-NEXT:    {
// CHECK-NEXT:      const MachineInstr *MI = &SecondMI;
// CHECK-NEXT:      if (!(
// CHECK-NEXT:          llvm::is_contained({F::ADDI, F::LD}, MI->getOpcode())
// CHECK-NEXT:          && MI->getOperand(1).isReg() 
// CHECK-NEXT:          && !MI->getOperand(2).isImm() 
// CHECK-NEXT:        ))
// CHECK-NEXT:        return false;
// CHECK-NEXT:    }
// CHECK-NEXT:    if (!FirstMI)
// CHECK-NEXT:      return true;
// CHECK-NEXT:    {
// CHECK-NEXT:      const MachineInstr *MI = FirstMI;
// CHECK-NEXT:      if (MI->getOperand(2).getImm() == 0)
// CHECK-NEXT:        return false;
// CHECK-NEXT:    }
// CHECK-NEXT:    if (!SecondMI.getOperand(0).getReg().isVirtual()) {
// CHECK-NEXT:      if (SecondMI.getOperand(0).getReg() != SecondMI.getOperand(1).getReg())
// CHECK-NEXT:        return false;
// CHECK-NEXT:    }
// CHECK-NEXT:    {
// CHECK-NEXT:      Register FirstDest = FirstMI->getOperand(0).getReg();
// CHECK-NEXT:      if (FirstDest.isVirtual() && !MRI.hasOneNonDBGUse(FirstDest))
// CHECK-NEXT:        return false;
// CHECK-NEXT:    }
// CHECK-NEXT:    if (!(FirstMI->getOperand(0).isReg() &&
// CHECK-NEXT:          SecondMI.getOperand(1).isReg() &&
// CHECK-NEXT:          FirstMI->getOperand(0).getReg() == SecondMI.getOperand(1).getReg()))
// CHECK-NEXT:      return false;
// CHECK-NEXT:    return true;
// CHECK-NEXT:  }
// CHECK-NEXT:  bool isShiftAdd(
// CHECK-NEXT:      const TargetInstrInfo &TII,
// CHECK-NEXT:      const TargetSubtargetInfo &STI,
// CHECK-NEXT:      const MachineInstr *FirstMI,
// CHECK-NEXT:      const MachineInstr &SecondMI) {
// CHECK-NEXT:    {{\[\[}}maybe_unused]] auto &MRI = SecondMI.getMF()->getRegInfo();
// CHECK-NEXT:    {
// CHECK-NEXT:      const MachineInstr *MI = &SecondMI;
// CHECK-NEXT:      if (!(
