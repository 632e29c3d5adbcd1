// -gen-op-defs: successor constraints get local functions, called by
// verifyInvariantsImpl for each successor (reached by its plain name).
// RUN: %mlir-tblgen -gen-op-defs -I %S %s | FileCheck %s
// RUN: %refmlir-tblgen -gen-op-defs -I %S %s | FileCheck %s
include "Inputs/op-classes.td"
def Test_Dialect : Dialect { let name = "t"; }
def CheckedSucc : Successor<CPred<"$_self->getNumArguments() == 0">, "block without arguments">;
def T_BrOp : Op<Test_Dialect, "br"> {
  let successors = (successor CheckedSucc:$dest, VariadicSuccessor<CheckedSucc>:$others);
  let skipDefaultBuilders = 1;
  let builders = [OpBuilder<(ins "int":$q)>];
}

// CHECK-LABEL: // Local Utility Method Definitions
// CHECK-NEXT: //===----------------------------------------------------------------------===//
// CHECK-EMPTY:
// CHECK-EMPTY:
// CHECK-NEXT: static ::llvm::LogicalResult __mlir_ods_local_successor_constraint_op2Ddefs2Dsuccessors1(
// CHECK-NEXT:     ::mlir::Operation *op, ::mlir::Block *successor,
// CHECK-NEXT:     ::llvm::StringRef successorName, unsigned successorIndex) {
// CHECK-NEXT:   if (!(successor->getNumArguments() == 0)) {
// CHECK-NEXT:     return op->emitOpError("successor #") << successorIndex << " ('"
// CHECK-NEXT:         << successorName << ")' failed to verify constraint: block without arguments";
// CHECK-NEXT:   }
// CHECK-NEXT:   return ::mlir::success();
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: static ::llvm::LogicalResult __mlir_ods_local_successor_constraint_op2Ddefs2Dsuccessors2(
// CHECK-NEXT:     ::mlir::Operation *op, ::mlir::Block *successor,
// CHECK-NEXT:     ::llvm::StringRef successorName, unsigned successorIndex) {
// CHECK-NEXT:   if (!(successor->getNumArguments() == 0)) {
// CHECK-NEXT:     return op->emitOpError("successor #") << successorIndex << " ('"
// CHECK-NEXT:         << successorName << ")' failed to verify constraint: variadic of block without arguments";
// CHECK-NEXT:   }
// CHECK-NEXT:   return ::mlir::success();
// CHECK-NEXT: }
// CHECK-LABEL: ::llvm::LogicalResult BrOp::verifyInvariantsImpl() {
// CHECK-NEXT:   {
// CHECK-NEXT:     unsigned index = 0; (void)index;
// CHECK-EMPTY:
// CHECK-NEXT:     for (auto *successor : ::llvm::MutableArrayRef(dest()))
// CHECK-NEXT:       if (::mlir::failed(__mlir_ods_local_successor_constraint_op2Ddefs2Dsuccessors1(*this, successor, "dest", index++)))
// CHECK-NEXT:         return ::mlir::failure();
// CHECK-EMPTY:
// CHECK-NEXT:     for (auto *successor : others())
// CHECK-NEXT:       if (::mlir::failed(__mlir_ods_local_successor_constraint_op2Ddefs2Dsuccessors2(*this, successor, "others", index++)))
// CHECK-NEXT:         return ::mlir::failure();
// CHECK-NEXT:   }
// CHECK-NEXT:   return ::mlir::success();
// CHECK-NEXT: }

// The definitions, compared with mlir-tblgen by difftest:
// DIFF: -gen-op-defs
