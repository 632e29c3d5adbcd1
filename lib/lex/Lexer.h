//===- Lexer.h - TableGen lexer and preprocessor ----------------*- C++ -*-===//
//
// Turns the main buffer (and the files it includes) into tokens. The
// preprocessor (#define, #ifdef, #ifndef, #else, #endif) and `include` are
// handled here, so the parser sees one flat token stream.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "tblgen/Error.h"
#include "tblgen/SourceMgr.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace tblgen {

enum class Tok : uint8_t {
#define TOKEN(Name) Name,
#include "lex/Tokens.def"
};

/// Spelling of a token kind for messages ("identifier", "'['", "!add", ...).
std::string_view tokName(Tok K);

class Lexer {
public:
  /// Macros given with -D are passed in Defines.
  Lexer(SourceMgr &SM, Diagnostics &Diags, const std::vector<std::string> &Defines);
  ~Lexer();

  /// Files may include each other this deep (default 1000); deeper is an
  /// error at the include.
  void setMaxIncludeDepth(size_t Depth);

  /// Starts lexing buffer BufferId (the main file).
  void start(unsigned BufferId);

  /// Lexes the next token and returns its kind. After Tok::Error has been
  /// returned (and reported), every further call returns Tok::Error.
  Tok lex();

  Tok kind() const { return Kind; }
  /// Location of the first character of the current token.
  SrcLoc loc() const { return TokLoc; }
  /// Location just after the current token.
  SrcLoc endLoc() const { return TokEnd; }

  /// Identifier text; string literal contents with escapes processed; code
  /// fragment contents without the [{ }]; VarName without the '$'. Valid
  /// until the next lex(): it points into the source text (which lives as
  /// long as the SourceMgr) unless a string literal had escapes.
  std::string_view strVal() const { return StrV; }
  /// Value of IntVal and BinaryIntVal tokens.
  int64_t intVal() const { return IntV; }
  /// Number of digits of a BinaryIntVal token (its width in bits).
  unsigned binaryWidth() const { return BinWidth; }

  /// Looks ahead at the next non-blank character without lexing it (used to
  /// tell `x#` apart from other uses of '#').
  char peekChar() const;

private:
  /// lex() for every token its fast path leaves.
  [[gnu::noinline]] Tok lexSlow();
  struct Impl;
  Impl *P;
  Tok Kind = Tok::Eof;
  SrcLoc TokLoc, TokEnd;
  std::string_view StrV;
  std::string Str; ///< StrV's storage for string literals with escapes
  int64_t IntV = 0;
  unsigned BinWidth = 0;
};

} // namespace tblgen
