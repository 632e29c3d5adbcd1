// RUN: not %tblgen -gen-instr-info -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-instr-info -I /usr/include/llvm-22 -I %S/Inputs
//
// A target pseudo using a pointer-like register class needs the same
// remapping as the standard ones.

include "toy-remap.td"

def PtrPseudo : ToyInst<(outs), (ins ptr_rc:$p), ""> { let isPseudo = 1; }

// CHECK: err-pseudo-ptr.td:[[@LINE-2]]:5: error: missing target override for pseudoinstruction using PointerLikeRegClass
