//===- ParseType.cpp - Types and integer range lists ----------------------===//
//
// The two small fixed syntaxes that statements and values share: a type
// (`int`, `bits<8>`, `list<Class>`, a deftype alias, ...) and a list of
// integer ranges (`0, 3...5, 9-7`) as written in bit lists, foreach lists
// and `let` bit selections.
//
//===----------------------------------------------------------------------===//
#include "parse/ParserImpl.h"

namespace tblgen {

namespace {
/// A type named by a single keyword.
struct KeywordType {
  Tok Word;
  const RecTy *(*Make)(RecordKeeper &RK);
};
} // namespace

static constexpr KeywordType KeywordTypes[] = {
    {Tok::Int, [](RecordKeeper &RK) -> const RecTy * { return IntRecTy::get(RK); }},
    {Tok::String, [](RecordKeeper &RK) -> const RecTy * { return StringRecTy::get(RK); }},
    {Tok::Bit, [](RecordKeeper &RK) -> const RecTy * { return BitRecTy::get(RK); }},
    {Tok::Dag, [](RecordKeeper &RK) -> const RecTy * { return DagRecTy::get(RK); }},
    // `code` is a string that prints as [{...}] only where written literally.
    {Tok::Code, [](RecordKeeper &RK) -> const RecTy * { return StringRecTy::get(RK); }},
};

const RecTy *Parser::parseType() {
  Tok Word = Lex.kind();
  for (const KeywordType &Plain : KeywordTypes) {
    if (Plain.Word != Word)
      continue;
    Lex.lex();
    return Plain.Make(Records);
  }
  if (Word == Tok::Id)
    return readNamedType();
  if (Word == Tok::Bits)
    return readBitsType();
  if (Word == Tok::List)
    return readListType();
  return valueFailHere("Unknown token when expecting a type");
}

// A deftype alias, else a class: a record type.
const RecTy *Parser::readNamedType() {
  const auto Alias = TypeAliases.find(Lex.strVal());
  if (Alias == TypeAliases.end()) {
    Record *Class = parseClassID();
    return Class ? RecordRecTy::get(Class) : valueFailHere("unknown class name");
  }
  Lex.lex();
  return Alias->second;
}

// bits<N>; N is checked against the width limit before the '>' is passed.
const RecTy *Parser::readBitsType() {
  if (Lex.lex() != Tok::Less)
    return valueFailHere("expected '<' after bits type");
  if (Lex.lex() != Tok::IntVal)
    return valueFailHere("expected integer in bits<n> type");
  const int64_t Width = Lex.intVal();
  const SrcLoc WidthLoc = Lex.loc();
  if (Lex.lex() != Tok::Greater)
    return valueFailHere("expected '>' at end of bits<n> type");
  const uint64_t Limit = Records.getLimits().MaxBitsWidth;
  if (uint64_t(Width) > Limit)
    return valueFail(WidthLoc, "bits<" + std::to_string(Width) + "> exceeds the limit of " +
                                   std::to_string(Limit) +
                                   " bits (raise it with --max-bits-width)");
  const RecTy *Sized = BitsRecTy::get(Records, unsigned(Width));
  Lex.lex();
  return Sized;
}

// list<T>: T nests, so it counts against the value nesting limit.
const RecTy *Parser::readListType() {
  if (Lex.lex() != Tok::Less)
    return valueFailHere("expected '<' after list type");
  Lex.lex();
  if (ValueDepth >= Opts.MaxValueDepth) {
    tokError("type nesting exceeds the limit of " + std::to_string(Opts.MaxValueDepth) +
             " (raise it with --max-value-depth)");
    throw FatalError{};
  }
  ++ValueDepth;
  const RecTy *Element = parseType();
  --ValueDepth;
  if (Element && takeOrReport(Tok::Greater, "expected '>' at end of list<ty> type"))
    return Element->getListTy();
  return nullptr;
}

// The <type> of a bang operator such as !cast<T>.
const RecTy *Parser::parseOperatorType() {
  static constexpr const char *Missing = "expected type name for operator";
  if (!takeOrReport(Tok::Less, Missing))
    return nullptr;
  if (Lex.kind() == Tok::Code)
    tokError("the 'code' type is not allowed in bang operators; use 'string'");
  const RecTy *Operand = parseType();
  if (Operand && consume(Tok::Greater))
    return Operand;
  return valueFailHere(Missing);
}

//===----------------------------------------------------------------------===//
// Integer range lists
//===----------------------------------------------------------------------===//

// From...To in either direction, both ends included, after checking the
// list against the size limit.
bool Parser::appendSpan(std::vector<unsigned> &Ranges, int64_t From, int64_t To, SrcLoc At) {
  const uint64_t Count = uint64_t(To < From ? From - To : To - From) + 1;
  const uint64_t Limit = Records.getLimits().MaxListSize;
  if (Limit && Ranges.size() + Count > Limit)
    return abandon(At, "range list exceeds the limit of " + std::to_string(Limit) +
                           " elements (raise it with --max-list-size)");
  Ranges.reserve(Ranges.size() + Count);
  const int64_t Step = To < From ? -1 : 1;
  for (int64_t Bit = From;; Bit += Step) {
    Ranges.push_back(unsigned(Bit));
    if (Bit == To)
      return false;
  }
}

// One piece: N, N...M or N-M. The lexer reads "3-5" as 3 and -5, so a
// negative integer right after the first bound is the second one.
bool Parser::parseRangePiece(std::vector<unsigned> &Out, const TypedInit *Given) {
  const SrcLoc PieceLoc = Lex.loc();
  const auto *Low = dyn_cast<IntInit>(Given ? Given : parseValue(nullptr));
  if (!Low)
    return tokError("expected integer or bitrange");
  const int64_t From = Low->getValue();
  if (From < 0)
    return tokError("invalid range, cannot be negative");
  int64_t To;
  const Tok After = Lex.kind();
  if (After == Tok::IntVal) {
    To = -Lex.intVal();
    Lex.lex();
  } else if (After == Tok::DotDotDot || After == Tok::Minus) {
    Lex.lex();
    const auto *High = dyn_cast<IntInit>(parseValue(nullptr));
    if (!High)
      return tokError("expected integer value as end of range");
    To = High->getValue();
  } else {
    Out.push_back(unsigned(From));
    return false;
  }
  if (To < 0)
    return tokError("invalid range, cannot be negative");
  return appendSpan(Out, From, To, PieceLoc);
}

void Parser::parseRangeList(std::vector<unsigned> &Out) {
  bool Failed = parseRangePiece(Out);
  while (!Failed && consume(Tok::Comma))
    Failed = parseRangePiece(Out);
  if (Failed)
    Out.clear();
}

bool Parser::readBracketedRanges(std::vector<unsigned> &Ranges, Tok Open, Tok Close,
                                 const char *Unclosed, const char *OpenedHere) {
  if (Lex.kind() != Open)
    return false;
  const SrcLoc OpenLoc = Lex.loc();
  Lex.lex();
  parseRangeList(Ranges);
  // An empty list is a failure parseRangeList has reported.
  const bool Read = !Ranges.empty();
  if (Read && !takeOrReport(Close, Unclosed))
    return error(OpenLoc, OpenedHere);
  return !Read;
}

bool Parser::parseOptionalRangeList(std::vector<unsigned> &Out) {
  return readBracketedRanges(Out, Tok::Less, Tok::Greater, "expected '>' at end of range list",
                             "to match this '<'");
}

bool Parser::parseOptionalBitList(std::vector<unsigned> &Out) {
  return readBracketedRanges(Out, Tok::LBrace, Tok::RBrace, "expected '}' at end of bit list",
                             "to match this '{'");
}

} // namespace tblgen
