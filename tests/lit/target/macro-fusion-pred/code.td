// RUN: %tblgen -gen-macro-fusion-pred -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-macro-fusion-pred -I /usr/include/llvm-22 -I %S/Inputs
//
// FusionPredicateWithCode pastes its code as it is.

include "fusion.td"

def CodeFusion : Fusion<"code", "HasCode", "code", [FusionPredicateWithCode<[{  if (!FirstMI)
    return false;
}]>, WildcardFalse]>;

// CHECK:       #ifdef GET_F_MACRO_FUSION_PRED_DECL
// CHECK-NEXT:  #undef GET_F_MACRO_FUSION_PRED_DECL
// CHECK-EMPTY:
// CHECK-NEXT:  namespace llvm {
// CHECK-NEXT:  bool isCodeFusion(const TargetInstrInfo &, const TargetSubtargetInfo &, const MachineInstr *, const MachineInstr &);
// CHECK-NEXT:  } // end namespace llvm
// CHECK-EMPTY:
// CHECK-NEXT:  #endif
// CHECK-EMPTY:
// CHECK-NEXT:  #ifdef GET_F_MACRO_FUSION_PRED_IMPL
// CHECK-NEXT:  #undef GET_F_MACRO_FUSION_PRED_IMPL
// CHECK-EMPTY:
// CHECK-NEXT:  namespace llvm {
// CHECK-NEXT:  bool isCodeFusion(
// CHECK-NEXT:      const TargetInstrInfo &TII,
// CHECK-NEXT:      const TargetSubtargetInfo &STI,
// CHECK-NEXT:      const MachineInstr *FirstMI,
// CHECK-NEXT:      const MachineInstr &SecondMI) {
// CHECK-NEXT:    {{\[\[}}maybe_unused]] auto &MRI = SecondMI.getMF()->getRegInfo();
// CHECK-NEXT:    if (!FirstMI)
// CHECK-NEXT:      return false;
// CHECK-NEXT:    if (!FirstMI)
// CHECK-NEXT:      return false;
// CHECK-NEXT:    return true;
// CHECK-NEXT:  }
// CHECK-NEXT:  } // end namespace llvm
// CHECK-EMPTY:
// CHECK-NEXT:  #endif
