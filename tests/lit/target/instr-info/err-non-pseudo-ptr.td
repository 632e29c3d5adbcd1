// RUN: not %tblgen -gen-instr-info -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-instr-info -I /usr/include/llvm-22 -I %S/Inputs
//
// A real instruction cannot use a pointer-like register class.

include "toy-remap.td"

def PtrOp : ToyInst<(outs), (ins ptr_rc:$p), "">;

// CHECK: err-non-pseudo-ptr.td:[[@LINE-2]]:5: error: non-pseudoinstruction user of PointerLikeRegClass
