// Declarative op formats, parse() and print(): operands, literals and the
// spaces printed around them, type and functional-type, attr-dict with and
// without keyword, whitespace elements, qualified types, the operands and
// results directives, results typed by a buildable type.
// RUN: %mlir-tblgen -gen-op-defs -I %S %s | FileCheck %s
// DIFF: -gen-op-decls
include "Inputs/op-format-classes.td"

def Test_Dialect : Dialect { let name = "t"; }
class T_Op<string mnemonic, list<Trait> traits = []> : Op<Test_Dialect, mnemonic, traits>;

def T_AOp : T_Op<"a"> {
  let arguments = (ins AnyType:$lhs, F32:$rhs);
  let results = (outs AnyVector:$res);
  let assemblyFormat = "$lhs `,` $rhs `->` `(` type($lhs) `)` attr-dict `:` type($rhs) `to` qualified(type($res))";
}
def T_BOp : T_Op<"b"> {
  let arguments = (ins Variadic<AnyType>:$ins);
  let results = (outs Variadic<AnyType>:$outs);
  let assemblyFormat = "`[` $ins `]` `` `<` `>` ` ` `{` `}` attr-dict-with-keyword `:` functional-type($ins, $outs)";
}
def T_COp : T_Op<"c"> {
  let arguments = (ins AnyType:$x, Variadic<AnyType>:$y);
  let results = (outs I32:$r);
  let assemblyFormat = "operands attr-dict `:` type(operands) `\\n` `keyword` `...`";
}
def T_DOp : T_Op<"d"> {
  let arguments = (ins AnyType:$x);
  let results = (outs AnyType:$r, Variadic<AnyType>:$s);
  let assemblyFormat = "$x attr-dict `:` functional-type(operands, results) `=` `?` `*` `+` `-`";
}
def T_EOp : T_Op<"e"> {
  let results = (outs AnyType:$r);
  let assemblyFormat = "attr-dict `:` type(results)";
}

// CHECK-LABEL: ::mlir::ParseResult AOp::parse(::mlir::OpAsmParser &parser, ::mlir::OperationState &result) {
// CHECK-NEXT:   ::mlir::OpAsmParser::UnresolvedOperand lhsRawOperand{};
// CHECK-NEXT:   ::llvm::ArrayRef<::mlir::OpAsmParser::UnresolvedOperand> lhsOperands(&lhsRawOperand, 1);  ::llvm::SMLoc lhsOperandsLoc;
// CHECK-NEXT:   (void)lhsOperandsLoc;
// CHECK-NEXT:   ::mlir::OpAsmParser::UnresolvedOperand rhsRawOperand{};
// CHECK-NEXT:   ::llvm::ArrayRef<::mlir::OpAsmParser::UnresolvedOperand> rhsOperands(&rhsRawOperand, 1);  ::llvm::SMLoc rhsOperandsLoc;
// CHECK-NEXT:   (void)rhsOperandsLoc;
// CHECK-NEXT:   ::mlir::Type lhsRawType{};
// CHECK-NEXT:   ::llvm::ArrayRef<::mlir::Type> lhsTypes(&lhsRawType, 1);
// CHECK-NEXT:   ::mlir::Type rhsRawType{};
// CHECK-NEXT:   ::llvm::ArrayRef<::mlir::Type> rhsTypes(&rhsRawType, 1);
// CHECK-NEXT:   ::mlir::Type resRawType{};
// CHECK-NEXT:   ::llvm::ArrayRef<::mlir::Type> resTypes(&resRawType, 1);
// CHECK-EMPTY:
// CHECK-NEXT:   lhsOperandsLoc = parser.getCurrentLocation();
// CHECK-NEXT:   if (parser.parseOperand(lhsRawOperand))
// CHECK-NEXT:     return ::mlir::failure();
// CHECK-NEXT:   if (parser.parseComma())
// CHECK-NEXT:     return ::mlir::failure();
// CHECK-EMPTY:
// CHECK-NEXT:   rhsOperandsLoc = parser.getCurrentLocation();
// CHECK-NEXT:   if (parser.parseOperand(rhsRawOperand))
// CHECK-NEXT:     return ::mlir::failure();
// CHECK-NEXT:   if (parser.parseArrow())
// CHECK-NEXT:     return ::mlir::failure();
// CHECK-NEXT:   if (parser.parseLParen())
// CHECK-NEXT:     return ::mlir::failure();
// CHECK-EMPTY:
// CHECK-NEXT:   {
// CHECK-NEXT:     ::mlir::Type type;
// CHECK-NEXT:     if (parser.parseCustomTypeWithFallback(type))
// CHECK-NEXT:       return ::mlir::failure();
// CHECK-NEXT:     lhsRawType = type;
// CHECK-NEXT:   }
// CHECK-NEXT:   if (parser.parseRParen())
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
// CHECK-NEXT:   if (parser.parseColon())
// CHECK-NEXT:     return ::mlir::failure();
// CHECK-EMPTY:
// CHECK-NEXT:   {
// CHECK-NEXT:     ::mlir::FloatType type;
// CHECK-NEXT:     if (parser.parseCustomTypeWithFallback(type))
// CHECK-NEXT:       return ::mlir::failure();
// CHECK-NEXT:     rhsRawType = type;
// CHECK-NEXT:   }
// CHECK-NEXT:   if (parser.parseKeyword("to"))
// CHECK-NEXT:     return ::mlir::failure();
// CHECK-EMPTY:
// CHECK-NEXT:   if (parser.parseType(resRawType))
// CHECK-NEXT:     return ::mlir::failure();
// CHECK-NEXT:   result.addTypes(resTypes);
// CHECK-NEXT:   if (parser.resolveOperands(lhsOperands, lhsTypes, lhsOperandsLoc, result.operands))
// CHECK-NEXT:     return ::mlir::failure();
// CHECK-NEXT:   if (parser.resolveOperands(rhsOperands, rhsTypes, rhsOperandsLoc, result.operands))
// CHECK-NEXT:     return ::mlir::failure();
// CHECK-NEXT:   return ::mlir::success();
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-LABEL: void AOp::print(::mlir::OpAsmPrinter &_odsPrinter) {
// CHECK-NEXT:   _odsPrinter << ' ';
// CHECK-NEXT:   _odsPrinter << getLhs();
// CHECK-NEXT:   _odsPrinter << ",";
// CHECK-NEXT:   _odsPrinter << ' ';
// CHECK-NEXT:   _odsPrinter << getRhs();
// CHECK-NEXT:   _odsPrinter << ' ' << "->";
// CHECK-NEXT:   _odsPrinter << ' ' << "(";
// CHECK-NEXT:   {
// CHECK-NEXT:     auto type = getLhs().getType();
// CHECK-NEXT:     if (auto validType = ::llvm::dyn_cast<::mlir::Type>(type))
// CHECK-NEXT:       _odsPrinter.printStrippedAttrOrType(validType);
// CHECK-NEXT:    else
// CHECK-NEXT:      _odsPrinter << type;
// CHECK-NEXT:   }
// CHECK-NEXT:   _odsPrinter << ")";
// CHECK-NEXT:   ::llvm::SmallVector<::llvm::StringRef, 2> elidedAttrs;
// CHECK-NEXT:   _odsPrinter.printOptionalAttrDict((*this)->getAttrs(), elidedAttrs);
// CHECK-NEXT:   _odsPrinter << ' ' << ":";
// CHECK-NEXT:   _odsPrinter << ' ';
// CHECK-NEXT:   {
// CHECK-NEXT:     auto type = getRhs().getType();
// CHECK-NEXT:     if (auto validType = ::llvm::dyn_cast<::mlir::FloatType>(type))
// CHECK-NEXT:       _odsPrinter.printStrippedAttrOrType(validType);
// CHECK-NEXT:    else
// CHECK-NEXT:      _odsPrinter << type;
// CHECK-NEXT:   }
// CHECK-NEXT:   _odsPrinter << ' ' << "to";
// CHECK-NEXT:   _odsPrinter << ' ';
// CHECK-NEXT:    _odsPrinter << getRes().getType();
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-LABEL: ::mlir::ParseResult BOp::parse(::mlir::OpAsmParser &parser, ::mlir::OperationState &result) {
// CHECK-NEXT:   ::llvm::SmallVector<::mlir::OpAsmParser::UnresolvedOperand, 4> insOperands;
// CHECK-NEXT:   ::llvm::SMLoc insOperandsLoc;
// CHECK-NEXT:   (void)insOperandsLoc;
// CHECK-NEXT:   ::llvm::ArrayRef<::mlir::Type> insTypes;
// CHECK-NEXT:   ::llvm::ArrayRef<::mlir::Type> outsTypes;
// CHECK-NEXT:   if (parser.parseLSquare())
// CHECK-NEXT:     return ::mlir::failure();
// CHECK-EMPTY:
// CHECK-NEXT:   insOperandsLoc = parser.getCurrentLocation();
// CHECK-NEXT:   if (parser.parseOperandList(insOperands))
// CHECK-NEXT:     return ::mlir::failure();
// CHECK-NEXT:   if (parser.parseRSquare())
// CHECK-NEXT:     return ::mlir::failure();
// CHECK-NEXT:   if (parser.parseLess())
// CHECK-NEXT:     return ::mlir::failure();
// CHECK-NEXT:   if (parser.parseGreater())
// CHECK-NEXT:     return ::mlir::failure();
// CHECK-NEXT:   if (parser.parseLBrace())
// CHECK-NEXT:     return ::mlir::failure();
// CHECK-NEXT:   if (parser.parseRBrace())
// CHECK-NEXT:     return ::mlir::failure();
// CHECK-NEXT:   {
// CHECK-NEXT:     auto loc = parser.getCurrentLocation();(void)loc;
// CHECK-NEXT:     if (parser.parseOptionalAttrDictWithKeyword(result.attributes))
// CHECK-NEXT:       return ::mlir::failure();
// CHECK-NEXT:     if (failed(verifyInherentAttrs(result.name, result.attributes, [&]() {
// CHECK-NEXT:         return parser.emitError(loc) << "'" << result.name.getStringRef() << "' op ";
// CHECK-NEXT:       })))
// CHECK-NEXT:       return ::mlir::failure();
// CHECK-NEXT:   }
// CHECK-NEXT:   if (parser.parseColon())
// CHECK-NEXT:     return ::mlir::failure();
// CHECK-EMPTY:
// CHECK-NEXT:   ::mlir::FunctionType ins__outs_functionType;
// CHECK-NEXT:   if (parser.parseType(ins__outs_functionType))
// CHECK-NEXT:     return ::mlir::failure();
// CHECK-NEXT:   insTypes = ins__outs_functionType.getInputs();
// CHECK-NEXT:   outsTypes = ins__outs_functionType.getResults();
// CHECK-NEXT:   result.addTypes(outsTypes);
// CHECK-NEXT:   if (parser.resolveOperands(insOperands, insTypes, insOperandsLoc, result.operands))
// CHECK-NEXT:     return ::mlir::failure();
// CHECK-NEXT:   return ::mlir::success();
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-LABEL: void BOp::print(::mlir::OpAsmPrinter &_odsPrinter) {
// CHECK-NEXT:   _odsPrinter << "[";
// CHECK-NEXT:   _odsPrinter << getIns();
// CHECK-NEXT:   _odsPrinter << "]";
// CHECK-NEXT:   _odsPrinter << "<";
// CHECK-NEXT:   _odsPrinter << ">";
// CHECK-NEXT:   _odsPrinter << ' ';
// CHECK-NEXT:   _odsPrinter << "{";
// CHECK-NEXT:   _odsPrinter << "}";
// CHECK-NEXT:   ::llvm::SmallVector<::llvm::StringRef, 2> elidedAttrs;
// CHECK-NEXT:   _odsPrinter.printOptionalAttrDictWithKeyword((*this)->getAttrs(), elidedAttrs);
// CHECK-NEXT:   _odsPrinter << ' ' << ":";
// CHECK-NEXT:   _odsPrinter << ' ';
// CHECK-NEXT:   _odsPrinter.printFunctionalType(getIns().getTypes(), getOuts().getTypes());
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-LABEL: ::mlir::ParseResult COp::parse(::mlir::OpAsmParser &parser, ::mlir::OperationState &result) {
// CHECK-NEXT:   ::llvm::SmallVector<::mlir::OpAsmParser::UnresolvedOperand, 4> allOperands;
// CHECK-NEXT:   ::llvm::SmallVector<::mlir::Type, 1> allOperandTypes;
// CHECK-NEXT:   {{\[\[}}maybe_unused]] ::llvm::SMLoc allOperandLoc = parser.getCurrentLocation();
// CHECK-NEXT:   if (parser.parseOperandList(allOperands))
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
// CHECK-NEXT:   if (parser.parseColon())
// CHECK-NEXT:     return ::mlir::failure();
// CHECK-EMPTY:
// CHECK-NEXT:   if (parser.parseTypeList(allOperandTypes))
// CHECK-NEXT:     return ::mlir::failure();
// CHECK-NEXT:   if (parser.parseKeyword("keyword"))
// CHECK-NEXT:     return ::mlir::failure();
// CHECK-NEXT:   if (parser.parseEllipsis())
// CHECK-NEXT:     return ::mlir::failure();
// CHECK-NEXT:   ::mlir::Type odsBuildableType0 = parser.getBuilder().getI32Type();
// CHECK-NEXT:   result.addTypes(odsBuildableType0);
// CHECK-NEXT:   if (parser.resolveOperands(allOperands, allOperandTypes, allOperandLoc, result.operands))
// CHECK-NEXT:     return ::mlir::failure();
// CHECK-NEXT:   return ::mlir::success();
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-LABEL: void COp::print(::mlir::OpAsmPrinter &_odsPrinter) {
// CHECK-NEXT:   _odsPrinter << ' ';
// CHECK-NEXT:   _odsPrinter << getOperation()->getOperands();
// CHECK-NEXT:   ::llvm::SmallVector<::llvm::StringRef, 2> elidedAttrs;
// CHECK-NEXT:   _odsPrinter.printOptionalAttrDict((*this)->getAttrs(), elidedAttrs);
// CHECK-NEXT:   _odsPrinter << ' ' << ":";
// CHECK-NEXT:   _odsPrinter << ' ';
// CHECK-NEXT:   _odsPrinter << getOperation()->getOperandTypes();
// CHECK-NEXT:   _odsPrinter.printNewline();
// CHECK-NEXT:   _odsPrinter << ' ' << "keyword";
// CHECK-NEXT:   _odsPrinter << ' ' << "...";
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-LABEL: ::mlir::ParseResult DOp::parse(::mlir::OpAsmParser &parser, ::mlir::OperationState &result) {
// CHECK-NEXT:   ::mlir::OpAsmParser::UnresolvedOperand xRawOperand{};
// CHECK-NEXT:   ::llvm::ArrayRef<::mlir::OpAsmParser::UnresolvedOperand> xOperands(&xRawOperand, 1);  ::llvm::SMLoc xOperandsLoc;
// CHECK-NEXT:   (void)xOperandsLoc;
// CHECK-NEXT:   ::llvm::ArrayRef<::mlir::Type> allOperandTypes;
// CHECK-NEXT:   ::llvm::ArrayRef<::mlir::Type> allResultTypes;
// CHECK-EMPTY:
// CHECK-NEXT:   xOperandsLoc = parser.getCurrentLocation();
// CHECK-NEXT:   if (parser.parseOperand(xRawOperand))
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
// CHECK-NEXT:   if (parser.parseColon())
// CHECK-NEXT:     return ::mlir::failure();
// CHECK-EMPTY:
// CHECK-NEXT:   ::mlir::FunctionType allOperand__allResult_functionType;
// CHECK-NEXT:   if (parser.parseType(allOperand__allResult_functionType))
// CHECK-NEXT:     return ::mlir::failure();
// CHECK-NEXT:   allOperandTypes = allOperand__allResult_functionType.getInputs();
// CHECK-NEXT:   allResultTypes = allOperand__allResult_functionType.getResults();
// CHECK-NEXT:   if (parser.parseEqual())
// CHECK-NEXT:     return ::mlir::failure();
// CHECK-NEXT:   if (parser.parseQuestion())
// CHECK-NEXT:     return ::mlir::failure();
// CHECK-NEXT:   if (parser.parseStar())
// CHECK-NEXT:     return ::mlir::failure();
// CHECK-NEXT:   if (parser.parsePlus())
// CHECK-NEXT:     return ::mlir::failure();
// CHECK-NEXT:   if (parser.parseMinus())
// CHECK-NEXT:     return ::mlir::failure();
// CHECK-NEXT:   result.addTypes(allResultTypes);
// CHECK-NEXT:   if (parser.resolveOperands(xOperands, allOperandTypes, parser.getNameLoc(), result.operands))
// CHECK-NEXT:     return ::mlir::failure();
// CHECK-NEXT:   return ::mlir::success();
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-LABEL: void DOp::print(::mlir::OpAsmPrinter &_odsPrinter) {
// CHECK-NEXT:   _odsPrinter << ' ';
// CHECK-NEXT:   _odsPrinter << getX();
// CHECK-NEXT:   ::llvm::SmallVector<::llvm::StringRef, 2> elidedAttrs;
// CHECK-NEXT:   _odsPrinter.printOptionalAttrDict((*this)->getAttrs(), elidedAttrs);
// CHECK-NEXT:   _odsPrinter << ' ' << ":";
// CHECK-NEXT:   _odsPrinter << ' ';
// CHECK-NEXT:   _odsPrinter.printFunctionalType(getOperation()->getOperandTypes(), getOperation()->getResultTypes());
// CHECK-NEXT:   _odsPrinter << ' ' << "=";
// CHECK-NEXT:   _odsPrinter << ' ' << "?";
// CHECK-NEXT:   _odsPrinter << ' ' << "*";
// CHECK-NEXT:   _odsPrinter << ' ' << "+";
// CHECK-NEXT:   _odsPrinter << ' ' << "-";
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-LABEL: ::mlir::ParseResult EOp::parse(::mlir::OpAsmParser &parser, ::mlir::OperationState &result) {
// CHECK-NEXT:   ::llvm::SmallVector<::mlir::Type, 1> allResultTypes;
// CHECK-NEXT:   {
// CHECK-NEXT:     auto loc = parser.getCurrentLocation();(void)loc;
// CHECK-NEXT:     if (parser.parseOptionalAttrDict(result.attributes))
// CHECK-NEXT:       return ::mlir::failure();
// CHECK-NEXT:     if (failed(verifyInherentAttrs(result.name, result.attributes, [&]() {
// CHECK-NEXT:         return parser.emitError(loc) << "'" << result.name.getStringRef() << "' op ";
// CHECK-NEXT:       })))
// CHECK-NEXT:       return ::mlir::failure();
// CHECK-NEXT:   }
// CHECK-NEXT:   if (parser.parseColon())
// CHECK-NEXT:     return ::mlir::failure();
// CHECK-EMPTY:
// CHECK-NEXT:   if (parser.parseTypeList(allResultTypes))
// CHECK-NEXT:     return ::mlir::failure();
// CHECK-NEXT:   result.addTypes(allResultTypes);
// CHECK-NEXT:   return ::mlir::success();
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-LABEL: void EOp::print(::mlir::OpAsmPrinter &_odsPrinter) {
// CHECK-NEXT:   ::llvm::SmallVector<::llvm::StringRef, 2> elidedAttrs;
// CHECK-NEXT:   _odsPrinter.printOptionalAttrDict((*this)->getAttrs(), elidedAttrs);
// CHECK-NEXT:   _odsPrinter << ' ' << ":";
// CHECK-NEXT:   _odsPrinter << ' ';
// CHECK-NEXT:   _odsPrinter << getOperation()->getResultTypes();
// CHECK-NEXT: }
// CHECK-EMPTY:

// The definitions, compared with mlir-tblgen by difftest:
// DIFF: -gen-op-defs
