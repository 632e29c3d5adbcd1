// -gen-op-defs -op-shard-count=2: the ops in two runs, each under
// GET_OP_DEFS_<N> with the hook registering its ops and its own local
// constraint functions; the first shard defines the dialect's hook.
// RUN: %mlir-tblgen -gen-op-defs -op-shard-count=2 -I %S %s | FileCheck %s
// RUN: %refmlir-tblgen -gen-op-defs -op-shard-count=2 -I %S %s | FileCheck %s
include "Inputs/op-classes.td"

def Test_Dialect : Dialect {
  let name = "t";
  let cppNamespace = "::test";
}
class T_Op<string mnemonic> : Op<Test_Dialect, mnemonic> {
  let skipDefaultBuilders = 1;
  let builders = [OpBuilder<(ins "int":$x)>];
}
def T_AOp : T_Op<"a"> { let arguments = (ins I32:$x); }
def T_BOp : T_Op<"b"> { let arguments = (ins F32:$x); }
def T_COp : T_Op<"c"> { let arguments = (ins I32:$x); }

// CHECK-LABEL: #ifdef GET_OP_DEFS_0
// CHECK-NEXT: #undef GET_OP_DEFS_0
// CHECK-EMPTY:
// CHECK-NEXT: void ::test::registerTestDialectOperations(::test::TestDialect *dialect) {
// CHECK-NEXT:   ::test::registerTestDialectOperations0(dialect);
// CHECK-NEXT:   ::test::registerTestDialectOperations1(dialect);
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: //===----------------------------------------------------------------------===//
// CHECK-NEXT: // TestDialect Op Registration Hook
// CHECK-NEXT: //===----------------------------------------------------------------------===//
// CHECK-EMPTY:
// CHECK-NEXT: void ::test::registerTestDialectOperations0(::test::TestDialect *dialect) {
// CHECK-NEXT:   ::mlir::RegisteredOperationName::insert<::test::AOp>(*dialect);
// CHECK-NEXT:   ::mlir::RegisteredOperationName::insert<::test::BOp>(*dialect);
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: //===----------------------------------------------------------------------===//
// CHECK-NEXT: // Local Utility Method Definitions
// CHECK-NEXT: //===----------------------------------------------------------------------===//
// CHECK-EMPTY:
// CHECK-EMPTY:
// CHECK-NEXT: static ::llvm::LogicalResult __mlir_ods_local_type_constraint_0op2Ddefs2Dshard1(
// CHECK-NEXT:     ::mlir::Operation *op, ::mlir::Type type, ::llvm::StringRef valueKind,
// CHECK: __mlir_ods_local_type_constraint_0op2Ddefs2Dshard2(
// CHECK-NOT: GET_OP_LIST
// CHECK: MLIR_DEFINE_EXPLICIT_TYPE_ID(::test::AOp)
// CHECK-LABEL: MLIR_DEFINE_EXPLICIT_TYPE_ID(::test::BOp)
// CHECK-EMPTY:
// CHECK-EMPTY:
// CHECK-NEXT: #endif // GET_OP_DEFS_0
// CHECK-EMPTY:
// CHECK-NEXT: #ifdef GET_OP_DEFS_1
// CHECK-NEXT: #undef GET_OP_DEFS_1
// CHECK-EMPTY:
// CHECK-EMPTY:
// CHECK-NEXT: //===----------------------------------------------------------------------===//
// CHECK-NEXT: // TestDialect Op Registration Hook
// CHECK-NEXT: //===----------------------------------------------------------------------===//
// CHECK-EMPTY:
// CHECK-NEXT: void ::test::registerTestDialectOperations1(::test::TestDialect *dialect) {
// CHECK-NEXT:   ::mlir::RegisteredOperationName::insert<::test::COp>(*dialect);
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: //===----------------------------------------------------------------------===//
// CHECK-NEXT: // Local Utility Method Definitions
// CHECK-NEXT: //===----------------------------------------------------------------------===//
// CHECK-EMPTY:
// CHECK-EMPTY:
// CHECK-NEXT: static ::llvm::LogicalResult __mlir_ods_local_type_constraint_1op2Ddefs2Dshard1(
// CHECK-NEXT:     ::mlir::Operation *op, ::mlir::Type type, ::llvm::StringRef valueKind,
// CHECK-NOT: __mlir_ods_local_type_constraint_1op2Ddefs2Dshard2(
// CHECK-LABEL: MLIR_DEFINE_EXPLICIT_TYPE_ID(::test::COp)
// CHECK-EMPTY:
// CHECK-EMPTY:
// CHECK-NEXT: #endif // GET_OP_DEFS_1

// The definitions, compared with mlir-tblgen by difftest:
// DIFF: -gen-op-defs -op-shard-count=2
