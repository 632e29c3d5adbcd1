// -op-shard-count: the registration hooks are named in the dialect's
// namespace as written (no "::" added in front of a relative one).
// RUN: %mlir-tblgen -gen-op-defs -op-shard-count=2 -I %S %s | FileCheck %s
// RUN: %refmlir-tblgen -gen-op-defs -op-shard-count=2 -I %S %s | FileCheck %s
// DIFF: -gen-op-defs -op-shard-count=2
// DIFF: -gen-op-decls -op-shard-count=2
include "Inputs/op-classes.td"

def Rel_Dialect : Dialect {
  let name = "rel";
  let cppNamespace = "rel::inner";
}
class R_Op<string mnemonic> : Op<Rel_Dialect, mnemonic>;
def R_AOp : R_Op<"a">;
def R_BOp : R_Op<"b">;
def R_COp : R_Op<"c">;

// CHECK-LABEL: #ifdef GET_OP_DEFS_0
// CHECK: void rel::inner::registerRelDialectOperations(rel::inner::RelDialect *dialect) {
// CHECK-NEXT: rel::inner::registerRelDialectOperations0(dialect);
// CHECK-NEXT: rel::inner::registerRelDialectOperations1(dialect);
// CHECK: void rel::inner::registerRelDialectOperations0(rel::inner::RelDialect *dialect) {
// CHECK-LABEL: #ifdef GET_OP_DEFS_1
// CHECK: void rel::inner::registerRelDialectOperations1(rel::inner::RelDialect *dialect) {
