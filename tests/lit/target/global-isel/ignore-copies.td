// RUN: %tblgen -gen-global-isel -optimize-match-table=false -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-global-isel -optimize-match-table=false -I /usr/include/llvm-22 -I %S/Inputs
// DIFF: -gen-global-isel -I /usr/include/llvm-22 -I %S/Inputs
//
// GISelFlags: GIIgnoreCopies set on a pattern, or on a PatFrag, makes the
// nested instructions recorded (and the repeated operands compared) while
// that pattern or fragment's root is imported look through copies; a
// fragment inside may set it back (unset leaves it as it was).

include "gi.td"

def THREE : GiInst<(outs GPR:$d), (ins GPR:$a, GPR:$b, GPR:$c), []>;

class SrlFlags<bit IC> : PatFrag<(ops node:$x, node:$y), (srl $x, $y)>, GISelFlags {
  let GIIgnoreCopies = IC;
}
def SraUnset : PatFrag<(ops node:$x, node:$y), (sra $x, $y)>, GISelFlags;

// On the pattern: MIs[1] and the repeated $a look through copies.
let GIIgnoreCopies = 1 in
def : Pat<(i32 (sub (mul i32:$a, i32:$a), i32:$b)), (THREE GPR:$a, GPR:$b, GPR:$b)>, GISelFlags;

// On the root fragment, cleared by the inner one: MIs[1] looks through
// copies, MIs[2] (recorded under the inner fragment) does not.
def : Pat<(i32 (SrlFlags<1> (SrlFlags<0> (add i32:$a, i32:$a), i32:$b), i32:$a)),
          (THREE GPR:$a, GPR:$b, GPR:$b)>;

// An unset flag keeps the outer one.
def : Pat<(i32 (SrlFlags<1> (SraUnset (xor i32:$a, i32:$b), i32:$b), i32:$a)),
          (THREE GPR:$a, GPR:$b, GPR:$a)>;

// (Rules by complexity: the unset case first.)
// CHECK-LABEL: // Rule ID 2 //
// CHECK: GIM_RecordInsnIgnoreCopies, /*DefineMI*/1,
// CHECK: GIM_RecordInsnIgnoreCopies, /*DefineMI*/2,
// CHECK-LABEL: // Rule ID 1 //
// CHECK: GIM_RecordInsnIgnoreCopies, /*DefineMI*/1,
// CHECK: GIM_RecordInsn, /*DefineMI*/2,
// CHECK: GIM_CheckIsSameOperand, /*MI*/2,
// CHECK: GIM_CheckIsSameOperandIgnoreCopies, /*MI*/0,
// CHECK-LABEL: // Rule ID 0 //
// CHECK: GIM_RecordInsnIgnoreCopies, /*DefineMI*/1,
// CHECK: GIM_CheckIsSameOperandIgnoreCopies, /*MI*/1,
