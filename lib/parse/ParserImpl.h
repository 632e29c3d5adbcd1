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
  const RecTy *parseType();
  const RecTy *parseOperatorType();
  const Init *parseValue(Record *CurRec, const RecTy *ItemType = nullptr,
                         IDParseMode Mode = ParseValueMode);
  const Init *parseValueInner(Record *CurRec, const RecTy *ItemType, IDParseMode Mode);
  const Init *parseSimpleValue(Record *CurRec, const RecTy *ItemType, IDParseMode Mode);
  const Init *parseScalarLiteral();
  const Init *parseIdentifierValue(Record *CurRec, IDParseMode Mode);
  const Init *parseAnonymousInstance(Record *CurRec, const StringInit *ClassName,
                                     SrcLoc NameLoc);
  const Init *parseBitsLiteral(Record *CurRec);
  const Init *parseListLiteral(Record *CurRec, const RecTy *ItemType);
  const Init *parseDagLiteral(Record *CurRec);
  bool parseDagArgs(std::vector<const Init *> &Args, std::vector<const StringInit *> &Names,
                    Record *CurRec);
  const Init *parseIDValue(Record *CurRec, const StringInit *Name, SrcLoc NameLoc,
                           IDParseMode Mode);
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
  void parseValueList(std::vector<const Init *> &Result, Record *CurRec,
                      const RecTy *ItemType = nullptr);
  const TypedInit *parseSliceElement(Record *CurRec);
  const TypedInit *parseSliceElements(Record *CurRec, bool Single);
  bool parseRangePiece(std::vector<unsigned> &Ranges, const TypedInit *FirstItem = nullptr);
  void parseRangeList(std::vector<unsigned> &Result);
  bool parseOptionalRangeList(std::vector<unsigned> &Ranges);
  bool parseOptionalBitList(std::vector<unsigned> &Ranges);

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
