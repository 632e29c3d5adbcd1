// RUN: not %tblgen -gen-sd-node-info -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-sd-node-info -I /usr/include/llvm-22 -I %S/Inputs
//
// A constraint must derive from one of the SDTypeConstraint subclasses
// the tool knows; the error points at the constraint's definition.

include "target.td"

def MyConstraint : SDTypeConstraint<0>;
def toy_a : SDNode<"ToyISD::A", SDTypeProfile<1, 0, [MyConstraint]>>;

// CHECK: err-unknown-constraint.td:[[@LINE-3]]:5: error: Unrecognized SDTypeConstraint 'MyConstraint'!
