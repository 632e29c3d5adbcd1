// RUN: %tblgen -gen-sd-node-info -I /usr/include/llvm-22 -I %S/Inputs --sdnode-namespace=ISD %s 2>%t.err | FileCheck %s
// RUN: FileCheck %s --check-prefix=WARN < %t.err
// DIFF: -gen-sd-node-info -I /usr/include/llvm-22 -I %S/Inputs --sdnode-namespace=ISD
//
// The target-independent nodes of TargetSelectionDAG.td, as a big input:
// many share an opcode (compatible ones become one node; those whose
// constraints differ get none), a few pairs conflict and are skipped with
// a warning for each record.

include "target.td"

// CHECK:      namespace llvm::ISD {
// CHECK:      enum GenNodeType : unsigned {
// CHECK-NEXT:   ABDS = ISD::BUILTIN_OP_END,
// CHECK-NOT:    FP_TO_SINT_SAT,
// CHECK:      static const SDNodeDesc ToySDNodeDescs[] = {
// CHECK:          {1, 2, 0, 0, 0, 1, {{[0-9]+}}, 3}, // ABDS
// CHECK-NOT:  // STORE
// CHECK:      };

// WARN:      TargetSelectionDAG.td:612:5: warning: skipped node: incompatible description
// WARN-NEXT: def fp_to_sint_sat : SDNode<"ISD::FP_TO_SINT_SAT" , SDTFPToIntSatOp>;
// WARN:      TargetSelectionDAG.td:614:5: warning: skipped node: incompatible description
// WARN:      TargetSelectionDAG.td:613:5: warning: skipped node: incompatible description
// WARN:      TargetSelectionDAG.td:615:5: warning: skipped node: incompatible description
// WARN:      TargetSelectionDAG.td:840:5: warning: skipped node: incompatible description
// WARN-NEXT: def ist        : SDNode<"ISD::STORE"      , SDTIStore,
// WARN:      TargetSelectionDAG.td:838:5: warning: skipped node: incompatible description
// WARN-NEXT: def st         : SDNode<"ISD::STORE"      , SDTStore,
