// -gen-op-defs, the definitions outside builders and assembly formats:
// local constraint functions shared by the ops of the file, adaptors,
// operand and result segments, attribute getters and setters, the
// properties hooks, verifiers, inferReturnTypes, getEffects, extra
// definitions and the explicit TypeIDs.
// Builders and formats are checked elsewhere.
// RUN: %mlir-tblgen -gen-op-defs -I %S %s | FileCheck %s
// RUN: %refmlir-tblgen -gen-op-defs -I %S %s | FileCheck %s
include "Inputs/op-classes.td"

def Test_Dialect : Dialect {
  let name = "t";
  let cppNamespace = "::test";
}

def AttrSizedOperandSegments : NativeOpTrait<"AttrSizedOperandSegments">;
def IsI32Pred : CPred<"$_self.isInteger(32)">;
def CheckedAttr : Attr<CPred<"::llvm::isa<::mlir::IntegerAttr>($_self)">, "checked attribute"> {
  let storageType = "::mlir::IntegerAttr";
  let returnType = "::llvm::APInt";
  let convertFromStorage = "$_self.getValue()";
  let constBuilderCall = "$_builder.getI32IntegerAttr($0)";
}
def CountProp : Property<"int64_t", "a count"> {
  let convertToAttribute = "return ::mlir::IntegerAttr::get(::mlir::IntegerType::get($_ctxt, 64), $_storage);";
  let convertFromAttribute = "return convertFromAttribute($_storage, $_attr, $_diag);";
  let writeToMlirBytecode = "writer.writeVarInt($_storage)";
  let readFromMlirBytecode = "if (::mlir::failed(reader.readVarInt($_storage)))\n      return ::mlir::failure();";
  let defaultValue = "0";
}

class T_Op<string mnemonic, list<Trait> traits = []> : Op<Test_Dialect, mnemonic, traits> {
  let skipDefaultBuilders = 1;
  let builders = [OpBuilder<(ins "int":$x)>];
}

// Attributes of every kind; the constraint of `count` is checked by a local
// function shared with the next op.
def T_AttrsOp : T_Op<"attrs", [NoMemoryEffect]> {
  let arguments = (ins I32:$lhs, AnyType:$rhs, CheckedAttr:$count,
                       OptionalAttr<CheckedAttr>:$maybe,
                       DefaultValuedAttr<CheckedAttr, "7">:$seven, UnitAttr:$flag);
  let results = (outs F32:$res);
  let hasVerifier = 1;
}

// Variadic operands sized by a segment attribute, a property, regions and
// successors.
def T_SegmentsOp : T_Op<"segments", [AttrSizedOperandSegments]> {
  let arguments = (ins Variadic<I32>:$first, Optional<AnyType>:$second,
                       CheckedAttr:$count, CountProp:$n);
  let results = (outs Variadic<F32>:$outs, I32:$last);
  let regions = (region SizedRegion<1>:$body, VariadicRegion<AnyRegion>:$rest);
  let successors = (successor AnySuccessor:$dest);
  let hasCanonicalizeMethod = 1;
  let extraClassDefinition = [{
    int $cppClass::answer() { return 42; }
  }];
}

// CHECK-LABEL: // Local Utility Method Definitions
// CHECK-NEXT: //===----------------------------------------------------------------------===//
// CHECK-EMPTY:
// CHECK-EMPTY:
// CHECK-LABEL: static ::llvm::LogicalResult __mlir_ods_local_type_constraint_op2Ddefs2Dcore1(
// CHECK-NEXT:     ::mlir::Operation *op, ::mlir::Type type, ::llvm::StringRef valueKind,
// CHECK-NEXT:     unsigned valueIndex) {
// CHECK-NEXT:   if (!(type.isInteger(32))) {
// CHECK-NEXT:     return op->emitOpError(valueKind) << " #" << valueIndex
// CHECK-NEXT:         << " must be 32-bit signless integer, but got " << type;
// CHECK-NEXT:   }
// CHECK-NEXT:   return ::mlir::success();
// CHECK-NEXT: }
// CHECK-LABEL: static ::llvm::LogicalResult __mlir_ods_local_attr_constraint_op2Ddefs2Dcore1(
// CHECK-NEXT:     ::mlir::Attribute attr, ::llvm::StringRef attrName, llvm::function_ref<::mlir::InFlightDiagnostic()> emitError) {
// CHECK-NEXT:   if (attr && !(::llvm::isa<::mlir::IntegerAttr>(attr)))
// CHECK-NEXT:     return emitError() << "attribute '" << attrName
// CHECK-NEXT:         << "' failed to satisfy constraint: checked attribute";
// CHECK-NEXT:   return ::mlir::success();
// CHECK-NEXT: }
// CHECK-NEXT: static ::llvm::LogicalResult __mlir_ods_local_attr_constraint_op2Ddefs2Dcore1(
// CHECK-NEXT:     ::mlir::Operation *op, ::mlir::Attribute attr, ::llvm::StringRef attrName) {
// CHECK-NEXT:   return __mlir_ods_local_attr_constraint_op2Ddefs2Dcore1(attr, attrName, [op]() {
// CHECK-NEXT:     return op->emitOpError();
// CHECK-NEXT:   });
// CHECK-NEXT: }
// CHECK-LABEL: static ::llvm::LogicalResult __mlir_ods_local_region_constraint_op2Ddefs2Dcore1(
// CHECK-NEXT:     ::mlir::Operation *op, ::mlir::Region &region, ::llvm::StringRef regionName,
// CHECK-NEXT:     unsigned regionIndex) {
// CHECK-NEXT:   if (!(true)) {
// CHECK-NEXT:     return op->emitOpError("region #") << regionIndex
// CHECK-NEXT:         << (regionName.empty() ? " " : " ('" + regionName + "') ")
// CHECK-NEXT:         << "failed to verify constraint: region with 1 blocks";
// CHECK-NEXT:   }
// CHECK-NEXT:   return ::mlir::success();
// CHECK-NEXT: }
// CHECK-LABEL: ::mlir::IntegerAttr AttrsOpGenericAdaptorBase::getSevenAttr() {
// CHECK-NEXT:   auto attr = ::llvm::dyn_cast_or_null<::mlir::IntegerAttr>(getProperties().seven);
// CHECK-NEXT:   return attr;
// CHECK-NEXT: }
// CHECK-LABEL: ::llvm::LogicalResult AttrsOpAdaptor::verify(::mlir::Location loc) {
// CHECK-NEXT:   auto tblgen_count = getProperties().count; (void)tblgen_count;
// CHECK-NEXT:   if (!tblgen_count) return emitError(loc, "'t.attrs' op requires attribute 'count'");
// CHECK-NEXT:   auto tblgen_flag = getProperties().flag; (void)tblgen_flag;
// CHECK-NEXT:   if (!tblgen_flag) return emitError(loc, "'t.attrs' op requires attribute 'flag'");
// CHECK-NEXT:   auto tblgen_maybe = getProperties().maybe; (void)tblgen_maybe;
// CHECK-NEXT:   auto tblgen_seven = getProperties().seven; (void)tblgen_seven;
// CHECK-EMPTY:
// CHECK-NEXT:   if (tblgen_count && !(::llvm::isa<::mlir::IntegerAttr>(tblgen_count)))
// CHECK-NEXT:     return emitError(loc, "'t.attrs' op attribute 'count' failed to satisfy constraint: checked attribute");
// CHECK-EMPTY:
// CHECK-NEXT:   if (tblgen_maybe && !(::llvm::isa<::mlir::IntegerAttr>(tblgen_maybe)))
// CHECK-NEXT:     return emitError(loc, "'t.attrs' op attribute 'maybe' failed to satisfy constraint: optional checked attribute");
// CHECK-EMPTY:
// CHECK-NEXT:   if (tblgen_seven && !(::llvm::isa<::mlir::IntegerAttr>(tblgen_seven)))
// CHECK-NEXT:     return emitError(loc, "'t.attrs' op attribute 'seven' failed to satisfy constraint: checked attribute");
// CHECK-EMPTY:
// CHECK-NEXT:   if (tblgen_flag && !(true))
// CHECK-NEXT:     return emitError(loc, "'t.attrs' op attribute 'flag' failed to satisfy constraint: unit attribute");
// CHECK-NEXT:   return ::mlir::success();
// CHECK-NEXT: }
// CHECK-LABEL: ::llvm::LogicalResult AttrsOp::verifyInherentAttrs(::mlir::OperationName opName, ::mlir::NamedAttrList &attrs, llvm::function_ref<::mlir::InFlightDiagnostic()> emitError) {
// CHECK-NEXT:     {
// CHECK-NEXT:       ::mlir::Attribute attr = attrs.get(getCountAttrName(opName));
// CHECK-NEXT:       if (attr && ::mlir::failed(__mlir_ods_local_attr_constraint_op2Ddefs2Dcore1(attr, "count", emitError)))
// CHECK-NEXT:         return ::mlir::failure();
// CHECK-NEXT:     }
// CHECK-EMPTY:
// CHECK-NEXT:     {
// CHECK-NEXT:       ::mlir::Attribute attr = attrs.get(getFlagAttrName(opName));
// CHECK-NEXT:       if (attr && ::mlir::failed(__mlir_ods_local_attr_constraint_op2Ddefs2Dcore3(attr, "flag", emitError)))
// CHECK-NEXT:         return ::mlir::failure();
// CHECK-NEXT:     }
// CHECK-EMPTY:
// CHECK-NEXT:     {
// CHECK-NEXT:       ::mlir::Attribute attr = attrs.get(getMaybeAttrName(opName));
// CHECK-NEXT:       if (attr && ::mlir::failed(__mlir_ods_local_attr_constraint_op2Ddefs2Dcore2(attr, "maybe", emitError)))
// CHECK-NEXT:         return ::mlir::failure();
// CHECK-NEXT:     }
// CHECK-EMPTY:
// CHECK-NEXT:     {
// CHECK-NEXT:       ::mlir::Attribute attr = attrs.get(getSevenAttrName(opName));
// CHECK-NEXT:       if (attr && ::mlir::failed(__mlir_ods_local_attr_constraint_op2Ddefs2Dcore1(attr, "seven", emitError)))
// CHECK-NEXT:         return ::mlir::failure();
// CHECK-NEXT:     }
// CHECK-NEXT:     return ::mlir::success();
// CHECK-NEXT: }
// CHECK-LABEL: AttrsOp::getFlag() {
// CHECK-NEXT:   auto attr = getFlagAttr();
// CHECK-NEXT:   return attr;
// CHECK-NEXT: }
// CHECK-LABEL: void AttrsOp::setMaybe(::std::optional<::llvm::APInt> attrValue) {
// CHECK-NEXT:     auto &odsProp = getProperties().maybe;
// CHECK-NEXT:     if (attrValue)
// CHECK-NEXT:       odsProp = ::mlir::Builder((*this)->getContext()).getI32IntegerAttr(*attrValue);
// CHECK-NEXT:     else
// CHECK-NEXT:       odsProp = nullptr;
// CHECK-NEXT: }
// CHECK-LABEL: void AttrsOp::populateDefaultProperties(::mlir::OperationName opName, Properties &properties) {
// CHECK-NEXT:   ::mlir::Builder odsBuilder(opName.getContext());
// CHECK-NEXT:   if (!properties.seven)
// CHECK-NEXT:     properties.seven = ;
// CHECK-NEXT: }
// CHECK-LABEL: ::llvm::LogicalResult AttrsOp::verifyInvariantsImpl() {
// CHECK-NEXT:   auto tblgen_count = getProperties().count; (void)tblgen_count;
// CHECK-NEXT:   if (!tblgen_count) return emitOpError("requires attribute 'count'");
// CHECK-NEXT:   auto tblgen_flag = getProperties().flag; (void)tblgen_flag;
// CHECK-NEXT:   if (!tblgen_flag) return emitOpError("requires attribute 'flag'");
// CHECK-NEXT:   auto tblgen_maybe = getProperties().maybe; (void)tblgen_maybe;
// CHECK-NEXT:   auto tblgen_seven = getProperties().seven; (void)tblgen_seven;
// CHECK-EMPTY:
// CHECK-NEXT:   if (::mlir::failed(__mlir_ods_local_attr_constraint_op2Ddefs2Dcore1(*this, tblgen_count, "count")))
// CHECK-NEXT:     return ::mlir::failure();
// CHECK-EMPTY:
// CHECK-NEXT:   if (::mlir::failed(__mlir_ods_local_attr_constraint_op2Ddefs2Dcore2(*this, tblgen_maybe, "maybe")))
// CHECK-NEXT:     return ::mlir::failure();
// CHECK-EMPTY:
// CHECK-NEXT:   if (::mlir::failed(__mlir_ods_local_attr_constraint_op2Ddefs2Dcore1(*this, tblgen_seven, "seven")))
// CHECK-NEXT:     return ::mlir::failure();
// CHECK-EMPTY:
// CHECK-NEXT:   if (::mlir::failed(__mlir_ods_local_attr_constraint_op2Ddefs2Dcore3(*this, tblgen_flag, "flag")))
// CHECK-NEXT:     return ::mlir::failure();
// CHECK-NEXT:   {
// CHECK-NEXT:     unsigned index = 0; (void)index;
// CHECK-NEXT:     auto valueGroup0 = getODSOperands(0);
// CHECK-EMPTY:
// CHECK-NEXT:     for (auto v : valueGroup0) {
// CHECK-NEXT:       if (::mlir::failed(__mlir_ods_local_type_constraint_op2Ddefs2Dcore1(*this, v.getType(), "operand", index++)))
// CHECK-NEXT:         return ::mlir::failure();
// CHECK-NEXT:     }
// CHECK-NEXT:     auto valueGroup1 = getODSOperands(1);
// CHECK-EMPTY:
// CHECK-NEXT:     for (auto v : valueGroup1) {
// CHECK-NEXT:       if (::mlir::failed(__mlir_ods_local_type_constraint_op2Ddefs2Dcore2(*this, v.getType(), "operand", index++)))
// CHECK-NEXT:         return ::mlir::failure();
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   {
// CHECK-NEXT:     unsigned index = 0; (void)index;
// CHECK-NEXT:     auto valueGroup0 = getODSResults(0);
// CHECK-EMPTY:
// CHECK-NEXT:     for (auto v : valueGroup0) {
// CHECK-NEXT:       if (::mlir::failed(__mlir_ods_local_type_constraint_op2Ddefs2Dcore3(*this, v.getType(), "result", index++)))
// CHECK-NEXT:         return ::mlir::failure();
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   return ::mlir::success();
// CHECK-NEXT: }
// CHECK-LABEL: ::llvm::LogicalResult AttrsOp::verifyInvariants() {
// CHECK-NEXT:   if(::mlir::succeeded(verifyInvariantsImpl()) && ::mlir::succeeded(verify()))
// CHECK-NEXT:     return ::mlir::success();
// CHECK-NEXT:   return ::mlir::failure();
// CHECK-NEXT: }
// CHECK-LABEL: void AttrsOp::getEffects(::llvm::SmallVectorImpl<::mlir::SideEffects::EffectInstance<::mlir::MemoryEffects::Effect>> &effects) {
// CHECK-NEXT: }
// CHECK-LABEL: std::pair<unsigned, unsigned> SegmentsOpGenericAdaptorBase::getODSOperandIndexAndLength(unsigned index, unsigned odsOperandsSize) {
// CHECK-NEXT:   ::llvm::ArrayRef<int32_t> sizeAttr = getProperties().operandSegmentSizes;
// CHECK-EMPTY:
// CHECK-NEXT:   unsigned start = 0;
// CHECK-NEXT:   for (unsigned i = 0; i < index; ++i)
// CHECK-NEXT:     start += sizeAttr[i];
// CHECK-NEXT:   return {start, sizeAttr[index]};
// CHECK-NEXT: }
// CHECK-LABEL: void SegmentsOp::getAsmResultNames(::mlir::OpAsmSetValueNameFn setNameFn) {
// CHECK-NEXT:   auto resultGroup0 = getODSResults(0);
// CHECK-NEXT:   if (!resultGroup0.empty())
// CHECK-NEXT:     setNameFn(*resultGroup0.begin(), "outs");
// CHECK-NEXT:   auto resultGroup1 = getODSResults(1);
// CHECK-NEXT:   if (!resultGroup1.empty())
// CHECK-NEXT:     setNameFn(*resultGroup1.begin(), "last");
// CHECK-NEXT: }
// CHECK-LABEL: ::mlir::MutableOperandRange SegmentsOp::getFirstMutable() {
// CHECK-NEXT:   auto range = getODSOperandIndexAndLength(0);
// CHECK-NEXT:   auto mutableRange = ::mlir::MutableOperandRange(getOperation(), range.first, range.second, ::mlir::MutableOperandRange::OperandSegment(0u, {getOperandSegmentSizesAttrName(), ::mlir::DenseI32ArrayAttr::get(getContext(), getProperties().operandSegmentSizes)}));
// CHECK-NEXT:   return mutableRange;
// CHECK-NEXT: }
// CHECK-LABEL: std::pair<unsigned, unsigned> SegmentsOp::getODSResultIndexAndLength(unsigned index) {
// CHECK-NEXT:   bool isVariadic[] = {true, false};
// CHECK-NEXT:   int prevVariadicCount = 0;
// CHECK-NEXT:   for (unsigned i = 0; i < index; ++i)
// CHECK-NEXT:     if (isVariadic[i]) ++prevVariadicCount;
// CHECK-EMPTY:
// CHECK-NEXT:   // Calculate how many dynamic values a static variadic operand corresponds to.
// CHECK-NEXT:   // This assumes all static variadic operands have the same dynamic value count.
// CHECK-NEXT:   int variadicSize = (getOperation()->getNumResults() - 1) / 1;
// CHECK-NEXT:   // `index` passed in as the parameter is the static index which counts each
// CHECK-NEXT:   // operand (variadic or not) as size 1. So here for each previous static variadic
// CHECK-NEXT:   // operand, we need to offset by (variadicSize - 1) to get where the dynamic
// CHECK-NEXT:   // value pack for this static operand starts.
// CHECK-NEXT:   int start = index + (variadicSize - 1) * prevVariadicCount;
// CHECK-NEXT:   int size = isVariadic[index] ? variadicSize : 1;
// CHECK-NEXT:   return {start, size};
// CHECK-NEXT: }
// CHECK-LABEL: ::llvm::LogicalResult SegmentsOp::setPropertiesFromAttr(Properties &prop, ::mlir::Attribute attr, ::llvm::function_ref<::mlir::InFlightDiagnostic()> emitError) {
// CHECK-NEXT:   ::mlir::DictionaryAttr dict = ::llvm::dyn_cast<::mlir::DictionaryAttr>(attr);
// CHECK-NEXT:   if (!dict) {
// CHECK-NEXT:     emitError() << "expected DictionaryAttr to set properties";
// CHECK-NEXT:     return ::mlir::failure();
// CHECK-NEXT:   }
// CHECK-EMPTY:
// CHECK-NEXT:   {
// CHECK-NEXT:     auto &propStorage = prop.count;
// CHECK-NEXT:        auto attr = dict.get("count");
// CHECK-NEXT:     if (attr) {
// CHECK-NEXT:       auto convertedAttr = ::llvm::dyn_cast<std::remove_reference_t<decltype(propStorage)>>(attr);
// CHECK-NEXT:       if (convertedAttr) {
// CHECK-NEXT:         propStorage = convertedAttr;
// CHECK-NEXT:       } else {
// CHECK-NEXT:         emitError() << "Invalid attribute `count` in property conversion: " << attr;
// CHECK-NEXT:         return ::mlir::failure();
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: {
// CHECK-EMPTY:
// CHECK-NEXT:       auto setFromAttr = [] (auto &propStorage, ::mlir::Attribute propAttr,
// CHECK-NEXT:                ::llvm::function_ref<::mlir::InFlightDiagnostic()> emitError) -> ::mlir::LogicalResult {
// CHECK-NEXT:         return convertFromAttribute(propStorage, propAttr, emitError);
// CHECK-NEXT:       };
// CHECK-NEXT:          auto attr = dict.get("n");;
// CHECK-NEXT: ;
// CHECK-NEXT:       if (attr) {
// CHECK-NEXT:         if (::mlir::failed(setFromAttr(prop.n, attr, emitError)))
// CHECK-NEXT:           return ::mlir::failure();
// CHECK-NEXT:       } else {
// CHECK-NEXT:         prop.n = 0;
// CHECK-NEXT:       }
// CHECK-NEXT:   }
// CHECK-NEXT: {
// CHECK-EMPTY:
// CHECK-NEXT:       auto setFromAttr = [] (auto &propStorage, ::mlir::Attribute propAttr,
// CHECK-NEXT:                ::llvm::function_ref<::mlir::InFlightDiagnostic()> emitError) -> ::mlir::LogicalResult {
// CHECK-NEXT:         return convertFromAttribute(propStorage, propAttr, emitError);
// CHECK-NEXT:       };
// CHECK-NEXT:          auto attr = dict.get("operandSegmentSizes");   if (!attr) attr = dict.get("operand_segment_sizes");;
// CHECK-NEXT: ;
// CHECK-NEXT:       if (attr && ::mlir::failed(setFromAttr(prop.operandSegmentSizes, attr, emitError)))
// CHECK-NEXT:         return ::mlir::failure();
// CHECK-NEXT:   }
// CHECK-NEXT:   return ::mlir::success();
// CHECK-NEXT: }
// CHECK-LABEL: ::mlir::Attribute SegmentsOp::getPropertiesAsAttr(::mlir::MLIRContext *ctx, const Properties &prop) {
// CHECK-NEXT:     ::mlir::SmallVector<::mlir::NamedAttribute> attrs;
// CHECK-NEXT:     ::mlir::Builder odsBuilder{ctx};
// CHECK-EMPTY:
// CHECK-NEXT:     {
// CHECK-NEXT:       const auto &propStorage = prop.count;
// CHECK-NEXT:       if (propStorage)
// CHECK-NEXT:         attrs.push_back(odsBuilder.getNamedAttr("count",
// CHECK-NEXT:                                        propStorage));
// CHECK-NEXT:     }
// CHECK-EMPTY:
// CHECK-NEXT:     {
// CHECK-NEXT:       const auto &propStorage = prop.n;
// CHECK-NEXT:       auto attr = [&]() -> ::mlir::Attribute {
// CHECK-NEXT:         return ::mlir::IntegerAttr::get(::mlir::IntegerType::get(ctx, 64), propStorage);
// CHECK-NEXT:       }();
// CHECK-NEXT:       attrs.push_back(odsBuilder.getNamedAttr("n", attr));
// CHECK-NEXT:     }
// CHECK-EMPTY:
// CHECK-NEXT:     {
// CHECK-NEXT:       const auto &propStorage = prop.operandSegmentSizes;
// CHECK-NEXT:       auto attr = [&]() -> ::mlir::Attribute {
// CHECK-NEXT:         return ::mlir::DenseI32ArrayAttr::get(ctx, propStorage);
// CHECK-NEXT:       }();
// CHECK-NEXT:       attrs.push_back(odsBuilder.getNamedAttr("operandSegmentSizes", attr));
// CHECK-NEXT:     }
// CHECK-EMPTY:
// CHECK-NEXT:   if (!attrs.empty())
// CHECK-NEXT:     return odsBuilder.getDictionaryAttr(attrs);
// CHECK-NEXT:   return {};
// CHECK-NEXT: }
// CHECK-LABEL: llvm::hash_code SegmentsOp::computePropertiesHash(const Properties &prop) {
// CHECK-NEXT:   auto hash_operandSegmentSizes_ = [] (const auto &propStorage) -> llvm::hash_code {
// CHECK-NEXT:     using ::llvm::hash_value;
// CHECK-NEXT:     return ::llvm::hash_combine_range(std::begin(propStorage), std::end(propStorage));;
// CHECK-NEXT:   };
// CHECK-NEXT:   using llvm::hash_value;
// CHECK-NEXT:   return llvm::hash_combine(
// CHECK-NEXT:     llvm::hash_value(prop.count.getAsOpaquePointer()), 
// CHECK-NEXT:     hash_value(prop.n), 
// CHECK-NEXT:     hash_operandSegmentSizes_(prop.operandSegmentSizes));
// CHECK-NEXT: }
// CHECK-LABEL: std::optional<mlir::Attribute> SegmentsOp::getInherentAttr(::mlir::MLIRContext *ctx, const Properties &prop, llvm::StringRef name) {
// CHECK-NEXT:     if (name == "count")
// CHECK-NEXT:       return prop.count;
// CHECK-NEXT:     if (name == "operand_segment_sizes" || name == "operandSegmentSizes") return [&]() -> ::mlir::Attribute { return ::mlir::DenseI32ArrayAttr::get(ctx, prop.operandSegmentSizes); }();
// CHECK-NEXT:   return std::nullopt;
// CHECK-NEXT: }
// CHECK-LABEL: ::llvm::LogicalResult SegmentsOp::readProperties(::mlir::DialectBytecodeReader &reader, ::mlir::OperationState &state) {
// CHECK-NEXT:   auto &prop = state.getOrAddProperties<Properties>(); (void)prop;
// CHECK-NEXT:   if (::mlir::failed(reader.readAttribute(prop.count)))
// CHECK-NEXT:     return ::mlir::failure();
// CHECK-EMPTY:
// CHECK-NEXT:   if (reader.getBytecodeVersion() < /*kNativePropertiesODSSegmentSize=*/6) {
// CHECK-NEXT:     auto &propStorage = prop.operandSegmentSizes;
// CHECK-NEXT:     ::mlir::DenseI32ArrayAttr attr;
// CHECK-NEXT:     if (::mlir::failed(reader.readAttribute(attr))) return ::mlir::failure();
// CHECK-NEXT:     if (attr.size() > static_cast<int64_t>(sizeof(propStorage) / sizeof(int32_t))) {
// CHECK-NEXT:       reader.emitError("size mismatch for operand/result_segment_size");
// CHECK-NEXT:       return ::mlir::failure();
// CHECK-NEXT:     }
// CHECK-NEXT:     ::llvm::copy(::llvm::ArrayRef<int32_t>(attr), propStorage.begin());
// CHECK-NEXT:   }
// CHECK-EMPTY:
// CHECK-NEXT:   {
// CHECK-NEXT:     auto &propStorage = prop.n;
// CHECK-NEXT:     auto readProp = [&]() {
// CHECK-NEXT:       if (::mlir::failed(reader.readVarInt(propStorage)))
// CHECK-NEXT:       return ::mlir::failure();;
// CHECK-NEXT:       return ::mlir::success();
// CHECK-NEXT:     };
// CHECK-NEXT:     if (::mlir::failed(readProp()))
// CHECK-NEXT:       return ::mlir::failure();
// CHECK-NEXT:   }
// CHECK-EMPTY:
// CHECK-NEXT:   {
// CHECK-NEXT:     auto &propStorage = prop.operandSegmentSizes;
// CHECK-NEXT:     auto readProp = [&]() {
// CHECK-EMPTY:
// CHECK-NEXT:   if (reader.getBytecodeVersion() >= /*kNativePropertiesODSSegmentSize=*/6)
// CHECK-NEXT:     return reader.readSparseArray(::llvm::MutableArrayRef(propStorage));
// CHECK-NEXT: ;
// CHECK-NEXT:       return ::mlir::success();
// CHECK-NEXT:     };
// CHECK-NEXT:     if (::mlir::failed(readProp()))
// CHECK-NEXT:       return ::mlir::failure();
// CHECK-NEXT:   }
// CHECK-NEXT:   return ::mlir::success();
// CHECK-NEXT: }
// CHECK-LABEL: void SegmentsOp::writeProperties(::mlir::DialectBytecodeWriter &writer) {
// CHECK-NEXT:   auto &prop = getProperties(); (void)prop;
// CHECK-NEXT:   writer.writeAttribute(prop.count);
// CHECK-EMPTY:
// CHECK-NEXT: if (writer.getBytecodeVersion() < /*kNativePropertiesODSSegmentSize=*/6) {
// CHECK-NEXT:   auto &propStorage = prop.operandSegmentSizes;
// CHECK-NEXT:   writer.writeAttribute(::mlir::DenseI32ArrayAttr::get(this->getContext(), propStorage));
// CHECK-NEXT: }
// CHECK-LABEL: ::llvm::LogicalResult SegmentsOp::verifyInvariantsImpl() {
// CHECK-NEXT:   auto tblgen_count = getProperties().count; (void)tblgen_count;
// CHECK-NEXT:   if (!tblgen_count) return emitOpError("requires attribute 'count'");
// CHECK-EMPTY:
// CHECK-NEXT:   if (::mlir::failed(__mlir_ods_local_attr_constraint_op2Ddefs2Dcore1(*this, tblgen_count, "count")))
// CHECK-NEXT:     return ::mlir::failure();
// CHECK-NEXT:   {
// CHECK-NEXT:     unsigned index = 0; (void)index;
// CHECK-NEXT:     auto valueGroup0 = getODSOperands(0);
// CHECK-EMPTY:
// CHECK-NEXT:     for (auto v : valueGroup0) {
// CHECK-NEXT:       if (::mlir::failed(__mlir_ods_local_type_constraint_op2Ddefs2Dcore4(*this, v.getType(), "operand", index++)))
// CHECK-NEXT:         return ::mlir::failure();
// CHECK-NEXT:     }
// CHECK-NEXT:     auto valueGroup1 = getODSOperands(1);
// CHECK-EMPTY:
// CHECK-NEXT:     if (valueGroup1.size() > 1) {
// CHECK-NEXT:       return emitOpError("operand group starting at #") << index
// CHECK-NEXT:           << " requires 0 or 1 element, but found " << valueGroup1.size();
// CHECK-NEXT:     }
// CHECK-EMPTY:
// CHECK-NEXT:     for (auto v : valueGroup1) {
// CHECK-NEXT:       if (::mlir::failed(__mlir_ods_local_type_constraint_op2Ddefs2Dcore5(*this, v.getType(), "operand", index++)))
// CHECK-NEXT:         return ::mlir::failure();
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   {
// CHECK-NEXT:     unsigned index = 0; (void)index;
// CHECK-NEXT:     auto valueGroup0 = getODSResults(0);
// CHECK-EMPTY:
// CHECK-NEXT:     for (auto v : valueGroup0) {
// CHECK-NEXT:       if (::mlir::failed(__mlir_ods_local_type_constraint_op2Ddefs2Dcore6(*this, v.getType(), "result", index++)))
// CHECK-NEXT:         return ::mlir::failure();
// CHECK-NEXT:     }
// CHECK-NEXT:     auto valueGroup1 = getODSResults(1);
// CHECK-EMPTY:
// CHECK-NEXT:     for (auto v : valueGroup1) {
// CHECK-NEXT:       if (::mlir::failed(__mlir_ods_local_type_constraint_op2Ddefs2Dcore1(*this, v.getType(), "result", index++)))
// CHECK-NEXT:         return ::mlir::failure();
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   {
// CHECK-NEXT:     unsigned index = 0; (void)index;
// CHECK-EMPTY:
// CHECK-NEXT:     for (auto &region : ::llvm::MutableArrayRef((*this)->getRegion(0)))
// CHECK-NEXT:       if (::mlir::failed(__mlir_ods_local_region_constraint_op2Ddefs2Dcore1(*this, region, "body", index++)))
// CHECK-NEXT:         return ::mlir::failure();
// CHECK-EMPTY:
// CHECK-NEXT:     for (auto &region : getRest())
// CHECK-NEXT:       if (::mlir::failed(__mlir_ods_local_region_constraint_op2Ddefs2Dcore2(*this, region, "rest", index++)))
// CHECK-NEXT:         return ::mlir::failure();
// CHECK-NEXT:   }
// CHECK-NEXT:   {
// CHECK-NEXT:     unsigned index = 0; (void)index;
// CHECK-NEXT:   }
// CHECK-NEXT:   return ::mlir::success();
// CHECK-NEXT: }
// CHECK-LABEL: void SegmentsOp::getCanonicalizationPatterns(::mlir::RewritePatternSet &results, ::mlir::MLIRContext *context) {
// CHECK-NEXT:   results.add(canonicalize);
// CHECK-NEXT: }
// CHECK-LABEL: int SegmentsOp::answer() { return 42; }
// CHECK-EMPTY:
// CHECK-NEXT: } // namespace test
// CHECK-NEXT: MLIR_DEFINE_EXPLICIT_TYPE_ID(::test::SegmentsOp)

// The definitions, compared with mlir-tblgen by difftest:
// DIFF: -gen-op-defs
