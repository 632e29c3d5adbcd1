// RUN: %tblgen -gen-sd-node-info -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-sd-node-info -I /usr/include/llvm-22 -I %S/Inputs
//
// Nodes of the target's namespace, in opcode-name order (not record
// order); the target-independent ISD nodes of TargetSelectionDAG.td are
// left out. Constraint lists are stored reversed: CALL's one constraint
// does not end Wrapper's reversed list, so it is stored on its own.

include "target.td"

def SDT_ToyCall : SDTypeProfile<0, -1, [SDTCisPtrTy<0>]>;
def SDT_ToyWrapper : SDTypeProfile<1, 1, [SDTCisSameAs<0, 1>, SDTCisPtrTy<0>]>;

def toy_wrapper : SDNode<"ToyISD::Wrapper", SDT_ToyWrapper>;
def toy_call : SDNode<"ToyISD::CALL", SDT_ToyCall,
                      [SDNPHasChain, SDNPOutGlue, SDNPOptInGlue, SDNPVariadic]>;
def toy_ret : SDNode<"ToyISD::RET", SDTNone, [SDNPHasChain, SDNPOptInGlue]>;

// CHECK:      #ifdef GET_SDNODE_ENUM
// CHECK-NEXT: #undef GET_SDNODE_ENUM
// CHECK-EMPTY:
// CHECK-NEXT: namespace llvm::ToyISD {
// CHECK-EMPTY:
// CHECK-NEXT: enum GenNodeType : unsigned {
// CHECK-NEXT:   CALL = ISD::BUILTIN_OP_END,
// CHECK-NEXT:   RET,
// CHECK-NEXT:   Wrapper,
// CHECK-NEXT: };
// CHECK-EMPTY:
// CHECK-NEXT: static constexpr unsigned GENERATED_OPCODE_END = Wrapper + 1;
// CHECK-EMPTY:
// CHECK-NEXT: } // namespace llvm::ToyISD
// CHECK:      static constexpr char ToySDNodeNamesStorage[] =
// CHECK-NEXT:   "\0"
// CHECK-NEXT:   "ToyISD::CALL\0"
// CHECK-NEXT:   "ToyISD::RET\0"
// CHECK-NEXT:   "ToyISD::Wrapper\0"
// CHECK-NEXT:   ;
// CHECK:      static const VTByHwModePair ToyVTByHwModeTable[] = {
// CHECK-NEXT:   /* dummy */ {0, MVT::INVALID_SIMPLE_VALUE_TYPE}
// CHECK-NEXT: };
// CHECK:      static const SDTypeConstraint ToySDTypeConstraints[] = {
// CHECK-NEXT:   /* 0 */ {SDTCisPtrTy, 0, 0, 0, MVT::INVALID_SIMPLE_VALUE_TYPE},
// CHECK-NEXT:   /* 1 */ {SDTCisPtrTy, 0, 0, 0, MVT::INVALID_SIMPLE_VALUE_TYPE}, {SDTCisSameAs, 0, 1, 0, MVT::INVALID_SIMPLE_VALUE_TYPE},
// CHECK-NEXT: };
// CHECK:      static const SDNodeDesc ToySDNodeDescs[] = {
// CHECK-NEXT:     {0, -1, 0|1<<SDNPHasChain|1<<SDNPOutGlue|1<<SDNPOptInGlue|1<<SDNPVariadic, 0, 0, 1, 0, 1}, // CALL
// CHECK-NEXT:     {0, 0, 0|1<<SDNPHasChain|1<<SDNPOptInGlue, 0, 0, 14, 0, 0}, // RET
// CHECK-NEXT:     {1, 1, 0, 0, 0, 26, 1, 2}, // Wrapper
// CHECK-NEXT: };
// CHECK-EMPTY:
// CHECK-NEXT: static const SDNodeInfo ToyGenSDNodeInfo(
// CHECK-NEXT:     /*NumOpcodes=*/3, ToySDNodeDescs, ToySDNodeNames,
// CHECK-NEXT:     ToyVTByHwModeTable, ToySDTypeConstraints);
// CHECK-EMPTY:
// CHECK-NEXT: } // namespace llvm
// CHECK-EMPTY:
// CHECK-NEXT: #endif // GET_SDNODE_DESC
