//===- OpFormat.cpp - The declarative assembly format of an op ------------===//
#include "mlir/format/OpFormat.h"

#include "mlir/Operator.h"
#include "tblgen/Record.h"

#include <algorithm>
#include <functional>
#include <map>

namespace tblgen::mlir::format {

namespace {

/// A value the parser can take a type from, as a trait names it.
struct TypeFrom {
  OpTypeSource::Kind K;
  unsigned Index;
  bool FromResult;
  std::optional<std::string> Transformer;
};

class OpFormatParser : public FormatParser {
public:
  OpFormatParser(const Operator &Op, std::string_view Text, OpFormat &F)
      : FormatParser(Text, F.Storage), Op(Op), F(F), OperandTypeSeen(Op.operands().size()),
        ResultTypeSeen(Op.results().size()), OperandSeen(Op.operands().size()),
        RegionSeen(Op.regions().size()), SuccessorSeen(Op.successors().size()) {}

private:
  const Element *variable(const Token &T, std::string_view Name, Where W) override;
  const Element *directive(const Token &T, Where W) override;
  bool verify(size_t At, const std::vector<const Element *> &Elems) override;
  bool verifyGroup(size_t At, const std::vector<const Element *> &Elems,
                   const Element *Anchor) override;
  bool verifyGroupElement(size_t At, const Element *E, bool IsAnchor);

  const Element *makeVar(OpVar::Kind K, unsigned I) {
    Element *E = make(Element::Param);
    E->Index = static_cast<unsigned>(F.Vars.size());
    F.Vars.push_back({K, I});
    return E;
  }
  Element *makeDir(OpDirective D) {
    Element *E = make(Element::Directive);
    E->Index = static_cast<unsigned>(D);
    return E;
  }
  bool verifyCustomArgs(size_t At, const std::vector<const Element *> &Args) override;
  bool verifyOIListElement(size_t At, const Element *E);
  bool verifyOILists(size_t At, const std::vector<const Element *> &Elems);
  const Element *typeArgument(size_t At, bool InRef);
  const Element *oilist(const Token &T);
  bool isVar(const Element *E, OpVar::Kind K) const {
    return E->K == Element::Param && F.var(E).K == K;
  }
  bool isDir(const Element *E, OpDirective D) const {
    return E->K == Element::Directive && OpFormat::directive(E) == D;
  }

  // Type inference from traits.
  std::optional<TypeFrom> seenArg(std::string_view Name) const;
  void inferTypes(std::map<std::string, TypeFrom, std::less<>> &From, bool &CanInfer);
  bool verifyResults(size_t At, const std::map<std::string, TypeFrom, std::less<>> &From,
                     bool CanInfer);
  bool verifyOperands(size_t At, const std::map<std::string, TypeFrom, std::less<>> &From);
  unsigned buildable(const std::string &Call);

  // Ambiguities: an element that the parser could take for the end of an
  // optional one before it.
  using Check = std::function<bool(const Element *, const Element *)>;
  bool optionallyParsed(const Element *E) const;
  std::optional<bool> scanAfter(const Element *Base, const Check &Bad,
                                const std::vector<const Element *> &Elems, size_t From,
                                const Element *Guard);
  std::optional<const Element *> adjacent(const std::function<bool(const Element *)> &IsBase,
                                          const Check &Bad, const std::vector<const Element *> &Elems);
  bool verifyAmbiguities(size_t At, const std::vector<const Element *> &Elems);

  const Operator &Op;
  OpFormat &F;
  bool HasAttrDict = false;
  std::vector<bool> OperandTypeSeen, ResultTypeSeen, OperandSeen, RegionSeen, SuccessorSeen;
};

std::string directiveNote(std::string_view Name) {
  return "suggest adding a '$" + std::string(Name) + "' directive to the custom assembly format";
}

std::string typeNote(std::string_view Name) {
  return "suggest adding a type constraint to the operation or adding a 'type($" + std::string(Name) +
         ")' directive to the custom assembly format";
}

template <typename List> int findNamed(const List &L, std::string_view Name) {
  for (size_t I = 0; I < L.size(); ++I)
    if (L[I].Name == Name)
      return static_cast<int>(I);
  return -1;
}

const Element *OpFormatParser::variable(const Token &T, std::string_view Name, Where W) {
  std::string N(Name);
  if (int I = findNamed(Op.attributes(), Name); I >= 0) {
    if (W == Where::Type)
      return fail(T.Offset, "attributes cannot be used as children to a `type` directive");
    bool Seen = std::find(F.UsedAttrs.begin(), F.UsedAttrs.end(), unsigned(I)) != F.UsedAttrs.end();
    if (W == Where::Ref) {
      if (!Seen)
        return fail(T.Offset, "attribute '" + N + "' must be bound before it is referenced");
    } else if (Seen) {
      return fail(T.Offset, "attribute '" + N + "' is already bound");
    } else {
      F.UsedAttrs.push_back(I);
    }
    return makeVar(OpVar::Attribute, I);
  }
  if (int I = findNamed(Op.properties(), Name); I >= 0) {
    if (W == Where::Type)
      return fail(T.Offset, "properties cannot be used as children to a `type` directive");
    bool Seen = std::find(F.UsedProps.begin(), F.UsedProps.end(), unsigned(I)) != F.UsedProps.end();
    if (W == Where::Ref) {
      if (!Seen)
        return fail(T.Offset, "property '" + N + "' must be bound before it is referenced");
    } else if (Seen) {
      return fail(T.Offset, "property '" + N + "' is already bound");
    } else {
      F.UsedProps.push_back(I);
    }
    return makeVar(OpVar::Property, I);
  }
  if (int I = findNamed(Op.operands(), Name); I >= 0) {
    if (W == Where::Top || W == Where::Custom) {
      if (F.AllOperands || OperandSeen[I])
        return fail(T.Offset, "operand '" + N + "' is already bound");
      OperandSeen[I] = true;
    } else if (W == Where::Ref && !OperandSeen[I]) {
      return fail(T.Offset, "operand '" + N + "' must be bound before it is referenced");
    }
    return makeVar(OpVar::Operand, I);
  }
  if (int I = findNamed(Op.regions(), Name); I >= 0) {
    if (W == Where::Top || W == Where::Custom) {
      if (F.AllRegions || RegionSeen[I])
        return fail(T.Offset, "region '" + N + "' is already bound");
      RegionSeen[I] = true;
    } else if (W == Where::Ref) {
      if (!RegionSeen[I])
        return fail(T.Offset, "region '" + N + "' must be bound before it is referenced");
    } else {
      return fail(T.Offset, "regions can only be used at the top level or in a ref directive");
    }
    return makeVar(OpVar::Region, I);
  }
  if (int I = findNamed(Op.results(), Name); I >= 0) {
    if (W != Where::Type)
      return fail(T.Offset,
                  "result variables can can only be used as a child to a 'type' directive");
    return makeVar(OpVar::Result, I);
  }
  if (int I = findNamed(Op.successors(), Name); I >= 0) {
    if (W == Where::Top || W == Where::Custom) {
      if (F.AllSuccessors || SuccessorSeen[I])
        return fail(T.Offset, "successor '" + N + "' is already bound");
      SuccessorSeen[I] = true;
    } else if (W == Where::Ref) {
      if (!SuccessorSeen[I])
        return fail(T.Offset, "successor '" + N + "' must be bound before it is referenced");
    } else {
      return fail(T.Offset, "successors can only be used at the top level or in a ref directive");
    }
    return makeVar(OpVar::Successor, I);
  }
  return fail(T.Offset, "expected variable to refer to an argument, region, result, or successor");
}

const Element *OpFormatParser::directive(const Token &T, Where W) {
  switch (T.Kind) {
  case Tok::KwAttrDict:
  case Tok::KwAttrDictWithKeyword: {
    if (W == Where::Type)
      return fail(T.Offset, "'attr-dict' directive can only be used as a top-level directive");
    if (W == Where::Ref) {
      if (!HasAttrDict)
        return fail(T.Offset, "'ref' of 'attr-dict' is not bound by a prior 'attr-dict' directive");
    } else {
      if (HasAttrDict)
        return fail(T.Offset, "'attr-dict' directive has already been seen");
      HasAttrDict = true;
    }
    return makeDir(T.Kind == Tok::KwAttrDict ? OpDirective::AttrDict
                                             : OpDirective::AttrDictWithKeyword);
  }
  case Tok::KwProp:
    if (W == Where::Type)
      return fail(T.Offset, "'prop-dict' directive can only be used as a top-level directive");
    if (F.HasPropDict)
      return fail(T.Offset, "'prop-dict' directive has already been seen");
    F.HasPropDict = true;
    return makeDir(OpDirective::PropDict);
  case Tok::KwFunctionalType: {
    if (W != Where::Top)
      return fail(T.Offset, "'functional-type' is only valid as a top-level directive");
    if (!expect(Tok::LParen, "expected '(' before argument list"))
      return nullptr;
    const Element *In = typeArgument(T.Offset, false);
    if (!In || !expect(Tok::Comma, "expected ',' after inputs argument"))
      return nullptr;
    const Element *Out = typeArgument(T.Offset, false);
    if (!Out || !expect(Tok::RParen, "expected ')' after argument list"))
      return nullptr;
    Element *E = makeDir(OpDirective::FunctionalType);
    E->Args = {In, Out};
    return E;
  }
  case Tok::KwType: {
    if (W == Where::Type)
      return fail(T.Offset, "'type' cannot be used as a child of another `type`");
    if (!expect(Tok::LParen, "expected '(' before argument list"))
      return nullptr;
    const Element *A = typeArgument(T.Offset, W == Where::Ref);
    if (!A || !expect(Tok::RParen, "expected ')' after argument list"))
      return nullptr;
    Element *E = makeDir(OpDirective::Type);
    E->Args = {A};
    return E;
  }
  case Tok::KwOperands:
    if (W == Where::Ref) {
      if (!F.AllOperands)
        return fail(T.Offset, "'ref' of 'operands' is not bound by a prior 'operands' directive");
    } else if (W == Where::Top || W == Where::Custom) {
      if (F.AllOperands || std::find(OperandSeen.begin(), OperandSeen.end(), true) != OperandSeen.end())
        return fail(T.Offset, "'operands' directive creates overlap in format");
      F.AllOperands = true;
    }
    return makeDir(OpDirective::Operands);
  case Tok::KwResults:
    if (W != Where::Type)
      return fail(T.Offset, "'results' directive can can only be used as a child to a 'type' directive");
    return makeDir(OpDirective::Results);
  case Tok::KwRegions:
    if (W == Where::Type)
      return fail(T.Offset, "'regions' is only valid as a top-level directive");
    if (W == Where::Ref) {
      if (!F.AllRegions)
        return fail(T.Offset, "'ref' of 'regions' is not bound by a prior 'regions' directive");
    } else {
      if (F.AllRegions || std::find(RegionSeen.begin(), RegionSeen.end(), true) != RegionSeen.end())
        return fail(T.Offset, "'regions' directive creates overlap in format");
      F.AllRegions = true;
    }
    return makeDir(OpDirective::Regions);
  case Tok::KwSuccessors:
    if (W == Where::Type)
      return fail(T.Offset, "'successors' is only valid as a top-level directive");
    if (W == Where::Ref) {
      if (!F.AllSuccessors)
        return fail(T.Offset, "'ref' of 'successors' is not bound by a prior 'successors' directive");
    } else {
      if (F.AllSuccessors ||
          std::find(SuccessorSeen.begin(), SuccessorSeen.end(), true) != SuccessorSeen.end())
        return fail(T.Offset, "'successors' directive creates overlap in format");
      F.AllSuccessors = true;
    }
    return makeDir(OpDirective::Successors);
  case Tok::KwOilist:
    return oilist(T);
  case Tok::KwRef: {
    if (W != Where::Custom)
      return fail(T.Offset, "'ref' is only valid within a `custom` directive");
    if (!expect(Tok::LParen, "expected '(' before argument list"))
      return nullptr;
    const Element *A = element(Where::Ref);
    if (!A || !expect(Tok::RParen, "expected ')' after argument list"))
      return nullptr;
    Element *E = make(Element::Ref);
    E->Args = {A};
    return E;
  }
  case Tok::KwQualified: {
    if (!expect(Tok::LParen, "expected '(' before argument list"))
      return nullptr;
    const Element *A = element(W);
    if (!A)
      return nullptr;
    if (!(isVar(A, OpVar::Attribute) || isDir(A, OpDirective::Type)))
      return fail(T.Offset, "'qualified' directive expects an attribute or a `type` directive");
    const_cast<Element *>(A)->Qualified = true;
    if (!expect(Tok::RParen, "expected ')' after argument list"))
      return nullptr;
    return A;
  }
  default:
    return fail(T.Offset, "unsupported directive kind");
  }
}

const Element *OpFormatParser::typeArgument(size_t At, bool InRef) {
  const Element *E = element(Where::Type);
  if (!E)
    return nullptr;
  if (E->K == Element::Literal)
    return fail(At, "'type' directive operand expects variable or directive operand");
  if (isVar(E, OpVar::Operand) || isVar(E, OpVar::Result)) {
    bool Res = F.var(E).K == OpVar::Result;
    unsigned I = F.var(E).Index;
    std::vector<bool> &Seen = Res ? ResultTypeSeen : OperandTypeSeen;
    bool All = Res ? F.AllResultTypes : F.AllOperandTypes;
    std::string N(Res ? Op.results()[I].Name : Op.operands()[I].Name);
    if (!InRef && (All || Seen[I]))
      return fail(At, "'type' of '" + N + "' is already bound");
    if (InRef && !(All || Seen[I]))
      return fail(At, "'ref' of 'type($" + N + ")' is not bound by a prior 'type' directive");
    Seen[I] = true;
    return E;
  }
  for (bool Res : {false, true}) {
    if (!isDir(E, Res ? OpDirective::Results : OpDirective::Operands))
      continue;
    std::vector<bool> &Seen = Res ? ResultTypeSeen : OperandTypeSeen;
    bool &All = Res ? F.AllResultTypes : F.AllOperandTypes;
    bool Any = std::find(Seen.begin(), Seen.end(), true) != Seen.end();
    if (!InRef && (All || Any))
      return fail(At, Res ? "'results' 'type' is already bound" : "'operands' 'type' is already bound");
    if (InRef && !All)
      return fail(At, Res ? "'ref' of 'type(results)' is not bound by a prior 'type' directive"
                          : "'ref' of 'type(operands)' is not bound by a prior 'type' directive");
    All = true;
    return E;
  }
  return fail(At, "invalid argument to 'type' directive");
}

bool OpFormatParser::verifyCustomArgs(size_t At, const std::vector<const Element *> &Args) {
  for (const Element *A : Args) {
    bool Ok = A->K == Element::Param || A->K == Element::Ref || A->K == Element::String ||
              isDir(A, OpDirective::AttrDict) || isDir(A, OpDirective::AttrDictWithKeyword) ||
              isDir(A, OpDirective::PropDict) || isDir(A, OpDirective::Type);
    if (!Ok) {
      fail(At, "only variables and types may be used as parameters to a custom directive");
      return false;
    }
    if (isDir(A, OpDirective::Type) && A->Args[0]->K != Element::Param) {
      fail(At, "type directives within a custom directive may only refer to variables");
      return false;
    }
  }
  return true;
}

bool OpFormatParser::verifyOIListElement(size_t At, const Element *E) {
  std::vector<const Element *> Vars;
  collectVariables(E, Vars);
  for (const Element *V : Vars) {
    const OpVar &Var = F.var(V);
    const char *Msg = nullptr;
    switch (Var.K) {
    case OpVar::Attribute: {
      const OpAttribute &A = Op.attributes()[Var.Index];
      if (!A.isOptional() && A.defaultValue().empty())
        Msg = "only optional attributes can be used in an oilist parsing group";
      break;
    }
    case OpVar::Property: {
      const RecordVal *RV = Op.properties()[Var.Index].Def->getValue("defaultValue");
      auto *S = RV ? dyn_cast<StringInit>(RV->getValue()) : nullptr;
      if (!S || S->getValue().empty())
        Msg = "only default-valued or optional properties can be used in an olist parsing group";
      break;
    }
    case OpVar::Operand:
      if (!Op.operands()[Var.Index].isVariableLength())
        Msg = "only variable length operands can be used within an oilist parsing group";
      break;
    case OpVar::Result:
      if (!Op.results()[Var.Index].isVariableLength())
        Msg = "only variable length results can be used within an oilist parsing group";
      break;
    case OpVar::Region:
      break;
    default:
      Msg = "only literals, types, and variables can be used within an oilist group";
    }
    if (Msg) {
      fail(At, Msg);
      return false;
    }
  }
  return true;
}

bool OpFormatParser::verifyOILists(size_t At, const std::vector<const Element *> &Elems) {
  std::vector<std::string> Taken;
  auto taken = [&](const std::string &L) { return std::find(Taken.begin(), Taken.end(), L) != Taken.end(); };
  for (const Element *E : Elems) {
    if (isDir(E, OpDirective::OIList)) {
      if (!Taken.empty())
        for (const Element *C : E->Args)
          if (taken(C->Text)) {
            fail(At, "format ambiguity because " + C->Text + " is used in two adjacent oilist elements.");
            return false;
          }
      for (const Element *C : E->Args)
        Taken.push_back(C->Text);
    } else if (E->K == Element::Literal) {
      if (taken(E->Text)) {
        fail(At, "format ambiguity because " + E->Text +
                     " is used both in oilist element and the adjacent literal.");
        return false;
      }
      Taken.clear();
    } else {
      Taken.clear();
    }
  }
  return true;
}

const Element *OpFormatParser::oilist(const Token &T) {
  if (!expect(Tok::LParen, "expected '(' before oilist argument list"))
    return nullptr;
  Element *E = makeDir(OpDirective::OIList);
  for (;;) {
    if (Cur.Kind != Tok::Literal) {
      Token Bad = Cur;
      advance();
      return fail(Bad.Offset, "expected literal, but got '" + std::string(Bad.Text) + "'");
    }
    const Element *L = element(Where::Top);
    if (!L)
      return nullptr;
    Element *Clause = const_cast<Element *>(L);
    while (Cur.Kind != Tok::Pipe && Cur.Kind != Tok::RParen) {
      const Element *P = element(Where::Top);
      if (!P || !verifyOIListElement(T.Offset, P))
        return nullptr;
      Clause->Then.push_back(P);
    }
    E->Args.push_back(Clause);
    bool End = Cur.Kind == Tok::RParen;
    advance();
    if (End)
      break;
  }
  return E;
}

bool OpFormatParser::verifyGroupElement(size_t At, const Element *E, bool IsAnchor) {
  if (E->K == Element::Param) {
    const OpVar &V = F.var(E);
    switch (V.K) {
    case OpVar::Attribute: {
      const OpAttribute &A = Op.attributes()[V.Index];
      if (IsAnchor && !(A.isOptional() || !A.defaultValue().empty())) {
        fail(At, "only optional or default-valued attributes can be used to anchor an optional "
                 "group");
        return false;
      }
      return true;
    }
    case OpVar::Property:
      if (IsAnchor && !optionallyParsed(E)) {
        fail(At, "only properties with default values that can be optionally parsed (have the "
                 "`let optionalParser = ...` field defined) can be used to anchor an optional group");
        return false;
      }
      return true;
    case OpVar::Operand:
    case OpVar::Result: {
      const OpValue &Val = V.K == OpVar::Operand ? Op.operands()[V.Index] : Op.results()[V.Index];
      if (!Val.isVariableLength()) {
        fail(At, V.K == OpVar::Operand
                     ? "only variable length operands can be used within an optional group"
                     : "only variable length results can be used within an optional group");
        return false;
      }
      return true;
    }
    case OpVar::Region:
      return true;
    default:
      fail(At, "only literals, types, and variables can be used within an optional group");
      return false;
    }
  }
  if (E->K == Element::Directive) {
    OpDirective D = OpFormat::directive(E);
    if (D == OpDirective::Type)
      return verifyGroupElement(At, E->Args[0], false);
    if (D == OpDirective::FunctionalType)
      return verifyGroupElement(At, E->Args[0], false) && verifyGroupElement(At, E->Args[1], false);
  }
  if (E->K == Element::Custom) {
    if (!IsAnchor)
      return true;
    for (const Element *A : E->Args)
      if (A->K != Element::Ref && !verifyGroupElement(At, A, true))
        return false;
    return true;
  }
  if (E->K == Element::Literal || E->K == Element::Whitespace || E->K == Element::Optional) {
    if (IsAnchor) {
      fail(At, "only variables and types can be used to anchor an optional group");
      return false;
    }
    return true;
  }
  fail(At, "only literals, types, and variables can be used within an optional group");
  return false;
}

bool OpFormatParser::verifyGroup(size_t At, const std::vector<const Element *> &Elems,
                                 const Element *Anchor) {
  for (const Element *E : Elems)
    if (!verifyGroupElement(At, E, E == Anchor))
      return false;
  return true;
}

std::optional<TypeFrom> OpFormatParser::seenArg(std::string_view Name) const {
  if (int I = findNamed(Op.operands(), Name); I >= 0) {
    if (OperandTypeSeen[I])
      return TypeFrom{OpTypeSource::Value, unsigned(I), false, std::nullopt};
    return std::nullopt;
  }
  if (int I = findNamed(Op.results(), Name); I >= 0) {
    if (ResultTypeSeen[I])
      return TypeFrom{OpTypeSource::Value, unsigned(I), true, std::nullopt};
    return std::nullopt;
  }
  if (int I = findNamed(Op.attributes(), Name); I >= 0) {
    if (std::find(F.UsedAttrs.begin(), F.UsedAttrs.end(), unsigned(I)) != F.UsedAttrs.end())
      return TypeFrom{OpTypeSource::Attribute, unsigned(I), false, std::nullopt};
  }
  return std::nullopt;
}

void OpFormatParser::inferTypes(std::map<std::string, TypeFrom, std::less<>> &From, bool &CanInfer) {
  for (const Trait &Tr : Op.traits()) {
    const Record *D = Tr.def();
    if (D->isSubClassOf("AllTypesMatch")) {
      std::vector<std::string> Vals = D->getValueAsListOfStrings("values");
      for (size_t I = 0; I < Vals.size(); ++I) {
        std::optional<TypeFrom> A = seenArg(Vals[I]);
        if (!A)
          continue;
        for (size_t J = 0; J < Vals.size(); ++J)
          if (J != I)
            From.insert_or_assign(Vals[J], *A);
      }
    } else if (D->getName() == "SameTypeOperands" || D->getName() == "SameOperandsAndResultType") {
      bool WithResults = D->getName() == "SameOperandsAndResultType";
      std::optional<TypeFrom> Src;
      auto First = std::find(OperandTypeSeen.begin(), OperandTypeSeen.end(), true);
      if (First != OperandTypeSeen.end()) {
        Src = TypeFrom{OpTypeSource::Value, unsigned(First - OperandTypeSeen.begin()), false,
                       std::nullopt};
      } else if (WithResults) {
        auto R = std::find(ResultTypeSeen.begin(), ResultTypeSeen.end(), true);
        if (R != ResultTypeSeen.end())
          Src = TypeFrom{OpTypeSource::Value, unsigned(R - ResultTypeSeen.begin()), true,
                         std::nullopt};
      }
      if (!Src)
        continue;
      for (size_t I = 0; I < Op.operands().size(); ++I)
        if (!OperandTypeSeen[I])
          From.insert_or_assign(std::string(Op.operands()[I].Name), *Src);
      if (WithResults)
        for (size_t I = 0; I < Op.results().size(); ++I)
          if (!ResultTypeSeen[I])
            From.insert_or_assign(std::string(Op.results()[I].Name), *Src);
    } else if (D->isSubClassOf("TypesMatchWith")) {
      if (std::optional<TypeFrom> A = seenArg(D->getValueAsString("lhs"))) {
        A->Transformer = std::string(D->getValueAsString("transformer"));
        From.insert_or_assign(std::string(D->getValueAsString("rhs")), *A);
      }
    } else if (D->isSubClassOf("ShapedTypeMatchesElementCountAndTypes")) {
      if (std::optional<TypeFrom> A = seenArg(D->getValueAsString("shaped"))) {
        A->Transformer = "::llvm::SmallVector<::mlir::Type>(::llvm::cast<::mlir::ShapedType>($_self)"
                         ".getNumElements(), ::llvm::cast<::mlir::ShapedType>($_self)"
                         ".getElementType())";
        From.insert_or_assign(std::string(D->getValueAsString("elements")), *A);
      }
    } else if (!Op.allResultTypesKnown()) {
      const RecordVal *N = D->getValue("cppInterfaceName");
      const RecordVal *Ns = D->getValue("cppNamespace");
      auto *NS = N ? dyn_cast<StringInit>(N->getValue()) : nullptr;
      auto *NsS = Ns ? dyn_cast<StringInit>(Ns->getValue()) : nullptr;
      if (NS && NsS && NS->getValue() == "InferTypeOpInterface" && NsS->getValue() == "::mlir")
        CanInfer = true;
    }
  }
}

unsigned OpFormatParser::buildable(const std::string &Call) {
  auto It = std::find(F.BuildableTypes.begin(), F.BuildableTypes.end(), Call);
  if (It != F.BuildableTypes.end())
    return unsigned(It - F.BuildableTypes.begin());
  F.BuildableTypes.push_back(Call);
  return unsigned(F.BuildableTypes.size() - 1);
}

OpTypeSource fromTrait(const TypeFrom &T) {
  OpTypeSource S;
  S.K = T.K;
  S.Index = T.Index;
  S.FromResult = T.FromResult;
  S.Transformer = T.Transformer;
  return S;
}

bool OpFormatParser::verifyResults(size_t At,
                                   const std::map<std::string, TypeFrom, std::less<>> &From,
                                   bool CanInfer) {
  if (F.AllResultTypes)
    return true;
  if (!Op.results().empty() &&
      std::find(ResultTypeSeen.begin(), ResultTypeSeen.end(), true) == ResultTypeSeen.end() &&
      CanInfer) {
    F.InfersResultTypes = true;
    return true;
  }
  for (size_t I = 0; I < Op.results().size(); ++I) {
    if (ResultTypeSeen[I])
      continue;
    const OpValue &R = Op.results()[I];
    if (auto It = From.find(R.Name); It != From.end()) {
      F.ResultTypes[I] = fromTrait(It->second);
      continue;
    }
    std::optional<std::string> B = R.builderCall();
    if (!B || R.isVariableLength()) {
      fail(At, "type of result #" + std::to_string(I) + ", named '" + std::string(R.Name) +
                   "', is not buildable and a buildable type cannot be inferred");
      noteLast(typeNote(R.Name));
      return false;
    }
    F.ResultTypes[I].K = OpTypeSource::Builder;
    F.ResultTypes[I].Index = buildable(*B);
  }
  return true;
}

bool OpFormatParser::verifyOperands(size_t At,
                                    const std::map<std::string, TypeFrom, std::less<>> &From) {
  for (size_t I = 0; I < Op.operands().size(); ++I) {
    const OpValue &V = Op.operands()[I];
    if (!F.AllOperands && !OperandSeen[I]) {
      fail(At, "operand #" + std::to_string(I) + ", named '" + std::string(V.Name) + "', not found");
      noteLast(directiveNote(V.Name));
      return false;
    }
    if (F.AllOperandTypes || OperandTypeSeen[I])
      continue;
    if (auto It = From.find(V.Name); It != From.end()) {
      F.OperandTypes[I] = fromTrait(It->second);
      continue;
    }
    std::optional<std::string> B = V.builderCall();
    if (!B || (F.AllOperands && V.isVariableLength())) {
      fail(At, "type of operand #" + std::to_string(I) + ", named '" + std::string(V.Name) +
                   "', is not buildable and a buildable type cannot be inferred");
      noteLast(typeNote(V.Name));
      return false;
    }
    F.OperandTypes[I].K = OpTypeSource::Builder;
    F.OperandTypes[I].Index = buildable(*B);
  }
  return true;
}

bool OpFormatParser::optionallyParsed(const Element *E) const {
  if (E->K == Element::Whitespace || isDir(E, OpDirective::AttrDict) ||
      isDir(E, OpDirective::AttrDictWithKeyword))
    return true;
  if (E->K != Element::Param)
    return false;
  const OpVar &V = F.var(E);
  switch (V.K) {
  case OpVar::Attribute: {
    const OpAttribute &A = Op.attributes()[V.Index];
    return A.isOptional() || !A.defaultValue().empty();
  }
  case OpVar::Property: {
    auto field = [&](const char *N) {
      const RecordVal *RV = Op.properties()[V.Index].Def->getValue(N);
      auto *S = RV ? dyn_cast<StringInit>(RV->getValue()) : nullptr;
      return S && !S->getValue().empty();
    };
    return field("defaultValue") && field("optionalParser");
  }
  case OpVar::Operand:
    return Op.operands()[V.Index].isVariableLength();
  case OpVar::Region:
    return Op.regions()[V.Index].isVariadic();
  case OpVar::Successor:
    return Op.successors()[V.Index].isVariadic();
  default:
    return false;
  }
}

std::optional<bool> OpFormatParser::scanAfter(const Element *Base, const Check &Bad,
                                              const std::vector<const Element *> &Elems,
                                              size_t From, const Element *Guard) {
  for (size_t I = From; I < Elems.size(); ++I) {
    const Element *E = Elems[I];
    if (Bad(Base, E))
      return false;
    if (E->K == Element::Optional) {
      if (std::optional<bool> R = scanAfter(Base, Bad, E->Then, 0, E->Then.front()); R && !*R)
        return false;
      if (std::optional<bool> R = scanAfter(Base, Bad, E->Else, 0, nullptr); R && !*R)
        return false;
      continue;
    }
    if (E != Guard && optionallyParsed(E))
      continue;
    return true;
  }
  return std::nullopt;
}

std::optional<const Element *> OpFormatParser::adjacent(const std::function<bool(const Element *)> &IsBase,
                                                        const Check &Bad,
                                                        const std::vector<const Element *> &Elems) {
  for (size_t I = 0; I < Elems.size(); ++I) {
    const Element *Base = nullptr;
    if (IsBase(Elems[I])) {
      Base = Elems[I];
    } else if (Elems[I]->K == Element::Optional) {
      std::optional<const Element *> T = adjacent(IsBase, Bad, Elems[I]->Then);
      if (!T)
        return std::nullopt;
      std::optional<const Element *> E = adjacent(IsBase, Bad, Elems[I]->Else);
      if (!E)
        return std::nullopt;
      Base = *T ? *T : *E;
      if (!Base)
        continue;
    } else {
      continue;
    }
    std::optional<bool> R = scanAfter(Base, Bad, Elems, I + 1, nullptr);
    if (!R)
      return Base;
    if (!*R)
      return std::nullopt;
  }
  return nullptr;
}

bool OpFormatParser::verifyAmbiguities(size_t At, const std::vector<const Element *> &Elems) {
  auto untypedAttr = [&](const Element *E) {
    if (!isVar(E, OpVar::Attribute))
      return false;
    const OpAttribute &A = Op.attributes()[F.var(E).Index];
    const RecordVal *VT = A.Def->getValue("valueType");
    auto *D = VT ? dyn_cast<DefInit>(VT->getValue()) : nullptr;
    bool Typed = false;
    if (D) {
      const RecordVal *BC = D->getDef()->getValue("builderCall");
      auto *S = BC ? dyn_cast<StringInit>(BC->getValue()) : nullptr;
      Typed = S && !S->getValue().empty();
    }
    return !Typed && (E->Qualified || A.storageType() == "::mlir::Attribute");
  };
  auto colon = [&](const Element *Base, const Element *E) {
    if (E->K != Element::Literal || E->Text != ":")
      return false;
    fail(At, "format ambiguity caused by `:` literal found after attribute `" +
                 std::string(Op.attributes()[F.var(Base).Index].Name) +
                 "` which does not have a buildable type");
    return true;
  };
  if (!adjacent(untypedAttr, colon, Elems))
    return false;
  auto attrDict = [&](const Element *E) { return isDir(E, OpDirective::AttrDict); };
  auto region = [&](const Element *, const Element *E) {
    if (!isVar(E, OpVar::Region))
      return false;
    fail(At, "format ambiguity caused by `attr-dict` directive followed by region `" +
                 std::string(Op.regions()[F.var(E).Index].Name) + "`");
    noteLast("try using `attr-dict-with-keyword` instead");
    return true;
  };
  return adjacent(attrDict, region, Elems).has_value();
}

bool OpFormatParser::verify(size_t At, const std::vector<const Element *> &Elems) {
  if (!HasAttrDict) {
    fail(At, "'attr-dict' directive not found in custom assembly format");
    return false;
  }
  F.OperandTypes.assign(Op.operands().size(), {});
  F.ResultTypes.assign(Op.results().size(), {});
  std::map<std::string, TypeFrom, std::less<>> From;
  bool CanInfer = false;
  inferTypes(From, CanInfer);
  if (!verifyAmbiguities(At, Elems))
    return false;
  for (size_t I = 0; I < Op.operands().size(); ++I)
    if (OperandSeen[I] && Op.operands()[I].isVariadicOfVariadic()) {
      const Record *C = Op.operands()[I].Constraint;
      std::string Seg(C->getValueAsString("segmentAttrName"));
      if (std::find(F.InferredAttrs.begin(), F.InferredAttrs.end(), Seg) == F.InferredAttrs.end())
        F.InferredAttrs.push_back(Seg);
    }
  if (!verifyResults(At, From, CanInfer) || !verifyOperands(At, From))
    return false;
  if (!F.AllRegions)
    for (size_t I = 0; I < Op.regions().size(); ++I)
      if (!RegionSeen[I]) {
        fail(At, "region #" + std::to_string(I) + ", named '" + std::string(Op.regions()[I].Name) +
                     "', not found");
        noteLast(directiveNote(Op.regions()[I].Name));
        return false;
      }
  if (!F.AllSuccessors)
    for (size_t I = 0; I < Op.successors().size(); ++I)
      if (!SuccessorSeen[I]) {
        fail(At, "successor #" + std::to_string(I) + ", named '" +
                     std::string(Op.successors()[I].Name) + "', not found");
        noteLast(directiveNote(Op.successors()[I].Name));
        return false;
      }
  return verifyOILists(At, Elems);
}

} // namespace

void collectVariables(const Element *E, std::vector<const Element *> &Out) {
  auto All = [&Out](const std::vector<const Element *> &L) {
    for (const Element *A : L)
      collectVariables(A, Out);
  };
  switch (E->K) {
  case Element::Param:
    Out.push_back(E);
    break;
  case Element::Custom:
    All(E->Args);
    break;
  case Element::Optional:
    All(E->Then);
    All(E->Else);
    break;
  case Element::Literal: // an oilist clause
    All(E->Then);
    break;
  case Element::Directive:
    if (OpFormat::directive(E) == OpDirective::FunctionalType ||
        OpFormat::directive(E) == OpDirective::OIList) {
      All(E->Args);
      All(E->Then);
    }
    break;
  default:
    break;
  }
}

bool parseOpFormat(const Operator &Op, std::string_view Text, OpFormat &Out,
                   std::vector<FormatError> &Errors) {
  OpFormatParser P(Op, Text, Out);
  bool Ok = P.parse(Out.Elements);
  Errors = P.errors();
  return Ok;
}

} // namespace tblgen::mlir::format
