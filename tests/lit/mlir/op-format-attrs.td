// Declarative op formats, parse() and print() of attributes: typed by a
// buildable value type, untyped (generic parser and printer), qualified,
// optional (parsed optionally at the top level), default-valued (elided
// from the attribute dictionary when they hold the default), unit
// attributes anchoring optional groups, enum keywords, symbol names.
// RUN: %mlir-tblgen -gen-op-defs -I %S %s | FileCheck %s
// DIFF: -gen-op-decls
include "Inputs/op-format-classes.td"

def Test_Dialect : Dialect {
  let name = "t";
  let cppNamespace = "::mlir::t";
}
class T_Op<string mnemonic, list<Trait> traits = []> : Op<Test_Dialect, mnemonic, traits>;

def T_Letter_A : EnumCase<"A", 0, "a">;
def T_Letter_B : EnumCase<"B", 1, "b-c">;
def T_Letter_C : EnumCase<"C", 2, "c">;
def T_LetterAttr : EnumAttrInfo<"Letter", [T_Letter_A, T_Letter_B, T_Letter_C]> {
  let cppNamespace = "::mlir::t";
}
def T_Key_X : EnumCase<"X", 0, "x">;
def T_KeyAttr : EnumAttrInfo<"Key", [T_Key_X]> {
  let cppNamespace = "::mlir::t";
}

def T_AttrsOp : T_Op<"attrs"> {
  let arguments = (ins I64Attr:$typed, AnyAttr:$untyped, StrAttr:$str, I32Attr:$q,
                       OptionalAttr<I32Attr>:$opt, DefaultValuedAttr<I64Attr, "7">:$dflt,
                       UnitAttr:$flag);
  let assemblyFormat = [{
    $typed `,` $untyped `,` $str `,` qualified($q) `,` $opt (`dflt` $dflt^)? (`flag` $flag^)?
    attr-dict
  }];
}
def T_EnumOp : T_Op<"enum"> {
  let arguments = (ins T_LetterAttr:$letter, OptionalAttr<T_KeyAttr>:$key);
  let assemblyFormat = "$letter ($key^)? attr-dict";
}
def T_SymOp : T_Op<"sym"> {
  let arguments = (ins SymbolNameAttr:$sym_name, OptionalAttr<SymbolNameAttr>:$alias);
  let assemblyFormat = "$sym_name ($alias^)? attr-dict";
}
def T_OptUnitOp : T_Op<"optunit"> {
  let arguments = (ins OptionalAttr<StrAttr>:$name, UnitAttr:$flag);
  let assemblyFormat = "($name^ `named`) : (`unnamed`)? ($flag^ `flagged`)? attr-dict";
}

// CHECK-LABEL: ::mlir::ParseResult AttrsOp::parse(::mlir::OpAsmParser &parser, ::mlir::OperationState &result) {
// CHECK-NEXT:   ::mlir::IntegerAttr typedAttr;
// CHECK-NEXT:   ::mlir::Attribute untypedAttr;
// CHECK-NEXT:   ::mlir::StringAttr strAttr;
// CHECK-NEXT:   ::mlir::IntegerAttr qAttr;
// CHECK-NEXT:   ::mlir::IntegerAttr optAttr;
// CHECK-NEXT:   ::mlir::IntegerAttr dfltAttr;
// CHECK-EMPTY:
// CHECK-NEXT:   if (parser.parseCustomAttributeWithFallback(typedAttr, parser.getBuilder().getI32Type())) {
// CHECK-NEXT:     return ::mlir::failure();
// CHECK-NEXT:   }
// CHECK-NEXT:   if (typedAttr) result.getOrAddProperties<AttrsOp::Properties>().typed = typedAttr;
// CHECK-NEXT:   if (parser.parseComma())
// CHECK-NEXT:     return ::mlir::failure();
// CHECK-EMPTY:
// CHECK-NEXT:   if (parser.parseAttribute(untypedAttr, ::mlir::Type{}))
// CHECK-NEXT:     return ::mlir::failure();
// CHECK-NEXT:   if (untypedAttr) result.getOrAddProperties<AttrsOp::Properties>().untyped = untypedAttr;
// CHECK-NEXT:   if (parser.parseComma())
// CHECK-NEXT:     return ::mlir::failure();
// CHECK-EMPTY:
// CHECK-NEXT:   if (parser.parseCustomAttributeWithFallback(strAttr, ::mlir::Type{})) {
// CHECK-NEXT:     return ::mlir::failure();
// CHECK-NEXT:   }
// CHECK-NEXT:   if (strAttr) result.getOrAddProperties<AttrsOp::Properties>().str = strAttr;
// CHECK-NEXT:   if (parser.parseComma())
// CHECK-NEXT:     return ::mlir::failure();
// CHECK-EMPTY:
// CHECK-NEXT:   if (parser.parseAttribute(qAttr, ::mlir::Type{}))
// CHECK-NEXT:     return ::mlir::failure();
// CHECK-NEXT:   if (qAttr) result.getOrAddProperties<AttrsOp::Properties>().q = qAttr;
// CHECK-NEXT:   if (parser.parseComma())
// CHECK-NEXT:     return ::mlir::failure();
// CHECK-EMPTY:
// CHECK-NEXT:   ::mlir::OptionalParseResult parseResultoptAttr =
// CHECK-NEXT:     parser.parseOptionalAttribute(optAttr, ::mlir::Type{});
// CHECK-NEXT:   if (parseResultoptAttr.has_value() && failed(*parseResultoptAttr))
// CHECK-NEXT:     return ::mlir::failure();
// CHECK-NEXT:   if (parseResultoptAttr.has_value() && succeeded(*parseResultoptAttr))
// CHECK-NEXT:   if (optAttr) result.getOrAddProperties<AttrsOp::Properties>().opt = optAttr;
// CHECK-NEXT:   if (::mlir::succeeded(parser.parseOptionalKeyword("dflt"))) {
// CHECK-EMPTY:
// CHECK-NEXT:   if (parser.parseCustomAttributeWithFallback(dfltAttr, ::mlir::Type{})) {
// CHECK-NEXT:     return ::mlir::failure();
// CHECK-NEXT:   }
// CHECK-NEXT:   if (dfltAttr) result.getOrAddProperties<AttrsOp::Properties>().dflt = dfltAttr;
// CHECK-NEXT:   }
// CHECK-NEXT:   if (::mlir::succeeded(parser.parseOptionalKeyword("flag"))) {
// CHECK-NEXT:     result.getOrAddProperties<AttrsOp::Properties>().flag = parser.getBuilder().getUnitAttr();  }
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
// CHECK-LABEL: void AttrsOp::print(::mlir::OpAsmPrinter &_odsPrinter) {
// CHECK-NEXT:   _odsPrinter << ' ';
// CHECK-NEXT:   _odsPrinter.printAttributeWithoutType(getTypedAttr());
// CHECK-NEXT:   _odsPrinter << ",";
// CHECK-NEXT:   _odsPrinter << ' ';
// CHECK-NEXT:   _odsPrinter.printAttribute(getUntypedAttr());
// CHECK-NEXT:   _odsPrinter << ",";
// CHECK-NEXT:   _odsPrinter << ' ';
// CHECK-NEXT: _odsPrinter.printStrippedAttrOrType(getStrAttr());
// CHECK-NEXT:   _odsPrinter << ",";
// CHECK-NEXT:   _odsPrinter << ' ';
// CHECK-NEXT:   _odsPrinter.printAttribute(getQAttr());
// CHECK-NEXT:   _odsPrinter << ",";
// CHECK-NEXT:   _odsPrinter << ' ';
// CHECK-NEXT: _odsPrinter.printStrippedAttrOrType(getOptAttr());
// CHECK-NEXT:   if (getDfltAttr() != ) {
// CHECK-NEXT:     _odsPrinter << ' ' << "dflt";
// CHECK-NEXT:     _odsPrinter << ' ';
// CHECK-NEXT:   _odsPrinter.printStrippedAttrOrType(getDfltAttr());
// CHECK-NEXT:   }
// CHECK-NEXT:   if (getFlagAttr()) {
// CHECK-NEXT:     _odsPrinter << ' ' << "flag";
// CHECK-NEXT:   }
// CHECK-NEXT:   ::llvm::SmallVector<::llvm::StringRef, 2> elidedAttrs;
// CHECK-NEXT:   elidedAttrs.push_back("typed");
// CHECK-NEXT:   elidedAttrs.push_back("untyped");
// CHECK-NEXT:   elidedAttrs.push_back("str");
// CHECK-NEXT:   elidedAttrs.push_back("q");
// CHECK-NEXT:   elidedAttrs.push_back("opt");
// CHECK-NEXT:   elidedAttrs.push_back("dflt");
// CHECK-NEXT:   elidedAttrs.push_back("flag");
// CHECK-NEXT:   {
// CHECK-NEXT:      ::mlir::Builder odsBuilder(getContext());
// CHECK-NEXT:      ::mlir::Attribute attr = getDfltAttr();
// CHECK-NEXT:      if(attr && (attr == ))
// CHECK-NEXT:        elidedAttrs.push_back("dflt");
// CHECK-NEXT:   }
// CHECK-NEXT:   _odsPrinter.printOptionalAttrDict((*this)->getAttrs(), elidedAttrs);
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-LABEL: ::mlir::ParseResult EnumOp::parse(::mlir::OpAsmParser &parser, ::mlir::OperationState &result) {
// CHECK-NEXT:   ::mlir::IntegerAttr letterAttr;
// CHECK-NEXT:   ::mlir::IntegerAttr keyAttr;
// CHECK-EMPTY:
// CHECK-NEXT:   {
// CHECK-NEXT:     ::llvm::StringRef attrStr;
// CHECK-NEXT:     ::mlir::NamedAttrList attrStorage;
// CHECK-NEXT:     auto loc = parser.getCurrentLocation();
// CHECK-NEXT:     if (parser.parseOptionalKeyword(&attrStr, {"a","c"})) {
// CHECK-NEXT:       ::mlir::StringAttr attrVal;
// CHECK-NEXT:       ::mlir::OptionalParseResult parseResult =
// CHECK-NEXT:         parser.parseOptionalAttribute(attrVal,
// CHECK-NEXT:                                       parser.getBuilder().getNoneType(),
// CHECK-NEXT:                                       "letter", attrStorage);
// CHECK-NEXT:       if (parseResult.has_value()) {
// CHECK-NEXT:         if (failed(*parseResult))
// CHECK-NEXT:           return ::mlir::failure();
// CHECK-NEXT:         attrStr = attrVal.getValue();
// CHECK-NEXT:       } else {
// CHECK-NEXT:         return parser.emitError(loc, "expected string or keyword containing one of the following enum values for attribute 'letter' [a, b-c, c]");
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     if (!attrStr.empty()) {
// CHECK-NEXT:       auto attrOptional = ::mlir::t::symbolizeLetter(attrStr);
// CHECK-NEXT:       if (!attrOptional)
// CHECK-NEXT:         return parser.emitError(loc, "invalid ")
// CHECK-NEXT:                << "letter attribute specification: \"" << attrStr << '"';;
// CHECK-EMPTY:
// CHECK-NEXT:       letterAttr = ::mlir::IntegerAttr::get(parser.getBuilder().getI32Type(), static_cast<int32_t>(*attrOptional));
// CHECK-NEXT:         result.getOrAddProperties<EnumOp::Properties>().letter = letterAttr;
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-EMPTY:
// CHECK-NEXT:   {
// CHECK-NEXT:     ::llvm::StringRef attrStr;
// CHECK-NEXT:     ::mlir::NamedAttrList attrStorage;
// CHECK-NEXT:     auto loc = parser.getCurrentLocation();
// CHECK-NEXT:     if (parser.parseOptionalKeyword(&attrStr, {"x"})) {
// CHECK-NEXT:       ::mlir::StringAttr attrVal;
// CHECK-NEXT:       ::mlir::OptionalParseResult parseResult =
// CHECK-NEXT:         parser.parseOptionalAttribute(attrVal,
// CHECK-NEXT:                                       parser.getBuilder().getNoneType(),
// CHECK-NEXT:                                       "key", attrStorage);
// CHECK-NEXT:       if (parseResult.has_value()) {
// CHECK-NEXT:         if (failed(*parseResult))
// CHECK-NEXT:           return ::mlir::failure();
// CHECK-NEXT:         attrStr = attrVal.getValue();
// CHECK-NEXT:       } else {
// CHECK-EMPTY:
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     if (!attrStr.empty()) {
// CHECK-NEXT:       auto attrOptional = ::mlir::t::symbolizeKey(attrStr);
// CHECK-NEXT:       if (!attrOptional)
// CHECK-NEXT:         return parser.emitError(loc, "invalid ")
// CHECK-NEXT:                << "key attribute specification: \"" << attrStr << '"';;
// CHECK-EMPTY:
// CHECK-NEXT:       keyAttr = ::mlir::IntegerAttr::get(parser.getBuilder().getI32Type(), static_cast<int32_t>(*attrOptional));
// CHECK-NEXT:         result.getOrAddProperties<EnumOp::Properties>().key = keyAttr;
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   if (keyAttr) {
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
// CHECK-LABEL: void EnumOp::print(::mlir::OpAsmPrinter &_odsPrinter) {
// CHECK-NEXT:   _odsPrinter << ' ';
// CHECK-EMPTY:
// CHECK-NEXT:   {
// CHECK-NEXT:     auto caseValue = getLetter();
// CHECK-NEXT:     auto caseValueStr = stringifyLetter(caseValue);
// CHECK-NEXT:     switch (caseValue) {
// CHECK-NEXT:     case ::mlir::t::Letter::A:
// CHECK-NEXT:     case ::mlir::t::Letter::C:
// CHECK-NEXT:       _odsPrinter << caseValueStr;
// CHECK-NEXT:       break;
// CHECK-NEXT:     default:
// CHECK-NEXT:       _odsPrinter << '"' << caseValueStr << '"';
// CHECK-NEXT:       break;
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   if (getKeyAttr()) {
// CHECK-NEXT:     _odsPrinter << ' ';
// CHECK-EMPTY:
// CHECK-NEXT:     {
// CHECK-NEXT:       auto caseValue = *getKey();
// CHECK-NEXT:       auto caseValueStr = stringifyKey(caseValue);
// CHECK-NEXT:       _odsPrinter << caseValueStr;
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   ::llvm::SmallVector<::llvm::StringRef, 2> elidedAttrs;
// CHECK-NEXT:   elidedAttrs.push_back("letter");
// CHECK-NEXT:   elidedAttrs.push_back("key");
// CHECK-NEXT:   _odsPrinter.printOptionalAttrDict((*this)->getAttrs(), elidedAttrs);
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-LABEL: ::mlir::ParseResult OptUnitOp::parse(::mlir::OpAsmParser &parser, ::mlir::OperationState &result) {
// CHECK-NEXT:   ::mlir::StringAttr nameAttr;
// CHECK-NEXT:   ::mlir::UnitAttr flagAttr;
// CHECK-EMPTY:
// CHECK-NEXT:   ::mlir::OptionalParseResult parseResultnameAttr =
// CHECK-NEXT:     parser.parseOptionalAttribute(nameAttr, ::mlir::Type{});
// CHECK-NEXT:   if (parseResultnameAttr.has_value() && failed(*parseResultnameAttr))
// CHECK-NEXT:     return ::mlir::failure();
// CHECK-NEXT:   if (parseResultnameAttr.has_value() && succeeded(*parseResultnameAttr))
// CHECK-NEXT:   if (nameAttr) result.getOrAddProperties<OptUnitOp::Properties>().name = nameAttr;
// CHECK-NEXT:   if (nameAttr) {
// CHECK-NEXT:   if (parser.parseKeyword("named"))
// CHECK-NEXT:     return ::mlir::failure();
// CHECK-NEXT:   } else {
// CHECK-NEXT:   if (parser.parseKeyword("unnamed"))
// CHECK-NEXT:     return ::mlir::failure();
// CHECK-NEXT:   }
// CHECK-EMPTY:
// CHECK-NEXT:   ::mlir::OptionalParseResult parseResultflagAttr =
// CHECK-NEXT:     parser.parseOptionalAttribute(flagAttr, ::mlir::Type{});
// CHECK-NEXT:   if (parseResultflagAttr.has_value() && failed(*parseResultflagAttr))
// CHECK-NEXT:     return ::mlir::failure();
// CHECK-NEXT:   if (parseResultflagAttr.has_value() && succeeded(*parseResultflagAttr))
// CHECK-NEXT:   if (flagAttr) result.getOrAddProperties<OptUnitOp::Properties>().flag = flagAttr;
// CHECK-NEXT:   if (flagAttr) {
// CHECK-NEXT:   if (parser.parseKeyword("flagged"))
// CHECK-NEXT:     return ::mlir::failure();
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
// CHECK-LABEL: void OptUnitOp::print(::mlir::OpAsmPrinter &_odsPrinter) {
// CHECK-NEXT:   if (getNameAttr()) {
// CHECK-NEXT:     _odsPrinter << ' ';
// CHECK-NEXT:   _odsPrinter.printStrippedAttrOrType(getNameAttr());
// CHECK-NEXT:     _odsPrinter << ' ' << "named";
// CHECK-NEXT:   } else {
// CHECK-NEXT:     _odsPrinter << ' ' << "unnamed";
// CHECK-NEXT:   }
// CHECK-NEXT:   if (getFlagAttr()) {
// CHECK-NEXT:     _odsPrinter << ' ';
// CHECK-NEXT:   _odsPrinter.printStrippedAttrOrType(getFlagAttr());
// CHECK-NEXT:     _odsPrinter << ' ' << "flagged";
// CHECK-NEXT:   }
// CHECK-NEXT:   ::llvm::SmallVector<::llvm::StringRef, 2> elidedAttrs;
// CHECK-NEXT:   elidedAttrs.push_back("name");
// CHECK-NEXT:   elidedAttrs.push_back("flag");
// CHECK-NEXT:   _odsPrinter.printOptionalAttrDict((*this)->getAttrs(), elidedAttrs);
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-LABEL: ::mlir::ParseResult SymOp::parse(::mlir::OpAsmParser &parser, ::mlir::OperationState &result) {
// CHECK-NEXT:   ::mlir::StringAttr sym_nameAttr;
// CHECK-NEXT:   ::mlir::StringAttr aliasAttr;
// CHECK-EMPTY:
// CHECK-NEXT:   if (parser.parseSymbolName(sym_nameAttr))
// CHECK-NEXT:     return ::mlir::failure();
// CHECK-NEXT:   if (sym_nameAttr) result.getOrAddProperties<SymOp::Properties>().sym_name = sym_nameAttr;
// CHECK-EMPTY:
// CHECK-NEXT:   // Parsing an optional symbol name doesn't fail, so no need to check the
// CHECK-NEXT:   // result.
// CHECK-NEXT:   (void)parser.parseOptionalSymbolName(aliasAttr);
// CHECK-NEXT:   if (aliasAttr) result.getOrAddProperties<SymOp::Properties>().alias = aliasAttr;
// CHECK-NEXT:   if (aliasAttr) {
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
// CHECK-LABEL: void SymOp::print(::mlir::OpAsmPrinter &_odsPrinter) {
// CHECK-NEXT:   _odsPrinter << ' ';
// CHECK-NEXT:   _odsPrinter.printSymbolName(getSymNameAttr().getValue());
// CHECK-NEXT:   if (getAliasAttr()) {
// CHECK-NEXT:     _odsPrinter << ' ';
// CHECK-NEXT:     _odsPrinter.printSymbolName(getAliasAttr().getValue());
// CHECK-NEXT:   }
// CHECK-NEXT:   ::llvm::SmallVector<::llvm::StringRef, 2> elidedAttrs;
// CHECK-NEXT:   elidedAttrs.push_back("sym_name");
// CHECK-NEXT:   elidedAttrs.push_back("alias");
// CHECK-NEXT:   _odsPrinter.printOptionalAttrDict((*this)->getAttrs(), elidedAttrs);
// CHECK-NEXT: }
// CHECK-EMPTY:

// The definitions, compared with mlir-tblgen by difftest:
// DIFF: -gen-op-defs
