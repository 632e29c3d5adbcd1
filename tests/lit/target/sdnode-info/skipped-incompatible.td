// RUN: %tblgen -gen-sd-node-info -I /usr/include/llvm-22 -I %S/Inputs %s 2>%t.err | FileCheck %s
// RUN: FileCheck %s --check-prefix=WARN < %t.err
// DIFF: -gen-sd-node-info -I /usr/include/llvm-22 -I %S/Inputs
//
// Records sharing an opcode must agree on the result and operand counts,
// StrictFP, TSFlags and the properties that shape a node; otherwise every
// one of them is skipped with a warning (grouped by opcode name, records in
// name order within a group).

include "target.td"

def z_count1 : SDNode<"ToyISD::COUNT", SDTypeProfile<1, 1, []>>;
def y_count2 : SDNode<"ToyISD::COUNT", SDTypeProfile<1, 2, []>>;
def chain1 : SDNode<"ToyISD::CHAIN", SDTNone, [SDNPHasChain]>;
def chain2 : SDNode<"ToyISD::CHAIN", SDTNone>;
def ts1 : SDNode<"ToyISD::TS", SDTNone> { let TSFlags = 1; }
def ts2 : SDNode<"ToyISD::TS", SDTNone>;
def strict1 : SDNode<"ToyISD::STRICT", SDTNone> { let IsStrictFP = true; }
def strict2 : SDNode<"ToyISD::STRICT", SDTNone>;
def kept : SDNode<"ToyISD::KEPT", SDTNone>;

// CHECK:      enum GenNodeType : unsigned {
// CHECK-NEXT:   KEPT = ISD::BUILTIN_OP_END,
// CHECK-NEXT: };

// WARN:      skipped-incompatible.td:14:5: warning: skipped node: incompatible description
// WARN-NEXT: def chain1
// WARN:      skipped-incompatible.td:15:5: warning: skipped node: incompatible description
// WARN:      skipped-incompatible.td:13:5: warning: skipped node: incompatible description
// WARN-NEXT: def y_count2
// WARN:      skipped-incompatible.td:12:5: warning: skipped node: incompatible description
// WARN-NEXT: def z_count1
// WARN:      skipped-incompatible.td:18:5: warning: skipped node: incompatible description
// WARN:      skipped-incompatible.td:19:5: warning: skipped node: incompatible description
// WARN:      skipped-incompatible.td:16:5: warning: skipped node: incompatible description
// WARN:      skipped-incompatible.td:17:5: warning: skipped node: incompatible description
// WARN-NOT:  warning
