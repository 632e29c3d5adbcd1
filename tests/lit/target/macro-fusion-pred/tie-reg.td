// RUN: %tblgen -gen-macro-fusion-pred -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-macro-fusion-pred -I /usr/include/llvm-22 -I %S/Inputs
//
// TieReg: plain, and with the commuted retry.

include "fusion.td"

def Tie : Fusion<"tie", "HasTie", "", [TieReg<0, 2>]>;
def TieC : Fusion<"tie-c", "HasTieC", "", [TieReg<1, 2>, WildcardTrue]> { let IsCommutable = 1; }

// CHECK:       #ifdef GET_F_MACRO_FUSION_PRED_DECL
// CHECK-NEXT:  #undef GET_F_MACRO_FUSION_PRED_DECL
// CHECK-EMPTY:
// CHECK-NEXT:  namespace llvm {
// CHECK-NEXT:  bool isTie(const TargetInstrInfo &, const TargetSubtargetInfo &, const MachineInstr *, const MachineInstr &);
// CHECK-NEXT:  bool isTieC(const TargetInstrInfo &, const TargetSubtargetInfo &, const MachineInstr *, const MachineInstr &);
// CHECK-NEXT:  } // end namespace llvm
// CHECK-EMPTY:
// CHECK-NEXT:  #endif
// CHECK-EMPTY:
// CHECK-NEXT:  #ifdef GET_F_MACRO_FUSION_PRED_IMPL
// CHECK-NEXT:  #undef GET_F_MACRO_FUSION_PRED_IMPL
// CHECK-EMPTY:
// CHECK-NEXT:  namespace llvm {
// CHECK-NEXT:  bool isTie(
// CHECK-NEXT:      const TargetInstrInfo &TII,
// CHECK-NEXT:      const TargetSubtargetInfo &STI,
// CHECK-NEXT:      const MachineInstr *FirstMI,
// CHECK-NEXT:      const MachineInstr &SecondMI) {
// CHECK-NEXT:    {{\[\[}}maybe_unused]] auto &MRI = SecondMI.getMF()->getRegInfo();
// CHECK-NEXT:    if (!(FirstMI->getOperand(0).isReg() &&
// CHECK-NEXT:          SecondMI.getOperand(2).isReg() &&
// CHECK-NEXT:          FirstMI->getOperand(0).getReg() == SecondMI.getOperand(2).getReg()))
// CHECK-NEXT:      return false;
// CHECK-NEXT:    return true;
// CHECK-NEXT:  }
// CHECK-NEXT:  bool isTieC(
// CHECK-NEXT:      const TargetInstrInfo &TII,
// CHECK-NEXT:      const TargetSubtargetInfo &STI,
// CHECK-NEXT:      const MachineInstr *FirstMI,
// CHECK-NEXT:      const MachineInstr &SecondMI) {
// CHECK-NEXT:    {{\[\[}}maybe_unused]] auto &MRI = SecondMI.getMF()->getRegInfo();
// CHECK-NEXT:    if (!(FirstMI->getOperand(1).isReg() &&
// CHECK-NEXT:          SecondMI.getOperand(2).isReg() &&
// CHECK-NEXT:          FirstMI->getOperand(1).getReg() == SecondMI.getOperand(2).getReg())) {
// CHECK-NEXT:      if (!SecondMI.getDesc().isCommutable())
// CHECK-NEXT:        return false;
// CHECK-NEXT:      unsigned SrcOpIdx1 = 2, SrcOpIdx2 = TargetInstrInfo::CommuteAnyOperandIndex;
// CHECK-NEXT:      if (TII.findCommutedOpIndices(SecondMI, SrcOpIdx1, SrcOpIdx2))
// CHECK-NEXT:        if (FirstMI->getOperand(1).getReg() != SecondMI.getOperand(SrcOpIdx2).getReg())
// CHECK-NEXT:          return false;
// CHECK-NEXT:    }
// CHECK-NEXT:    if (!FirstMI)
// CHECK-NEXT:      return true;
// CHECK-NEXT:    return true;
// CHECK-NEXT:  }
// CHECK-NEXT:  } // end namespace llvm
// CHECK-EMPTY:
// CHECK-NEXT:  #endif
