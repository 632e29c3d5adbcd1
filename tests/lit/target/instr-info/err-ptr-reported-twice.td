// RUN: not %tblgen -gen-instr-info -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-instr-info -I /usr/include/llvm-22 -I %S/Inputs
//
// Operands are read twice, for the shared operand lists (in instruction
// order) and for the descriptors (in reverse order): each unmapped
// pointer-class operand is reported in both passes, and the count says so.

include "toy-remap.td"

def APtr : ToyInst<(outs), (ins ptr_rc:$p), "">;
def BPtr : ToyInst<(outs), (ins ptr_rc:$p), ""> { let isPseudo = 1; }

// Pseudos come first in the instruction order.
// CHECK:      err-ptr-reported-twice.td:11:5: error: missing target override for pseudoinstruction using PointerLikeRegClass
// CHECK:      Target.td:{{[0-9]+}}:5: note: target should define equivalent instruction
// CHECK:      err-ptr-reported-twice.td:10:5: error: non-pseudoinstruction user of PointerLikeRegClass
// CHECK:      err-ptr-reported-twice.td:10:5: error: non-pseudoinstruction user of PointerLikeRegClass
// CHECK:      err-ptr-reported-twice.td:11:5: error: missing target override for pseudoinstruction using PointerLikeRegClass
// CHECK:      4 errors.
