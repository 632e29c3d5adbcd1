// -gen-op-defs of an op with properties of its own in a dialect that keeps
// attributes as attributes (usePropertiesForAttributes = 0): the attributes
// live in the properties, but their setters set them on the op (unit
// attributes taken as optional values like any other).
// RUN: %mlir-tblgen -gen-op-defs -I %S %s | FileCheck %s
// RUN: %refmlir-tblgen -gen-op-defs -I %S %s | FileCheck %s
include "Inputs/op-classes.td"
def I64Attr : Attr<CPred<"true">, "64-bit integer attribute"> {
  let storageType = "::mlir::IntegerAttr";
  let returnType = "uint64_t";
  let constBuilderCall = "$_builder.getI64IntegerAttr($0)";
}
def FlagAttr : Attr<CPred<"true">, "unit attribute"> {
  let storageType = "::mlir::UnitAttr";
  let returnType = "bool";
  let constBuilderCall = "(($0) ? $_builder.getUnitAttr() : nullptr)";
  let convertFromStorage = "$_self != nullptr";
  let defaultValue = "false";
  let isOptional = 1;
}
def FlagProp : Property<"bool", "a flag"> { let defaultValue = "false"; }
def Test_Dialect : Dialect {
  let name = "t";
  let usePropertiesForAttributes = 0;
}
def T_AttrsOp : Op<Test_Dialect, "attrs"> {
  let arguments = (ins I32:$x, I64Attr:$count, OptionalAttr<I64Attr>:$limit, FlagAttr:$u, FlagProp:$flag);
  let results = (outs AnyType:$res);
}

// CHECK-LABEL: void AttrsOp::setCount(uint64_t attrValue) {
// CHECK-NEXT:   (*this)->setAttr(getCountAttrName(), ::mlir::Builder((*this)->getContext()).getI64IntegerAttr(attrValue));
// CHECK-NEXT: }
// CHECK-LABEL: void AttrsOp::setLimit(::std::optional<uint64_t> attrValue) {
// CHECK-NEXT:     if (attrValue)
// CHECK-NEXT:       return (*this)->setAttr(getLimitAttrName(), ::mlir::Builder((*this)->getContext()).getI64IntegerAttr(*attrValue));
// CHECK-NEXT:     (*this)->removeAttr(getLimitAttrName());
// CHECK-NEXT: }
// CHECK-LABEL: void AttrsOp::setU(::std::optional<bool> attrValue) {
// CHECK-NEXT:     if (attrValue)
// CHECK-NEXT:       return (*this)->setAttr(getUAttrName(), ((*attrValue) ? ::mlir::Builder((*this)->getContext()).getUnitAttr() : nullptr));
// CHECK-NEXT:     (*this)->removeAttr(getUAttrName());
// CHECK-NEXT: }
// CHECK-LABEL: ::llvm::LogicalResult AttrsOp::verifyInvariantsImpl() {
// CHECK-NEXT:   auto tblgen_count = getProperties().count; (void)tblgen_count;
// CHECK-NEXT:   if (!tblgen_count) return emitOpError("requires attribute 'count'");
// CHECK-NEXT:   auto tblgen_limit = getProperties().limit; (void)tblgen_limit;
// CHECK-NEXT:   auto tblgen_u = getProperties().u; (void)tblgen_u;
// CHECK-EMPTY:
// CHECK-NEXT:   if (::mlir::failed(__mlir_ods_local_attr_constraint_op2Ddefs2Dattrs2Don2Dop1(*this, tblgen_count, "count")))
// CHECK-NEXT:     return ::mlir::failure();
// CHECK-EMPTY:
// CHECK-NEXT:   if (::mlir::failed(__mlir_ods_local_attr_constraint_op2Ddefs2Dattrs2Don2Dop2(*this, tblgen_limit, "limit")))
// CHECK-NEXT:     return ::mlir::failure();
// CHECK-EMPTY:
// CHECK-NEXT:   if (::mlir::failed(__mlir_ods_local_attr_constraint_op2Ddefs2Dattrs2Don2Dop3(*this, tblgen_u, "u")))
// CHECK-NEXT:     return ::mlir::failure();
// CHECK-NEXT:   {
// CHECK-NEXT:     unsigned index = 0; (void)index;
// CHECK-NEXT:     auto valueGroup0 = getODSOperands(0);
// CHECK-EMPTY:
// CHECK-NEXT:     for (auto v : valueGroup0) {
// CHECK-NEXT:       if (::mlir::failed(__mlir_ods_local_type_constraint_op2Ddefs2Dattrs2Don2Dop1(*this, v.getType(), "operand", index++)))
// CHECK-NEXT:         return ::mlir::failure();
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   {
// CHECK-NEXT:     unsigned index = 0; (void)index;
// CHECK-NEXT:     auto valueGroup0 = getODSResults(0);
// CHECK-EMPTY:
// CHECK-NEXT:     for (auto v : valueGroup0) {
// CHECK-NEXT:       if (::mlir::failed(__mlir_ods_local_type_constraint_op2Ddefs2Dattrs2Don2Dop2(*this, v.getType(), "result", index++)))
// CHECK-NEXT:         return ::mlir::failure();
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   return ::mlir::success();
// CHECK-NEXT: }

// The definitions, compared with mlir-tblgen by difftest:
// DIFF: -gen-op-defs
// DIFF: -gen-op-decls
