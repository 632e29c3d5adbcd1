//===- ParseBang.cpp - Bang operators -------------------------------------===//
//
// Every bang operator has a row in tblgen/BangOps.def that says how it is
// written and typed. A BangReader reads any row's operator the same way,
//
//   !name [<type>] ( operand, operand, ... )
//
// parsing each operand against what its kind expects, checking it (as soon
// as it is read, or once the list is closed, as its family says), typing the
// result from the row and folding the value. !cond, !foldl, !foreach and
// !filter, whose operands are not a plain list of values, have readers of
// their own at the end of the file.
//
// The order in which types and values are created is llvm-tblgen's (its
// allocation statistics depend on it): the checks below create list types
// exactly where it does.
//
//===----------------------------------------------------------------------===//
#include "parse/ParserImpl.h"

#include <array>
#include <iterator>
#include <limits>
#include <optional>
#include <string>

namespace tblgen {
namespace {

//===----------------------------------------------------------------------===//
// The table
//===----------------------------------------------------------------------===//

/// Groups of operators written, counted and reported alike.
enum class Family : uint8_t { Unary, Binary, Ternary, Search, Range, Query, Cond, Fold, Map };

/// The "<type>" written after the operator's name.
enum class TypeArg : uint8_t { None, Given, OptRecord };

/// The kinds of operand: what an operand is parsed against and what it must
/// be. An operand "held to" a type is parsed against it and must have a
/// common type with it; that common type is what Same operands after it are
/// held to.
enum class Arg : uint8_t {
  Any,    ///< anything, parsed against no type
  Branch, ///< anything, parsed against the type the context expects
  Int,    ///< held to int
  Str,    ///< held to string
  Dag,    ///< held to dag
  Rec,    ///< held to the type of every record
  Same,   ///< held to the common type of the operands before it
  // Held to the context's type when there is one (List), else checked for
  // a kind; its own type is then what Same operands are held to.
  List,  ///< a list
  Equal, ///< a bit, bits, int, string or record
  Order, ///< a bit, bits, int or string
  // !listsplat and !interleave.
  Splat,     ///< any value; the context must take a list of its type
  Count,     ///< an int
  Joinable,  ///< a list of strings, or of what converts to int
  Separator, ///< a string
  // The unary operators.
  Sized, ///< a string, list or dag
  Lists, ///< a list
  Items, ///< a list; a literal one nonempty, with a typed first element
  // !dag, !setdagarg and !setdagname.
  Children,    ///< a list, or '?'
  Names,       ///< a list<string>, or '?'
  Key,         ///< an int index or a string name
  NameOrUnset, ///< a string, or '?'
  // !substr(string, start, length) and !find(source, target, start): a
  // string or an int, or '?'; the messages name each by its role.
  SubstrText,   ///< the string
  SubstrStart,  ///< the start position
  SubstrLength, ///< the length; all the rest when left out
  FindText,     ///< the source string
  FindTarget,   ///< the target string
  FindStart,    ///< the start position; 0 when left out
  // !range.
  ListOrInt, ///< the first operand: a list (its indexes) or an int
  RangeInt,  ///< the others: ints, and none after a list
  // !exists and !instances.
  DefName, ///< a string, not a record
  Pattern, ///< a string; every name when left out
};

/// How the type of an operator's value is found.
enum class Yield : uint8_t {
  None,        ///< not by the reader (the value's class types it)
  Int,         ///< int
  Bit,         ///< bit
  String,      ///< string
  Dag,         ///< dag
  IntList,     ///< list<int>
  Given,       ///< the <type> argument
  Running,     ///< the common type of the operands
  ListOfFirst, ///< a list of the first operand's type
  Element,     ///< what the first operand is a list of
  Rest,        ///< the first operand's list type
  Flattened,   ///< the first operand's element type if that is a list, else its own
  Replaced,    ///< the third operand's type
  Branches,    ///< the common type of the second and third operands
  Node,        ///< dag, the children and the names not both left unset
};

/// The bang operators whose values are not UnOpInit, BinOpInit or TernOpInit.
enum class OwnForm : uint8_t { IsA, Exists, Instances, Cond, Foldl };

constexpr unsigned Many = std::numeric_limits<unsigned>::max();

struct BangRow {
  Tok Token;
  uint8_t Op; ///< the operator's enumerator in its Init class, or an OwnForm
  const char *Spelling;
  Family Fam;
  TypeArg Type;
  unsigned Min, Max; ///< operands written
  Arg Kinds[3];      ///< of the first, the second and every later operand
  Yield Result;

  Arg kindAt(size_t Index) const { return Kinds[Index < 2 ? Index : 2]; }
};

#define BANG_SYNTAX(Fam, Type, Min, Max, First, Second, Others, Result)                            \
  Family::Fam, TypeArg::Type, Min, Max, {Arg::First, Arg::Second, Arg::Others}, Yield::Result

constexpr BangRow Rows[] = {
#define UNOP_ENTRY(E, S, Token, Fold, Syntax) {Tok::Token, UnOpInit::E, S, BANG_SYNTAX Syntax},
#define BINOP_ENTRY(E, S, Token, Fold, Syntax) {Tok::Token, BinOpInit::E, S, BANG_SYNTAX Syntax},
#define TERNOP_ENTRY(E, S, Token, Fold, Syntax) {Tok::Token, TernOpInit::E, S, BANG_SYNTAX Syntax},
#define BANG_FORM(Name, S, Token, Syntax)                                                          \
  {Tok::Token, static_cast<uint8_t>(OwnForm::Name), S, BANG_SYNTAX Syntax},
#include "tblgen/BangOps.def"
};

#undef BANG_SYNTAX

constexpr uint8_t NoRow = 0xFF;

/// Rows' indexes by token.
constexpr std::array<uint8_t, 256> RowOfToken = [] {
  std::array<uint8_t, 256> Index{};
  Index.fill(NoRow);
  for (size_t R = 0; R < std::size(Rows); ++R)
    Index[static_cast<uint8_t>(Rows[R].Token)] = static_cast<uint8_t>(R);
  return Index;
}();

/// How operands are separated and counted.
enum class Layout : uint8_t {
  Fixed,  ///< commas needed up to Min operands, allowed up to Max; no more read
  Open,   ///< as many as written; the count is checked once the list is closed
  Capped, ///< a comma after the Max-th operand is an error
};

/// What the operators of a family share. In the messages, '%' stands for
/// the operator's spelling.
struct FamilyTraits {
  Layout Shape;
  bool CheckWhenClosed; ///< else each operand as soon as it is read
  bool TypedOperands;   ///< an untyped operand is an error (at the operator)
  bool ResultFirst;     ///< a result type known before the operands must suit the context
  bool ResultAfter;     ///< ... once the list is closed; the reading goes on
  const char *NoType;   ///< after a bad <type>, or null when nothing more is said
  const char *Open, *Comma, *Close;
  const char *Count; ///< too few or too many operands
};

/// Indexed by Family, up to Query: the families a BangReader reads.
constexpr FamilyTraits Traits[] = {
    // Unary
    {Layout::Fixed, false, false, false, false, "did not get type for unary operator",
     "expected '(' after unary operator", nullptr, "expected ')' in unary operator", nullptr},
    // Binary
    {Layout::Open, false, true, true, false, "did not get type for !% operator",
     "expected '(' after binary operator", nullptr, "expected ')' in operator",
     "expected two operands to operator"},
    // Ternary
    {Layout::Fixed, true, false, false, false, nullptr, "expected '(' after ternary operator",
     "expected ',' in ternary operator", "expected ')' in binary operator", nullptr},
    // Search
    {Layout::Fixed, true, false, false, true, nullptr, "expected '(' after !% operator",
     "expected ',' in !% operator", "expected ')' in !% operator", nullptr},
    // Range
    {Layout::Capped, false, true, false, false, nullptr, "expected '(' after !% operator", nullptr,
     "expected ')' in operator", "expected at most three values of integer"},
    // Query
    {Layout::Fixed, false, false, false, false, nullptr, "expected '(' after type of !%", nullptr,
     "expected ')' in !%", nullptr},
};

static_assert(std::size(Traits) == static_cast<size_t>(Family::Query) + 1);

/// What a complaint about an operand points at: the operand, the operator's
/// name, or the token the reader has come to.
enum class Blame : uint8_t { Operand, Operator, Token };

struct Objection {
  Blame At;
  std::string Text;
};
using Verdict = std::optional<Objection>;

Verdict object(Blame At, std::string Text) { return Objection{At, std::move(Text)}; }

std::string quote(const RecTy *Ty) { return "'" + Ty->getAsString() + "'"; }

std::string mismatch(const RecTy *Want, const RecTy *Got) {
  return "expected value of type " + quote(Want) + ", got " + quote(Got);
}

const RecTy *typeOf(const Init *V) {
  const auto *Typed = dyn_cast<TypedInit>(V);
  return Typed ? Typed->getType() : nullptr;
}

bool toIntOrString(const RecTy *Ty) {
  RecordKeeper &RK = Ty->getRecordKeeper();
  return Ty->typeIsConvertibleTo(IntRecTy::get(RK)) ||
         Ty->typeIsConvertibleTo(StringRecTy::get(RK));
}

/// An operand of !substr or !find: '?', or a string or an int as its role
/// says. Only the second operand's complaint points at the operand itself.
Verdict searchOperand(const Init *V, const char *Role, bool WantString, bool AtOperand,
                      const char *Spelling) {
  if (isa<UnsetInit>(V))
    return std::nullopt;
  const RecTy *Ty = typeOf(V);
  if (!Ty)
    return object(Blame::Token,
                  std::string("could not determine type of the ") + Role + " in !" + Spelling);
  if (WantString ? isa<StringRecTy>(Ty) : isa<IntRecTy>(Ty))
    return std::nullopt;
  return object(AtOperand ? Blame::Operand : Blame::Token, std::string("expected ") +
                                                               (WantString ? "string" : "int") +
                                                               ", got type " + quote(Ty));
}

} // namespace

//===----------------------------------------------------------------------===//
// The reader
//===----------------------------------------------------------------------===//

struct Parser::BangReader {
  Parser &P;
  const BangRow &Row;
  const FamilyTraits &Fam;
  const SrcLoc OpLoc;
  const RecTy *const Context;     ///< what the value is expected to be, or null
  const RecTy *Given = nullptr;   ///< the <type> argument
  const RecTy *Running = nullptr; ///< what Same operands are held to
  SmallVec<const Init *, 4> Operands;
  SmallVec<SrcLoc, 4> Where; ///< of each operand; a left-out one is where the list closed

  BangReader(Parser &P, const BangRow &Row, const RecTy *Context)
      : P(P), Row(Row), Fam(Traits[static_cast<size_t>(Row.Fam)]), OpLoc(P.Lex.loc()),
        Context(Context) {}

  const Init *read(Record *CurRec);

private:
  std::string spelled(const char *Template) const;
  bool failHere(const char *Template);
  bool expect(Tok K, const char *Template);
  bool readTypeArg();
  bool readOperands(Record *CurRec);
  bool readOperand(Record *CurRec);
  const RecTy *parsedAgainst(Arg K) const;
  bool vet(size_t Index);
  Verdict judge(size_t Index);
  Verdict hold(Arg K, const RecTy *Ty);
  Verdict judgeListItems(const Init *V);
  const RecTy *knownResult() const;
  const RecTy *resultType();
  void completeRange(Record *CurRec);
  const Init *fold(const RecTy *Type, Record *CurRec);
};

std::string Parser::BangReader::spelled(const char *Template) const {
  std::string Text;
  for (const char *C = Template; *C; ++C) {
    if (*C == '%')
      Text += Row.Spelling;
    else
      Text += *C;
  }
  return Text;
}

bool Parser::BangReader::failHere(const char *Template) {
  P.tokError(spelled(Template));
  return false;
}

bool Parser::BangReader::expect(Tok K, const char *Template) {
  return P.consume(K) || failHere(Template);
}

const Init *Parser::BangReader::read(Record *CurRec) {
  P.Lex.lex();
  if (!readTypeArg() || !readOperands(CurRec))
    return nullptr;
  if (Fam.CheckWhenClosed) {
    // A result of the wrong type is reported where the last operand is (or
    // would be), and the operands are still checked.
    if (const RecTy *Known = Fam.ResultAfter ? knownResult() : nullptr;
        Known && Context && !Known->typeIsConvertibleTo(Context))
      P.error(Where[Row.Max - 1], mismatch(Context, Known));
    for (size_t I = 0; I < Operands.size(); ++I)
      if (!vet(I))
        return nullptr;
  }
  if (Row.Fam == Family::Range)
    completeRange(CurRec);
  const RecTy *Type = nullptr;
  if (Row.Result != Yield::None && !(Type = resultType()))
    return nullptr;
  return fold(Type, CurRec);
}

bool Parser::BangReader::readTypeArg() {
  if (Row.Type == TypeArg::None)
    return true;
  if (Row.Type == TypeArg::OptRecord && P.Lex.kind() != Tok::Less) {
    Given = RecordRecTy::get(P.Records, {});
    return true;
  }
  Given = P.parseOperatorType();
  if (!Given) {
    if (Fam.NoType)
      failHere(Fam.NoType);
    return false;
  }
  if (Row.Type == TypeArg::OptRecord && !isa<RecordRecTy>(Given))
    P.tokError(spelled("type for !% must be a record type")); // and read on
  return true;
}

bool Parser::BangReader::readOperands(Record *CurRec) {
  if (const RecTy *Known = Fam.ResultFirst ? knownResult() : nullptr;
      Known && Context && !Known->typeIsConvertibleTo(Context)) {
    P.error(OpLoc, mismatch(Context, Known));
    return false;
  }
  if (!expect(Tok::LParen, Fam.Open))
    return false;
  bool More = Row.Min > 0 || P.Lex.kind() != Tok::RParen;
  while (More) {
    if (!readOperand(CurRec))
      return false;
    const size_t Read = Operands.size();
    if (Fam.Shape == Layout::Fixed && Read == Row.Max)
      break;
    More = P.consume(Tok::Comma);
    if (!More && Fam.Shape == Layout::Fixed && Read < Row.Min)
      return failHere(Fam.Comma);
    if (More && Fam.Shape == Layout::Capped && Read == Row.Max)
      return failHere(Fam.Count);
  }
  // What a left-out operand stands for, in a list of fixed length.
  if (Fam.Shape == Layout::Fixed) {
    RecordKeeper &RK = P.Records;
    for (size_t I = Operands.size(); I < Row.Max; ++I) {
      Where.push_back(P.Lex.loc());
      switch (Row.kindAt(I)) {
      case Arg::SubstrLength:
        Operands.push_back(IntInit::get(RK, std::numeric_limits<int64_t>::max()));
        break;
      case Arg::FindStart:
        Operands.push_back(IntInit::get(RK, 0));
        break;
      case Arg::Pattern: // every record
        Operands.push_back(StringInit::get(RK, ".*"));
        break;
      default:
        Operands.push_back(UnsetInit::get(RK)); // no row leaves such an operand out
        break;
      }
    }
  }
  if (!expect(Tok::RParen, Fam.Close))
    return false;
  if (Fam.Shape == Layout::Open && (Operands.size() < Row.Min || Operands.size() > Row.Max)) {
    P.error(OpLoc, Fam.Count);
    return false;
  }
  return true;
}

bool Parser::BangReader::readOperand(Record *CurRec) {
  Where.push_back(P.Lex.loc());
  const Init *V = P.parseValue(CurRec, parsedAgainst(Row.kindAt(Operands.size())));
  if (!V)
    return false;
  Operands.push_back(V);
  return Fam.CheckWhenClosed || vet(Operands.size() - 1);
}

const RecTy *Parser::BangReader::parsedAgainst(Arg K) const {
  RecordKeeper &RK = P.Records;
  switch (K) {
  case Arg::Branch:
  case Arg::List:
    return Context;
  case Arg::Int:
    return IntRecTy::get(RK);
  case Arg::Str:
    return StringRecTy::get(RK);
  case Arg::Dag:
    return DagRecTy::get(RK);
  case Arg::Rec:
    return RecordRecTy::get(RK, {});
  case Arg::Same:
    return Running;
  default:
    return nullptr;
  }
}

/// Checks an operand, reporting what is wrong with it.
bool Parser::BangReader::vet(size_t Index) {
  const Init *V = Operands[Index];
  Verdict Wrong = Fam.TypedOperands && !isa<TypedInit>(V)
                      ? object(Blame::Operator,
                               "expected value to be a typed value, got '" + V->getAsString() + "'")
                      : judge(Index);
  if (!Wrong)
    return true;
  switch (Wrong->At) {
  case Blame::Operand:
    P.error(Where[Index], Wrong->Text);
    break;
  case Blame::Operator:
    P.error(OpLoc, Wrong->Text);
    break;
  case Blame::Token:
    P.tokError(Wrong->Text);
    break;
  }
  return false;
}

/// An operand held to a type, or of a kind that fixes the type of those
/// after it.
Verdict Parser::BangReader::hold(Arg K, const RecTy *Ty) {
  if (const RecTy *Want = parsedAgainst(K)) {
    const RecTy *Common = resolveTypes(Want, Ty);
    if (!Common)
      return object(Blame::Operand, mismatch(Want, Ty));
    Running = Common;
    return std::nullopt;
  }
  RecordKeeper &RK = Ty->getRecordKeeper();
  const char *Kind = nullptr;
  if (K == Arg::List && !isa<ListRecTy>(Ty))
    Kind = "expected a list, got value of type ";
  else if (K == Arg::Order && !toIntOrString(Ty))
    Kind = "expected bit, bits, int, or string; got value of type ";
  else if (K == Arg::Equal && !toIntOrString(Ty) &&
           !Ty->typeIsConvertibleTo(RecordRecTy::get(RK, {})))
    Kind = "expected bit, bits, int, string, or record; got value of type ";
  if (Kind)
    return object(Blame::Operand, Kind + quote(Ty));
  Running = Ty;
  return std::nullopt;
}

Verdict Parser::BangReader::judgeListItems(const Init *V) {
  const RecTy *Ty = typeOf(V);
  if (!Ty || !isa<ListRecTy>(Ty))
    return object(Blame::Token, "expected list type argument in unary operator");
  const auto *Literal = dyn_cast<ListInit>(V);
  if (!Literal)
    return std::nullopt;
  if (Literal->empty())
    return object(Blame::Token, "empty list argument in unary operator");
  if (!isa<TypedInit>(Literal->getElement(0)))
    return object(Blame::Token, "untyped list element in unary operator");
  return std::nullopt;
}

Verdict Parser::BangReader::judge(size_t Index) {
  const Init *V = Operands[Index];
  const RecTy *Ty = typeOf(V);
  RecordKeeper &RK = P.Records;
  const Arg K = Row.kindAt(Index);
  switch (K) {
  case Arg::Any:
  case Arg::Branch:
    return std::nullopt;
  case Arg::Int:
  case Arg::Str:
  case Arg::Dag:
  case Arg::Rec:
  case Arg::Same:
  case Arg::List:
  case Arg::Equal:
  case Arg::Order:
    return hold(K, Ty);

  case Arg::Splat: {
    if (!Context)
      return std::nullopt;
    const auto *Out = dyn_cast<ListRecTy>(Context);
    if (!Out)
      return object(Blame::Operator,
                    "expected output type to be a list, got type " + quote(Context));
    if (Ty->getListTy()->typeIsConvertibleTo(Out))
      return std::nullopt;
    return object(Blame::Operator, "expected first arg type to be " + quote(Ty) +
                                       ", got value of type " + quote(Out->getElementType()));
  }
  case Arg::Count:
    if (isa<IntRecTy>(Ty))
      return std::nullopt;
    return object(Blame::Operand,
                  "expected second parameter to be an int, got value of type " + quote(Ty));
  case Arg::Joinable:
    if (Ty == StringRecTy::get(RK)->getListTy() ||
        Ty->typeIsConvertibleTo(IntRecTy::get(RK)->getListTy()))
      return std::nullopt;
    return object(Blame::Operand,
                  "expected list of string, int, bits, or bit; got value of type " + quote(Ty));
  case Arg::Separator:
    if (isa<StringRecTy>(Ty))
      return std::nullopt;
    return object(Blame::Operand,
                  "expected second argument to be a string, got value of type " + quote(Ty));

  case Arg::Sized:
    if (Ty && (isa<ListRecTy>(Ty) || isa<StringRecTy>(Ty) || isa<DagRecTy>(Ty)))
      return std::nullopt;
    return object(Blame::Token, "expected string, list, or dag type argument in unary operator");
  case Arg::Lists:
    if (Ty && isa<ListRecTy>(Ty))
      return std::nullopt;
    return object(Blame::Token, "expected list type argument in unary operator");
  case Arg::Items:
    return judgeListItems(V);

  case Arg::Children:
  case Arg::Names: {
    const bool Kids = K == Arg::Children;
    if (!Ty) {
      if (isa<UnsetInit>(V))
        return std::nullopt;
      return object(Blame::Operand, std::string("could not determine type of the ") +
                                        (Kids ? "child" : "name") + " list in !dag");
    }
    if (Kids ? isa<ListRecTy>(Ty) : Ty == StringRecTy::get(RK)->getListTy())
      return std::nullopt;
    return object(Blame::Operand, (Kids ? "expected list of children, got type "
                                        : "expected list<string>, got type ") +
                                      quote(Ty));
  }
  case Arg::Key:
    if (Ty && (isa<IntRecTy>(Ty) || isa<StringRecTy>(Ty)))
      return std::nullopt;
    return object(Blame::Operand, "expected integer index or string name, got " +
                                      (Ty ? "type " + quote(Ty) : "'" + V->getAsString() + "'"));
  case Arg::NameOrUnset:
    if (!Ty || isa<StringRecTy>(Ty))
      return std::nullopt;
    return object(Blame::Operand, "expected string or unset name, got type " + quote(Ty));

  case Arg::SubstrText:
    return searchOperand(V, "string", true, false, Row.Spelling);
  case Arg::SubstrStart:
    return searchOperand(V, "start position", false, true, Row.Spelling);
  case Arg::SubstrLength:
    return searchOperand(V, "length", false, false, Row.Spelling);
  case Arg::FindText:
    return searchOperand(V, "source string", true, false, Row.Spelling);
  case Arg::FindTarget:
    return searchOperand(V, "target string", true, true, Row.Spelling);
  case Arg::FindStart:
    return searchOperand(V, "start position", false, false, Row.Spelling);

  case Arg::ListOrInt:
    if (isa<ListRecTy>(Ty) || isa<IntRecTy>(Ty))
      return std::nullopt;
    return object(Blame::Operand, "expected list or int, got value of type " + quote(Ty));
  case Arg::RangeInt:
    if (isa<ListRecTy>(typeOf(Operands[0])))
      return object(Blame::Operand, "expected one list, got extra value of type " + quote(Ty));
    if (isa<IntRecTy>(Ty))
      return std::nullopt;
    return object(Blame::Operand, "expected value of type 'int', got " + quote(Ty));

  case Arg::DefName:
    if (Ty && isa<StringRecTy>(Ty))
      return std::nullopt;
    return object(Blame::Operand,
                  Ty && isa<RecordRecTy>(Ty)
                      ? "expected string type argument in !exists operator, please use !isa instead"
                      : "expected string type argument in !exists operator");
  case Arg::Pattern:
    if (Ty && isa<StringRecTy>(Ty))
      return std::nullopt;
    return object(Blame::Operand, "expected string type argument in !instances operator");
  }
  return std::nullopt;
}

/// The result type when the row alone decides it, else null.
const RecTy *Parser::BangReader::knownResult() const {
  RecordKeeper &RK = P.Records;
  switch (Row.Result) {
  case Yield::Int:
    return IntRecTy::get(RK);
  case Yield::Bit:
    return BitRecTy::get(RK);
  case Yield::String:
    return StringRecTy::get(RK);
  case Yield::Dag:
    return DagRecTy::get(RK);
  case Yield::IntList:
    return IntRecTy::get(RK)->getListTy();
  case Yield::Given:
    return Given;
  default:
    return nullptr;
  }
}

/// The type of the value, or null after reporting why there is none.
const RecTy *Parser::BangReader::resultType() {
  if (const RecTy *Known = knownResult())
    return Known;
  const RecTy *First = typeOf(Operands[0]);
  switch (Row.Result) {
  case Yield::Running:
    return Running;
  case Yield::ListOfFirst:
    return First->getListTy();
  case Yield::Element:
  case Yield::Rest: {
    // A literal list is typed by its first element.
    const auto *Literal = dyn_cast<ListInit>(Operands[0]);
    if (!Literal)
      return Row.Result == Yield::Rest ? First : cast<ListRecTy>(First)->getElementType();
    const RecTy *Item = typeOf(Literal->getElement(0));
    return Row.Result == Yield::Rest ? Item->getListTy() : Item;
  }
  case Yield::Flattened: {
    const RecTy *Item = cast<ListRecTy>(First)->getElementType();
    return isa<ListRecTy>(Item) ? Item : First;
  }
  case Yield::Replaced:
    if (const RecTy *Ty = typeOf(Operands[2]))
      return Ty;
    P.tokError("could not get type for !subst");
    return nullptr;
  case Yield::Branches: {
    // A '?' branch takes the other's type.
    const RecTy *Then = typeOf(Operands[1]), *Else = typeOf(Operands[2]);
    if (isa<UnsetInit>(Operands[1]))
      Then = Else;
    if (isa<UnsetInit>(Operands[2]))
      Else = Then;
    if (!Then || !Else) {
      P.tokError("could not get type for !if");
      return nullptr;
    }
    if (const RecTy *Common = resolveTypes(Then, Else))
      return Common;
    P.tokError("inconsistent types " + quote(Then) + " and " + quote(Else) + " for !if");
    return nullptr;
  }
  case Yield::Node:
    if (isa<TypedInit>(Operands[1]) || isa<TypedInit>(Operands[2]))
      return DagRecTy::get(P.Records);
    P.error(Where[1], "cannot have both unset children and unset names in !dag");
    return nullptr;
  default:
    return nullptr;
  }
}

/// Writes !range(n) and !range(list) as !range(0, n, 1), and !range(a, b)
/// as !range(a, b, 1).
void Parser::BangReader::completeRange(Record *CurRec) {
  RecordKeeper &RK = P.Records;
  if (Operands.size() == 1) {
    const Init *Only = Operands[0];
    Operands[0] = IntInit::get(RK, 0);
    Operands.push_back(isa<ListRecTy>(typeOf(Only))
                           ? UnOpInit::getFolded(UnOpInit::Size, Only, IntRecTy::get(RK), CurRec)
                           : Only);
  }
  if (Operands.size() == 2)
    Operands.push_back(IntInit::get(RK, 1));
}

const Init *Parser::BangReader::fold(const RecTy *Type, Record *CurRec) {
  switch (Row.Fam) {
  case Family::Unary:
    return UnOpInit::getFolded(UnOpInit::UnaryOp(Row.Op), Operands[0], Type, CurRec);
  case Family::Binary: {
    // Chains fold from the right: !add(a, b, c) is !add(a, !add(b, c)).
    const auto Op = BinOpInit::BinaryOp(Row.Op);
    const Init *Value = Operands.back();
    for (size_t I = Operands.size() - 1; I-- > 0;)
      Value = BinOpInit::getFolded(Op, Operands[I], Value, Type, CurRec);
    return Value;
  }
  case Family::Query:
    switch (OwnForm(Row.Op)) {
    case OwnForm::IsA:
      return IsAOpInit::get(Given, Operands[0])->Fold();
    case OwnForm::Exists:
      return ExistsOpInit::get(Given, Operands[0])->Fold(CurRec);
    default:
      return InstancesOpInit::get(Given, Operands[0])->Fold(CurRec);
    }
  default:
    return TernOpInit::getFolded(TernOpInit::TernaryOp(Row.Op), Operands[0], Operands[1],
                                 Operands[2], Type, CurRec);
  }
}

//===----------------------------------------------------------------------===//
// Dispatch
//===----------------------------------------------------------------------===//

const Init *Parser::parseOperation(Record *CurRec, const RecTy *ItemType) {
  const uint8_t Index = RowOfToken[static_cast<uint8_t>(Lex.kind())];
  if (Index == NoRow) {
    tokError("unknown bang operator");
    return nullptr;
  }
  const BangRow &Row = Rows[Index];
  switch (Row.Fam) {
  case Family::Cond:
    return parseCondOperator(CurRec, ItemType);
  case Family::Fold:
    return parseFoldOperator(CurRec);
  case Family::Map:
    return parseMapOperator(CurRec, ItemType, Row.Op == TernOpInit::Filter);
  default:
    return BangReader(*this, Row, ItemType).read(CurRec);
  }
}

//===----------------------------------------------------------------------===//
// Operators that bind names: !foreach, !filter, !foldl
//===----------------------------------------------------------------------===//

const Init *Parser::rejectBang(SrcLoc Loc, const std::string &Msg) {
  error(Loc, Msg);
  return nullptr;
}

bool Parser::expectBangToken(Tok K, const char *Msg) {
  if (consume(K))
    return true;
  tokError(Msg);
  return false;
}

const Init *Parser::takeBangName(const char *NotAName) {
  if (Lex.kind() != Tok::Id)
    return rejectBang(Lex.loc(), NotAName);
  return StringInit::get(Records, Lex.strVal());
}

// While the body is read, the names are fields of the record being defined
// (or of a stand-in outside of one): references to them then resolve, like
// references to fields, to VarInits, which the operator replaces when it is
// folded.
const Init *Parser::parseWithNamesBound(Record *CurRec, std::span<const NameBinding> Names,
                                        const RecTy *ItemType) {
  std::optional<Record> StandIn;
  Record *Owner = CurRec ? CurRec : &StandIn.emplace(".parse", std::vector<SrcLoc>{}, Records);
  VarScope *BodyScope = pushScope(Owner);
  for (const auto &[Name, Type] : Names)
    Owner->addValue(RecordVal(Name, Type, RecordVal::FK_Normal));
  const Init *Body = parseValue(Owner, ItemType);
  for (const auto &[Name, Type] : Names)
    Owner->removeValue(Name);
  popScope(BodyScope);
  return Body;
}

// !foreach(x, list, expr) maps a list to a list of expr's type, or a dag's
// arguments to a dag; !filter(x, list, test) keeps the elements that pass.
const Init *Parser::parseMapOperator(Record *CurRec, const RecTy *ItemType, bool Filter) {
  const SrcLoc OpLoc = Lex.loc();
  Lex.lex();
  if (!expectBangToken(Tok::LParen, "expected '(' after !foreach/!filter"))
    return nullptr;
  const Init *Var = takeBangName("first argument of !foreach/!filter must be an identifier");
  if (!Var)
    return nullptr;
  Lex.lex();
  if (CurRec && CurRec->getValue(Var))
    return rejectBang(Lex.loc(),
                      "iteration variable '" + Var->getAsString() + "' is already defined");
  if (!expectBangToken(Tok::Comma, "expected ',' in !foreach/!filter"))
    return nullptr;
  const Init *Over = parseValue(CurRec);
  if (!Over || !expectBangToken(Tok::Comma, "expected ',' in !foreach/!filter"))
    return nullptr;

  const RecTy *OverTy = typeOf(Over);
  if (!OverTy)
    return rejectBang(Lex.loc(), "could not get type of !foreach/!filter list or dag");
  const auto *OverList = dyn_cast<ListRecTy>(OverTy);
  const bool OverDag = !OverList && !Filter && isa<DagRecTy>(OverTy);
  if (!OverList && !OverDag)
    return rejectBang(Lex.loc(), Filter ? "!filter must have a list argument"
                                        : "!foreach must have a list or dag argument");
  // What the context expects of the body: a bit to test, or an element of
  // the list it wants.
  const RecTy *BodyTy = nullptr;
  if (ItemType && OverList) {
    const auto *Wanted = dyn_cast<ListRecTy>(ItemType);
    if (!Wanted)
      return rejectBang(OpLoc, "expected value of type " + quote(ItemType) + ", but got list type");
    BodyTy = Filter ? IntRecTy::get(Records) : Wanted->getElementType();
  } else if (ItemType && !isa<DagRecTy>(ItemType)) {
    return rejectBang(OpLoc, "expected value of type " + quote(ItemType) + ", but got dag type");
  }

  const NameBinding Binding[] = {{Var, OverList ? OverList->getElementType() : OverTy}};
  const Init *Body = parseWithNamesBound(CurRec, Binding, BodyTy);
  if (!Body || !expectBangToken(Tok::RParen, "expected ')' in !foreach/!filter"))
    return nullptr;

  const RecTy *Type = OverTy; // a dag mapped
  if (Filter) {
    Type = Binding[0].second->getListTy();
  } else if (OverList) {
    const RecTy *Mapped = typeOf(Body);
    if (!Mapped)
      return rejectBang(Lex.loc(), "could not get type of !foreach result expression");
    Type = Mapped->getListTy();
  }
  return TernOpInit::getFolded(Filter ? TernOpInit::Filter : TernOpInit::Foreach, Var, Over, Body,
                               Type, CurRec);
}

// !foldl(start, list, acc, item, expr) folds the list from the left, expr
// giving each new acc from the last and the next item.
const Init *Parser::parseFoldOperator(Record *CurRec) {
  // A value that must be typed; Role names it in the complaint.
  auto typedOperand = [&](const char *Role) -> const TypedInit * {
    const Init *V = parseValue(CurRec);
    const auto *Typed = V ? dyn_cast<TypedInit>(V) : nullptr;
    if (V && !Typed)
      rejectBang(Lex.loc(), std::string("could not get type of !foldl ") + Role + ": '" +
                                V->getAsString() + "'");
    return Typed;
  };
  // ", name": a name the step expression binds, which no field may have.
  auto boundName = [&](const char *NotAName, const char *Side) -> const Init * {
    if (!expectBangToken(Tok::Comma, "expected ',' in !foldl"))
      return nullptr;
    const Init *Name = takeBangName(NotAName);
    if (Name && CurRec && CurRec->getValue(Name))
      return rejectBang(Lex.loc(), std::string(Side) + " !foldl variable '" + Name->getAsString() +
                                       "' already defined");
    if (Name)
      Lex.lex();
    return Name;
  };

  Lex.lex();
  if (!expectBangToken(Tok::LParen, "expected '(' after !foldl"))
    return nullptr;
  const TypedInit *Start = typedOperand("start");
  if (!Start || !expectBangToken(Tok::Comma, "expected ',' in !foldl"))
    return nullptr;
  const TypedInit *Items = typedOperand("list");
  if (!Items)
    return nullptr;
  const auto *ItemsTy = dyn_cast<ListRecTy>(Items->getType());
  if (!ItemsTy)
    return rejectBang(Lex.loc(), "!foldl list must be a list, but is of type '" +
                                     Items->getType()->getAsString());
  const Init *Acc = boundName("third argument of !foldl must be an identifier", "left");
  if (!Acc)
    return nullptr;
  const Init *Item = boundName("fourth argument of !foldl must be an identifier", "right");
  if (!Item || !expectBangToken(Tok::Comma, "expected ',' in !foldl"))
    return nullptr;

  const RecTy *AccTy = Start->getType();
  const NameBinding Binding[] = {{Acc, AccTy}, {Item, ItemsTy->getElementType()}};
  const Init *Step = parseWithNamesBound(CurRec, Binding, nullptr);
  if (!Step)
    return nullptr;
  const RecTy *StepTy = typeOf(Step);
  if (!StepTy)
    return rejectBang(Lex.loc(), "could not get type of !foldl expression");
  if (StepTy != AccTy)
    return rejectBang(Lex.loc(), "!foldl expression must be of same type as start (" +
                                     AccTy->getAsString() + "), but is of type " +
                                     StepTy->getAsString());
  if (!expectBangToken(Tok::RParen, "expected ')' in fold operator"))
    return nullptr;
  return FoldOpInit::get(Start, Items, Acc, Item, Step, AccTy)->Fold(CurRec);
}

//===----------------------------------------------------------------------===//
// !cond
//===----------------------------------------------------------------------===//

// !cond(test : value, ...), a trailing comma allowed. The value's type is the
// common type of the values, a '?' value suiting any.
const Init *Parser::parseCondOperator(Record *CurRec, const RecTy *ItemType) {
  Lex.lex();
  if (!expectBangToken(Tok::LParen, "expected '(' after !cond operator"))
    return nullptr;
  SmallVec<const Init *, 8> Tests, Values;
  while (!consume(Tok::RParen)) {
    const Init *Test = parseValue(CurRec);
    if (!Test ||
        !expectBangToken(Tok::Colon, "expected ':'  following a condition in !cond operator"))
      return nullptr;
    const Init *Value = parseValue(CurRec, ItemType);
    if (!Value)
      return nullptr;
    Tests.push_back(Test);
    Values.push_back(Value);
    if (Lex.kind() != Tok::RParen &&
        !expectBangToken(Tok::Comma, "expected ',' or ')' following a value in !cond operator"))
      return nullptr;
  }
  if (Tests.empty())
    return rejectBang(Lex.loc(),
                      "there should be at least 1 'condition : value' in the !cond operator");

  const RecTy *Common = nullptr;
  for (const Init *Value : Values) {
    const RecTy *Ty = typeOf(Value);
    if (!Ty)
      continue;
    const RecTy *Joined = Common ? resolveTypes(Common, Ty) : Ty;
    if (!Joined)
      return rejectBang(Lex.loc(),
                        "inconsistent types " + quote(Common) + " and " + quote(Ty) + " for !cond");
    Common = Joined;
  }
  if (!Common)
    return rejectBang(Lex.loc(), "could not determine type for !cond from its arguments");
  return CondOpInit::get(Tests, Values, Common)->Fold(CurRec);
}

} // namespace tblgen
