//===- Parser.cpp - Services, the statement table, nesting statements ----===//
//
// Statements are looked up by their keyword in a table (Statements.def)
// that also says where each may stand; statement() checks the place and
// runs the statement's reader. The readers here are those of statements
// that hold other statements (foreach, if, let, defset) and of those that
// make no record (assert, dump, defvar, deftype). A finished statement is
// delivered: see deliver().
//
//===----------------------------------------------------------------------===//
#include "parse/ParserImpl.h"

#include <algorithm>

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
  bool Failed = error(Loc, Msg);
  Abandoned = true;
  return Failed;
}

void Parser::straySemicolon(const char *Msg) {
  SrcLoc At = Lex.loc();
  if (!consume(Tok::Semi))
    return;
  // An error that does not stop the parse.
  Diags.error(At, Msg);
  Diags.note("Semicolon ignored; remove to eliminate this error");
}

//===----------------------------------------------------------------------===//
// Scopes and name lookup
//===----------------------------------------------------------------------===//

VarScope *Parser::pushScope(ScopeOwner Owner) {
  CurScope = Scopes.enter(CurScope, Owner);
  return CurScope;
}

void Parser::popScope(VarScope *S) {
  CurScope = S->Outer;
  Scopes.leave(S);
}

const Init *Parser::parameterRef(Record &Owner, const StringInit *Name) {
  const Init *Qualified = Engine.existingScopedName(Owner, Name);
  if (!Qualified)
    return nullptr;
  if (!Owner.isTemplateArg(Qualified)) {
    if (Name->getValue() != "NAME")
      return nullptr;
    return VarInit::get(Qualified, StringRecTy::get(Records));
  }
  Owner.markTemplateArgUsed(Qualified);
  return VarInit::get(Qualified, Owner.getValue(Qualified)->getType());
}

const Init *Parser::getVar(VarScope *S, const StringInit *Name) {
  for (; S; S = S->Outer) {
    if (const Init *Value = S->defvar(Name->getValue()))
      return Value;
    const Init *Seen = nullptr;
    if (Record *const *Rec = std::get_if<Record *>(&S->Owner)) {
      if (!*Rec)
        continue;
      if (const RecordVal *Field = (*Rec)->getValue(Name))
        return VarInit::get(Name, Field->getType());
      if ((*Rec)->isClass())
        Seen = parameterRef(**Rec, Name);
    } else if (const VarInit *const *Iter = std::get_if<const VarInit *>(&S->Owner)) {
      if ((*Iter)->getNameInit() == Name)
        Seen = *Iter;
    } else if (MulticlassDef *const *MC = std::get_if<MulticlassDef *>(&S->Owner)) {
      Seen = parameterRef((*MC)->Signature, Name);
    }
    if (Seen)
      return Seen;
  }
  return nullptr;
}

bool Parser::addValue(Record *CurRec, SrcLoc Loc, const RecordVal &RV) {
  return Engine.mergeField(CurRec ? *CurRec : CurMultiClass->Signature, RV, Loc);
}

//===----------------------------------------------------------------------===//
// The statement table
//===----------------------------------------------------------------------===//

namespace {
enum StatementSlot : uint8_t {
#define STATEMENT(Keyword, Spelling, Read, Places) Slot##Keyword,
#include "parse/Statements.def"
};
} // namespace

const Parser::StatementRule *Parser::ruleFor(Tok K) {
  static const StatementRule Rules[] = {
#define STATEMENT(Keyword, Spelling, Read, Places) {Spelling, &Parser::Read, Places},
#include "parse/Statements.def"
  };
  switch (K) {
#define STATEMENT(Keyword, Spelling, Read, Places)                                                \
  case Tok::Keyword:                                                                             \
    return &Rules[Slot##Keyword];
#include "parse/Statements.def"
  default:
    return nullptr;
  }
}

bool Parser::statement(MulticlassDef *MC) {
  // Statements (foreach, if, let blocks) nest like values and have the
  // same limit.
  if (StatementDepth >= Opts.MaxValueDepth)
    return abandon(Lex.loc(), "statement nesting exceeds the limit of " +
                                  std::to_string(Opts.MaxValueDepth) +
                                  " (raise it with --max-value-depth)");
  // While the statement is read, errors that have no record at hand point
  // at it (or, for a loop read already, at the loop being evaluated).
  struct Nesting {
    Parser &P;
    SrcLoc Enclosing;
    explicit Nesting(Parser &P) : P(P), Enclosing(P.Records.getStatementLoc()) {
      ++P.StatementDepth;
      P.Records.setStatementLoc(P.Lex.loc());
    }
    ~Nesting() {
      --P.StatementDepth;
      P.Records.setStatementLoc(Enclosing);
    }
  } Guard(*this);

  const StatementRule *Rule = ruleFor(Lex.kind());
  if (!Rule)
    return tokError("Expected assert, class, def, defm, defset, dump, foreach, if, or let");
  if (MC && !(Rule->Places & Multiclass))
    return tokError(std::string(Rule->Spelling) + " is not allowed inside multiclass");
  if (!OpenLoops.empty() && !(Rule->Places & Loop))
    return tokError(std::string(Rule->Spelling) + " is not allowed inside foreach loop");
  return perform(*Rule, Site{Lex.loc(), MC});
}

bool Parser::statements(MulticlassDef *MC) {
  while (ruleFor(Lex.kind()))
    if (statement(MC))
      return true;
  return false;
}

bool Parser::braced(MulticlassDef *MC, std::string_view Closer) {
  SrcLoc Open = Lex.loc();
  Lex.lex();
  if (statements(MC))
    return true;
  if (consume(Tok::RBrace))
    return false;
  tokError("expected '}' at end of " + std::string(Closer));
  return error(Open, "to match this '{'");
}

bool Parser::block(MulticlassDef *MC, std::string_view Closer, bool BraceScope) {
  if (Lex.kind() != Tok::LBrace)
    return statement(MC);
  VarScope *Inner = BraceScope ? pushScope() : nullptr;
  if (braced(MC, Closer))
    return true;
  if (Inner)
    popScope(Inner);
  return false;
}

bool Parser::run(unsigned MainBuffer) {
  Lex.start(MainBuffer);
  Lex.lex();
  VarScope *FileScope = pushScope();
  if (statements(nullptr))
    return false;
  popScope(FileScope);
  if (Lex.kind() == Tok::Eof)
    return true;
  tokError("Unexpected token at top level");
  return false;
}

//===----------------------------------------------------------------------===//
// Where finished statements go
//===----------------------------------------------------------------------===//

// Inside a loop that is still being read, a finished statement joins the
// loop's body, to be replayed once the loop is complete. A finished loop
// is replayed at once: into the multiclass being defined (which keeps what
// depends on its arguments), or, at file level, into defs. Anything else
// inside a multiclass joins its body; at file level a def is committed, an
// assert checked and a dump printed.
bool Parser::deliver(BodyItem Item) {
  if (!OpenLoops.empty()) {
    OpenLoops.back()->Items.push_back(std::move(Item));
    return false;
  }
  Body *Kept = CurMultiClass ? &CurMultiClass->Items : nullptr;
  if (auto *Loop = std::get_if<std::unique_ptr<LoopNode>>(&Item)) {
    Substitution Unbound;
    return Engine.expandLoop(**Loop, Unbound, Kept ? ExpandTarget{Kept, false} : ExpandTarget{});
  }
  if (Kept) {
    Kept->push_back(std::move(Item));
    return false;
  }
  struct AtFileLevel {
    Instantiator &Engine;
    bool operator()(std::unique_ptr<Record> &Def) { return Engine.commit(std::move(Def)); }
    bool operator()(std::unique_ptr<LoopNode> &) { return false; }
    bool operator()(Record::AssertionInfo &A) {
      Engine.checkAssertion(A.Loc, A.Condition, A.Message);
      return false;
    }
    bool operator()(Record::DumpInfo &D) {
      Engine.emitDump(D.Loc, D.Message);
      return false;
    }
  };
  return std::visit(AtFileLevel{Engine}, Item);
}

bool Parser::applyLets(Record &Rec) {
  for (const LetOverride &L : Lets.active())
    if (assign(&Rec, L.Loc, L.Field, L.Bits, L.Value))
      return true;
  return false;
}

bool Parser::applyLets(BodyItem &Item) {
  // Only defs take overrides. The defs of a loop kept for later take them
  // now, since the let statement is over by the time the loop is replayed.
  if (auto *Def = std::get_if<std::unique_ptr<Record>>(&Item))
    return applyLets(**Def);
  if (auto *Loop = std::get_if<std::unique_ptr<LoopNode>>(&Item))
    return std::any_of((*Loop)->Items.begin(), (*Loop)->Items.end(),
                       [&](BodyItem &Inner) { return applyLets(Inner); });
  return false;
}

//===----------------------------------------------------------------------===//
// Statements that hold statements
//===----------------------------------------------------------------------===//

bool Parser::loop(const Site &At, const VarInit *Iterator, const Init *Range,
                  std::string_view Closer) {
  VarScope *Own = Iterator ? pushScope(Iterator) : pushScope();
  OpenLoops.push_back(std::make_unique<LoopNode>(At.Keyword, Iterator, Range));
  if (block(At.InMulticlass, Closer, false))
    return true;
  popScope(Own);
  std::unique_ptr<LoopNode> Done = std::move(OpenLoops.back());
  OpenLoops.pop_back();
  return deliver(std::move(Done));
}

const VarInit *Parser::readIterator(const Init *&Range) {
  if (Lex.kind() != Tok::Id) {
    tokError("Expected identifier in foreach declaration");
    return nullptr;
  }
  const StringInit *Name = StringInit::get(Records, Lex.strVal());
  Lex.lex();
  if (expect(Tok::Equal, "Expected '=' in foreach declaration"))
    return nullptr;

  // A list value, or integers: "{ranges}" or one range piece.
  std::vector<unsigned> Numbers;
  if (consume(Tok::LBrace)) {
    parseRangeList(Numbers);
    if (expect(Tok::RBrace, "expected '}' at end of bit range list"))
      return nullptr;
  } else {
    SrcLoc ValueLoc = Lex.loc();
    const Init *Value = parseValue(nullptr);
    if (!Value)
      return nullptr;
    const auto *Typed = dyn_cast<TypedInit>(Value);
    if (!Typed) {
      error(ValueLoc, "expected a list, got '" + Value->getAsString() + "'");
      if (CurMultiClass) // at no location: "<unknown>:0: note: ..."
        Diags.note(SrcLoc(), "references to multiclass template arguments cannot be resolved at "
                             "this time");
      return nullptr;
    }
    if (const auto *ListTy = dyn_cast<ListRecTy>(Typed->getType())) {
      Range = Value;
      return VarInit::get(Name, ListTy->getElementType());
    }
    if (parseRangePiece(Numbers, Typed))
      return nullptr;
  }
  if (Numbers.empty())
    return nullptr;
  const RecTy *IntTy = IntRecTy::get(Records);
  std::vector<const Init *> Elements;
  Elements.reserve(Numbers.size());
  for (unsigned N : Numbers)
    Elements.push_back(IntInit::get(Records, N));
  Range = ListInit::get(Elements, IntTy);
  return VarInit::get(Name, IntTy);
}

bool Parser::readForeach(const Site &At) {
  const Init *Range = nullptr;
  const VarInit *Iterator = readIterator(Range);
  if (!Iterator)
    return tokError("expected declaration in for");
  return expect(Tok::In, "Unknown tok") || loop(At, Iterator, Range, "foreach command");
}

bool Parser::readIf(const Site &At) {
  const Init *Cond = parseValue(nullptr);
  if (!Cond || expect(Tok::Then, "Unknown tok"))
    return true;
  // Each branch is a loop without iterator over [1] when it is taken and []
  // when not: an !if until the condition is known.
  const BitRecTy *BitTy = BitRecTy::get(Records);
  const ListInit *Never = ListInit::get({}, BitTy);
  const Init *Unit[] = {BitInit::get(Records, true)};
  const ListInit *Once = ListInit::get(Unit, BitTy);
  const RecTy *RangeTy = BitTy->getListTy();
  auto Branch = [&](const Init *IfTrue, const Init *IfFalse) {
    return TernOpInit::getFolded(TernOpInit::If, Cond, IfTrue, IfFalse, RangeTy, nullptr);
  };
  if (loop(At, nullptr, Branch(Once, Never), "'then' clause"))
    return true;
  if (!consume(Tok::Else))
    return false;
  return loop(At, nullptr, Branch(Never, Once), "'else' clause");
}

bool Parser::readLet(const Site &At) {
  Lets.begin();
  do {
    if (Lex.kind() != Tok::Id)
      return tokError("expected identifier in let definition");
    LetOverride Override{SrcLoc(), StringInit::get(Records, Lex.strVal()), {}, nullptr};
    Override.Loc = Lex.loc();
    Lex.lex();
    if (parseOptionalRangeList(Override.Bits))
      return true;
    std::reverse(Override.Bits.begin(), Override.Bits.end());
    if (expect(Tok::Equal, "expected '=' in let expression"))
      return true;
    Override.Value = parseValue(nullptr);
    if (!Override.Value)
      return true;
    Lets.add(std::move(Override));
  } while (consume(Tok::Comma));
  if (expect(Tok::In, "expected 'in' at end of top-level 'let'") ||
      block(At.InMulticlass, "top level let command", true))
    return true;
  Lets.end();
  return false;
}

bool Parser::readDefset(const Site &) {
  DefsetCollector Set;
  Set.DeclLoc = Lex.loc();
  const RecTy *Declared = parseType();
  if (!Declared)
    return true;
  const auto *ListTy = dyn_cast<ListRecTy>(Declared);
  if (!ListTy)
    return error(Set.DeclLoc, "expected list type");
  Set.ElementType = ListTy->getElementType();
  if (Lex.kind() != Tok::Id)
    return tokError("expected identifier");
  std::string SetName(Lex.strVal());
  StringInit::get(Records, SetName); // interned here, as llvm-tblgen does (for its statistics)
  if (Records.getGlobal(SetName))
    return tokError("def or global variable of this name already exists");
  if (Lex.lex() != Tok::Equal)
    return tokError("expected '='");
  if (Lex.lex() != Tok::LBrace)
    return tokError("expected '{'");
  Engine.openDefset(Set);
  bool Failed = braced(nullptr, "defset");
  Engine.closeDefset();
  if (Failed)
    return true;
  Records.addExtraGlobal(SetName, ListInit::get(Set.Members, Set.ElementType));
  return false;
}

//===----------------------------------------------------------------------===//
// Statements that make no record
//===----------------------------------------------------------------------===//

bool Parser::readAssert(const Site &At) {
  SrcLoc CondLoc = Lex.loc();
  const Init *Cond = parseValue(At.Rec);
  if (!Cond)
    return true;
  if (!consume(Tok::Comma))
    return tokError("expected ',' in assert statement");
  const Init *Message = parseValue(At.Rec);
  if (!Message || expect(Tok::Semi, "expected ';'"))
    return true;
  if (!At.Rec)
    return deliver(Record::AssertionInfo{CondLoc, Cond, Message});
  At.Rec->addAssertion(CondLoc, Cond, Message);
  return false;
}

bool Parser::readDump(const Site &At) {
  const Init *Message = parseValue(At.Rec);
  if (!Message || expect(Tok::Semi, "expected ';'"))
    return true;
  // A dump is reported at its keyword.
  if (!At.Rec)
    return deliver(Record::DumpInfo{At.Keyword, Message});
  At.Rec->addDump(At.Keyword, Message);
  return false;
}

bool Parser::readDefvar(const Site &At) {
  if (Lex.kind() != Tok::Id)
    return tokError("expected identifier");
  std::string Name(Lex.strVal());
  StringInit::get(Records, Name); // interned here, as llvm-tblgen does (for its statistics)
  const char *Clash = nullptr;
  if (CurScope->defvar(Name)) {
    Clash = "local variable of this name already exists";
  } else if (const RecordVal *Field = At.Rec ? At.Rec->getValue(Name) : nullptr;
             Field && !Field->isTemplateArg()) {
    Clash = "field of this name already exists";
  } else if (CurScope->isFileScope() && Records.getGlobal(Name)) {
    Clash = "def or global variable of this name already exists";
  }
  if (Clash)
    return tokError(Clash);
  Lex.lex();
  if (expect(Tok::Equal, "expected '='"))
    return true;
  const Init *Value = parseValue(At.Rec);
  if (!Value || expect(Tok::Semi, "expected ';'"))
    return true;
  if (CurScope->isFileScope())
    Records.addExtraGlobal(Name, Value);
  else
    CurScope->Defvars.emplace(std::move(Name), Value);
  return false;
}

bool Parser::readDeftype(const Site &) {
  if (Lex.kind() != Tok::Id)
    return tokError("expected identifier");
  std::string Alias(Lex.strVal());
  if (TypeAliases.count(Alias) || Records.getClass(Alias))
    return tokError("type of this name '" + Alias + "' already exists");
  Lex.lex();
  if (expect(Tok::Equal, "expected '='"))
    return true;
  SrcLoc AliasedLoc = Lex.loc();
  const RecTy *Aliased = parseType();
  if (!Aliased)
    return true;
  if (isa<RecordRecTy>(Aliased))
    return error(AliasedLoc,
                 "cannot define type alias for class type '" + Aliased->getAsString() + "'");
  TypeAliases.emplace(std::move(Alias), Aliased);
  return expect(Tok::Semi, "expected ';'");
}

//===----------------------------------------------------------------------===//
// Entry point
//===----------------------------------------------------------------------===//

bool parseTableGen(SourceMgr &SM, Diagnostics &Diags, RecordKeeper &Records, unsigned MainBuffer,
                   const ParseOptions &Opts) {
  Parser P(SM, Diags, Records, Opts);
  try {
    return P.run(MainBuffer);
  } catch (const FatalError &) {
    return false;
  }
}

} // namespace tblgen
