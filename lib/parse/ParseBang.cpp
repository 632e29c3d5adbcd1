//===- ParseBang.cpp - Bang operators -------------------------------------===//
//
// The parsing and type checking of !operators. Unary, binary and ternary
// operators are dispatched from their token through the table of
// tblgen/BangOps.def; each operator value is folded as soon as it is built.
//
//===----------------------------------------------------------------------===//
#include "parse/ParserImpl.h"

#include <limits>
#include <optional>
#include <span>
#include <string>
#include <vector>

namespace tblgen {

const Init *Parser::parseOperation(Record *CurRec, const RecTy *ItemType) {
  switch (Lex.kind()) {
  default:
    tokError("unknown bang operator");
    return nullptr;
    // The operators of UnOpInit, BinOpInit and TernOpInit, from their table.
#define UNOP_ENTRY(E, S, Token, Fold)                                                              \
  case Tok::Token:                                                                                 \
    return parseOperationUnary(CurRec, ItemType);
#define BINOP_ENTRY(E, S, Token, Fold, Result, Operands, Arity)                                    \
  case Tok::Token:                                                                                 \
    return parseOperationBinary(CurRec, ItemType, BinOpInit::E);
#define TERNOP_ENTRY(E, S, Token, Parse, Fold)                                                     \
  case Tok::Token:                                                                                 \
    return parseOperation##Parse(CurRec, ItemType);
#include "tblgen/BangOps.def"

    // The operators with values of their own kind.

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

//===----------------------------------------------------------------------===//
// Binary operators
//===----------------------------------------------------------------------===//
//
// The syntax of each binary operator comes from its row of BangOps.def: how
// the result is typed, how each operand is typed and checked, and whether
// it takes exactly two operands or a chain of them.

namespace {

enum class BinaryResult : uint8_t { Int, Bit, String, Dag, Explicit, Operands, ListOfFirst };
enum class BinaryOperands : uint8_t {
  Ints,           ///< each an int
  Strings,        ///< all of one string type
  Dags,           ///< all dags
  Lists,          ///< all of one list type
  Equatable,      ///< of one type, that ints, strings or records convert to
  Ordered,        ///< of one type, that ints or strings convert to
  SplatArgs,      ///< a value of any type, then an int count
  InterleaveArgs, ///< a list of strings or ints, then a string
  DagThenKey,     ///< a dag, then an index or name (of any such type)
  DagThenInt,     ///< a dag, then an int
  DagThenRecord,  ///< a dag, then a record
  DagThenString,  ///< a dag, then a string
};
enum class BinaryArity : uint8_t { Two, Chain };

struct BinarySyntax {
  BinaryResult Result;
  BinaryOperands Operands;
  BinaryArity Arity;
};

/// Indexed by BinOpInit::BinaryOp; the operators written without a bang
/// (x[i], x[a, b], a...b) have no entry of use.
constexpr BinarySyntax BinarySyntaxes[] = {
#define BINOP_ENTRY(E, S, Token, Fold, Result, Operands, Arity)                                    \
  {BinaryResult::Result, BinaryOperands::Operands, BinaryArity::Arity},
#define BINOP_SYNTAX(E, Fold) {},
#include "tblgen/BangOps.def"
};

/// What is known of an operator's operands while they are parsed.
struct OperandTyping {
  BinaryOperands Rule;
  const RecTy *ItemType; ///< what the context expects of the result, or null
  const RecTy *Expected; ///< what the next operand is parsed against, or null
  unsigned Index = 0;    ///< of the operand being checked, from 0
};

/// Why an operand is rejected. Most complaints point at the operand; those
/// about what the context expects point at the operator.
struct Complaint {
  std::string Message;
  bool AtOperator = false;
};
using MaybeComplaint = std::optional<Complaint>;

MaybeComplaint complain(std::string Message, bool AtOperator = false) {
  return Complaint{std::move(Message), AtOperator};
}

std::string quoted(const RecTy *Ty) { return "'" + Ty->getAsString() + "'"; }

std::string typeMismatch(const RecTy *Want, const RecTy *Got) {
  return "expected value of type " + quoted(Want) + ", got " + quoted(Got);
}

/// The operand must have a common type with the expected one. With Narrow,
/// the common type becomes what the next operand is held to; without it
/// (the integer operators) the expectation stays as it is.
MaybeComplaint unifyWithExpected(OperandTyping &T, const RecTy *Got, bool Narrow) {
  const RecTy *Common = resolveTypes(T.Expected, Got);
  if (!Common)
    return complain(typeMismatch(T.Expected, Got));
  if (Narrow)
    T.Expected = Common;
  return std::nullopt;
}

bool convertsToIntOrString(const RecTy *Ty) {
  RecordKeeper &RK = Ty->getRecordKeeper();
  return Ty->typeIsConvertibleTo(IntRecTy::get(RK)) ||
         Ty->typeIsConvertibleTo(StringRecTy::get(RK));
}

MaybeComplaint notOrdered(const RecTy *Got) {
  return complain("expected bit, bits, int, or string; got value of type " + quoted(Got));
}

// Operators whose first operand has no expected type let it fix the type
// of the others, once it is of an acceptable kind.

MaybeComplaint checkListOperand(OperandTyping &T, const RecTy *Got) {
  if (T.Expected)
    return unifyWithExpected(T, Got, true);
  if (!isa<ListRecTy>(Got))
    return complain("expected a list, got value of type " + quoted(Got));
  T.Expected = Got;
  return std::nullopt;
}

MaybeComplaint checkEquatableOperand(OperandTyping &T, const RecTy *Got) {
  if (T.Expected)
    return unifyWithExpected(T, Got, true);
  if (!convertsToIntOrString(Got) &&
      !Got->typeIsConvertibleTo(RecordRecTy::get(Got->getRecordKeeper(), {})))
    return complain("expected bit, bits, int, string, or record; got value of type " +
                    quoted(Got));
  T.Expected = Got;
  return std::nullopt;
}

MaybeComplaint checkOrderedOperand(OperandTyping &T, const RecTy *Got) {
  if (T.Expected)
    return unifyWithExpected(T, Got, true);
  if (!convertsToIntOrString(Got))
    return notOrdered(Got);
  T.Expected = Got;
  return std::nullopt;
}

// The operands of !listsplat and !interleave differ in kind; each is parsed
// with no expectation and checked by its position.

MaybeComplaint checkSplatOperand(OperandTyping &T, const RecTy *Got) {
  if (T.Index == 0 && T.ItemType) {
    // The result is a list of the first operand's type.
    const auto *Out = dyn_cast<ListRecTy>(T.ItemType);
    if (!Out)
      return complain("expected output type to be a list, got type " + quoted(T.ItemType), true);
    if (!Got->getListTy()->typeIsConvertibleTo(Out))
      return complain("expected first arg type to be " + quoted(Got) + ", got value of type " +
                          quoted(Out->getElementType()),
                      true);
  }
  if (T.Index == 1 && !isa<IntRecTy>(Got))
    return complain("expected second parameter to be an int, got value of type " + quoted(Got));
  return std::nullopt;
}

MaybeComplaint checkInterleaveOperand(OperandTyping &T, const RecTy *Got) {
  RecordKeeper &RK = Got->getRecordKeeper();
  if (T.Index == 0 && Got != StringRecTy::get(RK)->getListTy() &&
      !Got->typeIsConvertibleTo(IntRecTy::get(RK)->getListTy()))
    return complain("expected list of string, int, bits, or bit; got value of type " +
                    quoted(Got));
  if (T.Index == 1 && !isa<StringRecTy>(Got))
    return complain("expected second argument to be a string, got value of type " + quoted(Got));
  return std::nullopt;
}

// The dag operators take a dag and then something of another type.

MaybeComplaint checkDagThen(OperandTyping &T, const RecTy *Got, const RecTy *Next) {
  if (MaybeComplaint C = unifyWithExpected(T, Got, true))
    return C;
  T.Expected = Next;
  return std::nullopt;
}

MaybeComplaint checkDagThenKey(OperandTyping &T, const RecTy *Got) {
  if (T.Index == 0)
    return checkDagThen(T, Got, nullptr);
  // An index or an argument name: which one is only known when folding.
  return convertsToIntOrString(Got) ? std::nullopt : notOrdered(Got);
}

MaybeComplaint checkBinaryOperand(OperandTyping &T, const RecTy *Got) {
  RecordKeeper &RK = Got->getRecordKeeper();
  switch (T.Rule) {
  case BinaryOperands::Ints:
    return unifyWithExpected(T, Got, false);
  case BinaryOperands::Strings:
  case BinaryOperands::Dags:
    return unifyWithExpected(T, Got, true);
  case BinaryOperands::Lists:
    return checkListOperand(T, Got);
  case BinaryOperands::Equatable:
    return checkEquatableOperand(T, Got);
  case BinaryOperands::Ordered:
    return checkOrderedOperand(T, Got);
  case BinaryOperands::SplatArgs:
    return checkSplatOperand(T, Got);
  case BinaryOperands::InterleaveArgs:
    return checkInterleaveOperand(T, Got);
  case BinaryOperands::DagThenKey:
    return checkDagThenKey(T, Got);
  case BinaryOperands::DagThenInt:
    return checkDagThen(T, Got, IntRecTy::get(RK));
  case BinaryOperands::DagThenRecord:
    return checkDagThen(T, Got, RecordRecTy::get(RK, {}));
  case BinaryOperands::DagThenString:
    return checkDagThen(T, Got, StringRecTy::get(RK));
  }
  return std::nullopt;
}

/// What the first operand is parsed against.
const RecTy *firstOperandType(BinaryOperands Rule, const RecTy *ItemType, RecordKeeper &RK) {
  switch (Rule) {
  case BinaryOperands::Ints:
    return IntRecTy::get(RK);
  case BinaryOperands::Strings:
    return StringRecTy::get(RK);
  case BinaryOperands::Dags:
  case BinaryOperands::DagThenKey:
  case BinaryOperands::DagThenInt:
  case BinaryOperands::DagThenRecord:
  case BinaryOperands::DagThenString:
    return DagRecTy::get(RK);
  case BinaryOperands::Lists:
    return ItemType; // a list literal operand takes its type from the context
  default:
    return nullptr;
  }
}

/// The result type when the operator alone decides it, else null.
const RecTy *fixedResultType(BinaryResult Result, RecordKeeper &RK) {
  switch (Result) {
  case BinaryResult::Int:
    return IntRecTy::get(RK);
  case BinaryResult::Bit:
    return BitRecTy::get(RK);
  case BinaryResult::String:
    return StringRecTy::get(RK);
  case BinaryResult::Dag:
    return DagRecTy::get(RK);
  default:
    return nullptr;
  }
}

} // namespace

const Init *Parser::parseOperationBinary(Record *CurRec, const RecTy *ItemType,
                                         BinOpInit::BinaryOp Op) {
  const BinarySyntax &Syntax = BinarySyntaxes[Op];
  SrcLoc OpLoc = Lex.loc();
  Lex.lex();

  const RecTy *Type = fixedResultType(Syntax.Result, Records);
  if (Syntax.Result == BinaryResult::Explicit) {
    Type = parseOperatorType();
    if (!Type) {
      tokError("did not get type for !getdagarg operator");
      return nullptr;
    }
  }
  if (Type && ItemType && !Type->typeIsConvertibleTo(ItemType)) {
    error(OpLoc, typeMismatch(ItemType, Type));
    return nullptr;
  }
  if (!consume(Tok::LParen)) {
    tokError("expected '(' after binary operator");
    return nullptr;
  }

  OperandTyping Typing{Syntax.Operands, ItemType,
                       firstOperandType(Syntax.Operands, ItemType, Records)};
  std::vector<const Init *> Operands;
  do {
    SrcLoc OperandLoc = Lex.loc();
    const Init *Operand = parseValue(CurRec, Typing.Expected);
    if (!Operand)
      return nullptr;
    const auto *Typed = dyn_cast<TypedInit>(Operand);
    if (!Typed) {
      error(OpLoc, "expected value to be a typed value, got '" + Operand->getAsString() + "'");
      return nullptr;
    }
    if (MaybeComplaint C = checkBinaryOperand(Typing, Typed->getType())) {
      error(C->AtOperator ? OpLoc : OperandLoc, C->Message);
      return nullptr;
    }
    Operands.push_back(Operand);
    ++Typing.Index;
  } while (consume(Tok::Comma));
  if (!consume(Tok::RParen)) {
    tokError("expected ')' in operator");
    return nullptr;
  }

  if (Syntax.Result == BinaryResult::Operands)
    Type = Typing.Expected;
  else if (Syntax.Result == BinaryResult::ListOfFirst)
    Type = cast<TypedInit>(Operands.front())->getType()->getListTy();

  // A chain folds from the right: !add(a, b, c) is !add(a, !add(b, c)).
  if (Syntax.Arity == BinaryArity::Chain) {
    while (Operands.size() > 2) {
      const Init *Right = Operands.back();
      Operands.pop_back();
      Operands.back() = BinOpInit::getFolded(Op, Operands.back(), Right, Type, CurRec);
    }
  }
  if (Operands.size() != 2) {
    error(OpLoc, "expected two operands to operator");
    return nullptr;
  }
  return BinOpInit::getFolded(Op, Operands[0], Operands[1], Type, CurRec);
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

//===----------------------------------------------------------------------===//
// !substr and !find
//===----------------------------------------------------------------------===//

/// !substr(string, start[, length]) and !find(string, target[, start]) take
/// a string, then a string or an int, then an optional int.
struct Parser::StringSearchSyntax {
  TernOpInit::TernaryOp Op;
  const char *Name;          ///< as written, with its '!'
  bool ReturnsString;        ///< else an int
  bool SecondIsString;       ///< else an int
  const char *Roles[3];      ///< what each operand is, for the messages
  int64_t DefaultThird;      ///< when the third operand is left out
};

const Init *Parser::parseOperationSubstr(Record *CurRec, const RecTy *ItemType) {
  static constexpr StringSearchSyntax Substr{
      TernOpInit::Substr, "!substr", true, false,
      {"string", "start position", "length"}, std::numeric_limits<int64_t>::max()};
  return parseStringSearch(CurRec, ItemType, Substr);
}

const Init *Parser::parseOperationFind(Record *CurRec, const RecTy *ItemType) {
  static constexpr StringSearchSyntax Find{
      TernOpInit::Find, "!find", false, true,
      {"source string", "target string", "start position"}, 0};
  return parseStringSearch(CurRec, ItemType, Find);
}

const Init *Parser::parseStringSearch(Record *CurRec, const RecTy *ItemType,
                                      const StringSearchSyntax &Syntax) {
  const RecTy *Type =
      Syntax.ReturnsString ? (const RecTy *)StringRecTy::get(Records) : IntRecTy::get(Records);
  const std::string Name = Syntax.Name;
  Lex.lex();
  if (!consume(Tok::LParen)) {
    tokError("expected '(' after " + Name + " operator");
    return nullptr;
  }
  const Init *Operands[3] = {parseValue(CurRec), nullptr, nullptr};
  if (!Operands[0])
    return nullptr;
  if (!consume(Tok::Comma)) {
    tokError("expected ',' in " + Name + " operator");
    return nullptr;
  }
  SrcLoc SecondLoc = Lex.loc();
  Operands[1] = parseValue(CurRec);
  if (!Operands[1])
    return nullptr;
  // Where a result of the wrong type is reported: the third operand, or
  // where it would have been.
  SrcLoc ThirdLoc = Lex.loc();
  if (consume(Tok::Comma)) {
    ThirdLoc = Lex.loc();
    Operands[2] = parseValue(CurRec);
    if (!Operands[2])
      return nullptr;
  } else {
    Operands[2] = IntInit::get(Records, Syntax.DefaultThird);
  }
  if (!consume(Tok::RParen)) {
    tokError("expected ')' in " + Name + " operator");
    return nullptr;
  }

  // A result of the wrong type is reported without stopping: the operand
  // checks still come.
  if (ItemType && !Type->typeIsConvertibleTo(ItemType))
    error(ThirdLoc, "expected value of type '" + ItemType->getAsString() + "', got '" +
                        Type->getAsString() + "'");
  for (unsigned I = 0; I < 3; ++I) {
    const auto *Typed = dyn_cast<TypedInit>(Operands[I]);
    if (!Typed) {
      if (isa<UnsetInit>(Operands[I]))
        continue; // '?' fits any operand
      tokError("could not determine type of the " + std::string(Syntax.Roles[I]) + " in " + Name);
      return nullptr;
    }
    bool WantString = I == 0 || (I == 1 && Syntax.SecondIsString);
    const RecTy *Got = Typed->getType();
    if (WantString ? isa<StringRecTy>(Got) : isa<IntRecTy>(Got))
      continue;
    std::string Msg = std::string("expected ") + (WantString ? "string" : "int") + ", got type '" +
                      Got->getAsString() + "'";
    // llvm-tblgen points at the second operand itself, but reports the
    // first and third at the token after the operator.
    if (I == 1)
      error(SecondLoc, Msg);
    else
      tokError(Msg);
    return nullptr;
  }
  return TernOpInit::getFolded(Syntax.Op, Operands[0], Operands[1], Operands[2], Type, CurRec);
}

//===----------------------------------------------------------------------===//
// Operators with bound variables: !foreach, !filter, !foldl
//===----------------------------------------------------------------------===//

// The variables are bound as fields of the record being parsed (or of a
// throwaway record outside of one), only for the time of the body: that is
// how references to them resolve, like references to the record's fields,
// into VarInits that the operator substitutes when it is evaluated.
const Init *Parser::parseWithBoundVariables(Record *CurRec, std::span<const BoundVariable> Bound,
                                            const RecTy *ItemType) {
  std::unique_ptr<Record> Scratch;
  Record *Holder = CurRec;
  if (!Holder) {
    Scratch = std::make_unique<Record>(".parse", std::vector<SrcLoc>{}, Records);
    Holder = Scratch.get();
  }
  VarScope *BodyScope = pushScope(Holder);
  for (const auto &[Name, Type] : Bound)
    Holder->addValue(RecordVal(Name, Type, RecordVal::FK_Normal));
  const Init *Body = parseValue(Holder, ItemType);
  for (const auto &[Name, Type] : Bound)
    Holder->removeValue(Name);
  popScope(BodyScope);
  return Body;
}

// !foreach(x, list, expr) maps a list (to a list of expr's type) or the
// arguments of a dag (to a dag); !filter(x, list, cond) keeps the elements
// of a list for which cond holds.
const Init *Parser::parseOperationForEachFilter(Record *CurRec, const RecTy *ItemType) {
  SrcLoc OpLoc = Lex.loc();
  bool IsFilter = Lex.kind() == Tok::XFilter;
  Lex.lex();
  if (Lex.kind() != Tok::LParen) {
    tokError("expected '(' after !foreach/!filter");
    return nullptr;
  }
  if (Lex.lex() != Tok::Id) {
    tokError("first argument of !foreach/!filter must be an identifier");
    return nullptr;
  }
  const Init *Var = StringInit::get(Records, Lex.strVal());
  Lex.lex();
  if (CurRec && CurRec->getValue(Var)) {
    tokError("iteration variable '" + Var->getAsString() + "' is already defined");
    return nullptr;
  }
  if (!consume(Tok::Comma)) {
    tokError("expected ',' in !foreach/!filter");
    return nullptr;
  }
  const Init *Over = parseValue(CurRec);
  if (!Over)
    return nullptr;
  if (!consume(Tok::Comma)) {
    tokError("expected ',' in !foreach/!filter");
    return nullptr;
  }
  const auto *OverTyped = dyn_cast<TypedInit>(Over);
  if (!OverTyped) {
    tokError("could not get type of !foreach/!filter list or dag");
    return nullptr;
  }

  const RecTy *OverTy = OverTyped->getType();
  const RecTy *VarTy;                 // an element, or the whole dag
  const RecTy *BodyExpected = nullptr; // what the context asks of the body
  if (const auto *List = dyn_cast<ListRecTy>(OverTy)) {
    VarTy = List->getElementType();
    if (ItemType) {
      const auto *Out = dyn_cast<ListRecTy>(ItemType);
      if (!Out) {
        error(OpLoc, "expected value of type '" + ItemType->getAsString() + "', but got list type");
        return nullptr;
      }
      BodyExpected = IsFilter ? IntRecTy::get(Records) : Out->getElementType();
    }
  } else if (isa<DagRecTy>(OverTy) && !IsFilter) {
    VarTy = OverTy;
    if (ItemType && !isa<DagRecTy>(ItemType)) {
      error(OpLoc, "expected value of type '" + ItemType->getAsString() + "', but got dag type");
      return nullptr;
    }
  } else {
    tokError(IsFilter ? "!filter must have a list argument"
                      : "!foreach must have a list or dag argument");
    return nullptr;
  }

  const BoundVariable Binding[] = {{Var, VarTy}};
  const Init *Body = parseWithBoundVariables(CurRec, Binding, BodyExpected);
  if (!Body)
    return nullptr;
  if (!consume(Tok::RParen)) {
    tokError("expected ')' in !foreach/!filter");
    return nullptr;
  }

  const RecTy *ResultTy;
  if (IsFilter) {
    ResultTy = VarTy->getListTy();
  } else if (isa<DagRecTy>(OverTy)) {
    ResultTy = OverTy;
  } else {
    const auto *BodyTyped = dyn_cast<TypedInit>(Body);
    if (!BodyTyped) {
      tokError("could not get type of !foreach result expression");
      return nullptr;
    }
    ResultTy = BodyTyped->getType()->getListTy();
  }
  return TernOpInit::getFolded(IsFilter ? TernOpInit::Filter : TernOpInit::Foreach, Var, Over,
                               Body, ResultTy, CurRec);
}

//===----------------------------------------------------------------------===//
// !cond
//===----------------------------------------------------------------------===//

// !cond(c1 : v1, c2 : v2, ...), a trailing comma allowed. Its type is the
// common type of the values, '?' values fitting any.
const Init *Parser::parseOperationCond(Record *CurRec, const RecTy *ItemType) {
  Lex.lex();
  if (!consume(Tok::LParen)) {
    tokError("expected '(' after !cond operator");
    return nullptr;
  }
  std::vector<const Init *> Conds, Values;
  while (!consume(Tok::RParen)) {
    const Init *Cond = parseValue(CurRec);
    if (!Cond)
      return nullptr;
    Conds.push_back(Cond);
    if (!consume(Tok::Colon)) {
      tokError("expected ':'  following a condition in !cond operator");
      return nullptr;
    }
    const Init *Value = parseValue(CurRec, ItemType);
    if (!Value)
      return nullptr;
    Values.push_back(Value);
    if (Lex.kind() != Tok::RParen && !consume(Tok::Comma)) {
      tokError("expected ',' or ')' following a value in !cond operator");
      return nullptr;
    }
  }
  if (Conds.empty()) {
    tokError("there should be at least 1 'condition : value' in the !cond operator");
    return nullptr;
  }

  const RecTy *Type = nullptr;
  for (const Init *Value : Values) {
    if (isa<UnsetInit>(Value))
      continue;
    const auto *Typed = dyn_cast<TypedInit>(Value);
    const RecTy *ValueTy = Typed ? Typed->getType() : nullptr;
    if (!Type) {
      Type = ValueTy;
      continue;
    }
    const RecTy *Common = resolveTypes(Type, ValueTy);
    if (!Common) {
      tokError("inconsistent types '" + Type->getAsString() + "' and '" + ValueTy->getAsString() +
               "' for !cond");
      return nullptr;
    }
    Type = Common;
  }
  if (!Type) {
    tokError("could not determine type for !cond from its arguments");
    return nullptr;
  }
  return CondOpInit::get(Conds, Values, Type)->Fold(CurRec);
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
  // ", name": one of the two variables the step expression binds (the
  // accumulator, then the element); neither may shadow a field.
  auto boundName = [&](std::string_view Ordinal, std::string_view Side) -> const Init * {
    if (Lex.kind() != Tok::Comma) {
      tokError("expected ',' in !foldl");
      return nullptr;
    }
    if (Lex.lex() != Tok::Id) {
      tokError(std::string(Ordinal) + " argument of !foldl must be an identifier");
      return nullptr;
    }
    const Init *Name = StringInit::get(Records, Lex.strVal());
    if (CurRec && CurRec->getValue(Name)) {
      tokError(std::string(Side) + " !foldl variable '" + Name->getAsString() +
               "' already defined");
      return nullptr;
    }
    Lex.lex();
    return Name;
  };
  const Init *A = boundName("third", "left");
  if (!A)
    return nullptr;
  const Init *B = boundName("fourth", "right");
  if (!B)
    return nullptr;
  if (Lex.kind() != Tok::Comma) {
    tokError("expected ',' in !foldl");
    return nullptr;
  }
  Lex.lex();

  const BoundVariable Binding[] = {{A, Start->getType()}, {B, ListType->getElementType()}};
  const Init *ExprUntyped = parseWithBoundVariables(CurRec, Binding, nullptr);
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
