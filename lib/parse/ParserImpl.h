//===- ParserImpl.h - The TableGen parser and evaluator ---------*- C++ -*-===//
//
// Internal to lib/parse. The parser evaluates as it goes: classes are built
// field by field, defs are committed when their statement ends, multiclass
// and loop bodies are kept as Bodies and replayed by substitution. What
// turns them into records is the Instantiator (Instantiator.h;
// docs/instantiation.md describes the design).
//
//===----------------------------------------------------------------------===//
#pragma once

#include "lex/Lexer.h"
#include "parse/Instantiator.h"
#include "parse/Parser.h"
#include "tblgen/Error.h"
#include "record/Resolvers.h"
#include "tblgen/Record.h"

#include <functional>
#include <map>
#include <memory>
#include <string>
#include <unordered_map>
#include <variant>
#include <vector>

namespace tblgen {

/// What a scope makes visible besides its own defvars: nothing (a block of
/// statements), a record's fields (a class's parameters too), a foreach
/// iterator, or the parameters of the multiclass being defined.
using ScopeOwner = std::variant<std::monostate, Record *, const VarInit *, MulticlassDef *>;

/// A lexical scope: its defvars and what its owner makes visible. Lookup
/// walks from the innermost scope outwards (Parser::getVar).
struct VarScope {
  VarScope *Outer = nullptr;
  ScopeOwner Owner;
  std::map<std::string, const Init *, std::less<>> Defvars;

  /// The file's own scope, where defvars become global variables.
  bool isOutermost() const { return !Outer && std::holds_alternative<std::monostate>(Owner); }
  bool varAlreadyDefined(std::string_view Name) const { return Defvars.count(Name) != 0; }
};

/// One assignment of a "let ... in" statement, applied to every record
/// defined inside it (after the record's parents, before its body).
struct LetOverride {
  SrcLoc Loc;
  const StringInit *Field;
  std::vector<unsigned> Bits; ///< the bits assigned, or empty for the whole field
  const Init *Value;
};

class Parser {
public:
  Parser(SourceMgr &SM, Diagnostics &Diags, RecordKeeper &RK, const ParseOptions &Opts);
  bool parseFile(unsigned MainBuffer);

private:
  enum IDParseMode { ParseValueMode, ParseNameMode };

  // Diagnostics.
  bool error(SrcLoc Loc, const std::string &Msg);
  /// Reports an error that ends the parse (a resource limit): the callers
  /// unwind through their error paths without reporting anything more, and
  /// without the exception a FatalError would throw from deep recursion.
  bool abandon(SrcLoc Loc, const std::string &Msg);
  bool tokError(const std::string &Msg) { return error(Lex.loc(), Msg); }
  bool consume(Tok K) {
    if (Lex.kind() != K)
      return false;
    Lex.lex();
    return true;
  }

  // Scopes.
  VarScope *pushScope(ScopeOwner Owner = {});
  void popScope(VarScope *S);
  const Init *getVar(VarScope *S, const StringInit *Name);

  // Semantic helpers.
  bool addValue(Record *CurRec, SrcLoc Loc, const RecordVal &RV);
  bool setValue(Record *CurRec, SrcLoc Loc, const Init *ValName, std::span<const unsigned> Bits,
                const Init *V, bool AllowSelfAssignment = false, bool OverrideDefLoc = true);
  /// Where a finished statement goes (see Parser.cpp).
  bool deliver(BodyItem Item);
  /// Applies the enclosing "let ... in" overrides, outermost first.
  bool applyLets(Record &Rec);
  bool applyLets(BodyItem &Item);

  // Statements.
  bool parseObjectList(MulticlassDef *MC = nullptr);
  bool parseObject(MulticlassDef *MC);
  bool parseClass();
  bool parseMultiClass();
  bool parseDef(MulticlassDef *MC);
  bool parseDefm(MulticlassDef *MC);
  bool parseDefset();
  bool parseDeftype();
  bool parseDefvar(Record *CurRec = nullptr);
  bool parseForeach(MulticlassDef *MC);
  bool parseIf(MulticlassDef *MC);
  bool parseIfBody(MulticlassDef *MC, std::string_view Kind);
  bool parseAssert(MulticlassDef *MC, Record *CurRec = nullptr);
  bool parseDump(MulticlassDef *MC, Record *CurRec = nullptr);
  bool parseTopLevelLet(MulticlassDef *MC);
  void parseLetList(std::vector<LetOverride> &Result);
  bool parseObjectBody(Record *CurRec);
  bool parseBody(Record *CurRec);
  bool parseBodyItem(Record *CurRec);
  bool parseTemplateArgList(Record *CurRec);
  const Init *parseDeclaration(Record *CurRec, bool ParsingTemplateArgs);
  const VarInit *parseForeachDeclaration(const Init *&ForeachListValue);
  const Init *parseObjectName(MulticlassDef *MC);
  Record *parseClassID();
  MulticlassDef *parseMultiClassID();
  TemplateUse parseSubClassReference(Record *CurRec, bool IsDefm);
  TemplateUse parseSubMultiClassReference(MulticlassDef *CurMC);
  /// ArgVec: std::vector or SmallVec of const ArgumentInit *.
  template <typename ArgVec>
  bool parseTemplateArgValueList(ArgVec &Result, SmallVec<SrcLoc, 8> &ArgLocs, Record *CurRec,
                                 Record *ArgsRec, bool IsDefm = false);

  // Values.
  struct StringSearchSyntax; ///< !substr and !find, see ParseBang.cpp
  using BoundVariable = std::pair<const Init *, const RecTy *>;
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
  const Init *parseOperation(Record *CurRec, const RecTy *ItemType);
  const Init *parseOperationUnary(Record *CurRec, const RecTy *ItemType);
  const Init *parseOperationBinary(Record *CurRec, const RecTy *ItemType,
                                   BinOpInit::BinaryOp Op);
  const Init *parseOperationTernary(Record *CurRec, const RecTy *ItemType);
  const Init *parseOperationRange(Record *CurRec, const RecTy *ItemType);
  const Init *parseOperationSubstr(Record *CurRec, const RecTy *ItemType);
  const Init *parseOperationFind(Record *CurRec, const RecTy *ItemType);
  const Init *parseStringSearch(Record *CurRec, const RecTy *ItemType,
                                const StringSearchSyntax &Syntax);
  const Init *parseOperationForEachFilter(Record *CurRec, const RecTy *ItemType);
  const Init *parseWithBoundVariables(Record *CurRec, std::span<const BoundVariable> Bound,
                                      const RecTy *ItemType);
  const Init *parseOperationCond(Record *CurRec, const RecTy *ItemType);
  const Init *parseOperationFoldl(Record *CurRec, const RecTy *ItemType);

  SourceMgr &SM;
  Diagnostics &Diags;
  RecordKeeper &Records;
  const ParseOptions &Opts;
  Lexer Lex;

  Instantiator Engine;
  /// The overrides of the enclosing "let ... in" statements, outermost
  /// first; LetFrames holds where each statement's overrides begin.
  std::vector<LetOverride> Lets;
  std::vector<size_t> LetFrames;
  std::map<std::string, std::unique_ptr<MulticlassDef>, std::less<>> MultiClasses;
  std::map<std::string, const RecTy *, std::less<>> TypeAliases;
  /// The foreach and if statements being read, innermost last: a finished
  /// statement inside one is kept in its body until the loop is complete.
  std::vector<std::unique_ptr<LoopNode>> OpenLoops;
  MulticlassDef *CurMultiClass = nullptr;
  VarScope *CurScope = nullptr;
  std::vector<std::unique_ptr<VarScope>> ScopeStore;
  size_t LiveScopes = 0; ///< ScopeStore's scopes in use; the rest wait for reuse
  unsigned ValueDepth = 0, StatementDepth = 0;
  bool Abandoned = false; ///< set by abandon(): report no further errors
};

} // namespace tblgen
