//===- FormatParser.h - The grammar of declarative assembly formats -*- C++ -*-===//
//
// What the assembly formats of ops, attributes and types share: literals
// (`x`, and the whitespace ` `, `` and `\n`), "strings" (custom directive
// arguments), custom<Name>(arguments) directives and optional groups
// ( ... anchor^ ... ) : ( else ... )? . A parser for one kind of format
// derives from FormatParser and gives meaning to variables ($name), to the
// other directives and to the checks of optional groups and of the whole
// format. Errors are collected with their offsets in the format, in the
// order mlir-tblgen reports them.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "mlir/format/FormatLexer.h"

#include <deque>
#include <string>
#include <string_view>
#include <vector>

namespace tblgen::mlir::format {

/// One element of a format.
struct Element {
  enum Kind { Literal, Whitespace, Param, Params, Struct, Custom, Ref, String, Optional, Directive };
  Kind K;
  /// The literal's spelling, the whitespace, the custom directive's name or
  /// the string's value.
  std::string Text;
  /// The variable (Param, Ref): an index the derived parser chose.
  unsigned Index = 0;
  /// Printed with its dialect prefix (qualified).
  bool Qualified = false;
  /// The variables of a directive that captures several (params, struct).
  std::vector<unsigned> Indices;
  /// The arguments of custom; the entries of struct (parameters and
  /// custom directives of one parameter).
  std::vector<const Element *> Args;
  /// The branches of an optional group.
  std::vector<const Element *> Then, Else;
  const Element *Anchor = nullptr;
  bool Inverted = false;
  /// The first element of each branch that is not whitespace.
  size_t ThenStart = 0, ElseStart = 0;
};

/// An error in a format: its message and its offset in the format.
struct FormatError {
  std::string Message;
  size_t Offset;
  /// A note printed after the error at the same offset ("" when none).
  std::string Note = {};
};

/// The line of the format Text holding Offset, quoted as mlir-tblgen quotes
/// it under a message (tabs expanded, a caret under the offset), without a
/// final newline.
std::string quoteFormatLine(std::string_view Text, size_t Offset);

/// Where an element appears.
enum class Where { Top, Custom, Struct, Ref, Type };

/// The shared grammar; the derived parser reads variables and directives.
class FormatParser {
public:
  /// Elements are made in Storage, which must outlive them.
  FormatParser(std::string_view Text, std::deque<Element> &Storage);
  virtual ~FormatParser() = default;
  FormatParser(const FormatParser &) = delete;
  FormatParser &operator=(const FormatParser &) = delete;

  /// Reads the whole format into Out, then verifies it; false on any error.
  bool parse(std::vector<const Element *> &Out);
  const std::vector<FormatError> &errors() const { return Errors; }

protected:
  /// A variable (the token T, the name without '$') where W allows it.
  virtual const Element *variable(const Token &T, std::string_view Name, Where W) = 0;
  /// A directive keyword T other than custom, already consumed.
  virtual const Element *directive(const Token &T, Where W) = 0;
  /// Checks of the whole format; At is the offset of its first token.
  virtual bool verify(size_t At, const std::vector<const Element *> &Elems) = 0;
  /// Checks of a branch of an optional group at At (Anchor null for the
  /// else branch).
  virtual bool verifyGroup(size_t At, const std::vector<const Element *> &Elems,
                           const Element *Anchor) = 0;

  Element *make(Element::Kind K);
  /// Records an error; returns null for the caller to return.
  const Element *fail(size_t At, std::string Msg);
  /// Moves to the next token; a lexical error is reported as it is met.
  void advance();
  /// Consumes a token of kind K, or reports Msg.
  bool expect(Tok K, const char *Msg);
  /// Any element allowed where W says.
  const Element *element(Where W);
  /// Checks of the arguments of a custom directive at At, once its closing
  /// parenthesis is read.
  virtual bool verifyCustomArgs(size_t, const std::vector<const Element *> &) { return true; }
  /// Attaches a note to the last error recorded.
  void noteLast(std::string Note) {
    if (!Errors.empty())
      Errors.back().Note = std::move(Note);
  }

  Token Cur;

private:
  const Element *literal(Where W);
  const Element *string(Where W);
  const Element *custom(size_t At, Where W);
  const Element *optionalGroup(Where W);
  bool groupBranch(std::vector<const Element *> &Elems, const Element *&Anchor);

  FormatLexer Lex;
  std::deque<Element> &Storage;
  std::vector<FormatError> Errors;
};

/// Why V cannot be a literal of a format; "" when it can.
std::string literalProblem(std::string_view V);

/// A literal printed or parsed needs a space before it (after a previous
/// element), given whether the last thing printed was punctuation.
bool spaceBeforeLiteral(std::string_view Value, bool LastWasPunctuation);

} // namespace tblgen::mlir::format
