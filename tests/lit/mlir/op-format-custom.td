// Declarative op formats, parse() and print() of custom directives: their
// arguments (operands of every length, types, attributes, regions,
// successors, attr-dict, strings with $_builder and $_ctxt, ref of what is
// bound before), and a custom directive anchoring an optional group.
// RUN: %mlir-tblgen -gen-op-defs -I %S %s | FileCheck %s
// DIFF: -gen-op-decls
include "Inputs/op-format-classes.td"

def Test_Dialect : Dialect { let name = "t"; }
class T_Op<string mnemonic, list<Trait> traits = []> : Op<Test_Dialect, mnemonic, traits>;

def T_CustomOp : T_Op<"custom", [AttrSizedOperandSegments]> {
  let arguments = (ins AnyType:$one, Optional<AnyType>:$maybe, Variadic<AnyType>:$many,
                       VariadicOfVariadic<AnyType, "groups">:$nested, I32Attr:$n,
                       OptionalAttr<I32Attr>:$m, DenseI32ArrayAttr:$groups);
  let results = (outs AnyType:$r, Optional<AnyType>:$s);
  let regions = (region AnyRegion:$body);
  let successors = (successor AnySuccessor:$dest);
  let assemblyFormat = [{
    custom<Values>($one, $maybe, $many, $nested, type($one), type($maybe), type($many), type($nested))
    custom<Attrs>($n, $m, "$_builder.getI32Type()", "$_ctxt")
    custom<Rest>($body, $dest, type($r), type($s), attr-dict)
    custom<Refs>(ref($one), ref($maybe), ref(type($maybe)), ref($n), ref($body), ref(attr-dict))
  }];
}
def T_OptCustomOp : T_Op<"optcustom"> {
  let arguments = (ins Optional<AnyType>:$v, OptionalAttr<I32Attr>:$a);
  let assemblyFormat = "(custom<Maybe>($v, $a)^ `done`)? attr-dict `:` type($v)";
}

// CHECK-LABEL: ::mlir::ParseResult CustomOp::parse(::mlir::OpAsmParser &parser, ::mlir::OperationState &result) {
// CHECK-NEXT:   ::mlir::OpAsmParser::UnresolvedOperand oneRawOperand{};
// CHECK-NEXT:   ::llvm::ArrayRef<::mlir::OpAsmParser::UnresolvedOperand> oneOperands(&oneRawOperand, 1);  ::llvm::SMLoc oneOperandsLoc;
// CHECK-NEXT:   (void)oneOperandsLoc;
// CHECK-NEXT:   ::llvm::SmallVector<::mlir::OpAsmParser::UnresolvedOperand, 4> maybeOperands;
// CHECK-NEXT:   ::llvm::SMLoc maybeOperandsLoc;
// CHECK-NEXT:   (void)maybeOperandsLoc;
// CHECK-NEXT:   ::llvm::SmallVector<::mlir::OpAsmParser::UnresolvedOperand, 4> manyOperands;
// CHECK-NEXT:   ::llvm::SMLoc manyOperandsLoc;
// CHECK-NEXT:   (void)manyOperandsLoc;
// CHECK-NEXT:   ::llvm::SmallVector<::mlir::OpAsmParser::UnresolvedOperand, 4> nestedOperands;
// CHECK-NEXT:     llvm::SmallVector<int32_t> nestedOperandGroupSizes;
// CHECK-NEXT:   ::llvm::SMLoc nestedOperandsLoc;
// CHECK-NEXT:   (void)nestedOperandsLoc;
// CHECK-NEXT:   ::mlir::Type oneRawType{};
// CHECK-NEXT:   ::llvm::ArrayRef<::mlir::Type> oneTypes(&oneRawType, 1);
// CHECK-NEXT:   ::llvm::SmallVector<::mlir::Type, 1> maybeTypes;
// CHECK-NEXT:   ::llvm::SmallVector<::mlir::Type, 1> manyTypes;
// CHECK-NEXT:   ::llvm::SmallVector<::mlir::Type, 1> nestedTypes;
// CHECK-NEXT:   ::mlir::IntegerAttr nAttr;
// CHECK-NEXT:   ::mlir::IntegerAttr mAttr;
// CHECK-NEXT:   std::unique_ptr<::mlir::Region> bodyRegion = std::make_unique<::mlir::Region>();
// CHECK-NEXT:   ::mlir::Block *destSuccessor = nullptr;
// CHECK-NEXT:   ::mlir::Type rRawType{};
// CHECK-NEXT:   ::llvm::ArrayRef<::mlir::Type> rTypes(&rRawType, 1);
// CHECK-NEXT:   ::llvm::SmallVector<::mlir::Type, 1> sTypes;
// CHECK-NEXT:   {
// CHECK-NEXT:     oneOperandsLoc = parser.getCurrentLocation();
// CHECK-NEXT:     maybeOperandsLoc = parser.getCurrentLocation();
// CHECK-NEXT:     ::std::optional<::mlir::OpAsmParser::UnresolvedOperand> maybeOperand;
// CHECK-NEXT:     manyOperandsLoc = parser.getCurrentLocation();
// CHECK-NEXT:     nestedOperandsLoc = parser.getCurrentLocation();
// CHECK-NEXT:     ::llvm::SmallVector<::llvm::SmallVector<::mlir::OpAsmParser::UnresolvedOperand>> nestedOperandGroups;
// CHECK-NEXT:     ::mlir::Type maybeType;
// CHECK-NEXT:     ::llvm::SmallVector<llvm::SmallVector<::mlir::Type>> nestedTypeGroups;
// CHECK-NEXT:     auto odsResult = parseValues(parser, oneRawOperand, maybeOperand, manyOperands, nestedOperandGroups, oneRawType, maybeType, manyTypes, nestedTypeGroups);
// CHECK-NEXT:     if (odsResult) return ::mlir::failure();
// CHECK-NEXT:     if (maybeOperand.has_value())
// CHECK-NEXT:       maybeOperands.push_back(*maybeOperand);
// CHECK-NEXT:     for (const auto &subRange : nestedOperandGroups) {
// CHECK-NEXT:       nestedOperands.append(subRange.begin(), subRange.end());
// CHECK-NEXT:       nestedOperandGroupSizes.push_back(subRange.size());
// CHECK-NEXT:     }
// CHECK-NEXT:     if (maybeType)
// CHECK-NEXT:       maybeTypes.push_back(maybeType);
// CHECK-NEXT:     for (const auto &subRange : nestedTypeGroups)
// CHECK-NEXT:       nestedTypes.append(subRange.begin(), subRange.end());
// CHECK-NEXT:   }
// CHECK-NEXT:   {
// CHECK-NEXT:     auto odsResult = parseAttrs(parser, nAttr, mAttr, parser.getBuilder().getI32Type(), parser.getContext());
// CHECK-NEXT:     if (odsResult) return ::mlir::failure();
// CHECK-NEXT:     result.getOrAddProperties<CustomOp::Properties>().n = nAttr;
// CHECK-NEXT:     if (mAttr)
// CHECK-NEXT:       result.getOrAddProperties<CustomOp::Properties>().m = mAttr;
// CHECK-NEXT:   }
// CHECK-NEXT:   {
// CHECK-NEXT:     ::mlir::Type sType;
// CHECK-NEXT:     auto odsResult = parseRest(parser, *bodyRegion, destSuccessor, rRawType, sType, result.attributes);
// CHECK-NEXT:     if (odsResult) return ::mlir::failure();
// CHECK-NEXT:     if (sType)
// CHECK-NEXT:       sTypes.push_back(sType);
// CHECK-NEXT:   }
// CHECK-NEXT:   {
// CHECK-NEXT:     ::std::optional<::mlir::OpAsmParser::UnresolvedOperand> maybeOperand = maybeOperands.empty() ? ::std::optional<::mlir::OpAsmParser::UnresolvedOperand>() : maybeOperands[0];
// CHECK-NEXT:     ::mlir::Type maybeType = maybeTypes.empty() ? ::mlir::Type() : maybeTypes[0];
// CHECK-NEXT:     auto odsResult = parseRefs(parser, oneRawOperand, maybeOperand, maybeType, nAttr, *bodyRegion, result.attributes);
// CHECK-NEXT:     if (odsResult) return ::mlir::failure();
// CHECK-NEXT:   }
// CHECK-NEXT:   result.addRegion(std::move(bodyRegion));
// CHECK-NEXT:   result.addSuccessors(destSuccessor);
// CHECK-NEXT: ::llvm::copy(::llvm::ArrayRef<int32_t>({1, static_cast<int32_t>(maybeOperands.size()), static_cast<int32_t>(manyOperands.size()), static_cast<int32_t>(nestedOperands.size())}), result.getOrAddProperties<CustomOp::Properties>().operandSegmentSizes.begin());
// CHECK-NEXT:   result.getOrAddProperties<CustomOp::Properties>().groups = parser.getBuilder().getDenseI32ArrayAttr(nestedOperandGroupSizes);
// CHECK-NEXT:   result.addTypes(rTypes);
// CHECK-NEXT:   result.addTypes(sTypes);
// CHECK-NEXT:   if (parser.resolveOperands(oneOperands, oneTypes, oneOperandsLoc, result.operands))
// CHECK-NEXT:     return ::mlir::failure();
// CHECK-NEXT:   if (parser.resolveOperands(maybeOperands, maybeTypes, maybeOperandsLoc, result.operands))
// CHECK-NEXT:     return ::mlir::failure();
// CHECK-NEXT:   if (parser.resolveOperands(manyOperands, manyTypes, manyOperandsLoc, result.operands))
// CHECK-NEXT:     return ::mlir::failure();
// CHECK-NEXT:   if (parser.resolveOperands(nestedOperands, nestedTypes, nestedOperandsLoc, result.operands))
// CHECK-NEXT:     return ::mlir::failure();
// CHECK-NEXT:   return ::mlir::success();
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-LABEL: void CustomOp::print(::mlir::OpAsmPrinter &_odsPrinter) {
// CHECK-NEXT:   _odsPrinter << ' ';
// CHECK-NEXT:   printValues(_odsPrinter, *this, getOne(), getMaybe(), getMany(), getNested(), getOne().getType(), (getMaybe() ? getMaybe().getType() : ::mlir::Type()), getMany().getTypes(), getNested().getTypes());
// CHECK-NEXT:   _odsPrinter << ' ';
// CHECK-NEXT:   printAttrs(_odsPrinter, *this, getNAttr(), getMAttr(), ::mlir::Builder(getContext()).getI32Type(), getContext());
// CHECK-NEXT:   _odsPrinter << ' ';
// CHECK-NEXT:   printRest(_odsPrinter, *this, getBody(), getDest(), getR().getType(), (getS() ? getS().getType() : ::mlir::Type()), getOperation()->getAttrDictionary());
// CHECK-NEXT:   _odsPrinter << ' ';
// CHECK-NEXT:   printRefs(_odsPrinter, *this, getOne(), getMaybe(), (getMaybe() ? getMaybe().getType() : ::mlir::Type()), getNAttr(), getBody(), getOperation()->getAttrDictionary());
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-LABEL: ::mlir::ParseResult OptCustomOp::parse(::mlir::OpAsmParser &parser, ::mlir::OperationState &result) {
// CHECK-NEXT:   ::llvm::SmallVector<::mlir::OpAsmParser::UnresolvedOperand, 4> vOperands;
// CHECK-NEXT:   ::llvm::SMLoc vOperandsLoc;
// CHECK-NEXT:   (void)vOperandsLoc;
// CHECK-NEXT:   ::mlir::IntegerAttr aAttr;
// CHECK-NEXT:   ::llvm::SmallVector<::mlir::Type, 1> vTypes;
// CHECK-NEXT:   if (auto optResult = [&]() -> ::mlir::OptionalParseResult {
// CHECK-NEXT:   {
// CHECK-NEXT:     vOperandsLoc = parser.getCurrentLocation();
// CHECK-NEXT:     ::std::optional<::mlir::OpAsmParser::UnresolvedOperand> vOperand;
// CHECK-NEXT:     auto odsResult = parseMaybe(parser, vOperand, aAttr);
// CHECK-NEXT:     if (!odsResult.has_value()) return {};
// CHECK-NEXT:     if (::mlir::failed(*odsResult)) return ::mlir::failure();
// CHECK-NEXT:     if (vOperand.has_value())
// CHECK-NEXT:       vOperands.push_back(*vOperand);
// CHECK-NEXT:     if (aAttr)
// CHECK-NEXT:       result.getOrAddProperties<OptCustomOp::Properties>().a = aAttr;
// CHECK-NEXT:   }
// CHECK-NEXT:     return ::mlir::success();
// CHECK-NEXT:   }(); optResult.has_value() && ::mlir::failed(*optResult)) {
// CHECK-NEXT:     return ::mlir::failure();
// CHECK-NEXT:   } else if (optResult.has_value()) {
// CHECK-NEXT:   if (parser.parseKeyword("done"))
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
// CHECK-NEXT:   if (parser.parseColon())
// CHECK-NEXT:     return ::mlir::failure();
// CHECK-EMPTY:
// CHECK-NEXT:   {
// CHECK-NEXT:     ::mlir::Type optionalType;
// CHECK-NEXT:     ::mlir::OptionalParseResult parseResult =
// CHECK-NEXT:                                     parser.parseOptionalType(optionalType);
// CHECK-NEXT:     if (parseResult.has_value()) {
// CHECK-NEXT:       if (failed(*parseResult))
// CHECK-NEXT:         return ::mlir::failure();
// CHECK-NEXT:       vTypes.push_back(optionalType);
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   if (parser.resolveOperands(vOperands, vTypes, vOperandsLoc, result.operands))
// CHECK-NEXT:     return ::mlir::failure();
// CHECK-NEXT:   return ::mlir::success();
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-LABEL: void OptCustomOp::print(::mlir::OpAsmPrinter &_odsPrinter) {
// CHECK-NEXT:   if (((getV()) || (getAAttr()))) {
// CHECK-NEXT:     _odsPrinter << ' ';
// CHECK-NEXT:     printMaybe(_odsPrinter, *this, getV(), getAAttr());
// CHECK-NEXT:     _odsPrinter << ' ' << "done";
// CHECK-NEXT:   }
// CHECK-NEXT:   ::llvm::SmallVector<::llvm::StringRef, 2> elidedAttrs;
// CHECK-NEXT:   elidedAttrs.push_back("a");
// CHECK-NEXT:   _odsPrinter.printOptionalAttrDict((*this)->getAttrs(), elidedAttrs);
// CHECK-NEXT:   _odsPrinter << ' ' << ":";
// CHECK-NEXT:   _odsPrinter << ' ';
// CHECK-NEXT:   _odsPrinter << (getV() ? ::llvm::ArrayRef<::mlir::Type>(getV().getType()) : ::llvm::ArrayRef<::mlir::Type>());
// CHECK-NEXT: }
// CHECK-EMPTY:

// The definitions, compared with mlir-tblgen by difftest:
// DIFF: -gen-op-defs
