//===- ParseValue.cpp - Types, values and bang operators ------------------===//
#include "parse/ParserImpl.h"
#include "tblgen/SmallVec.h"

#include <algorithm>
#include <limits>

namespace tblgen {

//===----------------------------------------------------------------------===//
// Types
//===----------------------------------------------------------------------===//

const RecTy *Parser::parseType() {
  switch (Lex.kind()) {
  default:
    tokError("Unknown token when expecting a type");
    return nullptr;
  case Tok::String:
  case Tok::Code:
    Lex.lex();
    return StringRecTy::get(Records);
  case Tok::Bit:
    Lex.lex();
    return BitRecTy::get(Records);
  case Tok::Int:
    Lex.lex();
    return IntRecTy::get(Records);
  case Tok::Dag:
    Lex.lex();
    return DagRecTy::get(Records);
  case Tok::Id: {
    auto It = TypeAliases.find(Lex.strVal());
    if (It != TypeAliases.end()) {
      Lex.lex();
      return It->second;
    }
    if (Record *R = parseClassID())
      return RecordRecTy::get(R);
    tokError("unknown class name");
    return nullptr;
  }
  case Tok::Bits: {
    if (Lex.lex() != Tok::Less) {
      tokError("expected '<' after bits type");
      return nullptr;
    }
    if (Lex.lex() != Tok::IntVal) {
      tokError("expected integer in bits<n> type");
      return nullptr;
    }
    uint64_t Val = uint64_t(Lex.intVal());
    SrcLoc ValLoc = Lex.loc();
    if (Lex.lex() != Tok::Greater) {
      tokError("expected '>' at end of bits<n> type");
      return nullptr;
    }
    if (Val > Records.getLimits().MaxBitsWidth) {
      error(ValLoc, "bits<" + std::to_string(int64_t(Val)) + "> exceeds the limit of " +
                        std::to_string(Records.getLimits().MaxBitsWidth) +
                        " bits (raise it with --max-bits-width)");
      return nullptr;
    }
    Lex.lex();
    return BitsRecTy::get(Records, unsigned(Val));
  }
  case Tok::List: {
    if (Lex.lex() != Tok::Less) {
      tokError("expected '<' after list type");
      return nullptr;
    }
    Lex.lex();
    // list<list<...>> recurses: it counts against the value nesting limit.
    if (ValueDepth >= Opts.MaxValueDepth) {
      tokError("type nesting exceeds the limit of " + std::to_string(Opts.MaxValueDepth) +
               " (raise it with --max-value-depth)");
      throw FatalError{};
    }
    ++ValueDepth;
    const RecTy *Sub = parseType();
    --ValueDepth;
    if (!Sub)
      return nullptr;
    if (!consume(Tok::Greater)) {
      tokError("expected '>' at end of list<ty> type");
      return nullptr;
    }
    return Sub->getListTy();
  }
  }
}

const RecTy *Parser::parseOperatorType() {
  if (!consume(Tok::Less)) {
    tokError("expected type name for operator");
    return nullptr;
  }
  if (Lex.kind() == Tok::Code)
    tokError("the 'code' type is not allowed in bang operators; use 'string'");
  const RecTy *Type = parseType();
  if (!Type) {
    tokError("expected type name for operator");
    return nullptr;
  }
  if (!consume(Tok::Greater)) {
    tokError("expected type name for operator");
    return nullptr;
  }
  return Type;
}

//===----------------------------------------------------------------------===//
// Ranges and slices
//===----------------------------------------------------------------------===//

bool Parser::parseRangePiece(std::vector<unsigned> &Ranges, const TypedInit *FirstItem) {
  SrcLoc PieceLoc = Lex.loc();
  const Init *CurVal = FirstItem;
  if (!CurVal)
    CurVal = parseValue(nullptr);
  auto *II = dyn_cast<IntInit>(CurVal);
  if (!II)
    return tokError("expected integer or bitrange");
  int64_t Start = II->getValue();
  int64_t End;
  if (Start < 0)
    return tokError("invalid range, cannot be negative");
  switch (Lex.kind()) {
  default:
    Ranges.push_back(unsigned(Start));
    return false;
  case Tok::DotDotDot:
  case Tok::Minus: {
    Lex.lex();
    const Init *IEnd = parseValue(nullptr);
    auto *IIEnd = dyn_cast<IntInit>(IEnd);
    if (!IIEnd)
      return tokError("expected integer value as end of range");
    End = IIEnd->getValue();
    break;
  }
  case Tok::IntVal:
    End = -Lex.intVal();
    Lex.lex();
    break;
  }
  if (End < 0)
    return tokError("invalid range, cannot be negative");
  uint64_t MaxSize = Records.getLimits().MaxListSize;
  if (MaxSize && uint64_t(Start < End ? End - Start : Start - End) + 1 + Ranges.size() > MaxSize)
    return abandon(PieceLoc, "range list exceeds the limit of " + std::to_string(MaxSize) +
                                 " elements (raise it with --max-list-size)");
  if (Start < End)
    for (; Start <= End; ++Start)
      Ranges.push_back(unsigned(Start));
  else
    for (; Start >= End; --Start)
      Ranges.push_back(unsigned(Start));
  return false;
}

void Parser::parseRangeList(std::vector<unsigned> &Result) {
  if (parseRangePiece(Result)) {
    Result.clear();
    return;
  }
  while (consume(Tok::Comma))
    if (parseRangePiece(Result)) {
      Result.clear();
      return;
    }
}

bool Parser::parseOptionalRangeList(std::vector<unsigned> &Ranges) {
  SrcLoc StartLoc = Lex.loc();
  if (!consume(Tok::Less))
    return false;
  parseRangeList(Ranges);
  if (Ranges.empty())
    return true;
  if (!consume(Tok::Greater)) {
    tokError("expected '>' at end of range list");
    return error(StartLoc, "to match this '<'");
  }
  return false;
}

bool Parser::parseOptionalBitList(std::vector<unsigned> &Ranges) {
  SrcLoc StartLoc = Lex.loc();
  if (!consume(Tok::LBrace))
    return false;
  parseRangeList(Ranges);
  if (Ranges.empty())
    return true;
  if (!consume(Tok::RBrace)) {
    tokError("expected '}' at end of bit list");
    return error(StartLoc, "to match this '{'");
  }
  return false;
}

const TypedInit *Parser::parseSliceElement(Record *CurRec) {
  SrcLoc LHSLoc = Lex.loc();
  const Init *CurVal = parseValue(CurRec);
  if (!CurVal)
    return nullptr;
  auto *LHS = dyn_cast<TypedInit>(CurVal);
  if (!LHS) {
    error(LHSLoc, "expected int...int, got '" + CurVal->getAsString() + "'");
    return nullptr;
  }
  const TypedInit *RHS = nullptr;
  switch (Lex.kind()) {
  case Tok::DotDotDot:
  case Tok::Minus: {
    Lex.lex();
    SrcLoc RHSLoc = Lex.loc();
    CurVal = parseValue(CurRec);
    if (!CurVal)
      return nullptr;
    RHS = dyn_cast<TypedInit>(CurVal);
    if (!RHS || !isa<IntRecTy>(RHS->getType())) {
      error(RHSLoc, "expected int...int, got " +
                        (RHS ? RHS->getType()->getAsString() : CurVal->getAsString()));
      return nullptr;
    }
    break;
  }
  case Tok::IntVal: {
    int64_t I = -Lex.intVal();
    if (I < 0) {
      tokError("invalid range, cannot be negative");
      return nullptr;
    }
    RHS = IntInit::get(Records, I);
    Lex.lex();
    break;
  }
  default:
    return LHS;
  }
  if (!isa<IntRecTy>(LHS->getType())) {
    error(LHSLoc, "expected int...int, got " + LHS->getType()->getAsString());
    return nullptr;
  }
  return cast<TypedInit>(BinOpInit::getFolded(BinOpInit::RangeC, LHS, RHS,
                                              IntRecTy::get(Records)->getListTy(), CurRec));
}

const TypedInit *Parser::parseSliceElements(Record *CurRec, bool Single) {
  const TypedInit *CurVal;
  std::vector<const Init *> Elems;
  std::vector<const TypedInit *> Slices;
  auto FlushElems = [&] {
    if (!Elems.empty()) {
      Slices.push_back(ListInit::get(Elems, IntRecTy::get(Records)));
      Elems.clear();
    }
  };
  do {
    SrcLoc LHSLoc = Lex.loc();
    CurVal = parseSliceElement(CurRec);
    if (!CurVal)
      return nullptr;
    const RecTy *Ty = CurVal->getType();
    if (auto *LT = dyn_cast<ListRecTy>(Ty)) {
      if (!isa<IntRecTy>(LT->getElementType())) {
        error(LHSLoc, "expected list<int>, got " + LT->getAsString());
        return nullptr;
      }
      FlushElems();
      Slices.push_back(CurVal);
      Single = false;
      CurVal = nullptr;
    } else if (!isa<IntRecTy>(Ty)) {
      error(LHSLoc, "unhandled type " + Ty->getAsString() + " in range");
      return nullptr;
    }
    if (Lex.kind() != Tok::Comma)
      break;
    Lex.lex();
    Single = false;
    if (CurVal)
      Elems.push_back(CurVal);
    CurVal = nullptr;
  } while (Lex.kind() != Tok::RSquare);

  if (CurVal) {
    if (Single)
      return CurVal;
    Elems.push_back(CurVal);
  }
  FlushElems();
  const TypedInit *Result = nullptr;
  for (const TypedInit *S : Slices)
    Result = Result ? cast<TypedInit>(BinOpInit::getListConcat(Result, S)) : S;
  return Result;
}

//===----------------------------------------------------------------------===//
// Values
//===----------------------------------------------------------------------===//

const Init *Parser::parseIDValue(Record *CurRec, const StringInit *Name, SrcLoc NameLoc,
                                 IDParseMode Mode) {
  if (const Init *I = getVar(CurScope, Name))
    return I;
  if (Mode == ParseNameMode)
    return Name;
  if (const Init *I = Records.getGlobal(Name))
    return I;
  if (CurRec && !CurRec->isClass() && !CurMultiClass && CurRec->getNameInit() == Name)
    return UnOpInit::get(UnOpInit::Cast, Name, CurRec->getType());
  error(NameLoc, "Variable not defined: '" + std::string(Name->getValue()) + "'");
  return nullptr;
}

const Init *Parser::parseValue(Record *CurRec, const RecTy *ItemType, IDParseMode Mode) {
  if (ValueDepth >= Opts.MaxValueDepth) {
    abandon(Lex.loc(), "value nesting exceeds the limit of " + std::to_string(Opts.MaxValueDepth) +
                           " (raise it with --max-value-depth)");
    return nullptr;
  }
  ++ValueDepth;
  const Init *R = parseValueInner(CurRec, ItemType, Mode);
  --ValueDepth;
  return R;
}

const Init *Parser::parseValueInner(Record *CurRec, const RecTy *ItemType, IDParseMode Mode) {
  SrcLoc LHSLoc = Lex.loc();
  const Init *Result = parseSimpleValue(CurRec, ItemType, Mode);
  if (!Result)
    return nullptr;

  while (true) {
    switch (Lex.kind()) {
    default:
      return Result;
    case Tok::LBrace: {
      if (Mode == ParseNameMode)
        return Result;
      SrcLoc CurlyLoc = Lex.loc();
      Lex.lex();
      std::vector<unsigned> Ranges;
      parseRangeList(Ranges);
      if (Ranges.empty())
        return nullptr;
      std::reverse(Ranges.begin(), Ranges.end());
      Result = Result->convertInitializerBitRange(Ranges);
      if (!Result) {
        error(CurlyLoc, "Invalid bit range for value");
        return nullptr;
      }
      if (!consume(Tok::RBrace)) {
        tokError("expected '}' at end of bit range list");
        return nullptr;
      }
      break;
    }
    case Tok::LSquare: {
      auto *LHS = dyn_cast<TypedInit>(Result);
      if (!LHS) {
        error(LHSLoc, "Invalid value, list expected");
        return nullptr;
      }
      auto *LHSTy = dyn_cast<ListRecTy>(LHS->getType());
      if (!LHSTy) {
        error(LHSLoc, "Type '" + LHS->getType()->getAsString() + "' is invalid, list expected");
        return nullptr;
      }
      Lex.lex();
      const TypedInit *RHS = parseSliceElements(CurRec, true);
      if (!RHS)
        return nullptr;
      if (isa<ListRecTy>(RHS->getType()))
        Result = BinOpInit::getFolded(BinOpInit::ListSlice, LHS, RHS, LHSTy, CurRec);
      else
        Result =
            BinOpInit::getFolded(BinOpInit::ListElem, LHS, RHS, LHSTy->getElementType(), CurRec);
      if (!consume(Tok::RSquare)) {
        tokError("expected ']' at end of list slice");
        return nullptr;
      }
      break;
    }
    case Tok::Dot: {
      if (Lex.lex() != Tok::Id) {
        tokError("expected field identifier after '.'");
        return nullptr;
      }
      const StringInit *FieldName = StringInit::get(Records, Lex.strVal());
      if (!Result->getFieldType(FieldName)) {
        tokError("Cannot access field '" + std::string(Lex.strVal()) + "' of value '" +
                 Result->getAsString() + "'");
        return nullptr;
      }
      Result = FieldInit::get(Result, FieldName)->Fold(CurRec);
      Lex.lex();
      break;
    }
    case Tok::Paste: {
      SrcLoc PasteLoc = Lex.loc();
      auto *LHS = dyn_cast<TypedInit>(Result);
      if (!LHS) {
        error(PasteLoc, "LHS of paste is not typed!");
        return nullptr;
      }
      if (isa<ListRecTy>(LHS->getType())) {
        Lex.lex();
        switch (Lex.kind()) {
        case Tok::Colon:
        case Tok::Semi:
        case Tok::LBrace:
          Result = LHS;
          break;
        default: {
          const Init *RHSResult = parseValue(CurRec, ItemType, ParseValueMode);
          if (!RHSResult)
            return nullptr;
          Result = BinOpInit::getListConcat(LHS, RHSResult);
          break;
        }
        }
        break;
      }
      const StringRecTy *StrTy = StringRecTy::get(Records);
      if (LHS->getType() != StrTy) {
        auto *CastLHS =
            dyn_cast<TypedInit>(UnOpInit::getFolded(UnOpInit::Cast, LHS, StrTy, CurRec));
        if (!CastLHS) {
          error(PasteLoc, "can't cast '" + LHS->getAsString() + "' to string");
          return nullptr;
        }
        LHS = CastLHS;
      }
      const TypedInit *RHS = nullptr;
      Lex.lex();
      switch (Lex.kind()) {
      case Tok::Colon:
      case Tok::Semi:
      case Tok::LBrace:
        RHS = StringInit::get(Records, "");
        break;
      default: {
        const Init *RHSResult = parseValue(CurRec, nullptr, ParseNameMode);
        if (!RHSResult)
          return nullptr;
        RHS = dyn_cast<TypedInit>(RHSResult);
        if (!RHS) {
          error(PasteLoc, "RHS of paste is not typed!");
          return nullptr;
        }
        if (RHS->getType() != StrTy) {
          auto *CastRHS =
              dyn_cast<TypedInit>(UnOpInit::getFolded(UnOpInit::Cast, RHS, StrTy, CurRec));
          if (!CastRHS) {
            error(PasteLoc, "can't cast '" + RHS->getAsString() + "' to string");
            return nullptr;
          }
          RHS = CastRHS;
        }
        break;
      }
      }
      Result = BinOpInit::getStrConcat(LHS, RHS);
      break;
    }
    }
  }
}

static bool isBangOperator(Tok K) {
  switch (K) {
#define BANG(Name, Spelling) case Tok::Name:
#include "lex/Tokens.def"
    return true;
  default:
    return false;
  }
}

// A simple value is one without suffixes (x.f, x[i], x#y, ...): a literal,
// an identifier, a bang operator, or a bits, list or dag literal, each
// handled by its own function below.
const Init *Parser::parseSimpleValue(Record *CurRec, const RecTy *ItemType, IDParseMode Mode) {
  switch (Lex.kind()) {
  case Tok::Id:
    return parseIdentifierValue(CurRec, Mode);
  case Tok::LBrace:
    return parseBitsLiteral(CurRec);
  case Tok::LSquare:
    return parseListLiteral(CurRec, ItemType);
  case Tok::LParen:
    return parseDagLiteral(CurRec);
  default:
    if (isBangOperator(Lex.kind()))
      return parseOperation(CurRec, ItemType);
    return parseScalarLiteral();
  }
}

const Init *Parser::parseScalarLiteral() {
  const Init *Value;
  switch (Lex.kind()) {
  case Tok::True:
  case Tok::False:
    Value = IntInit::get(Records, Lex.kind() == Tok::True ? 1 : 0);
    break;
  case Tok::IntVal:
    Value = IntInit::get(Records, Lex.intVal());
    break;
  case Tok::BinaryIntVal: {
    // 0b0101 keeps its written width, leading zeros included.
    uint64_t V = uint64_t(Lex.intVal());
    std::vector<const Init *> Bits(Lex.binaryWidth());
    for (unsigned I = 0; I < Bits.size(); ++I)
      Bits[I] = BitInit::get(Records, I < 64 && ((V >> I) & 1));
    Value = BitsInit::get(Records, Bits);
    break;
  }
  case Tok::StrVal: {
    // Adjacent string literals are one string.
    std::string Text(Lex.strVal());
    while (Lex.lex() == Tok::StrVal)
      Text += Lex.strVal();
    return StringInit::get(Records, Text);
  }
  case Tok::CodeFragment:
    Value = StringInit::get(Records, Lex.strVal(), StringInit::SF_Code);
    break;
  case Tok::Question:
    Value = UnsetInit::get(Records);
    break;
  default:
    tokError("Unknown or reserved token when parsing a value");
    return nullptr;
  }
  Lex.lex();
  return Value;
}

const Init *Parser::parseIdentifierValue(Record *CurRec, IDParseMode Mode) {
  SrcLoc NameLoc = Lex.loc();
  const StringInit *Name = StringInit::get(Records, Lex.strVal());
  switch (Lex.lex()) {
  case Tok::Equal:
    // The name being defined, in `defvar x = ...` and the like.
    return Name;
  case Tok::Less:
    return parseAnonymousInstance(CurRec, Name, NameLoc);
  default:
    return parseIDValue(CurRec, Name, NameLoc, Mode);
  }
}

// Class<args> used as a value: the def of an anonymous instance of the
// class, folded at once when the arguments are known.
const Init *Parser::parseAnonymousInstance(Record *CurRec, const StringInit *ClassName,
                                           SrcLoc NameLoc) {
  Record *Class = Records.getClass(ClassName);
  if (!Class) {
    error(NameLoc, "Expected a class name, got '" + std::string(ClassName->getValue()) + "'");
    return nullptr;
  }
  Lex.lex(); // '<'
  SmallVec<const ArgumentInit *, 8> Args;
  SmallVec<SrcLoc, 8> ArgLocs;
  // The pairing itself is only checked here (every parameter given once);
  // VarDefInit::instantiate pairs the arguments again when it builds the
  // anonymous record.
  SmallVec<ParamValue, 8> Pairing;
  if (parseTemplateArgValueList(Args, ArgLocs, CurRec, Class) ||
      Engine.checkArgTypes(Args, ArgLocs, *Class) ||
      Engine.bindArgs(*Class, Args, NameLoc, Pairing))
    return nullptr;
  return VarDefInit::get(NameLoc, Class, Args)->Fold();
}

/// Appends the bits that one element of a bits literal stands for, most
/// significant first: all the bits of a bits value or of a bits-typed
/// variable, else the element itself as a single bit. False when the
/// element cannot be a bit.
static bool appendBitsOf(const Init *Element, std::vector<const Init *> &MsbFirst) {
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
const Init *Parser::parseBitsLiteral(Record *CurRec) {
  SrcLoc OpenLoc = Lex.loc();
  Lex.lex(); // '{'
  std::vector<const Init *> Elements;
  if (Lex.kind() != Tok::RBrace) {
    parseValueList(Elements, CurRec);
    if (Elements.empty())
      return nullptr;
  }
  if (!consume(Tok::RBrace)) {
    tokError("expected '}' at end of bit list value");
    return nullptr;
  }
  std::vector<const Init *> Bits;
  for (size_t I = 0; I < Elements.size(); ++I) {
    if (!appendBitsOf(Elements[I], Bits)) {
      error(OpenLoc, "Element #" + std::to_string(I) + " (" + Elements[I]->getAsString() +
                         ") is not convertable to a bit");
      return nullptr;
    }
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

// [a, b, c] or [a, b, c]<type>. The element type is, in order of
// preference: the one written after the list, the common type of the
// elements, the element type of the list the context expects.
const Init *Parser::parseListLiteral(Record *CurRec, const RecTy *ItemType) {
  Lex.lex(); // '['
  const auto *Expected = ItemType ? dyn_cast<ListRecTy>(ItemType) : nullptr;
  if (ItemType && !Expected) {
    tokError("Encountered a list when expecting a " + ItemType->getAsString());
    return nullptr;
  }
  const RecTy *ExpectedElt = Expected ? Expected->getElementType() : nullptr;
  // (parseValueList's loop, into a buffer on the stack: most lists are short.)
  SmallVec<const Init *, 16> Elements;
  if (Lex.kind() != Tok::RSquare) {
    do {
      const Init *E = parseValue(CurRec, ExpectedElt);
      if (!E)
        return nullptr;
      Elements.push_back(E);
    } while (consume(Tok::Comma) && Lex.kind() != Tok::RSquare);
  }
  if (!consume(Tok::RSquare)) {
    tokError("expected ']' at end of list value");
    return nullptr;
  }
  const RecTy *Written = nullptr;
  if (consume(Tok::Less)) {
    Written = parseType();
    if (!Written)
      return nullptr;
    if (!consume(Tok::Greater)) {
      tokError("expected '>' at end of list element type");
      return nullptr;
    }
  }

  bool Clash;
  const RecTy *EltTy = commonElementType(Elements, Clash);
  if (Clash || (Written && EltTy && !EltTy->typeIsConvertibleTo(Written))) {
    tokError("Incompatible types in list elements");
    return nullptr;
  }
  if (Written)
    EltTy = Written;
  if (!EltTy) {
    // Only '?' elements, or none: the context must say.
    if (!Expected) {
      tokError("No type for list");
      return nullptr;
    }
    EltTy = ExpectedElt;
  } else if (Expected && !EltTy->typeIsConvertibleTo(ExpectedElt)) {
    tokError("Element type mismatch for list: element type '" + EltTy->getAsString() +
             "' not convertible to '" + ExpectedElt->getAsString());
    return nullptr;
  }
  return ListInit::get(Elements, EltTy);
}

// (op:$name arg:$n, ...). The operator may be a record, '?', a !cast or
// !getdagop, or a list (value types, in some backends' dags).
const Init *Parser::parseDagLiteral(Record *CurRec) {
  Lex.lex(); // '('
  switch (Lex.kind()) {
  case Tok::Id:
  case Tok::XCast:
  case Tok::Question:
  case Tok::XGetDagOp:
  case Tok::LSquare:
    break;
  default:
    tokError("expected identifier or list of value types in dag init");
    return nullptr;
  }
  const Init *Operator = parseValue(CurRec);
  if (!Operator)
    return nullptr;
  const StringInit *OperatorName = nullptr;
  if (consume(Tok::Colon)) {
    if (Lex.kind() != Tok::VarName) {
      tokError("expected variable name in dag operator");
      return nullptr;
    }
    OperatorName = StringInit::get(Records, Lex.strVal());
    Lex.lex();
  }
  std::vector<const Init *> Args;
  std::vector<const StringInit *> Names;
  if (Lex.kind() != Tok::RParen && !parseDagArgs(Args, Names, CurRec))
    return nullptr;
  if (!consume(Tok::RParen)) {
    tokError("expected ')' in dag init");
    return nullptr;
  }
  return DagInit::get(Operator, OperatorName, Args, Names);
}

// The comma-separated arguments of a dag literal: `value`, `value:$name`
// or a bare `$name` (an unset argument with a name).
bool Parser::parseDagArgs(std::vector<const Init *> &Args, std::vector<const StringInit *> &Names,
                          Record *CurRec) {
  do {
    const Init *Arg = nullptr;
    if (Lex.kind() != Tok::VarName) {
      Arg = parseValue(CurRec);
      if (!Arg)
        return false;
      if (Lex.kind() != Tok::Colon) {
        Args.push_back(Arg);
        Names.push_back(nullptr);
        continue;
      }
      if (Lex.lex() != Tok::VarName) {
        tokError("expected variable name in dag literal");
        return false;
      }
    }
    Names.push_back(StringInit::get(Records, Lex.strVal()));
    Args.push_back(Arg ? Arg : UnsetInit::get(Records));
    Lex.lex();
  } while (consume(Tok::Comma));
  return true;
}

void Parser::parseValueList(std::vector<const Init *> &Result, Record *CurRec,
                            const RecTy *ItemType) {
  Result.push_back(parseValue(CurRec, ItemType));
  if (!Result.back()) {
    Result.clear();
    return;
  }
  while (consume(Tok::Comma)) {
    if (Lex.kind() == Tok::RSquare)
      return;
    Result.push_back(parseValue(CurRec, ItemType));
    if (!Result.back()) {
      Result.clear();
      return;
    }
  }
}

} // namespace tblgen
