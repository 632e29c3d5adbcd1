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

#include "record/Pools.h"
#include "record/Regex.h"
#include "tblgen/SmallVec.h"

#include <algorithm>
#include <climits>
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

/// Reports a (non-fatal) error at the current record's location.
void errorAt(const Record *CurRec, std::string_view Msg) {
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
const IntInit *asInt(const Init *V) {
  if (auto *I = dyn_cast<IntInit>(V))
    return I;
  RecordKeeper &RK = V->getRecordKeeper();
  return dyn_cast<IntInit>(V->convertInitializerTo(IntRecTy::get(RK)));
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
  SmallVec<char, 256> Buf;
  Buf.resize(L.size() + R.size());
  if (!L.empty())
    std::memcpy(Buf.data(), L.data(), L.size());
  if (!R.empty())
    std::memcpy(Buf.data() + L.size(), R.data(), R.size());
  return StringInit::get(A->getRecordKeeper(), std::string_view(Buf.data(), Buf.size()),
                         StringInit::determineFormat(A->getFormat(), B->getFormat()));
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
  if (const auto *Idx = dyn_cast<IntInit>(Key)) {
    int64_t Pos = Idx->getValue();
    if (Pos < 0) {
      Err = "index " + std::to_string(Pos) + " is negative";
      return std::nullopt;
    }
    if (Pos >= int64_t(Dag->getNumArgs())) {
      Err = "index " + std::to_string(Pos) + " is out of range (dag has " +
            std::to_string(Dag->getNumArgs()) + " arguments)";
      return std::nullopt;
    }
    return unsigned(Pos);
  }
  const auto *Name = cast<StringInit>(Key);
  std::optional<unsigned> No = Dag->getArgNo(Name->getValue());
  if (!No)
    Err = "key '" + std::string(Name->getValue()) + "' is not found";
  return No;
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
  InitPool &Pool = T->getRecordKeeper().inits();
  uint64_t H = ProfileHasher(4).add(uint64_t(UnOpKind)).add(uint64_t(Op)).add(LHS).add(T).hash();
  if (const auto *I = Pool.findAs<UnOpInit>(H, [&](const UnOpInit *U) {
        return U->getOpcode() == Op && U->getOperand() == LHS && U->getType() == T;
      }))
    return I;
  auto *I = Pool.make<UnOpInit>(Op, LHS, T);
  Pool.insertHashed(H, I);
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

const Init *UnOpInit::Fold(const Record *CurRec, bool IsFinal) const {
  RecordKeeper &RK = getRecordKeeper();
  switch (getOpcode()) {
  case Repr:
    if (LHS->isConcrete()) {
      if (const auto *D = dyn_cast<DefInit>(LHS)) {
        OStream OS;
        OS << *D->getDef();
        return StringInit::get(RK, OS.str());
      }
      return StringInit::get(RK, LHS->getAsString());
    }
    break;

  case ToLower:
    if (const auto *S = dyn_cast<StringInit>(LHS))
      return StringInit::get(RK, asciiLower(S->getValue()));
    break;

  case ToUpper:
    if (const auto *S = dyn_cast<StringInit>(LHS))
      return StringInit::get(RK, asciiUpper(S->getValue()));
    break;

  case Cast:
    if (isa<StringRecTy>(getType())) {
      if (const auto *S = dyn_cast<StringInit>(LHS))
        return S;
      if (const auto *D = dyn_cast<DefInit>(LHS))
        return StringInit::get(RK, D->getAsString());
      if (const IntInit *I = asInt(LHS))
        return StringInit::get(RK, I->getAsString());
    } else if (isa<RecordRecTy>(getType())) {
      if (const auto *Name = dyn_cast<StringInit>(LHS)) {
        const Record *D = RK.getDef(Name->getValue());
        if (!D && namesCurrentRecord(Name, CurRec)) {
          // A record may name itself, but only the final resolution knows
          // its complete type.
          if (!IsFinal)
            return this;
          D = CurRec;
        }
        if (!D) {
          if (IsFinal)
            fatalAt(CurRec, "Undefined reference to record: '" +
                                std::string(Name->getValue()) + "'\n");
          return this;
        }
        const DefInit *DI = D->getDefInit();
        if (!DI->getType()->typeIsA(getType()))
          fatalAt(CurRec, "Expected type '" + getType()->getAsString() + "', got '" +
                              DI->getType()->getAsString() + "' in: " + getAsString() +
                              "\n");
        return DI;
      }
    }
    if (const Init *Converted = LHS->convertInitializerTo(getType()))
      return Converted;
    break;

  case Initialized:
    if (isa<UnsetInit>(LHS))
      return IntInit::get(RK, 0);
    if (LHS->isConcrete())
      return IntInit::get(RK, 1);
    break;

  case Not:
    if (const IntInit *I = asInt(LHS))
      return IntInit::get(RK, I->getValue() ? 0 : 1);
    break;

  case Head:
    if (const auto *L = dyn_cast<ListInit>(LHS)) {
      // llvm-tblgen crashes here; report the problem instead.
      if (L->empty())
        fatalAt(CurRec, "Illegal operation: !head of an empty list");
      return L->getElement(0);
    }
    break;

  case Tail:
    if (const auto *L = dyn_cast<ListInit>(LHS)) {
      if (L->empty())
        fatalAt(CurRec, "Illegal operation: !tail of an empty list");
      return ListInit::get(L->getValues().subspan(1), L->getElementType());
    }
    break;

  case Size:
    if (const auto *L = dyn_cast<ListInit>(LHS))
      return IntInit::get(RK, int64_t(L->size()));
    if (const auto *D = dyn_cast<DagInit>(LHS))
      return IntInit::get(RK, int64_t(D->getNumArgs()));
    if (const auto *S = dyn_cast<StringInit>(LHS))
      return IntInit::get(RK, int64_t(S->getValue().size()));
    break;

  case Empty:
    if (const auto *L = dyn_cast<ListInit>(LHS))
      return IntInit::get(RK, L->empty());
    if (const auto *D = dyn_cast<DagInit>(LHS))
      return IntInit::get(RK, D->getNumArgs() == 0);
    if (const auto *S = dyn_cast<StringInit>(LHS))
      return IntInit::get(RK, S->getValue().empty());
    break;

  case GetDagOp:
    if (const auto *D = dyn_cast<DagInit>(LHS)) {
      // The operator need not be a def yet (multiclass resolution is late),
      // but it is typed.
      const auto *Op = dyn_cast<TypedInit>(D->getOperator());
      if (!Op)
        break;
      if (!Op->getType()->typeIsA(getType()))
        fatalAt(CurRec, "Expected type '" + getType()->getAsString() + "', got '" +
                            Op->getType()->getAsString() + "' in: " + getAsString() + "\n");
      return D->getOperator();
    }
    break;

  case GetDagOpName:
    if (const auto *D = dyn_cast<DagInit>(LHS)) {
      // Null when the dag has no operator name, as in llvm-tblgen: a field
      // set to it is left without a value (printed as "string n;"), and the
      // parser keeps the field's previous value.
      return D->getName();
    }
    break;

  case Log2:
    if (const IntInit *I = asInt(LHS)) {
      int64_t V = I->getValue();
      if (V <= 0)
        fatalAt(CurRec, "Illegal operation: logtwo is undefined on arguments less than or "
                        "equal to 0");
      int64_t Log = 63 - __builtin_clzll(uint64_t(V));
      return IntInit::get(RK, Log);
    }
    break;

  case ListFlatten:
    if (const auto *L = dyn_cast<ListInit>(LHS)) {
      const auto *Inner = dyn_cast<ListRecTy>(L->getElementType());
      if (!Inner)
        return LHS; // a list of non-lists is already flat
      std::vector<const Init *> Flat;
      for (const Init *E : L->getValues()) {
        const auto *EL = dyn_cast<ListInit>(E);
        if (!EL)
          return this;
        Flat.insert(Flat.end(), EL->getValues().begin(), EL->getValues().end());
      }
      return ListInit::get(Flat, Inner->getElementType());
    }
    break;
  }
  return this;
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

std::string UnOpInit::getAsString() const {
  OStream OS;
  printTo(OS);
  return std::move(OS.str());
}

//===----------------------------------------------------------------------===//
// BinOpInit
//===----------------------------------------------------------------------===//

const BinOpInit *BinOpInit::get(BinaryOp Op, const Init *LHS, const Init *RHS, const RecTy *T) {
  InitPool &Pool = LHS->getRecordKeeper().inits();
  uint64_t H = ProfileHasher(5).add(uint64_t(BinOpKind)).add(uint64_t(Op)).add(LHS).add(RHS).add(T).hash();
  if (const auto *I = Pool.findAs<BinOpInit>(H, [&](const BinOpInit *B) {
        return B->getOpcode() == Op && B->getLHS() == LHS && B->getRHS() == RHS && B->getType() == T;
      }))
    return I;
  auto *I = Pool.make<BinOpInit>(Op, LHS, RHS, T);
  Pool.insertHashed(H, I);
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
// and null when it must stay an expression until a later resolution. The
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
    return nullptr;
  int64_t V = evalIntArith(B.getOpcode(), L->getValue(), R->getValue(), CurRec);
  return IntInit::get(B.getRecordKeeper(), V);
}

const Init *foldBinaryCompare(const BinOpInit &B, const Record *) {
  std::optional<bool> Holds = compareValues(B.getOpcode(), B.getLHS(), B.getRHS());
  return Holds ? BitInit::get(B.getRecordKeeper(), *Holds) : nullptr;
}

const Init *foldBinaryStrConcat(const BinOpInit &B, const Record *) {
  const auto *L = dyn_cast<StringInit>(B.getLHS());
  const auto *R = dyn_cast<StringInit>(B.getRHS());
  return L && R ? concatStrings(L, R) : nullptr;
}

const Init *foldBinaryMatch(const BinOpInit &B, const Record *) {
  const auto *Subject = dyn_cast<StringInit>(B.getLHS());
  const auto *Pattern = dyn_cast<StringInit>(B.getRHS());
  if (!Subject || !Pattern)
    return nullptr;
  PosixRegex Re(Pattern->getValue());
  if (!Re.isValid())
    PrintFatalError("invalid regex '" + std::string(Pattern->getValue()) + "'");
  return BitInit::get(B.getRecordKeeper(), Re.match(Subject->getValue()));
}

const Init *foldBinaryInterleave(const BinOpInit &B, const Record *) {
  const auto *List = dyn_cast<ListInit>(B.getLHS());
  const auto *Sep = dyn_cast<StringInit>(B.getRHS());
  if (!List || !Sep)
    return nullptr;
  // Null when an element is not (yet) of the list's kind.
  if (isa<StringRecTy>(List->getElementType()))
    return interleaveStrings(List, Sep);
  return interleaveInts(List, Sep);
}

const Init *foldBinaryListConcat(const BinOpInit &B, const Record *) {
  const auto *L = dyn_cast<ListInit>(B.getLHS());
  const auto *R = dyn_cast<ListInit>(B.getRHS());
  return L && R ? concatLists(L, R) : nullptr;
}

const Init *foldBinaryListSplat(const BinOpInit &B, const Record *CurRec) {
  const auto *Elt = dyn_cast<TypedInit>(B.getLHS());
  const auto *Count = dyn_cast<IntInit>(B.getRHS());
  if (!Elt || !Count)
    return nullptr;
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
    return nullptr;
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
    return nullptr;
  std::optional<unsigned> At = listIndex(List, B.getRHS());
  return At ? List->getElement(*At) : nullptr;
}

const Init *foldBinaryListSlice(const BinOpInit &B, const Record *) {
  const auto *List = dyn_cast<ListInit>(B.getLHS());
  const auto *Indices = dyn_cast<ListInit>(B.getRHS());
  if (!List || !Indices)
    return nullptr;
  std::vector<const Init *> Picked;
  Picked.reserve(Indices->size());
  for (const Init *Index : Indices->getValues()) {
    std::optional<unsigned> At = listIndex(List, Index);
    if (!At)
      return nullptr; // an index still unknown, or out of range
    Picked.push_back(List->getElement(*At));
  }
  return ListInit::get(Picked, List->getElementType());
}

/// a...b: the integers from a to b inclusive, descending when a > b.
const Init *foldBinaryIntRange(const BinOpInit &B, const Record *CurRec) {
  const auto *From = dyn_cast<IntInit>(B.getLHS());
  const auto *To = dyn_cast<IntInit>(B.getRHS());
  if (!From || !To)
    return nullptr;
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
    return nullptr;
  // Each operator must be a record or '?'; anything else (a reference not
  // resolved yet) postpones the concatenation.
  auto Settled = [](const Init *Op) { return isa<DefInit>(Op) || isa<UnsetInit>(Op); };
  if (!Settled(L->getOperator()) || !Settled(R->getOperator()))
    return nullptr;
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
    return nullptr;
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
    return nullptr;
  RecordKeeper &RK = B.getRecordKeeper();
  int64_t I = Index->getValue();
  if (I < 0 || I >= int64_t(Dag->getNumArgs())) {
    // llvm-tblgen reports this and then reads out of bounds; stop at '?'.
    errorAt(CurRec, "!getdagname index is out of range 0..." +
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
    return nullptr;
  // The old operator's name goes with it.
  return DagInit::get(Op, nullptr, Dag->getArgs(), Dag->getArgNames());
}

const Init *foldBinarySetDagOpName(const BinOpInit &B, const Record *) {
  const auto *Dag = dyn_cast<DagInit>(B.getLHS());
  const auto *Name = dyn_cast<StringInit>(B.getRHS());
  if (!Dag || !Name)
    return nullptr;
  return DagInit::get(Dag->getOperator(), Name, Dag->getArgs(), Dag->getArgNames());
}

using BinaryFoldFn = const Init *(*)(const BinOpInit &, const Record *);

/// The fold function of each operator, indexed by BinaryOp.
constexpr BinaryFoldFn BinaryFolds[] = {
#define BINOP_ENTRY(E, S, Token, Fold, Result, Operands, Arity) foldBinary##Fold,
#define BINOP_SYNTAX(E, Fold) foldBinary##Fold,
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
  const Init *Folded = BinaryFolds[getOpcode()](*this, CurRec);
  return Folded ? Folded : this;
}

const Init *BinOpInit::resolveReferences(Resolver &R) const {
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

std::string BinOpInit::getAsString() const {
  OStream OS;
  printTo(OS);
  return std::move(OS.str());
}

//===----------------------------------------------------------------------===//
// TernOpInit
//===----------------------------------------------------------------------===//

const TernOpInit *TernOpInit::get(TernaryOp Op, const Init *LHS, const Init *MHS,
                                  const Init *RHS, const RecTy *T) {
  InitPool &Pool = LHS->getRecordKeeper().inits();
  uint64_t H =
      ProfileHasher(6).add(uint64_t(TernOpKind)).add(uint64_t(Op)).add(LHS).add(MHS).add(RHS).add(T).hash();
  if (const auto *I = Pool.findAs<TernOpInit>(H, [&](const TernOpInit *X) {
        return X->getOpcode() == Op && X->getLHS() == LHS && X->getMHS() == MHS && X->getRHS() == RHS &&
               X->getType() == T;
      }))
    return I;
  auto *I = Pool.make<TernOpInit>(Op, LHS, MHS, RHS, T);
  Pool.insertHashed(H, I);
  return I;
}

namespace {

/// Expr with the variable Var replaced by Value.
const Init *applyTo(const Init *Var, const Init *Value, const Init *Expr, const Record *CurRec) {
  MapResolver R(CurRec);
  R.set(Var, Value);
  return Expr->resolve(R);
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
    std::vector<const Init *> Elts;
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
  std::vector<const Init *> Kept;
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

} // namespace

const Init *TernOpInit::getFolded(TernaryOp Op, const Init *LHS, const Init *MHS, const Init *RHS,
                                  const RecTy *T, const Record *CurRec) {
  return foldOrIntern(
      TernOpInit(Op, LHS, MHS, RHS, T), [&] { return get(Op, LHS, MHS, RHS, T); },
      [&](const TernOpInit &O) { return O.Fold(CurRec); });
}

const Init *TernOpInit::Fold(const Record *CurRec) const {
  RecordKeeper &RK = getRecordKeeper();
  switch (getOpcode()) {
  case Subst: {
    const auto *LD = dyn_cast<DefInit>(LHS), *MD = dyn_cast<DefInit>(MHS),
               *RD = dyn_cast<DefInit>(RHS);
    if (LD && MD && RD) {
      const Record *Result = LD->getAsString() == RD->getAsString() ? MD->getDef() : RD->getDef();
      return Result->getDefInit();
    }
    const auto *LV = dyn_cast<VarInit>(LHS), *MV = dyn_cast<VarInit>(MHS),
               *RV = dyn_cast<VarInit>(RHS);
    if (LV && MV && RV) {
      std::string Name(LV->getAsString() == RV->getAsString() ? MV->getName() : RV->getName());
      return VarInit::get(Name, getType());
    }
    const auto *LS = dyn_cast<StringInit>(LHS), *MS = dyn_cast<StringInit>(MHS),
               *RS = dyn_cast<StringInit>(RHS);
    if (LS && MS && RS) {
      std::string Val(RS->getValue());
      std::string_view From = LS->getValue(), To = MS->getValue();
      // Replace every occurrence, scanning on after each replacement. An
      // empty pattern changes nothing (llvm-tblgen loops forever on it).
      if (!From.empty()) {
        size_t At = 0;
        while (true) {
          size_t Found = Val.find(From, At);
          if (Found == std::string::npos)
            break;
          Val.replace(Found, From.size(), To);
          At = Found + To.size();
          checkStringSize(RK, Val.size());
        }
      }
      return StringInit::get(RK, Val);
    }
    break;
  }

  case Foreach:
    if (const Init *R = foreachFold(LHS, MHS, RHS, getType(), CurRec))
      return R;
    break;

  case Filter:
    if (const Init *R = filterFold(LHS, MHS, RHS, getType(), CurRec))
      return R;
    break;

  case If:
    if (const IntInit *C = asInt(LHS))
      return C->getValue() ? MHS : RHS;
    break;

  case Dag: {
    const auto *Args = dyn_cast<ListInit>(MHS);
    const auto *Names = dyn_cast<ListInit>(RHS);
    bool ArgsOk = Args || isa<UnsetInit>(MHS);
    bool NamesOk = Names || isa<UnsetInit>(RHS);
    if (isa<UnsetInit>(MHS) && isa<UnsetInit>(RHS))
      break;
    if (!ArgsOk || !NamesOk || (Args && Names && Args->size() != Names->size()))
      break;
    size_t N = Args ? Args->size() : Names->size();
    std::vector<const Init *> NewArgs;
    std::vector<const StringInit *> NewNames;
    for (size_t I = 0; I < N; ++I) {
      const Init *Arg = Args ? Args->getElement(unsigned(I)) : UnsetInit::get(RK);
      const Init *Name = Names ? Names->getElement(unsigned(I)) : UnsetInit::get(RK);
      if (!isa<StringInit>(Name) && !isa<UnsetInit>(Name))
        return this;
      NewArgs.push_back(Arg);
      NewNames.push_back(dyn_cast<StringInit>(Name));
    }
    return DagInit::get(LHS, nullptr, NewArgs, NewNames);
  }

  case Range: {
    const auto *L = dyn_cast<IntInit>(LHS);
    const auto *M = dyn_cast<IntInit>(MHS);
    const auto *R = dyn_cast<IntInit>(RHS);
    if (!L || !M || !R)
      break;
    int64_t Start = L->getValue(), End = M->getValue(), Step = R->getValue();
    if (Step == 0)
      errorAt(CurRec, "Step of !range can't be 0");
    if (Start < End && Step > 0)
      checkListSize(RK, CurRec, (uint64_t(End) - uint64_t(Start) - 1) / uint64_t(Step), "!range");
    else if (Start > End && Step < 0)
      checkListSize(RK, CurRec, (uint64_t(Start) - uint64_t(End) - 1) / -uint64_t(Step),
                    "!range");
    std::vector<const Init *> Elts;
    // Half-open: End is excluded. Stepping stops before passing End, so
    // the loop variable never overflows past it.
    if (Start < End && Step > 0) {
      for (int64_t I = Start;;) {
        Elts.push_back(IntInit::get(RK, I));
        if (uint64_t(End) - uint64_t(I) <= uint64_t(Step))
          break;
        I += Step;
      }
    } else if (Start > End && Step < 0) {
      for (int64_t I = Start;;) {
        Elts.push_back(IntInit::get(RK, I));
        if (uint64_t(I) - uint64_t(End) <= -uint64_t(Step))
          break;
        I += Step;
      }
    }
    return ListInit::get(Elts, L->getType());
  }

  case Substr: {
    const auto *S = dyn_cast<StringInit>(LHS);
    const auto *StartI = dyn_cast<IntInit>(MHS);
    const auto *LenI = dyn_cast<IntInit>(RHS);
    if (!S || !StartI || !LenI)
      break;
    std::string_view Str = S->getValue();
    int64_t Size = int64_t(Str.size());
    int64_t Start = StartI->getValue(), Len = LenI->getValue();
    if (Start < 0 || Start > Size)
      errorAt(CurRec, "!substr start position is out of range 0..." + std::to_string(Size) +
                          ": " + std::to_string(Start));
    if (Len < 0)
      errorAt(CurRec, "!substr length must be nonnegative");
    // Out-of-range values clamp, as unsigned sizes would.
    size_t From = std::min(size_t(uint64_t(Start)), Str.size());
    size_t Count = std::min(size_t(uint64_t(Len)), Str.size() - From);
    return StringInit::get(RK, Str.substr(From, Count), S->getFormat());
  }

  case Find: {
    const auto *S = dyn_cast<StringInit>(LHS);
    const auto *Pat = dyn_cast<StringInit>(MHS);
    const auto *StartI = dyn_cast<IntInit>(RHS);
    if (!S || !Pat || !StartI)
      break;
    int64_t Size = int64_t(S->getValue().size());
    int64_t Start = StartI->getValue();
    if (Start < 0 || Start > Size)
      errorAt(CurRec, "!find start position is out of range 0..." + std::to_string(Size) +
                          ": " + std::to_string(Start));
    size_t At = S->getValue().find(Pat->getValue(), size_t(uint64_t(Start)));
    if (At == std::string_view::npos)
      return IntInit::get(RK, -1);
    return IntInit::get(RK, int64_t(At));
  }

  case SetDagArg: {
    const auto *D = dyn_cast<DagInit>(LHS);
    if (!D || !(isa<IntInit>(MHS) || isa<StringInit>(MHS)))
      break;
    std::string Err;
    std::optional<unsigned> No = dagArgNumber(D, MHS, Err);
    if (!No)
      fatalAt(CurRec, "!setdagarg " + Err);
    std::vector<const Init *> NewArgs = args(D);
    NewArgs[*No] = RHS;
    return DagInit::get(D->getOperator(), D->getName(), NewArgs, D->getArgNames());
  }

  case SetDagName: {
    const auto *D = dyn_cast<DagInit>(LHS);
    if (!D || !(isa<IntInit>(MHS) || isa<StringInit>(MHS)))
      break;
    std::string Err;
    std::optional<unsigned> No = dagArgNumber(D, MHS, Err);
    if (!No)
      fatalAt(CurRec, "!setdagname " + Err);
    std::vector<const StringInit *> Names = argNames(D);
    Names[*No] = dyn_cast<StringInit>(RHS);
    return DagInit::get(D->getOperator(), D->getName(), D->getArgs(), Names);
  }
  }
  return this;
}

const Init *TernOpInit::resolveReferences(Resolver &R) const {
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
    ShadowResolver SR(R);
    SR.addShadow(NewLHS);
    NewRHS = RHS->resolve(SR);
  } else {
    NewRHS = RHS->resolve(R);
  }

  if (NewLHS != LHS || NewMHS != MHS || NewRHS != RHS)
    return getFolded(getOpcode(), NewLHS, NewMHS, NewRHS, getType(), R.getCurrentRecord());
  return this;
}

std::string TernOpInit::getAsString() const {
  bool VarFirst = getOpcode() == Foreach || getOpcode() == Filter;
  return std::string("!") + TernOpSpellings[getOpcode()] + "(" +
         (VarFirst ? LHS->getAsUnquotedString() : LHS->getAsString()) + ", " +
         MHS->getAsString() + ", " + RHS->getAsString() + ")";
}

//===----------------------------------------------------------------------===//
// CondOpInit
//===----------------------------------------------------------------------===//

const CondOpInit *CondOpInit::get(std::span<const Init *const> Conds,
                                  std::span<const Init *const> Vals, const RecTy *T) {
  assert(Conds.size() == Vals.size() && "!cond needs one value per condition");
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

const Init *CondOpInit::Fold(const Record *CurRec) const {
  for (unsigned I = 0; I < N; ++I) {
    const IntInit *C = asInt(Conds[I]);
    if (!C)
      return this; // an undecided condition before the first true one
    if (C->getValue()) {
      const Init *V = Vals[I]->convertInitializerTo(getType());
      return V ? V : Vals[I];
    }
  }
  std::string Name = CurRec ? CurRec->getNameInitAsString() : std::string();
  fatalAt(CurRec, Name + " does not have any true condition in:" + getAsString());
}

const Init *CondOpInit::resolveReferences(Resolver &R) const {
  SmallVec<const Init *, 16> NewConds, NewVals;
  NewConds.reserve(N);
  NewVals.reserve(N);
  bool Changed = false;
  for (unsigned I = 0; I < N; ++I) {
    const Init *C = Conds[I]->resolve(R);
    const Init *V = Vals[I]->resolve(R);
    Changed |= C != Conds[I] || V != Vals[I];
    NewConds.push_back(C);
    NewVals.push_back(V);
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

std::string CondOpInit::getAsString() const {
  std::string S = "!cond(";
  for (unsigned I = 0; I < N; ++I) {
    if (I)
      S += ", ";
    S += Conds[I]->getAsString() + ": " + Vals[I]->getAsString();
  }
  return S + ")";
}

//===----------------------------------------------------------------------===//
// FoldOpInit
//===----------------------------------------------------------------------===//

const FoldOpInit *FoldOpInit::get(const Init *Start, const Init *List, const Init *A,
                                  const Init *B, const Init *Expr, const RecTy *T) {
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
  const Init *Acc = Start;
  for (const Init *E : L->getValues()) {
    MapResolver R(CurRec);
    R.set(A, Acc);
    R.set(B, E);
    Acc = Expr->resolve(R);
  }
  return Acc;
}

const Init *FoldOpInit::resolveReferences(Resolver &R) const {
  const Init *NewStart = Start->resolve(R);
  const Init *NewList = List->resolve(R);
  ShadowResolver SR(R);
  SR.addShadow(A);
  SR.addShadow(B);
  const Init *NewExpr = Expr->resolve(SR);
  if (NewStart == Start && NewList == List && NewExpr == Expr)
    return this;
  return foldOrIntern(
      FoldOpInit(NewStart, NewList, A, B, NewExpr, getType()),
      [&] { return get(NewStart, NewList, A, B, NewExpr, getType()); },
      [&](const FoldOpInit &F) { return F.Fold(R.getCurrentRecord()); });
}

std::string FoldOpInit::getAsString() const {
  return "!foldl(" + Start->getAsString() + ", " + List->getAsString() + ", " +
         A->getAsUnquotedString() + ", " + B->getAsUnquotedString() + ", " +
         Expr->getAsString() + ")";
}

//===----------------------------------------------------------------------===//
// IsAOpInit
//===----------------------------------------------------------------------===//

const IsAOpInit *IsAOpInit::get(const RecTy *CheckType, const Init *Expr) {
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
  if ((!CheckType->typeIsConvertibleTo(TI->getType()) && Expr->isConcrete()) ||
      isa<DefInit>(Expr))
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

std::string IsAOpInit::getAsString() const {
  return "!isa<" + CheckType->getAsString() + ">(" + Expr->getAsString() + ")";
}

//===----------------------------------------------------------------------===//
// ExistsOpInit
//===----------------------------------------------------------------------===//

const ExistsOpInit *ExistsOpInit::get(const RecTy *CheckType, const Init *Expr) {
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
  if (const Record *D = RK.getDef(Name->getValue()))
    return IntInit::get(RK, D->getDefInit()->getType()->typeIsA(CheckType));

  if (namesCurrentRecord(Name, CurRec)) {
    // The record being defined exists, but its type is only final at the
    // last resolution.
    if (!IsFinal)
      return this;
    return IntInit::get(RK, CurRec->getType()->typeIsA(CheckType));
  }

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
  return "!exists<" + CheckType->getAsString() + ">(" + Expr->getAsString() + ")";
}

//===----------------------------------------------------------------------===//
// InstancesOpInit
//===----------------------------------------------------------------------===//

const InstancesOpInit *InstancesOpInit::get(const RecTy *Type, const Init *Regex) {
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
  for (const Record *D : RK.getAllDerivedDefinitionsIfDefined(Type->getAsString()))
    if (Matcher.match(D->getName()))
      Found.push_back(D->getDefInit());
  return ListInit::get(Found, Type);
}

const Init *InstancesOpInit::resolveReferences(Resolver &R) const {
  const Init *NewRegex = Regex->resolve(R);
  if (NewRegex != Regex || R.isFinal())
    return get(Type, NewRegex)->Fold(R.getCurrentRecord(), R.isFinal());
  return this;
}

std::string InstancesOpInit::getAsString() const {
  return "!instances<" + Type->getAsString() + ">(" + Regex->getAsString() + ")";
}
