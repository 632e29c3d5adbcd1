// RUN: not %tblgen -gen-callingconv -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-callingconv -I /usr/include/llvm-22 -I %S/Inputs
//
// A predicate action that is neither CCIfType nor CCIf.

include "target.td"
class CCIfWeird<CCAction A> : CCPredicateAction<A>;
def CC : CallingConv<[
  CCIfWeird<CCAssignToReg<[R0]>>
]>;

// CHECK: // CCAction CCPredicateAction CCIfWeird
// CHECK: err-unknown-predicate.td:[[@LINE-4]]:3: error: Unknown CCPredicateAction!
