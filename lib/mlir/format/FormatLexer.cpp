//===- FormatLexer.cpp - Tokens of MLIR declarative assembly formats ------===//
#include "mlir/format/FormatLexer.h"

#include <array>
#include <utility>

namespace tblgen::mlir::format {

namespace {

bool alpha(char C) { return (C >= 'a' && C <= 'z') || (C >= 'A' && C <= 'Z'); }
bool digit(char C) { return C >= '0' && C <= '9'; }

constexpr std::array<std::pair<std::string_view, Tok>, 16> Keywords{{
    {"attr-dict", Tok::KwAttrDict},
    {"attr-dict-with-keyword", Tok::KwAttrDictWithKeyword},
    {"custom", Tok::KwCustom},
    {"functional-type", Tok::KwFunctionalType},
    {"oilist", Tok::KwOilist},
    {"operands", Tok::KwOperands},
    {"params", Tok::KwParams},
    {"prop-dict", Tok::KwProp},
    {"ref", Tok::KwRef},
    {"regions", Tok::KwRegions},
    {"results", Tok::KwResults},
    {"struct", Tok::KwStruct},
    {"successors", Tok::KwSuccessors},
    {"type", Tok::KwType},
    {"qualified", Tok::KwQualified},
    {"", Tok::Identifier},
}};

} // namespace

Token FormatLexer::fail(size_t At, std::string Msg) {
  Message = std::move(Msg);
  return {Tok::Error, Src.substr(At, 0), At};
}

Token FormatLexer::next() {
  while (Pos < Src.size() &&
         (Src[Pos] == ' ' || Src[Pos] == '\t' || Src[Pos] == '\n' || Src[Pos] == '\r' ||
          Src[Pos] == '\0'))
    ++Pos;
  size_t Begin = Pos;
  if (Pos >= Src.size())
    return {Tok::Eof, Src.substr(Src.size()), Src.size()};
  char C = Src[Pos++];
  switch (C) {
  case '^': return make(Tok::Caret, Begin);
  case ':': return make(Tok::Colon, Begin);
  case ',': return make(Tok::Comma, Begin);
  case '=': return make(Tok::Equal, Begin);
  case '<': return make(Tok::Less, Begin);
  case '>': return make(Tok::Greater, Begin);
  case '?': return make(Tok::Question, Begin);
  case '(': return make(Tok::LParen, Begin);
  case ')': return make(Tok::RParen, Begin);
  case '*': return make(Tok::Star, Begin);
  case '|': return make(Tok::Pipe, Begin);
  case '`':
    while (Pos < Src.size())
      if (Src[Pos++] == '`')
        return make(Tok::Literal, Begin);
    return fail(Src.size(), "unexpected end of file in literal");
  case '$':
    if (Pos >= Src.size() || !(alpha(Src[Pos]) || Src[Pos] == '_'))
      return fail(Begin, "expected variable name");
    while (Pos < Src.size() && (alpha(Src[Pos]) || digit(Src[Pos]) || Src[Pos] == '_'))
      ++Pos;
    return make(Tok::Variable, Begin);
  case '"': {
    bool Escape = false;
    while (Pos < Src.size()) {
      char D = Src[Pos++];
      if (!Escape && D == '"')
        return make(Tok::String, Begin);
      Escape = D == '\\';
    }
    return fail(Src.size(), "unexpected end of file in string");
  }
  default:
    break;
  }
  if (!alpha(C) && C != '_')
    return fail(Begin, "unexpected character");
  while (Pos < Src.size() &&
         (alpha(Src[Pos]) || digit(Src[Pos]) || Src[Pos] == '_' || Src[Pos] == '-'))
    ++Pos;
  Token T = make(Tok::Identifier, Begin);
  for (const auto &[Word, Kind] : Keywords)
    if (!Word.empty() && Word == T.Text)
      T.Kind = Kind;
  return T;
}

} // namespace tblgen::mlir::format
