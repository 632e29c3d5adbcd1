//===- Ops.cpp - Operator values: construction, folding, printing ---------===//
//
// The bang operators (!add, !foreach, !cond, ...), list indexing and slicing,
// and the paste operator. Each operator value is uniqued in the keeper's
// InitPool; Fold() evaluates it as far as its operands allow and
// resolveReferences() substitutes variables and folds again.
//
// Folding follows llvm-tblgen 22 exactly, including which operand shapes are
// left unevaluated and which errors are reported, because --print-records
// output (partially evaluated expressions included) is compared byte for byte.
//
//===----------------------------------------------------------------------===//

#include "tblgen/Error.h"
#include "tblgen/Output.h"
#include "tblgen/Record.h"

#include "record/FoldAppend.h"
#include "record/Pools.h"
#include "record/Regex.h"
#include "tblgen/SmallVec.h"

#include <algorithm>
#include <climits>
#include <memory>
#include <optional>
#include <string>
#include <vector>

using namespace tblgen;

namespace {

//===----------------------------------------------------------------------===//
// Helpers
//===----------------------------------------------------------------------===//

/// Reports a fatal error at the current record's location, or without a
/// location when there is no current record.
[[noreturn]] void fatalAt(const Record *CurRec, std::string_view Msg) {
  if (CurRec)
    PrintFatalError(CurRec->getLocs(), Msg);
  PrintFatalError(Msg);
}

/// Reports a (non-fatal) error at the current record's location. (The
/// fold that reports it is not one to remember: see applyTo.)
void errorAt(RecordKeeper &RK, const Record *CurRec, std::string_view Msg) {
  RK.inits().noteStatefulFold();
  if (CurRec)
    PrintError(CurRec->getLocs(), Msg);
  else
    PrintError(Msg);
}

SrcLoc locOf(const Record *CurRec) {
  return CurRec && !CurRec->getLocs().empty() ? CurRec->getLocs().front() : SrcLoc();
}

/// Fails unless a list of Count elements is within the list size limit.
/// Count is the distance between two int64 values, so it may be 2^64 - 1.
void checkListSize(RecordKeeper &RK, const Record *CurRec, uint64_t CountMinusOne,
                   std::string_view Op) {
  uint64_t Max = RK.getLimits().MaxListSize;
  if (Max && CountMinusOne >= Max)
    RK.limitExceeded(locOf(CurRec), std::string(Op) + " list", "max-list-size", Max);
}

/// Fails when a string being built has grown past the string size limit
/// (checked while building, so that the temporary stays bounded too).
void checkStringSize(RecordKeeper &RK, size_t Size) {
  uint64_t Max = RK.getLimits().MaxStringSize;
  if (Max && Size > Max)
    RK.limitExceeded(SrcLoc(), "string of " + std::to_string(Size) + " bytes", "max-string-size",
                     Max);
}

/// One level of !foreach, !foldl or !filter evaluation, counted against
/// the evaluation depth limit.
class EvalDepthGuard {
public:
  EvalDepthGuard(RecordKeeper &RK, const Record *CurRec, std::string_view Op)
      : Depth(RK.evalDepth()) {
    if (++Depth > RK.getLimits().MaxEvalDepth) {
      --Depth;
      RK.limitExceeded(locOf(CurRec), "nesting of " + std::string(Op) + " evaluation",
                       "max-eval-depth", RK.getLimits().MaxEvalDepth);
    }
  }
  ~EvalDepthGuard() { --Depth; }
  EvalDepthGuard(const EvalDepthGuard &) = delete;
  EvalDepthGuard &operator=(const EvalDepthGuard &) = delete;

private:
  unsigned &Depth;
};

/// V as an IntInit after the implicit conversion to int, or null.
/// (Decided by kind without the virtual conversion: a bit converts to the
/// same IntInit::get; only bits need the conversion; every other kind
/// converts to itself, to null or ('?') to '?', never to an int.)
const IntInit *asInt(const Init *V) {
  switch (V->getKind()) {
  case Init::IntKind:
    return static_cast<const IntInit *>(V);
  case Init::BitKind: {
    auto *B = static_cast<const BitInit *>(V);
    RecordKeeper &RK = B->getRecordKeeper();
    // 0 and 1 sit in the small-integer cache once made: read it directly
    // while the front end runs alone (IntInit::get reads it under the
    // keeper's lock once backends may share the keeper).
    if (!RK.sharedStateMutex())
      if (const IntInit *I = RK.inits().SmallInts[size_t(B->getValue()) - InitPool::SmallIntMin])
        return I;
    return IntInit::get(RK, B->getValue());
  }
  case Init::BitsKind: {
    RecordKeeper &RK = V->getRecordKeeper();
    return dyn_cast<IntInit>(V->convertInitializerTo(IntRecTy::get(RK)));
  }
  default:
    return nullptr;
  }
}

template <typename T> const T *lookup(InitPool &Pool, const Profile &P) {
  return static_cast<const T *>(Pool.find(P));
}

const char *const UnOpSpellings[] = {
#define UNOP(E, S) S,
#include "tblgen/BangOps.def"
};
const char *const BinOpSpellings[] = {
#define BINOP(E, S) S,
#include "tblgen/BangOps.def"
};
const char *const TernOpSpellings[] = {
#define TERNOP(E, S) S,
#include "tblgen/BangOps.def"
};

std::string asciiLower(std::string_view S) {
  std::string R(S);
  for (char &C : R)
    if (C >= 'A' && C <= 'Z')
      C = char(C - 'A' + 'a');
  return R;
}

std::string asciiUpper(std::string_view S) {
  std::string R(S);
  for (char &C : R)
    if (C >= 'a' && C <= 'z')
      C = char(C - 'a' + 'A');
  return R;
}

const StringInit *concatStrings(const StringInit *A, const StringInit *B) {
  std::string_view L = A->getValue(), R = B->getValue();
  StringInit::Format F = StringInit::determineFormat(A->getFormat(), B->getFormat());
  size_t N = L.size() + R.size();
  // Joined on the stack when short (most names are), without first
  // filling the buffer: !strconcat chains fold one join at a time.
  char Small[256];
  std::unique_ptr<char[]> Big; // (not zero-filled: both parts are copied in)
  char *Buf = Small;
  if (N > sizeof(Small)) {
    Big.reset(new char[N]);
    Buf = Big.get();
  }
  if (!L.empty())
    std::memcpy(Buf, L.data(), L.size());
  if (!R.empty())
    std::memcpy(Buf + L.size(), R.data(), R.size());
  return StringInit::get(A->getRecordKeeper(), std::string_view(Buf, N), F);
}

const ListInit *concatLists(const ListInit *A, const ListInit *B) {
  SmallVec<const Init *, 32> Elts;
  Elts.reserve(A->size() + B->size());
  for (const Init *E : A->getValues())
    Elts.push_back(E);
  for (const Init *E : B->getValues())
    Elts.push_back(E);
  return ListInit::get(Elts, A->getElementType());
}

/// !interleave of a list of strings; null when an element is not a string.
const StringInit *interleaveStrings(const ListInit *List, const StringInit *Sep) {
  RecordKeeper &RK = List->getRecordKeeper();
  if (List->empty())
    return StringInit::get(RK, "");
  std::string Out;
  StringInit::Format Fmt = StringInit::SF_String;
  for (size_t I = 0; I < List->size(); ++I) {
    const auto *S = dyn_cast<StringInit>(List->getElement(I));
    if (!S)
      return nullptr;
    if (I) {
      Out += Sep->getValue();
      Fmt = StringInit::determineFormat(Fmt, S->getFormat());
    }
    Out += S->getValue();
    checkStringSize(RK, Out.size());
  }
  return StringInit::get(RK, Out, Fmt);
}

/// !interleave of a list of integers (or values convertible to int).
const StringInit *interleaveInts(const ListInit *List, const StringInit *Sep) {
  RecordKeeper &RK = List->getRecordKeeper();
  if (List->empty())
    return StringInit::get(RK, "");
  std::string Out;
  for (size_t I = 0; I < List->size(); ++I) {
    const IntInit *V = asInt(List->getElement(I));
    if (!V)
      return nullptr;
    if (I)
      Out += Sep->getValue();
    Out += V->getAsString();
    checkStringSize(RK, Out.size());
  }
  return StringInit::get(RK, Out);
}

/// The argument number a !getdagarg / !setdagarg / !setdagname key selects:
/// an index or an argument name. On failure, Err says why.
std::optional<unsigned> dagArgNumber(const DagInit *Dag, const Init *Key, std::string &Err) {
  if (const auto *Name = dyn_cast<StringInit>(Key)) {
    std::optional<unsigned> Found = Dag->getArgNo(Name->getValue());
    if (!Found)
      Err = "key '" + std::string(Name->getValue()) + "' is not found";
    return Found;
  }
  const int64_t Index = cast<IntInit>(Key)->getValue();
  const int64_t Count = Dag->getNumArgs();
  if (Index >= 0 && Index < Count)
    return unsigned(Index);
  Err = "index " + std::to_string(Index) +
        (Index < 0 ? std::string(" is negative")
                   : " is out of range (dag has " + std::to_string(Count) + " arguments)");
  return std::nullopt;
}

std::vector<const StringInit *> argNames(const DagInit *D) {
  auto N = D->getArgNames();
  return {N.begin(), N.end()};
}
std::vector<const Init *> args(const DagInit *D) {
  auto A = D->getArgs();
  return {A.begin(), A.end()};
}

/// Is Name the name of CurRec (possibly still anonymous)?
bool namesCurrentRecord(const StringInit *Name, const Record *CurRec) {
  if (!CurRec)
    return false;
  if (Name == CurRec->getNameInit())
    return true;
  const auto *Anon = dyn_cast<AnonymousNameInit>(CurRec->getNameInit());
  return Anon && Name == Anon->getNameInit();
}

} // namespace

//===----------------------------------------------------------------------===//
// OpInit
//===----------------------------------------------------------------------===//

const Init *OpInit::getBit(unsigned Bit) const {
  // Only the unary, binary and ternary operators stand for their own bit when
  // they are of type bit; the other operator values always take a bit
  // reference (they are not OpInits in LLVM).
  Kind K = getKind();
  bool Simple = K == UnOpKind || K == BinOpKind || K == TernOpKind;
  if (Simple && getType() == BitRecTy::get(getRecordKeeper()))
    return this;
  return VarBitInit::get(this, Bit);
}

//===----------------------------------------------------------------------===//
// UnOpInit
//===----------------------------------------------------------------------===//

const UnOpInit *UnOpInit::get(UnaryOp Op, const Init *LHS, const RecTy *T) {
  SharedStateLock Lock(T->getRecordKeeper());
  InitPool &Pool = T->getRecordKeeper().inits();
  uint64_t H = ProfileHasher(4).add(uint64_t(UnOpKind)).add(uint64_t(Op)).add(LHS).add(T).hash();
  ProfileTable::Hint Where;
  if (const auto *I = Pool.findAs<UnOpInit>(H, [&](const UnOpInit *U) {
        return U->getOpcode() == Op && U->getOperand() == LHS && U->getType() == T;
      }, &Where))
    return I;
  auto *I = Pool.make<UnOpInit>(Op, LHS, T);
  Pool.insertHashed(H, I, Where);
  return I;
}

// The getFolded functions evaluate an operator on a probe that lives on the
// stack; only when it does not fold is the expression interned.
const Init *UnOpInit::getFolded(UnaryOp Op, const Init *LHS, const RecTy *T, const Record *CurRec,
                                bool IsFinal) {
  return foldOrIntern(
      UnOpInit(Op, LHS, T), [&] { return get(Op, LHS, T); },
      [&](const UnOpInit &U) { return U.Fold(CurRec, IsFinal); });
}

namespace {

//===----------------------------------------------------------------------===//
// UnOpInit folding, one function per operator family
//===----------------------------------------------------------------------===//
//
// Each foldUnary<Family> function (the Fold column of BangOps.def) returns
// the value of the operator, or the operator itself while its operand is
// not known well enough. IsFinal is set by the last resolution of a record,
// after which what is still unresolved is an error.

const Init *foldUnaryCase(const UnOpInit &U, const Record *, bool) {
  const auto *S = dyn_cast<StringInit>(U.getOperand());
  if (!S)
    return &U;
  std::string Changed =
      U.getOpcode() == UnOpInit::ToLower ? asciiLower(S->getValue()) : asciiUpper(S->getValue());
  return StringInit::get(U.getRecordKeeper(), Changed);
}

const Init *foldUnaryRepr(const UnOpInit &U, const Record *, bool) {
  const Init *V = U.getOperand();
  if (!V->isConcrete())
    return &U;
  RecordKeeper &RK = U.getRecordKeeper();
  // A record is shown with its fields, as --print-records shows it.
  if (const auto *D = dyn_cast<DefInit>(V)) {
    OStream OS;
    OS << *D->getDef();
    return StringInit::get(RK, OS.str());
  }
  return StringInit::get(RK, V->getAsString());
}

/// !cast<SomeClass>("name"): the def of that name, which must be of the
/// class.
const Init *castNameToRecord(const UnOpInit &U, const StringInit *Name, const Record *CurRec,
                             bool IsFinal) {
  U.getRecordKeeper().inits().noteStatefulFold(); // (the records defined so far)
  const Record *Def = U.getRecordKeeper().getDef(Name->getValue());
  if (!Def && namesCurrentRecord(Name, CurRec)) {
    // A record may name itself, but only the final resolution knows its
    // complete type.
    if (!IsFinal)
      return &U;
    Def = CurRec;
  }
  if (!Def) {
    if (IsFinal)
      fatalAt(CurRec, "Undefined reference to record: '" + std::string(Name->getValue()) + "'\n");
    return &U;
  }
  const DefInit *DI = Def->getDefInit();
  if (!DI->getType()->typeIsA(U.getType()))
    fatalAt(CurRec, "Expected type '" + U.getType()->getAsString() + "', got '" +
                        DI->getType()->getAsString() + "' in: " + U.getAsString() + "\n");
  return DI;
}

const Init *foldUnaryCast(const UnOpInit &U, const Record *CurRec, bool IsFinal) {
  const Init *V = U.getOperand();
  const RecTy *To = U.getType();
  RecordKeeper &RK = U.getRecordKeeper();
  if (isa<StringRecTy>(To)) {
    if (isa<StringInit>(V))
      return V;
    if (const auto *D = dyn_cast<DefInit>(V))
      return StringInit::get(RK, D->getAsString());
    if (const IntInit *I = asInt(V))
      return StringInit::get(RK, I->getAsString());
  } else if (isa<RecordRecTy>(To)) {
    if (const auto *Name = dyn_cast<StringInit>(V))
      return castNameToRecord(U, Name, CurRec, IsFinal);
  }
  // Otherwise the ordinary conversions (int to bits, and so on).
  const Init *Converted = V->convertInitializerTo(To);
  return Converted ? Converted : &U;
}

const Init *foldUnaryInitialized(const UnOpInit &U, const Record *, bool) {
  const Init *V = U.getOperand();
  if (isa<UnsetInit>(V))
    return IntInit::get(U.getRecordKeeper(), 0);
  if (!V->isConcrete())
    return &U;
  return IntInit::get(U.getRecordKeeper(), 1);
}

const Init *foldUnaryNot(const UnOpInit &U, const Record *, bool) {
  const IntInit *I = asInt(U.getOperand());
  if (!I)
    return &U;
  return IntInit::get(U.getRecordKeeper(), I->getValue() == 0);
}

// llvm-tblgen crashes on !head and !tail of an empty list; they are
// reported instead.

const Init *foldUnaryHead(const UnOpInit &U, const Record *CurRec, bool) {
  const auto *L = dyn_cast<ListInit>(U.getOperand());
  if (!L)
    return &U;
  if (L->empty())
    fatalAt(CurRec, "Illegal operation: !head of an empty list");
  return L->getElement(0);
}

const Init *foldUnaryTail(const UnOpInit &U, const Record *CurRec, bool) {
  const auto *L = dyn_cast<ListInit>(U.getOperand());
  if (!L)
    return &U;
  if (L->empty())
    fatalAt(CurRec, "Illegal operation: !tail of an empty list");
  return ListInit::get(L->getValues().subspan(1), L->getElementType());
}

/// !size and !empty of a list, a dag (its arguments) or a string.
const Init *foldUnaryLength(const UnOpInit &U, const Record *, bool) {
  const Init *V = U.getOperand();
  std::optional<size_t> Length;
  if (const auto *L = dyn_cast<ListInit>(V))
    Length = L->size();
  else if (const auto *D = dyn_cast<DagInit>(V))
    Length = D->getNumArgs();
  else if (const auto *S = dyn_cast<StringInit>(V))
    Length = S->getValue().size();
  if (!Length)
    return &U;
  int64_t Result = U.getOpcode() == UnOpInit::Size ? int64_t(*Length) : int64_t(*Length == 0);
  return IntInit::get(U.getRecordKeeper(), Result);
}

const Init *foldUnaryGetDagOp(const UnOpInit &U, const Record *CurRec, bool) {
  const auto *D = dyn_cast<DagInit>(U.getOperand());
  // The operator need not be a def yet (multiclass resolution is late),
  // but it must be typed to be checked.
  const auto *Op = D ? dyn_cast<TypedInit>(D->getOperator()) : nullptr;
  if (!Op)
    return &U;
  if (!Op->getType()->typeIsA(U.getType()))
    fatalAt(CurRec, "Expected type '" + U.getType()->getAsString() + "', got '" +
                        Op->getType()->getAsString() + "' in: " + U.getAsString() + "\n");
  return Op;
}

const Init *foldUnaryGetDagOpName(const UnOpInit &U, const Record *, bool) {
  const auto *D = dyn_cast<DagInit>(U.getOperand());
  if (!D)
    return &U;
  // Null when the dag has no operator name, as in llvm-tblgen: a field
  // set to it is left without a value (printed as "string n;"), and the
  // parser keeps the field's previous value.
  return D->getName();
}

const Init *foldUnaryLog2(const UnOpInit &U, const Record *CurRec, bool) {
  const IntInit *I = asInt(U.getOperand());
  if (!I)
    return &U;
  if (I->getValue() <= 0)
    fatalAt(CurRec, "Illegal operation: logtwo is undefined on arguments less than or "
                    "equal to 0");
  return IntInit::get(U.getRecordKeeper(), 63 - __builtin_clzll(uint64_t(I->getValue())));
}

const Init *foldUnaryListFlatten(const UnOpInit &U, const Record *, bool) {
  const auto *L = dyn_cast<ListInit>(U.getOperand());
  if (!L)
    return &U;
  const auto *Inner = dyn_cast<ListRecTy>(L->getElementType());
  if (!Inner)
    return L; // a list of non-lists is already flat
  SmallVec<const Init *, 8> Flat; // (short lists need no heap)
  for (const Init *E : L->getValues()) {
    const auto *Sublist = dyn_cast<ListInit>(E);
    if (!Sublist)
      return &U;
    for (const Init *X : Sublist->getValues())
      Flat.push_back(X);
  }
  return ListInit::get(Flat, Inner->getElementType());
}

using UnaryFoldFn = const Init *(*)(const UnOpInit &, const Record *, bool);

/// The fold function of each operator, indexed by UnaryOp.
constexpr UnaryFoldFn UnaryFolds[] = {
#define UNOP_ENTRY(E, S, Token, Fold, Syntax) foldUnary##Fold,
#include "tblgen/BangOps.def"
};

} // namespace

const Init *UnOpInit::Fold(const Record *CurRec, bool IsFinal) const {
  return UnaryFolds[getOpcode()](*this, CurRec, IsFinal);
}

const Init *UnOpInit::resolveReferences(Resolver &R) const {
  const Init *NewLHS = LHS->resolve(R);
  // A final resolution must retry !cast even when nothing changed: a cast
  // of the record's own name only succeeds then.
  if (NewLHS != LHS || (R.isFinal() && getOpcode() == Cast))
    return getFolded(getOpcode(), NewLHS, getType(), R.getCurrentRecord(), R.isFinal());
  return this;
}

void UnOpInit::printTo(OStream &OS) const {
  if (getOpcode() == Cast)
    OS << "!cast<" << getType()->getAsStringRef() << ">";
  else
    OS << '!' << UnOpSpellings[getOpcode()];
  OS << '(';
  LHS->print(OS);
  OS << ')';
}

std::string UnOpInit::getAsString() const { return printedText(*this); }

//===----------------------------------------------------------------------===//
// BinOpInit
//===----------------------------------------------------------------------===//

const BinOpInit *BinOpInit::get(BinaryOp Op, const Init *LHS, const Init *RHS, const RecTy *T) {
  SharedStateLock Lock(LHS->getRecordKeeper());
  InitPool &Pool = LHS->getRecordKeeper().inits();
  uint64_t H = ProfileHasher(5).add(uint64_t(BinOpKind)).add(uint64_t(Op)).add(LHS).add(RHS).add(T).hash();
  ProfileTable::Hint Where;
  if (const auto *I = Pool.findAs<BinOpInit>(H, [&](const BinOpInit *B) {
        return B->getOpcode() == Op && B->getLHS() == LHS && B->getRHS() == RHS && B->getType() == T;
      }, &Where))
    return I;
  auto *I = Pool.make<BinOpInit>(Op, LHS, RHS, T);
  Pool.insertHashed(H, I, Where);
  return I;
}

const Init *BinOpInit::getStrConcat(const Init *LHS, const Init *RHS) {
  // Two plain strings are joined at once; anything else stays an operator
  // (folded later, when the record is resolved).
  if (const auto *L = dyn_cast<StringInit>(LHS))
    if (const auto *R = dyn_cast<StringInit>(RHS))
      return concatStrings(L, R);
  return get(StrConcat, LHS, RHS, StringRecTy::get(LHS->getRecordKeeper()));
}

const Init *BinOpInit::getListConcat(const TypedInit *LHS, const Init *RHS) {
  if (const auto *L = dyn_cast<ListInit>(LHS))
    if (const auto *R = dyn_cast<ListInit>(RHS))
      return concatLists(L, R);
  return get(ListConcat, LHS, RHS, LHS->getType());
}

namespace {

//===----------------------------------------------------------------------===//
// BinOpInit folding, one function per operator family
//===----------------------------------------------------------------------===//
//
// Each foldBinary<Family> function (named in the Fold column of BangOps.def)
// returns the value of the operator when its operands are known well enough,
// else the operator itself, to be folded again after a resolution. The
// order in which they create values matters: in exact-statistics mode every
// value created is counted, as llvm-tblgen counts its allocations.

/// Compares two operand values for !eq ... !gt and !listremove, or nullopt
/// when they are not comparable (yet). Integers (and bits and bits
/// convertible to them) order numerically, strings lexicographically; two
/// records can only be tested for identity.
std::optional<bool> compareValues(BinOpInit::BinaryOp Op, const Init *L, const Init *R) {
  auto Holds = [Op](const auto &A, const auto &B) -> bool {
    switch (Op) {
    case BinOpInit::Eq: return A == B;
    case BinOpInit::Ne: return A != B;
    case BinOpInit::Le: return A <= B;
    case BinOpInit::Lt: return A < B;
    case BinOpInit::Ge: return A >= B;
    default: return A > B;
    }
  };
  // Both conversions are tried (and may create values) before deciding.
  const IntInit *LeftInt = asInt(L);
  const IntInit *RightInt = asInt(R);
  if (LeftInt && RightInt)
    return Holds(LeftInt->getValue(), RightInt->getValue());
  if (const auto *LeftStr = dyn_cast<StringInit>(L))
    if (const auto *RightStr = dyn_cast<StringInit>(R))
      return Holds(LeftStr->getValue(), RightStr->getValue());
  bool Equality = Op == BinOpInit::Eq || Op == BinOpInit::Ne;
  if (Equality && isa<DefInit>(L) && isa<DefInit>(R))
    return (L == R) == (Op == BinOpInit::Eq);
  return std::nullopt;
}

/// The 64-bit result of an integer operator. Overflow wraps (the arithmetic
/// is done unsigned); division by zero and shifts out of 0..63 are errors.
int64_t evalIntArith(BinOpInit::BinaryOp Op, int64_t L, int64_t R, const Record *CurRec) {
  uint64_t UL = uint64_t(L), UR = uint64_t(R);
  switch (Op) {
  case BinOpInit::Add: return int64_t(UL + UR);
  case BinOpInit::Sub: return int64_t(UL - UR);
  case BinOpInit::Mul: return int64_t(UL * UR);
  case BinOpInit::And: return L & R;
  case BinOpInit::Or: return L | R;
  case BinOpInit::Xor: return L ^ R;
  case BinOpInit::Div:
    if (R == 0)
      fatalAt(CurRec, "Illegal operation: division by zero");
    if (R == -1 && L == INT64_MIN)
      fatalAt(CurRec, "Illegal operation: INT64_MIN / -1");
    return L / R;
  default:
    break;
  }
  // The shifts.
  if (R < 0 || R > 63)
    fatalAt(CurRec, "Illegal operation: out of bounds shift");
  if (Op == BinOpInit::Shl)
    return int64_t(UL << UR);
  if (Op == BinOpInit::Sra)
    return L >> R;
  return int64_t(UL >> UR);
}

const Init *foldBinaryIntArith(const BinOpInit &B, const Record *CurRec) {
  const IntInit *L = asInt(B.getLHS());
  const IntInit *R = asInt(B.getRHS());
  if (!L || !R)
    return &B;
  int64_t V = evalIntArith(B.getOpcode(), L->getValue(), R->getValue(), CurRec);
  return IntInit::get(B.getRecordKeeper(), V);
}

const Init *foldBinaryCompare(const BinOpInit &B, const Record *) {
  std::optional<bool> Holds = compareValues(B.getOpcode(), B.getLHS(), B.getRHS());
  if (!Holds)
    return &B;
  return BitInit::get(B.getRecordKeeper(), *Holds);
}

const Init *foldBinaryStrConcat(const BinOpInit &B, const Record *) {
  const auto *L = dyn_cast<StringInit>(B.getLHS());
  const auto *R = dyn_cast<StringInit>(B.getRHS());
  if (!L || !R)
    return &B;
  return concatStrings(L, R);
}

const Init *foldBinaryMatch(const BinOpInit &B, const Record *) {
  const auto *Subject = dyn_cast<StringInit>(B.getLHS());
  const auto *Pattern = dyn_cast<StringInit>(B.getRHS());
  if (!Subject || !Pattern)
    return &B;
  PosixRegex Re(Pattern->getValue());
  if (!Re.isValid())
    PrintFatalError("invalid regex '" + std::string(Pattern->getValue()) + "'");
  return BitInit::get(B.getRecordKeeper(), Re.match(Subject->getValue()));
}

const Init *foldBinaryInterleave(const BinOpInit &B, const Record *) {
  const auto *List = dyn_cast<ListInit>(B.getLHS());
  const auto *Sep = dyn_cast<StringInit>(B.getRHS());
  if (!List || !Sep)
    return &B;
  const StringInit *Joined = isa<StringRecTy>(List->getElementType())
                                 ? interleaveStrings(List, Sep)
                                 : interleaveInts(List, Sep);
  // Null when an element is not (yet) of the list's kind.
  if (!Joined)
    return &B;
  return Joined;
}

const Init *foldBinaryListConcat(const BinOpInit &B, const Record *) {
  const auto *L = dyn_cast<ListInit>(B.getLHS());
  const auto *R = dyn_cast<ListInit>(B.getRHS());
  if (!L || !R)
    return &B;
  return concatLists(L, R);
}

const Init *foldBinaryListSplat(const BinOpInit &B, const Record *CurRec) {
  const auto *Elt = dyn_cast<TypedInit>(B.getLHS());
  const auto *Count = dyn_cast<IntInit>(B.getRHS());
  if (!Elt || !Count)
    return &B;
  int64_t N = Count->getValue();
  if (N < 0)
    PrintFatalError("!listsplat count " + std::to_string(N) + " is negative");
  if (N != 0)
    checkListSize(B.getRecordKeeper(), CurRec, uint64_t(N) - 1, "!listsplat");
  std::vector<const Init *> Copies(size_t(N), Elt);
  return ListInit::get(Copies, Elt->getType());
}

const Init *foldBinaryListRemove(const BinOpInit &B, const Record *) {
  const auto *From = dyn_cast<ListInit>(B.getLHS());
  const auto *Unwanted = dyn_cast<ListInit>(B.getRHS());
  if (!From || !Unwanted)
    return &B;
  auto IsUnwanted = [&](const Init *E) {
    for (const Init *U : Unwanted->getValues()) {
      std::optional<bool> Same = compareValues(BinOpInit::Eq, E, U);
      if (Same.value_or(false))
        return true;
    }
    return false;
  };
  std::vector<const Init *> Kept;
  for (const Init *E : From->getValues())
    if (!IsUnwanted(E))
      Kept.push_back(E);
  return ListInit::get(Kept, From->getElementType());
}

/// An element index of List, or nullopt when Index is not an int in range.
std::optional<unsigned> listIndex(const ListInit *List, const Init *Index) {
  const auto *I = dyn_cast<IntInit>(Index);
  if (!I || I->getValue() < 0 || I->getValue() >= int64_t(List->size()))
    return std::nullopt;
  return unsigned(I->getValue());
}

const Init *foldBinaryListElem(const BinOpInit &B, const Record *) {
  const auto *List = dyn_cast<ListInit>(B.getLHS());
  if (!List)
    return &B;
  std::optional<unsigned> At = listIndex(List, B.getRHS());
  if (!At)
    return &B;
  return List->getElement(*At);
}

const Init *foldBinaryListSlice(const BinOpInit &B, const Record *) {
  const auto *List = dyn_cast<ListInit>(B.getLHS());
  const auto *Indices = dyn_cast<ListInit>(B.getRHS());
  if (!List || !Indices)
    return &B;
  std::vector<const Init *> Picked;
  Picked.reserve(Indices->size());
  for (const Init *Index : Indices->getValues()) {
    std::optional<unsigned> At = listIndex(List, Index);
    if (!At)
      return &B; // an index still unknown, or out of range
    Picked.push_back(List->getElement(*At));
  }
  return ListInit::get(Picked, List->getElementType());
}

/// a...b: the integers from a to b inclusive, descending when a > b.
const Init *foldBinaryIntRange(const BinOpInit &B, const Record *CurRec) {
  const auto *From = dyn_cast<IntInit>(B.getLHS());
  const auto *To = dyn_cast<IntInit>(B.getRHS());
  if (!From || !To)
    return &B;
  RecordKeeper &RK = B.getRecordKeeper();
  int64_t First = From->getValue(), Last = To->getValue();
  bool Up = First <= Last;
  uint64_t Span = Up ? uint64_t(Last) - uint64_t(First) : uint64_t(First) - uint64_t(Last);
  checkListSize(RK, CurRec, Span, "range");
  std::vector<const Init *> Elts;
  // Stepping by unsigned offsets from First cannot overflow at INT64_MAX.
  for (uint64_t K = 0; K <= Span; ++K)
    Elts.push_back(IntInit::get(RK, int64_t(Up ? uint64_t(First) + K : uint64_t(First) - K)));
  return ListInit::get(Elts, From->getType());
}

const Init *foldBinaryDagConcat(const BinOpInit &B, const Record *) {
  const auto *L = dyn_cast<DagInit>(B.getLHS());
  const auto *R = dyn_cast<DagInit>(B.getRHS());
  if (!L || !R)
    return &B;
  // Each operator must be a record or '?'; anything else (a reference not
  // resolved yet) postpones the concatenation.
  auto Settled = [](const Init *Op) { return isa<DefInit>(Op) || isa<UnsetInit>(Op); };
  if (!Settled(L->getOperator()) || !Settled(R->getOperator()))
    return &B;
  const auto *LeftDef = dyn_cast<DefInit>(L->getOperator());
  const auto *RightDef = dyn_cast<DefInit>(R->getOperator());
  if (LeftDef && RightDef && LeftDef->getDef() != RightDef->getDef())
    PrintFatalError("Concatenated Dag operators do not match: '" + L->getAsString() + "' vs. '" +
                    R->getAsString() + "'");
  const Init *Op = LeftDef ? LeftDef : RightDef;
  if (!Op)
    Op = UnsetInit::get(B.getRecordKeeper());
  std::vector<const Init *> Args = args(L);
  std::vector<const StringInit *> Names = argNames(L);
  Args.insert(Args.end(), R->getArgs().begin(), R->getArgs().end());
  Names.insert(Names.end(), R->getArgNames().begin(), R->getArgNames().end());
  const StringInit *OpName = L->getName() ? L->getName() : R->getName();
  return DagInit::get(Op, OpName, Args, Names);
}

const Init *foldBinaryGetDagArg(const BinOpInit &B, const Record *CurRec) {
  const auto *Dag = dyn_cast<DagInit>(B.getLHS());
  const Init *Key = B.getRHS();
  if (!Dag || !(isa<IntInit>(Key) || isa<StringInit>(Key)))
    return &B;
  std::string Why;
  std::optional<unsigned> No = dagArgNumber(Dag, Key, Why);
  if (!No)
    fatalAt(CurRec, "!getdagarg " + Why);
  const Init *Arg = Dag->getArg(*No);
  // An argument of another type than the one asked for reads as '?'.
  const auto *Typed = dyn_cast<TypedInit>(Arg);
  if (Typed && !Typed->getType()->typeIsConvertibleTo(B.getType()))
    return UnsetInit::get(B.getRecordKeeper());
  return Arg;
}

const Init *foldBinaryGetDagName(const BinOpInit &B, const Record *CurRec) {
  const auto *Dag = dyn_cast<DagInit>(B.getLHS());
  const auto *Index = dyn_cast<IntInit>(B.getRHS());
  if (!Dag || !Index)
    return &B;
  RecordKeeper &RK = B.getRecordKeeper();
  int64_t I = Index->getValue();
  if (I < 0 || I >= int64_t(Dag->getNumArgs())) {
    // llvm-tblgen reports this and then reads out of bounds; stop at '?'.
    errorAt(B.getRecordKeeper(), CurRec, "!getdagname index is out of range 0..." +
                        std::to_string(int64_t(Dag->getNumArgs()) - 1) + ": " + std::to_string(I));
    return UnsetInit::get(RK);
  }
  const StringInit *Name = Dag->getArgName(unsigned(I));
  return Name ? static_cast<const Init *>(Name) : UnsetInit::get(RK);
}

const Init *foldBinarySetDagOp(const BinOpInit &B, const Record *) {
  const auto *Dag = dyn_cast<DagInit>(B.getLHS());
  const auto *Op = dyn_cast<DefInit>(B.getRHS());
  if (!Dag || !Op)
    return &B;
  // The old operator's name goes with it.
  return DagInit::get(Op, nullptr, Dag->getArgs(), Dag->getArgNames());
}

const Init *foldBinarySetDagOpName(const BinOpInit &B, const Record *) {
  const auto *Dag = dyn_cast<DagInit>(B.getLHS());
  const auto *Name = dyn_cast<StringInit>(B.getRHS());
  if (!Dag || !Name)
    return &B;
  return DagInit::get(Dag->getOperator(), Name, Dag->getArgs(), Dag->getArgNames());
}

using BinaryFoldFn = const Init *(*)(const BinOpInit &, const Record *);

/// The fold function of each operator, indexed by BinaryOp.
constexpr BinaryFoldFn BinaryFolds[] = {
#define BINOP_ENTRY(E, S, Token, Fold, Syntax) foldBinary##Fold,
#define BINOP_UNSPELLED(E, Fold) foldBinary##Fold,
#include "tblgen/BangOps.def"
};

} // namespace

std::optional<bool> BinOpInit::CompareInit(unsigned Op, const Init *L, const Init *R) const {
  return compareValues(BinaryOp(Op), L, R);
}

const Init *BinOpInit::getFolded(BinaryOp Op, const Init *LHS, const Init *RHS, const RecTy *T,
                                 const Record *CurRec) {
  return foldOrIntern(
      BinOpInit(Op, LHS, RHS, T), [&] { return get(Op, LHS, RHS, T); },
      [&](const BinOpInit &B) { return B.Fold(CurRec); });
}

const Init *BinOpInit::Fold(const Record *CurRec) const {
  return BinaryFolds[getOpcode()](*this, CurRec);
}

const Init *BinOpInit::resolveReferences(Resolver &R) const {
  return resolveThroughMemo(R, this, getRecordKeeper().inits(),
                            [&] { return resolveOperands(R); });
}

const Init *BinOpInit::resolveOperands(Resolver &R) const {
  const Init *NewLHS = LHS->resolve(R);

  // !and with a false left operand and !or with an all-ones left operand
  // decide the result without looking at the right one.
  BinaryOp Op = getOpcode();
  if (Op == And || Op == Or) {
    if (const IntInit *L = asInt(NewLHS)) {
      if ((Op == And && L->getValue() == 0) || (Op == Or && L->getValue() == -1))
        return L;
    }
  }

  const Init *NewRHS = RHS->resolve(R);
  if (NewLHS != LHS || NewRHS != RHS)
    return getFolded(Op, NewLHS, NewRHS, getType(), R.getCurrentRecord());
  return this;
}

void BinOpInit::printTo(OStream &OS) const {
  switch (getOpcode()) {
  case ListElem:
  case ListSlice:
    LHS->print(OS);
    OS << '[';
    RHS->print(OS);
    OS << ']';
    return;
  case RangeC:
    LHS->print(OS);
    OS << "...";
    RHS->print(OS);
    return;
  default:
    break;
  }
  OS << '!' << BinOpSpellings[getOpcode()];
  if (getOpcode() == GetDagArg)
    OS << '<' << getType()->getAsStringRef() << '>';
  OS << '(';
  LHS->print(OS);
  OS << ", ";
  RHS->print(OS);
  OS << ')';
}

std::string BinOpInit::getAsString() const { return printedText(*this); }

//===----------------------------------------------------------------------===//
// TernOpInit
//===----------------------------------------------------------------------===//

const TernOpInit *TernOpInit::get(TernaryOp Op, const Init *LHS, const Init *MHS,
                                  const Init *RHS, const RecTy *T) {
  SharedStateLock Lock(LHS->getRecordKeeper());
  InitPool &Pool = LHS->getRecordKeeper().inits();
  uint64_t H =
      ProfileHasher(6).add(uint64_t(TernOpKind)).add(uint64_t(Op)).add(LHS).add(MHS).add(RHS).add(T).hash();
  ProfileTable::Hint Where;
  if (const auto *I = Pool.findAs<TernOpInit>(H, [&](const TernOpInit *X) {
        return X->getOpcode() == Op && X->getLHS() == LHS && X->getMHS() == MHS && X->getRHS() == RHS &&
               X->getType() == T;
      }, &Where))
    return I;
  auto *I = Pool.make<TernOpInit>(Op, LHS, MHS, RHS, T);
  Pool.insertHashed(H, I, Where);
  return I;
}

namespace {

/// Expr with the variable Var replaced by Value.
///
/// Front end, without the allocation model: the answer is remembered
/// (InitPool::Substituted) unless the evaluation consulted changing state
/// (InitPool::StatefulFolds), and a repeated substitution returns it
/// without resolving. Nothing can be seen missing: resolving again would
/// create no value, no record and no diagnostic, since every anonymous
/// instantiation it reaches exists already. The one fold that depends on
/// the current record, a field of it read through its def (a forbidden
/// self-reference), needs that def to exist, so such a record evaluates
/// as usual.
const Init *applyTo(const Init *Var, const Init *Value, const Init *Expr, const Record *CurRec) {
  RecordKeeper &RK = Expr->getRecordKeeper();
  InitPool &Pool = RK.inits();
  SubstitutionMemo &Memo = Pool.Substituted;
  bool Remember = false;
  uint64_t H = 0;
  if (!RK.hasAllocationModel() && !RK.sharedStateMutex() && !(CurRec && CurRec->hasDefInit())) {
    H = SubstitutionMemo::hashOf(Var, Value, Expr);
    if (const Init *Known = Memo.find(Var, Value, Expr, H))
      return Known;
    Remember = Memo.cameBefore(H);
  }
  uint64_t Stateful = Pool.statefulFolds();
  MapResolver R(CurRec);
  R.set(Var, Value);
  const Init *Result = Expr->resolve(R);
  if (Remember && Pool.statefulFolds() == Stateful)
    Memo.insert(Var, Value, Expr, H, Result);
  return Result;
}

/// !foreach over a dag: the operator and every argument (recursing into
/// nested dags) are mapped; argument names are kept.
const Init *foreachDag(const Init *Var, const DagInit *D, const Init *Expr,
                       const Record *CurRec) {
  EvalDepthGuard Guard(D->getRecordKeeper(), CurRec, "!foreach");
  bool Changed = false;
  const Init *Op = applyTo(Var, D->getOperator(), Expr, CurRec);
  if (Op != D->getOperator())
    Changed = true;

  SmallVec<const Init *, 16> NewArgs;
  NewArgs.reserve(D->getNumArgs());
  for (const Init *Arg : D->getArgs()) {
    const Init *NewArg;
    if (const auto *Sub = dyn_cast<DagInit>(Arg))
      NewArg = foreachDag(Var, Sub, Expr, CurRec);
    else
      NewArg = applyTo(Var, Arg, Expr, CurRec);
    NewArgs.push_back(NewArg);
    if (NewArg != Arg)
      Changed = true;
  }
  if (!Changed)
    return D;
  return DagInit::get(Op, D->getName(), NewArgs, D->getArgNames());
}

const Init *foreachFold(const Init *Var, const Init *Over, const Init *Expr, const RecTy *Type,
                        const Record *CurRec) {
  if (const auto *D = dyn_cast<DagInit>(Over))
    return foreachDag(Var, D, Expr, CurRec);
  if (const auto *L = dyn_cast<ListInit>(Over)) {
    EvalDepthGuard Guard(Type->getRecordKeeper(), CurRec, "!foreach");
    SmallVec<const Init *, 8> Elts; // (short lists need no heap)
    Elts.reserve(L->size());
    for (const Init *E : L->getValues())
      Elts.push_back(applyTo(Var, E, Expr, CurRec));
    return ListInit::get(Elts, cast<ListRecTy>(Type)->getElementType());
  }
  return nullptr;
}

const Init *filterFold(const Init *Var, const Init *Over, const Init *Pred, const RecTy *Type,
                       const Record *CurRec) {
  const auto *L = dyn_cast<ListInit>(Over);
  if (!L)
    return nullptr;
  EvalDepthGuard Guard(Type->getRecordKeeper(), CurRec, "!filter");
  SmallVec<const Init *, 8> Kept; // (short lists need no heap)
  for (const Init *E : L->getValues()) {
    const Init *Keep = applyTo(Var, E, Pred, CurRec);
    const IntInit *K = Keep ? asInt(Keep) : nullptr;
    if (!K)
      return nullptr;
    if (K->getValue())
      Kept.push_back(E);
  }
  return ListInit::get(Kept, cast<ListRecTy>(Type)->getElementType());
}

//===----------------------------------------------------------------------===//
// TernOpInit folding, one function per operator family
//===----------------------------------------------------------------------===//
//
// As for the unary operators: each foldTernary<Family> function returns the
// value, or the operator itself while its operands are not known enough.

/// !subst(from, to, in) on strings (every occurrence), on records or on
/// variables (the whole value).
const Init *foldTernarySubst(const TernOpInit &T, const Record *) {
  const Init *From = T.getLHS(), *To = T.getMHS(), *In = T.getRHS();
  if (isa<DefInit>(From) && isa<DefInit>(To) && isa<DefInit>(In)) {
    const Init *Picked = From->getAsString() == In->getAsString() ? To : In;
    return cast<DefInit>(Picked)->getDef()->getDefInit();
  }
  if (isa<VarInit>(From) && isa<VarInit>(To) && isa<VarInit>(In)) {
    const Init *Picked = From->getAsString() == In->getAsString() ? To : In;
    return VarInit::get(std::string(cast<VarInit>(Picked)->getName()), T.getType());
  }
  const auto *FromS = dyn_cast<StringInit>(From), *ToS = dyn_cast<StringInit>(To),
             *InS = dyn_cast<StringInit>(In);
  if (!FromS || !ToS || !InS)
    return &T;
  RecordKeeper &RK = T.getRecordKeeper();
  std::string Text(InS->getValue());
  std::string_view Pattern = FromS->getValue(), Replacement = ToS->getValue();
  // Every occurrence is replaced, the scan going on after each replacement.
  // An empty pattern changes nothing (llvm-tblgen loops forever on it).
  if (!Pattern.empty()) {
    for (size_t At = Text.find(Pattern); At != std::string::npos;
         At = Text.find(Pattern, At + Replacement.size())) {
      Text.replace(At, Pattern.size(), Replacement);
      checkStringSize(RK, Text.size());
    }
  }
  return StringInit::get(RK, Text);
}

const Init *foldTernaryForeach(const TernOpInit &T, const Record *CurRec) {
  const Init *R = foreachFold(T.getLHS(), T.getMHS(), T.getRHS(), T.getType(), CurRec);
  return R ? R : &T;
}

const Init *foldTernaryFilter(const TernOpInit &T, const Record *CurRec) {
  const Init *R = filterFold(T.getLHS(), T.getMHS(), T.getRHS(), T.getType(), CurRec);
  return R ? R : &T;
}

const Init *foldTernaryIf(const TernOpInit &T, const Record *) {
  const IntInit *Cond = asInt(T.getLHS());
  if (!Cond)
    return &T;
  return Cond->getValue() ? T.getMHS() : T.getRHS();
}

/// !dag(op, args, names): either list may be '?' (all unset), not both.
const Init *foldTernaryDag(const TernOpInit &T, const Record *) {
  const Init *ArgsV = T.getMHS(), *NamesV = T.getRHS();
  const auto *Args = dyn_cast<ListInit>(ArgsV);
  const auto *Names = dyn_cast<ListInit>(NamesV);
  const bool Readable = (Args || isa<UnsetInit>(ArgsV)) && (Names || isa<UnsetInit>(NamesV));
  if (!Readable || (!Args && !Names))
    return &T;
  const size_t Count = Args ? Args->size() : Names->size();
  if (Names && Names->size() != Count)
    return &T;
  std::vector<const Init *> NewArgs(Count, UnsetInit::get(T.getRecordKeeper()));
  std::vector<const StringInit *> NewNames(Count, nullptr);
  for (size_t I = 0; I != Count; ++I) {
    if (Args)
      NewArgs[I] = Args->getElement(unsigned(I));
    const Init *Name = Names ? Names->getElement(unsigned(I)) : nullptr;
    if (!Name || isa<UnsetInit>(Name))
      continue;
    NewNames[I] = dyn_cast<StringInit>(Name);
    if (!NewNames[I])
      return &T; // a name not resolved yet
  }
  return DagInit::get(T.getLHS(), nullptr, NewArgs, NewNames);
}

/// !range(start, end, step): start, start + step, ... up to end excluded.
const Init *foldTernaryRange(const TernOpInit &T, const Record *CurRec) {
  const auto *StartI = dyn_cast<IntInit>(T.getLHS());
  const auto *EndI = dyn_cast<IntInit>(T.getMHS());
  const auto *StepI = dyn_cast<IntInit>(T.getRHS());
  if (!StartI || !EndI || !StepI)
    return &T;
  RecordKeeper &RK = T.getRecordKeeper();
  int64_t Start = StartI->getValue(), End = EndI->getValue(), Step = StepI->getValue();
  if (Step == 0)
    errorAt(T.getRecordKeeper(), CurRec, "Step of !range can't be 0");
  bool Up = Start < End && Step > 0, Down = Start > End && Step < 0;
  // Distances and strides as unsigned numbers, which cannot overflow.
  uint64_t Distance = Up ? uint64_t(End) - uint64_t(Start) : uint64_t(Start) - uint64_t(End);
  uint64_t Stride = Up ? uint64_t(Step) : -uint64_t(Step);
  if (Up || Down)
    checkListSize(RK, CurRec, (Distance - 1) / Stride, "!range");
  SmallVec<const Init *, 8> Elts; // (short ranges need no heap)
  if (Up || Down) {
    // Stop before stepping past End, so the value never overflows.
    for (int64_t I = Start;; I += Step) {
      Elts.push_back(IntInit::get(RK, I));
      uint64_t Left = Up ? uint64_t(End) - uint64_t(I) : uint64_t(I) - uint64_t(End);
      if (Left <= Stride)
        break;
    }
  }
  return ListInit::get(Elts, StartI->getType());
}

const Init *foldTernarySubstr(const TernOpInit &T, const Record *CurRec) {
  const auto *S = dyn_cast<StringInit>(T.getLHS());
  const auto *StartI = dyn_cast<IntInit>(T.getMHS());
  const auto *LengthI = dyn_cast<IntInit>(T.getRHS());
  if (!S || !StartI || !LengthI)
    return &T;
  std::string_view Str = S->getValue();
  int64_t Start = StartI->getValue(), Length = LengthI->getValue();
  if (Start < 0 || Start > int64_t(Str.size()))
    errorAt(T.getRecordKeeper(), CurRec, "!substr start position is out of range 0..." + std::to_string(Str.size()) +
                        ": " + std::to_string(Start));
  if (Length < 0)
    errorAt(T.getRecordKeeper(), CurRec, "!substr length must be nonnegative");
  // After the error, out-of-range values clamp, as unsigned sizes would.
  size_t From = std::min(size_t(uint64_t(Start)), Str.size());
  size_t Count = std::min(size_t(uint64_t(Length)), Str.size() - From);
  return StringInit::get(T.getRecordKeeper(), Str.substr(From, Count), S->getFormat());
}

const Init *foldTernaryFind(const TernOpInit &T, const Record *CurRec) {
  const auto *S = dyn_cast<StringInit>(T.getLHS());
  const auto *Target = dyn_cast<StringInit>(T.getMHS());
  const auto *StartI = dyn_cast<IntInit>(T.getRHS());
  if (!S || !Target || !StartI)
    return &T;
  int64_t Start = StartI->getValue();
  if (Start < 0 || Start > int64_t(S->getValue().size()))
    errorAt(T.getRecordKeeper(), CurRec, "!find start position is out of range 0..." +
                        std::to_string(S->getValue().size()) + ": " + std::to_string(Start));
  size_t At = S->getValue().find(Target->getValue(), size_t(uint64_t(Start)));
  return IntInit::get(T.getRecordKeeper(), At == std::string_view::npos ? -1 : int64_t(At));
}

/// The argument of the dag operand that the key operand (an index or a
/// name) selects for !setdagarg and !setdagname, or nullopt while either
/// is unknown.
std::optional<unsigned> selectedDagArg(const TernOpInit &T, const DagInit *D, const char *Op,
                                       const Record *CurRec) {
  const Init *Key = T.getMHS();
  if (!D || !(isa<IntInit>(Key) || isa<StringInit>(Key)))
    return std::nullopt;
  std::string Why;
  std::optional<unsigned> No = dagArgNumber(D, Key, Why);
  if (!No)
    fatalAt(CurRec, std::string(Op) + " " + Why);
  return No;
}

const Init *foldTernarySetDagArg(const TernOpInit &T, const Record *CurRec) {
  const auto *D = dyn_cast<DagInit>(T.getLHS());
  std::optional<unsigned> No = selectedDagArg(T, D, "!setdagarg", CurRec);
  if (!No)
    return &T;
  std::vector<const Init *> NewArgs = args(D);
  NewArgs[*No] = T.getRHS();
  return DagInit::get(D->getOperator(), D->getName(), NewArgs, D->getArgNames());
}

const Init *foldTernarySetDagName(const TernOpInit &T, const Record *CurRec) {
  const auto *D = dyn_cast<DagInit>(T.getLHS());
  std::optional<unsigned> No = selectedDagArg(T, D, "!setdagname", CurRec);
  if (!No)
    return &T;
  std::vector<const StringInit *> Names = argNames(D);
  Names[*No] = dyn_cast<StringInit>(T.getRHS());
  return DagInit::get(D->getOperator(), D->getName(), D->getArgs(), Names);
}

using TernaryFoldFn = const Init *(*)(const TernOpInit &, const Record *);

/// The fold function of each operator, indexed by TernaryOp.
constexpr TernaryFoldFn TernaryFolds[] = {
#define TERNOP_ENTRY(E, S, Token, Fold, Syntax) foldTernary##Fold,
#include "tblgen/BangOps.def"
};

} // namespace

const Init *TernOpInit::getFolded(TernaryOp Op, const Init *LHS, const Init *MHS, const Init *RHS,
                                  const RecTy *T, const Record *CurRec) {
  return foldOrIntern(
      TernOpInit(Op, LHS, MHS, RHS, T), [&] { return get(Op, LHS, MHS, RHS, T); },
      [&](const TernOpInit &O) { return O.Fold(CurRec); });
}

const Init *TernOpInit::Fold(const Record *CurRec) const {
  return TernaryFolds[getOpcode()](*this, CurRec);
}

const Init *TernOpInit::resolveReferences(Resolver &R) const {
  return resolveThroughMemo(R, this, getRecordKeeper().inits(),
                            [&] { return resolveOperands(R); });
}

const Init *TernOpInit::resolveOperands(Resolver &R) const {
  const Init *NewLHS = LHS->resolve(R);

  // A decided !if resolves only the branch it takes.
  if (getOpcode() == If && NewLHS != LHS) {
    if (const IntInit *C = asInt(NewLHS))
      return (C->getValue() ? MHS : RHS)->resolve(R);
  }

  const Init *NewMHS = MHS->resolve(R);
  const Init *NewRHS;
  if (getOpcode() == Foreach || getOpcode() == Filter) {
    // The loop variable hides any outer variable of the same name.
    HidingResolver Inner(R, NewLHS);
    NewRHS = RHS->resolve(Inner);
  } else {
    NewRHS = RHS->resolve(R);
  }

  if (NewLHS != LHS || NewMHS != MHS || NewRHS != RHS)
    return getFolded(getOpcode(), NewLHS, NewMHS, NewRHS, getType(), R.getCurrentRecord());
  return this;
}

std::string TernOpInit::getAsString() const { return printedText(*this); }

void TernOpInit::printTo(OStream &OS) const {
  OS << '!' << TernOpSpellings[getOpcode()] << '(';
  // The variable of !foreach and !filter prints bare.
  if (getOpcode() == Foreach || getOpcode() == Filter)
    OS << LHS->getAsUnquotedString();
  else
    LHS->print(OS);
  OS << ", ";
  MHS->print(OS);
  OS << ", ";
  RHS->print(OS);
  OS << ')';
}

//===----------------------------------------------------------------------===//
// CondOpInit
//===----------------------------------------------------------------------===//

const CondOpInit *CondOpInit::get(std::span<const Init *const> Conds,
                                  std::span<const Init *const> Vals, const RecTy *T) {
  assert(Conds.size() == Vals.size() && "!cond needs one value per condition");
  SharedStateLock Lock(T->getRecordKeeper());
  InitPool &Pool = T->getRecordKeeper().inits();
  Profile P;
  P.add(uint64_t(CondKind)).add(T).add(uint64_t(Conds.size()));
  for (size_t I = 0; I < Conds.size(); ++I)
    P.add(Conds[I]).add(Vals[I]);
  if (const auto *I = lookup<CondOpInit>(Pool, P))
    return I;
  auto *I = Pool.make<CondOpInit>(Pool.copyArray<Init>(Conds), Pool.copyArray<Init>(Vals),
                                  unsigned(Conds.size()), T);
  Pool.insert(P, I);
  return I;
}

/// A !cond's answer when V is the value of its first true condition: V as
/// the !cond's type T, or V itself when it does not convert.
static const Init *condResult(const Init *V, const RecTy *T) {
  const Init *Converted = V->convertInitializerTo(T);
  return Converted ? Converted : V;
}

const Init *CondOpInit::Fold(const Record *CurRec) const {
  for (unsigned I = 0; I < N; ++I) {
    const IntInit *C = asInt(Conds[I]);
    if (!C)
      return this; // an undecided condition before the first true one
    if (C->getValue())
      return condResult(Vals[I], getType());
  }
  std::string Name = CurRec ? CurRec->getNameInitAsString() : std::string();
  fatalAt(CurRec, Name + " does not have any true condition in:" + getAsString());
}

namespace {
/// Would resolving E through R be invisible, apart from the value it gives:
/// no anonymous instantiation, no error, no resolver state that another
/// resolution would read differently? Conservative: lists, sizes,
/// comparisons and error-free integer arithmetic over constants and over
/// variables that the resolver answers without resolving anything
/// (Resolver::answersDirectly).
struct InertCheck {
  const Resolver &R;
  explicit InertCheck(const Resolver &R) : R(R) {}

  bool operator()(const Init *E) const {
    if (!(E->getDeps() & R.keyMask()))
      return true; // resolve() would not even look at it
    if (auto *V = dyn_cast<VarInit>(E))
      return R.answersDirectly(V->getNameInit());
    if (auto *L = dyn_cast<ListInit>(E))
      return std::all_of(L->getValues().begin(), L->getValues().end(), *this);
    if (auto *U = dyn_cast<UnOpInit>(E))
      return (U->getOpcode() == UnOpInit::Size || U->getOpcode() == UnOpInit::Empty) &&
             (*this)(U->getOperand());
    if (auto *B = dyn_cast<BinOpInit>(E)) {
      switch (B->getOpcode()) {
      case BinOpInit::Add:
      case BinOpInit::Sub:
      case BinOpInit::Mul:
      case BinOpInit::And:
      case BinOpInit::Or:
      case BinOpInit::Xor:
      case BinOpInit::Eq:
      case BinOpInit::Ne:
      case BinOpInit::Le:
      case BinOpInit::Lt:
      case BinOpInit::Ge:
      case BinOpInit::Gt:
        return (*this)(B->getLHS()) && (*this)(B->getRHS());
      default:
        return false;
      }
    }
    return false;
  }
};
} // namespace

const Init *CondOpInit::resolveReferences(Resolver &R) const {
  SmallVec<const Init *, 16> NewConds, NewVals;
  NewConds.reserve(N);
  NewVals.reserve(N);
  bool Changed = false;
  // Without the allocation model, once a condition is known true after
  // conditions known false, Fold's answer is decided: the conditions and
  // values after it need no resolution, provided resolving them could not
  // be seen (instantiations, errors; see InertCheck).
  bool Decidable = !getRecordKeeper().hasAllocationModel();
  for (unsigned I = 0; I < N; ++I) {
    const Init *C = Conds[I]->resolve(R);
    const Init *V = Vals[I]->resolve(R);
    Changed |= C != Conds[I] || V != Vals[I];
    NewConds.push_back(C);
    NewVals.push_back(V);
    if (!Decidable)
      continue;
    const IntInit *Truth = asInt(C);
    if (!Truth) {
      Decidable = false; // Fold stops at an undecided condition
      continue;
    }
    if (!Truth->getValue())
      continue;
    Decidable = false;
    if (!Changed || I + 1 == N)
      continue;
    InertCheck Inertly(R);
    bool Inert = true;
    for (unsigned J = I + 1; J < N && Inert; ++J)
      Inert = Inertly(Conds[J]) && Inertly(Vals[J]);
    if (Inert)
      return condResult(V, getType()); // what Fold would give
  }
  if (!Changed)
    return this;
  return foldOrIntern(
      CondOpInit(NewConds.data(), NewVals.data(), N, getType()),
      [&] { return get(NewConds, NewVals, getType()); },
      [&](const CondOpInit &C) { return C.Fold(R.getCurrentRecord()); });
}

bool CondOpInit::isComplete() const {
  for (unsigned I = 0; I < N; ++I)
    if (!Conds[I]->isComplete() || !Vals[I]->isComplete())
      return false;
  return true;
}

bool CondOpInit::isConcrete() const {
  for (unsigned I = 0; I < N; ++I)
    if (!Conds[I]->isConcrete() || !Vals[I]->isConcrete())
      return false;
  return true;
}

std::string CondOpInit::getAsString() const { return printedText(*this); }

void CondOpInit::printTo(OStream &OS) const {
  OS << "!cond(";
  for (unsigned I = 0; I < N; ++I) {
    OS << (I ? ", " : "");
    Conds[I]->print(OS);
    OS << ": ";
    Vals[I]->print(OS);
  }
  OS << ')';
}

//===----------------------------------------------------------------------===//
// FoldOpInit
//===----------------------------------------------------------------------===//

const FoldOpInit *FoldOpInit::get(const Init *Start, const Init *List, const Init *A,
                                  const Init *B, const Init *Expr, const RecTy *T) {
  SharedStateLock Lock(Start->getRecordKeeper());
  InitPool &Pool = Start->getRecordKeeper().inits();
  Profile P;
  P.add(uint64_t(FoldKind)).add(Start).add(List).add(A).add(B).add(Expr).add(T);
  if (const auto *I = lookup<FoldOpInit>(Pool, P))
    return I;
  auto *I = Pool.make<FoldOpInit>(Start, List, A, B, Expr, T);
  Pool.insert(P, I);
  return I;
}

const Init *FoldOpInit::Fold(const Record *CurRec) const {
  const auto *L = dyn_cast<ListInit>(List);
  if (!L)
    return this;
  EvalDepthGuard Guard(getRecordKeeper(), CurRec, "!foldl");
  // A body that appends to the accumulator folds in one buffer.
  size_t Done;
  const Init *Acc = foldAppending(*this, L->getValues(), CurRec, Done);
  for (const Init *E : L->getValues().subspan(Done)) {
    MapResolver R(CurRec);
    R.setNew(A, Acc);
    if (B != A) // (the parser lets both variables have one name)
      R.setNew(B, E);
    else
      R.set(B, E);
    Acc = Expr->resolve(R);
  }
  return Acc;
}

const Init *FoldOpInit::resolveReferences(Resolver &R) const {
  const Init *NewStart = Start->resolve(R);
  const Init *NewList = List->resolve(R);
  // A and B are the fold's own variables.
  HidingResolver Inner(R, A, B);
  const Init *NewExpr = Expr->resolve(Inner);
  if (NewStart == Start && NewList == List && NewExpr == Expr)
    return this;
  return foldOrIntern(
      FoldOpInit(NewStart, NewList, A, B, NewExpr, getType()),
      [&] { return get(NewStart, NewList, A, B, NewExpr, getType()); },
      [&](const FoldOpInit &F) { return F.Fold(R.getCurrentRecord()); });
}

std::string FoldOpInit::getAsString() const { return printedText(*this); }

void FoldOpInit::printTo(OStream &OS) const {
  OS << "!foldl(";
  Start->print(OS);
  OS << ", ";
  List->print(OS);
  // The two variables print bare.
  OS << ", " << A->getAsUnquotedString() << ", " << B->getAsUnquotedString() << ", ";
  Expr->print(OS);
  OS << ')';
}

//===----------------------------------------------------------------------===//
// IsAOpInit
//===----------------------------------------------------------------------===//

const IsAOpInit *IsAOpInit::get(const RecTy *CheckType, const Init *Expr) {
  SharedStateLock Lock(CheckType->getRecordKeeper());
  RecordKeeper &RK = CheckType->getRecordKeeper();
  InitPool &Pool = RK.inits();
  uint64_t H = ProfileHasher(3).add(uint64_t(IsAKind)).add(CheckType).add(Expr).hash();
  if (const auto *I = Pool.findAs<IsAOpInit>(
          H, [&](const IsAOpInit *A) { return A->getCheckType() == CheckType && A->getExpr() == Expr; }))
    return I;
  // Like LLVM, the result is typed int (not bit).
  auto *I = Pool.make<IsAOpInit>(CheckType, Expr, IntRecTy::get(RK));
  Pool.insertHashed(H, I);
  return I;
}

const Init *IsAOpInit::Fold() const {
  const auto *TI = dyn_cast<TypedInit>(Expr);
  if (!TI)
    return this;
  RecordKeeper &RK = getRecordKeeper();
  if (TI->getType()->typeIsConvertibleTo(CheckType))
    return IntInit::get(RK, 1);
  if (!isa<RecordRecTy>(CheckType))
    return IntInit::get(RK, 0); // non-record types never cast
  // A concrete value whose type cannot be narrowed to CheckType, or a
  // resolved record, is known not to be one.
  // (The record test first: it is the common case, and cheaper.)
  if (isa<DefInit>(Expr) ||
      (!CheckType->typeIsConvertibleTo(TI->getType()) && Expr->isConcrete()))
    return IntInit::get(RK, 0);
  return this;
}

const Init *IsAOpInit::resolveReferences(Resolver &R) const {
  const Init *NewExpr = Expr->resolve(R);
  if (NewExpr == Expr)
    return this;
  return foldOrIntern(
      IsAOpInit(CheckType, NewExpr, getType()), [&] { return get(CheckType, NewExpr); },
      [](const IsAOpInit &I) { return I.Fold(); });
}

/// "!<Op><Type>(Operand)", the spelling of !isa, !exists and !instances.
static std::string typedOperatorText(std::string_view Op, const RecTy *Type, const Init *Operand) {
  OStream OS;
  OS << '!' << Op << '<' << Type->getAsStringRef() << ">(";
  Operand->print(OS);
  OS << ')';
  return std::move(OS.str());
}

std::string IsAOpInit::getAsString() const { return typedOperatorText("isa", CheckType, Expr); }

//===----------------------------------------------------------------------===//
// ExistsOpInit
//===----------------------------------------------------------------------===//

const ExistsOpInit *ExistsOpInit::get(const RecTy *CheckType, const Init *Expr) {
  SharedStateLock Lock(CheckType->getRecordKeeper());
  RecordKeeper &RK = CheckType->getRecordKeeper();
  InitPool &Pool = RK.inits();
  Profile P;
  P.add(uint64_t(ExistsKind)).add(CheckType).add(Expr);
  if (const auto *I = lookup<ExistsOpInit>(Pool, P))
    return I;
  auto *I = Pool.make<ExistsOpInit>(CheckType, Expr, IntRecTy::get(RK));
  Pool.insert(P, I);
  return I;
}

const Init *ExistsOpInit::Fold(const Record *CurRec, bool IsFinal) const {
  const auto *Name = dyn_cast<StringInit>(Expr);
  if (!Name)
    return this;
  RecordKeeper &RK = CheckType->getRecordKeeper();
  RK.inits().noteStatefulFold(); // (the records defined so far)
  // The type of the record Name names: a def, or the record being defined
  // (which exists, but whose type is only final at the last resolution).
  const RecTy *Found = nullptr;
  if (const Record *D = RK.getDef(Name->getValue()))
    Found = D->getDefInit()->getType();
  else if (namesCurrentRecord(Name, CurRec))
    Found = IsFinal ? CurRec->getType() : nullptr;
  if (Found)
    return IntInit::get(RK, Found->typeIsA(CheckType));
  // Unknown yet, or (in the end) no such record.
  if (IsFinal)
    return IntInit::get(RK, 0);
  return this;
}

const Init *ExistsOpInit::resolveReferences(Resolver &R) const {
  const Init *NewExpr = Expr->resolve(R);
  if (NewExpr == Expr && !R.isFinal())
    return this;
  return foldOrIntern(
      ExistsOpInit(CheckType, NewExpr, getType()), [&] { return get(CheckType, NewExpr); },
      [&](const ExistsOpInit &E) { return E.Fold(R.getCurrentRecord(), R.isFinal()); });
}

std::string ExistsOpInit::getAsString() const {
  return typedOperatorText("exists", CheckType, Expr);
}

//===----------------------------------------------------------------------===//
// InstancesOpInit
//===----------------------------------------------------------------------===//

const InstancesOpInit *InstancesOpInit::get(const RecTy *Type, const Init *Regex) {
  SharedStateLock Lock(Type->getRecordKeeper());
  InitPool &Pool = Type->getRecordKeeper().inits();
  Profile P;
  P.add(uint64_t(InstancesKind)).add(Type).add(Regex);
  if (const auto *I = lookup<InstancesOpInit>(Pool, P))
    return I;
  auto *I = Pool.make<InstancesOpInit>(Type, Regex);
  Pool.insert(P, I);
  return I;
}

const Init *InstancesOpInit::Fold(const Record *CurRec, bool IsFinal) const {
  Type->getRecordKeeper().inits().noteStatefulFold(); // (the records defined so far)
  // Inside a record, wait for the final resolution: later defs may match.
  if (CurRec && !IsFinal)
    return this;
  const auto *Re = dyn_cast<StringInit>(Regex);
  if (!Re)
    return this;
  PosixRegex Matcher(Re->getValue());
  if (!Matcher.isValid())
    PrintFatalError("invalid regex '" + std::string(Re->getValue()) + "'");

  const RecordKeeper &RK = Type->getRecordKeeper();
  std::vector<const Init *> Found;
  if (const Record *Class = RK.getClass(Type->getAsString())) {
    auto Keep = [](const void *M, std::string_view Name) {
      return static_cast<const PosixRegex *>(M)->match(Name);
    };
    for (const Record *D : RK.getDerivedDefinitionsNamed(Class, Keep, &Matcher))
      Found.push_back(D->getDefInit());
  }
  return ListInit::get(Found, Type);
}

const Init *InstancesOpInit::resolveReferences(Resolver &R) const {
  // Folds again at the final resolution even when unchanged: records
  // defined since may match.
  const Init *NewRegex = Regex->resolve(R);
  const InstancesOpInit *Op = NewRegex == Regex ? this : get(Type, NewRegex);
  return Op == this && !R.isFinal() ? this : Op->Fold(R.getCurrentRecord(), R.isFinal());
}

std::string InstancesOpInit::getAsString() const {
  return typedOperatorText("instances", Type, Regex);
}
