// RUN: not %tblgen -gen-callingconv -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-callingconv -I /usr/include/llvm-22 -I %S/Inputs
//
// The Entry bit must be set.

include "target.td"
def CC : CallingConv<[CCAssignToReg<[R0]>]> { let Entry = ?; }

// CHECK: err-entry-unset.td:[[@LINE-2]]:5: error: Record `CC', field `Entry' does not have a bit initializer!
