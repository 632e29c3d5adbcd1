// RUN: %tblgen -gen-sd-node-info -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-sd-node-info -I /usr/include/llvm-22 -I %S/Inputs
//
// Only the properties that shape a node are printed, in a fixed order
// whatever the order of the list; IsStrictFP goes to the flags and TSFlags
// prints as a number.

include "target.td"

def all : SDNode<"ToyISD::ALL", SDTNone,
                 [SDNPMemOperand, SDNPVariadic, SDNPOptInGlue, SDNPInGlue, SDNPOutGlue,
                  SDNPHasChain, SDNPCommutative, SDNPAssociative, SDNPMayLoad,
                  SDNPMayStore, SDNPSideEffect]>;
def ignored : SDNode<"ToyISD::IGNORED", SDTNone,
                     [SDNPCommutative, SDNPAssociative, SDNPMayLoad, SDNPMayStore,
                      SDNPSideEffect]>;
def strict : SDNode<"ToyISD::STRICT", SDTNone, [SDNPHasChain]> {
  let IsStrictFP = true;
  let TSFlags = 4294967295;
}
def flags : SDNode<"ToyISD::TSFLAGS", SDTNone> { let TSFlags = 42; }

// CHECK:      static const SDNodeDesc ToySDNodeDescs[] = {
// CHECK-NEXT:     {0, 0, 0|1<<SDNPHasChain|1<<SDNPOutGlue|1<<SDNPInGlue|1<<SDNPOptInGlue|1<<SDNPVariadic|1<<SDNPMemOperand, 0, 0, 1, 0, 0}, // ALL
// CHECK-NEXT:     {0, 0, 0, 0, 0, 13, 0, 0}, // IGNORED
// CHECK-NEXT:     {0, 0, 0|1<<SDNPHasChain, 0|1<<SDNFIsStrictFP, 4294967295, 29, 0, 0}, // STRICT
// CHECK-NEXT:     {0, 0, 0, 0, 42, 44, 0, 0}, // TSFLAGS
// CHECK-NEXT: };
