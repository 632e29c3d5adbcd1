// RUN: not %tblgen -gen-callingconv -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-callingconv -I /usr/include/llvm-22 -I %S/Inputs
//
// An action of a class the backend does not know: the record is dumped,
// then the error.

include "target.td"
class MyAction : CCAction { int Weight = 3; }
def CC : CallingConv<[
  CCIfType<[i32], MyAction<>>
]>;

// CHECK: {{^}}anonymous_{{[0-9]+}} {	// CCAction MyAction
// CHECK-NEXT: {{^}}  int Weight = 3;
// CHECK-NEXT: {{^}}}
// CHECK-NEXT: err-unknown-action.td:[[@LINE-6]]:19: error: Unknown CCAction!
