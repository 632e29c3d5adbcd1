// -gen-op-defs: an attribute constraint that refers to other values of the
// op gets no local function; the adaptor and verifyInvariantsImpl check it
// in place, naming the operand as predicate traits do.
// RUN: %mlir-tblgen -gen-op-defs -I %S %s | FileCheck %s
// RUN: %refmlir-tblgen -gen-op-defs -I %S %s | FileCheck %s
include "Inputs/op-classes.td"

def Test_Dialect : Dialect { let name = "t"; }
def T_BoundOp : Op<Test_Dialect, "bound"> {
  let arguments = (ins I32:$x, Attr<CPred<"$_self != $x">, "not x">:$y);
  let skipDefaultBuilders = 1;
  let builders = [OpBuilder<(ins "int":$q)>];
}

// CHECK-NOT: __mlir_ods_local_attr_constraint
// CHECK-LABEL: ::llvm::LogicalResult BoundOpAdaptor::verify(::mlir::Location loc) {
// CHECK-NEXT:   auto tblgen_y = getProperties().y; (void)tblgen_y;
// CHECK-NEXT:   if (!tblgen_y) return emitError(loc, "'t.bound' op requires attribute 'y'");
// CHECK-EMPTY:
// CHECK-NEXT:   if (tblgen_y && !(tblgen_y != (*this->getODSOperands(0).begin())))
// CHECK-NEXT:     return emitError(loc, "'t.bound' op attribute 'y' failed to satisfy constraint: not x");
// CHECK-NEXT:   return ::mlir::success();
// CHECK-NEXT: }
// CHECK-LABEL: ::llvm::LogicalResult BoundOp::verifyInherentAttrs(
// CHECK-NEXT:     return ::mlir::success();
// CHECK-LABEL: ::llvm::LogicalResult BoundOp::verifyInvariantsImpl() {
// CHECK-NEXT:   auto tblgen_y = getProperties().y; (void)tblgen_y;
// CHECK-NEXT:   if (!tblgen_y) return emitOpError("requires attribute 'y'");
// CHECK-EMPTY:
// CHECK-NEXT:   if (tblgen_y && !(tblgen_y != (*this->getODSOperands(0).begin())))
// CHECK-NEXT:     return emitOpError("attribute 'y' failed to satisfy constraint: not x");
// CHECK-NEXT:   {

// The definitions, compared with mlir-tblgen by difftest:
// DIFF: -gen-op-defs
