// Declarative op formats, parse() and print() of optional groups (anchored
// by a literal, an optional or variadic operand, a variadic type, a
// region, an attribute or a custom directive; else groups; inverted
// groups), of regions (single, variadic, with an implicit terminator or a
// single block) and of successors.
// RUN: %mlir-tblgen -gen-op-defs -I %S %s | FileCheck %s
// DIFF: -gen-op-decls
include "Inputs/op-format-classes.td"

def Test_Dialect : Dialect { let name = "t"; }
class T_Op<string mnemonic, list<Trait> traits = []> : Op<Test_Dialect, mnemonic, traits>;

def T_GroupsOp : T_Op<"groups", [AttrSizedOperandSegments]> {
  let arguments = (ins Optional<AnyType>:$opt, Variadic<AnyType>:$many, OptionalAttr<StrAttr>:$label);
  let assemblyFormat = [{
    (`opt` $opt^ `:` type($opt))? ($many^ `:` type($many))? (`(` $label^ `)`) : (`nolabel`)?
    attr-dict
  }];
}
def T_RegionOp : T_Op<"region"> {
  let regions = (region AnyRegion:$body, VariadicRegion<AnyRegion>:$rest);
  let assemblyFormat = "attr-dict-with-keyword $body (`rest` $rest^)?";
}
def T_OptRegionOp : T_Op<"optregion", [SingleBlock]> {
  let regions = (region AnyRegion:$body);
  let assemblyFormat = "($body^)? attr-dict";
}
def T_TermOp : T_Op<"term", [SingleBlockImplicitTerminator<"YieldOp">]> {
  let regions = (region AnyRegion:$body, VariadicRegion<AnyRegion>:$more);
  let assemblyFormat = "$body $more attr-dict";
}
def T_AllRegionsOp : T_Op<"allregions", [SingleBlock]> {
  let regions = (region AnyRegion:$a, AnyRegion:$b);
  let assemblyFormat = "regions attr-dict";
}
def T_BrOp : T_Op<"br"> {
  let arguments = (ins Variadic<AnyType>:$args);
  let successors = (successor AnySuccessor:$dest, VariadicSuccessor<AnySuccessor>:$others);
  let assemblyFormat = "$dest (`(` $args^ `:` type($args) `)`)? `,` $others attr-dict";
}
def T_AllSuccOp : T_Op<"allsucc"> {
  let successors = (successor AnySuccessor:$a, AnySuccessor:$b);
  let assemblyFormat = "successors attr-dict";
}
def T_UnitElseOp : T_Op<"unitelse"> {
  let arguments = (ins UnitAttr:$on);
  let assemblyFormat = "(`on` $on^) : (`off`)? attr-dict";
}

// CHECK-LABEL: ::mlir::ParseResult AllRegionsOp::parse(::mlir::OpAsmParser &parser, ::mlir::OperationState &result) {
// CHECK-NEXT:   ::llvm::SmallVector<std::unique_ptr<::mlir::Region>, 2> fullRegions;
// CHECK-EMPTY:
// CHECK-NEXT:   {
// CHECK-NEXT:     std::unique_ptr<::mlir::Region> region;
// CHECK-NEXT:     auto firstRegionResult = parser.parseOptionalRegion(region);
// CHECK-NEXT:     if (firstRegionResult.has_value()) {
// CHECK-NEXT:       if (failed(*firstRegionResult))
// CHECK-NEXT:         return ::mlir::failure();
// CHECK-NEXT:       fullRegions.emplace_back(std::move(region));
// CHECK-EMPTY:
// CHECK-NEXT:       // Parse any trailing regions.
// CHECK-NEXT:       while (succeeded(parser.parseOptionalComma())) {
// CHECK-NEXT:         region = std::make_unique<::mlir::Region>();
// CHECK-NEXT:         if (parser.parseRegion(*region))
// CHECK-NEXT:           return ::mlir::failure();
// CHECK-NEXT:         fullRegions.emplace_back(std::move(region));
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-EMPTY:
// CHECK-NEXT:   for (auto &region : fullRegions)
// CHECK-NEXT:     if (region->empty()) region->emplaceBlock();
// CHECK-NEXT:   {
// CHECK-NEXT:     auto loc = parser.getCurrentLocation();(void)loc;
// CHECK-NEXT:     if (parser.parseOptionalAttrDict(result.attributes))
// CHECK-NEXT:       return ::mlir::failure();
// CHECK-NEXT:     if (failed(verifyInherentAttrs(result.name, result.attributes, [&]() {
// CHECK-NEXT:         return parser.emitError(loc) << "'" << result.name.getStringRef() << "' op ";
// CHECK-NEXT:       })))
// CHECK-NEXT:       return ::mlir::failure();
// CHECK-NEXT:   }
// CHECK-NEXT:   result.addRegions(fullRegions);
// CHECK-NEXT:   return ::mlir::success();
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-LABEL: void AllRegionsOp::print(::mlir::OpAsmPrinter &_odsPrinter) {
// CHECK-NEXT:   _odsPrinter << ' ';
// CHECK-NEXT:     llvm::interleaveComma(getOperation()->getRegions(), _odsPrinter, [&](::mlir::Region &region) {
// CHECK-NEXT:         _odsPrinter.printRegion(region);
// CHECK-NEXT:     });
// CHECK-NEXT:   ::llvm::SmallVector<::llvm::StringRef, 2> elidedAttrs;
// CHECK-NEXT:   _odsPrinter.printOptionalAttrDict((*this)->getAttrs(), elidedAttrs);
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-LABEL: ::mlir::ParseResult AllSuccOp::parse(::mlir::OpAsmParser &parser, ::mlir::OperationState &result) {
// CHECK-NEXT:   ::llvm::SmallVector<::mlir::Block *, 2> fullSuccessors;
// CHECK-EMPTY:
// CHECK-NEXT:   {
// CHECK-NEXT:     ::mlir::Block *succ;
// CHECK-NEXT:     auto firstSucc = parser.parseOptionalSuccessor(succ);
// CHECK-NEXT:     if (firstSucc.has_value()) {
// CHECK-NEXT:       if (failed(*firstSucc))
// CHECK-NEXT:         return ::mlir::failure();
// CHECK-NEXT:       fullSuccessors.emplace_back(succ);
// CHECK-EMPTY:
// CHECK-NEXT:       // Parse any trailing successors.
// CHECK-NEXT:       while (succeeded(parser.parseOptionalComma())) {
// CHECK-NEXT:         if (parser.parseSuccessor(succ))
// CHECK-NEXT:           return ::mlir::failure();
// CHECK-NEXT:         fullSuccessors.emplace_back(succ);
// CHECK-NEXT:       }
// CHECK-NEXT:     }
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
// CHECK-NEXT:   result.addSuccessors(fullSuccessors);
// CHECK-NEXT:   return ::mlir::success();
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-LABEL: void AllSuccOp::print(::mlir::OpAsmPrinter &_odsPrinter) {
// CHECK-NEXT:   _odsPrinter << ' ';
// CHECK-NEXT:   ::llvm::interleaveComma(getOperation()->getSuccessors(), _odsPrinter);
// CHECK-NEXT:   ::llvm::SmallVector<::llvm::StringRef, 2> elidedAttrs;
// CHECK-NEXT:   _odsPrinter.printOptionalAttrDict((*this)->getAttrs(), elidedAttrs);
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-LABEL: ::mlir::ParseResult BrOp::parse(::mlir::OpAsmParser &parser, ::mlir::OperationState &result) {
// CHECK-NEXT:   ::mlir::Block *destSuccessor = nullptr;
// CHECK-NEXT:   ::llvm::SmallVector<::mlir::OpAsmParser::UnresolvedOperand, 4> argsOperands;
// CHECK-NEXT:   ::llvm::SMLoc argsOperandsLoc;
// CHECK-NEXT:   (void)argsOperandsLoc;
// CHECK-NEXT:   ::llvm::SmallVector<::mlir::Type, 1> argsTypes;
// CHECK-NEXT:   ::llvm::SmallVector<::mlir::Block *, 2> othersSuccessors;
// CHECK-EMPTY:
// CHECK-NEXT:   if (parser.parseSuccessor(destSuccessor))
// CHECK-NEXT:     return ::mlir::failure();
// CHECK-NEXT:   if (::mlir::succeeded(parser.parseOptionalLParen())) {
// CHECK-EMPTY:
// CHECK-NEXT:   argsOperandsLoc = parser.getCurrentLocation();
// CHECK-NEXT:   if (parser.parseOperandList(argsOperands))
// CHECK-NEXT:     return ::mlir::failure();
// CHECK-NEXT:   if (parser.parseColon())
// CHECK-NEXT:     return ::mlir::failure();
// CHECK-EMPTY:
// CHECK-NEXT:   if (parser.parseTypeList(argsTypes))
// CHECK-NEXT:     return ::mlir::failure();
// CHECK-NEXT:   if (parser.parseRParen())
// CHECK-NEXT:     return ::mlir::failure();
// CHECK-NEXT:   }
// CHECK-NEXT:   if (parser.parseComma())
// CHECK-NEXT:     return ::mlir::failure();
// CHECK-EMPTY:
// CHECK-NEXT:   {
// CHECK-NEXT:     ::mlir::Block *succ;
// CHECK-NEXT:     auto firstSucc = parser.parseOptionalSuccessor(succ);
// CHECK-NEXT:     if (firstSucc.has_value()) {
// CHECK-NEXT:       if (failed(*firstSucc))
// CHECK-NEXT:         return ::mlir::failure();
// CHECK-NEXT:       othersSuccessors.emplace_back(succ);
// CHECK-EMPTY:
// CHECK-NEXT:       // Parse any trailing successors.
// CHECK-NEXT:       while (succeeded(parser.parseOptionalComma())) {
// CHECK-NEXT:         if (parser.parseSuccessor(succ))
// CHECK-NEXT:           return ::mlir::failure();
// CHECK-NEXT:         othersSuccessors.emplace_back(succ);
// CHECK-NEXT:       }
// CHECK-NEXT:     }
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
// CHECK-NEXT:   result.addSuccessors(destSuccessor);
// CHECK-NEXT:   result.addSuccessors(othersSuccessors);
// CHECK-NEXT:   if (parser.resolveOperands(argsOperands, argsTypes, argsOperandsLoc, result.operands))
// CHECK-NEXT:     return ::mlir::failure();
// CHECK-NEXT:   return ::mlir::success();
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-LABEL: void BrOp::print(::mlir::OpAsmPrinter &_odsPrinter) {
// CHECK-NEXT:   _odsPrinter << ' ';
// CHECK-NEXT:   _odsPrinter << getDest();
// CHECK-NEXT:   if (!getArgs().empty()) {
// CHECK-NEXT:     _odsPrinter << "(";
// CHECK-NEXT:     _odsPrinter << getArgs();
// CHECK-NEXT:     _odsPrinter << ' ' << ":";
// CHECK-NEXT:     _odsPrinter << ' ';
// CHECK-NEXT:     _odsPrinter << getArgs().getTypes();
// CHECK-NEXT:     _odsPrinter << ")";
// CHECK-NEXT:   }
// CHECK-NEXT:   _odsPrinter << ",";
// CHECK-NEXT:   _odsPrinter << ' ';
// CHECK-NEXT:   ::llvm::interleaveComma(getOthers(), _odsPrinter);
// CHECK-NEXT:   ::llvm::SmallVector<::llvm::StringRef, 2> elidedAttrs;
// CHECK-NEXT:   _odsPrinter.printOptionalAttrDict((*this)->getAttrs(), elidedAttrs);
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-LABEL: ::mlir::ParseResult GroupsOp::parse(::mlir::OpAsmParser &parser, ::mlir::OperationState &result) {
// CHECK-NEXT:   ::llvm::SmallVector<::mlir::OpAsmParser::UnresolvedOperand, 4> optOperands;
// CHECK-NEXT:   ::llvm::SMLoc optOperandsLoc;
// CHECK-NEXT:   (void)optOperandsLoc;
// CHECK-NEXT:   ::llvm::SmallVector<::mlir::Type, 1> optTypes;
// CHECK-NEXT:   ::llvm::SmallVector<::mlir::OpAsmParser::UnresolvedOperand, 4> manyOperands;
// CHECK-NEXT:   ::llvm::SMLoc manyOperandsLoc;
// CHECK-NEXT:   (void)manyOperandsLoc;
// CHECK-NEXT:   ::llvm::SmallVector<::mlir::Type, 1> manyTypes;
// CHECK-NEXT:   ::mlir::StringAttr labelAttr;
// CHECK-NEXT:   if (::mlir::succeeded(parser.parseOptionalKeyword("opt"))) {
// CHECK-EMPTY:
// CHECK-NEXT:   {
// CHECK-NEXT:     optOperandsLoc = parser.getCurrentLocation();
// CHECK-NEXT:     ::mlir::OpAsmParser::UnresolvedOperand operand;
// CHECK-NEXT:     ::mlir::OptionalParseResult parseResult =
// CHECK-NEXT:                                     parser.parseOptionalOperand(operand);
// CHECK-NEXT:     if (parseResult.has_value()) {
// CHECK-NEXT:       if (failed(*parseResult))
// CHECK-NEXT:         return ::mlir::failure();
// CHECK-NEXT:       optOperands.push_back(operand);
// CHECK-NEXT:     }
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
// CHECK-NEXT:       optTypes.push_back(optionalType);
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   }
// CHECK-EMPTY:
// CHECK-NEXT:   manyOperandsLoc = parser.getCurrentLocation();
// CHECK-NEXT:   if (parser.parseOperandList(manyOperands))
// CHECK-NEXT:     return ::mlir::failure();
// CHECK-NEXT:   if (!manyOperands.empty()) {
// CHECK-NEXT:   if (parser.parseColon())
// CHECK-NEXT:     return ::mlir::failure();
// CHECK-EMPTY:
// CHECK-NEXT:   if (parser.parseTypeList(manyTypes))
// CHECK-NEXT:     return ::mlir::failure();
// CHECK-NEXT:   }
// CHECK-NEXT:   if (::mlir::succeeded(parser.parseOptionalLParen())) {
// CHECK-EMPTY:
// CHECK-NEXT:   if (parser.parseCustomAttributeWithFallback(labelAttr, ::mlir::Type{})) {
// CHECK-NEXT:     return ::mlir::failure();
// CHECK-NEXT:   }
// CHECK-NEXT:   if (labelAttr) result.getOrAddProperties<GroupsOp::Properties>().label = labelAttr;
// CHECK-NEXT:   if (parser.parseRParen())
// CHECK-NEXT:     return ::mlir::failure();
// CHECK-NEXT:   } else {
// CHECK-NEXT:   if (parser.parseKeyword("nolabel"))
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
// CHECK-NEXT: ::llvm::copy(::llvm::ArrayRef<int32_t>({static_cast<int32_t>(optOperands.size()), static_cast<int32_t>(manyOperands.size())}), result.getOrAddProperties<GroupsOp::Properties>().operandSegmentSizes.begin());
// CHECK-NEXT:   if (parser.resolveOperands(optOperands, optTypes, optOperandsLoc, result.operands))
// CHECK-NEXT:     return ::mlir::failure();
// CHECK-NEXT:   if (parser.resolveOperands(manyOperands, manyTypes, manyOperandsLoc, result.operands))
// CHECK-NEXT:     return ::mlir::failure();
// CHECK-NEXT:   return ::mlir::success();
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-LABEL: void GroupsOp::print(::mlir::OpAsmPrinter &_odsPrinter) {
// CHECK-NEXT:   if (getOpt()) {
// CHECK-NEXT:     _odsPrinter << ' ' << "opt";
// CHECK-NEXT:     _odsPrinter << ' ';
// CHECK-NEXT:     if (::mlir::Value value = getOpt())
// CHECK-NEXT:       _odsPrinter << value;
// CHECK-NEXT:     _odsPrinter << ' ' << ":";
// CHECK-NEXT:     _odsPrinter << ' ';
// CHECK-NEXT:     _odsPrinter << (getOpt() ? ::llvm::ArrayRef<::mlir::Type>(getOpt().getType()) : ::llvm::ArrayRef<::mlir::Type>());
// CHECK-NEXT:   }
// CHECK-NEXT:   if (!getMany().empty()) {
// CHECK-NEXT:     _odsPrinter << ' ';
// CHECK-NEXT:     _odsPrinter << getMany();
// CHECK-NEXT:     _odsPrinter << ' ' << ":";
// CHECK-NEXT:     _odsPrinter << ' ';
// CHECK-NEXT:     _odsPrinter << getMany().getTypes();
// CHECK-NEXT:   }
// CHECK-NEXT:   if (getLabelAttr()) {
// CHECK-NEXT:     _odsPrinter << "(";
// CHECK-NEXT:   _odsPrinter.printStrippedAttrOrType(getLabelAttr());
// CHECK-NEXT:     _odsPrinter << ")";
// CHECK-NEXT:   } else {
// CHECK-NEXT:     _odsPrinter << ' ' << "nolabel";
// CHECK-NEXT:   }
// CHECK-NEXT:   ::llvm::SmallVector<::llvm::StringRef, 2> elidedAttrs;
// CHECK-NEXT:   elidedAttrs.push_back("operandSegmentSizes");
// CHECK-NEXT:   elidedAttrs.push_back("label");
// CHECK-NEXT:   _odsPrinter.printOptionalAttrDict((*this)->getAttrs(), elidedAttrs);
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-LABEL: ::mlir::ParseResult OptRegionOp::parse(::mlir::OpAsmParser &parser, ::mlir::OperationState &result) {
// CHECK-NEXT:   std::unique_ptr<::mlir::Region> bodyRegion = std::make_unique<::mlir::Region>();
// CHECK-EMPTY:
// CHECK-NEXT:   {
// CHECK-NEXT:      auto parseResult = parser.parseOptionalRegion(*bodyRegion);
// CHECK-NEXT:      if (parseResult.has_value() && failed(*parseResult))
// CHECK-NEXT:        return ::mlir::failure();
// CHECK-NEXT:   }
// CHECK-NEXT:   if (!bodyRegion->empty()) {
// CHECK-EMPTY:
// CHECK-NEXT:   if (bodyRegion->empty()) bodyRegion->emplaceBlock();
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
// CHECK-NEXT:   result.addRegion(std::move(bodyRegion));
// CHECK-NEXT:   return ::mlir::success();
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-LABEL: void OptRegionOp::print(::mlir::OpAsmPrinter &_odsPrinter) {
// CHECK-NEXT:   if (!getBody().empty()) {
// CHECK-NEXT:     _odsPrinter << ' ';
// CHECK-NEXT:     _odsPrinter.printRegion(getBody());
// CHECK-NEXT:   }
// CHECK-NEXT:   ::llvm::SmallVector<::llvm::StringRef, 2> elidedAttrs;
// CHECK-NEXT:   _odsPrinter.printOptionalAttrDict((*this)->getAttrs(), elidedAttrs);
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-LABEL: ::mlir::ParseResult RegionOp::parse(::mlir::OpAsmParser &parser, ::mlir::OperationState &result) {
// CHECK-NEXT:   std::unique_ptr<::mlir::Region> bodyRegion = std::make_unique<::mlir::Region>();
// CHECK-NEXT:   ::llvm::SmallVector<std::unique_ptr<::mlir::Region>, 2> restRegions;
// CHECK-NEXT:   {
// CHECK-NEXT:     auto loc = parser.getCurrentLocation();(void)loc;
// CHECK-NEXT:     if (parser.parseOptionalAttrDictWithKeyword(result.attributes))
// CHECK-NEXT:       return ::mlir::failure();
// CHECK-NEXT:     if (failed(verifyInherentAttrs(result.name, result.attributes, [&]() {
// CHECK-NEXT:         return parser.emitError(loc) << "'" << result.name.getStringRef() << "' op ";
// CHECK-NEXT:       })))
// CHECK-NEXT:       return ::mlir::failure();
// CHECK-NEXT:   }
// CHECK-EMPTY:
// CHECK-NEXT:   if (parser.parseRegion(*bodyRegion))
// CHECK-NEXT:     return ::mlir::failure();
// CHECK-NEXT:   if (::mlir::succeeded(parser.parseOptionalKeyword("rest"))) {
// CHECK-EMPTY:
// CHECK-NEXT:   {
// CHECK-NEXT:     std::unique_ptr<::mlir::Region> region;
// CHECK-NEXT:     auto firstRegionResult = parser.parseOptionalRegion(region);
// CHECK-NEXT:     if (firstRegionResult.has_value()) {
// CHECK-NEXT:       if (failed(*firstRegionResult))
// CHECK-NEXT:         return ::mlir::failure();
// CHECK-NEXT:       restRegions.emplace_back(std::move(region));
// CHECK-EMPTY:
// CHECK-NEXT:       // Parse any trailing regions.
// CHECK-NEXT:       while (succeeded(parser.parseOptionalComma())) {
// CHECK-NEXT:         region = std::make_unique<::mlir::Region>();
// CHECK-NEXT:         if (parser.parseRegion(*region))
// CHECK-NEXT:           return ::mlir::failure();
// CHECK-NEXT:         restRegions.emplace_back(std::move(region));
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   }
// CHECK-NEXT:   result.addRegion(std::move(bodyRegion));
// CHECK-NEXT:   result.addRegions(restRegions);
// CHECK-NEXT:   return ::mlir::success();
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-LABEL: void RegionOp::print(::mlir::OpAsmPrinter &_odsPrinter) {
// CHECK-NEXT:   ::llvm::SmallVector<::llvm::StringRef, 2> elidedAttrs;
// CHECK-NEXT:   _odsPrinter.printOptionalAttrDictWithKeyword((*this)->getAttrs(), elidedAttrs);
// CHECK-NEXT:   _odsPrinter << ' ';
// CHECK-NEXT:   _odsPrinter.printRegion(getBody());
// CHECK-NEXT:   if (!getRest().empty()) {
// CHECK-NEXT:     _odsPrinter << ' ' << "rest";
// CHECK-NEXT:     _odsPrinter << ' ';
// CHECK-NEXT:       llvm::interleaveComma(getRest(), _odsPrinter, [&](::mlir::Region &region) {
// CHECK-NEXT:           _odsPrinter.printRegion(region);
// CHECK-NEXT:       });
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-LABEL: ::mlir::ParseResult TermOp::parse(::mlir::OpAsmParser &parser, ::mlir::OperationState &result) {
// CHECK-NEXT:   std::unique_ptr<::mlir::Region> bodyRegion = std::make_unique<::mlir::Region>();
// CHECK-NEXT:   ::llvm::SmallVector<std::unique_ptr<::mlir::Region>, 2> moreRegions;
// CHECK-EMPTY:
// CHECK-NEXT:   if (parser.parseRegion(*bodyRegion))
// CHECK-NEXT:     return ::mlir::failure();
// CHECK-EMPTY:
// CHECK-NEXT:   ensureTerminator(*bodyRegion, parser.getBuilder(), result.location);
// CHECK-EMPTY:
// CHECK-NEXT:   {
// CHECK-NEXT:     std::unique_ptr<::mlir::Region> region;
// CHECK-NEXT:     auto firstRegionResult = parser.parseOptionalRegion(region);
// CHECK-NEXT:     if (firstRegionResult.has_value()) {
// CHECK-NEXT:       if (failed(*firstRegionResult))
// CHECK-NEXT:         return ::mlir::failure();
// CHECK-NEXT:       moreRegions.emplace_back(std::move(region));
// CHECK-EMPTY:
// CHECK-NEXT:       // Parse any trailing regions.
// CHECK-NEXT:       while (succeeded(parser.parseOptionalComma())) {
// CHECK-NEXT:         region = std::make_unique<::mlir::Region>();
// CHECK-NEXT:         if (parser.parseRegion(*region))
// CHECK-NEXT:           return ::mlir::failure();
// CHECK-NEXT:         moreRegions.emplace_back(std::move(region));
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-EMPTY:
// CHECK-NEXT:   for (auto &region : moreRegions)
// CHECK-NEXT:     ensureTerminator(*region, parser.getBuilder(), result.location);
// CHECK-NEXT:   {
// CHECK-NEXT:     auto loc = parser.getCurrentLocation();(void)loc;
// CHECK-NEXT:     if (parser.parseOptionalAttrDict(result.attributes))
// CHECK-NEXT:       return ::mlir::failure();
// CHECK-NEXT:     if (failed(verifyInherentAttrs(result.name, result.attributes, [&]() {
// CHECK-NEXT:         return parser.emitError(loc) << "'" << result.name.getStringRef() << "' op ";
// CHECK-NEXT:       })))
// CHECK-NEXT:       return ::mlir::failure();
// CHECK-NEXT:   }
// CHECK-NEXT:   result.addRegion(std::move(bodyRegion));
// CHECK-NEXT:   result.addRegions(moreRegions);
// CHECK-NEXT:   return ::mlir::success();
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-LABEL: void TermOp::print(::mlir::OpAsmPrinter &_odsPrinter) {
// CHECK-NEXT:   _odsPrinter << ' ';
// CHECK-EMPTY:
// CHECK-NEXT:   {
// CHECK-NEXT:     bool printTerminator = true;
// CHECK-NEXT:     if (auto *term = getBody().empty() ? nullptr : getBody().begin()->getTerminator()) {
// CHECK-NEXT:       printTerminator = !term->getAttrDictionary().empty() ||
// CHECK-NEXT:                         term->getNumOperands() != 0 ||
// CHECK-NEXT:                         term->getNumResults() != 0;
// CHECK-NEXT:     }
// CHECK-NEXT:     _odsPrinter.printRegion(getBody(), /*printEntryBlockArgs=*/true,
// CHECK-NEXT:       /*printBlockTerminators=*/printTerminator);
// CHECK-NEXT:   }
// CHECK-NEXT:   _odsPrinter << ' ';
// CHECK-NEXT:     llvm::interleaveComma(getMore(), _odsPrinter, [&](::mlir::Region &region) {
// CHECK-EMPTY:
// CHECK-NEXT:   {
// CHECK-NEXT:     bool printTerminator = true;
// CHECK-NEXT:     if (auto *term = region.empty() ? nullptr : region.begin()->getTerminator()) {
// CHECK-NEXT:       printTerminator = !term->getAttrDictionary().empty() ||
// CHECK-NEXT:                         term->getNumOperands() != 0 ||
// CHECK-NEXT:                         term->getNumResults() != 0;
// CHECK-NEXT:     }
// CHECK-NEXT:     _odsPrinter.printRegion(region, /*printEntryBlockArgs=*/true,
// CHECK-NEXT:       /*printBlockTerminators=*/printTerminator);
// CHECK-NEXT:   }
// CHECK-NEXT:     });
// CHECK-NEXT:   ::llvm::SmallVector<::llvm::StringRef, 2> elidedAttrs;
// CHECK-NEXT:   _odsPrinter.printOptionalAttrDict((*this)->getAttrs(), elidedAttrs);
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-LABEL: ::mlir::ParseResult UnitElseOp::parse(::mlir::OpAsmParser &parser, ::mlir::OperationState &result) {
// CHECK-NEXT:   if (::mlir::succeeded(parser.parseOptionalKeyword("on"))) {
// CHECK-NEXT:     result.getOrAddProperties<UnitElseOp::Properties>().on = parser.getBuilder().getUnitAttr();  } else {
// CHECK-NEXT:   if (parser.parseKeyword("off"))
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
// CHECK-LABEL: void UnitElseOp::print(::mlir::OpAsmPrinter &_odsPrinter) {
// CHECK-NEXT:   if (getOnAttr()) {
// CHECK-NEXT:     _odsPrinter << ' ' << "on";
// CHECK-NEXT:   } else {
// CHECK-NEXT:     _odsPrinter << ' ' << "off";
// CHECK-NEXT:   }
// CHECK-NEXT:   ::llvm::SmallVector<::llvm::StringRef, 2> elidedAttrs;
// CHECK-NEXT:   elidedAttrs.push_back("on");
// CHECK-NEXT:   _odsPrinter.printOptionalAttrDict((*this)->getAttrs(), elidedAttrs);
// CHECK-NEXT: }
// CHECK-EMPTY:

// The definitions, compared with mlir-tblgen by difftest:
// DIFF: -gen-op-defs
