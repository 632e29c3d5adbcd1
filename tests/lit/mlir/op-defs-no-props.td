// -gen-op-defs of an op without attributes in a dialect that keeps
// attributes as attributes (usePropertiesForAttributes = 0): no properties
// hooks and no out-of-line constructor of the adaptor base.
// RUN: %mlir-tblgen -gen-op-defs -I %S %s | FileCheck %s
// RUN: %refmlir-tblgen -gen-op-defs -I %S %s | FileCheck %s
include "Inputs/op-classes.td"

def Test_Dialect : Dialect {
  let name = "t";
  let usePropertiesForAttributes = 0;
}
def T_PlainOp : Op<Test_Dialect, "plain"> {
  let arguments = (ins I32:$x);
  let skipDefaultBuilders = 1;
  let builders = [OpBuilder<(ins "int":$q)>];
}

// CHECK-LABEL: namespace detail {
// CHECK-EMPTY:
// CHECK-EMPTY:
// CHECK-NEXT: } // namespace detail
// CHECK-NEXT: PlainOpAdaptor::PlainOpAdaptor(PlainOp op) : PlainOpGenericAdaptor(op->getOperands(), op) {}
// CHECK-NOT: PlainOp::setPropertiesFromAttr
// CHECK-NOT: PlainOp::verifyInherentAttrs
// CHECK: ::llvm::LogicalResult PlainOp::verifyInvariantsImpl() {

// The definitions, compared with mlir-tblgen by difftest:
// DIFF: -gen-op-defs
// DIFF: -gen-op-decls
