// RUN: %tblgen -gen-macro-fusion-pred -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-macro-fusion-pred -I /usr/include/llvm-22 -I %S/Inputs
//
// First/SecondInstHasSameReg, plain and commutable.

include "fusion.td"

def SameRegs : Fusion<"same", "HasSame", "", [FirstInstHasSameReg<0, 2>, SecondInstHasSameReg<0, 1>]>;
def SameRegsC : Fusion<"same-c", "HasSameC", "", [FirstInstHasSameReg<0, 2>, SecondInstHasSameReg<0, 1>]> {
  let IsCommutable = 1;
}

// CHECK:       #ifdef GET_F_MACRO_FUSION_PRED_DECL
// CHECK-NEXT:  #undef GET_F_MACRO_FUSION_PRED_DECL
// CHECK-EMPTY:
// CHECK-NEXT:  namespace llvm {
// CHECK-NEXT:  bool isSameRegs(const TargetInstrInfo &, const TargetSubtargetInfo &, const MachineInstr *, const MachineInstr &);
// CHECK-NEXT:  bool isSameRegsC(const TargetInstrInfo &, const TargetSubtargetInfo &, const MachineInstr *, const MachineInstr &);
// CHECK-NEXT:  } // end namespace llvm
// CHECK-EMPTY:
// CHECK-NEXT:  #endif
// CHECK-EMPTY:
// CHECK-NEXT:  #ifdef GET_F_MACRO_FUSION_PRED_IMPL
// CHECK-NEXT:  #undef GET_F_MACRO_FUSION_PRED_IMPL
// CHECK-EMPTY:
// CHECK-NEXT:  namespace llvm {
// CHECK-NEXT:  bool isSameRegs(
// CHECK-NEXT:      const TargetInstrInfo &TII,
// CHECK-NEXT:      const TargetSubtargetInfo &STI,
// CHECK-NEXT:      const MachineInstr *FirstMI,
// CHECK-NEXT:      const MachineInstr &SecondMI) {
// CHECK-NEXT:    {{\[\[}}maybe_unused]] auto &MRI = SecondMI.getMF()->getRegInfo();
// CHECK-NEXT:    if (!FirstMI->getOperand(0).getReg().isVirtual()) {
// CHECK-NEXT:      if (FirstMI->getOperand(0).getReg() != FirstMI->getOperand(2).getReg())
// CHECK-NEXT:        return false;
// CHECK-NEXT:    }
// CHECK-NEXT:    if (!SecondMI.getOperand(0).getReg().isVirtual()) {
// CHECK-NEXT:      if (SecondMI.getOperand(0).getReg() != SecondMI.getOperand(1).getReg())
// CHECK-NEXT:        return false;
// CHECK-NEXT:    }
// CHECK-NEXT:    return true;
// CHECK-NEXT:  }
// CHECK-NEXT:  bool isSameRegsC(
// CHECK-NEXT:      const TargetInstrInfo &TII,
// CHECK-NEXT:      const TargetSubtargetInfo &STI,
// CHECK-NEXT:      const MachineInstr *FirstMI,
// CHECK-NEXT:      const MachineInstr &SecondMI) {
// CHECK-NEXT:    {{\[\[}}maybe_unused]] auto &MRI = SecondMI.getMF()->getRegInfo();
// CHECK-NEXT:    if (!FirstMI->getOperand(0).getReg().isVirtual()) {
// CHECK-NEXT:      if (FirstMI->getOperand(0).getReg() != FirstMI->getOperand(2).getReg()) {
// CHECK-NEXT:        if (!FirstMI->getDesc().isCommutable())
// CHECK-NEXT:          return false;
// CHECK-NEXT:        unsigned SrcOpIdx1 = 2, SrcOpIdx2 = TargetInstrInfo::CommuteAnyOperandIndex;
// CHECK-NEXT:        if (TII.findCommutedOpIndices(FirstMI, SrcOpIdx1, SrcOpIdx2))
// CHECK-NEXT:          if (FirstMI->getOperand(0).getReg() != FirstMI->getOperand(SrcOpIdx2).getReg())
// CHECK-NEXT:            return false;
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    if (!SecondMI.getOperand(0).getReg().isVirtual()) {
// CHECK-NEXT:      if (SecondMI.getOperand(0).getReg() != SecondMI.getOperand(1).getReg()) {
// CHECK-NEXT:        if (!SecondMI.getDesc().isCommutable())
// CHECK-NEXT:          return false;
// CHECK-NEXT:        unsigned SrcOpIdx1 = 1, SrcOpIdx2 = TargetInstrInfo::CommuteAnyOperandIndex;
// CHECK-NEXT:        if (TII.findCommutedOpIndices(SecondMI, SrcOpIdx1, SrcOpIdx2))
// CHECK-NEXT:          if (SecondMI.getOperand(0).getReg() != SecondMI.getOperand(SrcOpIdx2).getReg())
// CHECK-NEXT:            return false;
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    return true;
// CHECK-NEXT:  }
// CHECK-NEXT:  } // end namespace llvm
