// -gen-op-defs of ops of a dialect that keeps attributes as attributes
// (usePropertiesForAttributes = 0) and without properties of their own:
// the adaptor reads each attribute from the sorted dictionary between the
// required ones around it, the verifiers walk the dictionary once, setters
// set attributes on the op, defaults come from populateDefaultAttrs, and
// there are no properties hooks.
// RUN: %mlir-tblgen -gen-op-defs -I %S %s | FileCheck %s
// RUN: %refmlir-tblgen -gen-op-defs -I %S %s | FileCheck %s
include "Inputs/op-classes.td"
def I64Attr : Attr<CPred<"::llvm::isa<::mlir::IntegerAttr>($_self)">, "64-bit integer attribute"> {
  let storageType = "::mlir::IntegerAttr";
  let returnType = "uint64_t";
  let constBuilderCall = "$_builder.getI64IntegerAttr($0)";
}
class DefAttr<Attr attr, string val> : DefaultValuedAttr<attr, val> { let constBuilderCall = attr.constBuilderCall; }
def Test_Dialect : Dialect {
  let name = "t";
  let usePropertiesForAttributes = 0;
}
def T_AttrsOp : Op<Test_Dialect, "attrs"> {
  let arguments = (ins I32:$x, I64Attr:$b_count, OptionalAttr<I64Attr>:$a_limit, I64Attr:$d_req, DefAttr<I64Attr, "3">:$c_def);
  let results = (outs AnyType:$res);
  let skipDefaultBuilders = 1;
  let builders = [OpBuilder<(ins "int":$q)>];
}
def T_OptOp : Op<Test_Dialect, "opt"> {
  let arguments = (ins OptionalAttr<I64Attr>:$e_opt, OptionalAttr<I64Attr>:$f_opt);
  let skipDefaultBuilders = 1;
  let builders = [OpBuilder<(ins "int":$q)>];
}

// CHECK-NOT: AttrsOp::setPropertiesFromAttr
// CHECK-LABEL: ::mlir::IntegerAttr AttrsOpGenericAdaptorBase::getBCountAttr() {
// CHECK-NEXT:   assert(odsAttrs && "no attributes when constructing adapter");
// CHECK-NEXT:   auto attr = ::llvm::cast<::mlir::IntegerAttr>(::mlir::impl::getAttrFromSortedRange(odsAttrs.begin() + 0, odsAttrs.end() - 1, AttrsOp::getBCountAttrName(*odsOpName)));
// CHECK-NEXT:   return attr;
// CHECK-NEXT: }
// CHECK-LABEL: ::mlir::IntegerAttr AttrsOpGenericAdaptorBase::getALimitAttr() {
// CHECK-NEXT:   assert(odsAttrs && "no attributes when constructing adapter");
// CHECK-NEXT:   auto attr = ::llvm::dyn_cast_or_null<::mlir::IntegerAttr>(::mlir::impl::getAttrFromSortedRange(odsAttrs.begin() + 0, odsAttrs.end() - 2, AttrsOp::getALimitAttrName(*odsOpName)));
// CHECK-NEXT:   return attr;
// CHECK-NEXT: }
// CHECK-LABEL: ::mlir::IntegerAttr AttrsOpGenericAdaptorBase::getDReqAttr() {
// CHECK-NEXT:   assert(odsAttrs && "no attributes when constructing adapter");
// CHECK-NEXT:   auto attr = ::llvm::cast<::mlir::IntegerAttr>(::mlir::impl::getAttrFromSortedRange(odsAttrs.begin() + 1, odsAttrs.end() - 0, AttrsOp::getDReqAttrName(*odsOpName)));
// CHECK-NEXT:   return attr;
// CHECK-NEXT: }
// CHECK-LABEL: ::llvm::LogicalResult AttrsOpAdaptor::verify(::mlir::Location loc) {
// CHECK-NEXT:   auto namedAttrRange = odsAttrs;
// CHECK-NEXT:   auto namedAttrIt = namedAttrRange.begin();
// CHECK-NEXT:   ::mlir::Attribute tblgen_b_count;
// CHECK-NEXT:   ::mlir::Attribute tblgen_a_limit;
// CHECK-EMPTY:
// CHECK-NEXT:   while (true) {
// CHECK-NEXT:     if (namedAttrIt == namedAttrRange.end())
// CHECK-NEXT:       return emitError(loc, "'t.attrs' op requires attribute 'b_count'");
// CHECK-NEXT:     if (namedAttrIt->getName() == AttrsOp::getBCountAttrName(*odsOpName)) {
// CHECK-NEXT:       tblgen_b_count = namedAttrIt->getValue();
// CHECK-NEXT:       break;
// CHECK-NEXT:     }
// CHECK-NEXT:     else if (namedAttrIt->getName() == AttrsOp::getALimitAttrName(*odsOpName)) {
// CHECK-NEXT:       tblgen_a_limit = namedAttrIt->getValue();
// CHECK-NEXT:     }
// CHECK-NEXT:     ++namedAttrIt;
// CHECK-NEXT:   }
// CHECK-NEXT:   ::mlir::Attribute tblgen_d_req;
// CHECK-NEXT:   ::mlir::Attribute tblgen_c_def;
// CHECK-EMPTY:
// CHECK-NEXT:   while (true) {
// CHECK-NEXT:     if (namedAttrIt == namedAttrRange.end())
// CHECK-NEXT:       return emitError(loc, "'t.attrs' op requires attribute 'd_req'");
// CHECK-NEXT:     if (namedAttrIt->getName() == AttrsOp::getDReqAttrName(*odsOpName)) {
// CHECK-NEXT:       tblgen_d_req = namedAttrIt->getValue();
// CHECK-NEXT:       break;
// CHECK-NEXT:     }
// CHECK-NEXT:     else if (namedAttrIt->getName() == AttrsOp::getCDefAttrName(*odsOpName)) {
// CHECK-NEXT:       tblgen_c_def = namedAttrIt->getValue();
// CHECK-NEXT:     }
// CHECK-NEXT:     ++namedAttrIt;
// CHECK-NEXT:   }
// CHECK-EMPTY:
// CHECK-NEXT:   if (tblgen_b_count && !(::llvm::isa<::mlir::IntegerAttr>(tblgen_b_count)))
// CHECK-NEXT:     return emitError(loc, "'t.attrs' op attribute 'b_count' failed to satisfy constraint: 64-bit integer attribute");
// CHECK-EMPTY:
// CHECK-NEXT:   if (tblgen_a_limit && !(::llvm::isa<::mlir::IntegerAttr>(tblgen_a_limit)))
// CHECK-NEXT:     return emitError(loc, "'t.attrs' op attribute 'a_limit' failed to satisfy constraint: optional 64-bit integer attribute");
// CHECK-EMPTY:
// CHECK-NEXT:   if (tblgen_d_req && !(::llvm::isa<::mlir::IntegerAttr>(tblgen_d_req)))
// CHECK-NEXT:     return emitError(loc, "'t.attrs' op attribute 'd_req' failed to satisfy constraint: 64-bit integer attribute");
// CHECK-EMPTY:
// CHECK-NEXT:   if (tblgen_c_def && !(::llvm::isa<::mlir::IntegerAttr>(tblgen_c_def)))
// CHECK-NEXT:     return emitError(loc, "'t.attrs' op attribute 'c_def' failed to satisfy constraint: 64-bit integer attribute");
// CHECK-NEXT:   return ::mlir::success();
// CHECK-NEXT: }
// CHECK-LABEL: void AttrsOp::setALimit(::std::optional<uint64_t> attrValue) {
// CHECK-NEXT:     if (attrValue)
// CHECK-NEXT:       return (*this)->setAttr(getALimitAttrName(), ::mlir::Builder((*this)->getContext()).getI64IntegerAttr(*attrValue));
// CHECK-NEXT:     (*this)->removeAttr(getALimitAttrName());
// CHECK-NEXT: }
// CHECK-LABEL: void AttrsOp::populateDefaultAttrs(const ::mlir::OperationName &opName, ::mlir::NamedAttrList &attributes) {
// CHECK-NEXT:   auto attrNames = opName.getAttributeNames();
// CHECK-NEXT:   ::mlir::Builder odsBuilder(attrNames.front().getContext());
// CHECK-NEXT:   if (!attributes.get(attrNames[2])) {
// CHECK-NEXT:     attributes.append(attrNames[2], odsBuilder.getI64IntegerAttr(3));
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-LABEL: ::llvm::LogicalResult AttrsOp::verifyInvariantsImpl() {
// CHECK-NEXT:   auto namedAttrRange = (*this)->getAttrs();
// CHECK-NEXT:   auto namedAttrIt = namedAttrRange.begin();
// CHECK-NEXT:   ::mlir::Attribute tblgen_b_count;
// CHECK-NEXT:   ::mlir::Attribute tblgen_a_limit;
// CHECK-EMPTY:
// CHECK-NEXT:   while (true) {
// CHECK-NEXT:     if (namedAttrIt == namedAttrRange.end())
// CHECK-NEXT:       return emitOpError("requires attribute 'b_count'");
// CHECK-NEXT:     if (namedAttrIt->getName() == getBCountAttrName()) {
// CHECK-NEXT:       tblgen_b_count = namedAttrIt->getValue();
// CHECK-NEXT:       break;
// CHECK-NEXT:     }
// CHECK-NEXT:     else if (namedAttrIt->getName() == getALimitAttrName()) {
// CHECK-NEXT:       tblgen_a_limit = namedAttrIt->getValue();
// CHECK-NEXT:     }
// CHECK-NEXT:     ++namedAttrIt;
// CHECK-NEXT:   }
// CHECK-NEXT:   ::mlir::Attribute tblgen_d_req;
// CHECK-NEXT:   ::mlir::Attribute tblgen_c_def;
// CHECK-EMPTY:
// CHECK-NEXT:   while (true) {
// CHECK-NEXT:     if (namedAttrIt == namedAttrRange.end())
// CHECK-NEXT:       return emitOpError("requires attribute 'd_req'");
// CHECK-NEXT:     if (namedAttrIt->getName() == getDReqAttrName()) {
// CHECK-NEXT:       tblgen_d_req = namedAttrIt->getValue();
// CHECK-NEXT:       break;
// CHECK-NEXT:     }
// CHECK-NEXT:     else if (namedAttrIt->getName() == getCDefAttrName()) {
// CHECK-NEXT:       tblgen_c_def = namedAttrIt->getValue();
// CHECK-NEXT:     }
// CHECK-NEXT:     ++namedAttrIt;
// CHECK-NEXT:   }
// CHECK-EMPTY:
// CHECK-NEXT:   if (::mlir::failed(__mlir_ods_local_attr_constraint_op2Ddefs2Dattrs2Ddict1(*this, tblgen_b_count, "b_count")))
// CHECK-NEXT:     return ::mlir::failure();
// CHECK-EMPTY:
// CHECK-NEXT:   if (::mlir::failed(__mlir_ods_local_attr_constraint_op2Ddefs2Dattrs2Ddict2(*this, tblgen_a_limit, "a_limit")))
// CHECK-NEXT:     return ::mlir::failure();
// CHECK-EMPTY:
// CHECK-NEXT:   if (::mlir::failed(__mlir_ods_local_attr_constraint_op2Ddefs2Dattrs2Ddict1(*this, tblgen_d_req, "d_req")))
// CHECK-NEXT:     return ::mlir::failure();
// CHECK-EMPTY:
// CHECK-NEXT:   if (::mlir::failed(__mlir_ods_local_attr_constraint_op2Ddefs2Dattrs2Ddict1(*this, tblgen_c_def, "c_def")))
// CHECK-NEXT:     return ::mlir::failure();
// CHECK-NEXT:   {
// CHECK-NEXT:     unsigned index = 0; (void)index;
// CHECK-NEXT:     auto valueGroup0 = getODSOperands(0);
// CHECK-EMPTY:
// CHECK-NEXT:     for (auto v : valueGroup0) {
// CHECK-NEXT:       if (::mlir::failed(__mlir_ods_local_type_constraint_op2Ddefs2Dattrs2Ddict1(*this, v.getType(), "operand", index++)))
// CHECK-NEXT:         return ::mlir::failure();
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   {
// CHECK-NEXT:     unsigned index = 0; (void)index;
// CHECK-NEXT:     auto valueGroup0 = getODSResults(0);
// CHECK-EMPTY:
// CHECK-NEXT:     for (auto v : valueGroup0) {
// CHECK-NEXT:       if (::mlir::failed(__mlir_ods_local_type_constraint_op2Ddefs2Dattrs2Ddict2(*this, v.getType(), "result", index++)))
// CHECK-NEXT:         return ::mlir::failure();
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   return ::mlir::success();
// CHECK-NEXT: }
// CHECK-LABEL: ::llvm::LogicalResult OptOpAdaptor::verify(::mlir::Location loc) {
// CHECK-NEXT:   auto namedAttrRange = odsAttrs;
// CHECK-NEXT:   auto namedAttrIt = namedAttrRange.begin();
// CHECK-NEXT:   ::mlir::Attribute tblgen_e_opt;
// CHECK-NEXT:   ::mlir::Attribute tblgen_f_opt;
// CHECK-NEXT:   while (true) {
// CHECK-NEXT:     if (namedAttrIt == namedAttrRange.end()) {
// CHECK-NEXT:       break;
// CHECK-NEXT:     }
// CHECK-NEXT:     else if (namedAttrIt->getName() == OptOp::getEOptAttrName(*odsOpName)) {
// CHECK-NEXT:       tblgen_e_opt = namedAttrIt->getValue();
// CHECK-NEXT:     }
// CHECK-NEXT:     else if (namedAttrIt->getName() == OptOp::getFOptAttrName(*odsOpName)) {
// CHECK-NEXT:       tblgen_f_opt = namedAttrIt->getValue();
// CHECK-NEXT:     }
// CHECK-NEXT:     ++namedAttrIt;
// CHECK-NEXT:   }
// CHECK-EMPTY:
// CHECK-NEXT:   if (tblgen_e_opt && !(::llvm::isa<::mlir::IntegerAttr>(tblgen_e_opt)))
// CHECK-NEXT:     return emitError(loc, "'t.opt' op attribute 'e_opt' failed to satisfy constraint: optional 64-bit integer attribute");
// CHECK-EMPTY:
// CHECK-NEXT:   if (tblgen_f_opt && !(::llvm::isa<::mlir::IntegerAttr>(tblgen_f_opt)))
// CHECK-NEXT:     return emitError(loc, "'t.opt' op attribute 'f_opt' failed to satisfy constraint: optional 64-bit integer attribute");
// CHECK-NEXT:   return ::mlir::success();
// CHECK-NEXT: }
// CHECK-LABEL: ::llvm::LogicalResult OptOp::verifyInvariantsImpl() {
// CHECK-NEXT:   auto namedAttrRange = (*this)->getAttrs();
// CHECK-NEXT:   auto namedAttrIt = namedAttrRange.begin();
// CHECK-NEXT:   ::mlir::Attribute tblgen_e_opt;
// CHECK-NEXT:   ::mlir::Attribute tblgen_f_opt;
// CHECK-NEXT:   while (true) {
// CHECK-NEXT:     if (namedAttrIt == namedAttrRange.end()) {
// CHECK-NEXT:       break;
// CHECK-NEXT:     }
// CHECK-NEXT:     else if (namedAttrIt->getName() == getEOptAttrName()) {
// CHECK-NEXT:       tblgen_e_opt = namedAttrIt->getValue();
// CHECK-NEXT:     }
// CHECK-NEXT:     else if (namedAttrIt->getName() == getFOptAttrName()) {
// CHECK-NEXT:       tblgen_f_opt = namedAttrIt->getValue();
// CHECK-NEXT:     }
// CHECK-NEXT:     ++namedAttrIt;
// CHECK-NEXT:   }
// CHECK-EMPTY:
// CHECK-NEXT:   if (::mlir::failed(__mlir_ods_local_attr_constraint_op2Ddefs2Dattrs2Ddict2(*this, tblgen_e_opt, "e_opt")))
// CHECK-NEXT:     return ::mlir::failure();
// CHECK-EMPTY:
// CHECK-NEXT:   if (::mlir::failed(__mlir_ods_local_attr_constraint_op2Ddefs2Dattrs2Ddict2(*this, tblgen_f_opt, "f_opt")))
// CHECK-NEXT:     return ::mlir::failure();
// CHECK-NEXT:   return ::mlir::success();
// CHECK-NEXT: }

// The definitions, compared with mlir-tblgen by difftest:
// DIFF: -gen-op-defs
// DIFF: -gen-op-decls
