//===- FormatParser.cpp - The grammar of declarative assembly formats -----===//
#include "mlir/format/FormatParser.h"

#include "tblgen/SourceMgr.h"

#include <algorithm>

namespace tblgen::mlir::format {

std::string quoteFormatLine(std::string_view Text, size_t Offset) {
  Offset = std::min(Offset, Text.size());
  size_t Begin = Offset == 0 ? std::string_view::npos : Text.rfind('\n', Offset - 1);
  Begin = Begin == std::string_view::npos ? 0 : Begin + 1;
  size_t End = Text.find('\n', Offset);
  std::string_view Line = Text.substr(Begin, End == std::string_view::npos ? End : End - Begin);
  std::string Out;
  appendSourceLine(Out, Line, Offset - Begin);
  Out.pop_back();
  return Out;
}

namespace {

bool alpha(char C) { return (C >= 'a' && C <= 'z') || (C >= 'A' && C <= 'Z'); }
bool alnum(char C) { return alpha(C) || (C >= '0' && C <= '9'); }

} // namespace

FormatParser::FormatParser(std::string_view Text, std::deque<Element> &Storage)
    : Lex(Text), Storage(Storage) {
  advance();
}

Element *FormatParser::make(Element::Kind K) {
  Storage.push_back(Element{K, {}, 0, false, {}, {}, {}, {}, nullptr, false, 0, 0});
  return &Storage.back();
}

const Element *FormatParser::fail(size_t At, std::string Msg) {
  Errors.push_back({std::move(Msg), At});
  return nullptr;
}

void FormatParser::advance() {
  Cur = Lex.next();
  if (Cur.Kind == Tok::Error)
    fail(Cur.Offset, Lex.error());
}

bool FormatParser::expect(Tok K, const char *Msg) {
  if (Cur.Kind != K) {
    fail(Cur.Offset, Msg);
    return false;
  }
  advance();
  return true;
}

bool FormatParser::parse(std::vector<const Element *> &Out) {
  size_t Start = Cur.Offset;
  while (Cur.Kind != Tok::Eof) {
    const Element *E = element(Where::Top);
    if (!E)
      return false;
    Out.push_back(E);
  }
  return verify(Start, Out) && Errors.empty();
}

const Element *FormatParser::element(Where W) {
  switch (Cur.Kind) {
  case Tok::Literal:
    return literal(W);
  case Tok::String:
    return string(W);
  case Tok::Variable: {
    Token T = Cur;
    advance();
    return variable(T, T.Text.substr(1), W);
  }
  case Tok::LParen:
    return optionalGroup(W);
  default:
    break;
  }
  if (!Cur.isKeyword())
    return fail(Cur.Offset, "expected literal, variable, directive, or optional group");
  Token T = Cur;
  advance();
  if (T.Kind == Tok::KwCustom)
    return custom(T.Offset, W);
  return directive(T, W);
}

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

const Element *FormatParser::literal(Where W) {
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

const Element *FormatParser::string(Where W) {
  Token T = Cur;
  advance();
  if (W != Where::Custom)
    return fail(T.Offset, "strings may only be used as 'custom' directive arguments");
  Element *E = make(Element::String);
  // Backslashes escape: each is dropped.
  for (char C : T.Text.substr(1, T.Text.size() - 2))
    if (C != '\\')
      E->Text += C;
  return E;
}

const Element *FormatParser::custom(size_t At, Where W) {
  if (W != Where::Top && W != Where::Struct)
    return fail(At, "`custom` can only be used at the top-level context or within a `struct` directive");
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
  if (!verifyCustomArgs(At, E->Args))
    return nullptr;
  return E;
}

bool FormatParser::groupBranch(std::vector<const Element *> &Elems, const Element *&Anchor) {
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

const Element *FormatParser::optionalGroup(Where W) {
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
  if (!verifyGroup(At, E->Then, Anchor) || !verifyGroup(At, E->Else, nullptr))
    return nullptr;
  auto firstParsable = [](const std::vector<const Element *> &Es) {
    size_t I = 0;
    while (I < Es.size() && Es[I]->K == Element::Whitespace)
      ++I;
    return I;
  };
  E->ThenStart = firstParsable(E->Then);
  E->ElseStart = firstParsable(E->Else);
  Element::Kind First = E->ThenStart == E->Then.size() ? Element::Whitespace
                                                       : E->Then[E->ThenStart]->K;
  if (First != Element::Literal && First != Element::Param && First != Element::Custom)
    return fail(At, "first parsable element of an optional group must be a literal, variable, "
                    "or custom directive");
  return E;
}

bool spaceBeforeLiteral(std::string_view Value, bool LastWasPunctuation) {
  if (Value.size() != 1 && Value != "->")
    return true;
  if (LastWasPunctuation)
    return std::string_view(">)}],").find(Value.front()) == std::string_view::npos;
  return std::string_view("<>(){}[],").find(Value.front()) == std::string_view::npos;
}

} // namespace tblgen::mlir::format
