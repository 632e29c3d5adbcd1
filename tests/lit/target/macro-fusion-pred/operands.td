// RUN: %tblgen -gen-macro-fusion-pred -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-macro-fusion-pred -I /usr/include/llvm-22 -I %S/Inputs
//
// Operand predicates: less/greater-than, same register, operand count,
// virtual and invalid registers, function predicates.

include "fusion.td"

def Ops : SimpleFusion<"ops", "HasOps", "",
    CheckAll<[CheckImmOperandLT<2, 16>, CheckImmOperandGT<2, -4>, CheckSameRegOperand<0, 1>]>,
    CheckAny<[CheckNumOperands<3>, CheckIsVRegOperand<1>, CheckInvalidRegOperand<2>,
              CheckFunctionPredicate<"isFooMC", "isFoo">,
              CheckFunctionPredicateWithTII<"isBarMC", "isBar", "MyTII">]>>;

// CHECK:       #ifdef GET_F_MACRO_FUSION_PRED_DECL
// CHECK-NEXT:  #undef GET_F_MACRO_FUSION_PRED_DECL
// CHECK-EMPTY:
// CHECK-NEXT:  namespace llvm {
// CHECK-NEXT:  bool isOps(const TargetInstrInfo &, const TargetSubtargetInfo &, const MachineInstr *, const MachineInstr &);
// CHECK-NEXT:  } // end namespace llvm
// CHECK-EMPTY:
// CHECK-NEXT:  #endif
// CHECK-EMPTY:
// CHECK-NEXT:  #ifdef GET_F_MACRO_FUSION_PRED_IMPL
// CHECK-NEXT:  #undef GET_F_MACRO_FUSION_PRED_IMPL
// CHECK-EMPTY:
// CHECK-NEXT:  namespace llvm {
// CHECK-NEXT:  bool isOps(
// CHECK-NEXT:      const TargetInstrInfo &TII,
// CHECK-NEXT:      const TargetSubtargetInfo &STI,
// CHECK-NEXT:      const MachineInstr *FirstMI,
// CHECK-NEXT:      const MachineInstr &SecondMI) {
// CHECK-NEXT:    {{\[\[}}maybe_unused]] auto &MRI = SecondMI.getMF()->getRegInfo();
// CHECK-NEXT:    {
// CHECK-NEXT:      const MachineInstr *MI = &SecondMI;
// CHECK-NEXT:      if (!(
// CHECK-NEXT:          MI->getNumOperands() == 3
// CHECK-NEXT:          || MI->getOperand(1).getReg().isVirtual()
// CHECK-NEXT:          || !MI->getOperand(2).getReg().isValid()
// CHECK-NEXT:          || isFoo(*MI)
// CHECK-NEXT:          || MyTII->isBar(*MI)
// CHECK-NEXT:        ))
// CHECK-NEXT:        return false;
// CHECK-NEXT:    }
// CHECK-NEXT:    if (!FirstMI)
// CHECK-NEXT:      return true;
// CHECK-NEXT:    {
// CHECK-NEXT:      const MachineInstr *MI = FirstMI;
// CHECK-NEXT:      if (!(
// CHECK-NEXT:          MI->getOperand(2).getImm() < 16
// CHECK-NEXT:          && MI->getOperand(2).getImm() > -4
// CHECK-NEXT:          && MI->getOperand(0).getReg() == MI->getOperand(1).getReg()
// CHECK-NEXT:        ))
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
// CHECK-NEXT:  } // end namespace llvm
// CHECK-EMPTY:
// CHECK-NEXT:  #endif
