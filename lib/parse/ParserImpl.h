//===- ParserImpl.h - The TableGen parser and evaluator ---------*- C++ -*-===//
//
// Internal to lib/parse. The parser evaluates as it goes: classes are built
// field by field, defs are resolved and added to the RecordKeeper when their
// statement ends, multiclass bodies and foreach bodies are kept as entries
// and instantiated by substitution.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "lex/Lexer.h"
#include "parse/Parser.h"
#include "tblgen/Error.h"
#include "record/Resolvers.h"
#include "tblgen/Record.h"

#include <functional>
#include <map>
#include <memory>
#include <string>
#include <unordered_map>
#include <vector>

namespace tblgen {

struct ForeachLoop;

/// One item of a multiclass or loop body: a record prototype, a nested
/// loop, an assertion or a dump.
struct RecordsEntry {
  std::unique_ptr<Record> Rec;
  std::unique_ptr<ForeachLoop> Loop;
  std::unique_ptr<Record::AssertionInfo> Assertion;
  std::unique_ptr<Record::DumpInfo> Dump;

  RecordsEntry() = default;
  RecordsEntry(std::unique_ptr<Record> R) : Rec(std::move(R)) {}
  RecordsEntry(std::unique_ptr<ForeachLoop> L);
  RecordsEntry(std::unique_ptr<Record::AssertionInfo> A) : Assertion(std::move(A)) {}
  RecordsEntry(std::unique_ptr<Record::DumpInfo> D) : Dump(std::move(D)) {}
  RecordsEntry(RecordsEntry &&) = default;
  RecordsEntry &operator=(RecordsEntry &&) = default;
  ~RecordsEntry();
};

struct ForeachLoop {
  SrcLoc Loc;
  const VarInit *IterVar; ///< null for the loops that `if` turns into
  const Init *ListValue;
  std::vector<RecordsEntry> Entries;
  ForeachLoop(SrcLoc L, const VarInit *IV, const Init *LV) : Loc(L), IterVar(IV), ListValue(LV) {}
};

struct MultiClass {
  Record Rec; ///< holds the template arguments
  std::vector<RecordsEntry> Entries;
  MultiClass(std::string_view Name, SrcLoc Loc, RecordKeeper &RK)
      : Rec(Name, std::vector<SrcLoc>{Loc}, RK, Record::RK_MultiClass) {}
};

struct LetRecord {
  const StringInit *Name;
  std::vector<unsigned> Bits;
  const Init *Value;
  SrcLoc Loc;
};

struct DefsetRecord {
  SrcLoc Loc;
  const RecTy *EltTy = nullptr;
  std::vector<const Init *> Elements;
};

struct SubClassReference {
  SrcRange RefRange;
  Record *Rec = nullptr;
  std::vector<const ArgumentInit *> TemplateArgs;
};

struct SubMultiClassReference {
  SrcRange RefRange;
  MultiClass *MC = nullptr;
  std::vector<const ArgumentInit *> TemplateArgs;
};

/// A lexical scope for defvar and the names that it can see.
struct VarScope {
  enum Kind { Local, RecordScope, Loop, MultiClassScope };
  Kind K = Local;
  VarScope *Parent = nullptr;
  std::map<std::string, const Init *, std::less<>> Vars;
  Record *CurRec = nullptr;
  ForeachLoop *CurLoop = nullptr;
  MultiClass *CurMC = nullptr;

  bool isOutermost() const { return K == Local && !Parent; }
  bool varAlreadyDefined(std::string_view Name) const { return Vars.count(Name) != 0; }
};

class Parser {
public:
  Parser(SourceMgr &SM, Diagnostics &Diags, RecordKeeper &RK, const ParseOptions &Opts);
  bool parseFile(unsigned MainBuffer);

private:
  enum IDParseMode { ParseValueMode, ParseNameMode };
  using SubstStack = std::vector<std::pair<const Init *, const Init *>>;

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
  VarScope *pushScope();
  VarScope *pushScope(Record *Rec);
  VarScope *pushScope(ForeachLoop *L);
  VarScope *pushScope(MultiClass *MC);
  void popScope(VarScope *S);
  const Init *getVar(VarScope *S, const StringInit *Name);

  // Semantic helpers.
  const Init *qualifyName(Record &Rec, const Init *Name, std::string_view Scoper);
  const Init *qualifiedImplicitName(Record &Rec, bool IsMC);
  const Init *qualifiedImplicitName(MultiClass *MC) { return qualifiedImplicitName(MC->Rec, true); }
  bool addValue(Record *CurRec, SrcLoc Loc, const RecordVal &RV);
  bool setValue(Record *CurRec, SrcLoc Loc, const Init *ValName, std::span<const unsigned> Bits,
                const Init *V, bool AllowSelfAssignment = false, bool OverrideDefLoc = true);
  bool addSubClass(Record *CurRec, SubClassReference &SC);
  bool addSubClass(RecordsEntry &E, SubClassReference &SC);
  bool addSubMultiClass(MultiClass *CurMC, SubMultiClassReference &SMC);
  bool addEntry(RecordsEntry E);
  bool resolveLoop(const ForeachLoop &Loop, SubstStack &Substs, bool Final,
                   std::vector<RecordsEntry> *Dest, SrcLoc *Loc = nullptr);
  bool resolveEntries(const std::vector<RecordsEntry> &Source, SubstStack &Substs, bool Final,
                      std::vector<RecordsEntry> *Dest, SrcLoc *Loc = nullptr);
  bool addDefOne(std::unique_ptr<Record> Rec);
  bool resolveArguments(Record *Rec, std::span<const ArgumentInit *const> Args, SrcLoc Loc,
                        const std::function<void(const Init *, const Init *)> &Handler);
  bool resolveArgumentsOfClass(MapResolver &R, Record *Rec,
                               std::span<const ArgumentInit *const> Args, SrcLoc Loc);
  bool resolveArgumentsOfMultiClass(SubstStack &Substs, MultiClass *MC,
                                    std::span<const ArgumentInit *const> Args,
                                    const Init *DefmName, SrcLoc Loc);
  bool applyLetStack(Record *CurRec);
  bool applyLetStack(RecordsEntry &E);
  bool checkTemplateArgValues(std::vector<const ArgumentInit *> &Values,
                              std::span<const SrcLoc> ValueLocs,
                              Record *ArgsRec);
  void checkConcrete(Record &R);
  bool checkAssert(SrcLoc Loc, const Init *Cond, const Init *Msg);
  void checkDump(SrcLoc Loc, const Init *Msg);

  // Statements.
  bool parseObjectList(MultiClass *MC = nullptr);
  bool parseObject(MultiClass *MC);
  bool parseClass();
  bool parseMultiClass();
  bool parseDef(MultiClass *MC);
  bool parseDefm(MultiClass *MC);
  bool parseDefset();
  bool parseDeftype();
  bool parseDefvar(Record *CurRec = nullptr);
  bool parseForeach(MultiClass *MC);
  bool parseIf(MultiClass *MC);
  bool parseIfBody(MultiClass *MC, std::string_view Kind);
  bool parseAssert(MultiClass *MC, Record *CurRec = nullptr);
  bool parseDump(MultiClass *MC, Record *CurRec = nullptr);
  bool parseTopLevelLet(MultiClass *MC);
  void parseLetList(std::vector<LetRecord> &Result);
  bool parseObjectBody(Record *CurRec);
  bool parseBody(Record *CurRec);
  bool parseBodyItem(Record *CurRec);
  bool parseTemplateArgList(Record *CurRec);
  const Init *parseDeclaration(Record *CurRec, bool ParsingTemplateArgs);
  const VarInit *parseForeachDeclaration(const Init *&ForeachListValue);
  const Init *parseObjectName(MultiClass *MC);
  Record *parseClassID();
  MultiClass *parseMultiClassID();
  SubClassReference parseSubClassReference(Record *CurRec, bool IsDefm);
  SubMultiClassReference parseSubMultiClassReference(MultiClass *CurMC);
  bool parseTemplateArgValueList(std::vector<const ArgumentInit *> &Result,
                                 std::vector<SrcLoc> &ArgLocs, Record *CurRec,
                                 Record *ArgsRec, bool IsDefm = false);

  // Values.
  const RecTy *parseType();
  const RecTy *parseOperatorType();
  const Init *parseValue(Record *CurRec, const RecTy *ItemType = nullptr,
                         IDParseMode Mode = ParseValueMode);
  const Init *parseValueInner(Record *CurRec, const RecTy *ItemType, IDParseMode Mode);
  const Init *parseSimpleValue(Record *CurRec, const RecTy *ItemType, IDParseMode Mode);
  const Init *parseIDValue(Record *CurRec, const StringInit *Name, SrcLoc NameLoc,
                           IDParseMode Mode);
  const Init *parseOperation(Record *CurRec, const RecTy *ItemType);
  const Init *parseOperationUnary(Record *CurRec, const RecTy *ItemType);
  const Init *parseOperationBinary(Record *CurRec, const RecTy *ItemType);
  const Init *parseOperationTernary(Record *CurRec, const RecTy *ItemType);
  const Init *parseOperationRange(Record *CurRec, const RecTy *ItemType);
  const Init *parseOperationSubstr(Record *CurRec, const RecTy *ItemType);
  const Init *parseOperationFind(Record *CurRec, const RecTy *ItemType);
  const Init *parseOperationForEachFilter(Record *CurRec, const RecTy *ItemType);
  const Init *parseOperationCond(Record *CurRec, const RecTy *ItemType);
  const Init *parseOperationFoldl(Record *CurRec, const RecTy *ItemType);
  void parseValueList(std::vector<const Init *> &Result, Record *CurRec,
                      const RecTy *ItemType = nullptr);
  void parseDagArgList(std::vector<std::pair<const Init *, const StringInit *>> &Result,
                       Record *CurRec);
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

  std::vector<std::vector<LetRecord>> LetStack;
  std::map<std::string, std::unique_ptr<MultiClass>, std::less<>> MultiClasses;
  std::map<std::string, const RecTy *, std::less<>> TypeAliases;
  std::vector<std::unique_ptr<ForeachLoop>> Loops;
  std::vector<DefsetRecord *> Defsets;
  MultiClass *CurMultiClass = nullptr;
  VarScope *CurScope = nullptr;
  std::vector<std::unique_ptr<VarScope>> ScopeStore;
  unsigned ValueDepth = 0, StatementDepth = 0;
  bool Abandoned = false; ///< set by abandon(): report no further errors
};

} // namespace tblgen
