// Declarative op formats, parse() and print() of properties (parsed by
// their parser, optionally by their optionalParser when they anchor a
// group; unit properties), prop-dict (default-valued properties and
// attributes elided; setPropertiesFromParsedAttr for what the format does
// not bind), and oilist clauses in any order. An op without a declarative
// format gets setPropertiesFromParsedAttr alone.
// RUN: %mlir-tblgen -gen-op-defs -I %S %s | FileCheck %s
// DIFF: -gen-op-decls
include "Inputs/op-format-classes.td"

def Test_Dialect : Dialect { let name = "t"; }
class T_Op<string mnemonic, list<Trait> traits = []> : Op<Test_Dialect, mnemonic, traits>;

def IntProp : Property<"int64_t", "an integer"> {
  let parser = [{ return $_parser.parseInteger($_storage); }];
  let optionalParser = [{
    return $_parser.parseOptionalInteger($_storage);
  }];
  let printer = "$_printer << $_storage";
  let defaultValue = "0";
}
def UnitProp : Property<"bool", "unit"> {
  let defaultValue = "false";
  let parser = "$_storage = true; return ::mlir::success();";
  let optionalParser = "$_storage = true; return ::mlir::success();";
  let printer = "";
}

def T_PropOp : T_Op<"prop"> {
  let arguments = (ins IntProp:$count, IntProp:$extra, UnitProp:$on);
  let assemblyFormat = "$count (`extra` $extra^)? (`on` $on^)? attr-dict";
}
def T_OptPropOp : T_Op<"optprop"> {
  let arguments = (ins IntProp:$count);
  let assemblyFormat = "($count^)? attr-dict";
}
def T_PropDictOp : T_Op<"propdict"> {
  let arguments = (ins IntProp:$count, DefaultValuedAttr<I64Attr, "3">:$three, I32Attr:$n);
  let assemblyFormat = "$n prop-dict attr-dict";
}
def T_CustomPropOp : T_Op<"customprop"> {
  let arguments = (ins IntProp:$count);
  let assemblyFormat = "custom<Count>($count) attr-dict";
}
def T_CustomAsmOp : T_Op<"customasm"> {
  let arguments = (ins IntProp:$count, OptionalAttr<I32Attr>:$n, I64Attr:$m);
  let hasCustomAssemblyFormat = 1;
}
def T_OIListOp : T_Op<"oilist", [AttrSizedOperandSegments]> {
  let arguments = (ins Variadic<AnyType>:$xs, OptionalAttr<I32Attr>:$k, UnitAttr:$nowait,
                       Variadic<AnyType>:$ys);
  let assemblyFormat = [{
    oilist(`xs` `(` $xs `:` type($xs) `)` | `k` `=` $k | `nowait` $nowait | `ys` $ys `:` type($ys))
    attr-dict
  }];
}

// CHECK-LABEL: ::llvm::LogicalResult CustomAsmOp::setPropertiesFromParsedAttr(Properties &prop, ::mlir::Attribute attr, ::llvm::function_ref<::mlir::InFlightDiagnostic()> emitError) {
// CHECK-NEXT:   ::mlir::DictionaryAttr dict = ::llvm::dyn_cast<::mlir::DictionaryAttr>(attr);
// CHECK-NEXT:   if (!dict) {
// CHECK-NEXT:     emitError() << "expected DictionaryAttr to set properties";
// CHECK-NEXT:     return ::mlir::failure();
// CHECK-NEXT:   }
// CHECK-NEXT:   // keep track of used keys in the input dictionary to be able to error out
// CHECK-NEXT:   // if there are some unknown ones.
// CHECK-NEXT:   ::mlir::DenseSet<::mlir::StringAttr> usedKeys;
// CHECK-NEXT:   ::mlir::MLIRContext *ctx = dict.getContext();
// CHECK-NEXT:   (void)ctx;
// CHECK-NEXT:   {
// CHECK-EMPTY:
// CHECK-NEXT:     auto setFromAttr = [] (auto &propStorage, ::mlir::Attribute propAttr,
// CHECK-NEXT:              ::llvm::function_ref<::mlir::InFlightDiagnostic()> emitError) -> ::mlir::LogicalResult {
// CHECK-NEXT:       ;
// CHECK-NEXT:     };
// CHECK-NEXT:     auto countAttrName = ::mlir::StringAttr::get(ctx, "count");
// CHECK-NEXT:     usedKeys.insert(countAttrName);
// CHECK-NEXT:     auto attr = dict.get(countAttrName);
// CHECK-NEXT:     if (!attr && false) {
// CHECK-NEXT:       emitError() << "expected key entry for count in DictionaryAttr to set "
// CHECK-NEXT:                  "Properties.";
// CHECK-NEXT:       return ::mlir::failure();
// CHECK-NEXT:     }
// CHECK-NEXT:     if (attr && ::mlir::failed(setFromAttr(prop.count, attr, emitError)))
// CHECK-NEXT:       return ::mlir::failure();
// CHECK-NEXT:   }
// CHECK-NEXT:   {
// CHECK-EMPTY:
// CHECK-NEXT:     auto &propStorage = prop.n;
// CHECK-NEXT:     auto nAttrName = ::mlir::StringAttr::get(ctx, "n");
// CHECK-NEXT:     auto attr = dict.get(nAttrName);
// CHECK-NEXT:     usedKeys.insert(nAttrName);
// CHECK-NEXT:     if (attr || /*isRequired=*/false) {
// CHECK-NEXT:       if (!attr) {
// CHECK-NEXT:         emitError() << "expected key entry for n in DictionaryAttr to set "
// CHECK-NEXT:                    "Properties.";
// CHECK-NEXT:         return ::mlir::failure();
// CHECK-NEXT:       }
// CHECK-NEXT:       auto convertedAttr = ::llvm::dyn_cast<std::remove_reference_t<decltype(propStorage)>>(attr);
// CHECK-NEXT:       if (convertedAttr) {
// CHECK-NEXT:         propStorage = convertedAttr;
// CHECK-NEXT:       } else {
// CHECK-NEXT:         emitError() << "Invalid attribute `n` in property conversion: " << attr;
// CHECK-NEXT:         return ::mlir::failure();
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   {
// CHECK-EMPTY:
// CHECK-NEXT:     auto &propStorage = prop.m;
// CHECK-NEXT:     auto mAttrName = ::mlir::StringAttr::get(ctx, "m");
// CHECK-NEXT:     auto attr = dict.get(mAttrName);
// CHECK-NEXT:     usedKeys.insert(mAttrName);
// CHECK-NEXT:     if (attr || /*isRequired=*/true) {
// CHECK-NEXT:       if (!attr) {
// CHECK-NEXT:         emitError() << "expected key entry for m in DictionaryAttr to set "
// CHECK-NEXT:                    "Properties.";
// CHECK-NEXT:         return ::mlir::failure();
// CHECK-NEXT:       }
// CHECK-NEXT:       auto convertedAttr = ::llvm::dyn_cast<std::remove_reference_t<decltype(propStorage)>>(attr);
// CHECK-NEXT:       if (convertedAttr) {
// CHECK-NEXT:         propStorage = convertedAttr;
// CHECK-NEXT:       } else {
// CHECK-NEXT:         emitError() << "Invalid attribute `m` in property conversion: " << attr;
// CHECK-NEXT:         return ::mlir::failure();
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-EMPTY:
// CHECK-NEXT:   for (::mlir::NamedAttribute attr : dict) {
// CHECK-NEXT:     if (!usedKeys.contains(attr.getName()))
// CHECK-NEXT:       return emitError() << "unknown key '" << attr.getName() <<
// CHECK-NEXT:           "' when parsing properties dictionary";
// CHECK-NEXT:   }
// CHECK-NEXT:   return ::mlir::success();
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-LABEL: ::mlir::ParseResult CustomPropOp::parse(::mlir::OpAsmParser &parser, ::mlir::OperationState &result) {
// CHECK-NEXT:   {
// CHECK-NEXT:     auto odsResult = parseCount(parser, result.getOrAddProperties<Properties>().count);
// CHECK-NEXT:     if (odsResult) return ::mlir::failure();
// CHECK-NEXT:   }
// CHECK-NEXT:   {
// CHECK-NEXT:     auto loc = parser.getCurrentLocation();(void)loc;
// CHECK-NEXT:     if (parser.parseOptionalAttrDict(result.attributes))
// CHECK-NEXT:       return ::mlir::failure();
// CHECK-NEXT:     if (failed(verifyInherentAttrs(result.name, result.attributes, [&]() {
// CHECK-NEXT:         return parser.emitError(loc) << "'" << result.name.getStringRef() << "' op ";
// CHECK-NEXT:       })))
// CHECK-NEXT:       return ::mlir::failure();
// CHECK-NEXT:   }
// CHECK-NEXT:   return ::mlir::success();
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-LABEL: void CustomPropOp::print(::mlir::OpAsmPrinter &_odsPrinter) {
// CHECK-NEXT:   _odsPrinter << ' ';
// CHECK-NEXT:   printCount(_odsPrinter, *this, getProperties().count);
// CHECK-NEXT:   ::llvm::SmallVector<::llvm::StringRef, 2> elidedAttrs;
// CHECK-NEXT:   _odsPrinter.printOptionalAttrDict((*this)->getAttrs(), elidedAttrs);
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-LABEL: ::mlir::ParseResult OIListOp::parse(::mlir::OpAsmParser &parser, ::mlir::OperationState &result) {
// CHECK-NEXT:   ::llvm::SmallVector<::mlir::OpAsmParser::UnresolvedOperand, 4> xsOperands;
// CHECK-NEXT:   ::llvm::SMLoc xsOperandsLoc;
// CHECK-NEXT:   (void)xsOperandsLoc;
// CHECK-NEXT:   ::llvm::SmallVector<::mlir::Type, 1> xsTypes;
// CHECK-NEXT:   ::mlir::IntegerAttr kAttr;
// CHECK-NEXT:   ::llvm::SmallVector<::mlir::OpAsmParser::UnresolvedOperand, 4> ysOperands;
// CHECK-NEXT:   ::llvm::SMLoc ysOperandsLoc;
// CHECK-NEXT:   (void)ysOperandsLoc;
// CHECK-NEXT:   ::llvm::SmallVector<::mlir::Type, 1> ysTypes;
// CHECK-NEXT:   bool xsClause = false;
// CHECK-NEXT:   bool kClause = false;
// CHECK-NEXT:   bool nowaitClause = false;
// CHECK-NEXT:   bool ysClause = false;
// CHECK-NEXT:   while(true) {
// CHECK-NEXT: if (succeeded(parser.parseOptionalKeyword("xs"))) {
// CHECK-EMPTY:
// CHECK-NEXT:   if (xsClause) {
// CHECK-NEXT:     return parser.emitError(parser.getNameLoc())
// CHECK-NEXT:           << "`xs` clause can appear at most once in the expansion of the "
// CHECK-NEXT:              "oilist directive";
// CHECK-NEXT:   }
// CHECK-NEXT:   xsClause = true;
// CHECK-NEXT:   if (parser.parseLParen())
// CHECK-NEXT:     return ::mlir::failure();
// CHECK-EMPTY:
// CHECK-NEXT:   xsOperandsLoc = parser.getCurrentLocation();
// CHECK-NEXT:   if (parser.parseOperandList(xsOperands))
// CHECK-NEXT:     return ::mlir::failure();
// CHECK-NEXT:   if (parser.parseColon())
// CHECK-NEXT:     return ::mlir::failure();
// CHECK-EMPTY:
// CHECK-NEXT:   if (parser.parseTypeList(xsTypes))
// CHECK-NEXT:     return ::mlir::failure();
// CHECK-NEXT:   if (parser.parseRParen())
// CHECK-NEXT:     return ::mlir::failure();
// CHECK-NEXT:     } else if (succeeded(parser.parseOptionalKeyword("k"))) {
// CHECK-EMPTY:
// CHECK-NEXT:   if (kClause) {
// CHECK-NEXT:     return parser.emitError(parser.getNameLoc())
// CHECK-NEXT:           << "`k` clause can appear at most once in the expansion of the "
// CHECK-NEXT:              "oilist directive";
// CHECK-NEXT:   }
// CHECK-NEXT:   kClause = true;
// CHECK-NEXT:   if (parser.parseEqual())
// CHECK-NEXT:     return ::mlir::failure();
// CHECK-EMPTY:
// CHECK-NEXT:   ::mlir::OptionalParseResult parseResultkAttr =
// CHECK-NEXT:     parser.parseOptionalAttribute(kAttr, ::mlir::Type{});
// CHECK-NEXT:   if (parseResultkAttr.has_value() && failed(*parseResultkAttr))
// CHECK-NEXT:     return ::mlir::failure();
// CHECK-NEXT:   if (parseResultkAttr.has_value() && succeeded(*parseResultkAttr))
// CHECK-NEXT:   if (kAttr) result.getOrAddProperties<OIListOp::Properties>().k = kAttr;
// CHECK-NEXT:     } else if (succeeded(parser.parseOptionalKeyword("nowait"))) {
// CHECK-EMPTY:
// CHECK-NEXT:   if (nowaitClause) {
// CHECK-NEXT:     return parser.emitError(parser.getNameLoc())
// CHECK-NEXT:           << "`nowait` clause can appear at most once in the expansion of the "
// CHECK-NEXT:              "oilist directive";
// CHECK-NEXT:   }
// CHECK-NEXT:   nowaitClause = true;
// CHECK-NEXT:     result.getOrAddProperties<OIListOp::Properties>().nowait = parser.getBuilder().getUnitAttr();    } else if (succeeded(parser.parseOptionalKeyword("ys"))) {
// CHECK-EMPTY:
// CHECK-NEXT:   if (ysClause) {
// CHECK-NEXT:     return parser.emitError(parser.getNameLoc())
// CHECK-NEXT:           << "`ys` clause can appear at most once in the expansion of the "
// CHECK-NEXT:              "oilist directive";
// CHECK-NEXT:   }
// CHECK-NEXT:   ysClause = true;
// CHECK-EMPTY:
// CHECK-NEXT:   ysOperandsLoc = parser.getCurrentLocation();
// CHECK-NEXT:   if (parser.parseOperandList(ysOperands))
// CHECK-NEXT:     return ::mlir::failure();
// CHECK-NEXT:   if (parser.parseColon())
// CHECK-NEXT:     return ::mlir::failure();
// CHECK-EMPTY:
// CHECK-NEXT:   if (parser.parseTypeList(ysTypes))
// CHECK-NEXT:     return ::mlir::failure();
// CHECK-NEXT:     } else  {
// CHECK-NEXT:     break;
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-NEXT:   {
// CHECK-NEXT:     auto loc = parser.getCurrentLocation();(void)loc;
// CHECK-NEXT:     if (parser.parseOptionalAttrDict(result.attributes))
// CHECK-NEXT:       return ::mlir::failure();
// CHECK-NEXT:     if (failed(verifyInherentAttrs(result.name, result.attributes, [&]() {
// CHECK-NEXT:         return parser.emitError(loc) << "'" << result.name.getStringRef() << "' op ";
// CHECK-NEXT:       })))
// CHECK-NEXT:       return ::mlir::failure();
// CHECK-NEXT:   }
// CHECK-NEXT: ::llvm::copy(::llvm::ArrayRef<int32_t>({static_cast<int32_t>(xsOperands.size()), static_cast<int32_t>(ysOperands.size())}), result.getOrAddProperties<OIListOp::Properties>().operandSegmentSizes.begin());
// CHECK-NEXT:   if (parser.resolveOperands(xsOperands, xsTypes, xsOperandsLoc, result.operands))
// CHECK-NEXT:     return ::mlir::failure();
// CHECK-NEXT:   if (parser.resolveOperands(ysOperands, ysTypes, ysOperandsLoc, result.operands))
// CHECK-NEXT:     return ::mlir::failure();
// CHECK-NEXT:   return ::mlir::success();
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-LABEL: void OIListOp::print(::mlir::OpAsmPrinter &_odsPrinter) {
// CHECK-NEXT:   if (false || getXs().size()) {
// CHECK-NEXT:   _odsPrinter << ' ' << "xs";
// CHECK-NEXT:   _odsPrinter << "(";
// CHECK-NEXT:   _odsPrinter << getXs();
// CHECK-NEXT:   _odsPrinter << ' ' << ":";
// CHECK-NEXT:   _odsPrinter << ' ';
// CHECK-NEXT:   _odsPrinter << getXs().getTypes();
// CHECK-NEXT:   _odsPrinter << ")";
// CHECK-NEXT:   }
// CHECK-NEXT:   if (false || (getKAttr())) {
// CHECK-NEXT:   _odsPrinter << ' ' << "k";
// CHECK-NEXT:   _odsPrinter << ' ' << "=";
// CHECK-NEXT:   _odsPrinter << ' ';
// CHECK-NEXT: _odsPrinter.printStrippedAttrOrType(getKAttr());
// CHECK-NEXT:   }
// CHECK-NEXT:   if (false || (getNowaitAttr())) {
// CHECK-NEXT:   _odsPrinter << ' ' << "nowait";
// CHECK-NEXT:   }
// CHECK-NEXT:   if (false || getYs().size()) {
// CHECK-NEXT:   _odsPrinter << ' ' << "ys";
// CHECK-NEXT:   _odsPrinter << ' ';
// CHECK-NEXT:   _odsPrinter << getYs();
// CHECK-NEXT:   _odsPrinter << ' ' << ":";
// CHECK-NEXT:   _odsPrinter << ' ';
// CHECK-NEXT:   _odsPrinter << getYs().getTypes();
// CHECK-NEXT:   }
// CHECK-NEXT:   ::llvm::SmallVector<::llvm::StringRef, 2> elidedAttrs;
// CHECK-NEXT:   elidedAttrs.push_back("operandSegmentSizes");
// CHECK-NEXT:   elidedAttrs.push_back("k");
// CHECK-NEXT:   elidedAttrs.push_back("nowait");
// CHECK-NEXT:   _odsPrinter.printOptionalAttrDict((*this)->getAttrs(), elidedAttrs);
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-LABEL: ::mlir::ParseResult OptPropOp::parse(::mlir::OpAsmParser &parser, ::mlir::OperationState &result) {
// CHECK-NEXT:   auto countPropParseResult = [&](auto& propStorage) -> ::mlir::OptionalParseResult {
// CHECK-NEXT:     return parser.parseOptionalInteger(propStorage);
// CHECK-NEXT:     return ::mlir::success();
// CHECK-NEXT:   }(result.getOrAddProperties<OptPropOp::Properties>().count);
// CHECK-NEXT:   if (countPropParseResult.has_value() && failed(*countPropParseResult)) {
// CHECK-NEXT:     return ::mlir::failure();
// CHECK-NEXT:   }
// CHECK-NEXT: if (countPropParseResult.has_value() && succeeded(*countPropParseResult))  {
// CHECK-NEXT:   }
// CHECK-NEXT:   {
// CHECK-NEXT:     auto loc = parser.getCurrentLocation();(void)loc;
// CHECK-NEXT:     if (parser.parseOptionalAttrDict(result.attributes))
// CHECK-NEXT:       return ::mlir::failure();
// CHECK-NEXT:     if (failed(verifyInherentAttrs(result.name, result.attributes, [&]() {
// CHECK-NEXT:         return parser.emitError(loc) << "'" << result.name.getStringRef() << "' op ";
// CHECK-NEXT:       })))
// CHECK-NEXT:       return ::mlir::failure();
// CHECK-NEXT:   }
// CHECK-NEXT:   return ::mlir::success();
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-LABEL: void OptPropOp::print(::mlir::OpAsmPrinter &_odsPrinter) {
// CHECK-NEXT:   if (getCount() != 0) {
// CHECK-NEXT:     _odsPrinter << ' ';
// CHECK-NEXT:   _odsPrinter << getProperties().count;
// CHECK-NEXT:   }
// CHECK-NEXT:   ::llvm::SmallVector<::llvm::StringRef, 2> elidedAttrs;
// CHECK-NEXT:   _odsPrinter.printOptionalAttrDict((*this)->getAttrs(), elidedAttrs);
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-LABEL: ::mlir::ParseResult PropDictOp::parse(::mlir::OpAsmParser &parser, ::mlir::OperationState &result) {
// CHECK-NEXT:   ::mlir::IntegerAttr nAttr;
// CHECK-EMPTY:
// CHECK-NEXT:   if (parser.parseCustomAttributeWithFallback(nAttr, ::mlir::Type{})) {
// CHECK-NEXT:     return ::mlir::failure();
// CHECK-NEXT:   }
// CHECK-NEXT:   if (nAttr) result.getOrAddProperties<PropDictOp::Properties>().n = nAttr;
// CHECK-NEXT:   if (parseProperties(parser, result))
// CHECK-NEXT:     return ::mlir::failure();
// CHECK-NEXT:   {
// CHECK-NEXT:     auto loc = parser.getCurrentLocation();(void)loc;
// CHECK-NEXT:     if (parser.parseOptionalAttrDict(result.attributes))
// CHECK-NEXT:       return ::mlir::failure();
// CHECK-NEXT:     if (failed(verifyInherentAttrs(result.name, result.attributes, [&]() {
// CHECK-NEXT:         return parser.emitError(loc) << "'" << result.name.getStringRef() << "' op ";
// CHECK-NEXT:       })))
// CHECK-NEXT:       return ::mlir::failure();
// CHECK-NEXT:   }
// CHECK-NEXT:   return ::mlir::success();
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-LABEL: ::llvm::LogicalResult PropDictOp::setPropertiesFromParsedAttr(Properties &prop, ::mlir::Attribute attr, ::llvm::function_ref<::mlir::InFlightDiagnostic()> emitError) {
// CHECK-NEXT:   ::mlir::DictionaryAttr dict = ::llvm::dyn_cast<::mlir::DictionaryAttr>(attr);
// CHECK-NEXT:   if (!dict) {
// CHECK-NEXT:     emitError() << "expected DictionaryAttr to set properties";
// CHECK-NEXT:     return ::mlir::failure();
// CHECK-NEXT:   }
// CHECK-NEXT:   // keep track of used keys in the input dictionary to be able to error out
// CHECK-NEXT:   // if there are some unknown ones.
// CHECK-NEXT:   ::mlir::DenseSet<::mlir::StringAttr> usedKeys;
// CHECK-NEXT:   ::mlir::MLIRContext *ctx = dict.getContext();
// CHECK-NEXT:   (void)ctx;
// CHECK-NEXT:   {
// CHECK-EMPTY:
// CHECK-NEXT:     auto setFromAttr = [] (auto &propStorage, ::mlir::Attribute propAttr,
// CHECK-NEXT:              ::llvm::function_ref<::mlir::InFlightDiagnostic()> emitError) -> ::mlir::LogicalResult {
// CHECK-NEXT:       ;
// CHECK-NEXT:     };
// CHECK-NEXT:     auto countAttrName = ::mlir::StringAttr::get(ctx, "count");
// CHECK-NEXT:     usedKeys.insert(countAttrName);
// CHECK-NEXT:     auto attr = dict.get(countAttrName);
// CHECK-NEXT:     if (!attr && false) {
// CHECK-NEXT:       emitError() << "expected key entry for count in DictionaryAttr to set "
// CHECK-NEXT:                  "Properties.";
// CHECK-NEXT:       return ::mlir::failure();
// CHECK-NEXT:     }
// CHECK-NEXT:     if (attr && ::mlir::failed(setFromAttr(prop.count, attr, emitError)))
// CHECK-NEXT:       return ::mlir::failure();
// CHECK-NEXT:   }
// CHECK-NEXT:   {
// CHECK-EMPTY:
// CHECK-NEXT:     auto &propStorage = prop.three;
// CHECK-NEXT:     auto threeAttrName = ::mlir::StringAttr::get(ctx, "three");
// CHECK-NEXT:     auto attr = dict.get(threeAttrName);
// CHECK-NEXT:     usedKeys.insert(threeAttrName);
// CHECK-NEXT:     if (attr || /*isRequired=*/false) {
// CHECK-NEXT:       if (!attr) {
// CHECK-NEXT:         emitError() << "expected key entry for three in DictionaryAttr to set "
// CHECK-NEXT:                    "Properties.";
// CHECK-NEXT:         return ::mlir::failure();
// CHECK-NEXT:       }
// CHECK-NEXT:       auto convertedAttr = ::llvm::dyn_cast<std::remove_reference_t<decltype(propStorage)>>(attr);
// CHECK-NEXT:       if (convertedAttr) {
// CHECK-NEXT:         propStorage = convertedAttr;
// CHECK-NEXT:       } else {
// CHECK-NEXT:         emitError() << "Invalid attribute `three` in property conversion: " << attr;
// CHECK-NEXT:         return ::mlir::failure();
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-EMPTY:
// CHECK-NEXT:   for (::mlir::NamedAttribute attr : dict) {
// CHECK-NEXT:     if (!usedKeys.contains(attr.getName()))
// CHECK-NEXT:       return emitError() << "unknown key '" << attr.getName() <<
// CHECK-NEXT:           "' when parsing properties dictionary";
// CHECK-NEXT:   }
// CHECK-NEXT:   return ::mlir::success();
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-LABEL: void PropDictOp::print(::mlir::OpAsmPrinter &_odsPrinter) {
// CHECK-NEXT:   _odsPrinter << ' ';
// CHECK-NEXT: _odsPrinter.printStrippedAttrOrType(getNAttr());
// CHECK-NEXT:   ::llvm::SmallVector<::llvm::StringRef, 2> elidedProps;
// CHECK-NEXT:   elidedProps.push_back("n");
// CHECK-NEXT:   {
// CHECK-NEXT:      ::mlir::Builder odsBuilder(getContext());
// CHECK-NEXT:      ::mlir::Attribute attr = getThreeAttr();
// CHECK-NEXT:      if(attr && (attr == ))
// CHECK-NEXT:        elidedProps.push_back("three");
// CHECK-NEXT:   }
// CHECK-NEXT:   if (getCount() == 0) {    elidedProps.push_back("count");
// CHECK-NEXT:   }
// CHECK-NEXT:   _odsPrinter << " ";
// CHECK-NEXT:   printProperties(this->getContext(), _odsPrinter, getProperties(), elidedProps);
// CHECK-NEXT:   ::llvm::SmallVector<::llvm::StringRef, 2> elidedAttrs;
// CHECK-NEXT:   elidedAttrs.push_back("n");
// CHECK-NEXT:   {
// CHECK-NEXT:      ::mlir::Builder odsBuilder(getContext());
// CHECK-NEXT:      ::mlir::Attribute attr = getThreeAttr();
// CHECK-NEXT:      if(attr && (attr == ))
// CHECK-NEXT:        elidedAttrs.push_back("three");
// CHECK-NEXT:   }
// CHECK-NEXT:   _odsPrinter.printOptionalAttrDict(llvm::to_vector((*this)->getDiscardableAttrs()), elidedAttrs);
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-LABEL: ::mlir::ParseResult PropOp::parse(::mlir::OpAsmParser &parser, ::mlir::OperationState &result) {
// CHECK-NEXT:   auto countPropLoc = parser.getCurrentLocation();
// CHECK-NEXT:   auto countPropParseResult = [&](auto& propStorage) -> ::mlir::ParseResult {
// CHECK-NEXT:     return parser.parseInteger(propStorage);
// CHECK-NEXT:     return ::mlir::success();
// CHECK-NEXT:   }(result.getOrAddProperties<PropOp::Properties>().count);
// CHECK-NEXT:   if (failed(countPropParseResult)) {
// CHECK-NEXT:     return parser.emitError(countPropLoc, "invalid value for property count, expected an integer");
// CHECK-NEXT:   }
// CHECK-NEXT:   if (::mlir::succeeded(parser.parseOptionalKeyword("extra"))) {
// CHECK-EMPTY:
// CHECK-NEXT:   auto extraPropLoc = parser.getCurrentLocation();
// CHECK-NEXT:   auto extraPropParseResult = [&](auto& propStorage) -> ::mlir::ParseResult {
// CHECK-NEXT:     return parser.parseInteger(propStorage);
// CHECK-NEXT:     return ::mlir::success();
// CHECK-NEXT:   }(result.getOrAddProperties<PropOp::Properties>().extra);
// CHECK-NEXT:   if (failed(extraPropParseResult)) {
// CHECK-NEXT:     return parser.emitError(extraPropLoc, "invalid value for property extra, expected an integer");
// CHECK-NEXT:   }
// CHECK-NEXT:   }
// CHECK-NEXT:   if (::mlir::succeeded(parser.parseOptionalKeyword("on"))) {
// CHECK-NEXT:     result.getOrAddProperties<PropOp::Properties>().on = true;  }
// CHECK-NEXT:   {
// CHECK-NEXT:     auto loc = parser.getCurrentLocation();(void)loc;
// CHECK-NEXT:     if (parser.parseOptionalAttrDict(result.attributes))
// CHECK-NEXT:       return ::mlir::failure();
// CHECK-NEXT:     if (failed(verifyInherentAttrs(result.name, result.attributes, [&]() {
// CHECK-NEXT:         return parser.emitError(loc) << "'" << result.name.getStringRef() << "' op ";
// CHECK-NEXT:       })))
// CHECK-NEXT:       return ::mlir::failure();
// CHECK-NEXT:   }
// CHECK-NEXT:   return ::mlir::success();
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-LABEL: void PropOp::print(::mlir::OpAsmPrinter &_odsPrinter) {
// CHECK-NEXT:   _odsPrinter << ' ';
// CHECK-NEXT: _odsPrinter << getProperties().count;
// CHECK-NEXT:   if (getExtra() != 0) {
// CHECK-NEXT:     _odsPrinter << ' ' << "extra";
// CHECK-NEXT:     _odsPrinter << ' ';
// CHECK-NEXT:   _odsPrinter << getProperties().extra;
// CHECK-NEXT:   }
// CHECK-NEXT:   if (getOn() != false) {
// CHECK-NEXT:     _odsPrinter << ' ' << "on";
// CHECK-NEXT:   }
// CHECK-NEXT:   ::llvm::SmallVector<::llvm::StringRef, 2> elidedAttrs;
// CHECK-NEXT:   _odsPrinter.printOptionalAttrDict((*this)->getAttrs(), elidedAttrs);
// CHECK-NEXT: }
// CHECK-EMPTY:

// The definitions, compared with mlir-tblgen by difftest:
// DIFF: -gen-op-defs
