// -gen-op-defs with more shards than make equal runs: five ops in three
// shards are cut 2, 2, 1 (the longer runs first); an empty shard has only
// its registration hook (no local utility section); with no ops at all a
// sharded file is its header alone.
// RUN: %mlir-tblgen -gen-op-defs -op-shard-count=3 -I %S %s | FileCheck %s
// RUN: %refmlir-tblgen -gen-op-defs -op-shard-count=3 -I %S %s | FileCheck %s
// RUN: %mlir-tblgen -gen-op-defs -op-shard-count=7 -I %S %s | FileCheck %s --check-prefix=EMPTY
// RUN: %refmlir-tblgen -gen-op-defs -op-shard-count=7 -I %S %s | FileCheck %s --check-prefix=EMPTY
// RUN: %mlir-tblgen -gen-op-defs -op-shard-count=2 -op-include-regex=none -I %S %s | FileCheck %s --check-prefix=NOOPS
// RUN: %refmlir-tblgen -gen-op-defs -op-shard-count=2 -op-include-regex=none -I %S %s | FileCheck %s --check-prefix=NOOPS
// DIFF: -gen-op-defs -op-shard-count=3
// DIFF: -gen-op-defs -op-shard-count=4
// DIFF: -gen-op-defs -op-shard-count=7
// DIFF: -gen-op-defs -op-shard-count=2 -op-include-regex=none
include "Inputs/op-classes.td"

def Kit_Dialect : Dialect {
  let name = "kit";
  let cppNamespace = "::kit";
}
class Kit_Op<string mnemonic> : Op<Kit_Dialect, mnemonic>;
def Kit_PenOp : Kit_Op<"pen">;
def Kit_RulerOp : Kit_Op<"ruler">;
def Kit_InkOp : Kit_Op<"ink">;
def Kit_TapeOp : Kit_Op<"tape">;
def Kit_ClipOp : Kit_Op<"clip">;

// CHECK:      void ::kit::registerKitDialectOperations0(::kit::KitDialect *dialect) {
// CHECK-NEXT:   ::mlir::RegisteredOperationName::insert<::kit::ClipOp>(*dialect);
// CHECK-NEXT:   ::mlir::RegisteredOperationName::insert<::kit::InkOp>(*dialect);
// CHECK-NEXT: }
// CHECK:      void ::kit::registerKitDialectOperations1(::kit::KitDialect *dialect) {
// CHECK-NEXT:   ::mlir::RegisteredOperationName::insert<::kit::PenOp>(*dialect);
// CHECK-NEXT:   ::mlir::RegisteredOperationName::insert<::kit::RulerOp>(*dialect);
// CHECK-NEXT: }
// CHECK:      void ::kit::registerKitDialectOperations2(::kit::KitDialect *dialect) {
// CHECK-NEXT:   ::mlir::RegisteredOperationName::insert<::kit::TapeOp>(*dialect);
// CHECK-NEXT: }

// EMPTY:      void ::kit::registerKitDialectOperations5(::kit::KitDialect *dialect) {
// EMPTY-NEXT: }
// EMPTY-EMPTY:
// EMPTY-NEXT: #endif // GET_OP_DEFS_5
// EMPTY-EMPTY:
// EMPTY-NEXT: #ifdef GET_OP_DEFS_6

// NOOPS:      \*===----------------------------------------------------------------------===*/
// NOOPS-EMPTY:
// NOOPS-NOT:  {{.}}
