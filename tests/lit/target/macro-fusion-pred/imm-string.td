// RUN: %tblgen -gen-macro-fusion-pred -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-macro-fusion-pred -I /usr/include/llvm-22 -I %S/Inputs
//
// CheckImmOperand_s, with a value and with an empty one (both renderings),
// and a function mapper.

include "fusion.td"

def MappedImm : CheckImmOperand<2, 5> { let FunctionMapper = "mapImm"; }
def MappedReg : CheckRegOperand<1, R0> { let FunctionMapper = "mapReg"; }
def ImmS : SimpleFusion<"imm-s", "HasImmS", "", CheckImmOperand_s<2, "F::Imm">,
    CheckAll<[CheckImmOperand_s<2, "">, MappedImm, MappedReg]>>;

// CHECK:       #ifdef GET_F_MACRO_FUSION_PRED_DECL
// CHECK-NEXT:  #undef GET_F_MACRO_FUSION_PRED_DECL
// CHECK-EMPTY:
// CHECK-NEXT:  namespace llvm {
// CHECK-NEXT:  bool isImmS(const TargetInstrInfo &, const TargetSubtargetInfo &, const MachineInstr *, const MachineInstr &);
// CHECK-NEXT:  } // end namespace llvm
// CHECK-EMPTY:
// CHECK-NEXT:  #endif
// CHECK-EMPTY:
// CHECK-NEXT:  #ifdef GET_F_MACRO_FUSION_PRED_IMPL
// CHECK-NEXT:  #undef GET_F_MACRO_FUSION_PRED_IMPL
// CHECK-EMPTY:
// CHECK-NEXT:  namespace llvm {
// CHECK-NEXT:  bool isImmS(
// CHECK-NEXT:      const TargetInstrInfo &TII,
// CHECK-NEXT:      const TargetSubtargetInfo &STI,
// CHECK-NEXT:      const MachineInstr *FirstMI,
// CHECK-NEXT:      const MachineInstr &SecondMI) {
// CHECK-NEXT:    {{\[\[}}maybe_unused]] auto &MRI = SecondMI.getMF()->getRegInfo();
// CHECK-NEXT:    {
// CHECK-NEXT:      const MachineInstr *MI = &SecondMI;
// CHECK-NEXT:      if (!(
// CHECK-NEXT:          MI->getOperand(2).getImm()MI->getOperand(2).getImm() == 
// CHECK-NEXT:          && mapImm(MI->getOperand(2).getImm()) == 5
// CHECK-NEXT:          && mapReg(MI->getOperand(1).getReg()) == F::R0
// CHECK-NEXT:        ))
// CHECK-NEXT:        return false;
// CHECK-NEXT:    }
// CHECK-NEXT:    if (!FirstMI)
// CHECK-NEXT:      return true;
// CHECK-NEXT:    {
// CHECK-NEXT:      const MachineInstr *MI = FirstMI;
// CHECK-NEXT:      if (MI->getOperand(2).getImm() != F::Imm)
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
