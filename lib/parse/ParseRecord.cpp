//===- ParseRecord.cpp - class, def, defm, multiclass and their bodies ----===//
//
// The statements that make records. class and def share their tail (the
// parents after ':', the enclosing lets, the body); def and defm share
// their name; every use of a class or multiclass with arguments is read by
// reference(). Fields are set through assign().
//
//===----------------------------------------------------------------------===//
#include "parse/ParserImpl.h"

#include <algorithm>

namespace tblgen {

//===----------------------------------------------------------------------===//
// Names of classes and multiclasses, and their uses
//===----------------------------------------------------------------------===//

Record *Parser::parseClassID() {
  if (Lex.kind() != Tok::Id) {
    tokError("expected name for ClassID");
    return nullptr;
  }
  std::string_view Name = Lex.strVal();
  Record *Class = Records.getClass(Name);
  if (!Class) {
    std::string Msg = "Couldn't find class '" + std::string(Name) + "'";
    if (Multiclasses.count(Name))
      Msg += ". Use 'defm' if you meant to use multiclass '" + std::string(Name) + "'";
    tokError(Msg);
  }
  Lex.lex();
  return Class;
}

MulticlassDef *Parser::multiclassNamed() {
  if (Lex.kind() != Tok::Id) {
    tokError("expected name for MultiClassID");
    return nullptr;
  }
  auto Found = Multiclasses.find(Lex.strVal());
  MulticlassDef *MC = Found == Multiclasses.end() ? nullptr : Found->second.get();
  if (!MC)
    tokError("Couldn't find multiclass '" + std::string(Lex.strVal()) + "'");
  Lex.lex();
  return MC;
}

TemplateUse Parser::reference(RefKind K, Record *Scope) {
  TemplateUse Use;
  Use.Range.Start = Lex.loc();
  if (K == RefKind::Parent)
    Use.Target = parseClassID();
  else if (MulticlassDef *MC = multiclassNamed())
    Use.Target = &MC->Signature;
  if (Use.Target && consume(Tok::Less)) {
    // The arguments of a multiclass that a multiclass inherits are checked
    // when that multiclass is used.
    SmallVec<SrcLoc, 8> ArgLocs;
    if (parseTemplateArgValueList(Use.Args, ArgLocs, Scope, Use.Target, K != RefKind::Parent) ||
        (K != RefKind::Multiclass && Engine.checkArgTypes(Use.Args, ArgLocs, *Use.Target)))
      Use.Target = nullptr;
  }
  Use.Range.End = Lex.loc();
  return Use;
}

const ArgumentInit *Parser::namedArg(Record *Scope, const Record &Owner, const Init *Key,
                                     SrcLoc KeyLoc) {
  const auto *Spelled = dyn_cast<StringInit>(Key);
  if (!Spelled) {
    error(KeyLoc, "The name of named argument should be a valid identifier");
    return nullptr;
  }
  const Init *Param = Engine.scopedName(Owner, Spelled);
  const RecordVal *ParamField = Owner.getValue(Param);
  if (!ParamField) {
    error(KeyLoc, "Argument " + Spelled->getAsString() + " doesn't exist");
    return nullptr;
  }
  Lex.lex(); // '='
  SrcLoc ValueLoc = Lex.loc();
  const Init *Value = parseValue(Scope, ParamField->getType());
  if (!Value)
    return nullptr;
  if (isa<UnsetInit>(Value)) {
    error(ValueLoc, "The value of named argument should be initialized, but we got '" +
                        Value->getAsString() + "'");
    return nullptr;
  }
  return ArgumentInit::get(Value, Param);
}

template <typename ArgVec>
bool Parser::parseTemplateArgValueList(ArgVec &Result, SmallVec<SrcLoc, 8> &ArgLocs, Record *CurRec,
                                       Record *ArgsRec, bool) {
  if (consume(Tok::Greater))
    return false;
  std::span<const Init *const> Params = ArgsRec->getTemplateArgs();
  Result.reserve(Result.size() + Params.size());
  ArgLocs.reserve(ArgLocs.size() + Params.size());
  // Positional arguments first; once one is named, the rest are too.
  bool Named = false;
  for (unsigned Pos = 0;; ++Pos) {
    if (Pos >= Params.size())
      return tokError("Too many template arguments: " + std::to_string(Pos + 1));
    SrcLoc Start = Lex.loc(); // where the argument is reported (a named one at its name)
    ArgLocs.push_back(Start);
    const RecTy *Wanted = Named ? nullptr : ArgsRec->getValue(Params[Pos])->getType();
    const Init *First = parseValue(CurRec, Wanted);
    if (!First)
      return true;
    const ArgumentInit *Arg;
    if (Lex.kind() == Tok::Equal) {
      Arg = namedArg(CurRec, *ArgsRec, First, Start);
      Named = true;
    } else if (!Named) {
      Arg = ArgumentInit::get(First, Pos);
    } else {
      return error(Start, "Positional argument should be put before named argument");
    }
    if (!Arg)
      return true;
    Result.push_back(Arg);
    if (consume(Tok::Greater))
      return false;
    if (!consume(Tok::Comma))
      return tokError("Expected comma before next argument");
  }
}
template bool Parser::parseTemplateArgValueList(std::vector<const ArgumentInit *> &,
                                                SmallVec<SrcLoc, 8> &, Record *, Record *, bool);
template bool Parser::parseTemplateArgValueList(SmallVec<const ArgumentInit *, 8> &,
                                                SmallVec<SrcLoc, 8> &, Record *, Record *, bool);

template <typename Heir> bool Parser::inheritList(Heir &Into, Record *Scope) {
  do {
    TemplateUse Parent = reference(RefKind::Parent, Scope);
    if (!Parent.Target || Engine.inherit(Into, Parent))
      return true;
  } while (consume(Tok::Comma));
  return false;
}

//===----------------------------------------------------------------------===//
// Fields
//===----------------------------------------------------------------------===//

const Init *Parser::declaration(Record *Rec, bool AsParam) {
  RecordVal::FieldKind Kind =
      consume(Tok::Field) ? RecordVal::FK_NonconcreteOK : RecordVal::FK_Normal;
  const RecTy *FieldTy = parseType();
  if (!FieldTy)
    return nullptr;
  if (Lex.kind() != Tok::Id) {
    tokError("Expected identifier in declaration");
    return nullptr;
  }
  std::string_view Spelled = Lex.strVal();
  if (Spelled == "NAME") {
    tokError("'NAME' is a reserved variable name");
    return nullptr;
  }
  if (!AsParam && CurScope->defvar(Spelled)) {
    tokError("local variable of this name already exists");
    return nullptr;
  }
  SrcLoc NameLoc = Lex.loc();
  const Init *Name = StringInit::get(Records, Spelled);
  Lex.lex();
  if (AsParam) {
    Name = Engine.scopedName(Rec ? *Rec : CurMultiClass->Signature, Name);
    Kind = RecordVal::FK_TemplateArg;
  }
  if (addValue(Rec, NameLoc, RecordVal(Name, FieldTy, Kind, NameLoc)))
    return nullptr;
  if (consume(Tok::Equal)) {
    SrcLoc ValueLoc = Lex.loc();
    // As in llvm-tblgen, a bad value does not end the declaration: the
    // caller goes on (and usually reports a missing ';' next).
    if (const Init *Value = parseValue(Rec, FieldTy))
      assign(Rec, ValueLoc, Name, {}, Value, false);
  }
  return Name;
}

bool Parser::readParams(Record *Rec) {
  Record &Owner = Rec ? *Rec : CurMultiClass->Signature;
  do {
    Lex.lex(); // '<' or ','
    SrcLoc At = Lex.loc();
    const Init *Param = declaration(Rec, true);
    if (!Param)
      return true;
    if (Owner.isTemplateArg(Param))
      return error(At, "template argument with the same name has already been defined");
    Owner.addTemplateArg(Param);
  } while (Lex.kind() == Tok::Comma);
  return expect(Tok::Greater, "expected '>' at end of template argument list");
}

const Init *Parser::spliceBits(RecordVal &Field, SrcLoc Loc, const Init *Name,
                               std::span<const unsigned> Bits, const Init *V) {
  const auto *Old = dyn_cast<BitsInit>(Field.getValue());
  if (!Old) {
    error(Loc, "Value '" + Name->getAsUnquotedString() + "' is not a bits type");
    return nullptr;
  }
  const Init *Given = V->getCastTo(BitsRecTy::get(Records, unsigned(Bits.size())));
  if (!Given) {
    error(Loc, "Initializer is not compatible with bit range");
    return nullptr;
  }
  unsigned Width = Old->getNumBits();
  std::vector<const Init *> Merged(Width, nullptr);
  for (unsigned From = 0; From < Bits.size(); ++From) {
    unsigned To = Bits[From];
    if (To >= Width) {
      error(Loc, "Invalid bit range for value");
      return nullptr;
    }
    if (Merged[To]) {
      error(Loc, "Cannot set bit #" + std::to_string(To) + " of value '" +
                     Name->getAsUnquotedString() + "' more than once");
      return nullptr;
    }
    Merged[To] = Given->getBit(From);
  }
  for (unsigned I = 0; I < Width; ++I)
    if (!Merged[I])
      Merged[I] = Old->getBit(I);
  return BitsInit::get(Records, Merged);
}

bool Parser::assign(Record *Rec, SrcLoc Loc, const Init *FieldName, std::span<const unsigned> Bits,
                    const Init *V, bool MoveDefLoc) {
  RecordVal *Slot = (Rec ? *Rec : CurMultiClass->Signature).getValue(FieldName);
  if (!Slot)
    return error(Loc, "Value '" + FieldName->getAsUnquotedString() + "' unknown!");
  if (!Bits.empty()) {
    V = spliceBits(*Slot, Loc, FieldName, Bits, V);
    if (!V)
      return true;
  } else if (const auto *Ref = dyn_cast<VarInit>(V); Ref && Ref->getNameInit() == FieldName) {
    return error(Loc, "Recursion / self-assignment forbidden");
  }
  if (!(MoveDefLoc ? Slot->setValue(V, Loc) : Slot->setValue(V)))
    return false;

  std::string Described;
  if (const auto *Literal = dyn_cast<BitsInit>(V))
    Described = "' of type bit initializer with length " + std::to_string(Literal->getNumBits());
  else if (const auto *Typed = dyn_cast<TypedInit>(V))
    Described = "' of type '" + Typed->getType()->getAsString() + "'";
  return error(Loc, "Field '" + FieldName->getAsUnquotedString() + "' of type '" +
                        Slot->getType()->getAsString() + "' is incompatible with value '" +
                        V->getAsString() + Described);
}

//===----------------------------------------------------------------------===//
// Bodies
//===----------------------------------------------------------------------===//

bool Parser::fieldLet(Record &Rec) {
  if (Lex.lex() != Tok::Id)
    return tokError("expected field identifier after let");
  SrcLoc NameLoc = Lex.loc();
  const StringInit *FieldName = StringInit::get(Records, Lex.strVal());
  Lex.lex();
  std::vector<unsigned> Positions;
  if (parseOptionalBitList(Positions))
    return true;
  std::reverse(Positions.begin(), Positions.end());
  if (expect(Tok::Equal, "expected '=' in let expression"))
    return true;
  const RecordVal *Field = Rec.getValue(FieldName);
  if (!Field)
    return error(NameLoc, "Value '" + std::string(FieldName->getValue()) + "' unknown!");
  // A value for some bits of a bits field has that many bits.
  const RecTy *Wanted = Field->getType();
  if (!Positions.empty() && isa<BitsRecTy>(Wanted))
    Wanted = BitsRecTy::get(Records, unsigned(Positions.size()));
  const Init *Value = parseValue(&Rec, Wanted);
  if (!Value || expect(Tok::Semi, "expected ';' after let expression"))
    return true;
  return assign(&Rec, NameLoc, FieldName, Positions, Value);
}

bool Parser::recordBody(Record &Rec) {
  if (consume(Tok::Semi))
    return false;
  if (expect(Tok::LBrace, "Expected '{' to start body or ';' for declaration only"))
    return true;
  while (!consume(Tok::RBrace)) {
    bool Failed;
    if (const StatementRule *Rule = ruleFor(Lex.kind()); Rule && (Rule->Places & RecordBody))
      Failed = perform(*Rule, Site{Lex.loc(), nullptr, &Rec});
    else if (Lex.kind() == Tok::Let)
      Failed = fieldLet(Rec);
    else
      Failed = !declaration(&Rec, false) || expect(Tok::Semi, "expected ';' after declaration");
    if (Failed)
      return true;
  }
  straySemicolon("A class or def body should not end with a semicolon");
  return false;
}

bool Parser::recordTail(Record &Rec) {
  VarScope *Own = pushScope(&Rec);
  if (consume(Tok::Colon) && inheritList(Rec, &Rec))
    return true;
  if (applyLets(Rec) || recordBody(Rec))
    return true;
  popScope(Own);
  return false;
}

//===----------------------------------------------------------------------===//
// class, def, defm, multiclass
//===----------------------------------------------------------------------===//

bool Parser::readClass(const Site &) {
  if (Lex.kind() != Tok::Id)
    return tokError("expected class name after 'class' keyword");
  std::string ClassName(Lex.strVal());
  if (TypeAliases.count(ClassName))
    return tokError("there is already a defined type alias '" + ClassName + "'");
  Record *Class = Records.getClass(ClassName);
  if (!Class) {
    auto Fresh = std::make_unique<Record>(ClassName, std::vector<SrcLoc>{Lex.loc()}, Records,
                                          Record::RK_Class);
    Class = Fresh.get();
    Records.addClass(std::move(Fresh));
  } else if (Class->getValues().empty() && Class->getSuperClasses().empty() &&
             Class->getTemplateArgs().empty()) {
    Class->updateClassLoc(Lex.loc()); // the definition of a class declared before
  } else {
    return tokError("Class '" + Class->getNameInitAsString() + "' already defined");
  }
  Lex.lex();
  VarScope *Own = pushScope(Class);
  if ((Lex.kind() == Tok::Less && readParams(Class)) || recordTail(*Class))
    return true;
  if (!Opts.NoWarnOnUnusedTemplateArgs)
    Class->checkUnusedTemplateArgs();
  popScope(Own);
  return false;
}

const Init *Parser::recordName(MulticlassDef *MC) {
  Tok K = Lex.kind();
  if (K == Tok::Colon || K == Tok::Semi || K == Tok::LBrace)
    return UnsetInit::get(Records);
  const RecTy *StrTy = StringRecTy::get(Records);
  const Init *Name = parseValue(MC ? &MC->Signature : nullptr, StrTy, ParseNameMode);
  if (!Name || !MC)
    return Name;
  const Init *NameParam = Engine.nameParam(MC->Signature);
  HasReferenceResolver Mentions(NameParam);
  Name->resolveReferences(Mentions);
  if (Mentions.found())
    return Name;
  return BinOpInit::getStrConcat(VarInit::get(NameParam, StrTy), Name);
}

bool Parser::readDef(const Site &At) {
  SrcLoc NameLoc = Lex.kind() == Tok::Id ? Lex.loc() : At.Keyword;
  const Init *Name = recordName(At.InMulticlass);
  if (!Name)
    return true;
  std::unique_ptr<Record> Def =
      isa<UnsetInit>(Name)
          ? std::make_unique<Record>(Records.getNewAnonymousName(), std::vector<SrcLoc>{At.Keyword},
                                     Records, Record::RK_AnonymousDef)
          : std::make_unique<Record>(Name, std::vector<SrcLoc>{NameLoc}, Records);
  if (recordTail(*Def))
    return true;
  return deliver(std::move(Def));
}

bool Parser::readDefm(const Site &At) {
  MulticlassDef *Within = At.InMulticlass;
  const Init *Stem = recordName(Within);
  if (!Stem)
    return true;
  if (isa<UnsetInit>(Stem)) {
    Stem = Records.getNewAnonymousName();
    if (Within)
      Stem = BinOpInit::getStrConcat(
          VarInit::get(Engine.nameParam(Within->Signature), StringRecTy::get(Records)), Stem);
  }
  if (Lex.kind() != Tok::Colon)
    return tokError("expected ':' after defm identifier");
  Lex.lex();

  // The multiclasses, each replayed as it is read; the first class named
  // after them starts the classes that every def made inherits. Outside
  // multiclasses and loops, everything is known: the loops and ifs of the
  // multiclass bodies are decided now.
  Body Made;
  const ExpandTarget Into{&Made, !Within && OpenLoops.empty()};
  bool ClassesFollow = false;
  while (true) {
    SrcLoc UseLoc = Lex.loc();
    TemplateUse Use = reference(RefKind::Defm, nullptr);
    if (!Use.Target)
      return true;
    const MulticlassDef &Used = *Multiclasses.find(Use.Target->getName())->second;
    if (Engine.expandMulticlass(Used, Use, Stem, Into, UseLoc))
      return true;
    if (!consume(Tok::Comma))
      break;
    if (Lex.kind() != Tok::Id)
      return tokError("expected identifier");
    if (Records.getClass(Lex.strVal())) {
      ClassesFollow = true;
      break;
    }
  }
  if (ClassesFollow && inheritList(Made, nullptr))
    return true;

  // The defs made are new statements here: the enclosing lets apply to
  // them, and they go where a def written here would go.
  for (BodyItem &Item : Made)
    if (applyLets(Item) || deliver(std::move(Item)))
      return true;
  return expect(Tok::Semi, "expected ';' at end of defm");
}

bool Parser::multiclassBody() {
  if (Lex.lex() == Tok::RBrace)
    return tokError("multiclass must contain at least one def");
  while (!consume(Tok::RBrace)) {
    const StatementRule *Rule = ruleFor(Lex.kind());
    if (!Rule || !(Rule->Places & MCBody))
      return tokError("expected 'assert', 'def', 'defm', 'defvar', 'dump', 'foreach', 'if', "
                      "or 'let' in multiclass body");
    if (statement(CurMultiClass))
      return true;
  }
  straySemicolon("A multiclass body should not end with a semicolon");
  return false;
}

bool Parser::readMulticlass(const Site &) {
  if (Lex.kind() != Tok::Id)
    return tokError("expected identifier after multiclass for name");
  auto [Entry, Fresh] = Multiclasses.try_emplace(std::string(Lex.strVal()));
  if (!Fresh)
    return tokError("multiclass '" + Entry->first + "' already defined");
  Entry->second = std::make_unique<MulticlassDef>(Entry->first, Lex.loc(), Records);
  CurMultiClass = Entry->second.get();
  Lex.lex();
  VarScope *Own = pushScope(CurMultiClass);
  if (Lex.kind() == Tok::Less && readParams(nullptr))
    return true;

  bool Inherits = consume(Tok::Colon);
  if (Inherits) {
    do {
      TemplateUse Base = reference(RefKind::Multiclass, &CurMultiClass->Signature);
      if (!Base.Target)
        return true;
      // The inherited body is replayed into this one, with its NAME
      // standing for this multiclass's NAME.
      const Init *OwnName =
          VarInit::get(Engine.nameParam(CurMultiClass->Signature), StringRecTy::get(Records));
      const MulticlassDef &Inherited = *Multiclasses.find(Base.Target->getName())->second;
      if (Engine.expandMulticlass(Inherited, Base, OwnName, {&CurMultiClass->Items, false}))
        return true;
    } while (consume(Tok::Comma));
  }

  if (Lex.kind() == Tok::LBrace) {
    if (multiclassBody())
      return true;
  } else if (!Inherits) {
    return tokError("expected '{' in multiclass definition");
  } else if (expect(Tok::Semi, "expected ';' in multiclass definition")) {
    return true;
  }
  if (!Opts.NoWarnOnUnusedTemplateArgs)
    CurMultiClass->Signature.checkUnusedTemplateArgs();
  popScope(Own);
  CurMultiClass = nullptr;
  return false;
}

} // namespace tblgen
