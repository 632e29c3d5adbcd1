// RUN: %tblgen -gen-sd-node-info -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-sd-node-info -I /usr/include/llvm-22 -I %S/Inputs
//
// A target without nodes of its own: no enum, GENERATED_OPCODE_END is the
// first target opcode, and the tables hold only their dummy rows.

include "target.td"

// CHECK:      namespace llvm::ToyISD {
// CHECK-EMPTY:
// CHECK-NEXT: static constexpr unsigned GENERATED_OPCODE_END = ISD::BUILTIN_OP_END;
// CHECK-EMPTY:
// CHECK-NEXT: } // namespace llvm::ToyISD
// CHECK:      static constexpr char ToySDNodeNamesStorage[] =
// CHECK-NEXT:   "\0"
// CHECK-NEXT:   ;
// CHECK:      static const VTByHwModePair ToyVTByHwModeTable[] = {
// CHECK-NEXT:   /* dummy */ {0, MVT::INVALID_SIMPLE_VALUE_TYPE}
// CHECK-NEXT: };
// CHECK:      static const SDTypeConstraint ToySDTypeConstraints[] = {
// CHECK-NEXT:   /* dummy */ {SDTCisVT, 0, 0, 0, MVT::INVALID_SIMPLE_VALUE_TYPE}
// CHECK-NEXT: };
// CHECK-EMPTY:
// CHECK-NEXT: static const SDNodeDesc ToySDNodeDescs[] = {
// CHECK-NEXT: };
// CHECK-EMPTY:
// CHECK-NEXT: static const SDNodeInfo ToyGenSDNodeInfo(
// CHECK-NEXT:     /*NumOpcodes=*/0, ToySDNodeDescs, ToySDNodeNames,
