// RUN: %tblgen -gen-macro-fusion-pred -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-macro-fusion-pred -I /usr/include/llvm-22 -I %S/Inputs
//
// No Fusion: empty declaration and definition blocks.

include "fusion.td"

// CHECK:       #ifdef GET_F_MACRO_FUSION_PRED_DECL
// CHECK-NEXT:  #undef GET_F_MACRO_FUSION_PRED_DECL
// CHECK-EMPTY:
// CHECK-NEXT:  namespace llvm {
// CHECK-NEXT:  } // end namespace llvm
// CHECK-EMPTY:
// CHECK-NEXT:  #endif
// CHECK-EMPTY:
// CHECK-NEXT:  #ifdef GET_F_MACRO_FUSION_PRED_IMPL
// CHECK-NEXT:  #undef GET_F_MACRO_FUSION_PRED_IMPL
// CHECK-EMPTY:
// CHECK-NEXT:  namespace llvm {
// CHECK-NEXT:  } // end namespace llvm
// CHECK-EMPTY:
// CHECK-NEXT:  #endif
