//===- AttrTypeFormat.cpp - Assembly formats of attributes and types ------===//
#include "mlir/format/AttrTypeFormat.h"

#include "mlir/AttrOrTypeDef.h"
#include "mlir/format/FormatLexer.h"
#include "tblgen/Record.h"

#include <algorithm>

namespace tblgen::mlir::format {

namespace {

bool alpha(char C) { return (C >= 'a' && C <= 'z') || (C >= 'A' && C <= 'Z'); }
bool alnum(char C) { return alpha(C) || (C >= '0' && C <= '9'); }

/// Where an element may appear.
enum class Where { Top, Custom, Struct, Ref };

/// A recursive-descent reader of one format.
class Reader {
public:
  Reader(const AttrOrTypeDef &D, std::string_view Text, AttrTypeFormat &Out)
      : D(D), Lex(Text), Out(Out), Seen(D.parameters().size(), false) {
    advance();
  }

  bool run();
  /// The errors reported, each with its offset in the format.
  std::vector<FormatError> Errors;

private:
  Element *make(Element::Kind K) {
    Out.Storage.push_back(Element{K, {}, 0, false, {}, {}, {}, {}, nullptr, false, 0, 0});
    return &Out.Storage.back();
  }
  const Element *fail(size_t At, std::string Msg) {
    Errors.push_back({std::move(Msg), At});
    return nullptr;
  }
  /// Moves to the next token; a lexical error is reported as it is met.
  void advance() {
    Cur = Lex.next();
    if (Cur.Kind == Tok::Error)
      fail(Cur.Offset, Lex.error());
  }
  bool expect(Tok K, const char *Msg) {
    if (Cur.Kind != K) {
      fail(Cur.Offset, Msg);
      return false;
    }
    advance();
    return true;
  }
  const Element *element(Where W);
  const Element *literal(Where W);
  const Element *variable(Where W);
  const Element *directive(Where W);
  const Element *optionalGroup(Where W);
  const Element *custom(size_t At, Where W);
  bool groupBranch(std::vector<const Element *> &Elems, const Element *&Anchor);
  bool checkGroup(size_t At, const std::vector<const Element *> &Elems, const Element *Anchor);
  bool optionalParam(unsigned I) const { return D.parameters()[I].isOptional(); }

  const AttrOrTypeDef &D;
  FormatLexer Lex;
  AttrTypeFormat &Out;
  Token Cur;
  std::vector<bool> Seen;
};

/// Why V cannot be a literal; "" when it can.
std::string literalProblem(std::string_view V) {
  constexpr std::string_view Bare = "_:,=<>()[]{}?+-*";
  if (V.size() == 1) {
    if (alpha(V[0]) || Bare.find(V[0]) != std::string_view::npos)
      return "";
    return "single character literal must be a letter or one of '" + std::string(Bare) + "'";
  }
  if (V == "->" || V == "...")
    return "";
  if (!alpha(V[0]) && V[0] != '_')
    return "valid keyword starts with a letter or '_'";
  if (!std::all_of(V.begin() + 1, V.end(),
                   [](char C) { return alnum(C) || C == '_' || C == '$' || C == '.'; }))
    return "keywords should contain only alphanum, '_', '$', or '.' characters";
  return "";
}

const Element *Reader::element(Where W) {
  switch (Cur.Kind) {
  case Tok::Literal:
    return literal(W);
  case Tok::String: {
    Token T = Cur;
    advance();
    if (W != Where::Custom)
      return fail(T.Offset, "strings may only be used as 'custom' directive arguments");
    Element *E = make(Element::String);
    std::string_view Body = T.Text.substr(1, T.Text.size() - 2);
    for (char C : Body)
      if (C != '\\')
        E->Text += C;
    return E;
  }
  case Tok::Variable:
    return variable(W);
  case Tok::LParen:
    return optionalGroup(W);
  default:
    if (Cur.isKeyword())
      return directive(W);
    return fail(Cur.Offset, "expected literal, variable, directive, or optional group");
  }
}

const Element *Reader::literal(Where W) {
  Token T = Cur;
  advance();
  if (W != Where::Top)
    return fail(T.Offset, "literals may only be used in the top-level section of the format");
  std::string_view V = T.Text.substr(1, T.Text.size() - 2);
  if (V.empty() || V == " " || V == "\\n") {
    Element *E = make(Element::Whitespace);
    E->Text = V;
    return E;
  }
  std::string Problem = literalProblem(V);
  if (!Problem.empty())
    return fail(T.Offset, "expected valid literal but got '" + std::string(V) + "': " + Problem);
  Element *E = make(Element::Literal);
  E->Text = V;
  return E;
}

const Element *Reader::variable(Where W) {
  Token T = Cur;
  advance();
  std::string_view Name = T.Text.substr(1);
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

const Element *Reader::directive(Where W) {
  Token T = Cur;
  advance();
  switch (T.Kind) {
  case Tok::KwCustom:
    return custom(T.Offset, W);
  case Tok::KwQualified: {
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
  case Tok::KwParams: {
    if (W != Where::Top && W != Where::Struct)
      return fail(T.Offset, "`params` can only be used at the top-level context or within a "
                            "`struct` directive");
    Element *E = make(Element::Params);
    const auto &Ps = D.parameters();
    for (unsigned I = 0; I < Ps.size(); ++I) {
      if (Seen[I])
        return fail(T.Offset, "`params` captures duplicate parameter: " + Ps[I].name());
      if (Ps[I].isSelfType())
        continue;
      Seen[I] = true;
      E->Indices.push_back(I);
    }
    return E;
  }
  case Tok::KwStruct: {
    if (W != Where::Top)
      return fail(T.Offset, "`struct` can only be used at the top-level context");
    if (!expect(Tok::LParen, "expected '(' before `struct` argument list"))
      return nullptr;
    Element *E = make(Element::Struct);
    const Element *V = element(Where::Struct);
    if (!V || (V->K != Element::Param && V->K != Element::Params))
      return fail(T.Offset, "`struct` argument list expected a parameter or directive");
    if (V->K == Element::Params) {
      E->Indices = V->Indices;
    } else {
      E->Indices.push_back(V->Index);
      while (Cur.Kind == Tok::Comma) {
        advance();
        V = element(Where::Struct);
        if (!V || V->K != Element::Param)
          return fail(T.Offset,
                      "expected a parameter or `custom` directive in `struct` argument list");
        E->Indices.push_back(V->Index);
      }
    }
    if (!expect(Tok::RParen, "expected ')' at the end of an argument list"))
      return nullptr;
    return E;
  }
  case Tok::KwRef: {
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
  default:
    return fail(T.Offset, "unsupported directive kind");
  }
}

const Element *Reader::custom(size_t At, Where W) {
  if (W != Where::Top)
    return fail(At, "'custom' is only valid as a top-level directive");
  if (!expect(Tok::Less, "expected '<' before custom directive name"))
    return nullptr;
  Token Name = Cur;
  if (!expect(Tok::Identifier, "expected custom directive name identifier") ||
      !expect(Tok::Greater, "expected '>' after custom directive name") ||
      !expect(Tok::LParen, "expected '(' before custom directive parameters"))
    return nullptr;
  Element *E = make(Element::Custom);
  E->Text = Name.Text;
  for (;;) {
    const Element *A = element(Where::Custom);
    if (!A)
      return nullptr;
    E->Args.push_back(A);
    if (Cur.Kind != Tok::Comma)
      break;
    advance();
  }
  if (!expect(Tok::RParen, "expected ')' after custom directive parameters"))
    return nullptr;
  return E;
}

bool Reader::groupBranch(std::vector<const Element *> &Elems, const Element *&Anchor) {
  do {
    const Element *E = element(Where::Top);
    if (!E)
      return false;
    if (Cur.Kind == Tok::Caret) {
      if (Anchor) {
        fail(Cur.Offset, "only one element can be marked as the anchor of an optional group");
        return false;
      }
      Anchor = E;
      advance();
    }
    Elems.push_back(E);
  } while (Cur.Kind != Tok::RParen);
  return true;
}

bool Reader::checkGroup(size_t At, const std::vector<const Element *> &Elems,
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

const Element *Reader::optionalGroup(Where W) {
  size_t At = Cur.Offset;
  advance();
  if (W != Where::Top)
    return fail(At, "optional groups can only be used as top-level elements");
  Element *E = make(Element::Optional);
  const Element *Anchor = nullptr;
  if (!groupBranch(E->Then, Anchor))
    return nullptr;
  advance();
  E->Inverted = !Anchor;
  if (Cur.Kind == Tok::Colon) {
    advance();
    if (!expect(Tok::LParen, "expected '(' to start else branch of optional group") ||
        !groupBranch(E->Else, Anchor))
      return nullptr;
    advance();
  }
  if (!expect(Tok::Question, "expected '?' after optional group"))
    return nullptr;
  if (!Anchor)
    return fail(At, "optional group has no anchor element");
  E->Anchor = Anchor;
  if (!checkGroup(At, E->Then, Anchor) || !checkGroup(At, E->Else, nullptr))
    return nullptr;
  auto firstParsable = [](const std::vector<const Element *> &Es) {
    size_t I = 0;
    while (I < Es.size() && Es[I]->K == Element::Whitespace)
      ++I;
    return I;
  };
  E->ThenStart = firstParsable(E->Then);
  E->ElseStart = firstParsable(E->Else);
  if (E->ThenStart == E->Then.size() ||
      (E->Then[E->ThenStart]->K != Element::Literal &&
       E->Then[E->ThenStart]->K != Element::Param && E->Then[E->ThenStart]->K != Element::Custom))
    return fail(At, "first parsable element of an optional group must be a literal, variable, "
                    "or custom directive");
  return E;
}

bool Reader::run() {
  while (Cur.Kind != Tok::Eof) {
    const Element *E = element(Where::Top);
    if (!E)
      return false;
    Out.Elements.push_back(E);
  }
  const auto &Ps = D.parameters();
  for (unsigned I = 0; I < Ps.size(); ++I) {
    if (Ps[I].isOptional())
      continue;
    if (!Seen[I]) {
      if (Ps[I].isSelfType())
        continue;
      fail(0, "format is missing reference to parameter: " + Ps[I].name());
      return false;
    }
    if (Ps[I].isSelfType()) {
      fail(0, "unexpected self type parameter in assembly format");
      return false;
    }
  }
  for (size_t I = 0; I + 1 < Out.Elements.size(); ++I) {
    const Element *S = Out.Elements[I], *L = Out.Elements[I + 1];
    if (S->K == Element::Struct && L->K == Element::Literal && L->Text == "," &&
        std::any_of(S->Indices.begin(), S->Indices.end(),
                    [&](unsigned P) { return Ps[P].isOptional(); })) {
      fail(0, "`struct` directive with optional parameters cannot be followed by a comma "
              "literal");
      return false;
    }
  }
  return true;
}

} // namespace

bool parseAttrTypeFormat(const AttrOrTypeDef &D, std::string_view Text, AttrTypeFormat &Out,
                         std::vector<FormatError> &Errors) {
  Reader R(D, Text, Out);
  bool Ok = R.run();
  Errors = std::move(R.Errors);
  return Ok && Errors.empty();
}

bool spaceBeforeLiteral(std::string_view Value, bool LastWasPunctuation) {
  if (Value.size() != 1 && Value != "->")
    return true;
  if (LastWasPunctuation)
    return std::string_view(">)}],").find(Value.front()) == std::string_view::npos;
  return std::string_view("<>(){}[],").find(Value.front()) == std::string_view::npos;
}

} // namespace tblgen::mlir::format
