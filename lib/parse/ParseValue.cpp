//===- ParseValue.cpp - Types, values and bang operators ------------------===//
#include "parse/ParserImpl.h"

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
  if (const Init *I = Records.getGlobal(Name->getValue()))
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
        tokError("Cannot access field '" + Lex.strVal() + "' of value '" +
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

const Init *Parser::parseSimpleValue(Record *CurRec, const RecTy *ItemType, IDParseMode Mode) {
  Tok Code = Lex.kind();
  if (isBangOperator(Code))
    return parseOperation(CurRec, ItemType);

  const Init *R = nullptr;
  switch (Code) {
  default:
    tokError("Unknown or reserved token when parsing a value");
    break;
  case Tok::True:
    R = IntInit::get(Records, 1);
    Lex.lex();
    break;
  case Tok::False:
    R = IntInit::get(Records, 0);
    Lex.lex();
    break;
  case Tok::IntVal:
    R = IntInit::get(Records, Lex.intVal());
    Lex.lex();
    break;
  case Tok::BinaryIntVal: {
    int64_t V = Lex.intVal();
    unsigned W = Lex.binaryWidth();
    std::vector<const Init *> Bits(W);
    for (unsigned I = 0; I < W; ++I)
      Bits[I] = BitInit::get(Records, I < 64 && ((uint64_t(V) >> I) & 1));
    R = BitsInit::get(Records, Bits);
    Lex.lex();
    break;
  }
  case Tok::StrVal: {
    std::string Val = Lex.strVal();
    Lex.lex();
    while (Lex.kind() == Tok::StrVal) {
      Val += Lex.strVal();
      Lex.lex();
    }
    R = StringInit::get(Records, Val);
    break;
  }
  case Tok::CodeFragment:
    R = StringInit::get(Records, Lex.strVal(), StringInit::SF_Code);
    Lex.lex();
    break;
  case Tok::Question:
    R = UnsetInit::get(Records);
    Lex.lex();
    break;
  case Tok::Id: {
    SrcLoc NameLoc = Lex.loc();
    const StringInit *Name = StringInit::get(Records, Lex.strVal());
    Tok Next = Lex.lex();
    if (Next == Tok::Equal)
      return Name;
    if (Next != Tok::Less)
      return parseIDValue(CurRec, Name, NameLoc, Mode);

    Record *Class = Records.getClass(Name->getValue());
    if (!Class) {
      error(NameLoc, "Expected a class name, got '" + std::string(Name->getValue()) + "'");
      return nullptr;
    }
    std::vector<const ArgumentInit *> Args;
    std::vector<SrcLoc> ArgLocs;
    Lex.lex();
    if (parseTemplateArgValueList(Args, ArgLocs, CurRec, Class))
      return nullptr;
    if (checkTemplateArgValues(Args, ArgLocs, Class))
      return nullptr;
    if (resolveArguments(Class, Args, NameLoc, [](const Init *, const Init *) {}))
      return nullptr;
    return VarDefInit::get(NameLoc, Class, Args)->Fold();
  }
  case Tok::LBrace: {
    SrcLoc BraceLoc = Lex.loc();
    Lex.lex();
    std::vector<const Init *> Vals;
    if (Lex.kind() != Tok::RBrace) {
      parseValueList(Vals, CurRec);
      if (Vals.empty())
        return nullptr;
    }
    if (!consume(Tok::RBrace)) {
      tokError("expected '}' at end of bit list value");
      return nullptr;
    }
    std::vector<const Init *> NewBits;
    for (size_t I = 0; I < Vals.size(); ++I) {
      if (auto *BI = dyn_cast<BitsInit>(Vals[I])) {
        for (unsigned J = 0, E = BI->getNumBits(); J < E; ++J)
          NewBits.push_back(BI->getBit(E - J - 1));
        continue;
      }
      if (auto *VI = dyn_cast<VarInit>(Vals[I]))
        if (auto *BT = dyn_cast<BitsRecTy>(VI->getType())) {
          for (unsigned J = 0, E = BT->getNumBits(); J < E; ++J)
            NewBits.push_back(VI->getBit(E - J - 1));
          continue;
        }
      const Init *Bit = Vals[I]->getCastTo(BitRecTy::get(Records));
      if (!Bit) {
        error(BraceLoc, "Element #" + std::to_string(I) + " (" + Vals[I]->getAsString() +
                            ") is not convertable to a bit");
        return nullptr;
      }
      NewBits.push_back(Bit);
    }
    std::reverse(NewBits.begin(), NewBits.end());
    return BitsInit::get(Records, NewBits);
  }
  case Tok::LSquare: {
    Lex.lex();
    std::vector<const Init *> Vals;
    const ListRecTy *GivenListTy = nullptr;
    if (ItemType) {
      GivenListTy = dyn_cast<ListRecTy>(ItemType);
      if (!GivenListTy) {
        tokError("Encountered a list when expecting a " + ItemType->getAsString());
        return nullptr;
      }
    }
    if (Lex.kind() != Tok::RSquare) {
      parseValueList(Vals, CurRec, GivenListTy ? GivenListTy->getElementType() : nullptr);
      if (Vals.empty())
        return nullptr;
    }
    if (!consume(Tok::RSquare)) {
      tokError("expected ']' at end of list value");
      return nullptr;
    }
    const RecTy *GivenEltTy = nullptr;
    if (consume(Tok::Less)) {
      GivenEltTy = parseType();
      if (!GivenEltTy)
        return nullptr;
      if (!consume(Tok::Greater)) {
        tokError("expected '>' at end of list element type");
        return nullptr;
      }
    }
    const RecTy *EltTy = nullptr;
    for (const Init *V : Vals) {
      if (auto *T = dyn_cast<TypedInit>(V)) {
        if (EltTy) {
          EltTy = resolveTypes(EltTy, T->getType());
          if (!EltTy) {
            tokError("Incompatible types in list elements");
            return nullptr;
          }
        } else {
          EltTy = T->getType();
        }
      }
    }
    if (GivenEltTy) {
      if (EltTy && !EltTy->typeIsConvertibleTo(GivenEltTy)) {
        tokError("Incompatible types in list elements");
        return nullptr;
      }
      EltTy = GivenEltTy;
    }
    const RecTy *DeducedEltTy;
    if (!EltTy) {
      if (!ItemType) {
        tokError("No type for list");
        return nullptr;
      }
      DeducedEltTy = GivenListTy->getElementType();
    } else {
      if (GivenListTy && !EltTy->typeIsConvertibleTo(GivenListTy->getElementType())) {
        tokError("Element type mismatch for list: element type '" + EltTy->getAsString() +
                 "' not convertible to '" + GivenListTy->getElementType()->getAsString());
        return nullptr;
      }
      DeducedEltTy = EltTy;
    }
    return ListInit::get(Vals, DeducedEltTy);
  }
  case Tok::LParen: {
    Lex.lex();
    // The operator: a record, !cast, '?', !getdagop, or a list (of value
    // types, for instance).
    if (Lex.kind() != Tok::Id && Lex.kind() != Tok::XCast && Lex.kind() != Tok::Question &&
        Lex.kind() != Tok::XGetDagOp && Lex.kind() != Tok::LSquare) {
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
    std::vector<std::pair<const Init *, const StringInit *>> DagArgs;
    if (Lex.kind() != Tok::RParen) {
      parseDagArgList(DagArgs, CurRec);
      if (DagArgs.empty())
        return nullptr;
    }
    if (!consume(Tok::RParen)) {
      tokError("expected ')' in dag init");
      return nullptr;
    }
    std::vector<const Init *> Args;
    std::vector<const StringInit *> Names;
    for (auto &A : DagArgs) {
      Args.push_back(A.first);
      Names.push_back(A.second);
    }
    return DagInit::get(Operator, OperatorName, Args, Names);
  }
  }
  return R;
}

void Parser::parseDagArgList(std::vector<std::pair<const Init *, const StringInit *>> &Result,
                             Record *CurRec) {
  while (true) {
    if (Lex.kind() == Tok::VarName) {
      const StringInit *VarName = StringInit::get(Records, Lex.strVal());
      Result.emplace_back(UnsetInit::get(Records), VarName);
      Lex.lex();
    } else {
      const Init *Val = parseValue(CurRec);
      if (!Val) {
        Result.clear();
        return;
      }
      const StringInit *VarName = nullptr;
      if (Lex.kind() == Tok::Colon) {
        if (Lex.lex() != Tok::VarName) {
          tokError("expected variable name in dag literal");
          Result.clear();
          return;
        }
        VarName = StringInit::get(Records, Lex.strVal());
        Lex.lex();
      }
      Result.emplace_back(Val, VarName);
    }
    if (!consume(Tok::Comma))
      break;
  }
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

//===----------------------------------------------------------------------===//
// Bang operators
//===----------------------------------------------------------------------===//

const Init *Parser::parseOperation(Record *CurRec, const RecTy *ItemType) {
  switch (Lex.kind()) {
  default:
    tokError("unknown bang operator");
    return nullptr;
  case Tok::XNot: case Tok::XToLower: case Tok::XToUpper: case Tok::XLog2: case Tok::XHead:
  case Tok::XTail: case Tok::XSize: case Tok::XEmpty: case Tok::XCast: case Tok::XRepr:
  case Tok::XGetDagOp: case Tok::XGetDagOpName: case Tok::XListFlatten: case Tok::XInitialized:
    return parseOperationUnary(CurRec, ItemType);

  case Tok::XIsA: {
    Lex.lex();
    const RecTy *Type = parseOperatorType();
    if (!Type)
      return nullptr;
    if (!consume(Tok::LParen)) {
      tokError("expected '(' after type of !isa");
      return nullptr;
    }
    const Init *LHS = parseValue(CurRec);
    if (!LHS)
      return nullptr;
    if (!consume(Tok::RParen)) {
      tokError("expected ')' in !isa");
      return nullptr;
    }
    return IsAOpInit::get(Type, LHS)->Fold();
  }

  case Tok::XExists: {
    Lex.lex();
    const RecTy *Type = parseOperatorType();
    if (!Type)
      return nullptr;
    if (!consume(Tok::LParen)) {
      tokError("expected '(' after type of !exists");
      return nullptr;
    }
    SrcLoc ExprLoc = Lex.loc();
    const Init *Expr = parseValue(CurRec);
    if (!Expr)
      return nullptr;
    auto *ExprType = dyn_cast<TypedInit>(Expr);
    if (!ExprType) {
      error(ExprLoc, "expected string type argument in !exists operator");
      return nullptr;
    }
    if (isa<RecordRecTy>(ExprType->getType())) {
      error(ExprLoc, "expected string type argument in !exists operator, please use !isa instead");
      return nullptr;
    }
    if (!isa<StringRecTy>(ExprType->getType())) {
      error(ExprLoc, "expected string type argument in !exists operator");
      return nullptr;
    }
    if (!consume(Tok::RParen)) {
      tokError("expected ')' in !exists");
      return nullptr;
    }
    return ExistsOpInit::get(Type, Expr)->Fold(CurRec);
  }

  case Tok::XInstances: {
    Lex.lex();
    const RecTy *Type = parseOperatorType();
    if (!Type)
      return nullptr;
    if (!consume(Tok::LParen)) {
      tokError("expected '(' after type of !instances");
      return nullptr;
    }
    const Init *Regex;
    if (Lex.kind() != Tok::RParen) {
      SrcLoc RegexLoc = Lex.loc();
      Regex = parseValue(CurRec);
      if (!Regex)
        return nullptr;
      auto *RT = dyn_cast<TypedInit>(Regex);
      if (!RT || !isa<StringRecTy>(RT->getType())) {
        error(RegexLoc, "expected string type argument in !instances operator");
        return nullptr;
      }
    } else {
      Regex = StringInit::get(Records, ".*");
    }
    if (!consume(Tok::RParen)) {
      tokError("expected ')' in !instances");
      return nullptr;
    }
    return InstancesOpInit::get(Type, Regex)->Fold(CurRec);
  }

  case Tok::XCon: case Tok::XAdd: case Tok::XSub: case Tok::XMul: case Tok::XDiv:
  case Tok::XAnd: case Tok::XOr: case Tok::XXor: case Tok::XSra: case Tok::XSrl:
  case Tok::XShl: case Tok::XEq: case Tok::XNe: case Tok::XLe: case Tok::XLt: case Tok::XGe:
  case Tok::XGt: case Tok::XListConcat: case Tok::XListSplat: case Tok::XListRemove:
  case Tok::XStrConcat: case Tok::XInterleave: case Tok::XGetDagArg: case Tok::XGetDagName:
  case Tok::XSetDagOp: case Tok::XSetDagOpName: case Tok::XMatch:
    return parseOperationBinary(CurRec, ItemType);

  case Tok::XForeach:
  case Tok::XFilter:
    return parseOperationForEachFilter(CurRec, ItemType);

  case Tok::XRange:
    return parseOperationRange(CurRec, ItemType);

  case Tok::XSetDagArg: case Tok::XSetDagName: case Tok::XDag: case Tok::XIf:
  case Tok::XSubst:
    return parseOperationTernary(CurRec, ItemType);

  case Tok::XSubstr:
    return parseOperationSubstr(CurRec, ItemType);
  case Tok::XFind:
    return parseOperationFind(CurRec, ItemType);
  case Tok::XCond:
    return parseOperationCond(CurRec, ItemType);
  case Tok::XFoldl:
    return parseOperationFoldl(CurRec, ItemType);
  }
}

const Init *Parser::parseOperationUnary(Record *CurRec, const RecTy *ItemType) {
  UnOpInit::UnaryOp Code;
  const RecTy *Type = nullptr;
  Tok OpTok = Lex.kind();
  Lex.lex();
  switch (OpTok) {
  default:
    return nullptr;
  case Tok::XCast:
    Code = UnOpInit::Cast;
    Type = parseOperatorType();
    if (!Type) {
      tokError("did not get type for unary operator");
      return nullptr;
    }
    break;
  case Tok::XRepr:
    Code = UnOpInit::Repr;
    Type = StringRecTy::get(Records);
    break;
  case Tok::XToLower:
    Code = UnOpInit::ToLower;
    Type = StringRecTy::get(Records);
    break;
  case Tok::XToUpper:
    Code = UnOpInit::ToUpper;
    Type = StringRecTy::get(Records);
    break;
  case Tok::XNot:
    Code = UnOpInit::Not;
    Type = IntRecTy::get(Records);
    break;
  case Tok::XLog2:
    Code = UnOpInit::Log2;
    Type = IntRecTy::get(Records);
    break;
  case Tok::XHead:
    Code = UnOpInit::Head;
    break;
  case Tok::XTail:
    Code = UnOpInit::Tail;
    break;
  case Tok::XSize:
    Code = UnOpInit::Size;
    Type = IntRecTy::get(Records);
    break;
  case Tok::XEmpty:
    Code = UnOpInit::Empty;
    Type = IntRecTy::get(Records);
    break;
  case Tok::XListFlatten:
    Code = UnOpInit::ListFlatten;
    Type = IntRecTy::get(Records); // replaced once the operand is known
    break;
  case Tok::XInitialized:
    Code = UnOpInit::Initialized;
    Type = IntRecTy::get(Records);
    break;
  case Tok::XGetDagOpName:
    Code = UnOpInit::GetDagOpName;
    Type = StringRecTy::get(Records);
    break;
  case Tok::XGetDagOp:
    if (Lex.kind() == Tok::Less) {
      Type = parseOperatorType();
      if (!Type) {
        tokError("did not get type for unary operator");
        return nullptr;
      }
      if (!isa<RecordRecTy>(Type))
        tokError("type for !getdagop must be a record type");
    } else {
      Type = RecordRecTy::get(Records, {});
    }
    Code = UnOpInit::GetDagOp;
    break;
  }
  if (!consume(Tok::LParen)) {
    tokError("expected '(' after unary operator");
    return nullptr;
  }
  const Init *LHS = parseValue(CurRec);
  if (!LHS)
    return nullptr;

  if (Code == UnOpInit::Empty || Code == UnOpInit::Size) {
    auto *LHSt = dyn_cast<TypedInit>(LHS);
    if (!LHSt || (!isa<ListRecTy>(LHSt->getType()) && !isa<StringRecTy>(LHSt->getType()) &&
                  !isa<DagRecTy>(LHSt->getType()))) {
      tokError("expected string, list, or dag type argument in unary operator");
      return nullptr;
    }
  }
  if (Code == UnOpInit::ListFlatten) {
    auto *LHSt = dyn_cast<TypedInit>(LHS);
    auto *LT = LHSt ? dyn_cast<ListRecTy>(LHSt->getType()) : nullptr;
    if (!LT) {
      tokError("expected list type argument in unary operator");
      return nullptr;
    }
    if (auto *Inner = dyn_cast<ListRecTy>(LT->getElementType()))
      Type = Inner;
    else
      Type = LT;
  }
  if (Code == UnOpInit::Head || Code == UnOpInit::Tail) {
    auto *LHSl = dyn_cast<ListInit>(LHS);
    auto *LHSt = dyn_cast<TypedInit>(LHS);
    if (!LHSt || !isa<ListRecTy>(LHSt->getType())) {
      tokError("expected list type argument in unary operator");
      return nullptr;
    }
    if (LHSl && LHSl->empty()) {
      tokError("empty list argument in unary operator");
      return nullptr;
    }
    if (LHSl) {
      auto *Itemt = dyn_cast<TypedInit>(LHSl->getElement(0));
      if (!Itemt) {
        tokError("untyped list element in unary operator");
        return nullptr;
      }
      Type = Code == UnOpInit::Head ? Itemt->getType() : Itemt->getType()->getListTy();
    } else {
      auto *LT = cast<ListRecTy>(LHSt->getType());
      Type = Code == UnOpInit::Head ? LT->getElementType() : LT;
    }
  }
  if (!consume(Tok::RParen)) {
    tokError("expected ')' in unary operator");
    return nullptr;
  }
  return UnOpInit::getFolded(Code, LHS, Type, CurRec);
}

const Init *Parser::parseOperationBinary(Record *CurRec, const RecTy *ItemType) {
  Tok OpTok = Lex.kind();
  SrcLoc OpLoc = Lex.loc();
  Lex.lex();

  BinOpInit::BinaryOp Code;
  switch (OpTok) {
  default: return nullptr;
  case Tok::XCon: Code = BinOpInit::Concat; break;
  case Tok::XAdd: Code = BinOpInit::Add; break;
  case Tok::XSub: Code = BinOpInit::Sub; break;
  case Tok::XMul: Code = BinOpInit::Mul; break;
  case Tok::XDiv: Code = BinOpInit::Div; break;
  case Tok::XAnd: Code = BinOpInit::And; break;
  case Tok::XOr: Code = BinOpInit::Or; break;
  case Tok::XXor: Code = BinOpInit::Xor; break;
  case Tok::XSra: Code = BinOpInit::Sra; break;
  case Tok::XSrl: Code = BinOpInit::Srl; break;
  case Tok::XShl: Code = BinOpInit::Shl; break;
  case Tok::XEq: Code = BinOpInit::Eq; break;
  case Tok::XNe: Code = BinOpInit::Ne; break;
  case Tok::XLe: Code = BinOpInit::Le; break;
  case Tok::XLt: Code = BinOpInit::Lt; break;
  case Tok::XGe: Code = BinOpInit::Ge; break;
  case Tok::XGt: Code = BinOpInit::Gt; break;
  case Tok::XListConcat: Code = BinOpInit::ListConcat; break;
  case Tok::XListSplat: Code = BinOpInit::ListSplat; break;
  case Tok::XListRemove: Code = BinOpInit::ListRemove; break;
  case Tok::XStrConcat: Code = BinOpInit::StrConcat; break;
  case Tok::XInterleave: Code = BinOpInit::Interleave; break;
  case Tok::XSetDagOp: Code = BinOpInit::SetDagOp; break;
  case Tok::XSetDagOpName: Code = BinOpInit::SetDagOpName; break;
  case Tok::XGetDagArg: Code = BinOpInit::GetDagArg; break;
  case Tok::XGetDagName: Code = BinOpInit::GetDagName; break;
  case Tok::XMatch: Code = BinOpInit::Match; break;
  }

  const RecTy *Type = nullptr;
  const RecTy *ArgType = nullptr;
  switch (OpTok) {
  default:
    break;
  case Tok::XCon:
  case Tok::XSetDagOp:
  case Tok::XSetDagOpName:
    Type = DagRecTy::get(Records);
    ArgType = DagRecTy::get(Records);
    break;
  case Tok::XGetDagArg:
    Type = parseOperatorType();
    if (!Type) {
      tokError("did not get type for !getdagarg operator");
      return nullptr;
    }
    ArgType = DagRecTy::get(Records);
    break;
  case Tok::XGetDagName:
    Type = StringRecTy::get(Records);
    ArgType = DagRecTy::get(Records);
    break;
  case Tok::XAnd: case Tok::XOr: case Tok::XXor: case Tok::XSra: case Tok::XSrl:
  case Tok::XShl: case Tok::XAdd: case Tok::XSub: case Tok::XMul: case Tok::XDiv:
    Type = IntRecTy::get(Records);
    ArgType = IntRecTy::get(Records);
    break;
  case Tok::XEq: case Tok::XNe: case Tok::XLe: case Tok::XLt: case Tok::XGe: case Tok::XGt:
    Type = BitRecTy::get(Records);
    break;
  case Tok::XMatch:
    Type = BitRecTy::get(Records);
    ArgType = StringRecTy::get(Records);
    break;
  case Tok::XListConcat:
  case Tok::XListRemove:
    ArgType = ItemType;
    break;
  case Tok::XListSplat:
    break;
  case Tok::XStrConcat:
    Type = StringRecTy::get(Records);
    ArgType = StringRecTy::get(Records);
    break;
  case Tok::XInterleave:
    Type = StringRecTy::get(Records);
    break;
  }

  if (Type && ItemType && !Type->typeIsConvertibleTo(ItemType)) {
    error(OpLoc, "expected value of type '" + ItemType->getAsString() + "', got '" +
                     Type->getAsString() + "'");
    return nullptr;
  }
  if (!consume(Tok::LParen)) {
    tokError("expected '(' after binary operator");
    return nullptr;
  }

  std::vector<const Init *> InitList;
  for (;;) {
    SrcLoc InitLoc = Lex.loc();
    InitList.push_back(parseValue(CurRec, ArgType));
    if (!InitList.back())
      return nullptr;
    auto *Back = dyn_cast<TypedInit>(InitList.back());
    if (!Back) {
      error(OpLoc, "expected value to be a typed value, got '" + InitList.back()->getAsString() +
                       "'");
      return nullptr;
    }
    const RecTy *ListType = Back->getType();

    if (!ArgType) {
      ArgType = ListType;
      switch (Code) {
      case BinOpInit::ListConcat:
        if (!isa<ListRecTy>(ArgType)) {
          error(InitLoc, "expected a list, got value of type '" + ArgType->getAsString() + "'");
          return nullptr;
        }
        break;
      case BinOpInit::ListSplat:
        if (ItemType && InitList.size() == 1) {
          if (!isa<ListRecTy>(ItemType)) {
            error(OpLoc, "expected output type to be a list, got type '" +
                             ItemType->getAsString() + "'");
            return nullptr;
          }
          if (!ArgType->getListTy()->typeIsConvertibleTo(ItemType)) {
            error(OpLoc, "expected first arg type to be '" + ArgType->getAsString() +
                             "', got value of type '" +
                             cast<ListRecTy>(ItemType)->getElementType()->getAsString() + "'");
            return nullptr;
          }
        }
        if (InitList.size() == 2 && !isa<IntRecTy>(ArgType)) {
          error(InitLoc, "expected second parameter to be an int, got value of type '" +
                             ArgType->getAsString() + "'");
          return nullptr;
        }
        ArgType = nullptr;
        break;
      case BinOpInit::ListRemove:
        if (!isa<ListRecTy>(ArgType)) {
          error(InitLoc, "expected a list, got value of type '" + ArgType->getAsString() + "'");
          return nullptr;
        }
        break;
      case BinOpInit::Eq:
      case BinOpInit::Ne:
        if (!ArgType->typeIsConvertibleTo(IntRecTy::get(Records)) &&
            !ArgType->typeIsConvertibleTo(StringRecTy::get(Records)) &&
            !ArgType->typeIsConvertibleTo(RecordRecTy::get(Records, {}))) {
          error(InitLoc, "expected bit, bits, int, string, or record; got value of type '" +
                             ArgType->getAsString() + "'");
          return nullptr;
        }
        break;
      case BinOpInit::GetDagArg:
      case BinOpInit::Le:
      case BinOpInit::Lt:
      case BinOpInit::Ge:
      case BinOpInit::Gt:
        if (!ArgType->typeIsConvertibleTo(IntRecTy::get(Records)) &&
            !ArgType->typeIsConvertibleTo(StringRecTy::get(Records))) {
          error(InitLoc, "expected bit, bits, int, or string; got value of type '" +
                             ArgType->getAsString() + "'");
          return nullptr;
        }
        break;
      case BinOpInit::Interleave:
        switch (InitList.size()) {
        case 1:
          if (ArgType != StringRecTy::get(Records)->getListTy() &&
              !ArgType->typeIsConvertibleTo(IntRecTy::get(Records)->getListTy())) {
            error(InitLoc, "expected list of string, int, bits, or bit; got value of type '" +
                               ArgType->getAsString() + "'");
            return nullptr;
          }
          break;
        case 2:
          if (!isa<StringRecTy>(ArgType)) {
            error(InitLoc, "expected second argument to be a string, got value of type '" +
                               ArgType->getAsString() + "'");
            return nullptr;
          }
          break;
        default:
          break;
        }
        ArgType = nullptr;
        break;
      default:
        break;
      }
    } else {
      const RecTy *Resolved = resolveTypes(ArgType, ListType);
      if (!Resolved) {
        error(InitLoc, "expected value of type '" + ArgType->getAsString() + "', got '" +
                           ListType->getAsString() + "'");
        return nullptr;
      }
      if (Code != BinOpInit::Add && Code != BinOpInit::Sub && Code != BinOpInit::And &&
          Code != BinOpInit::Or && Code != BinOpInit::Xor && Code != BinOpInit::Sra &&
          Code != BinOpInit::Srl && Code != BinOpInit::Shl && Code != BinOpInit::Mul &&
          Code != BinOpInit::Div)
        ArgType = Resolved;
    }

    switch (Code) {
    case BinOpInit::SetDagOp:
      ArgType = RecordRecTy::get(Records, {});
      break;
    case BinOpInit::SetDagOpName:
      ArgType = StringRecTy::get(Records);
      break;
    case BinOpInit::GetDagArg:
      ArgType = nullptr;
      break;
    case BinOpInit::GetDagName:
      ArgType = IntRecTy::get(Records);
      break;
    default:
      break;
    }
    if (!consume(Tok::Comma))
      break;
  }

  if (!consume(Tok::RParen)) {
    tokError("expected ')' in operator");
    return nullptr;
  }

  if (Code == BinOpInit::ListConcat || Code == BinOpInit::ListRemove)
    Type = ArgType;
  if (Code == BinOpInit::ListSplat)
    Type = cast<TypedInit>(InitList.front())->getType()->getListTy();

  if (Code == BinOpInit::StrConcat || Code == BinOpInit::ListConcat ||
      Code == BinOpInit::Concat || Code == BinOpInit::Add || Code == BinOpInit::And ||
      Code == BinOpInit::Or || Code == BinOpInit::Xor || Code == BinOpInit::Mul) {
    while (InitList.size() > 2) {
      const Init *RHS = InitList.back();
      InitList.pop_back();
      RHS = BinOpInit::getFolded(Code, InitList.back(), RHS, Type, CurRec);
      InitList.back() = RHS;
    }
  }
  if (InitList.size() == 2)
    return BinOpInit::getFolded(Code, InitList[0], InitList[1], Type, CurRec);
  error(OpLoc, "expected two operands to operator");
  return nullptr;
}

const Init *Parser::parseOperationRange(Record *CurRec, const RecTy *ItemType) {
  SrcLoc OpLoc = Lex.loc();
  Lex.lex();
  if (!consume(Tok::LParen)) {
    tokError("expected '(' after !range operator");
    return nullptr;
  }
  std::vector<const Init *> Args;
  bool FirstArgIsList = false;
  for (;;) {
    if (Args.size() >= 3) {
      tokError("expected at most three values of integer");
      return nullptr;
    }
    SrcLoc InitLoc = Lex.loc();
    Args.push_back(parseValue(CurRec));
    if (!Args.back())
      return nullptr;
    auto *Back = dyn_cast<TypedInit>(Args.back());
    if (!Back) {
      error(OpLoc, "expected value to be a typed value, got '" + Args.back()->getAsString() + "'");
      return nullptr;
    }
    const RecTy *Ty = Back->getType();
    if (!FirstArgIsList || Args.size() == 1) {
      if (Args.size() == 1 && isa<ListRecTy>(Ty)) {
        FirstArgIsList = true;
      } else if (isa<IntRecTy>(Ty)) {
      } else {
        if (Args.size() != 1)
          error(InitLoc, "expected value of type 'int', got '" + Ty->getAsString() + "'");
        else
          error(InitLoc, "expected list or int, got value of type '" + Ty->getAsString() + "'");
        return nullptr;
      }
    } else {
      error(InitLoc, "expected one list, got extra value of type '" + Ty->getAsString() + "'");
      return nullptr;
    }
    if (!consume(Tok::Comma))
      break;
  }
  if (!consume(Tok::RParen)) {
    tokError("expected ')' in operator");
    return nullptr;
  }
  const Init *LHS, *MHS, *RHS;
  auto *Arg0 = cast<TypedInit>(Args[0]);
  if (Args.size() == 1) {
    LHS = IntInit::get(Records, 0);
    if (isa<ListRecTy>(Arg0->getType()))
      MHS = UnOpInit::getFolded(UnOpInit::Size, Arg0, IntRecTy::get(Records), CurRec);
    else
      MHS = Arg0;
    RHS = IntInit::get(Records, 1);
  } else {
    LHS = Arg0;
    MHS = Args[1];
    RHS = Args.size() == 3 ? Args[2] : IntInit::get(Records, 1);
  }
  return TernOpInit::getFolded(TernOpInit::Range, LHS, MHS, RHS,
                               IntRecTy::get(Records)->getListTy(), CurRec);
}

const Init *Parser::parseOperationTernary(Record *CurRec, const RecTy *ItemType) {
  TernOpInit::TernaryOp Code;
  const RecTy *Type = nullptr;
  Tok LexCode = Lex.kind();
  Lex.lex();
  switch (LexCode) {
  default:
    return nullptr;
  case Tok::XDag:
    Code = TernOpInit::Dag;
    Type = DagRecTy::get(Records);
    ItemType = nullptr;
    break;
  case Tok::XIf:
    Code = TernOpInit::If;
    break;
  case Tok::XSubst:
    Code = TernOpInit::Subst;
    break;
  case Tok::XSetDagArg:
    Code = TernOpInit::SetDagArg;
    Type = DagRecTy::get(Records);
    ItemType = nullptr;
    break;
  case Tok::XSetDagName:
    Code = TernOpInit::SetDagName;
    Type = DagRecTy::get(Records);
    ItemType = nullptr;
    break;
  }
  if (!consume(Tok::LParen)) {
    tokError("expected '(' after ternary operator");
    return nullptr;
  }
  const Init *LHS = parseValue(CurRec);
  if (!LHS)
    return nullptr;
  if (!consume(Tok::Comma)) {
    tokError("expected ',' in ternary operator");
    return nullptr;
  }
  SrcLoc MHSLoc = Lex.loc();
  const Init *MHS = parseValue(CurRec, ItemType);
  if (!MHS)
    return nullptr;
  if (!consume(Tok::Comma)) {
    tokError("expected ',' in ternary operator");
    return nullptr;
  }
  SrcLoc RHSLoc = Lex.loc();
  const Init *RHS = parseValue(CurRec, ItemType);
  if (!RHS)
    return nullptr;
  if (!consume(Tok::RParen)) {
    tokError("expected ')' in binary operator");
    return nullptr;
  }

  switch (LexCode) {
  default:
    break;
  case Tok::XDag: {
    auto *MHSt = dyn_cast<TypedInit>(MHS);
    if (!MHSt && !isa<UnsetInit>(MHS)) {
      error(MHSLoc, "could not determine type of the child list in !dag");
      return nullptr;
    }
    if (MHSt && !isa<ListRecTy>(MHSt->getType())) {
      error(MHSLoc, "expected list of children, got type '" + MHSt->getType()->getAsString() + "'");
      return nullptr;
    }
    auto *RHSt = dyn_cast<TypedInit>(RHS);
    if (!RHSt && !isa<UnsetInit>(RHS)) {
      error(RHSLoc, "could not determine type of the name list in !dag");
      return nullptr;
    }
    if (RHSt && StringRecTy::get(Records)->getListTy() != RHSt->getType()) {
      error(RHSLoc, "expected list<string>, got type '" + RHSt->getType()->getAsString() + "'");
      return nullptr;
    }
    if (!MHSt && !RHSt) {
      error(MHSLoc, "cannot have both unset children and unset names in !dag");
      return nullptr;
    }
    break;
  }
  case Tok::XIf: {
    const RecTy *MHSTy = nullptr, *RHSTy = nullptr;
    if (auto *T = dyn_cast<TypedInit>(MHS))
      MHSTy = T->getType();
    if (auto *B = dyn_cast<BitsInit>(MHS))
      MHSTy = BitsRecTy::get(Records, B->getNumBits());
    if (isa<BitInit>(MHS))
      MHSTy = BitRecTy::get(Records);
    if (auto *T = dyn_cast<TypedInit>(RHS))
      RHSTy = T->getType();
    if (auto *B = dyn_cast<BitsInit>(RHS))
      RHSTy = BitsRecTy::get(Records, B->getNumBits());
    if (isa<BitInit>(RHS))
      RHSTy = BitRecTy::get(Records);
    if (isa<UnsetInit>(MHS))
      MHSTy = RHSTy;
    if (isa<UnsetInit>(RHS))
      RHSTy = MHSTy;
    if (!MHSTy || !RHSTy) {
      tokError("could not get type for !if");
      return nullptr;
    }
    Type = resolveTypes(MHSTy, RHSTy);
    if (!Type) {
      tokError("inconsistent types '" + MHSTy->getAsString() + "' and '" +
               RHSTy->getAsString() + "' for !if");
      return nullptr;
    }
    break;
  }
  case Tok::XSubst: {
    auto *RHSt = dyn_cast<TypedInit>(RHS);
    if (!RHSt) {
      tokError("could not get type for !subst");
      return nullptr;
    }
    Type = RHSt->getType();
    break;
  }
  case Tok::XSetDagArg: {
    auto *MHSt = dyn_cast<TypedInit>(MHS);
    if (!MHSt || (!isa<IntRecTy>(MHSt->getType()) && !isa<StringRecTy>(MHSt->getType()))) {
      error(MHSLoc, "expected integer index or string name, got " +
                        (MHSt ? "type '" + MHSt->getType()->getAsString()
                              : "'" + MHS->getAsString()) +
                        "'");
      return nullptr;
    }
    break;
  }
  case Tok::XSetDagName: {
    auto *MHSt = dyn_cast<TypedInit>(MHS);
    if (!MHSt || (!isa<IntRecTy>(MHSt->getType()) && !isa<StringRecTy>(MHSt->getType()))) {
      error(MHSLoc, "expected integer index or string name, got " +
                        (MHSt ? "type '" + MHSt->getType()->getAsString()
                              : "'" + MHS->getAsString()) +
                        "'");
      return nullptr;
    }
    auto *RHSt = dyn_cast<TypedInit>(RHS);
    if (RHSt && !isa<StringRecTy>(RHSt->getType())) {
      error(RHSLoc, "expected string or unset name, got type '" +
                        RHSt->getType()->getAsString() + "'");
      return nullptr;
    }
    break;
  }
  }
  return TernOpInit::getFolded(Code, LHS, MHS, RHS, Type, CurRec);
}

const Init *Parser::parseOperationSubstr(Record *CurRec, const RecTy *ItemType) {
  const RecTy *Type = StringRecTy::get(Records);
  Lex.lex();
  if (!consume(Tok::LParen)) {
    tokError("expected '(' after !substr operator");
    return nullptr;
  }
  const Init *LHS = parseValue(CurRec);
  if (!LHS)
    return nullptr;
  if (!consume(Tok::Comma)) {
    tokError("expected ',' in !substr operator");
    return nullptr;
  }
  SrcLoc MHSLoc = Lex.loc();
  const Init *MHS = parseValue(CurRec);
  if (!MHS)
    return nullptr;
  SrcLoc RHSLoc = Lex.loc();
  const Init *RHS;
  if (consume(Tok::Comma)) {
    RHSLoc = Lex.loc();
    RHS = parseValue(CurRec);
    if (!RHS)
      return nullptr;
  } else {
    RHS = IntInit::get(Records, std::numeric_limits<int64_t>::max());
  }
  if (!consume(Tok::RParen)) {
    tokError("expected ')' in !substr operator");
    return nullptr;
  }
  if (ItemType && !Type->typeIsConvertibleTo(ItemType))
    error(RHSLoc, "expected value of type '" + ItemType->getAsString() + "', got '" +
                      Type->getAsString() + "'");
  auto *LHSt = dyn_cast<TypedInit>(LHS);
  if (!LHSt && !isa<UnsetInit>(LHS)) {
    tokError("could not determine type of the string in !substr");
    return nullptr;
  }
  if (LHSt && !isa<StringRecTy>(LHSt->getType())) {
    tokError("expected string, got type '" + LHSt->getType()->getAsString() + "'");
    return nullptr;
  }
  auto *MHSt = dyn_cast<TypedInit>(MHS);
  if (!MHSt && !isa<UnsetInit>(MHS)) {
    tokError("could not determine type of the start position in !substr");
    return nullptr;
  }
  if (MHSt && !isa<IntRecTy>(MHSt->getType())) {
    error(MHSLoc, "expected int, got type '" + MHSt->getType()->getAsString() + "'");
    return nullptr;
  }
  auto *RHSt = dyn_cast<TypedInit>(RHS);
  if (!RHSt && !isa<UnsetInit>(RHS)) {
    tokError("could not determine type of the length in !substr");
    return nullptr;
  }
  if (RHSt && !isa<IntRecTy>(RHSt->getType())) {
    tokError("expected int, got type '" + RHSt->getType()->getAsString() + "'");
    return nullptr;
  }
  return TernOpInit::getFolded(TernOpInit::Substr, LHS, MHS, RHS, Type, CurRec);
}

const Init *Parser::parseOperationFind(Record *CurRec, const RecTy *ItemType) {
  const RecTy *Type = IntRecTy::get(Records);
  Lex.lex();
  if (!consume(Tok::LParen)) {
    tokError("expected '(' after !find operator");
    return nullptr;
  }
  const Init *LHS = parseValue(CurRec);
  if (!LHS)
    return nullptr;
  if (!consume(Tok::Comma)) {
    tokError("expected ',' in !find operator");
    return nullptr;
  }
  SrcLoc MHSLoc = Lex.loc();
  const Init *MHS = parseValue(CurRec);
  if (!MHS)
    return nullptr;
  SrcLoc RHSLoc = Lex.loc();
  const Init *RHS;
  if (consume(Tok::Comma)) {
    RHSLoc = Lex.loc();
    RHS = parseValue(CurRec);
    if (!RHS)
      return nullptr;
  } else {
    RHS = IntInit::get(Records, 0);
  }
  if (!consume(Tok::RParen)) {
    tokError("expected ')' in !find operator");
    return nullptr;
  }
  if (ItemType && !Type->typeIsConvertibleTo(ItemType))
    error(RHSLoc, "expected value of type '" + ItemType->getAsString() + "', got '" +
                      Type->getAsString() + "'");
  auto *LHSt = dyn_cast<TypedInit>(LHS);
  if (!LHSt && !isa<UnsetInit>(LHS)) {
    tokError("could not determine type of the source string in !find");
    return nullptr;
  }
  if (LHSt && !isa<StringRecTy>(LHSt->getType())) {
    tokError("expected string, got type '" + LHSt->getType()->getAsString() + "'");
    return nullptr;
  }
  auto *MHSt = dyn_cast<TypedInit>(MHS);
  if (!MHSt && !isa<UnsetInit>(MHS)) {
    tokError("could not determine type of the target string in !find");
    return nullptr;
  }
  if (MHSt && !isa<StringRecTy>(MHSt->getType())) {
    error(MHSLoc, "expected string, got type '" + MHSt->getType()->getAsString() + "'");
    return nullptr;
  }
  auto *RHSt = dyn_cast<TypedInit>(RHS);
  if (!RHSt && !isa<UnsetInit>(RHS)) {
    tokError("could not determine type of the start position in !find");
    return nullptr;
  }
  if (RHSt && !isa<IntRecTy>(RHSt->getType())) {
    tokError("expected int, got type '" + RHSt->getType()->getAsString() + "'");
    return nullptr;
  }
  return TernOpInit::getFolded(TernOpInit::Find, LHS, MHS, RHS, Type, CurRec);
}

const Init *Parser::parseOperationForEachFilter(Record *CurRec, const RecTy *ItemType) {
  SrcLoc OpLoc = Lex.loc();
  Tok Operation = Lex.kind();
  Lex.lex();
  if (Lex.kind() != Tok::LParen) {
    tokError("expected '(' after !foreach/!filter");
    return nullptr;
  }
  if (Lex.lex() != Tok::Id) {
    tokError("first argument of !foreach/!filter must be an identifier");
    return nullptr;
  }
  const Init *LHS = StringInit::get(Records, Lex.strVal());
  Lex.lex();
  if (CurRec && CurRec->getValue(LHS)) {
    tokError("iteration variable '" + LHS->getAsString() + "' is already defined");
    return nullptr;
  }
  if (!consume(Tok::Comma)) {
    tokError("expected ',' in !foreach/!filter");
    return nullptr;
  }
  const Init *MHS = parseValue(CurRec);
  if (!MHS)
    return nullptr;
  if (!consume(Tok::Comma)) {
    tokError("expected ',' in !foreach/!filter");
    return nullptr;
  }
  auto *MHSt = dyn_cast<TypedInit>(MHS);
  if (!MHSt) {
    tokError("could not get type of !foreach/!filter list or dag");
    return nullptr;
  }
  const RecTy *InEltType = nullptr;
  const RecTy *ExprEltType = nullptr;
  bool IsDAG = false;
  if (auto *InListTy = dyn_cast<ListRecTy>(MHSt->getType())) {
    InEltType = InListTy->getElementType();
    if (ItemType) {
      if (auto *OutListTy = dyn_cast<ListRecTy>(ItemType)) {
        ExprEltType = Operation == Tok::XForeach ? OutListTy->getElementType()
                                                 : IntRecTy::get(Records);
      } else {
        error(OpLoc, "expected value of type '" + ItemType->getAsString() +
                         "', but got list type");
        return nullptr;
      }
    }
  } else if (auto *InDagTy = dyn_cast<DagRecTy>(MHSt->getType())) {
    if (Operation == Tok::XFilter) {
      tokError("!filter must have a list argument");
      return nullptr;
    }
    InEltType = InDagTy;
    if (ItemType && !isa<DagRecTy>(ItemType)) {
      error(OpLoc, "expected value of type '" + ItemType->getAsString() + "', but got dag type");
      return nullptr;
    }
    IsDAG = true;
  } else {
    if (Operation == Tok::XForeach)
      tokError("!foreach must have a list or dag argument");
    else
      tokError("!filter must have a list argument");
    return nullptr;
  }

  std::unique_ptr<Record> ParseRecTmp;
  Record *ParseRec = CurRec;
  if (!ParseRec) {
    ParseRecTmp = std::make_unique<Record>(".parse", std::vector<SrcLoc>{}, Records);
    ParseRec = ParseRecTmp.get();
  }
  VarScope *TempScope = pushScope(ParseRec);
  ParseRec->addValue(RecordVal(LHS, InEltType, RecordVal::FK_Normal));
  const Init *RHS = parseValue(ParseRec, ExprEltType);
  ParseRec->removeValue(LHS);
  popScope(TempScope);
  if (!RHS)
    return nullptr;
  if (!consume(Tok::RParen)) {
    tokError("expected ')' in !foreach/!filter");
    return nullptr;
  }
  const RecTy *OutType = InEltType;
  if (Operation == Tok::XForeach && !IsDAG) {
    auto *RHSt = dyn_cast<TypedInit>(RHS);
    if (!RHSt) {
      tokError("could not get type of !foreach result expression");
      return nullptr;
    }
    OutType = RHSt->getType()->getListTy();
  } else if (Operation == Tok::XFilter) {
    OutType = InEltType->getListTy();
  }
  return TernOpInit::getFolded(Operation == Tok::XForeach ? TernOpInit::Foreach
                                                          : TernOpInit::Filter,
                               LHS, MHS, RHS, OutType, CurRec);
}

const Init *Parser::parseOperationCond(Record *CurRec, const RecTy *ItemType) {
  Lex.lex();
  if (!consume(Tok::LParen)) {
    tokError("expected '(' after !cond operator");
    return nullptr;
  }
  std::vector<const Init *> Case, Val;
  while (true) {
    if (consume(Tok::RParen))
      break;
    const Init *V = parseValue(CurRec);
    if (!V)
      return nullptr;
    Case.push_back(V);
    if (!consume(Tok::Colon)) {
      tokError("expected ':'  following a condition in !cond operator");
      return nullptr;
    }
    V = parseValue(CurRec, ItemType);
    if (!V)
      return nullptr;
    Val.push_back(V);
    if (consume(Tok::RParen))
      break;
    if (!consume(Tok::Comma)) {
      tokError("expected ',' or ')' following a value in !cond operator");
      return nullptr;
    }
  }
  if (Case.empty()) {
    tokError("there should be at least 1 'condition : value' in the !cond operator");
    return nullptr;
  }
  const RecTy *Type = nullptr;
  for (const Init *V : Val) {
    const RecTy *VTy = nullptr;
    if (auto *T = dyn_cast<TypedInit>(V))
      VTy = T->getType();
    if (auto *B = dyn_cast<BitsInit>(V))
      VTy = BitsRecTy::get(Records, B->getNumBits());
    if (isa<BitInit>(V))
      VTy = BitRecTy::get(Records);
    if (!Type) {
      if (!isa<UnsetInit>(V))
        Type = VTy;
    } else if (!isa<UnsetInit>(V)) {
      const RecTy *RType = resolveTypes(Type, VTy);
      if (!RType) {
        tokError("inconsistent types '" + Type->getAsString() + "' and '" + VTy->getAsString() +
                 "' for !cond");
        return nullptr;
      }
      Type = RType;
    }
  }
  if (!Type) {
    tokError("could not determine type for !cond from its arguments");
    return nullptr;
  }
  return CondOpInit::get(Case, Val, Type)->Fold(CurRec);
}

const Init *Parser::parseOperationFoldl(Record *CurRec, const RecTy *ItemType) {
  Lex.lex();
  if (!consume(Tok::LParen)) {
    tokError("expected '(' after !foldl");
    return nullptr;
  }
  const Init *StartUntyped = parseValue(CurRec);
  if (!StartUntyped)
    return nullptr;
  auto *Start = dyn_cast<TypedInit>(StartUntyped);
  if (!Start) {
    tokError("could not get type of !foldl start: '" + StartUntyped->getAsString() + "'");
    return nullptr;
  }
  if (!consume(Tok::Comma)) {
    tokError("expected ',' in !foldl");
    return nullptr;
  }
  const Init *ListUntyped = parseValue(CurRec);
  if (!ListUntyped)
    return nullptr;
  auto *List = dyn_cast<TypedInit>(ListUntyped);
  if (!List) {
    tokError("could not get type of !foldl list: '" + ListUntyped->getAsString() + "'");
    return nullptr;
  }
  auto *ListType = dyn_cast<ListRecTy>(List->getType());
  if (!ListType) {
    tokError("!foldl list must be a list, but is of type '" + List->getType()->getAsString());
    return nullptr;
  }
  if (Lex.kind() != Tok::Comma) {
    tokError("expected ',' in !foldl");
    return nullptr;
  }
  if (Lex.lex() != Tok::Id) {
    tokError("third argument of !foldl must be an identifier");
    return nullptr;
  }
  const Init *A = StringInit::get(Records, Lex.strVal());
  if (CurRec && CurRec->getValue(A)) {
    tokError("left !foldl variable '" + A->getAsString() + "' already defined");
    return nullptr;
  }
  if (Lex.lex() != Tok::Comma) {
    tokError("expected ',' in !foldl");
    return nullptr;
  }
  if (Lex.lex() != Tok::Id) {
    tokError("fourth argument of !foldl must be an identifier");
    return nullptr;
  }
  const Init *B = StringInit::get(Records, Lex.strVal());
  if (CurRec && CurRec->getValue(B)) {
    tokError("right !foldl variable '" + B->getAsString() + "' already defined");
    return nullptr;
  }
  if (Lex.lex() != Tok::Comma) {
    tokError("expected ',' in !foldl");
    return nullptr;
  }
  Lex.lex();

  std::unique_ptr<Record> ParseRecTmp;
  Record *ParseRec = CurRec;
  if (!ParseRec) {
    ParseRecTmp = std::make_unique<Record>(".parse", std::vector<SrcLoc>{}, Records);
    ParseRec = ParseRecTmp.get();
  }
  VarScope *FoldScope = pushScope(ParseRec);
  ParseRec->addValue(RecordVal(A, Start->getType(), RecordVal::FK_Normal));
  ParseRec->addValue(RecordVal(B, ListType->getElementType(), RecordVal::FK_Normal));
  const Init *ExprUntyped = parseValue(ParseRec);
  ParseRec->removeValue(A);
  ParseRec->removeValue(B);
  popScope(FoldScope);
  if (!ExprUntyped)
    return nullptr;
  auto *Expr = dyn_cast<TypedInit>(ExprUntyped);
  if (!Expr) {
    tokError("could not get type of !foldl expression");
    return nullptr;
  }
  if (Expr->getType() != Start->getType()) {
    tokError("!foldl expression must be of same type as start (" +
             Start->getType()->getAsString() + "), but is of type " +
             Expr->getType()->getAsString());
    return nullptr;
  }
  if (!consume(Tok::RParen)) {
    tokError("expected ')' in fold operator");
    return nullptr;
  }
  return FoldOpInit::get(Start, List, A, B, Expr, Start->getType())->Fold(CurRec);
}

} // namespace tblgen
