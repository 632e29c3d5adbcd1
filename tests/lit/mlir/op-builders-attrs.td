// -gen-op-defs: build() of ops whose dialect keeps attributes as attributes
// (usePropertiesForAttributes = 0): attributes and segment sizes are added
// by name, properties still go to the Properties struct, and the builders
// taking a Properties struct are left out for ops without properties (not
// those taking the result types from the first attribute).
// RUN: %mlir-tblgen -gen-op-defs -I %S %s | FileCheck %s --strict-whitespace --match-full-lines
// RUN: %refmlir-tblgen -gen-op-defs -I %S %s | FileCheck %s --strict-whitespace --match-full-lines
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
def T_AttrsOp : Op<Test_Dialect, "attrs"> {
  let arguments = (ins I32:$x, I64Attr:$count, OptionalAttr<I64Attr>:$limit, FlagProp:$flag);
  let results = (outs AnyType:$res);
}
def T_SegmentsOp : Op<Test_Dialect, "segments", [AttrSizedOperandSegments, AttrSizedResultSegments]> {
  let arguments = (ins I32:$a, Optional<I32>:$b, VariadicOfVariadic<I32, "c_sizes">:$c, SegAttr:$c_sizes);
  let results = (outs Variadic<AnyType>:$r, Optional<AnyType>:$s);
}
// The builders from the first attribute's type take a Properties struct
// all the same.
def FirstAttrDerivedResultType : NativeOpTrait<"FirstAttrDerivedResultType">;
def T_FirstAttrOp : Op<Test_Dialect, "first_attr", [FirstAttrDerivedResultType]> {
  let arguments = (ins I64Attr:$value, I32:$x);
  let results = (outs AnyType:$res);
}

// CHECK-LABEL:void AttrsOp::build(::mlir::OpBuilder &odsBuilder, ::mlir::OperationState &odsState, ::mlir::Type res, ::mlir::Value x, ::mlir::IntegerAttr count, /*optional*/::mlir::IntegerAttr limit, /*optional*/bool flag) {
// CHECK-NEXT:  odsState.addOperands(x);
// CHECK-NEXT:  odsState.getOrAddProperties<Properties>().setFlag(flag);
// CHECK-NEXT:  odsState.addAttribute(getCountAttrName(odsState.name), count);
// CHECK-NEXT:  if (limit) {
// CHECK-NEXT:    odsState.addAttribute(getLimitAttrName(odsState.name), limit);
// CHECK-NEXT:  }
// CHECK-NEXT:  odsState.addTypes(res);
// CHECK-NEXT:}
// CHECK-EMPTY:
// CHECK-LABEL:void AttrsOp::build(::mlir::OpBuilder &odsBuilder, ::mlir::OperationState &odsState, ::mlir::Type res, ::mlir::Value x, uint64_t count, /*optional*/::mlir::IntegerAttr limit, /*optional*/bool flag) {
// CHECK-NEXT:  odsState.addOperands(x);
// CHECK-NEXT:  odsState.getOrAddProperties<Properties>().setFlag(flag);
// CHECK-NEXT:  odsState.addAttribute(getCountAttrName(odsState.name), odsBuilder.getI64IntegerAttr(count));
// CHECK-NEXT:  if (limit) {
// CHECK-NEXT:    odsState.addAttribute(getLimitAttrName(odsState.name), limit);
// CHECK-NEXT:  }
// CHECK-NEXT:  odsState.addTypes(res);
// CHECK-NEXT:}
// CHECK-EMPTY:
// CHECK-LABEL:void AttrsOp::build(::mlir::OpBuilder &, ::mlir::OperationState &odsState, ::mlir::TypeRange resultTypes, ::mlir::ValueRange operands, ::llvm::ArrayRef<::mlir::NamedAttribute> attributes) {
// CHECK-NEXT:  assert(operands.size() == 1u && "mismatched number of parameters");
// CHECK-NEXT:  odsState.addOperands(operands);
// CHECK-NEXT:  odsState.addAttributes(attributes);
// CHECK-NEXT:  assert(resultTypes.size() == 1u && "mismatched number of return types");
// CHECK-NEXT:  odsState.addTypes(resultTypes);
// CHECK-EMPTY:
// CHECK-NEXT:  if (!attributes.empty()) {
// CHECK-NEXT:    ::mlir::OpaqueProperties properties =
// CHECK-NEXT:      &odsState.getOrAddProperties<AttrsOp::Properties>();
// CHECK-NEXT:    std::optional<::mlir::RegisteredOperationName> info =
// CHECK-NEXT:      odsState.name.getRegisteredInfo();
// CHECK-NEXT:    if (failed(info->setOpPropertiesFromAttribute(odsState.name, properties,
// CHECK-NEXT:        odsState.attributes.getDictionary(odsState.getContext()), nullptr)))
// CHECK-NEXT:      ::llvm::report_fatal_error("Property conversion failed.");
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-EMPTY:
// CHECK-LABEL:void AttrsOp::build(::mlir::OpBuilder &, ::mlir::OperationState &odsState, ::mlir::TypeRange resultTypes, ::mlir::ValueRange operands, const Properties &properties, ::llvm::ArrayRef<::mlir::NamedAttribute> discardableAttributes) {
// CHECK-NEXT:  assert(operands.size() == 1u && "mismatched number of parameters");
// CHECK-NEXT:  odsState.addOperands(operands);
// CHECK-NEXT:  odsState.useProperties(const_cast<Properties&>(properties));
// CHECK-NEXT:  odsState.addAttributes(discardableAttributes);
// CHECK-NEXT:  assert(resultTypes.size() == 1u && "mismatched number of return types");
// CHECK-NEXT:  odsState.addTypes(resultTypes);
// CHECK-NEXT:}
// CHECK-EMPTY:
// CHECK-LABEL:void FirstAttrOp::build(::mlir::OpBuilder &odsBuilder, ::mlir::OperationState &odsState, ::mlir::ValueRange operands, ::llvm::ArrayRef<::mlir::NamedAttribute> attributes) {
// CHECK-NEXT:  ::mlir::Attribute typeAttr;
// CHECK-NEXT:  auto attrName = getValueAttrName(odsState.name);
// CHECK-NEXT:  for (auto attr : attributes) {
// CHECK-NEXT:    if (attr.getName() == attrName) {
// CHECK-NEXT:      typeAttr = attr.getValue();
// CHECK-NEXT:      break;
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// CHECK-NEXT:  odsState.addOperands(operands);
// CHECK-NEXT:  odsState.addAttributes(attributes);
// CHECK-NEXT:    odsState.addTypes({::llvm::cast<::mlir::TypedAttr>(typeAttr).getType()});
// CHECK-NEXT:}
// CHECK-EMPTY:
// CHECK-LABEL:void FirstAttrOp::build(::mlir::OpBuilder &odsBuilder, ::mlir::OperationState &odsState, ::mlir::ValueRange operands, const Properties &properties, ::llvm::ArrayRef<::mlir::NamedAttribute> discardableAttributes) {
// CHECK-NEXT:  ::mlir::Attribute typeAttr = properties.getValue();
// CHECK-NEXT:  odsState.addOperands(operands);
// CHECK-NEXT:  odsState.useProperties(const_cast<Properties&>(properties));
// CHECK-NEXT:  odsState.addAttributes(discardableAttributes);
// CHECK-NEXT:    odsState.addTypes({::llvm::cast<::mlir::TypedAttr>(typeAttr).getType()});
// CHECK-NEXT:}
// CHECK-EMPTY:
// CHECK-LABEL:void SegmentsOp::build(::mlir::OpBuilder &odsBuilder, ::mlir::OperationState &odsState, ::mlir::TypeRange r, /*optional*/::mlir::Type s, ::mlir::Value a, /*optional*/::mlir::Value b, ::llvm::ArrayRef<::mlir::ValueRange> c) {
// CHECK-NEXT:  odsState.addOperands(a);
// CHECK-NEXT:  if (b)
// CHECK-NEXT:    odsState.addOperands(b);
// CHECK-NEXT:  for (::mlir::ValueRange range : c)
// CHECK-NEXT:   odsState.addOperands(range);
// CHECK-NEXT:  {
// CHECK-NEXT:    ::llvm::SmallVector<int32_t> rangeSegments;
// CHECK-NEXT:    for (::mlir::ValueRange range : c)
// CHECK-NEXT:      rangeSegments.push_back(range.size());
// CHECK-NEXT:    auto rangeAttr = odsBuilder.getDenseI32ArrayAttr(rangeSegments);
// CHECK-NEXT:    odsState.addAttribute(getCSizesAttrName(odsState.name), rangeAttr);  }
// CHECK-NEXT:  odsState.addAttribute(getOperandSegmentSizesAttrName(odsState.name), odsBuilder.getDenseI32ArrayAttr({1, (b ? 1 : 0), llvm::accumulate(c, int32_t(0), [](int32_t curSum, ::mlir::ValueRange range) { return curSum + static_cast<int32_t>(range.size()); })}));
// CHECK-NEXT:  odsState.addTypes(r);
// CHECK-NEXT:  if (s)
// CHECK-NEXT:    odsState.addTypes(s);
// CHECK-NEXT: odsState.addAttribute(getResultSegmentSizesAttrName(odsState.name), odsBuilder.getDenseI32ArrayAttr({static_cast<int32_t>(r.size()), (s ? 1 : 0)}));
// CHECK-NEXT:}
// CHECK-EMPTY:
// CHECK-LABEL:void SegmentsOp::build(::mlir::OpBuilder &odsBuilder, ::mlir::OperationState &odsState, ::mlir::TypeRange resultTypes, ::mlir::Value a, /*optional*/::mlir::Value b, ::llvm::ArrayRef<::mlir::ValueRange> c) {
// CHECK-NEXT:  odsState.addOperands(a);
// CHECK-NEXT:  if (b)
// CHECK-NEXT:    odsState.addOperands(b);
// CHECK-NEXT:  for (::mlir::ValueRange range : c)
// CHECK-NEXT:   odsState.addOperands(range);
// CHECK-NEXT:  {
// CHECK-NEXT:    ::llvm::SmallVector<int32_t> rangeSegments;
// CHECK-NEXT:    for (::mlir::ValueRange range : c)
// CHECK-NEXT:      rangeSegments.push_back(range.size());
// CHECK-NEXT:    auto rangeAttr = odsBuilder.getDenseI32ArrayAttr(rangeSegments);
// CHECK-NEXT:    odsState.addAttribute(getCSizesAttrName(odsState.name), rangeAttr);  }
// CHECK-NEXT:  odsState.addAttribute(getOperandSegmentSizesAttrName(odsState.name), odsBuilder.getDenseI32ArrayAttr({1, (b ? 1 : 0), llvm::accumulate(c, int32_t(0), [](int32_t curSum, ::mlir::ValueRange range) { return curSum + static_cast<int32_t>(range.size()); })}));
// CHECK-NEXT:  odsState.addTypes(resultTypes);
// CHECK-NEXT:}
// CHECK-EMPTY:
// CHECK-LABEL:void SegmentsOp::build(::mlir::OpBuilder &, ::mlir::OperationState &odsState, ::mlir::TypeRange resultTypes, ::mlir::ValueRange operands, ::llvm::ArrayRef<::mlir::NamedAttribute> attributes) {
// CHECK-NEXT:  assert(operands.size() >= 1u && "mismatched number of parameters");
// CHECK-NEXT:  odsState.addOperands(operands);
// CHECK-NEXT:  odsState.addAttributes(attributes);
// CHECK-NEXT:  odsState.addTypes(resultTypes);
// CHECK-NEXT:}
// CHECK-EMPTY:
// CHECK-NOT:{{.*}}SegmentsOp::build({{.*}}const Properties &properties{{.*}}

// Both outputs, compared with mlir-tblgen by difftest:
// DIFF: -gen-op-decls
// DIFF: -gen-op-defs
