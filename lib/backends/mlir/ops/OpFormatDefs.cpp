//===- OpFormatDefs.cpp - parse() and print() from an assemblyFormat -------===//
//
// The parser half of a declarative op format: storage for what the format
// reads, the code reading each element in turn, then the regions,
// successors, segment sizes and the types of operands and results
// gathered into the OperationState.
//
//===----------------------------------------------------------------------===//

#include "OpFormatGen.h"

#include "mlir/Enum.h"
#include "mlir/Predicate.h"
#include "tblgen/Error.h"
#include "tblgen/Output.h"
#include "tblgen/Record.h"

#include <algorithm>

namespace tblgen::mlirops {

namespace opformat {

using mlir::FmtContext;
using mlir::formatTemplate;

Body &Body::operator<<(std::string_view S) {
  auto put = [&](std::string_view L) {
    if (AtLineStart)
      Out.append(Indent, ' ');
    Out += L;
  };
  while (!S.empty()) {
    size_t NL = S.find('\n');
    if (NL == std::string_view::npos) {
      put(S);
      AtLineStart = false;
      break;
    }
    std::string_view Line = S.substr(0, NL);
    if (Line.find_first_not_of(" \t") != std::string_view::npos)
      put(Line);
    Out += '\n';
    AtLineStart = true;
    S.remove_prefix(NL + 1);
  }
  return *this;
}

std::string Body::text() const {
  std::string_view S = Out;
  while (!S.empty() && S.front() == '\n')
    S.remove_prefix(1);
  std::string R;
  while (!S.empty()) {
    size_t NL = S.find('\n');
    std::string_view Line = S.substr(0, NL);
    if (Line.find_first_not_of(" \t") != std::string_view::npos)
      R += Line;
    if (NL == std::string_view::npos)
      break;
    R += '\n';
    S.remove_prefix(NL + 1);
  }
  if (!R.empty() && R.back() != '\n')
    R += '\n';
  return R;
}

std::string fieldText(const Record *R, std::string_view Field) {
  const RecordVal *V = R->getValue(Field);
  if (!V || !V->getValue())
    return "";
  if (auto *S = dyn_cast<StringInit>(V->getValue()))
    return std::string(S->getValue());
  return "";
}

Gen::Gen(const OpDeclContext &C, const OpFormat &F)
    : C(C), Op(C.op()), F(F), UseProperties(C.propertiesPath()) {
  ImplicitTerminator = false;
  for (const mlir::Trait &T : Op.traits())
    if (T.def()->isSubClassOf("SingleBlockImplicitTerminatorImpl"))
      ImplicitTerminator = true;
  SingleBlock = Op.findTrait("::mlir::OpTrait::SingleBlock") != nullptr;
  PropAccess = "result.getOrAddProperties<" + C.className() + "::Properties>()";
}

std::string Gen::name(const Element *E) const {
  switch (var(E).K) {
  case OpVar::Operand:
    return std::string(Op.operands()[var(E).Index].Name);
  case OpVar::Result:
    return std::string(Op.results()[var(E).Index].Name);
  case OpVar::Attribute:
    return std::string(Op.attributes()[var(E).Index].Name);
  case OpVar::Property:
    return std::string(Op.properties()[var(E).Index].Name);
  case OpVar::Region:
    return std::string(Op.regions()[var(E).Index].Name);
  case OpVar::Successor:
    return std::string(Op.successors()[var(E).Index].Name);
  }
  return "";
}

const Record *Gen::baseAttr(const mlir::OpAttribute &A) {
  const Record *R = A.Def;
  for (;;) {
    const RecordVal *V = R->getValue("baseAttr");
    auto *D = V ? dyn_cast<DefInit>(V->getValue()) : nullptr;
    if (!D)
      return R;
    R = D->getDef();
  }
}

bool Gen::isUnit(const Element *E) const {
  if (isVar(E, OpVar::Attribute))
    return baseAttr(attr(E))->getName() == "UnitAttr";
  if (isVar(E, OpVar::Property)) {
    const Record *R = prop(E).Def;
    for (;;) {
      const RecordVal *V = R->getValue("baseProperty");
      auto *D = V ? dyn_cast<DefInit>(V->getValue()) : nullptr;
      if (!D)
        break;
      R = D->getDef();
    }
    return R->getName() == "UnitProp" || R->getName() == "UnitProperty";
  }
  return false;
}

bool Gen::isEnumAttr(const mlir::OpAttribute &A) const {
  const Record *B = baseAttr(A);
  if (!B->isSubClassOf("EnumAttrInfo"))
    return false;
  return !mlir::EnumInfo(B).underlyingType().empty() && !fieldText(B, "constBuilderCall").empty();
}

bool Gen::isSymbolNameAttr(const mlir::OpAttribute &A) const {
  return baseAttr(A)->getName() == "SymbolNameAttr";
}

std::optional<std::string> Gen::attrTypeBuilder(const mlir::OpAttribute &A) const {
  const RecordVal *V = A.Def->getValue("valueType");
  auto *D = V ? dyn_cast<DefInit>(V->getValue()) : nullptr;
  if (!D)
    return std::nullopt;
  std::string B = fieldText(D->getDef(), "builderCall");
  if (B.empty())
    return std::nullopt;
  return B;
}

bool Gen::genericAttr(const Element *E) const {
  return E->Qualified || attr(E).storageType() == "::mlir::Attribute";
}

int Gen::lengthOf(const mlir::OpValue &V) const {
  if (V.isOptional())
    return 1;
  if (V.isVariadicOfVariadic())
    return 3;
  if (V.isVariadic())
    return 2;
  return 0;
}

std::string Gen::typeListName(const Element *Arg, int &Length) const {
  if (Arg->K == Element::Param) {
    Length = lengthOf(value(Arg));
    return name(Arg);
  }
  Length = 2;
  return isDir(Arg, OpDirective::Operands) ? "allOperand" : "allResult";
}

namespace {

/// The OpAsmParser method suffix that reads a literal: Keyword("..") for
/// words, the punctuation's own name otherwise.
std::string literalCall(std::string_view V) {
  if (V.front() == '_' || std::isalpha(static_cast<unsigned char>(V.front())))
    return "Keyword(\"" + std::string(V) + "\")";
  if (V == "->")
    return "Arrow()";
  if (V == "...")
    return "Ellipsis()";
  // One name per character of Marks, in the same order.
  constexpr std::string_view Marks = ":,=<>{}()[]?+-*";
  static const char *const Names[] = {"Colon",  "Comma",  "Equal",   "Less",     "Greater",
                                      "LBrace", "RBrace", "LParen",  "RParen",   "LSquare",
                                      "RSquare", "Question", "Plus", "Minus", "Star"};
  size_t At = V.size() == 1 ? Marks.find(V.front()) : std::string_view::npos;
  return At == std::string_view::npos ? std::string() : std::string(Names[At]) + "()";
}

class ParserGen {
public:
  ParserGen(const Gen &G) : G(G), Op(G.Op), F(G.F) {}
  std::string run();

private:
  void storage(const Element *E);
  void element(const Element *E, bool InGroup = false);
  void optionalGroup(const Element *E);
  void groupBody(const Element *Group, const std::vector<const Element *> &Elems, size_t From,
                 const Element *First, bool Then);
  void attribute(const Element *E, bool AsOptional);
  void enumAttribute(const Element *E, bool AsOptional);
  void property(const Element *E, bool Required);
  void operand(const Element *E);
  void region(const Element *E);
  void ensureRegion(const std::string &Name, bool Variadic);
  void custom(const Element *E, bool AsOptional);
  void customArg(const Element *E);
  void typeDirective(const Element *E);
  void oilist(const Element *E);
  void typeResolution();
  std::string typeSource(const mlir::format::OpTypeSource &S, std::string_view Self);
  void setUnit(const Element *Anchor);

  const Gen &G;
  const mlir::Operator &Op;
  const OpFormat &F;
  Body B;
};

std::string ParserGen::run() {
  for (const Element *E : F.Elements)
    storage(E);
  for (const Element *E : F.Elements)
    element(E);
  // Regions, successors, segment sizes, then types.
  if (F.AllRegions) {
    B << "  result.addRegions(fullRegions);\n";
  } else {
    for (const mlir::OpRegion &R : Op.regions()) {
      if (R.isVariadic())
        B << "  result.addRegions(" << R.Name << "Regions);\n";
      else
        B << "  result.addRegion(std::move(" << R.Name << "Region));\n";
    }
  }
  if (F.AllSuccessors) {
    B << "  result.addSuccessors(fullSuccessors);\n";
  } else {
    for (const mlir::OpSuccessor &S : Op.successors())
      B << "  result.addSuccessors(" << S.Name << (S.isVariadic() ? "Successors" : "Successor")
        << ");\n";
  }
  if (!F.AllOperands) {
    // (Segment sizes are attributes unless the dialect keeps attributes in
    // properties.)
    if (G.C.attrSizedOperands()) {
      B << (G.C.attrsAsProperties() ? "::llvm::copy(::llvm::ArrayRef<int32_t>({"
                            : "  result.addAttribute(\"operandSegmentSizes\", "
                              "parser.getBuilder().getDenseI32ArrayAttr({");
      bool First = true;
      for (const mlir::OpValue &V : Op.operands()) {
        B << (First ? "" : ", ");
        First = false;
        if (V.isVariableLength())
          B << "static_cast<int32_t>(" << V.Name << "Operands.size())";
        else
          B << "1";
      }
      if (G.C.attrsAsProperties())
        B << "}), " << G.PropAccess << ".operandSegmentSizes.begin());\n";
      else
        B << "}));\n";
    }
    for (const mlir::OpValue &V : Op.operands())
      if (V.isVariadicOfVariadic())
        if (G.C.attrsAsProperties())
          B << "  " << G.PropAccess << "." << V.Constraint->getValueAsString("segmentAttrName")
            << " = parser.getBuilder().getDenseI32ArrayAttr(" << V.Name << "OperandGroupSizes);\n";
        else
          B << "  result.addAttribute(\"" << V.Constraint->getValueAsString("segmentAttrName")
            << "\", parser.getBuilder().getDenseI32ArrayAttr(" << V.Name << "OperandGroupSizes));\n";
  }
  if (!F.AllResultTypes && G.C.attrSizedResults()) {
    B << (G.C.attrsAsProperties() ? "::llvm::copy(::llvm::ArrayRef<int32_t>({"
                          : "  result.addAttribute(\"resultSegmentSizes\", "
                            "parser.getBuilder().getDenseI32ArrayAttr({");
    bool First = true;
    for (const mlir::OpValue &V : Op.results()) {
      B << (First ? "" : ", ");
      First = false;
      if (V.isVariableLength())
        B << "static_cast<int32_t>(" << V.Name << "Types.size())";
      else
        B << "1";
    }
    if (G.C.attrsAsProperties())
      B << "}), " << G.PropAccess << ".resultSegmentSizes.begin());\n";
    else
      B << "}));\n";
  }
  typeResolution();
  B << "  return ::mlir::success();\n";
  return B.text();
}

void ParserGen::storage(const Element *E) {
  switch (E->K) {
  case Element::Optional: {
    const Element *Elided = nullptr;
    if (G.isUnit(E->Anchor) && !E->Then.empty() && E->Anchor != E->Then.front())
      Elided = E->Anchor;
    for (const Element *T : E->Then)
      if (T != Elided)
        storage(T);
    for (const Element *T : E->Else)
      storage(T);
    return;
  }
  case Element::Custom:
    for (const Element *A : E->Args)
      storage(A);
    return;
  case Element::Param: {
    std::string N = G.name(E);
    switch (G.var(E).K) {
    case OpVar::Attribute:
      B << "  " << G.attr(E).storageType() << " " << N << "Attr;\n";
      return;
    case OpVar::Operand: {
      const mlir::OpValue &V = G.value(E);
      if (V.isVariableLength()) {
        B << "  ::llvm::SmallVector<::mlir::OpAsmParser::UnresolvedOperand, 4> " << N << "Operands;\n";
        if (V.isVariadicOfVariadic())
          B << "    llvm::SmallVector<int32_t> " << N << "OperandGroupSizes;\n";
      } else {
        B << "  ::mlir::OpAsmParser::UnresolvedOperand " << N << "RawOperand{};\n"
          << "  ::llvm::ArrayRef<::mlir::OpAsmParser::UnresolvedOperand> " << N << "Operands(&" << N
          << "RawOperand, 1);";
      }
      B << "  ::llvm::SMLoc " << N << "OperandsLoc;\n  (void)" << N << "OperandsLoc;\n";
      return;
    }
    case OpVar::Region:
      if (Op.regions()[G.var(E).Index].isVariadic())
        B << "  ::llvm::SmallVector<std::unique_ptr<::mlir::Region>, 2> " << N << "Regions;\n";
      else
        B << "  std::unique_ptr<::mlir::Region> " << N << "Region = std::make_unique<::mlir::Region>();\n";
      return;
    case OpVar::Successor:
      if (Op.successors()[G.var(E).Index].isVariadic())
        B << "  ::llvm::SmallVector<::mlir::Block *, 2> " << N << "Successors;\n";
      else
        B << "  ::mlir::Block *" << N << "Successor = nullptr;\n";
      return;
    default:
      return;
    }
  }
  case Element::Directive:
    switch (OpFormat::directive(E)) {
    case OpDirective::OIList:
      for (const Element *Clause : E->Args)
        if (!(Clause->Then.size() == 1 && G.isUnit(Clause->Then[0])))
          for (const Element *P : Clause->Then)
            storage(P);
      return;
    case OpDirective::Operands:
      B << "  ::llvm::SmallVector<::mlir::OpAsmParser::UnresolvedOperand, 4> allOperands;\n";
      return;
    case OpDirective::Regions:
      B << "  ::llvm::SmallVector<std::unique_ptr<::mlir::Region>, 2> fullRegions;\n";
      return;
    case OpDirective::Successors:
      B << "  ::llvm::SmallVector<::mlir::Block *, 2> fullSuccessors;\n";
      return;
    case OpDirective::Type: {
      int Len;
      std::string N = G.typeListName(E->Args[0], Len);
      if (Len != 0)
        B << "  ::llvm::SmallVector<::mlir::Type, 1> " << N << "Types;\n";
      else
        B << "  ::mlir::Type " << N << "RawType{};\n  ::llvm::ArrayRef<::mlir::Type> " << N
          << "Types(&" << N << "RawType, 1);\n";
      return;
    }
    case OpDirective::FunctionalType: {
      int Len;
      B << "  ::llvm::ArrayRef<::mlir::Type> " << G.typeListName(E->Args[0], Len) << "Types;\n";
      B << "  ::llvm::ArrayRef<::mlir::Type> " << G.typeListName(E->Args[1], Len) << "Types;\n";
      return;
    }
    default:
      return;
    }
  default:
    return;
  }
}

void ParserGen::setUnit(const Element *Anchor) {
  std::string N = G.name(Anchor);
  if (G.isVar(Anchor, OpVar::Property))
    B << "    " << G.PropAccess << "." << N << " = true;";
  else if (G.UseProperties)
    B << "    " << G.PropAccess << "." << N << " = parser.getBuilder().getUnitAttr();";
  else
    B << "    result.addAttribute(\"" << N << "\", parser.getBuilder().getUnitAttr());\n";
}

void ParserGen::groupBody(const Element *Group, const std::vector<const Element *> &Elems,
                          size_t From, const Element *First, bool Then) {
  const Element *Elided = nullptr;
  const Element *Anchor = Group->Anchor;
  if ((G.isVar(Anchor, OpVar::Attribute) || G.isVar(Anchor, OpVar::Property)) && Anchor != First &&
      G.isUnit(Anchor)) {
    Elided = Anchor;
    if (Then != Group->Inverted)
      setUnit(Anchor);
  }
  for (size_t I = From; I < Elems.size(); ++I)
    if (Elems[I] != Elided)
      element(Elems[I], true);
}

void ParserGen::optionalGroup(const Element *E) {
  const Element *First = E->Then[E->ThenStart];
  if (G.isVar(First, OpVar::Attribute)) {
    attribute(First, true);
    B << "  if (" << G.name(First) << "Attr) {\n";
  } else if (G.isVar(First, OpVar::Property)) {
    property(First, false);
    B << "if (" << G.name(First) << "PropParseResult.has_value() && succeeded(*" << G.name(First)
      << "PropParseResult)) " << " {\n";
  } else if (First->K == Element::Literal) {
    B << "  if (::mlir::succeeded(parser.parseOptional" << literalCall(First->Text) << ")) {\n";
  } else if (G.isVar(First, OpVar::Operand)) {
    element(First);
    B << "  if (!" << G.name(First) << "Operands.empty()) {\n";
  } else if (G.isVar(First, OpVar::Region)) {
    std::string N = G.name(First);
    if (Op.regions()[G.var(First).Index].isVariadic()) {
      element(First);
      B << "  if (!" << N << "Regions.empty()) {\n";
    } else {
      B << "\n  {\n     auto parseResult = parser.parseOptionalRegion(*" << N
        << "Region);\n     if (parseResult.has_value() && failed(*parseResult))\n       return "
           "::mlir::failure();\n  }\n";
      B << "  if (!" << N << "Region->empty()) {\n  ";
      ensureRegion(N, false);
    }
  } else if (First->K == Element::Custom) {
    B << "  if (auto optResult = [&]() -> ::mlir::OptionalParseResult {\n";
    custom(First, true);
    B << "    return ::mlir::success();\n"
      << "  }(); optResult.has_value() && ::mlir::failed(*optResult)) {\n"
      << "    return ::mlir::failure();\n"
      << "  } else if (optResult.has_value()) {\n";
  }
  groupBody(E, E->Then, E->ThenStart + 1, First, true);
  B << "  }";
  if (!E->Else.empty()) {
    B << " else {\n";
    groupBody(E, E->Else, E->ElseStart, E->Else[E->ElseStart], false);
    B << "  }";
  }
  B << "\n";
}

void ParserGen::element(const Element *E, bool InGroup) {
  switch (E->K) {
  case Element::Optional:
    optionalGroup(E);
    return;
  case Element::Literal:
    B << "  if (parser.parse" << literalCall(E->Text) << ")\n    return ::mlir::failure();\n";
    return;
  case Element::Custom:
    custom(E, false);
    return;
  case Element::Param:
    switch (G.var(E).K) {
    case OpVar::Attribute:
      attribute(E, !InGroup && G.attr(E).isOptional());
      return;
    case OpVar::Property:
      property(E, true);
      return;
    case OpVar::Operand:
      operand(E);
      return;
    case OpVar::Region:
      region(E);
      return;
    case OpVar::Successor: {
      std::string N = G.name(E);
      if (Op.successors()[G.var(E).Index].isVariadic())
        B << "\n  {\n    ::mlir::Block *succ;\n    auto firstSucc = parser.parseOptionalSuccessor(succ);\n"
             "    if (firstSucc.has_value()) {\n      if (failed(*firstSucc))\n        return "
             "::mlir::failure();\n      "
          << N
          << "Successors.emplace_back(succ);\n\n      // Parse any trailing successors.\n      while "
             "(succeeded(parser.parseOptionalComma())) {\n        if (parser.parseSuccessor(succ))\n"
             "          return ::mlir::failure();\n        "
          << N << "Successors.emplace_back(succ);\n      }\n    }\n  }\n";
      else
        B << "\n  if (parser.parseSuccessor(" << N << "Successor))\n    return ::mlir::failure();\n";
      return;
    }
    default:
      return;
    }
  case Element::Directive:
    switch (OpFormat::directive(E)) {
    case OpDirective::AttrDict:
    case OpDirective::AttrDictWithKeyword:
      B.indent() << "{\n";
      B.indent() << "auto loc = parser.getCurrentLocation();(void)loc;\n"
                 << "if (parser.parseOptionalAttrDict"
                 << (Gen::isDir(E, OpDirective::AttrDictWithKeyword) ? "WithKeyword" : "")
                 << "(result.attributes))\n"
                 << "  return ::mlir::failure();\n";
      if (G.UseProperties)
        B << "if (failed(verifyInherentAttrs(result.name, result.attributes, [&]() {\n"
          << "    return parser.emitError(loc) << \"'\" << result.name.getStringRef() << \"' op \";\n"
          << "  })))\n"
          << "  return ::mlir::failure();\n";
      B.unindent() << "}\n";
      B.unindent();
      return;
    case OpDirective::PropDict:
      if (G.UseProperties)
        B << "  if (parseProperties(parser, result))\n    return ::mlir::failure();\n";
      return;
    case OpDirective::Operands:
      B << "  [[maybe_unused]] ::llvm::SMLoc allOperandLoc = parser.getCurrentLocation();\n"
        << "  if (parser.parseOperandList(allOperands))\n    return ::mlir::failure();\n";
      return;
    case OpDirective::Regions:
      region(nullptr);
      return;
    case OpDirective::Successors:
      B << "\n  {\n    ::mlir::Block *succ;\n    auto firstSucc = parser.parseOptionalSuccessor(succ);\n"
           "    if (firstSucc.has_value()) {\n      if (failed(*firstSucc))\n        return "
           "::mlir::failure();\n      fullSuccessors.emplace_back(succ);\n\n      // Parse any "
           "trailing successors.\n      while (succeeded(parser.parseOptionalComma())) {\n        "
           "if (parser.parseSuccessor(succ))\n          return ::mlir::failure();\n        "
           "fullSuccessors.emplace_back(succ);\n      }\n    }\n  }\n";
      return;
    case OpDirective::Type:
      typeDirective(E);
      return;
    case OpDirective::FunctionalType: {
      int Len;
      std::string In = G.typeListName(E->Args[0], Len), Out = G.typeListName(E->Args[1], Len);
      std::string V = In + "__" + Out + "_functionType";
      B << "\n  ::mlir::FunctionType " << V << ";\n  if (parser.parseType(" << V
        << "))\n    return ::mlir::failure();\n  " << In << "Types = " << V << ".getInputs();\n  "
        << Out << "Types = " << V << ".getResults();\n";
      return;
    }
    case OpDirective::OIList:
      oilist(E);
      return;
    default:
      return;
    }
  default:
    return;
  }
}

void ParserGen::attribute(const Element *E, bool AsOptional) {
  const mlir::OpAttribute &A = G.attr(E);
  std::string N = G.name(E);
  if (G.isEnumAttr(A))
    return enumAttribute(E, AsOptional);
  if (G.isSymbolNameAttr(A)) {
    if (AsOptional)
      B << "\n  // Parsing an optional symbol name doesn't fail, so no need to check the\n"
           "  // result.\n  (void)parser.parseOptionalSymbolName("
        << N << "Attr);\n";
    else
      B << "\n  if (parser.parseSymbolName(" << N << "Attr))\n    return ::mlir::failure();\n";
  } else {
    std::string Ty = "::mlir::Type{}";
    if (std::optional<std::string> TB = G.attrTypeBuilder(A)) {
      FmtContext Ctx;
      Ctx.withBuilder("parser.getBuilder()");
      Ty = formatTemplate(*TB, &Ctx);
    }
    if (AsOptional)
      B << "\n  ::mlir::OptionalParseResult parseResult" << N << "Attr =\n    parser.parseOptionalAttribute("
        << N << "Attr, " << Ty << ");\n  if (parseResult" << N << "Attr.has_value() && failed(*parseResult"
        << N << "Attr))\n    return ::mlir::failure();\n  if (parseResult" << N
        << "Attr.has_value() && succeeded(*parseResult" << N << "Attr))\n";
    else if (G.genericAttr(E))
      B << "\n  if (parser.parseAttribute(" << N << "Attr, " << Ty << "))\n    return ::mlir::failure();\n";
    else
      B << "\n  if (parser.parseCustomAttributeWithFallback(" << N << "Attr, " << Ty
        << ")) {\n    return ::mlir::failure();\n  }\n";
  }
  if (G.UseProperties)
    B << "  if (" << N << "Attr) " << G.PropAccess << "." << N << " = " << N << "Attr;\n";
  else
    B << "  if (" << N << "Attr) result.attributes.append(\"" << N << "\", " << N << "Attr);\n";
}

void ParserGen::enumAttribute(const Element *E, bool AsOptional) {
  const mlir::OpAttribute &A = G.attr(E);
  std::string N = G.name(E);
  const Record *Base = Gen::baseAttr(A);
  mlir::EnumInfo Info(Base);
  std::vector<mlir::EnumCase> Cases = Info.cases();
  FmtContext Ctx;
  Ctx.withBuilder("parser.getBuilder()");
  std::string Build = formatTemplate(fieldText(Base, "constBuilderCall"), &Ctx, {"*attrOptional"});
  std::string Keywords = "{";
  for (const mlir::EnumCase &Case : Cases)
    if (mlir::isKeyword(Case.str()))
      Keywords += "\"" + Case.str() + "\",";
  Keywords.back() = '}';
  std::string Err;
  if (!AsOptional) {
    Err = "return parser.emitError(loc, \"expected string or keyword containing one of the "
          "following enum values for attribute '" +
          N + "' [";
    for (size_t I = 0; I < Cases.size(); ++I)
      Err += (I ? ", " : "") + Cases[I].str();
    Err += "]\");";
  }
  std::string Assign = G.UseProperties ? "  " + G.PropAccess + "." + N + " = " + N + "Attr;"
                                       : "result.addAttribute(\"" + N + "\", " + N + "Attr);";
  B << "\n  {\n    ::llvm::StringRef attrStr;\n    ::mlir::NamedAttrList attrStorage;\n"
       "    auto loc = parser.getCurrentLocation();\n    if (parser.parseOptionalKeyword(&attrStr, "
    << Keywords
    << ")) {\n      ::mlir::StringAttr attrVal;\n      ::mlir::OptionalParseResult parseResult =\n"
       "        parser.parseOptionalAttribute(attrVal,\n"
       "                                      parser.getBuilder().getNoneType(),\n"
       "                                      \""
    << N
    << "\", attrStorage);\n      if (parseResult.has_value()) {\n        if (failed(*parseResult))\n"
       "          return ::mlir::failure();\n        attrStr = attrVal.getValue();\n      } else {\n"
       "        "
    << Err << "\n      }\n    }\n    if (!attrStr.empty()) {\n      auto attrOptional = "
    << Info.cppNamespace() << "::" << Info.stringToSymbolFn()
    << "(attrStr);\n      if (!attrOptional)\n        return parser.emitError(loc, \"invalid \")\n"
       "               << \""
    << N << " attribute specification: \\\"\" << attrStr << '\"';;\n\n      " << N << "Attr = " << Build
    << ";\n      " << Assign << "\n    }\n  }\n";
}

void ParserGen::property(const Element *E, bool Required) {
  const mlir::OpProperty &P = G.prop(E);
  std::string N = G.name(E);
  bool Optional = !Required && !propField(P, "defaultValue").empty() &&
                  !propField(P, "optionalParser").empty();
  FmtContext Ctx;
  Ctx.addSubst("_parser", "parser").addSubst("_ctxt", "parser.getContext()").addSubst("_storage", "propStorage");
  if (Optional) {
    B << "\n  auto " << N << "PropParseResult = [&](auto& propStorage) -> ::mlir::OptionalParseResult {\n    "
      << formatTemplate(propField(P, "optionalParser"), &Ctx) << "\n    return ::mlir::success();\n  }("
      << G.PropAccess << "." << N << ");\n  if (" << N << "PropParseResult.has_value() && failed(*" << N
      << "PropParseResult)) {\n    return ::mlir::failure();\n  }\n";
    return;
  }
  B << "\n  auto " << N << "PropLoc = parser.getCurrentLocation();\n  auto " << N
    << "PropParseResult = [&](auto& propStorage) -> ::mlir::ParseResult {\n    "
    << formatTemplate(propField(P, "parser"), &Ctx) << "\n    return ::mlir::success();\n  }("
    << G.PropAccess << "." << N << ");\n  if (failed(" << N << "PropParseResult)) {\n    return parser.emitError("
    << N << "PropLoc, \"invalid value for property " << N << ", expected "
    << mlir::constraintSummary(P.Def) << "\");\n  }\n";
}

void ParserGen::operand(const Element *E) {
  std::string N = G.name(E);
  switch (G.lengthOf(G.value(E))) {
  case 3:
    B << "\n  {\n    " << N << "OperandsLoc = parser.getCurrentLocation();\n    int32_t curSize = 0;\n"
      << "    do {\n      if (parser.parseOptionalLParen())\n        break;\n      if (parser.parseOperandList("
      << N << "Operands) || parser.parseRParen())\n        return ::mlir::failure();\n      " << N
      << "OperandGroupSizes.push_back(" << N << "Operands.size() - curSize);\n      curSize = " << N
      << "Operands.size();\n    } while (succeeded(parser.parseOptionalComma()));\n  }\n";
    return;
  case 2:
    B << "\n  " << N << "OperandsLoc = parser.getCurrentLocation();\n  if (parser.parseOperandList(" << N
      << "Operands))\n    return ::mlir::failure();\n";
    return;
  case 1:
    B << "\n  {\n    " << N << "OperandsLoc = parser.getCurrentLocation();\n"
      << "    ::mlir::OpAsmParser::UnresolvedOperand operand;\n"
      << "    ::mlir::OptionalParseResult parseResult =\n"
      << "                                    parser.parseOptionalOperand(operand);\n"
      << "    if (parseResult.has_value()) {\n      if (failed(*parseResult))\n        return ::mlir::failure();\n      "
      << N << "Operands.push_back(operand);\n    }\n  }\n";
    return;
  default:
    B << "\n  " << N << "OperandsLoc = parser.getCurrentLocation();\n  if (parser.parseOperand(" << N
      << "RawOperand))\n    return ::mlir::failure();\n";
  }
}

void ParserGen::ensureRegion(const std::string &N, bool Variadic) {
  if (G.ImplicitTerminator) {
    if (Variadic)
      B << "\n  for (auto &region : " << N
        << "Regions)\n    ensureTerminator(*region, parser.getBuilder(), result.location);\n";
    else
      B << "\n  ensureTerminator(*" << N << "Region, parser.getBuilder(), result.location);\n";
  } else if (G.SingleBlock) {
    if (Variadic)
      B << "\n  for (auto &region : " << N << "Regions)\n    if (region->empty()) region->emplaceBlock();\n";
    else
      B << "\n  if (" << N << "Region->empty()) " << N << "Region->emplaceBlock();\n";
  }
}

void ParserGen::region(const Element *E) {
  bool Variadic = !E || Op.regions()[G.var(E).Index].isVariadic();
  std::string N = E ? G.name(E) : "full";
  if (Variadic)
    B << "\n  {\n    std::unique_ptr<::mlir::Region> region;\n    auto firstRegionResult = "
         "parser.parseOptionalRegion(region);\n    if (firstRegionResult.has_value()) {\n      if "
         "(failed(*firstRegionResult))\n        return ::mlir::failure();\n      "
      << N
      << "Regions.emplace_back(std::move(region));\n\n      // Parse any trailing regions.\n      "
         "while (succeeded(parser.parseOptionalComma())) {\n        region = "
         "std::make_unique<::mlir::Region>();\n        if (parser.parseRegion(*region))\n          "
         "return ::mlir::failure();\n        "
      << N << "Regions.emplace_back(std::move(region));\n      }\n    }\n  }\n";
  else
    B << "\n  if (parser.parseRegion(*" << N << "Region))\n    return ::mlir::failure();\n";
  ensureRegion(N, Variadic);
}

void ParserGen::customArg(const Element *E) {
  if (E->K == Element::Ref)
    return customArg(E->Args[0]);
  if (E->K == Element::String) {
    FmtContext Ctx;
    Ctx.withBuilder("parser.getBuilder()").addSubst("_ctxt", "parser.getContext()");
    B << formatTemplate(E->Text, &Ctx);
    return;
  }
  if (E->K == Element::Directive) {
    switch (OpFormat::directive(E)) {
    case OpDirective::AttrDict:
    case OpDirective::AttrDictWithKeyword:
      B << "result.attributes";
      return;
    case OpDirective::PropDict:
      B << "result";
      return;
    case OpDirective::Type: {
      int Len;
      std::string N = G.typeListName(E->Args[0], Len);
      static const char *const Suffix[] = {"RawType", "Type", "Types", "TypeGroups"};
      B << N << Suffix[Len];
      return;
    }
    default:
      return;
    }
  }
  if (E->K != Element::Param)
    return;
  std::string N = G.name(E);
  switch (G.var(E).K) {
  case OpVar::Attribute:
    B << N << "Attr";
    return;
  case OpVar::Operand: {
    static const char *const Suffix[] = {"RawOperand", "Operand", "Operands", "OperandGroups"};
    B << N << Suffix[G.lengthOf(G.value(E))];
    return;
  }
  case OpVar::Region:
    if (Op.regions()[G.var(E).Index].isVariadic())
      B << N << "Regions";
    else
      B << "*" << N << "Region";
    return;
  case OpVar::Successor:
    B << N << (Op.successors()[G.var(E).Index].isVariadic() ? "Successors" : "Successor");
    return;
  case OpVar::Property:
    B << "result.getOrAddProperties<Properties>()." << N;
    return;
  default:
    return;
  }
}

void ParserGen::custom(const Element *E, bool AsOptional) {
  B << "  {\n";
  for (const Element *A : E->Args) {
    if (G.isVar(A, OpVar::Operand)) {
      std::string N = G.name(A);
      B << "    " << N << "OperandsLoc = parser.getCurrentLocation();\n";
      int Len = G.lengthOf(G.value(A));
      if (Len == 1)
        B << "    ::std::optional<::mlir::OpAsmParser::UnresolvedOperand> " << N << "Operand;\n";
      else if (Len == 3)
        B << "    ::llvm::SmallVector<::llvm::SmallVector<::mlir::OpAsmParser::UnresolvedOperand>> " << N
          << "OperandGroups;\n";
    } else if (Gen::isDir(A, OpDirective::Type)) {
      int Len;
      std::string N = G.typeListName(A->Args[0], Len);
      if (Len == 1)
        B << "    ::mlir::Type " << N << "Type;\n";
      else if (Len == 3)
        B << "    ::llvm::SmallVector<llvm::SmallVector<::mlir::Type>> " << N << "TypeGroups;\n";
    } else if (A->K == Element::Ref) {
      const Element *In = A->Args[0];
      if (G.isVar(In, OpVar::Operand)) {
        if (G.lengthOf(G.value(In)) != 1)
          continue;
        std::string N = G.name(In);
        B << "    ::std::optional<::mlir::OpAsmParser::UnresolvedOperand> " << N << "Operand = " << N
          << "Operands.empty() ? ::std::optional<::mlir::OpAsmParser::UnresolvedOperand>() : " << N
          << "Operands[0];\n";
      } else if (Gen::isDir(In, OpDirective::Type)) {
        int Len;
        std::string N = G.typeListName(In->Args[0], Len);
        if (Len == 1)
          B << "    ::mlir::Type " << N << "Type = " << N << "Types.empty() ? ::mlir::Type() : " << N
            << "Types[0];\n";
      }
    }
  }
  B << "    auto odsResult = parse" << E->Text << "(parser";
  for (const Element *A : E->Args) {
    B << ", ";
    customArg(A);
  }
  B << ");\n";
  if (AsOptional)
    B << "    if (!odsResult.has_value()) return {};\n"
      << "    if (::mlir::failed(*odsResult)) return ::mlir::failure();\n";
  else
    B << "    if (odsResult) return ::mlir::failure();\n";
  for (const Element *A : E->Args) {
    if (G.isVar(A, OpVar::Attribute)) {
      const mlir::OpAttribute &At = G.attr(A);
      std::string N = G.name(A);
      if (At.isOptional() || !At.defaultValue().empty())
        B << "    if (" << N << "Attr)\n  ";
      if (G.UseProperties)
        B << "    " << G.PropAccess << "." << N << " = " << N << "Attr;\n";
      else
        B << "    result.addAttribute(\"" << N << "\", " << N << "Attr);\n";
    } else if (G.isVar(A, OpVar::Operand)) {
      std::string N = G.name(A);
      int Len = G.lengthOf(G.value(A));
      if (Len == 1)
        B << "    if (" << N << "Operand.has_value())\n      " << N << "Operands.push_back(*" << N
          << "Operand);\n";
      else if (Len == 3)
        B << "    for (const auto &subRange : " << N << "OperandGroups) {\n      " << N
          << "Operands.append(subRange.begin(), subRange.end());\n      " << N
          << "OperandGroupSizes.push_back(subRange.size());\n    }\n";
    } else if (Gen::isDir(A, OpDirective::Type)) {
      int Len;
      std::string N = G.typeListName(A->Args[0], Len);
      if (Len == 1)
        B << "    if (" << N << "Type)\n      " << N << "Types.push_back(" << N << "Type);\n";
      else if (Len == 3)
        B << "    for (const auto &subRange : " << N << "TypeGroups)\n      " << N
          << "Types.append(subRange.begin(), subRange.end());\n";
    }
  }
  B << "  }\n";
}

void ParserGen::typeDirective(const Element *E) {
  int Len;
  std::string N = G.typeListName(E->Args[0], Len);
  switch (Len) {
  case 3:
    B << "\n  do {\n    if (parser.parseOptionalLParen())\n      break;\n    if (parser.parseOptionalRParen() &&\n"
      << "        (parser.parseTypeList(" << N
      << "Types) || parser.parseRParen()))\n      return ::mlir::failure();\n  } while "
         "(succeeded(parser.parseOptionalComma()));\n";
    return;
  case 2:
    B << "\n  if (parser.parseTypeList(" << N << "Types))\n    return ::mlir::failure();\n";
    return;
  case 1:
    B << "\n  {\n    ::mlir::Type optionalType;\n    ::mlir::OptionalParseResult parseResult =\n"
      << "                                    parser.parseOptionalType(optionalType);\n"
      << "    if (parseResult.has_value()) {\n      if (failed(*parseResult))\n        return "
         "::mlir::failure();\n      "
      << N << "Types.push_back(optionalType);\n    }\n  }\n";
    return;
  default:
    break;
  }
  if (E->Qualified) {
    B << "\n  if (parser.parseType(" << N << "RawType))\n    return ::mlir::failure();\n";
    return;
  }
  std::string Ty = E->Args[0]->K == Element::Param ? cppTypeOf(G.value(E->Args[0])) : "::mlir::Type";
  B << "\n  {\n    " << Ty << " type;\n    if (parser.parseCustomTypeWithFallback(type))\n      return "
       "::mlir::failure();\n    "
    << N << "RawType = type;\n  }\n";
}

void ParserGen::oilist(const Element *E) {
  for (const Element *Clause : E->Args)
    B << "  bool " << Clause->Text << "Clause = false;\n";
  B << "  while(true) {\n";
  for (const Element *Clause : E->Args) {
    const std::string &K = Clause->Text;
    B << "if (succeeded(parser.parseOptional" << literalCall(K) << ")) {\n";
    B << "\n  if (" << K << "Clause) {\n    return parser.emitError(parser.getNameLoc())\n"
      << "          << \"`" << K << "` clause can appear at most once in the expansion of the \"\n"
      << "             \"oilist directive\";\n  }\n  " << K << "Clause = true;\n";
    if (Clause->Then.size() == 1 && G.isUnit(Clause->Then[0])) {
      const Element *U = Clause->Then[0];
      std::string N = G.name(U);
      if (G.isVar(U, OpVar::Property))
        B << "    " << G.PropAccess << "." << N << " = true;";
      else if (G.UseProperties)
        B << "    " << G.PropAccess << "." << N << " = parser.getBuilder().getUnitAttr();";
      else
        B << "  result.addAttribute(\"" << N << "\", UnitAttr::get(parser.getContext()));\n";
    } else {
      for (const Element *P : Clause->Then)
        element(P);
    }
    B << "    } else ";
  }
  B << " {\n    break;\n  }\n}\n";
}

std::string ParserGen::typeSource(const mlir::format::OpTypeSource &S, std::string_view Self) {
  using K = mlir::format::OpTypeSource;
  switch (S.K) {
  case K::Builder:
    return "odsBuildableType" + std::to_string(S.Index);
  case K::Value: {
    const mlir::OpValue &V = S.FromResult ? Op.results()[S.Index] : Op.operands()[S.Index];
    std::string Ref = std::string(V.Name) + "Types" + (V.isVariadic() ? "" : "[0]");
    if (S.Transformer) {
      FmtContext Ctx;
      Ctx.addSubst("_ctxt", "parser.getContext()").withSelf(Ref);
      return formatTemplate(*S.Transformer, &Ctx);
    }
    return Ref;
  }
  case K::Attribute: {
    std::string Ref = std::string(Op.attributes()[S.Index].Name) + "Attr.getType()";
    if (S.Transformer) {
      FmtContext Ctx;
      Ctx.withSelf(Ref);
      return formatTemplate(*S.Transformer, &Ctx);
    }
    return Ref;
  }
  default:
    return std::string(Self) + "Types";
  }
}

void ParserGen::typeResolution() {
  // Values whose types feed a transformer are checked first.
  std::vector<std::pair<bool, unsigned>> Checked;
  auto check = [&](const mlir::format::OpTypeSource &S) {
    if (!S.Transformer || S.K != mlir::format::OpTypeSource::Value)
      return;
    std::pair<bool, unsigned> Key{S.FromResult, S.Index};
    if (std::find(Checked.begin(), Checked.end(), Key) != Checked.end())
      return;
    Checked.push_back(Key);
    const mlir::OpValue &V = S.FromResult ? Op.results()[S.Index] : Op.operands()[S.Index];
    mlir::Constraint Con(V.Constraint);
    FmtContext Ctx;
    Ctx.withSelf("type");
    B << "  for (::mlir::Type type : " << V.Name << "Types) {\n    (void)type;\n    if (!("
      << formatTemplate(Con.conditionTemplate(), &Ctx) << ")) {\n"
      << "      return parser.emitError(parser.getNameLoc()) << \"'" << V.Name << "' must be "
      << Con.summary() << ", but got \" << type;\n    }\n  }\n";
  };
  for (const auto &S : F.ResultTypes)
    check(S);
  for (const auto &S : F.OperandTypes)
    check(S);
  for (size_t I = 0; I < F.BuildableTypes.size(); ++I) {
    FmtContext Ctx;
    Ctx.withBuilder("parser.getBuilder()");
    B << "  ::mlir::Type odsBuildableType" << unsigned(I) << " = "
      << formatTemplate(F.BuildableTypes[I], &Ctx) << ";\n";
  }
  if (!F.InfersResultTypes) {
    if (F.AllResultTypes)
      B << "  result.addTypes(allResultTypes);\n";
    else
      for (size_t I = 0; I < Op.results().size(); ++I)
        B << "  result.addTypes(" << typeSource(F.ResultTypes[I], Op.results()[I].Name) << ");\n";
  }
  const auto &Ops = Op.operands();
  if (!Ops.empty()) {
    if (F.AllOperandTypes) {
      if (F.AllOperands) {
        B << "  if (parser.resolveOperands(allOperands, allOperandTypes, allOperandLoc, "
             "result.operands))\n    return ::mlir::failure();\n";
      } else {
        B << "  if (parser.resolveOperands(";
        if (Ops.size() > 1) {
          B << "::llvm::concat<const ::mlir::OpAsmParser::UnresolvedOperand>(";
          for (size_t I = 0; I < Ops.size(); ++I)
            B << (I ? ", " : "") << Ops[I].Name << "Operands";
          B << ")";
        } else {
          B << Ops[0].Name << "Operands";
        }
        B << ", allOperandTypes, parser.getNameLoc(), result.operands))\n    return ::mlir::failure();\n";
      }
    } else if (F.AllOperands) {
      B << "  if (parser.resolveOperands(allOperands, ";
      if (Ops.size() > 1) {
        B << "::llvm::concat<const ::mlir::Type>(";
        for (size_t I = 0; I < Ops.size(); ++I)
          B << (I ? ", " : "") << "::llvm::ArrayRef<::mlir::Type>("
            << typeSource(F.OperandTypes[I], Ops[I].Name) << ")";
        B << ")";
      } else {
        B << typeSource(F.OperandTypes[0], Ops[0].Name);
      }
      B << ", allOperandLoc, result.operands))\n    return ::mlir::failure();\n";
    } else {
      for (size_t I = 0; I < Ops.size(); ++I) {
        B << "  if (parser.resolveOperands(" << Ops[I].Name << "Operands, "
          << typeSource(F.OperandTypes[I], Ops[I].Name) << ", " << Ops[I].Name
          << "OperandsLoc, result.operands))\n    return ::mlir::failure();\n";
      }
    }
  }
  if (F.InfersResultTypes)
    B << "\n  ::llvm::SmallVector<::mlir::Type> inferredReturnTypes;\n  if (::mlir::failed("
      << G.C.className()
      << "::inferReturnTypes(parser.getContext(),\n      result.location, result.operands,\n"
         "      result.attributes.getDictionary(parser.getContext()),\n      "
         "result.getRawProperties(),\n      result.regions, inferredReturnTypes)))\n    return "
         "::mlir::failure();\n  result.addTypes(inferredReturnTypes);\n";
}

} // namespace

std::string Gen::parser() const { return ParserGen(*this).run(); }

} // namespace opformat

namespace {

/// Each error with its line of the format, the op's location after it,
/// then the error's note.
void reportFormatErrors(const mlir::Operator &Op, std::string_view Text,
                        const std::vector<mlir::format::FormatError> &Errors) {
  for (const mlir::format::FormatError &E : Errors) {
    PrintUncountedError(E.Message + "\n" + mlir::format::quoteFormatLine(Text, E.Offset));
    PrintNote(Op.def()->getLocs(), "in custom assembly format for this operation");
    if (!E.Note.empty())
      PrintNote(E.Note + "\n" + mlir::format::quoteFormatLine(Text, E.Offset));
  }
}

} // namespace

bool checkOpFormat(const OpDeclContext &C, bool Fatal) {
  std::optional<std::string> Text = C.op().assemblyFormat();
  if (!Text)
    return true;
  mlir::format::OpFormat F;
  std::vector<mlir::format::FormatError> Errors;
  if (mlir::format::parseOpFormat(C.op(), *Text, F, Errors))
    return true;
  reportFormatErrors(C.op(), *Text, Errors);
  if (Fatal)
    throw FatalError{};
  return false;
}

bool hasValidOpFormat(const OpDeclContext &C) {
  std::optional<std::string> Text = C.op().assemblyFormat();
  if (!Text)
    return false;
  mlir::format::OpFormat F;
  std::vector<mlir::format::FormatError> Errors;
  return mlir::format::parseOpFormat(C.op(), *Text, F, Errors);
}

void writeFormatDefs(OStream &OS, const OpDeclContext &C, bool Fatal) {
  std::optional<std::string> Text = C.op().assemblyFormat();
  if (!Text) {
    // The setter of parsed properties is there for custom parsers to use.
    if (C.propertiesPath())
      OS << "::llvm::LogicalResult " << C.className() << "::setPropertiesFromParsedAttr(" << opformat::SetterParams
         << ") {\n" << opformat::parsedPropertiesSetter(C, nullptr) << "}\n\n";
    return;
  }
  mlir::format::OpFormat F;
  std::vector<mlir::format::FormatError> Errors;
  // A format that does not parse, when that is not fatal, defines nothing.
  if (!mlir::format::parseOpFormat(C.op(), *Text, F, Errors)) {
    reportFormatErrors(C.op(), *Text, Errors);
    if (Fatal)
      throw FatalError{};
    return;
  }
  opformat::Gen G(C, F);
  const std::string &Cls = C.className();
  OS << "::mlir::ParseResult " << Cls
     << "::parse(::mlir::OpAsmParser &parser, ::mlir::OperationState &result) {\n"
     << G.parser() << "}\n\n";
  if (F.HasPropDict && G.UseProperties)
    OS << "::llvm::LogicalResult " << Cls << "::setPropertiesFromParsedAttr(" << opformat::SetterParams
       << ") {\n" << opformat::parsedPropertiesSetter(C, &F) << "}\n\n";
  OS << "void " << Cls << "::print(::mlir::OpAsmPrinter &_odsPrinter) {\n" << G.printer() << "}\n\n";
}

} // namespace tblgen::mlirops
