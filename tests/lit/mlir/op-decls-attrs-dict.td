// -gen-op-decls and -gen-op-defs of ops whose dialect keeps attributes in
// the attribute dictionary (usePropertiesForAttributes = 0) and that have no
// properties of their own: adaptors over ::mlir::EmptyProperties built from
// any operation, no properties hooks, attributes read from the sorted
// dictionary and set and removed on the op, segment sizes named among the
// attributes in sorted order, populateDefaultAttrs, segment sizes parsed
// into an attribute.
// RUN: %mlir-tblgen -gen-op-decls -I %S %s | FileCheck %s
// RUN: %refmlir-tblgen -gen-op-decls -I %S %s | FileCheck %s
// RUN: %mlir-tblgen -gen-op-defs -I %S %s | FileCheck %s --check-prefix=DEF
// RUN: %refmlir-tblgen -gen-op-defs -I %S %s | FileCheck %s --check-prefix=DEF
include "Inputs/op-classes.td"

def I64Attr : Attr<CPred<"true">, "64-bit integer attribute"> {
  let storageType = "::mlir::IntegerAttr";
  let returnType = "uint64_t";
  let constBuilderCall = "$_builder.getI64IntegerAttr($0)";
}
def AttrSizedOperandSegments : NativeOpTrait<"AttrSizedOperandSegments">;
def AttrSizedResultSegments : NativeOpTrait<"AttrSizedResultSegments">;

def Test_Dialect : Dialect {
  let name = "t";
  let usePropertiesForAttributes = 0;
}
def T_MixOp : Op<Test_Dialect, "mix", [AttrSizedOperandSegments, AttrSizedResultSegments]> {
  let arguments = (ins Variadic<I32>:$a, Optional<I32>:$b, DefaultValuedAttr<I64Attr, "3">:$alpha,
                   DefaultValuedAttr<I64Attr, "5">:$zeta, I64Attr:$mid, OptionalAttr<I64Attr>:$opt,
                   UnitAttr:$flag);
  let results = (outs Variadic<AnyType>:$r, Optional<AnyType>:$s);
  let assemblyFormat = "$a (`,` $b^)? attr-dict `:` type($a) `->` type($r) (`,` type($s)^)?";
}
def T_PlainOp : Op<Test_Dialect, "plain"> {
  let arguments = (ins I32:$x, OptionalAttr<I64Attr>:$count, UnitAttr:$u);
  let results = (outs AnyType:$res);
  let assemblyFormat = "$x prop-dict attr-dict `:` type($res)";
}
def T_BareOp : Op<Test_Dialect, "bare"> {
  let arguments = (ins I32:$x);
}

// CHECK-LABEL: class MixOpGenericAdaptorBase {
// CHECK-NEXT: public:
// CHECK-NEXT: protected:
// CHECK:   MixOpGenericAdaptorBase(::mlir::DictionaryAttr attrs = {}, const ::mlir::EmptyProperties &properties = {}, ::mlir::RegionRange regions = {}) : odsAttrs(attrs), odsRegions(regions) {
// CHECK:   MixOpGenericAdaptorBase(::mlir::Operation *op) : odsAttrs(op->getRawDictionaryAttrs()), odsOpName(op->getName()), odsRegions(op->getRegions()) {}
// CHECK-NOT: getProperties
// CHECK:   ::mlir::IntegerAttr getAlphaAttr();
// CHECK-LABEL: class MixOp : public ::mlir::Op<MixOp,
// CHECK-NOT: BytecodeOpInterface
// CHECK-NOT: using Properties
// CHECK: static ::llvm::StringRef attrNames[] = {::llvm::StringRef("alpha"), ::llvm::StringRef("flag"), ::llvm::StringRef("mid"), ::llvm::StringRef("operandSegmentSizes"), ::llvm::StringRef("opt"), ::llvm::StringRef("resultSegmentSizes"), ::llvm::StringRef("zeta")};
// CHECK:   ::mlir::StringAttr getResultSegmentSizesAttrName() {
// CHECK-NEXT:     return getAttributeNameForIndex(5);
// CHECK-NOT: setPropertiesFromAttr
// CHECK:   ::mlir::IntegerAttr getMidAttr() {
// CHECK-NEXT:     return ::llvm::cast<::mlir::IntegerAttr>(::mlir::impl::getAttrFromSortedRange((*this)->getAttrs().begin() + 1, (*this)->getAttrs().end() - 2, getMidAttrName()));
// CHECK:   void setOptAttr(::mlir::IntegerAttr attr) {
// CHECK-NEXT:     (*this)->setAttr(getOptAttrName(), attr);
// CHECK:   ::mlir::Attribute removeOptAttr() {
// CHECK-NEXT:   return (*this)->removeAttr(getOptAttrName());
// CHECK:   static void populateDefaultAttrs(const ::mlir::OperationName &opName, ::mlir::NamedAttrList &attributes);
// CHECK:     assert(index < 7 && "invalid attribute index");
// CHECK-LABEL: class PlainOp : public
// CHECK-NOT: setPropertiesFromParsedAttr
// CHECK: void print(::mlir::OpAsmPrinter &_odsPrinter);

// DEF-LABEL: void MixOp::populateDefaultAttrs(
// DEF:   if (!attributes.get(attrNames[6])) {
// DEF-LABEL: ::mlir::ParseResult MixOp::parse(
// DEF:   result.addAttribute("operandSegmentSizes", parser.getBuilder().getDenseI32ArrayAttr({static_cast<int32_t>(aOperands.size()), static_cast<int32_t>(bOperands.size())}));
// DEF:   result.addAttribute("resultSegmentSizes", parser.getBuilder().getDenseI32ArrayAttr({static_cast<int32_t>(rTypes.size()), static_cast<int32_t>(sTypes.size())}));

// Both outputs, compared with mlir-tblgen by difftest:
// DIFF: -gen-op-decls
// DIFF: -gen-op-defs
