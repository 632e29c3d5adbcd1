//===- FormatLexer.h - Tokens of MLIR declarative assembly formats -*- C++ -*-===//
//
// The declarative assembly format of ops, attributes and types is a small
// language of its own: `literals`, $variables, "strings", directives
// (keywords such as params, struct, custom, ref, qualified), punctuation for
// optional groups ( ... ^ ... )? and their else branches : ( ... ).
// This lexer splits a format string into those tokens.
//
//===----------------------------------------------------------------------===//
#pragma once

#include <string>
#include <string_view>

namespace tblgen::mlir::format {

/// The kinds of token.
enum class Tok {
  Eof,
  Error,
  Caret,
  Colon,
  Comma,
  Equal,
  Less,
  Greater,
  Question,
  LParen,
  RParen,
  Star,
  Pipe,
  Literal,    ///< `...`, backticks included
  Variable,   ///< $name, the '$' included
  String,     ///< "...", quotes included
  Identifier, ///< a name that is no keyword
  // Keywords.
  KwAttrDict,
  KwAttrDictWithKeyword,
  KwCustom,
  KwFunctionalType,
  KwOilist,
  KwOperands,
  KwParams,
  KwProp,
  KwRef,
  KwRegions,
  KwResults,
  KwStruct,
  KwSuccessors,
  KwType,
  KwQualified,
};

/// One token: its kind, its text and its offset in the format.
struct Token {
  Tok Kind = Tok::Eof;
  std::string_view Text;
  size_t Offset = 0;
  bool isKeyword() const { return Kind >= Tok::KwAttrDict; }
};

/// Splits a format into tokens; an Error token carries its message.
class FormatLexer {
public:
  explicit FormatLexer(std::string_view Format) : Src(Format) {}
  Token next();
  /// The message of the last Error token.
  const std::string &error() const { return Message; }

private:
  Token make(Tok K, size_t Begin) { return {K, Src.substr(Begin, Pos - Begin), Begin}; }
  Token fail(size_t At, std::string Msg);
  std::string_view Src;
  size_t Pos = 0;
  std::string Message;
};

} // namespace tblgen::mlir::format
