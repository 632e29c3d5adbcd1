// Declarative op formats: the types the parser does not read, taken from
// type-matching traits (AllTypesMatch, SameOperandsAndResultType,
// SameTypeOperands, TypesMatchWith with a transformer, whose source types
// are checked first), from buildable types (declared once each), or from
// the op's inferReturnTypes; segment sizes of attribute-sized operands.
// RUN: %mlir-tblgen -gen-op-defs -I %S %s | FileCheck %s
// DIFF: -gen-op-decls
include "Inputs/op-format-classes.td"

def Test_Dialect : Dialect { let name = "t"; }
class T_Op<string mnemonic, list<Trait> traits = []> : Op<Test_Dialect, mnemonic, traits>;

def T_MatchOp : T_Op<"match", [AllTypesMatch<["a", "b", "r"]>]> {
  let arguments = (ins AnyType:$a, AnyType:$b);
  let results = (outs AnyType:$r);
  let assemblyFormat = "$a `,` $b attr-dict `:` type($b)";
}
def T_SameOp : T_Op<"same", [SameOperandsAndResultType]> {
  let arguments = (ins AnyType:$a, Variadic<AnyType>:$b);
  let results = (outs AnyType:$r);
  let assemblyFormat = "$a $b attr-dict `:` type($r)";
}
def T_SameOperandsOp : T_Op<"sameoperands", [SameTypeOperands]> {
  let arguments = (ins AnyType:$a, AnyType:$b);
  let results = (outs I32:$r, I32:$s);
  let assemblyFormat = "$a $b attr-dict `:` type($a)";
}
def T_WithOp : T_Op<"with", [TypesMatchWith<"elem", "v", "e", "getElementType($_self)">,
                              TypesMatchWith<"elem", "v", "f", "wrap($_self, $_ctxt)">]> {
  let arguments = (ins AnyVector:$v, AnyType:$e, Variadic<AnyType>:$f);
  let assemblyFormat = "$v `,` $e `,` $f attr-dict `:` type($v)";
}
def T_InferOp : T_Op<"infer", [DeclareOpInterfaceMethods<InferTypeOpInterface>]> {
  let arguments = (ins AnyType:$a);
  let results = (outs AnyType:$r);
  let assemblyFormat = "$a attr-dict `:` type($a)";
}
def T_BuiltOp : T_Op<"built", [AttrSizedOperandSegments]> {
  let arguments = (ins I32:$a, Variadic<I32>:$b, Optional<I32>:$c);
  let results = (outs I32:$r);
  let assemblyFormat = "$a `,` $b (`,` $c^)? attr-dict";
}

// CHECK-LABEL: ::mlir::ParseResult BuiltOp::parse(::mlir::OpAsmParser &parser, ::mlir::OperationState &result) {
// CHECK-NEXT:   ::mlir::OpAsmParser::UnresolvedOperand aRawOperand{};
// CHECK-NEXT:   ::llvm::ArrayRef<::mlir::OpAsmParser::UnresolvedOperand> aOperands(&aRawOperand, 1);  ::llvm::SMLoc aOperandsLoc;
// CHECK-NEXT:   (void)aOperandsLoc;
// CHECK-NEXT:   ::llvm::SmallVector<::mlir::OpAsmParser::UnresolvedOperand, 4> bOperands;
// CHECK-NEXT:   ::llvm::SMLoc bOperandsLoc;
// CHECK-NEXT:   (void)bOperandsLoc;
// CHECK-NEXT:   ::llvm::SmallVector<::mlir::OpAsmParser::UnresolvedOperand, 4> cOperands;
// CHECK-NEXT:   ::llvm::SMLoc cOperandsLoc;
// CHECK-NEXT:   (void)cOperandsLoc;
// CHECK-EMPTY:
// CHECK-NEXT:   aOperandsLoc = parser.getCurrentLocation();
// CHECK-NEXT:   if (parser.parseOperand(aRawOperand))
// CHECK-NEXT:     return ::mlir::failure();
// CHECK-NEXT:   if (parser.parseComma())
// CHECK-NEXT:     return ::mlir::failure();
// CHECK-EMPTY:
// CHECK-NEXT:   bOperandsLoc = parser.getCurrentLocation();
// CHECK-NEXT:   if (parser.parseOperandList(bOperands))
// CHECK-NEXT:     return ::mlir::failure();
// CHECK-NEXT:   if (::mlir::succeeded(parser.parseOptionalComma())) {
// CHECK-EMPTY:
// CHECK-NEXT:   {
// CHECK-NEXT:     cOperandsLoc = parser.getCurrentLocation();
// CHECK-NEXT:     ::mlir::OpAsmParser::UnresolvedOperand operand;
// CHECK-NEXT:     ::mlir::OptionalParseResult parseResult =
// CHECK-NEXT:                                     parser.parseOptionalOperand(operand);
// CHECK-NEXT:     if (parseResult.has_value()) {
// CHECK-NEXT:       if (failed(*parseResult))
// CHECK-NEXT:         return ::mlir::failure();
// CHECK-NEXT:       cOperands.push_back(operand);
// CHECK-NEXT:     }
// CHECK-NEXT:   }
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
// CHECK-NEXT: ::llvm::copy(::llvm::ArrayRef<int32_t>({1, static_cast<int32_t>(bOperands.size()), static_cast<int32_t>(cOperands.size())}), result.getOrAddProperties<BuiltOp::Properties>().operandSegmentSizes.begin());
// CHECK-NEXT:   ::mlir::Type odsBuildableType0 = parser.getBuilder().getI32Type();
// CHECK-NEXT:   result.addTypes(odsBuildableType0);
// CHECK-NEXT:   if (parser.resolveOperands(aOperands, odsBuildableType0, aOperandsLoc, result.operands))
// CHECK-NEXT:     return ::mlir::failure();
// CHECK-NEXT:   if (parser.resolveOperands(bOperands, odsBuildableType0, bOperandsLoc, result.operands))
// CHECK-NEXT:     return ::mlir::failure();
// CHECK-NEXT:   if (parser.resolveOperands(cOperands, odsBuildableType0, cOperandsLoc, result.operands))
// CHECK-NEXT:     return ::mlir::failure();
// CHECK-NEXT:   return ::mlir::success();
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-LABEL: void BuiltOp::print(::mlir::OpAsmPrinter &_odsPrinter) {
// CHECK-NEXT:   _odsPrinter << ' ';
// CHECK-NEXT:   _odsPrinter << getA();
// CHECK-NEXT:   _odsPrinter << ",";
// CHECK-NEXT:   _odsPrinter << ' ';
// CHECK-NEXT:   _odsPrinter << getB();
// CHECK-NEXT:   if (getC()) {
// CHECK-NEXT:     _odsPrinter << ",";
// CHECK-NEXT:     _odsPrinter << ' ';
// CHECK-NEXT:     if (::mlir::Value value = getC())
// CHECK-NEXT:       _odsPrinter << value;
// CHECK-NEXT:   }
// CHECK-NEXT:   ::llvm::SmallVector<::llvm::StringRef, 2> elidedAttrs;
// CHECK-NEXT:   elidedAttrs.push_back("operandSegmentSizes");
// CHECK-NEXT:   _odsPrinter.printOptionalAttrDict((*this)->getAttrs(), elidedAttrs);
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-LABEL: ::mlir::ParseResult InferOp::parse(::mlir::OpAsmParser &parser, ::mlir::OperationState &result) {
// CHECK-NEXT:   ::mlir::OpAsmParser::UnresolvedOperand aRawOperand{};
// CHECK-NEXT:   ::llvm::ArrayRef<::mlir::OpAsmParser::UnresolvedOperand> aOperands(&aRawOperand, 1);  ::llvm::SMLoc aOperandsLoc;
// CHECK-NEXT:   (void)aOperandsLoc;
// CHECK-NEXT:   ::mlir::Type aRawType{};
// CHECK-NEXT:   ::llvm::ArrayRef<::mlir::Type> aTypes(&aRawType, 1);
// CHECK-EMPTY:
// CHECK-NEXT:   aOperandsLoc = parser.getCurrentLocation();
// CHECK-NEXT:   if (parser.parseOperand(aRawOperand))
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
// CHECK-NEXT:     ::mlir::Type type;
// CHECK-NEXT:     if (parser.parseCustomTypeWithFallback(type))
// CHECK-NEXT:       return ::mlir::failure();
// CHECK-NEXT:     aRawType = type;
// CHECK-NEXT:   }
// CHECK-NEXT:   if (parser.resolveOperands(aOperands, aTypes, aOperandsLoc, result.operands))
// CHECK-NEXT:     return ::mlir::failure();
// CHECK-EMPTY:
// CHECK-NEXT:   ::llvm::SmallVector<::mlir::Type> inferredReturnTypes;
// CHECK-NEXT:   if (::mlir::failed(InferOp::inferReturnTypes(parser.getContext(),
// CHECK-NEXT:       result.location, result.operands,
// CHECK-NEXT:       result.attributes.getDictionary(parser.getContext()),
// CHECK-NEXT:       result.getRawProperties(),
// CHECK-NEXT:       result.regions, inferredReturnTypes)))
// CHECK-NEXT:     return ::mlir::failure();
// CHECK-NEXT:   result.addTypes(inferredReturnTypes);
// CHECK-NEXT:   return ::mlir::success();
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-LABEL: void InferOp::print(::mlir::OpAsmPrinter &_odsPrinter) {
// CHECK-NEXT:   _odsPrinter << ' ';
// CHECK-NEXT:   _odsPrinter << getA();
// CHECK-NEXT:   ::llvm::SmallVector<::llvm::StringRef, 2> elidedAttrs;
// CHECK-NEXT:   _odsPrinter.printOptionalAttrDict((*this)->getAttrs(), elidedAttrs);
// CHECK-NEXT:   _odsPrinter << ' ' << ":";
// CHECK-NEXT:   _odsPrinter << ' ';
// CHECK-NEXT:   {
// CHECK-NEXT:     auto type = getA().getType();
// CHECK-NEXT:     if (auto validType = ::llvm::dyn_cast<::mlir::Type>(type))
// CHECK-NEXT:       _odsPrinter.printStrippedAttrOrType(validType);
// CHECK-NEXT:    else
// CHECK-NEXT:      _odsPrinter << type;
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-LABEL: ::mlir::ParseResult MatchOp::parse(::mlir::OpAsmParser &parser, ::mlir::OperationState &result) {
// CHECK-NEXT:   ::mlir::OpAsmParser::UnresolvedOperand aRawOperand{};
// CHECK-NEXT:   ::llvm::ArrayRef<::mlir::OpAsmParser::UnresolvedOperand> aOperands(&aRawOperand, 1);  ::llvm::SMLoc aOperandsLoc;
// CHECK-NEXT:   (void)aOperandsLoc;
// CHECK-NEXT:   ::mlir::OpAsmParser::UnresolvedOperand bRawOperand{};
// CHECK-NEXT:   ::llvm::ArrayRef<::mlir::OpAsmParser::UnresolvedOperand> bOperands(&bRawOperand, 1);  ::llvm::SMLoc bOperandsLoc;
// CHECK-NEXT:   (void)bOperandsLoc;
// CHECK-NEXT:   ::mlir::Type bRawType{};
// CHECK-NEXT:   ::llvm::ArrayRef<::mlir::Type> bTypes(&bRawType, 1);
// CHECK-EMPTY:
// CHECK-NEXT:   aOperandsLoc = parser.getCurrentLocation();
// CHECK-NEXT:   if (parser.parseOperand(aRawOperand))
// CHECK-NEXT:     return ::mlir::failure();
// CHECK-NEXT:   if (parser.parseComma())
// CHECK-NEXT:     return ::mlir::failure();
// CHECK-EMPTY:
// CHECK-NEXT:   bOperandsLoc = parser.getCurrentLocation();
// CHECK-NEXT:   if (parser.parseOperand(bRawOperand))
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
// CHECK-NEXT:     ::mlir::Type type;
// CHECK-NEXT:     if (parser.parseCustomTypeWithFallback(type))
// CHECK-NEXT:       return ::mlir::failure();
// CHECK-NEXT:     bRawType = type;
// CHECK-NEXT:   }
// CHECK-NEXT:   result.addTypes(bTypes[0]);
// CHECK-NEXT:   if (parser.resolveOperands(aOperands, bTypes[0], aOperandsLoc, result.operands))
// CHECK-NEXT:     return ::mlir::failure();
// CHECK-NEXT:   if (parser.resolveOperands(bOperands, bTypes, bOperandsLoc, result.operands))
// CHECK-NEXT:     return ::mlir::failure();
// CHECK-NEXT:   return ::mlir::success();
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-LABEL: void MatchOp::print(::mlir::OpAsmPrinter &_odsPrinter) {
// CHECK-NEXT:   _odsPrinter << ' ';
// CHECK-NEXT:   _odsPrinter << getA();
// CHECK-NEXT:   _odsPrinter << ",";
// CHECK-NEXT:   _odsPrinter << ' ';
// CHECK-NEXT:   _odsPrinter << getB();
// CHECK-NEXT:   ::llvm::SmallVector<::llvm::StringRef, 2> elidedAttrs;
// CHECK-NEXT:   _odsPrinter.printOptionalAttrDict((*this)->getAttrs(), elidedAttrs);
// CHECK-NEXT:   _odsPrinter << ' ' << ":";
// CHECK-NEXT:   _odsPrinter << ' ';
// CHECK-NEXT:   {
// CHECK-NEXT:     auto type = getB().getType();
// CHECK-NEXT:     if (auto validType = ::llvm::dyn_cast<::mlir::Type>(type))
// CHECK-NEXT:       _odsPrinter.printStrippedAttrOrType(validType);
// CHECK-NEXT:    else
// CHECK-NEXT:      _odsPrinter << type;
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-LABEL: ::mlir::ParseResult SameOp::parse(::mlir::OpAsmParser &parser, ::mlir::OperationState &result) {
// CHECK-NEXT:   ::mlir::OpAsmParser::UnresolvedOperand aRawOperand{};
// CHECK-NEXT:   ::llvm::ArrayRef<::mlir::OpAsmParser::UnresolvedOperand> aOperands(&aRawOperand, 1);  ::llvm::SMLoc aOperandsLoc;
// CHECK-NEXT:   (void)aOperandsLoc;
// CHECK-NEXT:   ::llvm::SmallVector<::mlir::OpAsmParser::UnresolvedOperand, 4> bOperands;
// CHECK-NEXT:   ::llvm::SMLoc bOperandsLoc;
// CHECK-NEXT:   (void)bOperandsLoc;
// CHECK-NEXT:   ::mlir::Type rRawType{};
// CHECK-NEXT:   ::llvm::ArrayRef<::mlir::Type> rTypes(&rRawType, 1);
// CHECK-EMPTY:
// CHECK-NEXT:   aOperandsLoc = parser.getCurrentLocation();
// CHECK-NEXT:   if (parser.parseOperand(aRawOperand))
// CHECK-NEXT:     return ::mlir::failure();
// CHECK-EMPTY:
// CHECK-NEXT:   bOperandsLoc = parser.getCurrentLocation();
// CHECK-NEXT:   if (parser.parseOperandList(bOperands))
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
// CHECK-NEXT:     ::mlir::Type type;
// CHECK-NEXT:     if (parser.parseCustomTypeWithFallback(type))
// CHECK-NEXT:       return ::mlir::failure();
// CHECK-NEXT:     rRawType = type;
// CHECK-NEXT:   }
// CHECK-NEXT:   result.addTypes(rTypes);
// CHECK-NEXT:   if (parser.resolveOperands(aOperands, rTypes[0], aOperandsLoc, result.operands))
// CHECK-NEXT:     return ::mlir::failure();
// CHECK-NEXT:   if (parser.resolveOperands(bOperands, rTypes[0], bOperandsLoc, result.operands))
// CHECK-NEXT:     return ::mlir::failure();
// CHECK-NEXT:   return ::mlir::success();
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-LABEL: void SameOp::print(::mlir::OpAsmPrinter &_odsPrinter) {
// CHECK-NEXT:   _odsPrinter << ' ';
// CHECK-NEXT:   _odsPrinter << getA();
// CHECK-NEXT:   _odsPrinter << ' ';
// CHECK-NEXT:   _odsPrinter << getB();
// CHECK-NEXT:   ::llvm::SmallVector<::llvm::StringRef, 2> elidedAttrs;
// CHECK-NEXT:   _odsPrinter.printOptionalAttrDict((*this)->getAttrs(), elidedAttrs);
// CHECK-NEXT:   _odsPrinter << ' ' << ":";
// CHECK-NEXT:   _odsPrinter << ' ';
// CHECK-NEXT:   {
// CHECK-NEXT:     auto type = getR().getType();
// CHECK-NEXT:     if (auto validType = ::llvm::dyn_cast<::mlir::Type>(type))
// CHECK-NEXT:       _odsPrinter.printStrippedAttrOrType(validType);
// CHECK-NEXT:    else
// CHECK-NEXT:      _odsPrinter << type;
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-LABEL: ::mlir::ParseResult SameOperandsOp::parse(::mlir::OpAsmParser &parser, ::mlir::OperationState &result) {
// CHECK-NEXT:   ::mlir::OpAsmParser::UnresolvedOperand aRawOperand{};
// CHECK-NEXT:   ::llvm::ArrayRef<::mlir::OpAsmParser::UnresolvedOperand> aOperands(&aRawOperand, 1);  ::llvm::SMLoc aOperandsLoc;
// CHECK-NEXT:   (void)aOperandsLoc;
// CHECK-NEXT:   ::mlir::OpAsmParser::UnresolvedOperand bRawOperand{};
// CHECK-NEXT:   ::llvm::ArrayRef<::mlir::OpAsmParser::UnresolvedOperand> bOperands(&bRawOperand, 1);  ::llvm::SMLoc bOperandsLoc;
// CHECK-NEXT:   (void)bOperandsLoc;
// CHECK-NEXT:   ::mlir::Type aRawType{};
// CHECK-NEXT:   ::llvm::ArrayRef<::mlir::Type> aTypes(&aRawType, 1);
// CHECK-EMPTY:
// CHECK-NEXT:   aOperandsLoc = parser.getCurrentLocation();
// CHECK-NEXT:   if (parser.parseOperand(aRawOperand))
// CHECK-NEXT:     return ::mlir::failure();
// CHECK-EMPTY:
// CHECK-NEXT:   bOperandsLoc = parser.getCurrentLocation();
// CHECK-NEXT:   if (parser.parseOperand(bRawOperand))
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
// CHECK-NEXT:     ::mlir::Type type;
// CHECK-NEXT:     if (parser.parseCustomTypeWithFallback(type))
// CHECK-NEXT:       return ::mlir::failure();
// CHECK-NEXT:     aRawType = type;
// CHECK-NEXT:   }
// CHECK-NEXT:   ::mlir::Type odsBuildableType0 = parser.getBuilder().getI32Type();
// CHECK-NEXT:   result.addTypes(odsBuildableType0);
// CHECK-NEXT:   result.addTypes(odsBuildableType0);
// CHECK-NEXT:   if (parser.resolveOperands(aOperands, aTypes, aOperandsLoc, result.operands))
// CHECK-NEXT:     return ::mlir::failure();
// CHECK-NEXT:   if (parser.resolveOperands(bOperands, aTypes[0], bOperandsLoc, result.operands))
// CHECK-NEXT:     return ::mlir::failure();
// CHECK-NEXT:   return ::mlir::success();
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-LABEL: void SameOperandsOp::print(::mlir::OpAsmPrinter &_odsPrinter) {
// CHECK-NEXT:   _odsPrinter << ' ';
// CHECK-NEXT:   _odsPrinter << getA();
// CHECK-NEXT:   _odsPrinter << ' ';
// CHECK-NEXT:   _odsPrinter << getB();
// CHECK-NEXT:   ::llvm::SmallVector<::llvm::StringRef, 2> elidedAttrs;
// CHECK-NEXT:   _odsPrinter.printOptionalAttrDict((*this)->getAttrs(), elidedAttrs);
// CHECK-NEXT:   _odsPrinter << ' ' << ":";
// CHECK-NEXT:   _odsPrinter << ' ';
// CHECK-NEXT:   {
// CHECK-NEXT:     auto type = getA().getType();
// CHECK-NEXT:     if (auto validType = ::llvm::dyn_cast<::mlir::Type>(type))
// CHECK-NEXT:       _odsPrinter.printStrippedAttrOrType(validType);
// CHECK-NEXT:    else
// CHECK-NEXT:      _odsPrinter << type;
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-LABEL: ::mlir::ParseResult WithOp::parse(::mlir::OpAsmParser &parser, ::mlir::OperationState &result) {
// CHECK-NEXT:   ::mlir::OpAsmParser::UnresolvedOperand vRawOperand{};
// CHECK-NEXT:   ::llvm::ArrayRef<::mlir::OpAsmParser::UnresolvedOperand> vOperands(&vRawOperand, 1);  ::llvm::SMLoc vOperandsLoc;
// CHECK-NEXT:   (void)vOperandsLoc;
// CHECK-NEXT:   ::mlir::OpAsmParser::UnresolvedOperand eRawOperand{};
// CHECK-NEXT:   ::llvm::ArrayRef<::mlir::OpAsmParser::UnresolvedOperand> eOperands(&eRawOperand, 1);  ::llvm::SMLoc eOperandsLoc;
// CHECK-NEXT:   (void)eOperandsLoc;
// CHECK-NEXT:   ::llvm::SmallVector<::mlir::OpAsmParser::UnresolvedOperand, 4> fOperands;
// CHECK-NEXT:   ::llvm::SMLoc fOperandsLoc;
// CHECK-NEXT:   (void)fOperandsLoc;
// CHECK-NEXT:   ::mlir::Type vRawType{};
// CHECK-NEXT:   ::llvm::ArrayRef<::mlir::Type> vTypes(&vRawType, 1);
// CHECK-EMPTY:
// CHECK-NEXT:   vOperandsLoc = parser.getCurrentLocation();
// CHECK-NEXT:   if (parser.parseOperand(vRawOperand))
// CHECK-NEXT:     return ::mlir::failure();
// CHECK-NEXT:   if (parser.parseComma())
// CHECK-NEXT:     return ::mlir::failure();
// CHECK-EMPTY:
// CHECK-NEXT:   eOperandsLoc = parser.getCurrentLocation();
// CHECK-NEXT:   if (parser.parseOperand(eRawOperand))
// CHECK-NEXT:     return ::mlir::failure();
// CHECK-NEXT:   if (parser.parseComma())
// CHECK-NEXT:     return ::mlir::failure();
// CHECK-EMPTY:
// CHECK-NEXT:   fOperandsLoc = parser.getCurrentLocation();
// CHECK-NEXT:   if (parser.parseOperandList(fOperands))
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
// CHECK-NEXT:     ::mlir::VectorType type;
// CHECK-NEXT:     if (parser.parseCustomTypeWithFallback(type))
// CHECK-NEXT:       return ::mlir::failure();
// CHECK-NEXT:     vRawType = type;
// CHECK-NEXT:   }
// CHECK-NEXT:   for (::mlir::Type type : vTypes) {
// CHECK-NEXT:     (void)type;
// CHECK-NEXT:     if (!(true)) {
// CHECK-NEXT:       return parser.emitError(parser.getNameLoc()) << "'v' must be vector, but got " << type;
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   if (parser.resolveOperands(vOperands, vTypes, vOperandsLoc, result.operands))
// CHECK-NEXT:     return ::mlir::failure();
// CHECK-NEXT:   if (parser.resolveOperands(eOperands, getElementType(vTypes[0]), eOperandsLoc, result.operands))
// CHECK-NEXT:     return ::mlir::failure();
// CHECK-NEXT:   if (parser.resolveOperands(fOperands, wrap(vTypes[0], parser.getContext()), fOperandsLoc, result.operands))
// CHECK-NEXT:     return ::mlir::failure();
// CHECK-NEXT:   return ::mlir::success();
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-LABEL: void WithOp::print(::mlir::OpAsmPrinter &_odsPrinter) {
// CHECK-NEXT:   _odsPrinter << ' ';
// CHECK-NEXT:   _odsPrinter << getV();
// CHECK-NEXT:   _odsPrinter << ",";
// CHECK-NEXT:   _odsPrinter << ' ';
// CHECK-NEXT:   _odsPrinter << getE();
// CHECK-NEXT:   _odsPrinter << ",";
// CHECK-NEXT:   _odsPrinter << ' ';
// CHECK-NEXT:   _odsPrinter << getF();
// CHECK-NEXT:   ::llvm::SmallVector<::llvm::StringRef, 2> elidedAttrs;
// CHECK-NEXT:   _odsPrinter.printOptionalAttrDict((*this)->getAttrs(), elidedAttrs);
// CHECK-NEXT:   _odsPrinter << ' ' << ":";
// CHECK-NEXT:   _odsPrinter << ' ';
// CHECK-NEXT:   {
// CHECK-NEXT:     auto type = getV().getType();
// CHECK-NEXT:     if (auto validType = ::llvm::dyn_cast<::mlir::VectorType>(type))
// CHECK-NEXT:       _odsPrinter.printStrippedAttrOrType(validType);
// CHECK-NEXT:    else
// CHECK-NEXT:      _odsPrinter << type;
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:

// The definitions, compared with mlir-tblgen by difftest:
// DIFF: -gen-op-defs
