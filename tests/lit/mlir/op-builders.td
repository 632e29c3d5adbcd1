// -gen-op-defs: the build() and create() definitions of ops: custom
// builders (with a body, or declared only), the separate, collective and
// generic forms, inferred result types (InferTypeOpInterface,
// SameOperandsAndResultType, FirstAttrDerivedResultType), attributes given
// wrapped or as plain values (optional, default-valued, unit), properties,
// optional, variadic and variadic-of-variadic operands with their segment
// sizes, result segment sizes, regions and successors. The checks hold for
// the reference too.
// RUN: %mlir-tblgen -gen-op-defs -I %S %s | FileCheck %s --strict-whitespace --match-full-lines
// RUN: %refmlir-tblgen -gen-op-defs -I %S %s | FileCheck %s --strict-whitespace --match-full-lines
// DIFF: -gen-op-decls
include "Inputs/op-classes.td"

class CArg<string ty, string value = ""> { string type = ty; string defaultValue = value; }
class VariadicOfVariadic<Type type, string variadicSegmentAttrName> : Variadic<type> {
  string segmentAttrName = variadicSegmentAttrName;
}
def I64Attr : Attr<CPred<"true">, "64-bit integer attribute"> {
  let storageType = "::mlir::IntegerAttr";
  let returnType = "uint64_t";
  let constBuilderCall = "$_builder.getI64IntegerAttr($0)";
}
def BoolUnitAttr : Attr<CPred<"true">, "unit attribute"> {
  let storageType = "::mlir::UnitAttr";
  let returnType = "bool";
  let constBuilderCall = "(($0) ? $_builder.getUnitAttr() : nullptr)";
  let convertFromStorage = "$_self != nullptr";
  let defaultValue = "false";
  let isOptional = 1;
}
def SegAttr : Attr<CPred<"true">, "segment sizes"> {
  let storageType = "::mlir::DenseI32ArrayAttr";
  let returnType = "::llvm::ArrayRef<int32_t>";
  let constBuilderCall = "$_builder.getDenseI32ArrayAttr($0)";
}
// Optional, without a default, given as its plain value.
class OptionalPlain<Attr a> : Attr<a.predicate, "optional " # a.summary> {
  let storageType = a.storageType;
  let returnType = a.returnType;
  let constBuilderCall = a.constBuilderCall;
  let isOptional = 1;
  let baseAttr = a;
}
def FlagProp : Property<"bool", "a flag"> { let defaultValue = "false"; }
def CountProp : Property<"int64_t", "a count">;

def AttrSizedOperandSegments : NativeOpTrait<"AttrSizedOperandSegments">;
def AttrSizedResultSegments : NativeOpTrait<"AttrSizedResultSegments">;
def SameOperandsAndResultType : NativeOpTrait<"SameOperandsAndResultType">;
def FirstAttrDerivedResultType : NativeOpTrait<"FirstAttrDerivedResultType">;

def Test_Dialect : Dialect {
  let name = "t";
  let cppNamespace = "::mlir::test";
}
class T_Op<string mnemonic, list<Trait> traits = []> : Op<Test_Dialect, mnemonic, traits>;

// Custom builders: one with a body, one declared only, a location clash.
def T_CustomOp : T_Op<"custom"> {
  let arguments = (ins I32:$lhs, OptionalAttr<I64Attr>:$limit);
  let results = (outs AnyType:$res);
  let builders = [
    OpBuilder<(ins "Value":$lhs, CArg<"int64_t", "0">:$limit), [{
      build($_builder, $_state, lhs.getType(), lhs,
            $_builder.getI64IntegerAttr(limit));
    }]>,
    OpBuilder<(ins "::mlir::Location":$location, "Value":$v)>
  ];
}

def T_SkipOp : T_Op<"skip"> {
  let arguments = (ins Variadic<I32>:$args);
  let skipDefaultBuilders = 1;
  let builders = [OpBuilder<(ins), [{ /* nothing */ }]>];
}

// Wrapped and plain attributes, default-valued ones, unit attributes and
// properties.
def T_AttrsOp : T_Op<"attrs"> {
  let arguments = (ins I32:$x, I64Attr:$count, DefaultValuedAttr<I64Attr, "7">:$step,
                       OptionalAttr<I64Attr>:$limit, BoolUnitAttr:$fast, OptionalPlain<I64Attr>:$bound,
                       FlagProp:$flag, CountProp:$n);
  let results = (outs AnyType:$res);
}

// Optional and variadic operands with their segment sizes; optional and
// variadic results with theirs.
def T_SegmentsOp : T_Op<"segments", [AttrSizedOperandSegments, AttrSizedResultSegments]> {
  let arguments = (ins I32:$a, Optional<I32>:$b, Variadic<I32>:$c,
                       VariadicOfVariadic<I32, "c_sizes">:$d, SegAttr:$c_sizes);
  let results = (outs Variadic<AnyType>:$r, Optional<AnyType>:$s, AnyType:$t);
}

// Regions and successors.
def T_RegionsOp : T_Op<"regions"> {
  let arguments = (ins Variadic<I32>:$args);
  let regions = (region AnyRegion:$body, VariadicRegion<AnyRegion>:$cases);
  let successors = (successor AnySuccessor:$dest, VariadicSuccessor<AnySuccessor>:$others);
}
def T_OneRegionOp : T_Op<"one_region"> {
  let regions = (region AnyRegion:$body);
  let results = (outs AnyType:$res, AnyType:$res2);
}

// Inferred result types.
def T_InferOp : T_Op<"infer", [InferTypeOpInterface]> {
  let arguments = (ins I32:$x, Variadic<I32>:$more, OptionalAttr<I64Attr>:$limit);
  let results = (outs AnyType:$res);
}
// I32 is buildable: its type needs no parameter.
def T_BuildableOp : T_Op<"buildable"> {
  let results = (outs I32:$res);
}
def T_SameOp : T_Op<"same", [SameOperandsAndResultType]> {
  let arguments = (ins Variadic<AnyType>:$args, I64Attr:$count);
  let results = (outs AnyType:$res);
}
def T_FirstAttrOp : T_Op<"first_attr", [FirstAttrDerivedResultType]> {
  let arguments = (ins I64Attr:$value, I32:$x);
  let results = (outs AnyType:$res, AnyType:$res2);
}

// No inferred generic builders with successors.
def T_InferSuccessorOp : T_Op<"infer_successor", [InferTypeOpInterface]> {
  let arguments = (ins Variadic<I32>:$args);
  let results = (outs AnyType:$res);
  let successors = (successor AnySuccessor:$dest);
}
// The builders from the operands' types take the region count.
def T_SameRegionsOp : T_Op<"same_regions", [SameOperandsAndResultType]> {
  let arguments = (ins Variadic<AnyType>:$args);
  let results = (outs AnyType:$res);
  let regions = (region VariadicRegion<AnyRegion>:$cases);
}
// Among plain values, a UnitAttr given wrapped is set when present.
def T_UnitOp : T_Op<"unit"> {
  let arguments = (ins I64Attr:$count, UnitAttr:$flag);
}

// CHECK-LABEL:void AttrsOp::build(::mlir::OpBuilder &odsBuilder, ::mlir::OperationState &odsState, ::mlir::Type res, ::mlir::Value x, ::mlir::IntegerAttr count, ::mlir::IntegerAttr step, /*optional*/::mlir::IntegerAttr limit, /*optional*/::mlir::UnitAttr fast, /*optional*/::mlir::IntegerAttr bound, /*optional*/bool flag, int64_t n) {
// CHECK-NEXT:  odsState.addOperands(x);
// CHECK-NEXT:  odsState.getOrAddProperties<Properties>().setFlag(flag);
// CHECK-NEXT:  odsState.getOrAddProperties<Properties>().setN(n);
// CHECK-NEXT:  odsState.getOrAddProperties<Properties>().count = count;
// CHECK-NEXT:  if (step) {
// CHECK-NEXT:    odsState.getOrAddProperties<Properties>().step = step;
// CHECK-NEXT:  }
// CHECK-NEXT:  if (limit) {
// CHECK-NEXT:    odsState.getOrAddProperties<Properties>().limit = limit;
// CHECK-NEXT:  }
// CHECK-NEXT:  if (fast) {
// CHECK-NEXT:    odsState.getOrAddProperties<Properties>().fast = fast;
// CHECK-NEXT:  }
// CHECK-NEXT:  if (bound) {
// CHECK-NEXT:    odsState.getOrAddProperties<Properties>().bound = bound;
// CHECK-NEXT:  }
// CHECK-NEXT:  odsState.addTypes(res);
// CHECK-NEXT:}
// CHECK-EMPTY:
// CHECK-LABEL:AttrsOp AttrsOp::create(::mlir::OpBuilder &builder, ::mlir::Location location, ::mlir::Type res, ::mlir::Value x, ::mlir::IntegerAttr count, ::mlir::IntegerAttr step, /*optional*/::mlir::IntegerAttr limit, /*optional*/::mlir::UnitAttr fast, /*optional*/::mlir::IntegerAttr bound, /*optional*/bool flag, int64_t n) {
// CHECK-NEXT:  ::mlir::OperationState __state__(location, getOperationName());
// CHECK-NEXT:  build(builder, __state__, std::forward<decltype(res)>(res), std::forward<decltype(x)>(x), std::forward<decltype(count)>(count), std::forward<decltype(step)>(step), std::forward<decltype(limit)>(limit), std::forward<decltype(fast)>(fast), std::forward<decltype(bound)>(bound), std::forward<decltype(flag)>(flag), std::forward<decltype(n)>(n));
// CHECK-NEXT:  auto __res__ = ::llvm::dyn_cast<AttrsOp>(builder.create(__state__));
// CHECK-NEXT:  assert(__res__ && "builder didn't return the right type");
// CHECK-NEXT:  return __res__;
// CHECK-NEXT:}
// CHECK-EMPTY:
// CHECK-LABEL:AttrsOp AttrsOp::create(::mlir::ImplicitLocOpBuilder &builder, ::mlir::Type res, ::mlir::Value x, ::mlir::IntegerAttr count, ::mlir::IntegerAttr step, /*optional*/::mlir::IntegerAttr limit, /*optional*/::mlir::UnitAttr fast, /*optional*/::mlir::IntegerAttr bound, /*optional*/bool flag, int64_t n) {
// CHECK-NEXT:  return create(builder, builder.getLoc(), std::forward<decltype(res)>(res), std::forward<decltype(x)>(x), std::forward<decltype(count)>(count), std::forward<decltype(step)>(step), std::forward<decltype(limit)>(limit), std::forward<decltype(fast)>(fast), std::forward<decltype(bound)>(bound), std::forward<decltype(flag)>(flag), std::forward<decltype(n)>(n));
// CHECK-NEXT:}
// CHECK-EMPTY:
// CHECK-LABEL:void AttrsOp::build(::mlir::OpBuilder &odsBuilder, ::mlir::OperationState &odsState, ::mlir::Type res, ::mlir::Value x, uint64_t count, ::mlir::IntegerAttr step, /*optional*/::mlir::IntegerAttr limit, /*optional*/bool fast, /*optional*/uint64_t bound, /*optional*/bool flag, int64_t n) {
// CHECK-NEXT:  odsState.addOperands(x);
// CHECK-NEXT:  odsState.getOrAddProperties<Properties>().setFlag(flag);
// CHECK-NEXT:  odsState.getOrAddProperties<Properties>().setN(n);
// CHECK-NEXT:  odsState.getOrAddProperties<Properties>().count = odsBuilder.getI64IntegerAttr(count);
// CHECK-NEXT:  odsState.getOrAddProperties<Properties>().step = step;
// CHECK-NEXT:  if (limit) {
// CHECK-NEXT:    odsState.getOrAddProperties<Properties>().limit = limit;
// CHECK-NEXT:  }
// CHECK-NEXT:  odsState.getOrAddProperties<Properties>().fast = ((fast) ? odsBuilder.getUnitAttr() : nullptr);
// CHECK-NEXT:  if (bound) {
// CHECK-NEXT:    odsState.getOrAddProperties<Properties>().bound = odsBuilder.getI64IntegerAttr(bound);
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
// CHECK-LABEL:void BuildableOp::build(::mlir::OpBuilder &odsBuilder, ::mlir::OperationState &odsState) {
// CHECK-NEXT:        ::llvm::SmallVector<::mlir::Type, 2> inferredReturnTypes;
// CHECK-NEXT:        if (::mlir::succeeded(BuildableOp::inferReturnTypes(odsBuilder.getContext(),
// CHECK-NEXT:                      odsState.location, odsState.operands,
// CHECK-NEXT:                      odsState.attributes.getDictionary(odsState.getContext()),
// CHECK-NEXT:                      odsState.getRawProperties(),
// CHECK-NEXT:                      odsState.regions, inferredReturnTypes)))
// CHECK-NEXT:          odsState.addTypes(inferredReturnTypes);
// CHECK-NEXT:        else
// CHECK-NEXT:          ::mlir::detail::reportFatalInferReturnTypesError(odsState);
// CHECK-NEXT:        {{$}}
// CHECK-NEXT:}
// CHECK-EMPTY:
// CHECK-LABEL:void BuildableOp::build(::mlir::OpBuilder &odsBuilder, ::mlir::OperationState &odsState, ::mlir::ValueRange operands, ::llvm::ArrayRef<::mlir::NamedAttribute> attributes) {
// CHECK-NEXT:  assert(operands.size() == 0u && "mismatched number of parameters");
// CHECK-NEXT:  odsState.addOperands(operands);
// CHECK-NEXT:  odsState.addAttributes(attributes);
// CHECK-EMPTY:
// CHECK-NEXT:  ::llvm::SmallVector<::mlir::Type, 2> inferredReturnTypes;
// CHECK-NEXT:  if (::mlir::succeeded(BuildableOp::inferReturnTypes(odsBuilder.getContext(),
// CHECK-NEXT:          odsState.location, operands,
// CHECK-NEXT:          odsState.attributes.getDictionary(odsState.getContext()),
// CHECK-NEXT:          odsState.getRawProperties(),
// CHECK-NEXT:          odsState.regions, inferredReturnTypes))) {
// CHECK-NEXT:    assert(inferredReturnTypes.size() == 1u && "mismatched number of return types");
// CHECK-NEXT:    odsState.addTypes(inferredReturnTypes);
// CHECK-NEXT:  } else {
// CHECK-NEXT:    ::llvm::report_fatal_error("Failed to infer result type(s).");
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-EMPTY:
// CHECK-LABEL:void BuildableOp::build(::mlir::OpBuilder &odsBuilder, ::mlir::OperationState &odsState, ::mlir::ValueRange operands, const Properties &properties, ::llvm::ArrayRef<::mlir::NamedAttribute> discardableAttributes) {
// CHECK-NEXT:  assert(operands.size() == 0u && "mismatched number of parameters");
// CHECK-NEXT:  odsState.addOperands(operands);
// CHECK-NEXT:  odsState.useProperties(const_cast<Properties &>(properties));
// CHECK-NEXT:  odsState.addAttributes(discardableAttributes);
// CHECK-EMPTY:
// CHECK-NEXT:  ::llvm::SmallVector<::mlir::Type, 2> inferredReturnTypes;
// CHECK-NEXT:  if (::mlir::succeeded(BuildableOp::inferReturnTypes(odsBuilder.getContext(),
// CHECK-NEXT:          odsState.location, operands,
// CHECK-NEXT:          odsState.attributes.getDictionary(odsState.getContext()),
// CHECK-NEXT:          odsState.getRawProperties(),
// CHECK-NEXT:          odsState.regions, inferredReturnTypes))) {
// CHECK-NEXT:    assert(inferredReturnTypes.size() == 1u && "mismatched number of return types");
// CHECK-NEXT:    odsState.addTypes(inferredReturnTypes);
// CHECK-NEXT:  } else {
// CHECK-NEXT:    ::llvm::report_fatal_error("Failed to infer result type(s).");
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-EMPTY:
// CHECK-LABEL:void CustomOp::build(::mlir::OpBuilder &odsBuilder, ::mlir::OperationState &odsState, Value lhs, int64_t limit) {
// CHECK-NEXT:      build(odsBuilder, odsState, lhs.getType(), lhs,
// CHECK-NEXT:            odsBuilder.getI64IntegerAttr(limit));
// CHECK-NEXT:    {{$}}
// CHECK-NEXT:}
// CHECK-EMPTY:
// CHECK-LABEL:CustomOp CustomOp::create(::mlir::OpBuilder &builder, ::mlir::Location location, Value lhs, int64_t limit) {
// CHECK-NEXT:  ::mlir::OperationState __state__(location, getOperationName());
// CHECK-NEXT:  build(builder, __state__, std::forward<decltype(lhs)>(lhs), std::forward<decltype(limit)>(limit));
// CHECK-NEXT:  auto __res__ = ::llvm::dyn_cast<CustomOp>(builder.create(__state__));
// CHECK-NEXT:  assert(__res__ && "builder didn't return the right type");
// CHECK-NEXT:  return __res__;
// CHECK-NEXT:}
// CHECK-EMPTY:
// CHECK-LABEL:CustomOp CustomOp::create(::mlir::ImplicitLocOpBuilder &builder, Value lhs, int64_t limit) {
// CHECK-NEXT:  return create(builder, builder.getLoc(), std::forward<decltype(lhs)>(lhs), std::forward<decltype(limit)>(limit));
// CHECK-NEXT:}
// CHECK-EMPTY:
// CHECK-NEXT:CustomOp CustomOp::create(::mlir::OpBuilder &builder, ::mlir::Location location_, ::mlir::Location location, Value v) {
// CHECK-NEXT:  ::mlir::OperationState __state__(location_, getOperationName());
// CHECK-NEXT:  build(builder, __state__, std::forward<decltype(location)>(location), std::forward<decltype(v)>(v));
// CHECK-NEXT:  auto __res__ = ::llvm::dyn_cast<CustomOp>(builder.create(__state__));
// CHECK-NEXT:  assert(__res__ && "builder didn't return the right type");
// CHECK-NEXT:  return __res__;
// CHECK-NEXT:}
// CHECK-EMPTY:
// CHECK-LABEL:CustomOp CustomOp::create(::mlir::ImplicitLocOpBuilder &builder, ::mlir::Location location, Value v) {
// CHECK-NEXT:  return create(builder, builder.getLoc(), std::forward<decltype(location)>(location), std::forward<decltype(v)>(v));
// CHECK-NEXT:}
// CHECK-EMPTY:
// CHECK-LABEL:void CustomOp::build(::mlir::OpBuilder &odsBuilder, ::mlir::OperationState &odsState, ::mlir::TypeRange resultTypes, ::mlir::Value lhs, /*optional*/::mlir::IntegerAttr limit) {
// CHECK-NEXT:  odsState.addOperands(lhs);
// CHECK-NEXT:  if (limit) {
// CHECK-NEXT:    odsState.getOrAddProperties<Properties>().limit = limit;
// CHECK-NEXT:  }
// CHECK-NEXT:  assert(resultTypes.size() == 1u && "mismatched number of results");
// CHECK-NEXT:  odsState.addTypes(resultTypes);
// CHECK-NEXT:}
// CHECK-EMPTY:
// CHECK-LABEL:void FirstAttrOp::build(::mlir::OpBuilder &odsBuilder, ::mlir::OperationState &odsState, ::mlir::TypeRange resultTypes, ::mlir::IntegerAttr value, ::mlir::Value x) {
// CHECK-NEXT:  odsState.addOperands(x);
// CHECK-NEXT:  odsState.getOrAddProperties<Properties>().value = value;
// CHECK-NEXT:  assert(resultTypes.size() == 2u && "mismatched number of results");
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
// CHECK-NEXT:    odsState.addTypes({::llvm::cast<::mlir::TypedAttr>(typeAttr).getType(), ::llvm::cast<::mlir::TypedAttr>(typeAttr).getType()});
// CHECK-NEXT:}
// CHECK-EMPTY:
// CHECK-LABEL:void FirstAttrOp::build(::mlir::OpBuilder &odsBuilder, ::mlir::OperationState &odsState, ::mlir::ValueRange operands, const Properties &properties, ::llvm::ArrayRef<::mlir::NamedAttribute> discardableAttributes) {
// CHECK-NEXT:  ::mlir::Attribute typeAttr = properties.getValue();
// CHECK-NEXT:  odsState.addOperands(operands);
// CHECK-NEXT:  odsState.useProperties(const_cast<Properties&>(properties));
// CHECK-NEXT:  odsState.addAttributes(discardableAttributes);
// CHECK-NEXT:    odsState.addTypes({::llvm::cast<::mlir::TypedAttr>(typeAttr).getType(), ::llvm::cast<::mlir::TypedAttr>(typeAttr).getType()});
// CHECK-NEXT:}
// CHECK-EMPTY:
// CHECK-LABEL:void InferOp::build(::mlir::OpBuilder &odsBuilder, ::mlir::OperationState &odsState, ::mlir::Value x, ::mlir::ValueRange more, /*optional*/::mlir::IntegerAttr limit) {
// CHECK-NEXT:  odsState.addOperands(x);
// CHECK-NEXT:  odsState.addOperands(more);
// CHECK-NEXT:  if (limit) {
// CHECK-NEXT:    odsState.getOrAddProperties<Properties>().limit = limit;
// CHECK-NEXT:  }
// CHECK-EMPTY:
// CHECK-NEXT:        ::llvm::SmallVector<::mlir::Type, 2> inferredReturnTypes;
// CHECK-NEXT:        if (::mlir::succeeded(InferOp::inferReturnTypes(odsBuilder.getContext(),
// CHECK-NEXT:                      odsState.location, odsState.operands,
// CHECK-NEXT:                      odsState.attributes.getDictionary(odsState.getContext()),
// CHECK-NEXT:                      odsState.getRawProperties(),
// CHECK-NEXT:                      odsState.regions, inferredReturnTypes)))
// CHECK-NEXT:          odsState.addTypes(inferredReturnTypes);
// CHECK-NEXT:        else
// CHECK-NEXT:          ::mlir::detail::reportFatalInferReturnTypesError(odsState);
// CHECK-NEXT:        {{$}}
// CHECK-NEXT:}
// CHECK-EMPTY:
// CHECK-LABEL:void InferSuccessorOp::build(::mlir::OpBuilder &, ::mlir::OperationState &odsState, ::mlir::TypeRange resultTypes, ::mlir::ValueRange operands, ::llvm::ArrayRef<::mlir::NamedAttribute> attributes) {
// CHECK-NEXT:  odsState.addOperands(operands);
// CHECK-NEXT:  odsState.addAttributes(attributes);
// CHECK-NEXT:  assert(resultTypes.size() == 1u && "mismatched number of return types");
// CHECK-NEXT:  odsState.addTypes(resultTypes);
// CHECK-NEXT:}
// CHECK-EMPTY:
// CHECK-LABEL:InferSuccessorOp InferSuccessorOp::create(::mlir::OpBuilder &builder, ::mlir::Location location, ::mlir::TypeRange resultTypes, ::mlir::ValueRange operands, ::llvm::ArrayRef<::mlir::NamedAttribute> attributes) {
// CHECK-NEXT:  ::mlir::OperationState __state__(location, getOperationName());
// CHECK-NEXT:  build(builder, __state__, std::forward<decltype(resultTypes)>(resultTypes), std::forward<decltype(operands)>(operands), std::forward<decltype(attributes)>(attributes));
// CHECK-NEXT:  auto __res__ = ::llvm::dyn_cast<InferSuccessorOp>(builder.create(__state__));
// CHECK-NEXT:  assert(__res__ && "builder didn't return the right type");
// CHECK-NEXT:  return __res__;
// CHECK-NEXT:}
// CHECK-EMPTY:
// CHECK-LABEL:InferSuccessorOp InferSuccessorOp::create(::mlir::ImplicitLocOpBuilder &builder, ::mlir::TypeRange resultTypes, ::mlir::ValueRange operands, ::llvm::ArrayRef<::mlir::NamedAttribute> attributes) {
// CHECK-NEXT:  return create(builder, builder.getLoc(), std::forward<decltype(resultTypes)>(resultTypes), std::forward<decltype(operands)>(operands), std::forward<decltype(attributes)>(attributes));
// CHECK-NEXT:}
// CHECK-EMPTY:
// CHECK-NEXT:void InferSuccessorOp::build(::mlir::OpBuilder &, ::mlir::OperationState &odsState, ::mlir::TypeRange resultTypes, ::mlir::ValueRange operands, const Properties &properties, ::llvm::ArrayRef<::mlir::NamedAttribute> discardableAttributes) {
// CHECK-NEXT:  odsState.addOperands(operands);
// CHECK-NEXT:  odsState.useProperties(const_cast<Properties&>(properties));
// CHECK-NEXT:  odsState.addAttributes(discardableAttributes);
// CHECK-NEXT:  assert(resultTypes.size() == 1u && "mismatched number of return types");
// CHECK-NEXT:  odsState.addTypes(resultTypes);
// CHECK-NEXT:}
// CHECK-EMPTY:
// CHECK-LABEL:void OneRegionOp::build(::mlir::OpBuilder &odsBuilder, ::mlir::OperationState &odsState, ::mlir::Type res, ::mlir::Type res2) {
// CHECK-NEXT:  (void)odsState.addRegion();
// CHECK-NEXT:  odsState.addTypes(res);
// CHECK-NEXT:  odsState.addTypes(res2);
// CHECK-NEXT:}
// CHECK-EMPTY:
// CHECK-LABEL:void OneRegionOp::build(::mlir::OpBuilder &, ::mlir::OperationState &odsState, ::mlir::TypeRange resultTypes, ::mlir::ValueRange operands, ::llvm::ArrayRef<::mlir::NamedAttribute> attributes) {
// CHECK-NEXT:  assert(operands.size() == 0u && "mismatched number of parameters");
// CHECK-NEXT:  odsState.addOperands(operands);
// CHECK-NEXT:  odsState.addAttributes(attributes);
// CHECK-NEXT:  for (unsigned i = 0; i != 1; ++i)
// CHECK-NEXT:    (void)odsState.addRegion();
// CHECK-NEXT:  assert(resultTypes.size() == 2u && "mismatched number of return types");
// CHECK-NEXT:  odsState.addTypes(resultTypes);
// CHECK-NEXT:}
// CHECK-EMPTY:
// CHECK-LABEL:void RegionsOp::build(::mlir::OpBuilder &odsBuilder, ::mlir::OperationState &odsState, ::mlir::ValueRange args, ::mlir::Block *dest, ::mlir::BlockRange others, unsigned casesCount) {
// CHECK-NEXT:  odsState.addOperands(args);
// CHECK-NEXT:  (void)odsState.addRegion();
// CHECK-NEXT:  for (unsigned i = 0; i < casesCount; ++i)
// CHECK-NEXT:    (void)odsState.addRegion();
// CHECK-NEXT:  odsState.addSuccessors(dest);
// CHECK-NEXT:  odsState.addSuccessors(others);
// CHECK-NEXT:}
// CHECK-EMPTY:
// CHECK-LABEL:void RegionsOp::build(::mlir::OpBuilder &, ::mlir::OperationState &odsState, ::mlir::TypeRange resultTypes, ::mlir::ValueRange operands, ::llvm::ArrayRef<::mlir::NamedAttribute> attributes, unsigned numRegions) {
// CHECK-NEXT:  odsState.addOperands(operands);
// CHECK-NEXT:  odsState.addAttributes(attributes);
// CHECK-NEXT:  for (unsigned i = 0; i != numRegions; ++i)
// CHECK-NEXT:    (void)odsState.addRegion();
// CHECK-NEXT:  assert(resultTypes.size() == 0u && "mismatched number of return types");
// CHECK-NEXT:  odsState.addTypes(resultTypes);
// CHECK-NEXT:}
// CHECK-EMPTY:
// CHECK-LABEL:void SameOp::build(::mlir::OpBuilder &odsBuilder, ::mlir::OperationState &odsState, ::mlir::ValueRange args, ::mlir::IntegerAttr count) {
// CHECK-NEXT:  odsState.addOperands(args);
// CHECK-NEXT:  odsState.getOrAddProperties<Properties>().count = count;
// CHECK-NEXT:  odsState.addTypes({args.front().getType()});
// CHECK-EMPTY:
// CHECK-NEXT:}
// CHECK-EMPTY:
// CHECK-LABEL:void SameOp::build(::mlir::OpBuilder &odsBuilder, ::mlir::OperationState &odsState, ::mlir::ValueRange args, uint64_t count) {
// CHECK-NEXT:  odsState.addOperands(args);
// CHECK-NEXT:  odsState.getOrAddProperties<Properties>().count = odsBuilder.getI64IntegerAttr(count);
// CHECK-NEXT:  odsState.addTypes({args.front().getType()});
// CHECK-EMPTY:
// CHECK-NEXT:}
// CHECK-EMPTY:
// CHECK-LABEL:void SameOp::build(::mlir::OpBuilder &odsBuilder, ::mlir::OperationState &odsState, ::mlir::ValueRange operands, ::llvm::ArrayRef<::mlir::NamedAttribute> attributes) {
// CHECK-NEXT:  odsState.addOperands(operands);
// CHECK-NEXT:  odsState.addAttributes(attributes);
// CHECK-NEXT:  odsState.addTypes({operands[0].getType()});
// CHECK-EMPTY:
// CHECK-NEXT:}
// CHECK-EMPTY:
// CHECK-LABEL:void SameOp::build(::mlir::OpBuilder &odsBuilder, ::mlir::OperationState &odsState, ::mlir::ValueRange operands, const Properties &properties, ::llvm::ArrayRef<::mlir::NamedAttribute> discardableAttributes) {
// CHECK-NEXT:  odsState.addOperands(operands);
// CHECK-NEXT:  odsState.useProperties(const_cast<Properties&>(properties));
// CHECK-NEXT:  odsState.addAttributes(discardableAttributes);
// CHECK-NEXT:  odsState.addTypes({operands[0].getType()});
// CHECK-EMPTY:
// CHECK-NEXT:}
// CHECK-EMPTY:
// CHECK-LABEL:void SameRegionsOp::build(::mlir::OpBuilder &odsBuilder, ::mlir::OperationState &odsState, ::mlir::ValueRange operands, ::llvm::ArrayRef<::mlir::NamedAttribute> attributes, unsigned numRegions) {
// CHECK-NEXT:  odsState.addOperands(operands);
// CHECK-NEXT:  odsState.addAttributes(attributes);
// CHECK-NEXT:  for (unsigned i = 0; i != numRegions; ++i)
// CHECK-NEXT:    (void)odsState.addRegion();
// CHECK-NEXT:  odsState.addTypes({operands[0].getType()});
// CHECK-EMPTY:
// CHECK-NEXT:}
// CHECK-EMPTY:
// CHECK-LABEL:void SameRegionsOp::build(::mlir::OpBuilder &odsBuilder, ::mlir::OperationState &odsState, ::mlir::ValueRange operands, const Properties &properties, ::llvm::ArrayRef<::mlir::NamedAttribute> discardableAttributes, unsigned numRegions) {
// CHECK-NEXT:  odsState.addOperands(operands);
// CHECK-NEXT:  odsState.useProperties(const_cast<Properties&>(properties));
// CHECK-NEXT:  odsState.addAttributes(discardableAttributes);
// CHECK-NEXT:  for (unsigned i = 0; i != numRegions; ++i)
// CHECK-NEXT:    (void)odsState.addRegion();
// CHECK-NEXT:  odsState.addTypes({operands[0].getType()});
// CHECK-EMPTY:
// CHECK-NEXT:}
// CHECK-EMPTY:
// CHECK-LABEL:void SegmentsOp::build(::mlir::OpBuilder &odsBuilder, ::mlir::OperationState &odsState, ::mlir::TypeRange r, /*optional*/::mlir::Type s, ::mlir::Type t, ::mlir::Value a, /*optional*/::mlir::Value b, ::mlir::ValueRange c, ::llvm::ArrayRef<::mlir::ValueRange> d) {
// CHECK-NEXT:  odsState.addOperands(a);
// CHECK-NEXT:  if (b)
// CHECK-NEXT:    odsState.addOperands(b);
// CHECK-NEXT:  odsState.addOperands(c);
// CHECK-NEXT:  for (::mlir::ValueRange range : d)
// CHECK-NEXT:   odsState.addOperands(range);
// CHECK-NEXT:  {
// CHECK-NEXT:    ::llvm::SmallVector<int32_t> rangeSegments;
// CHECK-NEXT:    for (::mlir::ValueRange range : d)
// CHECK-NEXT:      rangeSegments.push_back(range.size());
// CHECK-NEXT:    auto rangeAttr = odsBuilder.getDenseI32ArrayAttr(rangeSegments);
// CHECK-NEXT:    odsState.getOrAddProperties<Properties>().c_sizes = rangeAttr;  }
// CHECK-NEXT:  ::llvm::copy(::llvm::ArrayRef<int32_t>({1, (b ? 1 : 0), static_cast<int32_t>(c.size()), llvm::accumulate(d, int32_t(0), [](int32_t curSum, ::mlir::ValueRange range) { return curSum + static_cast<int32_t>(range.size()); })}), odsState.getOrAddProperties<Properties>().operandSegmentSizes.begin());
// CHECK-NEXT:  odsState.addTypes(r);
// CHECK-NEXT:  if (s)
// CHECK-NEXT:    odsState.addTypes(s);
// CHECK-NEXT:  odsState.addTypes(t);
// CHECK-NEXT:  ::llvm::copy(::llvm::ArrayRef<int32_t>({static_cast<int32_t>(r.size()), (s ? 1 : 0), 1}), odsState.getOrAddProperties<Properties>().resultSegmentSizes.begin());
// CHECK-NEXT:}
// CHECK-EMPTY:
// CHECK-LABEL:void SegmentsOp::build(::mlir::OpBuilder &odsBuilder, ::mlir::OperationState &odsState, ::mlir::TypeRange resultTypes, ::mlir::Value a, /*optional*/::mlir::Value b, ::mlir::ValueRange c, ::llvm::ArrayRef<::mlir::ValueRange> d) {
// CHECK-NEXT:  odsState.addOperands(a);
// CHECK-NEXT:  if (b)
// CHECK-NEXT:    odsState.addOperands(b);
// CHECK-NEXT:  odsState.addOperands(c);
// CHECK-NEXT:  for (::mlir::ValueRange range : d)
// CHECK-NEXT:   odsState.addOperands(range);
// CHECK-NEXT:  {
// CHECK-NEXT:    ::llvm::SmallVector<int32_t> rangeSegments;
// CHECK-NEXT:    for (::mlir::ValueRange range : d)
// CHECK-NEXT:      rangeSegments.push_back(range.size());
// CHECK-NEXT:    auto rangeAttr = odsBuilder.getDenseI32ArrayAttr(rangeSegments);
// CHECK-NEXT:    odsState.getOrAddProperties<Properties>().c_sizes = rangeAttr;  }
// CHECK-NEXT:  ::llvm::copy(::llvm::ArrayRef<int32_t>({1, (b ? 1 : 0), static_cast<int32_t>(c.size()), llvm::accumulate(d, int32_t(0), [](int32_t curSum, ::mlir::ValueRange range) { return curSum + static_cast<int32_t>(range.size()); })}), odsState.getOrAddProperties<Properties>().operandSegmentSizes.begin());
// CHECK-NEXT:  assert(resultTypes.size() >= 1u && "mismatched number of results");
// CHECK-NEXT:  odsState.addTypes(resultTypes);
// CHECK-NEXT:}
// CHECK-EMPTY:
// CHECK-LABEL:void SegmentsOp::build(::mlir::OpBuilder &, ::mlir::OperationState &odsState, ::mlir::TypeRange resultTypes, ::mlir::ValueRange operands, ::llvm::ArrayRef<::mlir::NamedAttribute> attributes) {
// CHECK-NEXT:  assert(operands.size() >= 1u && "mismatched number of parameters");
// CHECK-NEXT:  odsState.addOperands(operands);
// CHECK-NEXT:  odsState.addAttributes(attributes);
// CHECK-NEXT:  assert(resultTypes.size() >= 1u && "mismatched number of return types");
// CHECK-NEXT:  odsState.addTypes(resultTypes);
// CHECK-EMPTY:
// CHECK-NEXT:  if (!attributes.empty()) {
// CHECK-NEXT:    ::mlir::OpaqueProperties properties =
// CHECK-NEXT:      &odsState.getOrAddProperties<SegmentsOp::Properties>();
// CHECK-NEXT:    std::optional<::mlir::RegisteredOperationName> info =
// CHECK-NEXT:      odsState.name.getRegisteredInfo();
// CHECK-NEXT:    if (failed(info->setOpPropertiesFromAttribute(odsState.name, properties,
// CHECK-NEXT:        odsState.attributes.getDictionary(odsState.getContext()), nullptr)))
// CHECK-NEXT:      ::llvm::report_fatal_error("Property conversion failed.");
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-EMPTY:
// CHECK-LABEL:void SkipOp::build(::mlir::OpBuilder &odsBuilder, ::mlir::OperationState &odsState) {
// CHECK-NEXT: /* nothing */ {{$}}
// CHECK-NEXT:}
// CHECK-EMPTY:
// CHECK-LABEL:SkipOp SkipOp::create(::mlir::OpBuilder &builder, ::mlir::Location location) {
// CHECK-NEXT:  ::mlir::OperationState __state__(location, getOperationName());
// CHECK-NEXT:  build(builder, __state__);
// CHECK-NEXT:  auto __res__ = ::llvm::dyn_cast<SkipOp>(builder.create(__state__));
// CHECK-NEXT:  assert(__res__ && "builder didn't return the right type");
// CHECK-NEXT:  return __res__;
// CHECK-NEXT:}
// CHECK-EMPTY:
// CHECK-LABEL:SkipOp SkipOp::create(::mlir::ImplicitLocOpBuilder &builder) {
// CHECK-NEXT:  return create(builder, builder.getLoc());
// CHECK-NEXT:}
// CHECK-EMPTY:
// CHECK-LABEL:void UnitOp::build(::mlir::OpBuilder &odsBuilder, ::mlir::OperationState &odsState, uint64_t count, ::mlir::UnitAttr flag) {
// CHECK-NEXT:  odsState.getOrAddProperties<Properties>().count = odsBuilder.getI64IntegerAttr(count);
// CHECK-NEXT:  if (flag) {
// CHECK-NEXT:    odsState.getOrAddProperties<Properties>().flag = flag;
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-EMPTY:
// DIFF: -gen-op-defs
