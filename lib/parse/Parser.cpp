//===- Parser.cpp - Statements and the semantics of records ---------------===//
#include "parse/ParserImpl.h"

#include <algorithm>
#include <unordered_set>

namespace tblgen {

Parser::Parser(SourceMgr &SM, Diagnostics &Diags, RecordKeeper &RK, const ParseOptions &Opts)
    : SM(SM), Diags(Diags), Records(RK), Opts(Opts), Lex(SM, Diags, Opts.Defines),
      Engine(RK, Diags, Abandoned) {
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

VarScope *Parser::pushScope(ScopeOwner Owner) {
  // Scopes are recycled: ScopeStore keeps the ones popped (past
  // LiveScopes), so that a def or class body costs no allocation.
  if (LiveScopes == ScopeStore.size())
    ScopeStore.push_back(std::make_unique<VarScope>());
  VarScope *S = ScopeStore[LiveScopes++].get();
  S->Outer = CurScope;
  S->Owner = Owner;
  S->Defvars.clear();
  CurScope = S;
  return S;
}

void Parser::popScope(VarScope *S) {
  // Scopes form a stack (ScopeStore is in push order); an error may leave
  // inner ones behind, which go with S. Constant time per scope, so deep
  // nesting stays linear.
  CurScope = S->Outer;
  while (LiveScopes) {
    bool IsS = ScopeStore[--LiveScopes].get() == S;
    if (IsS)
      break;
  }
}

const Init *Parser::getVar(VarScope *S, const StringInit *Name) {
  // A template parameter (or NAME) of Owner, seen from inside its body:
  // the reference is to the qualified name, which instantiation binds.
  auto Param = [&](Record &Owner) -> const Init * {
    const Init *Qualified = Engine.existingScopedName(Owner, Name);
    if (!Qualified)
      return nullptr;
    if (Owner.isTemplateArg(Qualified)) {
      RecordVal *RV = Owner.getValue(Qualified);
      Owner.markTemplateArgUsed(Qualified);
      return VarInit::get(Qualified, RV->getType());
    }
    if (Name->getValue() == "NAME")
      return VarInit::get(Qualified, StringRecTy::get(Records));
    return nullptr;
  };
  for (; S; S = S->Outer) {
    if (!S->Defvars.empty()) {
      auto It = S->Defvars.find(Name->getValue());
      if (It != S->Defvars.end())
        return It->second;
    }
    const Init *Found = std::visit(
        [&](auto Owner) -> const Init * {
          using T = decltype(Owner);
          if constexpr (std::is_same_v<T, Record *>) {
            if (!Owner)
              return nullptr;
            if (const RecordVal *RV = Owner->getValue(Name))
              return VarInit::get(Name, RV->getType());
            return Owner->isClass() ? Param(*Owner) : nullptr;
          } else if constexpr (std::is_same_v<T, const VarInit *>) {
            return Owner->getNameInit() == Name ? Owner : nullptr;
          } else if constexpr (std::is_same_v<T, MulticlassDef *>) {
            return Param(Owner->Signature);
          } else {
            return nullptr;
          }
        },
        S->Owner);
    if (Found)
      return Found;
  }
  return nullptr;
}

//===----------------------------------------------------------------------===//
// Semantic helpers
//===----------------------------------------------------------------------===//

bool Parser::addValue(Record *CurRec, SrcLoc Loc, const RecordVal &RV) {
  return Engine.mergeField(CurRec ? *CurRec : CurMultiClass->Signature, RV, Loc);
}

bool Parser::setValue(Record *CurRec, SrcLoc Loc, const Init *ValName,
                      std::span<const unsigned> BitList, const Init *V, bool AllowSelfAssignment,
                      bool OverrideDefLoc) {
  if (!V)
    return false;
  if (!CurRec)
    CurRec = &CurMultiClass->Signature;
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

// A statement is finished. Inside a loop that is still being read, it
// joins the loop's body, to be replayed once the loop is complete. A
// finished loop is replayed at once: into the multiclass being defined
// (which keeps whatever depends on its arguments), or, at file level, into
// defs. Anything else inside a multiclass joins its body; at file level a
// def is committed, an assert checked and a dump printed.
bool Parser::deliver(BodyItem Item) {
  if (!OpenLoops.empty()) {
    OpenLoops.back()->Items.push_back(std::move(Item));
    return false;
  }
  if (auto *Loop = std::get_if<std::unique_ptr<LoopNode>>(&Item)) {
    Substitution Nothing;
    ExpandTarget To;
    if (CurMultiClass)
      To = {&CurMultiClass->Items, false};
    return Engine.expandLoop(**Loop, Nothing, To);
  }
  if (CurMultiClass) {
    CurMultiClass->Items.push_back(std::move(Item));
    return false;
  }
  if (auto *A = std::get_if<Record::AssertionInfo>(&Item)) {
    Engine.checkAssertion(A->Loc, A->Condition, A->Message);
    return false;
  }
  if (auto *D = std::get_if<Record::DumpInfo>(&Item)) {
    Engine.emitDump(D->Loc, D->Message);
    return false;
  }
  return Engine.commit(std::move(std::get<std::unique_ptr<Record>>(Item)));
}

bool Parser::applyLets(Record &Rec) {
  for (const LetOverride &L : Lets)
    if (setValue(&Rec, L.Loc, L.Field, L.Bits, L.Value))
      return true;
  return false;
}

bool Parser::applyLets(BodyItem &Item) {
  // Only defs take overrides. The defs of a loop kept for later take them
  // now, since the let statement is over by the time the loop is replayed.
  if (auto *Def = std::get_if<std::unique_ptr<Record>>(&Item))
    return applyLets(**Def);
  if (auto *Loop = std::get_if<std::unique_ptr<LoopNode>>(&Item))
    for (BodyItem &Inner : (*Loop)->Items)
      if (applyLets(Inner))
        return true;
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

bool Parser::parseObjectList(MulticlassDef *MC) {
  while (isObjectStart(Lex.kind()))
    if (parseObject(MC))
      return true;
  return false;
}

bool Parser::parseObject(MulticlassDef *MC) {
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
    if (!OpenLoops.empty())
      return tokError("class is not allowed inside foreach loop");
    return parseClass();
  case Tok::MultiClass:
    if (!OpenLoops.empty())
      return tokError("multiclass is not allowed inside foreach loop");
    return parseMultiClass();
  }
}

bool Parser::parseClass() {
  Lex.lex();
  if (Lex.kind() != Tok::Id)
    return tokError("expected class name after 'class' keyword");
  const std::string Name(Lex.strVal());
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
  Record *Target = CurRec ? CurRec : &CurMultiClass->Signature;
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
  std::string Str(Lex.strVal());
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
    DeclName = Engine.scopedName(*CurRec, DeclName);
    Bad = addValue(CurRec, IdLoc, RecordVal(DeclName, Type, RecordVal::FK_TemplateArg, IdLoc));
  } else {
    DeclName = Engine.scopedName(CurMultiClass->Signature, DeclName);
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
    TemplateUse SC = parseSubClassReference(CurRec, false);
    while (true) {
      if (!SC.Target)
        return true;
      if (Engine.inherit(*CurRec, SC))
        return true;
      if (!consume(Tok::Comma))
        break;
      SC = parseSubClassReference(CurRec, false);
    }
  }
  if (applyLets(*CurRec))
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

const Init *Parser::parseObjectName(MulticlassDef *MC) {
  switch (Lex.kind()) {
  case Tok::Colon:
  case Tok::Semi:
  case Tok::LBrace:
    return UnsetInit::get(Records);
  default:
    break;
  }
  Record *CurRec = MC ? &MC->Signature : nullptr;
  const Init *Name = parseValue(CurRec, StringRecTy::get(Records), ParseNameMode);
  if (!Name)
    return nullptr;
  if (MC) {
    const Init *NameStr = Engine.nameParam(MC->Signature);
    HasReferenceResolver R(NameStr);
    Name->resolveReferences(R);
    if (!R.found())
      Name = BinOpInit::getStrConcat(VarInit::get(NameStr, StringRecTy::get(Records)), Name);
  }
  return Name;
}

bool Parser::parseDef(MulticlassDef *MC) {
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
  return deliver(std::move(CurRec));
}

bool Parser::parseDefset() {
  Lex.lex();
  DefsetCollector Defset;
  Defset.DeclLoc = Lex.loc();
  const RecTy *Type = parseType();
  if (!Type)
    return true;
  if (!isa<ListRecTy>(Type))
    return error(Defset.DeclLoc, "expected list type");
  Defset.ElementType = cast<ListRecTy>(Type)->getElementType();
  if (Lex.kind() != Tok::Id)
    return tokError("expected identifier");
  std::string DeclName(Lex.strVal());
  StringInit::get(Records, DeclName); // interned, as llvm-tblgen does (for its statistics)
  if (Records.getGlobal(DeclName))
    return tokError("def or global variable of this name already exists");
  if (Lex.lex() != Tok::Equal)
    return tokError("expected '='");
  if (Lex.lex() != Tok::LBrace)
    return tokError("expected '{'");
  SrcLoc BraceLoc = Lex.loc();
  Lex.lex();
  Engine.openDefset(Defset);
  bool Err = parseObjectList(nullptr);
  Engine.closeDefset();
  if (Err)
    return true;
  if (!consume(Tok::RBrace)) {
    tokError("expected '}' at end of defset");
    return error(BraceLoc, "to match this '{'");
  }
  Records.addExtraGlobal(DeclName, ListInit::get(Defset.Members, Defset.ElementType));
  return false;
}

bool Parser::parseDeftype() {
  Lex.lex();
  if (Lex.kind() != Tok::Id)
    return tokError("expected identifier");
  std::string TypeName(Lex.strVal());
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
  std::string DeclName(Lex.strVal());
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
    CurScope->Defvars[DeclName] = Value;
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

bool Parser::parseForeach(MulticlassDef *MC) {
  SrcLoc Loc = Lex.loc();
  Lex.lex();
  const Init *ListValue = nullptr;
  const VarInit *IterName = parseForeachDeclaration(ListValue);
  if (!IterName)
    return tokError("expected declaration in for");
  if (!consume(Tok::In))
    return tokError("Unknown tok");

  VarScope *ForeachScope = pushScope(IterName);
  OpenLoops.push_back(std::make_unique<LoopNode>(Loc, IterName, ListValue));

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
  std::unique_ptr<LoopNode> Loop = std::move(OpenLoops.back());
  OpenLoops.pop_back();
  return deliver(std::move(Loop));
}

bool Parser::parseIf(MulticlassDef *MC) {
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
  OpenLoops.push_back(std::make_unique<LoopNode>(Loc, nullptr, ThenList));
  if (parseIfBody(MC, "then"))
    return true;
  std::unique_ptr<LoopNode> Loop = std::move(OpenLoops.back());
  OpenLoops.pop_back();
  if (deliver(std::move(Loop)))
    return true;

  if (consume(Tok::Else)) {
    const Init *ElseList = TernOpInit::getFolded(TernOpInit::If, Condition, EmptyList,
                                                 SingletonList, BitListTy, nullptr);
    OpenLoops.push_back(std::make_unique<LoopNode>(Loc, nullptr, ElseList));
    if (parseIfBody(MC, "else"))
      return true;
    Loop = std::move(OpenLoops.back());
    OpenLoops.pop_back();
    if (deliver(std::move(Loop)))
      return true;
  }
  return false;
}

bool Parser::parseIfBody(MulticlassDef *MC, std::string_view Kind) {
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

bool Parser::parseAssert(MulticlassDef *MC, Record *CurRec) {
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
    deliver(Record::AssertionInfo{CondLoc, Cond, Msg});
  return false;
}

bool Parser::parseDump(MulticlassDef *MC, Record *CurRec) {
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
    deliver(Record::DumpInfo{Loc, Msg});
  return false;
}

void Parser::parseLetList(std::vector<LetOverride> &Result) {
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
    Result.push_back(LetOverride{NameLoc, Name, std::move(Bits), Val});
  } while (consume(Tok::Comma));
}

bool Parser::parseTopLevelLet(MulticlassDef *MC) {
  Lex.lex();
  std::vector<LetOverride> LetInfo;
  parseLetList(LetInfo);
  if (LetInfo.empty())
    return true;
  LetFrames.push_back(Lets.size());
  Lets.insert(Lets.end(), std::make_move_iterator(LetInfo.begin()),
              std::make_move_iterator(LetInfo.end()));
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
  Lets.resize(LetFrames.back());
  LetFrames.pop_back();
  return false;
}

bool Parser::parseMultiClass() {
  Lex.lex();
  if (Lex.kind() != Tok::Id)
    return tokError("expected identifier after multiclass for name");
  std::string Name(Lex.strVal());
  if (MultiClasses.count(Name))
    return tokError("multiclass '" + Name + "' already defined");
  auto Inserted =
      MultiClasses.emplace(Name, std::make_unique<MulticlassDef>(Name, Lex.loc(), Records));
  CurMultiClass = Inserted.first->second.get();
  Lex.lex();

  VarScope *MCScope = pushScope(CurMultiClass);
  if (Lex.kind() == Tok::Less)
    if (parseTemplateArgList(nullptr))
      return true;

  bool Inherits = false;
  if (consume(Tok::Colon)) {
    Inherits = true;
    TemplateUse SMC = parseSubMultiClassReference(CurMultiClass);
    while (true) {
      if (!SMC.Target)
        return true;
      // The inherited multiclass's body is replayed into this one, with
      // its NAME standing for this multiclass's NAME.
      const Init *OwnName =
          VarInit::get(Engine.nameParam(CurMultiClass->Signature), StringRecTy::get(Records));
      const MulticlassDef &Inherited = *MultiClasses.find(SMC.Target->getName())->second;
      if (Engine.expandMulticlass(Inherited, SMC, OwnName, {&CurMultiClass->Items, false}))
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
    CurMultiClass->Signature.checkUnusedTemplateArgs();
  popScope(MCScope);
  CurMultiClass = nullptr;
  return false;
}

bool Parser::parseDefm(MulticlassDef *MC) {
  Lex.lex();
  const Init *DefmName = parseObjectName(MC);
  if (!DefmName)
    return true;
  if (isa<UnsetInit>(DefmName)) {
    DefmName = Records.getNewAnonymousName();
    if (MC)
      DefmName = BinOpInit::getStrConcat(
          VarInit::get(Engine.nameParam(MC->Signature), StringRecTy::get(Records)), DefmName);
  }
  if (Lex.kind() != Tok::Colon)
    return tokError("expected ':' after defm identifier");

  Body NewEntries;
  bool InheritFromClass = false;
  Lex.lex();

  SrcLoc SubClassLoc = Lex.loc();
  TemplateUse Ref = parseSubClassReference(nullptr, true);
  while (true) {
    if (!Ref.Target)
      return true;
    const MulticlassDef &TheMC = *MultiClasses.find(Ref.Target->getName())->second;
    // Outside multiclasses and loops, everything is known: loops and ifs
    // of the multiclass body are decided now.
    ExpandTarget To{&NewEntries, !MC && OpenLoops.empty()};
    if (Engine.expandMulticlass(TheMC, Ref, DefmName, To, SubClassLoc))
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
    TemplateUse SC = parseSubClassReference(nullptr, false);
    while (true) {
      if (!SC.Target)
        return true;
      if (Engine.inherit(NewEntries, SC))
        return true;
      if (!consume(Tok::Comma))
        break;
      SC = parseSubClassReference(nullptr, false);
    }
  }

  // The defs made are new statements here: the enclosing lets apply to
  // them, and they go where a def written here would go.
  for (BodyItem &Item : NewEntries)
    if (applyLets(Item) || deliver(std::move(Item)))
      return true;
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
    std::string Msg = "Couldn't find class '" + std::string(Lex.strVal()) + "'";
    if (MultiClasses.count(Lex.strVal()))
      tokError(Msg + ". Use 'defm' if you meant to use multiclass '" + std::string(Lex.strVal()) + "'");
    else
      tokError(Msg);
  }
  Lex.lex();
  return Result;
}

MulticlassDef *Parser::parseMultiClassID() {
  if (Lex.kind() != Tok::Id) {
    tokError("expected name for MultiClassID");
    return nullptr;
  }
  auto It = MultiClasses.find(Lex.strVal());
  MulticlassDef *Result = It == MultiClasses.end() ? nullptr : It->second.get();
  if (!Result)
    tokError("Couldn't find multiclass '" + std::string(Lex.strVal()) + "'");
  Lex.lex();
  return Result;
}

TemplateUse Parser::parseSubClassReference(Record *CurRec, bool IsDefm) {
  TemplateUse Result;
  Result.Range.Start = Lex.loc();
  if (IsDefm) {
    if (MulticlassDef *MC = parseMultiClassID())
      Result.Target = &MC->Signature;
  } else {
    Result.Target = parseClassID();
  }
  if (!Result.Target)
    return Result;
  if (!consume(Tok::Less)) {
    Result.Range.End = Lex.loc();
    return Result;
  }
  SmallVec<SrcLoc, 8> ArgLocs;
  if (parseTemplateArgValueList(Result.Args, ArgLocs, CurRec, Result.Target, IsDefm)) {
    Result.Target = nullptr;
    return Result;
  }
  if (Engine.checkArgTypes(Result.Args, ArgLocs, *Result.Target)) {
    Result.Target = nullptr;
    return Result;
  }
  Result.Range.End = Lex.loc();
  return Result;
}

TemplateUse Parser::parseSubMultiClassReference(MulticlassDef *CurMC) {
  TemplateUse Result;
  Result.Range.Start = Lex.loc();
  MulticlassDef *Used = parseMultiClassID();
  if (!Used)
    return Result;
  Result.Target = &Used->Signature;
  if (!consume(Tok::Less)) {
    Result.Range.End = Lex.loc();
    return Result;
  }
  SmallVec<SrcLoc, 8> ArgLocs;
  if (parseTemplateArgValueList(Result.Args, ArgLocs, &CurMC->Signature, Result.Target, true)) {
    Result.Target = nullptr;
    return Result;
  }
  Result.Range.End = Lex.loc();
  return Result;
}

template <typename ArgVec>
bool Parser::parseTemplateArgValueList(ArgVec &Result, SmallVec<SrcLoc, 8> &ArgLocs,
                                       Record *CurRec, Record *ArgsRec, bool IsDefm) {
  auto TArgs = ArgsRec->getTemplateArgs();
  if (consume(Tok::Greater))
    return false;
  Result.reserve(Result.size() + TArgs.size());
  ArgLocs.reserve(ArgLocs.size() + TArgs.size());
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
      const Init *QualifiedName = Engine.scopedName(*ArgsRec, Name);
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
template bool Parser::parseTemplateArgValueList(std::vector<const ArgumentInit *> &,
                                                SmallVec<SrcLoc, 8> &, Record *, Record *, bool);
template bool Parser::parseTemplateArgValueList(SmallVec<const ArgumentInit *, 8> &,
                                                SmallVec<SrcLoc, 8> &, Record *, Record *, bool);

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
