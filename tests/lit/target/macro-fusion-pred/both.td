// RUN: %tblgen -gen-macro-fusion-pred -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-macro-fusion-pred -I /usr/include/llvm-22 -I %S/Inputs
//
// BothFusionPredicateWithMCInstPredicate checks the first, then the second.

include "fusion.td"

def BothFusion : Fusion<"both", "HasBoth", "both",
    [BothFusionPredicateWithMCInstPredicate<CheckOpcode<[ADD, ADDI]>>, OneUse]>;

// CHECK:       #ifdef GET_F_MACRO_FUSION_PRED_DECL
// CHECK-NEXT:  #undef GET_F_MACRO_FUSION_PRED_DECL
// CHECK-EMPTY:
// CHECK-NEXT:  namespace llvm {
// CHECK-NEXT:  bool isBothFusion(const TargetInstrInfo &, const TargetSubtargetInfo &, const MachineInstr *, const MachineInstr &);
// CHECK-NEXT:  } // end namespace llvm
// CHECK-EMPTY:
// CHECK-NEXT:  #endif
// CHECK-EMPTY:
// CHECK-NEXT:  #ifdef GET_F_MACRO_FUSION_PRED_IMPL
// CHECK-NEXT:  #undef GET_F_MACRO_FUSION_PRED_IMPL
// CHECK-EMPTY:
// CHECK-NEXT:  namespace llvm {
// CHECK-NEXT:  bool isBothFusion(
// CHECK-NEXT:      const TargetInstrInfo &TII,
// CHECK-NEXT:      const TargetSubtargetInfo &STI,
// CHECK-NEXT:      const MachineInstr *FirstMI,
// CHECK-NEXT:      const MachineInstr &SecondMI) {
// CHECK-NEXT:    {{\[\[}}maybe_unused]] auto &MRI = SecondMI.getMF()->getRegInfo();
// CHECK-NEXT:    {
// CHECK-NEXT:      const MachineInstr *MI = FirstMI;
// CHECK-NEXT:      if (!llvm::is_contained({F::ADD, F::ADDI}, MI->getOpcode()))
// CHECK-NEXT:        return false;
// CHECK-NEXT:    }
// CHECK-NEXT:    {
// CHECK-NEXT:      const MachineInstr *MI = &SecondMI;
// CHECK-NEXT:      if (!llvm::is_contained({F::ADD, F::ADDI}, MI->getOpcode()))
// CHECK-NEXT:        return false;
// CHECK-NEXT:    }
// CHECK-NEXT:    {
// CHECK-NEXT:      Register FirstDest = FirstMI->getOperand(0).getReg();
// CHECK-NEXT:      if (FirstDest.isVirtual() && !MRI.hasOneNonDBGUse(FirstDest))
// CHECK-NEXT:        return false;
// CHECK-NEXT:    }
// CHECK-NEXT:    return true;
// CHECK-NEXT:  }
// CHECK-NEXT:  } // end namespace llvm
// CHECK-EMPTY:
// CHECK-NEXT:  #endif
