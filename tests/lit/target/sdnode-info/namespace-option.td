// RUN: %tblgen -gen-sd-node-info -I /usr/include/llvm-22 -I %S/Inputs --sdnode-namespace=ToyX86ISD %s | FileCheck %s
// RUN: %tblgen -gen-sd-node-info -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s --check-prefix=DEFAULT
// DIFF: -gen-sd-node-info -I /usr/include/llvm-22 -I %S/Inputs --sdnode-namespace=ToyX86ISD
// DIFF: -gen-sd-node-info -I /usr/include/llvm-22 -I %S/Inputs
//
// --sdnode-namespace picks the nodes of another namespace (the tables keep
// the target's name); by default it is <Target>ISD.

include "target.td"

def toy_a : SDNode<"ToyISD::A", SDTNone>;
def x86_b : SDNode<"ToyX86ISD::B", SDTNone>;
def x86_c : SDNode<"ToyX86ISD::C", SDTNone>;

// CHECK:      namespace llvm::ToyX86ISD {
// CHECK:        B = ISD::BUILTIN_OP_END,
// CHECK-NEXT:   C,
// CHECK-NEXT: };
// CHECK:      } // namespace llvm::ToyX86ISD
// CHECK:        "ToyX86ISD::B\0"
// CHECK-NEXT:   "ToyX86ISD::C\0"
// CHECK:      static const SDNodeDesc ToySDNodeDescs[] = {
// CHECK-NEXT:     {0, 0, 0, 0, 0, 1, 0, 0}, // B
// CHECK-NEXT:     {0, 0, 0, 0, 0, 14, 0, 0}, // C
// CHECK-NEXT: };

// DEFAULT:      namespace llvm::ToyISD {
// DEFAULT:        A = ISD::BUILTIN_OP_END,
// DEFAULT-NEXT: };
// DEFAULT:        "ToyISD::A\0"
// DEFAULT-NEXT:   ;
