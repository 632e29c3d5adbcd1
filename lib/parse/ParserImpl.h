//===- ParserImpl.h - The TableGen parser and evaluator ---------*- C++ -*-===//
//
// Internal to lib/parse. The parser evaluates as it goes: classes are built
// field by field, defs are committed when their statement ends, multiclass
// and loop bodies are kept as Bodies and replayed by substitution. What
// turns them into records is the Instantiator (Instantiator.h;
// docs/instantiation.md describes the design).
//
// Where the members live: Parser.cpp (services, scopes, the statement
// table and the statements that nest others), ParseRecord.cpp (class, def,
// defm, multiclass and what their bodies hold), ParseValue.cpp (values and
// types), ParseBang.cpp (bang operators).
//
//===----------------------------------------------------------------------===//
#pragma once

#include "lex/Lexer.h"
#include "parse/Instantiator.h"
#include "parse/Parser.h"
#include "parse/Scopes.h"
#include "tblgen/Error.h"
#include "record/Resolvers.h"
#include "tblgen/Record.h"

#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace tblgen {

class Parser {
public:
  Parser(SourceMgr &SM, Diagnostics &Diags, RecordKeeper &RK, const ParseOptions &Opts);
  /// Reads the main buffer to its end; false after an error.
  bool run(unsigned MainBuffer);

private:
  enum IDParseMode { ParseValueMode, ParseNameMode };

  // Services for every part of the parser --------------------------------

  /// Reports Msg at Loc (unless the parse is being abandoned); returns true,
  /// the failure status of the callers.
  bool error(SrcLoc Loc, const std::string &Msg);
  /// Reports an error that ends the parse (a resource limit): the callers
  /// unwind through their error paths without reporting anything more, and
  /// without the exception a FatalError would throw from deep recursion.
  bool abandon(SrcLoc Loc, const std::string &Msg);
  bool tokError(const std::string &Msg) { return error(Lex.loc(), Msg); }
  /// Skips a K token if it is the current one.
  bool consume(Tok K) {
    if (Lex.kind() != K)
      return false;
    Lex.lex();
    return true;
  }
  /// consume(K), or Msg at the current token (then true).
  bool expect(Tok K, const char *Msg) { return !consume(K) && tokError(Msg); }

  /// Opens a scope inside the current one; popScope(S) closes S and any
  /// scope an error left open inside it.
  VarScope *pushScope(ScopeOwner Owner = {});
  void popScope(VarScope *S);
  /// What Name means in S or the scopes around it, or null.
  const Init *getVar(VarScope *S, const StringInit *Name);
  /// Name as a parameter (or the NAME) of Owner, seen from inside Owner's
  /// body: a reference to the qualified name, which instantiation binds.
  const Init *parameterRef(Record &Owner, const StringInit *Name);
  /// Adds a field to CurRec (the current multiclass's parameters when null).
  bool addValue(Record *CurRec, SrcLoc Loc, const RecordVal &RV);

  /// "Id": the class named, or null after an error.
  Record *parseClassID();
  /// "arg, name = arg, ... >" after the '<' of a use of ArgsRec: the values
  /// (read in the scope of CurRec) into Result, their locations into ArgLocs.
  /// ArgVec: std::vector or SmallVec of const ArgumentInit *.
  template <typename ArgVec>
  bool parseTemplateArgValueList(ArgVec &Result, SmallVec<SrcLoc, 8> &ArgLocs, Record *CurRec,
                                 Record *ArgsRec, bool IsDefm = false);

  // Statements (Parser.cpp) -----------------------------------------------

  /// Where a statement stands.
  struct Site {
    SrcLoc Keyword;                        ///< its first token
    MulticlassDef *InMulticlass = nullptr; ///< the multiclass it is inside, if any
    Record *Rec = nullptr;                 ///< the class or def whose body holds it
  };
  /// Places a statement may stand in (see Statements.def).
  enum Place : uint8_t { FileOnly = 0, Multiclass = 1, Loop = 2, MCBody = 4, RecordBody = 8 };
  using Reader = bool (Parser::*)(const Site &);
  struct StatementRule {
    std::string_view Spelling;
    Reader Read;
    uint8_t Places;
  };
  /// The rule of the statement that keyword K starts, or null.
  static const StatementRule *ruleFor(Tok K);

  /// One statement inside multiclass MC (null: none), or an error.
  bool statement(MulticlassDef *MC);
  /// Statements as long as one starts.
  bool statements(MulticlassDef *MC);
  /// Reads the statement of rule R whose keyword is the current token.
  bool perform(const StatementRule &R, const Site &At) {
    Lex.lex();
    return (this->*R.Read)(At);
  }
  /// What foreach, if and let govern: one statement, or statements in
  /// braces (then in a scope of their own when BraceScope).
  bool block(MulticlassDef *MC, std::string_view Closer, bool BraceScope);
  /// "{ statements }" from the '{'; Closer names the construct for the error
  /// about a missing '}'.
  bool braced(MulticlassDef *MC, std::string_view Closer);
  /// The block of a foreach or of an if branch: a loop over Range (with
  /// Iterator bound, unless null), collected and then delivered.
  bool loop(const Site &At, const VarInit *Iterator, const Init *Range, std::string_view Closer);
  /// "name = range" of a foreach; the iterator, or null after an error.
  const VarInit *readIterator(const Init *&Range);
  /// Reports what llvm-tblgen calls a stray ';' after a body's '}'.
  void straySemicolon(const char *Msg);

  bool readAssert(const Site &At);
  bool readDump(const Site &At);
  bool readDefvar(const Site &At);
  bool readDeftype(const Site &At);
  bool readDefset(const Site &At);
  bool readForeach(const Site &At);
  bool readIf(const Site &At);
  bool readLet(const Site &At);

  /// Where a finished statement goes (see Parser.cpp).
  bool deliver(BodyItem Item);
  /// Applies the enclosing "let ... in" overrides, outermost first.
  bool applyLets(Record &Rec);
  bool applyLets(BodyItem &Item);

  // Records (ParseRecord.cpp) ---------------------------------------------

  bool readClass(const Site &At);
  bool readDef(const Site &At);
  bool readDefm(const Site &At);
  bool readMulticlass(const Site &At);
  /// "{ statements }" of the multiclass being defined, from the '{'.
  bool multiclassBody();

  /// The name after def or defm: UnsetInit when there is none; inside a
  /// multiclass, prefixed with NAME unless it mentions NAME.
  const Init *recordName(MulticlassDef *MC);
  /// "<decl, ...>" of a class (Rec) or of the current multiclass (null).
  bool readParams(Record *Rec);
  /// "[field] type name [= value]": a field of Rec or, when AsParam, a
  /// parameter of Rec (of the current multiclass when Rec is null). Returns
  /// the name declared, or null after an error.
  const Init *declaration(Record *Rec, bool AsParam);
  /// What follows a class or def's name: ": parents", the lets, the body.
  bool recordTail(Record &Rec);
  bool recordBody(Record &Rec);
  /// "let field{bits} = value;" inside a body.
  bool fieldLet(Record &Rec);
  /// Sets field Name of Rec (of the current multiclass's parameters when
  /// null) to V, or only its Bits (in the order given); MoveDefLoc moves
  /// the field's location to Loc.
  bool assign(Record *Rec, SrcLoc Loc, const Init *Name, std::span<const unsigned> Bits,
              const Init *V, bool MoveDefLoc = true);
  /// Field's bits value with V written into its Bits, or null after an error.
  const Init *spliceBits(RecordVal &Field, SrcLoc Loc, const Init *Name,
                         std::span<const unsigned> Bits, const Init *V);

  enum class RefKind : uint8_t {
    Parent,     ///< a class after ':' (arguments in the scope of the record)
    Defm,       ///< a multiclass in a defm
    Multiclass, ///< a multiclass a multiclass inherits
  };
  /// "Id" or "Id<args>" as K says; Target is null after an error.
  TemplateUse reference(RefKind K, Record *Scope);
  /// "Id": the multiclass named, or null after an error.
  MulticlassDef *multiclassNamed();
  /// "C<args>, D, ...": each class inherited by Into (a record, or every
  /// def of a Body) as soon as it is read; arguments in the scope of Scope.
  template <typename Heir> bool inheritList(Heir &Into, Record *Scope);
  /// The rest of a named argument "name = value" of a use of Owner, Key
  /// (read at KeyLoc) being the name; null after an error.
  const ArgumentInit *namedArg(Record *Scope, const Record &Owner, const Init *Key,
                               SrcLoc KeyLoc);

  // Values.
  const RecTy *parseType();
  const RecTy *parseOperatorType();
  const Init *parseValue(Record *Rec, const RecTy *Want = nullptr,
                         IDParseMode Mode = ParseValueMode);
  /// Where a value is read: the record it belongs to (null outside one),
  /// the type the context expects (null for any), whether a bare name may
  /// stand for itself, and where the value's text begins.
  struct ValueSite {
    Record *Rec;
    const RecTy *Want;
    IDParseMode Mode;
    SrcLoc Start;
  };
  /// Reads the form a value takes after its first token (primaryFormOf).
  using PrimaryForm = const Init *(Parser::*)(const ValueSite &);
  /// Applies one suffix to the value read so far (suffixStepOf).
  using SuffixStep = const Init *(Parser::*)(const ValueSite &, const Init *);
  static PrimaryForm primaryFormOf(Tok First);
  /// Null when K ends the value.
  static SuffixStep suffixStepOf(Tok K, IDParseMode Mode);
  std::nullptr_t valueFail(SrcLoc Loc, const std::string &Msg) {
    error(Loc, Msg);
    return nullptr;
  }
  std::nullptr_t valueFailHere(const std::string &Msg) { return valueFail(Lex.loc(), Msg); }
  /// Consumes K, or reports Missing at the current token and returns false.
  bool takeOrReport(Tok K, const char *Missing) {
    if (consume(K))
      return true;
    tokError(Missing);
    return false;
  }
  const RecTy *readBitsType();
  const RecTy *readListType();
  const RecTy *readNamedType();
  const Init *readInteger(const ValueSite &Site);
  const Init *readBinary(const ValueSite &Site);
  const Init *readBoolean(const ValueSite &Site);
  const Init *readStrings(const ValueSite &Site);
  const Init *readCode(const ValueSite &Site);
  const Init *readUnset(const ValueSite &Site);
  const Init *readNamed(const ValueSite &Site);
  const Init *readBitsLiteral(const ValueSite &Site);
  const Init *readListLiteral(const ValueSite &Site);
  const Init *readDagLiteral(const ValueSite &Site);
  const Init *readBang(const ValueSite &Site);
  const Init *readNoValue(const ValueSite &Site);
  const Init *resolveName(const ValueSite &Site, const StringInit *Name, SrcLoc At);
  const Init *instantiateAnonymous(Record *Rec, const StringInit *ClassName, SrcLoc At);
  bool readElements(SmallVec<const Init *, 16> &Out, Record *Rec, const RecTy *EltTy);
  const RecTy *listElementType(std::span<const Init *const> Items, const RecTy *Declared,
                               const RecTy *ContextElt);
  bool readDagArgument(Record *Rec, const Init *&Arg, const StringInit *&Name);
  const Init *selectBits(const ValueSite &Site, const Init *Base);
  const Init *indexList(const ValueSite &Site, const Init *Base);
  const Init *accessField(const ValueSite &Site, const Init *Base);
  const Init *pasteOnto(const ValueSite &Site, const Init *Base);
  const TypedInit *pasteOperandAsString(const TypedInit *V, SrcLoc At, Record *Rec);
  const TypedInit *readSubscript(Record *Rec);
  const TypedInit *readSubscriptItem(Record *Rec);
  /// Range lists append the indices read to Out, in the order written;
  /// parseRangeList empties Out when it fails.
  bool parseRangePiece(std::vector<unsigned> &Out, const TypedInit *Given = nullptr);
  void parseRangeList(std::vector<unsigned> &Out);
  bool parseOptionalRangeList(std::vector<unsigned> &Out);
  bool parseOptionalBitList(std::vector<unsigned> &Out);
  bool appendSpan(std::vector<unsigned> &Ranges, int64_t From, int64_t To, SrcLoc At);
  /// `<ranges>` or `{ranges}`: absent is no error, an empty list is one.
  bool readBracketedRanges(std::vector<unsigned> &Ranges, Tok Open, Tok Close,
                           const char *Unclosed, const char *OpenedHere);
  // Bang operators (ParseBang.cpp). The operators of tblgen/BangOps.def's
  // table are read by a BangReader; !cond, !foldl, !foreach and !filter by
  // functions of their own.
  struct BangReader;
  using NameBinding = std::pair<const Init *, const RecTy *>;
  const Init *parseOperation(Record *CurRec, const RecTy *ItemType);
  const Init *parseCondOperator(Record *CurRec, const RecTy *ItemType);
  const Init *parseFoldOperator(Record *CurRec);
  const Init *parseMapOperator(Record *CurRec, const RecTy *ItemType, bool Filter);
  const Init *parseWithNamesBound(Record *CurRec, std::span<const NameBinding> Names,
                                  const RecTy *ItemType);
  const Init *takeBangName(const char *NotAName);
  bool expectBangToken(Tok K, const char *Msg);
  const Init *rejectBang(SrcLoc Loc, const std::string &Msg);

  SourceMgr &SM;
  Diagnostics &Diags;
  RecordKeeper &Records;
  const ParseOptions &Opts;
  Lexer Lex;

  Instantiator Engine;
  LetStack Lets;
  ScopeArena Scopes;
  std::map<std::string, std::unique_ptr<MulticlassDef>, std::less<>> Multiclasses;
  std::map<std::string, const RecTy *, std::less<>> TypeAliases;
  /// The foreach and if statements being read, innermost last: a finished
  /// statement inside one is kept in its body until the loop is complete.
  std::vector<std::unique_ptr<LoopNode>> OpenLoops;
  MulticlassDef *CurMultiClass = nullptr;
  VarScope *CurScope = nullptr;
  unsigned ValueDepth = 0, StatementDepth = 0;
  bool Abandoned = false; ///< set by abandon(): report no further errors
  /// readStrings' buffer for adjacent literals (kept: no allocation each).
  std::string Literals;
};

} // namespace tblgen
