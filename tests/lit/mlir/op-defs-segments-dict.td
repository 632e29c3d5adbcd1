// -gen-op-defs of segment sizes in a dialect that keeps attributes as
// attributes: they are required attributes of the sorted dictionary (looked
// up between the required attributes around them, counted by the
// verifiers), and the mutable operand ranges update them by name.
// RUN: %mlir-tblgen -gen-op-defs -I %S %s | FileCheck %s
// RUN: %refmlir-tblgen -gen-op-defs -I %S %s | FileCheck %s
// -gen-op-defs: build() of ops whose dialect keeps attributes as attributes
// (usePropertiesForAttributes = 0): attributes and segment sizes are added
// by name, properties still go to the Properties struct, and the builders
// taking a Properties struct are left out for ops without properties (not
// those taking the result types from the first attribute).
include "Inputs/op-classes.td"

def I64Attr : Attr<CPred<"true">, "64-bit integer attribute"> {
  let storageType = "::mlir::IntegerAttr";
  let returnType = "uint64_t";
  let constBuilderCall = "$_builder.getI64IntegerAttr($0)";
}
def SegAttr : Attr<CPred<"true">, "segment sizes"> {
  let storageType = "::mlir::DenseI32ArrayAttr";
  let returnType = "::llvm::ArrayRef<int32_t>";
  let constBuilderCall = "$_builder.getDenseI32ArrayAttr($0)";
}
class VariadicOfVariadic<Type type, string variadicSegmentAttrName> : Variadic<type> {
  string segmentAttrName = variadicSegmentAttrName;
}
def FlagProp : Property<"bool", "a flag"> { let defaultValue = "false"; }
def AttrSizedOperandSegments : NativeOpTrait<"AttrSizedOperandSegments">;
def AttrSizedResultSegments : NativeOpTrait<"AttrSizedResultSegments">;

def Test_Dialect : Dialect {
  let name = "t";
  let usePropertiesForAttributes = 0;
}
def T_SegmentsOp : Op<Test_Dialect, "segments", [AttrSizedOperandSegments, AttrSizedResultSegments]> {
  let skipDefaultBuilders = 1;
  let builders = [OpBuilder<(ins "int":$q)>];
  let arguments = (ins I32:$a, Optional<I32>:$b, VariadicOfVariadic<I32, "c_sizes">:$c, SegAttr:$c_sizes);
  let results = (outs Variadic<AnyType>:$r, Optional<AnyType>:$s);
}

// CHECK-LABEL: std::pair<unsigned, unsigned> SegmentsOpGenericAdaptorBase::getODSOperandIndexAndLength(unsigned index, unsigned odsOperandsSize) {
// CHECK-NEXT:   assert(::mlir::impl::getAttrFromSortedRange(odsAttrs.begin() + 1, odsAttrs.end() - 1, SegmentsOp::getOperandSegmentSizesAttrName(*odsOpName)) && "missing segment size attribute for op");
// CHECK-NEXT:   auto sizeAttr = ::llvm::cast<::mlir::DenseI32ArrayAttr>(::mlir::impl::getAttrFromSortedRange(odsAttrs.begin() + 1, odsAttrs.end() - 1, SegmentsOp::getOperandSegmentSizesAttrName(*odsOpName)));
// CHECK-EMPTY:
// CHECK-NEXT:   unsigned start = 0;
// CHECK-NEXT:   for (unsigned i = 0; i < index; ++i)
// CHECK-NEXT:     start += sizeAttr[i];
// CHECK-NEXT:   return {start, sizeAttr[index]};
// CHECK-NEXT: }
// CHECK-LABEL: ::llvm::LogicalResult SegmentsOpAdaptor::verify(::mlir::Location loc) {
// CHECK-NEXT:   auto namedAttrRange = odsAttrs;
// CHECK-NEXT:   auto namedAttrIt = namedAttrRange.begin();
// CHECK-NEXT:   ::mlir::Attribute tblgen_c_sizes;
// CHECK-EMPTY:
// CHECK-NEXT:   while (true) {
// CHECK-NEXT:     if (namedAttrIt == namedAttrRange.end())
// CHECK-NEXT:       return emitError(loc, "'t.segments' op requires attribute 'c_sizes'");
// CHECK-NEXT:     if (namedAttrIt->getName() == SegmentsOp::getCSizesAttrName(*odsOpName)) {
// CHECK-NEXT:       tblgen_c_sizes = namedAttrIt->getValue();
// CHECK-NEXT:       break;
// CHECK-NEXT:     }
// CHECK-NEXT:     ++namedAttrIt;
// CHECK-NEXT:   }
// CHECK-NEXT:   ::mlir::Attribute tblgen_operandSegmentSizes;
// CHECK-EMPTY:
// CHECK-NEXT:   while (true) {
// CHECK-NEXT:     if (namedAttrIt == namedAttrRange.end())
// CHECK-NEXT:       return emitError(loc, "'t.segments' op requires attribute 'operandSegmentSizes'");
// CHECK-NEXT:     if (namedAttrIt->getName() == SegmentsOp::getOperandSegmentSizesAttrName(*odsOpName)) {
// CHECK-NEXT:       tblgen_operandSegmentSizes = namedAttrIt->getValue();
// CHECK-NEXT:       break;
// CHECK-NEXT:     }
// CHECK-NEXT:     ++namedAttrIt;
// CHECK-NEXT:   }
// CHECK-NEXT:   ::mlir::Attribute tblgen_resultSegmentSizes;
// CHECK-EMPTY:
// CHECK-NEXT:   while (true) {
// CHECK-NEXT:     if (namedAttrIt == namedAttrRange.end())
// CHECK-NEXT:       return emitError(loc, "'t.segments' op requires attribute 'resultSegmentSizes'");
// CHECK-NEXT:     if (namedAttrIt->getName() == SegmentsOp::getResultSegmentSizesAttrName(*odsOpName)) {
// CHECK-NEXT:       tblgen_resultSegmentSizes = namedAttrIt->getValue();
// CHECK-NEXT:       break;
// CHECK-NEXT:     }
// CHECK-NEXT:     ++namedAttrIt;
// CHECK-NEXT:   }
// CHECK-EMPTY:
// CHECK-NEXT:   {
// CHECK-NEXT:     auto sizeAttr = ::llvm::cast<::mlir::DenseI32ArrayAttr>(tblgen_operandSegmentSizes);
// CHECK-NEXT:     auto numElements = sizeAttr.asArrayRef().size();
// CHECK-NEXT:     if (numElements != 3)
// CHECK-NEXT:       return emitError(loc, "'t.segments' op "'operandSegmentSizes' attribute for specifying operand segments must have 3 "
// CHECK-NEXT:                 "elements, but got ") << numElements;
// CHECK-NEXT:   }
// CHECK-EMPTY:
// CHECK-NEXT:   {
// CHECK-NEXT:     auto sizeAttr = ::llvm::cast<::mlir::DenseI32ArrayAttr>(tblgen_resultSegmentSizes);
// CHECK-NEXT:     auto numElements = sizeAttr.asArrayRef().size();
// CHECK-NEXT:     if (numElements != 2)
// CHECK-NEXT:       return emitError(loc, "'t.segments' op "'resultSegmentSizes' attribute for specifying result segments must have 2 "
// CHECK-NEXT:                 "elements, but got ") << numElements;
// CHECK-NEXT:   }
// CHECK-EMPTY:
// CHECK-NEXT:   if (tblgen_c_sizes && !(true))
// CHECK-NEXT:     return emitError(loc, "'t.segments' op attribute 'c_sizes' failed to satisfy constraint: segment sizes");
// CHECK-NEXT:   return ::mlir::success();
// CHECK-NEXT: }
// CHECK-LABEL: std::pair<unsigned, unsigned> SegmentsOp::getODSOperandIndexAndLength(unsigned index) {
// CHECK-NEXT:   auto sizeAttr = ::llvm::cast<::mlir::DenseI32ArrayAttr>(::mlir::impl::getAttrFromSortedRange((*this)->getAttrs().begin() + 1, (*this)->getAttrs().end() - 1, getOperandSegmentSizesAttrName()));
// CHECK-EMPTY:
// CHECK-NEXT:   unsigned start = 0;
// CHECK-NEXT:   for (unsigned i = 0; i < index; ++i)
// CHECK-NEXT:     start += sizeAttr[i];
// CHECK-NEXT:   return {start, sizeAttr[index]};
// CHECK-NEXT: }
// CHECK-LABEL: ::mlir::MutableOperandRange SegmentsOp::getBMutable() {
// CHECK-NEXT:   auto range = getODSOperandIndexAndLength(1);
// CHECK-NEXT:   auto mutableRange = ::mlir::MutableOperandRange(getOperation(), range.first, range.second, ::mlir::MutableOperandRange::OperandSegment(1u, *::mlir::impl::getNamedAttrFromSortedRange((*this)->getAttrs().begin() + 1, (*this)->getAttrs().end() - 1, getOperandSegmentSizesAttrName())));
// CHECK-NEXT:   return mutableRange;
// CHECK-NEXT: }
// CHECK-LABEL: std::pair<unsigned, unsigned> SegmentsOp::getODSResultIndexAndLength(unsigned index) {
// CHECK-NEXT:   auto sizeAttr = ::llvm::cast<::mlir::DenseI32ArrayAttr>(::mlir::impl::getAttrFromSortedRange((*this)->getAttrs().begin() + 2, (*this)->getAttrs().end() - 0, getResultSegmentSizesAttrName()));
// CHECK-EMPTY:
// CHECK-NEXT:   unsigned start = 0;
// CHECK-NEXT:   for (unsigned i = 0; i < index; ++i)
// CHECK-NEXT:     start += sizeAttr[i];
// CHECK-NEXT:   return {start, sizeAttr[index]};
// CHECK-NEXT: }

// Both outputs, compared with mlir-tblgen by difftest:
// DIFF: -gen-op-decls
// DIFF: -gen-op-defs
