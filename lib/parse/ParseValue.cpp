//===- ParseValue.cpp - Values --------------------------------------------===//
//
// A value is a primary form followed by any number of suffixes:
//
//   value   := primary suffix*
//   primary := literal | name | Class<args> | {bits} | [list] | (dag) | !bang
//   suffix  := '{' ranges '}' | '[' subscripts ']' | '.' field | '#' value?
//
// Both are table driven: primaryFormOf maps a value's first token to the
// member that reads the form it starts, suffixStepOf maps the token after
// the value read so far to the member that extends it (or to null, which
// ends the value). Bang operators are read in ParseBang.cpp.
//
//===----------------------------------------------------------------------===//
#include "parse/ParserImpl.h"

#include <algorithm>
#include <array>

namespace tblgen {

namespace {
constexpr size_t NumTokenKinds = 0
#define TOKEN(Name) +1
#include "lex/Tokens.def"
    ;
} // namespace

const Init *Parser::parseValue(Record *Rec, const RecTy *Want, IDParseMode Mode) {
  if (ValueDepth >= Opts.MaxValueDepth) {
    abandon(Lex.loc(), "value nesting exceeds the limit of " + std::to_string(Opts.MaxValueDepth) +
                           " (raise it with --max-value-depth)");
    return nullptr;
  }
  const ValueSite Site{Rec, Want, Mode, Lex.loc()};
  ++ValueDepth;
  const Init *Value = (this->*primaryFormOf(Lex.kind()))(Site);
  while (Value) {
    SuffixStep Step = suffixStepOf(Lex.kind(), Mode);
    if (!Step)
      break;
    Value = (this->*Step)(Site, Value);
  }
  --ValueDepth;
  return Value;
}

//===----------------------------------------------------------------------===//
// Primary forms
//===----------------------------------------------------------------------===//

Parser::PrimaryForm Parser::primaryFormOf(Tok First) {
  static constexpr auto Forms = [] {
    std::array<PrimaryForm, NumTokenKinds> Table{};
    Table.fill(&Parser::readNoValue);
    Table[size_t(Tok::Id)] = &Parser::readNamed;
    Table[size_t(Tok::IntVal)] = &Parser::readInteger;
    Table[size_t(Tok::BinaryIntVal)] = &Parser::readBinary;
    Table[size_t(Tok::True)] = &Parser::readBoolean;
    Table[size_t(Tok::False)] = &Parser::readBoolean;
    Table[size_t(Tok::StrVal)] = &Parser::readStrings;
    Table[size_t(Tok::CodeFragment)] = &Parser::readCode;
    Table[size_t(Tok::Question)] = &Parser::readUnset;
    Table[size_t(Tok::LBrace)] = &Parser::readBitsLiteral;
    Table[size_t(Tok::LSquare)] = &Parser::readListLiteral;
    Table[size_t(Tok::LParen)] = &Parser::readDagLiteral;
#define BANG(Name, Spelling) Table[size_t(Tok::Name)] = &Parser::readBang;
#include "lex/Tokens.def"
    return Table;
  }();
  return Forms[size_t(First)];
}

const Init *Parser::readNoValue(const ValueSite &) {
  return valueFailHere("Unknown or reserved token when parsing a value");
}

const Init *Parser::readInteger(const ValueSite &) {
  const Init *Number = IntInit::get(Records, Lex.intVal());
  Lex.lex();
  return Number;
}

const Init *Parser::readBoolean(const ValueSite &) {
  const Init *Truth = IntInit::get(Records, Lex.kind() == Tok::True);
  Lex.lex();
  return Truth;
}

// 0b0101 is a bits value as wide as the digits written, leading zeros
// included; digits past the 64th are zero.
const Init *Parser::readBinary(const ValueSite &) {
  const uint64_t Pattern = uint64_t(Lex.intVal());
  const unsigned Width = Lex.binaryWidth();
  SmallVec<const Init *, 64> LsbFirst;
  LsbFirst.reserve(Width);
  for (unsigned Pos = 0; Pos != Width; ++Pos)
    LsbFirst.push_back(BitInit::get(Records, Pos < 64 && ((Pattern >> Pos) & 1)));
  const Init *Bits = BitsInit::get(Records, LsbFirst);
  Lex.lex();
  return Bits;
}

// Adjacent string literals are one string. Only the whole is interned (the
// pool's size is part of -print-detailed-records), and a literal's text is
// valid only until the next token is read: the pieces are copied (into a
// buffer the parser keeps).
const Init *Parser::readStrings(const ValueSite &) {
  Literals.assign(Lex.strVal());
  while (Lex.lex() == Tok::StrVal)
    Literals += Lex.strVal();
  return StringInit::get(Records, Literals);
}

const Init *Parser::readCode(const ValueSite &) {
  const Init *Code = StringInit::get(Records, Lex.strVal(), StringInit::SF_Code);
  Lex.lex();
  return Code;
}

const Init *Parser::readUnset(const ValueSite &) {
  Lex.lex();
  return UnsetInit::get(Records);
}

const Init *Parser::readBang(const ValueSite &Site) { return parseOperation(Site.Rec, Site.Want); }

// A name: `Class<args>` makes an anonymous instance; a name followed by '='
// is the one a defvar or the like defines; otherwise it is looked up.
const Init *Parser::readNamed(const ValueSite &Site) {
  const SrcLoc At = Lex.loc();
  const StringInit *Name = StringInit::get(Records, Lex.strVal());
  const Tok Next = Lex.lex();
  if (Next == Tok::Less)
    return instantiateAnonymous(Site.Rec, Name, At);
  if (Next == Tok::Equal)
    return Name;
  return resolveName(Site, Name, At);
}

// Scopes first (fields, parameters, iterators, defvars); in name mode a
// name found in none of them is its own text; else global defs and defvars;
// last, a def may name itself while its body is read.
const Init *Parser::resolveName(const ValueSite &Site, const StringInit *Name, SrcLoc At) {
  if (const Init *Found = getVar(CurScope, Name))
    return Found;
  if (Site.Mode == ParseNameMode)
    return Name;
  if (const Init *Global = Records.getGlobal(Name))
    return Global;
  const Record *Self = Site.Rec;
  if (Self && Self->getNameInit() == Name && !Self->isClass() && !CurMultiClass)
    return UnOpInit::get(UnOpInit::Cast, Name, Self->getType());
  return valueFail(At, "Variable not defined: '" + std::string(Name->getValue()) + "'");
}

// Class<args> used as a value: the def of an anonymous instance of the
// class, folded at once when the arguments are known.
const Init *Parser::instantiateAnonymous(Record *Rec, const StringInit *ClassName, SrcLoc At) {
  Record *Class = Records.getClass(ClassName);
  if (!Class)
    return valueFail(At, "Expected a class name, got '" + std::string(ClassName->getValue()) + "'");
  Lex.lex(); // '<'
  SmallVec<const ArgumentInit *, 8> Args;
  SmallVec<SrcLoc, 8> ArgLocs;
  // Only checked here (every parameter given once): VarDefInit::instantiate
  // pairs the arguments again when it builds the anonymous record.
  SmallVec<ParamValue, 8> Pairing;
  const bool Bad = parseTemplateArgValueList(Args, ArgLocs, Rec, Class) ||
                   Engine.checkArgTypes(Args, ArgLocs, *Class) ||
                   Engine.bindArgs(*Class, Args, At, Pairing);
  return Bad ? nullptr : VarDefInit::get(At, Class, Args)->Fold();
}

// The elements of a bits or list literal: values separated by commas, a
// trailing comma allowed before ']'.
bool Parser::readElements(SmallVec<const Init *, 16> &Out, Record *Rec, const RecTy *EltTy) {
  for (;;) {
    const Init *Element = parseValue(Rec, EltTy);
    if (!Element)
      return false;
    Out.push_back(Element);
    if (!consume(Tok::Comma) || Lex.kind() == Tok::RSquare)
      return true;
  }
}

/// Appends the bits that one element of a bits literal stands for, most
/// significant first: all the bits of a bits value or of a bits-typed
/// variable, else the element itself as a single bit. False when the
/// element cannot be a bit.
static bool appendBitsOf(const Init *Element, SmallVec<const Init *, 64> &MsbFirst) {
  const BitsRecTy *Wide = nullptr;
  if (isa<BitsInit>(Element) || isa<VarInit>(Element))
    Wide = dyn_cast<BitsRecTy>(cast<TypedInit>(Element)->getType());
  if (Wide) {
    for (unsigned I = Wide->getNumBits(); I-- > 0;)
      MsbFirst.push_back(Element->getBit(I));
    return true;
  }
  const Init *Bit = Element->getCastTo(BitRecTy::get(Element->getRecordKeeper()));
  if (!Bit)
    return false;
  MsbFirst.push_back(Bit);
  return true;
}

// {a, b, c}: the first element written is the most significant, while a
// BitsInit is stored least significant bit first.
const Init *Parser::readBitsLiteral(const ValueSite &Site) {
  const SrcLoc Open = Lex.loc();
  Lex.lex();
  SmallVec<const Init *, 16> Elements;
  if (Lex.kind() != Tok::RBrace && !readElements(Elements, Site.Rec, nullptr))
    return nullptr;
  if (!takeOrReport(Tok::RBrace, "expected '}' at end of bit list value"))
    return nullptr;
  SmallVec<const Init *, 64> Bits;
  for (size_t Index = 0; Index != Elements.size(); ++Index) {
    if (appendBitsOf(Elements[Index], Bits))
      continue;
    return valueFail(Open, "Element #" + std::to_string(Index) + " (" +
                               Elements[Index]->getAsString() + ") is not convertable to a bit");
  }
  std::reverse(Bits.begin(), Bits.end());
  return BitsInit::get(Records, Bits);
}

/// The common type of the typed values among Elements (untyped ones, '?',
/// fit any type), or null when there is none; Clash is set when two of
/// them have no common type.
static const RecTy *commonElementType(std::span<const Init *const> Elements, bool &Clash) {
  const RecTy *Common = nullptr;
  Clash = false;
  for (const Init *E : Elements) {
    const auto *Typed = dyn_cast<TypedInit>(E);
    if (!Typed)
      continue;
    Common = Common ? resolveTypes(Common, Typed->getType()) : Typed->getType();
    if (!Common) {
      Clash = true;
      return nullptr;
    }
  }
  return Common;
}

// A list's element type is, in order of preference: the one written after
// the list, the common type of the elements, the element type of the list
// the context expects (ContextElt, null when it expects none).
const RecTy *Parser::listElementType(std::span<const Init *const> Items, const RecTy *Declared,
                                     const RecTy *ContextElt) {
  bool Clash;
  const RecTy *Found = commonElementType(Items, Clash);
  if (Clash || (Declared && Found && !Found->typeIsConvertibleTo(Declared)))
    return valueFailHere("Incompatible types in list elements");
  const RecTy *Chosen = Declared ? Declared : Found;
  if (!Chosen) {
    // Only '?' elements, or none: the context must say.
    return ContextElt ? ContextElt : valueFailHere("No type for list");
  }
  if (ContextElt && !Chosen->typeIsConvertibleTo(ContextElt))
    return valueFailHere("Element type mismatch for list: element type '" + Chosen->getAsString() +
                         "' not convertible to '" + ContextElt->getAsString());
  return Chosen;
}

// [a, b, c] or [a, b, c]<type>.
const Init *Parser::readListLiteral(const ValueSite &Site) {
  Lex.lex();
  const RecTy *ContextElt = nullptr;
  if (Site.Want) {
    const auto *Context = dyn_cast<ListRecTy>(Site.Want);
    if (!Context)
      return valueFailHere("Encountered a list when expecting a " + Site.Want->getAsString());
    ContextElt = Context->getElementType();
  }
  SmallVec<const Init *, 16> Items;
  if (Lex.kind() != Tok::RSquare && !readElements(Items, Site.Rec, ContextElt))
    return nullptr;
  if (!takeOrReport(Tok::RSquare, "expected ']' at end of list value"))
    return nullptr;
  const RecTy *Declared = nullptr;
  if (consume(Tok::Less)) {
    Declared = parseType();
    if (!Declared || !takeOrReport(Tok::Greater, "expected '>' at end of list element type"))
      return nullptr;
  }
  const RecTy *EltTy = listElementType(Items, Declared, ContextElt);
  return EltTy ? ListInit::get(Items, EltTy) : nullptr;
}

/// The tokens a dag's operator may start with: a record, '?', a !cast or
/// !getdagop, or a list (value types, in some backends' dags).
static bool startsDagOperator(Tok K) {
  return K == Tok::Id || K == Tok::Question || K == Tok::LSquare || K == Tok::XCast ||
         K == Tok::XGetDagOp;
}

// One dag argument: `value`, `value:$name`, or `$name` alone (unset).
bool Parser::readDagArgument(Record *Rec, const Init *&Arg, const StringInit *&Name) {
  Name = nullptr;
  if (Lex.kind() == Tok::VarName) {
    Arg = UnsetInit::get(Records);
  } else {
    Arg = parseValue(Rec);
    if (!Arg)
      return false;
    if (!consume(Tok::Colon))
      return true;
    if (Lex.kind() != Tok::VarName) {
      tokError("expected variable name in dag literal");
      return false;
    }
  }
  Name = StringInit::get(Records, Lex.strVal());
  Lex.lex();
  return true;
}

// (operator:$name arg:$n, ...)
const Init *Parser::readDagLiteral(const ValueSite &Site) {
  Lex.lex();
  if (!startsDagOperator(Lex.kind()))
    return valueFailHere("expected identifier or list of value types in dag init");
  const Init *Op = parseValue(Site.Rec);
  if (!Op)
    return nullptr;
  const StringInit *OpName = nullptr;
  if (consume(Tok::Colon)) {
    if (Lex.kind() != Tok::VarName)
      return valueFailHere("expected variable name in dag operator");
    OpName = StringInit::get(Records, Lex.strVal());
    Lex.lex();
  }
  SmallVec<const Init *, 8> Args;
  SmallVec<const StringInit *, 8> Names;
  bool More = Lex.kind() != Tok::RParen;
  while (More) {
    const Init *Arg;
    const StringInit *ArgName;
    if (!readDagArgument(Site.Rec, Arg, ArgName))
      return nullptr;
    Args.push_back(Arg);
    Names.push_back(ArgName);
    More = consume(Tok::Comma);
  }
  if (!takeOrReport(Tok::RParen, "expected ')' in dag init"))
    return nullptr;
  return DagInit::get(Op, OpName, Args, Names);
}

//===----------------------------------------------------------------------===//
// Suffixes
//===----------------------------------------------------------------------===//

Parser::SuffixStep Parser::suffixStepOf(Tok K, IDParseMode Mode) {
  static constexpr auto Steps = [] {
    std::array<SuffixStep, NumTokenKinds> Table{};
    Table[size_t(Tok::LBrace)] = &Parser::selectBits;
    Table[size_t(Tok::LSquare)] = &Parser::indexList;
    Table[size_t(Tok::Dot)] = &Parser::accessField;
    Table[size_t(Tok::Paste)] = &Parser::pasteOnto;
    return Table;
  }();
  // A name being defined may be followed by its body's '{'.
  if (K == Tok::LBrace && Mode == ParseNameMode)
    return nullptr;
  return Steps[size_t(K)];
}

// value{ranges}: the bits selected, the first written the most significant.
const Init *Parser::selectBits(const ValueSite &, const Init *Base) {
  const SrcLoc Brace = Lex.loc();
  Lex.lex();
  std::vector<unsigned> Wanted;
  parseRangeList(Wanted);
  if (Wanted.empty())
    return nullptr;
  std::reverse(Wanted.begin(), Wanted.end());
  const Init *Selected = Base->convertInitializerBitRange(Wanted);
  if (!Selected)
    return valueFail(Brace, "Invalid bit range for value");
  return takeOrReport(Tok::RBrace, "expected '}' at end of bit range list") ? Selected : nullptr;
}

// list[i] is an element, list[i, j...k] a list.
const Init *Parser::indexList(const ValueSite &Site, const Init *Base) {
  const auto *Listed = dyn_cast<TypedInit>(Base);
  if (!Listed)
    return valueFail(Site.Start, "Invalid value, list expected");
  const auto *ListTy = dyn_cast<ListRecTy>(Listed->getType());
  if (!ListTy)
    return valueFail(Site.Start, "Type '" + Listed->getType()->getAsString() +
                                     "' is invalid, list expected");
  Lex.lex();
  const TypedInit *Subscript = readSubscript(Site.Rec);
  if (!Subscript)
    return nullptr;
  const Init *Picked =
      isa<ListRecTy>(Subscript->getType())
          ? BinOpInit::getFolded(BinOpInit::ListSlice, Listed, Subscript, ListTy, Site.Rec)
          : BinOpInit::getFolded(BinOpInit::ListElem, Listed, Subscript, ListTy->getElementType(),
                                 Site.Rec);
  return takeOrReport(Tok::RSquare, "expected ']' at end of list slice") ? Picked : nullptr;
}

// record.field
const Init *Parser::accessField(const ValueSite &Site, const Init *Base) {
  if (Lex.lex() != Tok::Id)
    return valueFailHere("expected field identifier after '.'");
  const StringInit *Field = StringInit::get(Records, Lex.strVal());
  if (!Base->getFieldType(Field))
    return valueFailHere("Cannot access field '" + std::string(Lex.strVal()) + "' of value '" +
                         Base->getAsString() + "'");
  const Init *Access = FieldInit::get(Base, Field)->Fold(Site.Rec);
  Lex.lex();
  return Access;
}

/// Tokens after '#' that leave its right side empty.
static bool endsPaste(Tok K) { return K == Tok::Colon || K == Tok::Semi || K == Tok::LBrace; }

// A side of a string paste, cast to string when it is not one.
const TypedInit *Parser::pasteOperandAsString(const TypedInit *V, SrcLoc At, Record *Rec) {
  const RecTy *Str = StringRecTy::get(Records);
  if (V->getType() == Str)
    return V;
  if (const auto *AsText = dyn_cast<TypedInit>(UnOpInit::getFolded(UnOpInit::Cast, V, Str, Rec)))
    return AsText;
  return valueFail(At, "can't cast '" + V->getAsString() + "' to string");
}

// a#b: the concatenation of two lists (the right side read as a value), or
// of two strings (the right side read as a name, so that an undefined
// identifier is its own text).
const Init *Parser::pasteOnto(const ValueSite &Site, const Init *Base) {
  const SrcLoc At = Lex.loc();
  const auto *Left = dyn_cast<TypedInit>(Base);
  if (!Left)
    return valueFail(At, "LHS of paste is not typed!");
  if (isa<ListRecTy>(Left->getType())) {
    Lex.lex();
    if (endsPaste(Lex.kind()))
      return Left;
    const Init *Tail = parseValue(Site.Rec, Site.Want, ParseValueMode);
    return Tail ? BinOpInit::getListConcat(Left, Tail) : nullptr;
  }
  Left = pasteOperandAsString(Left, At, Site.Rec);
  if (!Left)
    return nullptr;
  Lex.lex();
  if (endsPaste(Lex.kind()))
    return BinOpInit::getStrConcat(Left, StringInit::get(Records, ""));
  const Init *Tail = parseValue(Site.Rec, nullptr, ParseNameMode);
  if (!Tail)
    return nullptr;
  const auto *Right = dyn_cast<TypedInit>(Tail);
  if (!Right)
    return valueFail(At, "RHS of paste is not typed!");
  Right = pasteOperandAsString(Right, At, Site.Rec);
  return Right ? BinOpInit::getStrConcat(Left, Right) : nullptr;
}

// One subscript: an int, a list<int>, or a range a...b (also a-b) of ints.
const TypedInit *Parser::readSubscriptItem(Record *Rec) {
  const SrcLoc FromLoc = Lex.loc();
  const Init *Value = parseValue(Rec);
  if (!Value)
    return nullptr;
  const auto *From = dyn_cast<TypedInit>(Value);
  if (!From)
    return valueFail(FromLoc, "expected int...int, got '" + Value->getAsString() + "'");
  const TypedInit *To;
  const Tok After = Lex.kind();
  if (After == Tok::IntVal) {
    // "1-5" reads as 1 and -5.
    const int64_t Bound = -Lex.intVal();
    if (Bound < 0)
      return valueFailHere("invalid range, cannot be negative");
    To = IntInit::get(Records, Bound);
    Lex.lex();
  } else if (After == Tok::DotDotDot || After == Tok::Minus) {
    Lex.lex();
    const SrcLoc ToLoc = Lex.loc();
    const Init *End = parseValue(Rec);
    if (!End)
      return nullptr;
    To = dyn_cast<TypedInit>(End);
    if (!To || !isa<IntRecTy>(To->getType()))
      return valueFail(ToLoc, "expected int...int, got " +
                                  (To ? To->getType()->getAsString() : End->getAsString()));
  } else {
    return From;
  }
  if (!isa<IntRecTy>(From->getType()))
    return valueFail(FromLoc, "expected int...int, got " + From->getType()->getAsString());
  const RecTy *IntList = IntRecTy::get(Records)->getListTy();
  return cast<TypedInit>(BinOpInit::getFolded(BinOpInit::RangeC, From, To, IntList, Rec));
}

// The subscripts between '[' and ']': a lone int (an element), else a
// list<int> of the indices in order. Runs of single ints become list
// literals; ranges and lists join them by concatenation.
const TypedInit *Parser::readSubscript(Record *Rec) {
  const RecTy *IntTy = IntRecTy::get(Records);
  SmallVec<const Init *, 8> Loose;
  SmallVec<const TypedInit *, 4> Pieces;
  auto sealLoose = [&] {
    if (Loose.empty())
      return;
    Pieces.push_back(ListInit::get(Loose, IntTy));
    Loose.clear();
  };
  bool Lone = true;
  for (;;) {
    const SrcLoc ItemLoc = Lex.loc();
    const TypedInit *Item = readSubscriptItem(Rec);
    if (!Item)
      return nullptr;
    const RecTy *ItemTy = Item->getType();
    if (const auto *Many = dyn_cast<ListRecTy>(ItemTy)) {
      if (!isa<IntRecTy>(Many->getElementType()))
        return valueFail(ItemLoc, "expected list<int>, got " + Many->getAsString());
      sealLoose();
      Pieces.push_back(Item);
    } else if (isa<IntRecTy>(ItemTy)) {
      Loose.push_back(Item);
    } else {
      return valueFail(ItemLoc, "unhandled type " + ItemTy->getAsString() + " in range");
    }
    if (!consume(Tok::Comma))
      break;
    Lone = false;
    if (Lex.kind() == Tok::RSquare)
      break;
  }
  if (Lone && Pieces.empty())
    return cast<TypedInit>(Loose[0]);
  sealLoose();
  const TypedInit *Whole = Pieces[0];
  for (size_t I = 1; I != Pieces.size(); ++I)
    Whole = cast<TypedInit>(BinOpInit::getListConcat(Whole, Pieces[I]));
  return Whole;
}

} // namespace tblgen
