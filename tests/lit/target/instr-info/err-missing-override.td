// RUN: not %tblgen -gen-instr-info -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-instr-info -I /usr/include/llvm-22 -I %S/Inputs
//
// LLVM 22 requires a target to remap the standard pseudos' pointer
// operands (RemapAllTargetPseudoPointerOperands); each one left is an error.

include "toy.td"

// CHECK: Target.td:1424:5: error: missing target override for pseudoinstruction using PointerLikeRegClass
// CHECK: Target.td:937:5: note: target should define equivalent instruction with RegisterClassLike replacement; (use RemapAllTargetPseudoPointerOperands?)
// CHECK: Target.td:1438:5: error: missing target override for pseudoinstruction using PointerLikeRegClass
