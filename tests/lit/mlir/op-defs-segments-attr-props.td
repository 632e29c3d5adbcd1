// Segment sizes of an op with properties of its own in a dialect that keeps
// attributes as attributes (usePropertiesForAttributes = 0): they are
// ::mlir::DenseI32ArrayAttr members of the Properties struct, sorted by name
// among the stored attributes and handled as required attributes are
// (looked up under their legacy spelling too), and the verifiers count
// their entries. An attribute the op declares under a segment sizes name
// stands for them; where the dialect keeps attributes in properties, the
// operand segment sizes' name getter then overlaps with the attribute's.
// RUN: %mlir-tblgen -gen-op-decls -I %S %s | FileCheck %s --check-prefix=DECL
// RUN: %refmlir-tblgen -gen-op-decls -I %S %s | FileCheck %s --check-prefix=DECL
// RUN: %mlir-tblgen -gen-op-defs -I %S %s | FileCheck %s
// RUN: %refmlir-tblgen -gen-op-defs -I %S %s | FileCheck %s
// RUN: not %mlir-tblgen -gen-op-decls -DOVERLAP -I %S %s 2>&1 | FileCheck %s --check-prefix=OVERLAP
// RUN: not %refmlir-tblgen -gen-op-decls -DOVERLAP -I %S %s 2>&1 | FileCheck %s --check-prefix=OVERLAP
// DIFF: -gen-op-decls
// DIFF: -gen-op-defs
// DIFF: -gen-op-decls -DOVERLAP
// DIFF: -gen-op-defs -DOVERLAP
include "Inputs/op-classes.td"

def SegAttr : Attr<CPred<"true">, "segment sizes"> {
  let storageType = "::mlir::DenseI32ArrayAttr";
  let returnType = "::llvm::ArrayRef<int32_t>";
  let constBuilderCall = "$_builder.getDenseI32ArrayAttr($0)";
}
def CountProp : Property<"int32_t", "a count"> {
  let convertFromAttribute = "return convertFromAttribute($_storage, $_attr, $_diag);";
  let convertToAttribute = "return convertToAttribute($_ctxt, $_storage);";
  let writeToMlirBytecode = "$_writer.writeVarInt($_storage)";
  let readFromMlirBytecode = "return $_reader.readVarInt($_storage)";
}
def AttrSizedOperandSegments : NativeOpTrait<"AttrSizedOperandSegments">;
def AttrSizedResultSegments : NativeOpTrait<"AttrSizedResultSegments">;

#ifdef OVERLAP
def Test_Dialect : Dialect { let name = "t"; }
#else
def Test_Dialect : Dialect {
  let name = "t";
  let usePropertiesForAttributes = 0;
}
#endif

def T_OperandsOp : Op<Test_Dialect, "operands", [AttrSizedOperandSegments]> {
  let arguments = (ins Variadic<AnyType>:$a, Variadic<AnyType>:$b, CountProp:$count);
}

def T_BothOp : Op<Test_Dialect, "both", [AttrSizedOperandSegments, AttrSizedResultSegments]> {
  let arguments = (ins Variadic<AnyType>:$a, Optional<AnyType>:$b, I32Attr:$p, I32Attr:$Z,
                       OptionalAttr<StrAttr>:$label, CountProp:$count);
  let results = (outs Variadic<AnyType>:$r, Variadic<AnyType>:$s);
}

def T_DeclaredOp : Op<Test_Dialect, "declared", [AttrSizedOperandSegments]> {
  let arguments = (ins Variadic<AnyType>:$a, Variadic<AnyType>:$b, SegAttr:$operandSegmentSizes, CountProp:$count);
}

#ifndef OVERLAP
def T_DictOp : Op<Test_Dialect, "dict", [AttrSizedOperandSegments]> {
  let arguments = (ins Variadic<AnyType>:$a, Variadic<AnyType>:$b, SegAttr:$operandSegmentSizes);
}
#endif

// OVERLAP: error: Unexpected overlap when generating `getOperandSegmentSizesAttrName` for t.declared

// DECL-LABEL: class BothOpGenericAdaptorBase {
// DECL:         struct Properties {
// DECL-NEXT:      using ZTy = ::mlir::IntegerAttr;
// DECL:           using labelTy = ::mlir::StringAttr;
// DECL:           using operandSegmentSizesTy = ::mlir::DenseI32ArrayAttr;
// DECL-NEXT:      operandSegmentSizesTy operandSegmentSizes;
// DECL-NEXT:      using pTy = ::mlir::IntegerAttr;
// DECL:           using resultSegmentSizesTy = ::mlir::DenseI32ArrayAttr;
// DECL-NEXT:      resultSegmentSizesTy resultSegmentSizes;
// DECL-NEXT:      using countTy = int32_t;
// DECL:           bool operator==(const Properties &rhs) const {
// DECL-NEXT:        return
// DECL-NEXT:          rhs.Z == this->Z &&
// DECL-NEXT:          rhs.label == this->label &&
// DECL-NEXT:          rhs.operandSegmentSizes == this->operandSegmentSizes &&
// DECL-NEXT:          rhs.p == this->p &&
// DECL-NEXT:          rhs.resultSegmentSizes == this->resultSegmentSizes &&
// DECL-NEXT:          rhs.count == this->count &&
// DECL-NEXT:          true;
// DECL:         static ::llvm::StringRef attrNames[] = {::llvm::StringRef("Z"), ::llvm::StringRef("label"), ::llvm::StringRef("operandSegmentSizes"), ::llvm::StringRef("p"), ::llvm::StringRef("resultSegmentSizes")};
// DECL-LABEL: class DeclaredOpGenericAdaptorBase {
// DECL:           using operandSegmentSizesTy = ::mlir::DenseI32ArrayAttr;
// DECL-NEXT:      operandSegmentSizesTy operandSegmentSizes;
// DECL-EMPTY:
// DECL-NEXT:      auto getOperandSegmentSizes() const {
// DECL-NOT:       using operandSegmentSizesTy
// DECL:           using countTy = int32_t;
// DECL:         static ::llvm::StringRef attrNames[] = {::llvm::StringRef("operandSegmentSizes")};
// DECL:         static ::llvm::StringRef attrNames[] = {::llvm::StringRef("operandSegmentSizes")};

// CHECK-LABEL: ::llvm::LogicalResult BothOp::readProperties(
// CHECK-NEXT:   auto &prop = state.getOrAddProperties<Properties>(); (void)prop;
// CHECK-NEXT:   if (::mlir::failed(reader.readAttribute(prop.Z)))
// CHECK:        if (::mlir::failed(reader.readOptionalAttribute(prop.label)))
// CHECK:        if (::mlir::failed(reader.readAttribute(prop.operandSegmentSizes)))
// CHECK:        if (::mlir::failed(reader.readAttribute(prop.p)))
// CHECK:        if (::mlir::failed(reader.readAttribute(prop.resultSegmentSizes)))

// CHECK-LABEL: ::llvm::LogicalResult DeclaredOp::setPropertiesFromAttr(
// CHECK:          auto &propStorage = prop.operandSegmentSizes;
// CHECK-NEXT:        auto attr = dict.get("operandSegmentSizes");   if (!attr) attr = dict.get("operand_segment_sizes");
// CHECK-NEXT:     if (attr) {
// CHECK-NOT:      auto &propStorage = prop.operandSegmentSizes;
// CHECK-LABEL: ::mlir::Attribute DeclaredOp::getPropertiesAsAttr(

// CHECK-LABEL: std::pair<unsigned, unsigned> OperandsOpGenericAdaptorBase::getODSOperandIndexAndLength(unsigned index, unsigned odsOperandsSize) {
// CHECK-NEXT:   assert(getProperties().operandSegmentSizes && "missing segment size attribute for op");
// CHECK-NEXT:   auto sizeAttr = ::llvm::cast<::mlir::DenseI32ArrayAttr>(getProperties().operandSegmentSizes);
// CHECK-LABEL: ::llvm::LogicalResult OperandsOpAdaptor::verify(::mlir::Location loc) {
// CHECK-NEXT:   auto tblgen_operandSegmentSizes = getProperties().operandSegmentSizes; (void)tblgen_operandSegmentSizes;
// CHECK-NEXT:   if (!tblgen_operandSegmentSizes) return emitError(loc, "'t.operands' op requires attribute 'operandSegmentSizes'");
// CHECK-EMPTY:
// CHECK-NEXT:   {
// CHECK-NEXT:     auto sizeAttr = ::llvm::cast<::mlir::DenseI32ArrayAttr>(tblgen_operandSegmentSizes);
// CHECK-NEXT:     auto numElements = sizeAttr.asArrayRef().size();
// CHECK-NEXT:     if (numElements != 2)
// CHECK:      std::pair<unsigned, unsigned> OperandsOp::getODSOperandIndexAndLength(unsigned index) {
// CHECK-NEXT:   auto sizeAttr = ::llvm::cast<::mlir::DenseI32ArrayAttr>(getProperties().operandSegmentSizes);
// CHECK-LABEL: ::llvm::LogicalResult OperandsOp::setPropertiesFromAttr(
// CHECK:          auto &propStorage = prop.operandSegmentSizes;
// CHECK-NEXT:        auto attr = dict.get("operandSegmentSizes");   if (!attr) attr = dict.get("operand_segment_sizes");
// CHECK-NEXT:     if (attr) {
// CHECK-NEXT:       auto convertedAttr = ::llvm::dyn_cast<std::remove_reference_t<decltype(propStorage)>>(attr);
// CHECK-LABEL: llvm::hash_code OperandsOp::computePropertiesHash(const Properties &prop) {
// CHECK-NEXT:   using llvm::hash_value;
// CHECK-NEXT:   return llvm::hash_combine(
// CHECK-NEXT:     llvm::hash_value(prop.operandSegmentSizes.getAsOpaquePointer()),
// CHECK-NEXT:     hash_value(prop.count));
// CHECK-LABEL: std::optional<mlir::Attribute> OperandsOp::getInherentAttr(
// CHECK-NEXT:     if (name == "operandSegmentSizes")
// CHECK-NEXT:       return prop.operandSegmentSizes;
// CHECK-LABEL: ::llvm::LogicalResult OperandsOp::readProperties(
// CHECK-NEXT:   auto &prop = state.getOrAddProperties<Properties>(); (void)prop;
// CHECK-NEXT:   if (::mlir::failed(reader.readAttribute(prop.operandSegmentSizes)))
// CHECK-LABEL: void OperandsOp::writeProperties(
// CHECK-NEXT:   auto &prop = getProperties(); (void)prop;
// CHECK-NEXT:   writer.writeAttribute(prop.operandSegmentSizes);
// CHECK-LABEL: ::llvm::LogicalResult OperandsOp::verifyInvariantsImpl() {
// CHECK-NEXT:   auto tblgen_operandSegmentSizes = getProperties().operandSegmentSizes; (void)tblgen_operandSegmentSizes;
// CHECK-NEXT:   if (!tblgen_operandSegmentSizes) return emitOpError("requires attribute 'operandSegmentSizes'");
