// -gen-op-defs writes its frame (GET_OP_LIST, GET_OP_CLASSES) for records
// without (requested) ops.
// RUN: %mlir-tblgen -gen-op-defs -op-exclude-regex=. -I %S %s | FileCheck %s
// DIFF: -gen-op-defs -op-exclude-regex=.
include "Inputs/op-classes.td"

def Test_Dialect : Dialect { let name = "t"; }
def T_AOp : Op<Test_Dialect, "a">;

// CHECK: #ifdef GET_OP_LIST
// CHECK-NEXT: #undef GET_OP_LIST
// CHECK-EMPTY:
// CHECK-EMPTY:
// CHECK-NEXT: #endif // GET_OP_LIST
// CHECK-EMPTY:
// CHECK-NEXT: #ifdef GET_OP_CLASSES
// CHECK-NEXT: #undef GET_OP_CLASSES
// CHECK-EMPTY:
// CHECK-EMPTY:
// CHECK-NEXT: #endif // GET_OP_CLASSES
