// RUN: %tblgen -gen-macro-fusion-pred -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-macro-fusion-pred -I /usr/include/llvm-22 -I %S/Inputs
//
// SingleFusion: CheckAll of the opcode and the extra predicate (TruePred
// by default); ADD is commutable, so the register checks retry commuted.

include "fusion.td"

def AddLoad : SingleFusion<"add-load", "HasAddLoad", "ADD+LD", ADD, LD>;
def LoadAdd : SingleFusion<"load-add", "HasLoadAdd", "LD+ADD", LD, ADD>;

// CHECK:       #ifdef GET_F_MACRO_FUSION_PRED_DECL
// CHECK-NEXT:  #undef GET_F_MACRO_FUSION_PRED_DECL
// CHECK-EMPTY:
// CHECK-NEXT:  namespace llvm {
// CHECK-NEXT:  bool isAddLoad(const TargetInstrInfo &, const TargetSubtargetInfo &, const MachineInstr *, const MachineInstr &);
// CHECK-NEXT:  bool isLoadAdd(const TargetInstrInfo &, const TargetSubtargetInfo &, const MachineInstr *, const MachineInstr &);
// CHECK-NEXT:  } // end namespace llvm
// CHECK-EMPTY:
// CHECK-NEXT:  #endif
// CHECK-EMPTY:
// CHECK-NEXT:  #ifdef GET_F_MACRO_FUSION_PRED_IMPL
// CHECK-NEXT:  #undef GET_F_MACRO_FUSION_PRED_IMPL
// CHECK-EMPTY:
// CHECK-NEXT:  namespace llvm {
// CHECK-NEXT:  bool isAddLoad(
// CHECK-NEXT:      const TargetInstrInfo &TII,
// CHECK-NEXT:      const TargetSubtargetInfo &STI,
// CHECK-NEXT:      const MachineInstr *FirstMI,
// CHECK-NEXT:      const MachineInstr &SecondMI) {
// CHECK-NEXT:    {{\[\[}}maybe_unused]] auto &MRI = SecondMI.getMF()->getRegInfo();
// CHECK-NEXT:    {
// CHECK-NEXT:      const MachineInstr *MI = &SecondMI;
// CHECK-NEXT:      if (!(
// CHECK-NEXT:          ( MI->getOpcode() == F::LD )
// CHECK-NEXT:          && true
// CHECK-NEXT:        ))
// CHECK-NEXT:        return false;
// CHECK-NEXT:    }
// CHECK-NEXT:    if (!FirstMI)
// CHECK-NEXT:      return true;
// CHECK-NEXT:    {
// CHECK-NEXT:      const MachineInstr *MI = FirstMI;
// CHECK-NEXT:      if (!(
// CHECK-NEXT:          ( MI->getOpcode() == F::ADD )
// CHECK-NEXT:          && true
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
// CHECK-NEXT:  bool isLoadAdd(
// CHECK-NEXT:      const TargetInstrInfo &TII,
// CHECK-NEXT:      const TargetSubtargetInfo &STI,
// CHECK-NEXT:      const MachineInstr *FirstMI,
// CHECK-NEXT:      const MachineInstr &SecondMI) {
// CHECK-NEXT:    {{\[\[}}maybe_unused]] auto &MRI = SecondMI.getMF()->getRegInfo();
// CHECK-NEXT:    {
