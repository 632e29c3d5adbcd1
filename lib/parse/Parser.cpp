//===- Parser.cpp - Statements and the semantics of records ---------------===//
#include "parse/ParserImpl.h"

#include <algorithm>
#include <unordered_set>

namespace tblgen {

RecordsEntry::RecordsEntry(std::unique_ptr<ForeachLoop> L) : Loop(std::move(L)) {}
RecordsEntry::~RecordsEntry() = default;

Parser::Parser(SourceMgr &SM, Diagnostics &Diags, RecordKeeper &RK, const ParseOptions &Opts)
    : SM(SM), Diags(Diags), Records(RK), Opts(Opts), Lex(SM, Diags, Opts.Defines) {
  Lex.setMaxIncludeDepth(Opts.MaxIncludeDepth);
}

bool Parser::error(SrcLoc Loc, const std::string &Msg) {
  if (!Abandoned)
    Diags.error(Loc, Msg);
  return true;
}

bool Parser::abandon(SrcLoc Loc, const std::string &Msg) {
  error(Loc, Msg);
  Abandoned = true;
  return true;
}

//===----------------------------------------------------------------------===//
// Scopes
//===----------------------------------------------------------------------===//

VarScope *Parser::pushScope() {
  auto S = std::make_unique<VarScope>();
  S->Parent = CurScope;
  CurScope = S.get();
  ScopeStore.push_back(std::move(S));
  return CurScope;
}
VarScope *Parser::pushScope(Record *Rec) {
  VarScope *S = pushScope();
  S->K = VarScope::RecordScope;
  S->CurRec = Rec;
  return S;
}
VarScope *Parser::pushScope(ForeachLoop *L) {
  VarScope *S = pushScope();
  S->K = VarScope::Loop;
  S->CurLoop = L;
  return S;
}
VarScope *Parser::pushScope(MultiClass *MC) {
  VarScope *S = pushScope();
  S->K = VarScope::MultiClassScope;
  S->CurMC = MC;
  return S;
}
void Parser::popScope(VarScope *S) {
  // Scopes form a stack (ScopeStore is in push order); an error may leave
  // inner ones behind, which go with S. Constant time per scope, so deep
  // nesting stays linear.
  CurScope = S->Parent;
  while (!ScopeStore.empty()) {
    bool IsS = ScopeStore.back().get() == S;
    ScopeStore.pop_back();
    if (IsS)
      break;
  }
}

const Init *Parser::getVar(VarScope *S, const StringInit *Name) {
  for (; S; S = S->Parent) {
    auto It = S->Vars.find(Name->getValue());
    if (It != S->Vars.end())
      return It->second;

    auto FindInArgs = [&](Record *Rec, std::string_view Scoper) -> const Init * {
      if (!Rec)
        return nullptr;
      const Init *ArgName = qualifyName(*Rec, Name, Scoper);
      if (Rec->isTemplateArg(ArgName)) {
        RecordVal *RV = Rec->getValue(ArgName);
        RV->setUsed(true);
        return VarInit::get(ArgName, RV->getType());
      }
      if (Name->getValue() == "NAME")
        return VarInit::get(ArgName, StringRecTy::get(Records));
      return nullptr;
    };

    switch (S->K) {
    case VarScope::Local:
      break;
    case VarScope::RecordScope:
      if (S->CurRec) {
        if (RecordVal *RV = S->CurRec->getValue(Name))
          return VarInit::get(Name, RV->getType());
        if (S->CurRec->isClass())
          if (const Init *V = FindInArgs(S->CurRec, ":"))
            return V;
      }
      break;
    case VarScope::Loop:
      if (S->CurLoop->IterVar && S->CurLoop->IterVar->getNameInit() == Name)
        return S->CurLoop->IterVar;
      break;
    case VarScope::MultiClassScope:
      if (CurMultiClass)
        if (const Init *V = FindInArgs(&CurMultiClass->Rec, "::"))
          return V;
      break;
    }
  }
  return nullptr;
}

//===----------------------------------------------------------------------===//
// Semantic helpers
//===----------------------------------------------------------------------===//

const Init *Parser::qualifyName(Record &Rec, const Init *Name, std::string_view Scoper) {
  const Init *N = BinOpInit::getStrConcat(Rec.getNameInit(), StringInit::get(Records, Scoper));
  N = BinOpInit::getStrConcat(N, Name);
  if (auto *B = dyn_cast<BinOpInit>(N))
    N = B->Fold(&Rec);
  return N;
}

const Init *Parser::qualifiedImplicitName(Record &Rec, bool IsMC) {
  return qualifyName(Rec, StringInit::get(Records, "NAME"), IsMC ? "::" : ":");
}

bool Parser::addValue(Record *CurRec, SrcLoc Loc, const RecordVal &RV) {
  if (!CurRec)
    CurRec = &CurMultiClass->Rec;
  if (RecordVal *ERV = CurRec->getValue(RV.getNameInit())) {
    if (ERV->setValue(RV.getValue()))
      return error(Loc, "New definition of '" + std::string(RV.getName()) + "' of type '" +
                            RV.getType()->getAsString() +
                            "' is incompatible with previous definition of type '" +
                            ERV->getType()->getAsString() + "'");
  } else {
    CurRec->addValue(RV);
  }
  return false;
}

bool Parser::setValue(Record *CurRec, SrcLoc Loc, const Init *ValName,
                      std::span<const unsigned> BitList, const Init *V, bool AllowSelfAssignment,
                      bool OverrideDefLoc) {
  if (!V)
    return false;
  if (!CurRec)
    CurRec = &CurMultiClass->Rec;
  RecordVal *RV = CurRec->getValue(ValName);
  if (!RV)
    return error(Loc, "Value '" + ValName->getAsUnquotedString() + "' unknown!");

  if (BitList.empty())
    if (auto *VI = dyn_cast<VarInit>(V))
      if (VI->getNameInit() == ValName && !AllowSelfAssignment)
        return error(Loc, "Recursion / self-assignment forbidden");

  if (!BitList.empty()) {
    auto *CurVal = dyn_cast<BitsInit>(RV->getValue());
    if (!CurVal)
      return error(Loc, "Value '" + ValName->getAsUnquotedString() + "' is not a bits type");
    const Init *BI = V->getCastTo(BitsRecTy::get(Records, unsigned(BitList.size())));
    if (!BI)
      return error(Loc, "Initializer is not compatible with bit range");
    std::vector<const Init *> NewBits(CurVal->getNumBits(), nullptr);
    for (size_t I = 0; I < BitList.size(); ++I) {
      unsigned Bit = BitList[I];
      if (Bit >= NewBits.size())
        return error(Loc, "Invalid bit range for value");
      if (NewBits[Bit])
        return error(Loc, "Cannot set bit #" + std::to_string(Bit) + " of value '" +
                              ValName->getAsUnquotedString() + "' more than once");
      NewBits[Bit] = BI->getBit(unsigned(I));
    }
    for (unsigned I = 0; I < CurVal->getNumBits(); ++I)
      if (!NewBits[I])
        NewBits[I] = CurVal->getBit(I);
    V = BitsInit::get(Records, NewBits);
  }

  bool Failed = OverrideDefLoc ? RV->setValue(V, Loc) : RV->setValue(V);
  if (Failed) {
    std::string InitType;
    if (auto *BI = dyn_cast<BitsInit>(V))
      InitType = "' of type bit initializer with length " + std::to_string(BI->getNumBits());
    else if (auto *TI = dyn_cast<TypedInit>(V))
      InitType = "' of type '" + TI->getType()->getAsString() + "'";
    return error(Loc, "Field '" + ValName->getAsUnquotedString() + "' of type '" +
                          RV->getType()->getAsString() + "' is incompatible with value '" +
                          V->getAsString() + InitType);
  }
  return false;
}

bool Parser::addSubClass(Record *CurRec, SubClassReference &SubClass) {
  Record *SC = SubClass.Rec;
  // A class being defined (perhaps after a forward declaration) cannot
  // derive from itself, directly or through another class.
  if (CurRec->isClass() && (SC == CurRec || SC->isSubClassOf(CurRec)))
    return error(SubClass.RefRange.Start,
                 "Class '" + CurRec->getNameInitAsString() + "' cannot inherit from itself");
  MapResolver R(CurRec);

  CurRec->reserveValues(CurRec->getValues().size() + SC->getValues().size());
  for (const RecordVal &Field : SC->getValues())
    if (!Field.isTemplateArg())
      if (addValue(CurRec, SubClass.RefRange.Start, Field))
        return true;

  if (resolveArgumentsOfClass(R, SC, SubClass.TemplateArgs, SubClass.RefRange.Start))
    return true;

  CurRec->appendAssertions(SC);
  CurRec->appendDumps(SC);

  const Init *Name;
  if (CurRec->isClass())
    Name = VarInit::get(qualifiedImplicitName(*CurRec, false), StringRecTy::get(Records));
  else
    Name = CurRec->getNameInit();
  R.set(qualifiedImplicitName(*SC, false), Name);

  CurRec->resolveReferences(R);

  // SC's superclasses are distinct, so they only need checking against the
  // ones CurRec already has: with a set when both lists are long, so that
  // deep inheritance chains stay quadratic rather than cubic.
  auto Inherited = SC->getSuperClasses();
  size_t Own = CurRec->getSuperClasses().size();
  if (Own * Inherited.size() > 4096) {
    std::unordered_set<const Record *> Seen;
    for (const auto &P : CurRec->getSuperClasses())
      Seen.insert(P.first);
    for (const auto &SCPair : Inherited) {
      if (!Seen.insert(SCPair.first).second)
        return error(SubClass.RefRange.Start,
                     "Already subclass of '" + std::string(SCPair.first->getName()) + "'!\n");
      CurRec->addSuperClass(SCPair.first, SCPair.second);
    }
  } else {
    for (const auto &SCPair : Inherited) {
      if (Own && CurRec->isSubClassOf(SCPair.first))
        return error(SubClass.RefRange.Start,
                     "Already subclass of '" + std::string(SCPair.first->getName()) + "'!\n");
      CurRec->addSuperClass(SCPair.first, SCPair.second);
    }
  }
  if (CurRec->isSubClassOf(SC))
    return error(SubClass.RefRange.Start,
                 "Already subclass of '" + std::string(SC->getName()) + "'!\n");
  CurRec->addSuperClass(SC, SubClass.RefRange);
  return false;
}

bool Parser::addSubClass(RecordsEntry &E, SubClassReference &SC) {
  if (E.Rec)
    return addSubClass(E.Rec.get(), SC);
  if (E.Assertion || E.Dump)
    return false;
  for (auto &Sub : E.Loop->Entries)
    if (addSubClass(Sub, SC))
      return true;
  return false;
}

bool Parser::addSubMultiClass(MultiClass *CurMC, SubMultiClassReference &SMC) {
  SubstStack Substs;
  if (resolveArgumentsOfMultiClass(
          Substs, SMC.MC, SMC.TemplateArgs,
          VarInit::get(qualifiedImplicitName(CurMC), StringRecTy::get(Records)),
          SMC.RefRange.Start))
    return true;
  return resolveEntries(SMC.MC->Entries, Substs, false, &CurMC->Entries);
}

bool Parser::addEntry(RecordsEntry E) {
  if (!Loops.empty()) {
    Loops.back()->Entries.push_back(std::move(E));
    return false;
  }
  if (E.Loop) {
    SubstStack Stack;
    return resolveLoop(*E.Loop, Stack, CurMultiClass == nullptr,
                       CurMultiClass ? &CurMultiClass->Entries : nullptr);
  }
  if (CurMultiClass) {
    CurMultiClass->Entries.push_back(std::move(E));
    return false;
  }
  if (E.Assertion) {
    checkAssert(E.Assertion->Loc, E.Assertion->Condition, E.Assertion->Message);
    return false;
  }
  if (E.Dump) {
    checkDump(E.Dump->Loc, E.Dump->Message);
    return false;
  }
  return addDefOne(std::move(E.Rec));
}

bool Parser::resolveLoop(const ForeachLoop &Loop, SubstStack &Substs, bool Final,
                         std::vector<RecordsEntry> *Dest, SrcLoc *Loc) {
  // A concrete list (the common case, and always so for `if` with a
  // constant condition) needs no substitution: skipping it keeps deeply
  // nested loops linear.
  MapResolver R;
  const Init *List = Loop.ListValue;
  if (!List->isConcrete()) {
    for (const auto &S : Substs)
      R.set(S.first, S.second);
    List = List->resolveReferences(R);
  }

  // An `if` is a loop over a one- or zero-element list; its condition has
  // to be decided here.
  if (auto *TI = dyn_cast<TernOpInit>(List); TI && TI->getOpcode() == TernOpInit::If && Final) {
    const Init *OldLHS = TI->getLHS();
    R.setFinal(true);
    const Init *LHS = OldLHS->resolveReferences(R);
    if (LHS == OldLHS) {
      Diags.error(Loop.Loc, "unable to resolve if condition '" + LHS->getAsString() +
                                "' at end of containing scope");
      return true;
    }
    List = TernOpInit::getFolded(TernOpInit::If, LHS, TI->getMHS(), TI->getRHS(), TI->getType(),
                                 nullptr);
  }

  auto *LI = dyn_cast<ListInit>(List);
  if (!LI) {
    if (!Final) {
      Dest->emplace_back(std::make_unique<ForeachLoop>(Loop.Loc, Loop.IterVar, List));
      return resolveEntries(Loop.Entries, Substs, Final, &Dest->back().Loop->Entries, Loc);
    }
    Diags.error(Loop.Loc, "attempting to loop over '" + List->getAsString() +
                              "', expected a list");
    return true;
  }

  for (const Init *Elt : LI->getValues()) {
    if (Loop.IterVar)
      Substs.emplace_back(Loop.IterVar->getNameInit(), Elt);
    bool Err = resolveEntries(Loop.Entries, Substs, Final, Dest);
    if (Loop.IterVar)
      Substs.pop_back();
    if (Err)
      return true;
  }
  return false;
}

bool Parser::resolveEntries(const std::vector<RecordsEntry> &Source, SubstStack &Substs,
                            bool Final, std::vector<RecordsEntry> *Dest, SrcLoc *Loc) {
  for (const RecordsEntry &E : Source) {
    bool Err = false;
    if (E.Loop) {
      Err = resolveLoop(*E.Loop, Substs, Final, Dest);
    } else if (E.Assertion) {
      MapResolver R;
      for (const auto &S : Substs)
        R.set(S.first, S.second);
      const Init *Cond = E.Assertion->Condition->resolveReferences(R);
      const Init *Msg = E.Assertion->Message->resolveReferences(R);
      if (Dest)
        Dest->emplace_back(
            std::make_unique<Record::AssertionInfo>(Record::AssertionInfo{E.Assertion->Loc, Cond, Msg}));
      else
        checkAssert(E.Assertion->Loc, Cond, Msg);
    } else if (E.Dump) {
      MapResolver R;
      for (const auto &S : Substs)
        R.set(S.first, S.second);
      const Init *Msg = E.Dump->Message->resolveReferences(R);
      if (Dest)
        Dest->emplace_back(std::make_unique<Record::DumpInfo>(Record::DumpInfo{E.Dump->Loc, Msg}));
      else
        checkDump(E.Dump->Loc, Msg);
    } else {
      auto Rec = std::make_unique<Record>(*E.Rec);
      if (Loc)
        Rec->appendLoc(*Loc);
      MapResolver R(Rec.get());
      for (const auto &S : Substs)
        R.set(S.first, S.second);
      Rec->resolveReferences(R);
      if (Dest)
        Dest->emplace_back(std::move(Rec));
      else
        Err = addDefOne(std::move(Rec));
    }
    if (Err)
      return true;
  }
  return false;
}

static bool bitsConcrete(const Record &R, const RecordVal &RV) {
  auto *BV = cast<BitsInit>(RV.getValue());
  for (const Init *Bit : BV->getBits()) {
    bool IsReference = false;
    if (auto *VB = dyn_cast<VarBitInit>(Bit)) {
      if (auto *VI = dyn_cast<VarInit>(VB->getBitVar()))
        if (R.getValue(VI->getNameInit()))
          IsReference = true;
    } else if (isa<VarInit>(Bit)) {
      IsReference = true;
    }
    if (!(IsReference || Bit->isConcrete()))
      return false;
  }
  return true;
}

void Parser::checkConcrete(Record &R) {
  for (const RecordVal &RV : R.getValues()) {
    if (RV.isNonconcreteOK())
      continue;
    if (const Init *V = RV.getValue()) {
      bool Ok = isa<BitsInit>(V) ? bitsConcrete(R, RV) : V->isConcrete();
      if (!Ok)
        Diags.error(R.getLocs(), "Initializer of '" + RV.getNameInitAsString() + "' in '" +
                                     R.getNameInitAsString() +
                                     "' could not be fully resolved: " + V->getAsString());
    }
  }
}

bool Parser::checkAssert(SrcLoc Loc, const Init *Cond, const Init *Msg) {
  auto *CV = dyn_cast<IntInit>(Cond->convertInitializerTo(IntRecTy::get(Records)));
  if (!CV) {
    Diags.error(Loc, "assert condition must of type bit, bits, or int.");
    return true;
  }
  if (!CV->getValue()) {
    auto *M = dyn_cast<StringInit>(Msg);
    Diags.error(Loc, "assertion failed: " +
                         (M ? std::string(M->getValue()) : "(assert message is not a string)"));
    return true;
  }
  return false;
}

void Parser::checkDump(SrcLoc Loc, const Init *Msg) {
  if (auto *S = dyn_cast<StringInit>(Msg))
    Diags.note(Loc, S->getValue());
  else
    Diags.error(Loc, "dump value is not of type string");
}

bool Parser::addDefOne(std::unique_ptr<Record> Rec) {
  const Init *NewName = nullptr;
  if (Record *Prev = Records.getDef(Rec->getNameInitAsString())) {
    if (!Rec->isAnonymous()) {
      Diags.error(Rec->getLocs(), "def already exists: " + Rec->getNameInitAsString());
      Diags.note(Prev->getLocs(), "location of previous definition");
      return true;
    }
    NewName = Records.getNewAnonymousName();
  }

  Rec->resolveReferences(NewName);
  checkConcrete(*Rec);

  if (!isa<StringInit>(Rec->getNameInit())) {
    Diags.error(Rec->getLocs(), "record name '" + Rec->getNameInit()->getAsString() +
                                    "' could not be fully resolved");
    return true;
  }

  // A name that only became known now may clash with an existing def.
  if (!NewName && Records.getDef(Rec->getName())) {
    Record *Prev = Records.getDef(Rec->getName());
    Diags.error(Rec->getLocs(), "def already exists: " + Rec->getNameInitAsString());
    Diags.note(Prev->getLocs(), "location of previous definition");
    return true;
  }

  Rec->checkRecordAssertions();
  Rec->emitRecordDumps();

  for (DefsetRecord *DS : Defsets) {
    const DefInit *I = Rec->getDefInit();
    if (!I->getType()->typeIsA(DS->EltTy)) {
      Diags.error(Rec->getLocs(), "adding record of incompatible type '" +
                                      I->getType()->getAsString() + "' to defset");
      Diags.note(DS->Loc, "location of defset declaration");
      return true;
    }
    DS->Elements.push_back(I);
  }

  Records.addDef(std::move(Rec));
  return false;
}

bool Parser::resolveArguments(Record *Rec, std::span<const ArgumentInit *const> Args, SrcLoc Loc,
                              const std::function<void(const Init *, const Init *)> &Handler) {
  auto ArgNames = Rec->getTemplateArgs();
  std::vector<const Init *> Unsolved(ArgNames.begin(), ArgNames.end());
  for (const ArgumentInit *Arg : Args) {
    const Init *ArgName = Arg->isPositional() ? ArgNames[Arg->getIndex()] : Arg->getName();
    auto It = std::find(Unsolved.begin(), Unsolved.end(), ArgName);
    if (It == Unsolved.end())
      return error(Loc, "We can only specify the template argument '" +
                            ArgName->getAsUnquotedString() + "' once");
    Handler(ArgName, Arg->getValue());
    Unsolved.erase(It);
  }
  for (const Init *Name : Unsolved) {
    const RecordVal *RV = Rec->getValue(Name);
    const Init *Default = RV->getValue();
    if (!Default->isComplete()) {
      std::string N = Name->getAsUnquotedString();
      error(Loc, "value not specified for template argument '" + N + "'");
      Diags.note(RV->getLoc(), "declared in '" + Rec->getNameInitAsString() + "'");
      return true;
    }
    Handler(Name, Default);
  }
  return false;
}

bool Parser::resolveArgumentsOfClass(MapResolver &R, Record *Rec,
                                     std::span<const ArgumentInit *const> Args, SrcLoc Loc) {
  return resolveArguments(Rec, Args, Loc,
                          [&](const Init *Name, const Init *Value) { R.set(Name, Value); });
}

bool Parser::resolveArgumentsOfMultiClass(SubstStack &Substs, MultiClass *MC,
                                          std::span<const ArgumentInit *const> Args,
                                          const Init *DefmName, SrcLoc Loc) {
  Substs.emplace_back(qualifiedImplicitName(MC), DefmName);
  return resolveArguments(&MC->Rec, Args, Loc, [&](const Init *Name, const Init *Value) {
    Substs.emplace_back(Name, Value);
  });
}

bool Parser::applyLetStack(Record *CurRec) {
  for (auto &LetInfo : LetStack)
    for (LetRecord &LR : LetInfo)
      if (setValue(CurRec, LR.Loc, LR.Name, LR.Bits, LR.Value))
        return true;
  return false;
}

bool Parser::applyLetStack(RecordsEntry &E) {
  if (E.Rec)
    return applyLetStack(E.Rec.get());
  if (E.Assertion || E.Dump)
    return false;
  for (auto &Sub : E.Loop->Entries)
    if (applyLetStack(Sub))
      return true;
  return false;
}

bool Parser::checkTemplateArgValues(std::vector<const ArgumentInit *> &Values,
                                    std::span<const SrcLoc> ValueLocs, Record *ArgsRec) {
  auto TArgs = ArgsRec->getTemplateArgs();
  for (size_t I = 0; I < Values.size(); ++I) {
    const ArgumentInit *&Value = Values[I];
    SrcLoc Loc = ValueLocs[I];
    const Init *ArgName = Value->isPositional() ? TArgs[Value->getIndex()] : Value->getName();
    RecordVal *Arg = ArgsRec->getValue(ArgName);
    const RecTy *ArgType = Arg->getType();
    if (auto *ArgValue = dyn_cast<TypedInit>(Value->getValue())) {
      const Init *Cast = ArgValue->getCastTo(ArgType);
      if (Cast) {
        Value = Value->cloneWithValue(Cast);
      } else {
        return error(Loc, "Value specified for template argument '" +
                              Arg->getNameInitAsString() + "' is of type " +
                              ArgValue->getType()->getAsString() + "; expected type " +
                              ArgType->getAsString() + ": " + ArgValue->getAsString());
      }
    }
  }
  return false;
}

//===----------------------------------------------------------------------===//
// Statements
//===----------------------------------------------------------------------===//

bool Parser::parseFile(unsigned MainBuffer) {
  Lex.start(MainBuffer);
  Lex.lex();
  VarScope *Global = pushScope();
  if (parseObjectList())
    return false;
  popScope(Global);
  if (Lex.kind() == Tok::Eof)
    return true;
  tokError("Unexpected token at top level");
  return false;
}

static bool isObjectStart(Tok K) {
  switch (K) {
  case Tok::Assert: case Tok::Class: case Tok::Def: case Tok::Defm: case Tok::Defset:
  case Tok::Deftype: case Tok::Defvar: case Tok::Dump: case Tok::Foreach: case Tok::If:
  case Tok::Let: case Tok::MultiClass:
    return true;
  default:
    return false;
  }
}

bool Parser::parseObjectList(MultiClass *MC) {
  while (isObjectStart(Lex.kind()))
    if (parseObject(MC))
      return true;
  return false;
}

bool Parser::parseObject(MultiClass *MC) {
  // Limit errors with no record at hand point at the innermost statement
  // being parsed (or evaluated, for a loop whose body has been read).
  // Statements (foreach, if, let blocks) nest like values and have the
  // same limit.
  if (StatementDepth >= Opts.MaxValueDepth)
    return abandon(Lex.loc(), "statement nesting exceeds the limit of " +
                                  std::to_string(Opts.MaxValueDepth) +
                                  " (raise it with --max-value-depth)");
  struct StatementScope {
    RecordKeeper &RK;
    SrcLoc Saved;
    unsigned &Depth;
    ~StatementScope() {
      RK.setStatementLoc(Saved);
      --Depth;
    }
  } Scope{Records, Records.getStatementLoc(), ++StatementDepth};
  Records.setStatementLoc(Lex.loc());
  switch (Lex.kind()) {
  default:
    return tokError("Expected assert, class, def, defm, defset, dump, foreach, if, or let");
  case Tok::Assert: return parseAssert(MC);
  case Tok::Def: return parseDef(MC);
  case Tok::Defm: return parseDefm(MC);
  case Tok::Deftype:
    return parseDeftype();
  case Tok::Defvar: return parseDefvar();
  case Tok::Dump: return parseDump(MC);
  case Tok::Foreach: return parseForeach(MC);
  case Tok::If: return parseIf(MC);
  case Tok::Let: return parseTopLevelLet(MC);
  case Tok::Defset:
    if (MC)
      return tokError("defset is not allowed inside multiclass");
    return parseDefset();
  case Tok::Class:
    if (MC)
      return tokError("class is not allowed inside multiclass");
    if (!Loops.empty())
      return tokError("class is not allowed inside foreach loop");
    return parseClass();
  case Tok::MultiClass:
    if (!Loops.empty())
      return tokError("multiclass is not allowed inside foreach loop");
    return parseMultiClass();
  }
}

bool Parser::parseClass() {
  Lex.lex();
  if (Lex.kind() != Tok::Id)
    return tokError("expected class name after 'class' keyword");
  const std::string Name = Lex.strVal();
  if (TypeAliases.count(Name))
    return tokError("there is already a defined type alias '" + Name + "'");
  Record *CurRec = Records.getClass(Name);
  if (CurRec) {
    if (!CurRec->getValues().empty() || !CurRec->getSuperClasses().empty() ||
        !CurRec->getTemplateArgs().empty())
      return tokError("Class '" + CurRec->getNameInitAsString() + "' already defined");
    CurRec->updateClassLoc(Lex.loc());
  } else {
    auto NewRec = std::make_unique<Record>(Name, std::vector<SrcLoc>{Lex.loc()}, Records,
                                           Record::RK_Class);
    CurRec = NewRec.get();
    Records.addClass(std::move(NewRec));
  }
  Lex.lex();

  VarScope *ClassScope = pushScope(CurRec);
  if (Lex.kind() == Tok::Less)
    if (parseTemplateArgList(CurRec))
      return true;
  if (parseObjectBody(CurRec))
    return true;
  if (!Opts.NoWarnOnUnusedTemplateArgs)
    CurRec->checkUnusedTemplateArgs();
  popScope(ClassScope);
  return false;
}

bool Parser::parseTemplateArgList(Record *CurRec) {
  Lex.lex(); // '<'
  Record *Target = CurRec ? CurRec : &CurMultiClass->Rec;
  const Init *Arg = parseDeclaration(CurRec, true);
  if (!Arg)
    return true;
  Target->addTemplateArg(Arg);
  while (consume(Tok::Comma)) {
    SrcLoc Loc = Lex.loc();
    Arg = parseDeclaration(CurRec, true);
    if (!Arg)
      return true;
    if (Target->isTemplateArg(Arg))
      return error(Loc, "template argument with the same name has already been defined");
    Target->addTemplateArg(Arg);
  }
  if (!consume(Tok::Greater))
    return tokError("expected '>' at end of template argument list");
  return false;
}

const Init *Parser::parseDeclaration(Record *CurRec, bool ParsingTemplateArgs) {
  bool HasField = consume(Tok::Field);
  const RecTy *Type = parseType();
  if (!Type)
    return nullptr;
  if (Lex.kind() != Tok::Id) {
    tokError("Expected identifier in declaration");
    return nullptr;
  }
  std::string Str = Lex.strVal();
  if (Str == "NAME") {
    tokError("'" + Str + "' is a reserved variable name");
    return nullptr;
  }
  if (!ParsingTemplateArgs && CurScope->varAlreadyDefined(Str)) {
    tokError("local variable of this name already exists");
    return nullptr;
  }
  SrcLoc IdLoc = Lex.loc();
  const Init *DeclName = StringInit::get(Records, Str);
  Lex.lex();

  bool Bad;
  if (!ParsingTemplateArgs) {
    Bad = addValue(CurRec, IdLoc,
                   RecordVal(DeclName, Type,
                             HasField ? RecordVal::FK_NonconcreteOK : RecordVal::FK_Normal, IdLoc));
  } else if (CurRec) {
    DeclName = qualifyName(*CurRec, DeclName, ":");
    Bad = addValue(CurRec, IdLoc, RecordVal(DeclName, Type, RecordVal::FK_TemplateArg, IdLoc));
  } else {
    DeclName = qualifyName(CurMultiClass->Rec, DeclName, "::");
    Bad = addValue(CurRec, IdLoc, RecordVal(DeclName, Type, RecordVal::FK_TemplateArg, IdLoc));
  }
  if (Bad)
    return nullptr;

  if (consume(Tok::Equal)) {
    SrcLoc ValLoc = Lex.loc();
    const Init *Val = parseValue(CurRec, Type);
    // Like llvm-tblgen, a bad value does not end the declaration: the
    // caller goes on (and usually reports a missing ';' next).
    if (Val)
      setValue(CurRec, ValLoc, DeclName, {}, Val, false, false);
  }
  return DeclName;
}

bool Parser::parseObjectBody(Record *CurRec) {
  VarScope *ObjectScope = pushScope(CurRec);
  if (consume(Tok::Colon)) {
    SubClassReference SC = parseSubClassReference(CurRec, false);
    while (true) {
      if (!SC.Rec)
        return true;
      if (addSubClass(CurRec, SC))
        return true;
      if (!consume(Tok::Comma))
        break;
      SC = parseSubClassReference(CurRec, false);
    }
  }
  if (applyLetStack(CurRec))
    return true;
  bool Result = parseBody(CurRec);
  popScope(ObjectScope);
  return Result;
}

bool Parser::parseBody(Record *CurRec) {
  if (consume(Tok::Semi))
    return false;
  if (!consume(Tok::LBrace))
    return tokError("Expected '{' to start body or ';' for declaration only");
  while (Lex.kind() != Tok::RBrace)
    if (parseBodyItem(CurRec))
      return true;
  Lex.lex();
  SrcLoc SemiLoc = Lex.loc();
  if (consume(Tok::Semi)) {
    Diags.error(SemiLoc, "A class or def body should not end with a semicolon");
    Diags.note("Semicolon ignored; remove to eliminate this error");
  }
  return false;
}

bool Parser::parseBodyItem(Record *CurRec) {
  if (Lex.kind() == Tok::Assert)
    return parseAssert(nullptr, CurRec);
  if (Lex.kind() == Tok::Defvar)
    return parseDefvar(CurRec);
  if (Lex.kind() == Tok::Dump)
    return parseDump(nullptr, CurRec);
  if (Lex.kind() != Tok::Let) {
    if (!parseDeclaration(CurRec, false))
      return true;
    if (!consume(Tok::Semi))
      return tokError("expected ';' after declaration");
    return false;
  }
  if (Lex.lex() != Tok::Id)
    return tokError("expected field identifier after let");
  SrcLoc IdLoc = Lex.loc();
  const StringInit *FieldName = StringInit::get(Records, Lex.strVal());
  Lex.lex();

  std::vector<unsigned> BitList;
  if (parseOptionalBitList(BitList))
    return true;
  std::reverse(BitList.begin(), BitList.end());

  if (!consume(Tok::Equal))
    return tokError("expected '=' in let expression");

  RecordVal *Field = CurRec->getValue(FieldName);
  if (!Field)
    return error(IdLoc, "Value '" + std::string(FieldName->getValue()) + "' unknown!");

  const RecTy *Type = Field->getType();
  if (!BitList.empty() && isa<BitsRecTy>(Type))
    Type = BitsRecTy::get(Records, unsigned(BitList.size()));

  const Init *Val = parseValue(CurRec, Type);
  if (!Val)
    return true;
  if (!consume(Tok::Semi))
    return tokError("expected ';' after let expression");
  return setValue(CurRec, IdLoc, FieldName, BitList, Val);
}

const Init *Parser::parseObjectName(MultiClass *MC) {
  switch (Lex.kind()) {
  case Tok::Colon:
  case Tok::Semi:
  case Tok::LBrace:
    return UnsetInit::get(Records);
  default:
    break;
  }
  Record *CurRec = MC ? &MC->Rec : nullptr;
  const Init *Name = parseValue(CurRec, StringRecTy::get(Records), ParseNameMode);
  if (!Name)
    return nullptr;
  if (MC) {
    const Init *NameStr = qualifiedImplicitName(MC);
    HasReferenceResolver R(NameStr);
    Name->resolveReferences(R);
    if (!R.found())
      Name = BinOpInit::getStrConcat(VarInit::get(NameStr, StringRecTy::get(Records)), Name);
  }
  return Name;
}

bool Parser::parseDef(MultiClass *MC) {
  SrcLoc DefLoc = Lex.loc();
  Lex.lex();
  SrcLoc NameLoc = Lex.kind() == Tok::Id ? Lex.loc() : DefLoc;
  const Init *Name = parseObjectName(MC);
  if (!Name)
    return true;
  std::unique_ptr<Record> CurRec;
  if (isa<UnsetInit>(Name))
    CurRec = std::make_unique<Record>(Records.getNewAnonymousName(), std::vector<SrcLoc>{DefLoc},
                                      Records, Record::RK_AnonymousDef);
  else
    CurRec = std::make_unique<Record>(Name, std::vector<SrcLoc>{NameLoc}, Records);
  if (parseObjectBody(CurRec.get()))
    return true;
  return addEntry(std::move(CurRec));
}

bool Parser::parseDefset() {
  Lex.lex();
  DefsetRecord Defset;
  Defset.Loc = Lex.loc();
  const RecTy *Type = parseType();
  if (!Type)
    return true;
  if (!isa<ListRecTy>(Type))
    return error(Defset.Loc, "expected list type");
  Defset.EltTy = cast<ListRecTy>(Type)->getElementType();
  if (Lex.kind() != Tok::Id)
    return tokError("expected identifier");
  std::string DeclName = Lex.strVal();
  StringInit::get(Records, DeclName); // interned, as llvm-tblgen does (for its statistics)
  if (Records.getGlobal(DeclName))
    return tokError("def or global variable of this name already exists");
  if (Lex.lex() != Tok::Equal)
    return tokError("expected '='");
  if (Lex.lex() != Tok::LBrace)
    return tokError("expected '{'");
  SrcLoc BraceLoc = Lex.loc();
  Lex.lex();
  Defsets.push_back(&Defset);
  bool Err = parseObjectList(nullptr);
  Defsets.pop_back();
  if (Err)
    return true;
  if (!consume(Tok::RBrace)) {
    tokError("expected '}' at end of defset");
    return error(BraceLoc, "to match this '{'");
  }
  Records.addExtraGlobal(DeclName, ListInit::get(Defset.Elements, Defset.EltTy));
  return false;
}

bool Parser::parseDeftype() {
  Lex.lex();
  if (Lex.kind() != Tok::Id)
    return tokError("expected identifier");
  std::string TypeName = Lex.strVal();
  if (TypeAliases.count(TypeName) || Records.getClass(TypeName))
    return tokError("type of this name '" + TypeName + "' already exists");
  Lex.lex();
  if (!consume(Tok::Equal))
    return tokError("expected '='");
  SrcLoc Loc = Lex.loc();
  const RecTy *Type = parseType();
  if (!Type)
    return true;
  if (isa<RecordRecTy>(Type))
    return error(Loc, "cannot define type alias for class type '" + Type->getAsString() + "'");
  TypeAliases[TypeName] = Type;
  if (!consume(Tok::Semi))
    return tokError("expected ';'");
  return false;
}

bool Parser::parseDefvar(Record *CurRec) {
  Lex.lex();
  if (Lex.kind() != Tok::Id)
    return tokError("expected identifier");
  std::string DeclName = Lex.strVal();
  StringInit::get(Records, DeclName); // interned, as llvm-tblgen does (for its statistics)
  if (CurScope->varAlreadyDefined(DeclName))
    return tokError("local variable of this name already exists");
  if (CurRec) {
    const RecordVal *V = CurRec->getValue(DeclName);
    if (V && !V->isTemplateArg())
      return tokError("field of this name already exists");
  }
  if (CurScope->isOutermost() && Records.getGlobal(DeclName))
    return tokError("def or global variable of this name already exists");
  Lex.lex();
  if (!consume(Tok::Equal))
    return tokError("expected '='");
  const Init *Value = parseValue(CurRec);
  if (!Value)
    return true;
  if (!consume(Tok::Semi))
    return tokError("expected ';'");
  if (!CurScope->isOutermost())
    CurScope->Vars[DeclName] = Value;
  else
    Records.addExtraGlobal(DeclName, Value);
  return false;
}

const VarInit *Parser::parseForeachDeclaration(const Init *&ForeachListValue) {
  if (Lex.kind() != Tok::Id) {
    tokError("Expected identifier in foreach declaration");
    return nullptr;
  }
  const Init *DeclName = StringInit::get(Records, Lex.strVal());
  Lex.lex();
  if (!consume(Tok::Equal)) {
    tokError("Expected '=' in foreach declaration");
    return nullptr;
  }
  const RecTy *IterType = nullptr;
  std::vector<unsigned> Ranges;
  if (Lex.kind() == Tok::LBrace) {
    Lex.lex();
    parseRangeList(Ranges);
    if (!consume(Tok::RBrace)) {
      tokError("expected '}' at end of bit range list");
      return nullptr;
    }
  } else {
    SrcLoc ValueLoc = Lex.loc();
    const Init *I = parseValue(nullptr);
    if (!I)
      return nullptr;
    auto *TI = dyn_cast<TypedInit>(I);
    if (TI && isa<ListRecTy>(TI->getType())) {
      ForeachListValue = I;
      IterType = cast<ListRecTy>(TI->getType())->getElementType();
    } else if (TI) {
      if (parseRangePiece(Ranges, TI))
        return nullptr;
    } else {
      error(ValueLoc, "expected a list, got '" + I->getAsString() + "'");
      if (CurMultiClass) // at no location: "<unknown>:0: note: ..."
        Diags.note(SrcLoc(), "references to multiclass template arguments cannot be resolved at this "
                   "time");
      return nullptr;
    }
  }
  if (!Ranges.empty()) {
    IterType = IntRecTy::get(Records);
    std::vector<const Init *> Values;
    for (unsigned R : Ranges)
      Values.push_back(IntInit::get(Records, R));
    ForeachListValue = ListInit::get(Values, IterType);
  }
  if (!IterType)
    return nullptr;
  return VarInit::get(DeclName, IterType);
}

bool Parser::parseForeach(MultiClass *MC) {
  SrcLoc Loc = Lex.loc();
  Lex.lex();
  const Init *ListValue = nullptr;
  const VarInit *IterName = parseForeachDeclaration(ListValue);
  if (!IterName)
    return tokError("expected declaration in for");
  if (!consume(Tok::In))
    return tokError("Unknown tok");

  auto TheLoop = std::make_unique<ForeachLoop>(Loc, IterName, ListValue);
  VarScope *ForeachScope = pushScope(TheLoop.get());
  Loops.push_back(std::move(TheLoop));

  if (Lex.kind() != Tok::LBrace) {
    if (parseObject(MC))
      return true;
  } else {
    SrcLoc BraceLoc = Lex.loc();
    Lex.lex();
    if (parseObjectList(MC))
      return true;
    if (!consume(Tok::RBrace)) {
      tokError("expected '}' at end of foreach command");
      return error(BraceLoc, "to match this '{'");
    }
  }
  popScope(ForeachScope);
  std::unique_ptr<ForeachLoop> Loop = std::move(Loops.back());
  Loops.pop_back();
  return addEntry(std::move(Loop));
}

bool Parser::parseIf(MultiClass *MC) {
  SrcLoc Loc = Lex.loc();
  Lex.lex();
  const Init *Condition = parseValue(nullptr);
  if (!Condition)
    return true;
  if (!consume(Tok::Then))
    return tokError("Unknown tok");

  const BitRecTy *BitTy = BitRecTy::get(Records);
  const ListInit *EmptyList = ListInit::get({}, BitTy);
  const Init *One[] = {BitInit::get(Records, true)};
  const ListInit *SingletonList = ListInit::get(One, BitTy);
  const RecTy *BitListTy = BitTy->getListTy();

  const Init *ThenList = TernOpInit::getFolded(TernOpInit::If, Condition, SingletonList, EmptyList,
                                               BitListTy, nullptr);
  Loops.push_back(std::make_unique<ForeachLoop>(Loc, nullptr, ThenList));
  if (parseIfBody(MC, "then"))
    return true;
  std::unique_ptr<ForeachLoop> Loop = std::move(Loops.back());
  Loops.pop_back();
  if (addEntry(std::move(Loop)))
    return true;

  if (consume(Tok::Else)) {
    const Init *ElseList = TernOpInit::getFolded(TernOpInit::If, Condition, EmptyList,
                                                 SingletonList, BitListTy, nullptr);
    Loops.push_back(std::make_unique<ForeachLoop>(Loc, nullptr, ElseList));
    if (parseIfBody(MC, "else"))
      return true;
    Loop = std::move(Loops.back());
    Loops.pop_back();
    if (addEntry(std::move(Loop)))
      return true;
  }
  return false;
}

bool Parser::parseIfBody(MultiClass *MC, std::string_view Kind) {
  VarScope *BodyScope = pushScope();
  if (Lex.kind() != Tok::LBrace) {
    if (parseObject(MC))
      return true;
  } else {
    SrcLoc BraceLoc = Lex.loc();
    Lex.lex();
    if (parseObjectList(MC))
      return true;
    if (!consume(Tok::RBrace)) {
      tokError("expected '}' at end of '" + std::string(Kind) + "' clause");
      return error(BraceLoc, "to match this '{'");
    }
  }
  popScope(BodyScope);
  return false;
}

bool Parser::parseAssert(MultiClass *MC, Record *CurRec) {
  Lex.lex();
  SrcLoc CondLoc = Lex.loc();
  const Init *Cond = parseValue(CurRec);
  if (!Cond)
    return true;
  if (!consume(Tok::Comma)) {
    tokError("expected ',' in assert statement");
    return true;
  }
  const Init *Msg = parseValue(CurRec);
  if (!Msg)
    return true;
  if (!consume(Tok::Semi))
    return tokError("expected ';'");
  if (CurRec)
    CurRec->addAssertion(CondLoc, Cond, Msg);
  else
    addEntry(std::make_unique<Record::AssertionInfo>(Record::AssertionInfo{CondLoc, Cond, Msg}));
  return false;
}

bool Parser::parseDump(MultiClass *MC, Record *CurRec) {
  SrcLoc Loc = Lex.loc(); // dumps are reported at the keyword
  Lex.lex();
  const Init *Msg = parseValue(CurRec);
  if (!Msg)
    return true;
  if (!consume(Tok::Semi))
    return tokError("expected ';'");
  if (CurRec)
    CurRec->addDump(Loc, Msg);
  else
    addEntry(std::make_unique<Record::DumpInfo>(Record::DumpInfo{Loc, Msg}));
  return false;
}

void Parser::parseLetList(std::vector<LetRecord> &Result) {
  do {
    if (Lex.kind() != Tok::Id) {
      tokError("expected identifier in let definition");
      Result.clear();
      return;
    }
    const StringInit *Name = StringInit::get(Records, Lex.strVal());
    SrcLoc NameLoc = Lex.loc();
    Lex.lex();
    std::vector<unsigned> Bits;
    if (parseOptionalRangeList(Bits)) {
      Result.clear();
      return;
    }
    std::reverse(Bits.begin(), Bits.end());
    if (!consume(Tok::Equal)) {
      tokError("expected '=' in let expression");
      Result.clear();
      return;
    }
    const Init *Val = parseValue(nullptr);
    if (!Val) {
      Result.clear();
      return;
    }
    Result.push_back(LetRecord{Name, std::move(Bits), Val, NameLoc});
  } while (consume(Tok::Comma));
}

bool Parser::parseTopLevelLet(MultiClass *MC) {
  Lex.lex();
  std::vector<LetRecord> LetInfo;
  parseLetList(LetInfo);
  if (LetInfo.empty())
    return true;
  LetStack.push_back(std::move(LetInfo));
  if (!consume(Tok::In))
    return tokError("expected 'in' at end of top-level 'let'");
  if (Lex.kind() != Tok::LBrace) {
    if (parseObject(MC))
      return true;
  } else {
    SrcLoc BraceLoc = Lex.loc();
    Lex.lex();
    VarScope *LetScope = pushScope();
    if (parseObjectList(MC))
      return true;
    if (!consume(Tok::RBrace)) {
      tokError("expected '}' at end of top level let command");
      return error(BraceLoc, "to match this '{'");
    }
    popScope(LetScope);
  }
  LetStack.pop_back();
  return false;
}

bool Parser::parseMultiClass() {
  Lex.lex();
  if (Lex.kind() != Tok::Id)
    return tokError("expected identifier after multiclass for name");
  std::string Name = Lex.strVal();
  if (MultiClasses.count(Name))
    return tokError("multiclass '" + Name + "' already defined");
  auto Inserted =
      MultiClasses.emplace(Name, std::make_unique<MultiClass>(Name, Lex.loc(), Records));
  CurMultiClass = Inserted.first->second.get();
  Lex.lex();

  VarScope *MCScope = pushScope(CurMultiClass);
  if (Lex.kind() == Tok::Less)
    if (parseTemplateArgList(nullptr))
      return true;

  bool Inherits = false;
  if (consume(Tok::Colon)) {
    Inherits = true;
    SubMultiClassReference SMC = parseSubMultiClassReference(CurMultiClass);
    while (true) {
      if (!SMC.MC)
        return true;
      if (addSubMultiClass(CurMultiClass, SMC))
        return true;
      if (!consume(Tok::Comma))
        break;
      SMC = parseSubMultiClassReference(CurMultiClass);
    }
  }

  if (Lex.kind() != Tok::LBrace) {
    if (!Inherits)
      return tokError("expected '{' in multiclass definition");
    if (!consume(Tok::Semi))
      return tokError("expected ';' in multiclass definition");
  } else {
    if (Lex.lex() == Tok::RBrace)
      return tokError("multiclass must contain at least one def");
    while (Lex.kind() != Tok::RBrace) {
      switch (Lex.kind()) {
      default:
        return tokError("expected 'assert', 'def', 'defm', 'defvar', 'dump', 'foreach', 'if', "
                        "or 'let' in multiclass body");
      case Tok::Assert: case Tok::Def: case Tok::Defm: case Tok::Defvar: case Tok::Dump:
      case Tok::Foreach: case Tok::If: case Tok::Let:
        if (parseObject(CurMultiClass))
          return true;
        break;
      }
    }
    Lex.lex();
    SrcLoc SemiLoc = Lex.loc();
    if (consume(Tok::Semi)) {
      Diags.error(SemiLoc, "A multiclass body should not end with a semicolon");
      Diags.note("Semicolon ignored; remove to eliminate this error");
    }
  }
  if (!Opts.NoWarnOnUnusedTemplateArgs)
    CurMultiClass->Rec.checkUnusedTemplateArgs();
  popScope(MCScope);
  CurMultiClass = nullptr;
  return false;
}

bool Parser::parseDefm(MultiClass *MC) {
  Lex.lex();
  const Init *DefmName = parseObjectName(MC);
  if (!DefmName)
    return true;
  if (isa<UnsetInit>(DefmName)) {
    DefmName = Records.getNewAnonymousName();
    if (MC)
      DefmName = BinOpInit::getStrConcat(
          VarInit::get(qualifiedImplicitName(MC), StringRecTy::get(Records)), DefmName);
  }
  if (Lex.kind() != Tok::Colon)
    return tokError("expected ':' after defm identifier");

  std::vector<RecordsEntry> NewEntries;
  bool InheritFromClass = false;
  Lex.lex();

  SrcLoc SubClassLoc = Lex.loc();
  SubClassReference Ref = parseSubClassReference(nullptr, true);
  while (true) {
    if (!Ref.Rec)
      return true;
    MultiClass *TheMC = MultiClasses.find(Ref.Rec->getName())->second.get();
    SubstStack Substs;
    if (resolveArgumentsOfMultiClass(Substs, TheMC, Ref.TemplateArgs, DefmName, SubClassLoc))
      return true;
    if (resolveEntries(TheMC->Entries, Substs, !MC && Loops.empty(), &NewEntries, &SubClassLoc))
      return true;
    if (!consume(Tok::Comma))
      break;
    if (Lex.kind() != Tok::Id)
      return tokError("expected identifier");
    SubClassLoc = Lex.loc();
    InheritFromClass = Records.getClass(Lex.strVal()) != nullptr;
    if (InheritFromClass)
      break;
    Ref = parseSubClassReference(nullptr, true);
  }

  if (InheritFromClass) {
    SubClassReference SC = parseSubClassReference(nullptr, false);
    while (true) {
      if (!SC.Rec)
        return true;
      for (auto &E : NewEntries)
        if (addSubClass(E, SC))
          return true;
      if (!consume(Tok::Comma))
        break;
      SC = parseSubClassReference(nullptr, false);
    }
  }

  for (auto &E : NewEntries) {
    if (applyLetStack(E))
      return true;
    if (addEntry(std::move(E)))
      return true;
  }
  if (!consume(Tok::Semi))
    return tokError("expected ';' at end of defm");
  return false;
}

Record *Parser::parseClassID() {
  if (Lex.kind() != Tok::Id) {
    tokError("expected name for ClassID");
    return nullptr;
  }
  Record *Result = Records.getClass(Lex.strVal());
  if (!Result) {
    std::string Msg = "Couldn't find class '" + Lex.strVal() + "'";
    if (MultiClasses.count(Lex.strVal()))
      tokError(Msg + ". Use 'defm' if you meant to use multiclass '" + Lex.strVal() + "'");
    else
      tokError(Msg);
  }
  Lex.lex();
  return Result;
}

MultiClass *Parser::parseMultiClassID() {
  if (Lex.kind() != Tok::Id) {
    tokError("expected name for MultiClassID");
    return nullptr;
  }
  auto It = MultiClasses.find(Lex.strVal());
  MultiClass *Result = It == MultiClasses.end() ? nullptr : It->second.get();
  if (!Result)
    tokError("Couldn't find multiclass '" + Lex.strVal() + "'");
  Lex.lex();
  return Result;
}

SubClassReference Parser::parseSubClassReference(Record *CurRec, bool IsDefm) {
  SubClassReference Result;
  Result.RefRange.Start = Lex.loc();
  if (IsDefm) {
    if (MultiClass *MC = parseMultiClassID())
      Result.Rec = &MC->Rec;
  } else {
    Result.Rec = parseClassID();
  }
  if (!Result.Rec)
    return Result;
  if (!consume(Tok::Less)) {
    Result.RefRange.End = Lex.loc();
    return Result;
  }
  std::vector<SrcLoc> ArgLocs;
  if (parseTemplateArgValueList(Result.TemplateArgs, ArgLocs, CurRec, Result.Rec, IsDefm)) {
    Result.Rec = nullptr;
    return Result;
  }
  if (checkTemplateArgValues(Result.TemplateArgs, ArgLocs, Result.Rec)) {
    Result.Rec = nullptr;
    return Result;
  }
  Result.RefRange.End = Lex.loc();
  return Result;
}

SubMultiClassReference Parser::parseSubMultiClassReference(MultiClass *CurMC) {
  SubMultiClassReference Result;
  Result.RefRange.Start = Lex.loc();
  Result.MC = parseMultiClassID();
  if (!Result.MC)
    return Result;
  if (!consume(Tok::Less)) {
    Result.RefRange.End = Lex.loc();
    return Result;
  }
  std::vector<SrcLoc> ArgLocs;
  if (parseTemplateArgValueList(Result.TemplateArgs, ArgLocs, &CurMC->Rec, &Result.MC->Rec,
                                true)) {
    Result.MC = nullptr;
    return Result;
  }
  Result.RefRange.End = Lex.loc();
  return Result;
}

bool Parser::parseTemplateArgValueList(std::vector<const ArgumentInit *> &Result,
                                       std::vector<SrcLoc> &ArgLocs, Record *CurRec,
                                       Record *ArgsRec, bool IsDefm) {
  auto TArgs = ArgsRec->getTemplateArgs();
  if (consume(Tok::Greater))
    return false;
  bool HasNamedArg = false;
  unsigned ArgIndex = 0;
  while (true) {
    if (ArgIndex >= TArgs.size())
      return tokError("Too many template arguments: " + std::to_string(ArgIndex + 1));
    // An argument is reported at its start (the name of a named one).
    SrcLoc ValueLoc = Lex.loc();
    ArgLocs.push_back(ValueLoc);
    const Init *Value =
        parseValue(CurRec, HasNamedArg ? nullptr : ArgsRec->getValue(TArgs[ArgIndex])->getType());
    if (!Value)
      return true;
    if (Lex.kind() == Tok::Equal) {
      auto *Name = dyn_cast<StringInit>(Value);
      if (!Name)
        return error(ValueLoc, "The name of named argument should be a valid identifier");
      const Init *QualifiedName = qualifyName(*ArgsRec, Name, IsDefm ? "::" : ":");
      RecordVal *NamedArg = ArgsRec->getValue(QualifiedName);
      if (!NamedArg)
        return error(ValueLoc, "Argument " + Name->getAsString() + " doesn't exist");
      Lex.lex();
      ValueLoc = Lex.loc();
      Value = parseValue(CurRec, NamedArg->getType());
      if (!Value)
        return true;
      if (isa<UnsetInit>(Value))
        return error(ValueLoc, "The value of named argument should be initialized, but we got '" +
                                   Value->getAsString() + "'");
      Result.push_back(ArgumentInit::get(Value, QualifiedName));
      HasNamedArg = true;
    } else {
      if (HasNamedArg)
        return error(ValueLoc, "Positional argument should be put before named argument");
      Result.push_back(ArgumentInit::get(Value, ArgIndex));
    }
    if (consume(Tok::Greater))
      return false;
    if (!consume(Tok::Comma))
      return tokError("Expected comma before next argument");
    ++ArgIndex;
  }
}

//===----------------------------------------------------------------------===//
// Entry point
//===----------------------------------------------------------------------===//

bool parseTableGen(SourceMgr &SM, Diagnostics &Diags, RecordKeeper &Records, unsigned MainBuffer,
                   const ParseOptions &Opts) {
  Parser P(SM, Diags, Records, Opts);
  bool OK;
  try {
    OK = P.parseFile(MainBuffer);
  } catch (const FatalError &) {
    return false;
  }
  return OK;
}

} // namespace tblgen
