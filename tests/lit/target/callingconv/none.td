// RUN: %tblgen -gen-callingconv -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-callingconv -I /usr/include/llvm-22 -I %S/Inputs
//
// A target without calling conventions: just the guards.

include "target.td"

// CHECK:      #if !defined(GET_CC_REGISTER_LISTS)
// CHECK-EMPTY:
// CHECK-EMPTY:
// CHECK-NEXT: #endif // !defined(GET_CC_REGISTER_LISTS)
// CHECK-NOT: {{.}}
