//===- AttrTypeFormat.cpp - Assembly formats of attributes and types ------===//
#include "mlir/format/AttrTypeFormat.h"

#include "mlir/AttrOrTypeDef.h"
#include "tblgen/Record.h"

#include <algorithm>

namespace tblgen::mlir::format {

namespace {

/// The parser of one def's format: each parameter is bound once.
class AttrTypeParser : public FormatParser {
public:
  AttrTypeParser(const AttrOrTypeDef &D, std::string_view Text, std::deque<Element> &Storage)
      : FormatParser(Text, Storage), D(D), Seen(D.parameters().size(), false) {}

private:
  const Element *variable(const Token &T, std::string_view Name, Where W) override;
  const Element *directive(const Token &T, Where W) override;
  bool verify(size_t At, const std::vector<const Element *> &Elems) override;
  bool verifyGroup(size_t At, const std::vector<const Element *> &Elems,
                   const Element *Anchor) override;

  const Element *qualified(const Token &T, Where W);
  const Element *params(const Token &T, Where W);
  const Element *structDirective(const Token &T, Where W);
  const Element *ref(const Token &T, Where W);
  bool optionalParam(unsigned I) const { return D.parameters()[I].isOptional(); }

  const AttrOrTypeDef &D;
  std::vector<bool> Seen;
};

const Element *AttrTypeParser::variable(const Token &T, std::string_view Name, Where W) {
  const auto &Ps = D.parameters();
  unsigned I = 0;
  while (I < Ps.size() && Ps[I].name() != Name)
    ++I;
  if (I == Ps.size())
    return fail(T.Offset, std::string(D.record()->getName()) + " has no parameter named '" +
                              std::string(Name) + "'");
  if (W != Where::Ref) {
    if (Seen[I])
      return fail(T.Offset, "duplicate parameter '" + std::string(Name) + "'");
    Seen[I] = true;
  } else if (!Seen[I] && !Ps[I].isSelfType()) {
    return fail(T.Offset,
                "parameter '" + std::string(Name) + "' must be bound before it is referenced");
  }
  Element *E = make(Element::Param);
  E->Index = I;
  return E;
}

const Element *AttrTypeParser::directive(const Token &T, Where W) {
  switch (T.Kind) {
  case Tok::KwQualified:
    return qualified(T, W);
  case Tok::KwParams:
    return params(T, W);
  case Tok::KwStruct:
    return structDirective(T, W);
  case Tok::KwRef:
    return ref(T, W);
  default:
    return fail(T.Offset, "unsupported directive kind");
  }
}

const Element *AttrTypeParser::qualified(const Token &T, Where W) {
  if (!expect(Tok::LParen, "expected '(' before argument list"))
    return nullptr;
  const Element *V = element(W);
  if (!V)
    return nullptr;
  if (V->K != Element::Param)
    return fail(T.Offset, "`qualified` argument list expected a variable");
  const_cast<Element *>(V)->Qualified = true;
  if (!expect(Tok::RParen, "expected ')' after argument list"))
    return nullptr;
  return V;
}

const Element *AttrTypeParser::params(const Token &T, Where W) {
  if (W != Where::Top && W != Where::Struct)
    return fail(T.Offset, "`params` can only be used at the top-level context or within a "
                          "`struct` directive");
  Element *E = make(Element::Params);
  const auto &Ps = D.parameters();
  for (unsigned I = 0; I < Ps.size(); ++I) {
    if (Seen[I])
      return fail(T.Offset, "`params` captures duplicate parameter: " + Ps[I].name());
    // The self type of an attribute is not among them.
    if (Ps[I].isSelfType())
      continue;
    Seen[I] = true;
    E->Indices.push_back(I);
  }
  return E;
}

const Element *AttrTypeParser::structDirective(const Token &T, Where W) {
  if (W != Where::Top)
    return fail(T.Offset, "`struct` can only be used at the top-level context");
  if (!expect(Tok::LParen, "expected '(' before `struct` argument list"))
    return nullptr;
  Element *E = make(Element::Struct);
  // An entry: a parameter, or a custom directive of exactly one parameter.
  auto add = [&](const Element *V) -> bool {
    if (V->K == Element::Custom) {
      if (V->Args.size() != 1) {
        fail(T.Offset, "`struct` can only contain `custom` directives with a single argument");
        return false;
      }
      if (V->Args.front()->K != Element::Param) {
        fail(T.Offset, "a `custom` directive nested within a `struct` must be passed a parameter");
        return false;
      }
      E->Indices.push_back(V->Args.front()->Index);
    } else {
      E->Indices.push_back(V->Index);
    }
    E->Args.push_back(V);
    return true;
  };
  const Element *V = element(Where::Struct);
  if (!V || (V->K != Element::Param && V->K != Element::Params && V->K != Element::Custom))
    return fail(T.Offset, "`struct` argument list expected a parameter or directive");
  if (V->K == Element::Params) {
    E->Indices = V->Indices;
    for (unsigned I : V->Indices) {
      Element *P = make(Element::Param);
      P->Index = I;
      E->Args.push_back(P);
    }
  } else {
    if (!add(V))
      return nullptr;
    while (Cur.Kind == Tok::Comma) {
      advance();
      V = element(Where::Struct);
      if (!V || (V->K != Element::Param && V->K != Element::Custom))
        return fail(T.Offset,
                    "expected a parameter or `custom` directive in `struct` argument list");
      if (!add(V))
        return nullptr;
    }
  }
  if (!expect(Tok::RParen, "expected ')' at the end of an argument list"))
    return nullptr;
  return E;
}

const Element *AttrTypeParser::ref(const Token &T, Where W) {
  if (W != Where::Custom)
    return fail(T.Offset, "'ref' is only valid within a `custom` directive");
  if (!expect(Tok::LParen, "expected '('"))
    return nullptr;
  const Element *V = element(Where::Ref);
  if (!V || !expect(Tok::RParen, "expeced ')'"))
    return nullptr;
  Element *E = make(Element::Ref);
  E->Index = V->Index;
  return E;
}

bool AttrTypeParser::verifyGroup(size_t At, const std::vector<const Element *> &Elems,
                                 const Element *Anchor) {
  for (const Element *E : Elems) {
    if (E->K == Element::Param && !optionalParam(E->Index)) {
      fail(At, "parameters in an optional group must be optional");
      return false;
    }
    if (E->K == Element::Params || E->K == Element::Struct) {
      for (unsigned I : E->Indices)
        if (!optionalParam(I)) {
          fail(At, E->K == Element::Params
                       ? "`params` directive allowed in optional group only if all "
                         "parameters are optional"
                       : "`struct` is only allowed in an optional group if all captured "
                         "parameters are optional");
          return false;
        }
    }
    if (E->K == Element::Custom)
      for (const Element *A : E->Args)
        if (A->K == Element::Param && !optionalParam(A->Index)) {
          fail(At, "`custom` is only allowed in an optional group if all captured "
                   "parameters are optional");
          return false;
        }
  }
  if (!Anchor)
    return true;
  if (Anchor->K != Element::Param && Anchor->K != Element::Params &&
      Anchor->K != Element::Struct && Anchor->K != Element::Custom) {
    fail(At, "optional group anchor must be a parameter or directive");
    return false;
  }
  if (Anchor->K == Element::Custom &&
      std::none_of(Anchor->Args.begin(), Anchor->Args.end(),
                   [](const Element *A) { return A->K == Element::Param; })) {
    fail(At, "`custom` directive with no bound parameters cannot be used as optional group "
             "anchor");
    return false;
  }
  return true;
}

bool AttrTypeParser::verify(size_t At, const std::vector<const Element *> &Elems) {
  const auto &Ps = D.parameters();
  for (unsigned I = 0; I < Ps.size(); ++I) {
    if (Ps[I].isOptional())
      continue;
    if (!Seen[I]) {
      if (Ps[I].isSelfType())
        continue;
      fail(At, "format is missing reference to parameter: " + Ps[I].name());
      return false;
    }
    if (Ps[I].isSelfType()) {
      fail(At, "unexpected self type parameter in assembly format");
      return false;
    }
  }
  // A struct with optional parameters followed by a comma is ambiguous.
  for (size_t I = 0; I + 1 < Elems.size(); ++I) {
    const Element *S = Elems[I], *L = Elems[I + 1];
    if (S->K == Element::Struct && L->K == Element::Literal && L->Text == "," &&
        std::any_of(S->Indices.begin(), S->Indices.end(),
                    [&](unsigned P) { return Ps[P].isOptional(); })) {
      fail(At, "`struct` directive with optional parameters cannot be followed by a comma "
               "literal");
      return false;
    }
  }
  return true;
}

} // namespace

bool parseAttrTypeFormat(const AttrOrTypeDef &D, std::string_view Text, AttrTypeFormat &Out,
                         std::vector<FormatError> &Errors) {
  AttrTypeParser P(D, Text, Out.Storage);
  bool Ok = P.parse(Out.Elements);
  Errors = P.errors();
  return Ok;
}

} // namespace tblgen::mlir::format
