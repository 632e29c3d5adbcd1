// -gen-op-defs writes its frame (GET_OP_LIST, GET_OP_CLASSES) for records
// without (requested) ops; the definitions of ops are not implemented yet,
// and a run with ops is refused at the first op.
// RUN: %mlir-tblgen -gen-op-defs -op-exclude-regex=. -I %S %s | FileCheck %s
// RUN: not %mlir-tblgen -gen-op-defs -I %S %s 2>&1 | FileCheck %s --check-prefix=REFUSED
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

// REFUSED: op-defs.td:10:5: error: -gen-op-defs: the definitions of ops are not implemented yet
