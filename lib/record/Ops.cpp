//===- Ops.cpp - Operator values: construction, folding, printing ---------===//
//
// The one- and two-operand bang operators (!add, !strconcat, !head, !eq,
// ...), list indexing and slicing, and the paste operator; the others are
// in OpsTernary.cpp. Each operator value is uniqued in the keeper's
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
#include "record/OpsShared.h"
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

namespace tblgen::ops {

//===----------------------------------------------------------------------===//
// Helpers shared with OpsTernary.cpp (documented in record/OpsShared.h)
//===----------------------------------------------------------------------===//

[[noreturn]] void fatalAt(const Record *CurRec, std::string_view Msg) {
  if (CurRec)
    PrintFatalError(CurRec->getLocs(), Msg);
  PrintFatalError(Msg);
}

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

void checkListSize(RecordKeeper &RK, const Record *CurRec, uint64_t CountMinusOne,
                   std::string_view Op) {
  uint64_t Max = RK.getLimits().MaxListSize;
  if (Max && CountMinusOne >= Max)
    RK.limitExceeded(locOf(CurRec), std::string(Op) + " list", "max-list-size", Max);
}

void checkStringSize(RecordKeeper &RK, size_t Size) {
  uint64_t Max = RK.getLimits().MaxStringSize;
  if (Max && Size > Max)
    RK.limitExceeded(SrcLoc(), "string of " + std::to_string(Size) + " bytes", "max-string-size",
                     Max);
}

// (Decided by kind without the virtual conversion: a bit converts to the
// same IntInit::get; only bits need the conversion; every other kind
// converts to itself, to null or ('?') to '?', never to an int.)
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

bool namesCurrentRecord(const StringInit *Name, const Record *CurRec) {
  if (!CurRec)
    return false;
  if (Name == CurRec->getNameInit())
    return true;
  const auto *Anon = dyn_cast<AnonymousNameInit>(CurRec->getNameInit());
  return Anon && Name == Anon->getNameInit();
}

} // namespace tblgen::ops

using namespace tblgen::ops;

namespace {

const char *const UnOpSpellings[] = {
#define UNOP(E, S) S,
#include "tblgen/BangOps.def"
};
const char *const BinOpSpellings[] = {
#define BINOP(E, S) S,
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

