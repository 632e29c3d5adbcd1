// RUN: not %tblgen -gen-dag-isel -I /usr/include/llvm-22 -I %S/Inputs %s -o %t 2>&1 | FileCheck %s
// RUN: not test -e %t
// RUN: not %tblgen -gen-fast-isel -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-dag-isel -I /usr/include/llvm-22 -I %S/Inputs
// DIFF: -gen-fast-isel -I /usr/include/llvm-22 -I %S/Inputs
// DIFF: -gen-global-isel -I /usr/include/llvm-22 -I %S/Inputs
// DIFF: -gen-instr-info -I /usr/include/llvm-22 -I %S/Inputs
//
// A type constraint of no known kind (an SDTypeConstraint of its own) is
// an error at the constraint, even on a node no pattern uses.

include "di.td"

def MyC : SDTypeConstraint<0>;
// CHECK: err-type-constraint.td:[[@LINE-1]]:5: error: Unrecognized SDTypeConstraint 'MyC'!
def SDTMy : SDTypeProfile<1, 2, [MyC, SDTCisSameAs<0, 1>]>;
def mynode : SDNode<"MyISD::FOO", SDTMy>;
def FOO : DiInst<(outs GPR:$d), (ins GPR:$a, GPR:$b), [(set GPR:$d, (add GPR:$a, GPR:$b))]>;
