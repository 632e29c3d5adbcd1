// RUN: %tblgen -gen-sd-node-info -I /usr/include/llvm-22 -I %S/Inputs %s 2>%t.err | FileCheck %s
// RUN: FileCheck %s --check-prefix=WARN < %t.err
// DIFF: -gen-sd-node-info -I /usr/include/llvm-22 -I %S/Inputs
//
// An opcode that is not "<namespace>::<name>" (either side empty) is
// skipped with a warning, in record-name order; everything after the first
// "::" is the name.

include "target.td"

def a_no_ns : SDNode<"NoNamespace", SDTNone>;
def b_empty_ns : SDNode<"::B", SDTNone>;
def c_empty_name : SDNode<"ToyISD::", SDTNone>;
def d_nested : SDNode<"ToyISD::X::Y", SDTNone>;
def e_fine : SDNode<"ToyISD::E", SDTNone>;

// CHECK:      enum GenNodeType : unsigned {
// CHECK-NEXT:   E = ISD::BUILTIN_OP_END,
// CHECK-NEXT:   X::Y,
// CHECK-NEXT: };

// WARN:      skipped-invalid-name.td:11:5: warning: skipped node: invalid enum name
// WARN-NEXT: def a_no_ns : SDNode<"NoNamespace", SDTNone>;
// WARN:      skipped-invalid-name.td:12:5: warning: skipped node: invalid enum name
// WARN:      skipped-invalid-name.td:13:5: warning: skipped node: invalid enum name
// WARN-NOT:  warning
