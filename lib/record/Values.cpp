//===- Values.cpp - Non-operator Init kinds, conversions, resolvers -------===//
#include "record/Pools.h"
#include "record/TemplateArgs.h"
#include "tblgen/SmallVec.h"
#include "tblgen/Error.h"
#include "tblgen/Output.h"

#include <algorithm>
#include <memory>
#include <charconv>
#include <tuple>

namespace tblgen {

//===----------------------------------------------------------------------===//
// Init basics
//===----------------------------------------------------------------------===//

RecordKeeper &Init::getRecordKeeper() const {
  if (auto *T = dyn_cast<TypedInit>(this))
    return T->getType()->getRecordKeeper();
  if (auto *A = dyn_cast<ArgumentInit>(this))
    return A->getValue()->getRecordKeeper();
  return cast<UnsetInit>(this)->getRecordKeeper();
}

/// Prints the values separated by ", ".
template <typename T> static void printSeparated(OStream &OS, std::span<const T *const> Values) {
  for (size_t I = 0; I < Values.size(); ++I) {
    if (I)
      OS << ", ";
    Values[I]->print(OS);
  }
}

// Printing straight into the stream, without building strings, for the
// kinds that make up most of --print-records; their getAsString is this
// printing into a string.
void Init::print(OStream &OS) const {
  switch (getKind()) {
  case UnsetKind:
    OS << '?';
    return;
  case BitKind:
    OS << (cast<BitInit>(this)->getValue() ? '1' : '0');
    return;
  case IntKind:
    OS << cast<IntInit>(this)->getValue();
    return;
  case StringKind: {
    auto *S = cast<StringInit>(this);
    if (S->hasCodeFormat())
      OS << "[{" << S->getValue() << "}]";
    else
      OS << '"' << S->getValue() << '"';
    return;
  }
  case BitsKind: {
    auto *B = cast<BitsInit>(this);
    unsigned N = B->getNumBits();
    OS << "{ ";
    for (unsigned I = 0; I < N; ++I) {
      if (I)
        OS << ", ";
      if (const Init *Bit = B->getBits()[N - I - 1])
        Bit->print(OS);
      else
        OS << '*';
    }
    OS << " }";
    return;
  }
  case ListKind:
    OS << '[';
    printSeparated(OS, cast<ListInit>(this)->getValues());
    OS << ']';
    return;
  case DagKind: {
    auto *D = cast<DagInit>(this);
    OS << '(';
    D->getOperator()->print(OS);
    if (const StringInit *N = D->getName())
      OS << ":$" << N->getValue();
    for (unsigned I = 0; I < D->getNumArgs(); ++I) {
      OS << (I ? ", " : " ");
      D->getArg(I)->print(OS);
      if (const StringInit *N = D->getArgName(I))
        OS << ":$" << N->getValue();
    }
    OS << ')';
    return;
  }
  case DefKind:
    OS << cast<DefInit>(this)->getDef()->getName();
    return;
  case BinOpKind:
    cast<BinOpInit>(this)->printTo(OS);
    return;
  case UnOpKind:
    cast<UnOpInit>(this)->printTo(OS);
    return;
  case VarKind:
    OS << cast<VarInit>(this)->getName();
    return;
  case TernOpKind:
    cast<TernOpInit>(this)->printTo(OS);
    return;
  case CondKind:
    cast<CondOpInit>(this)->printTo(OS);
    return;
  case FoldKind:
    cast<FoldOpInit>(this)->printTo(OS);
    return;
  case ArgumentKind: {
    auto *A = cast<ArgumentInit>(this);
    if (A->getName())
      A->getName()->print(OS);
    else
      OS << A->getIndex();
    OS << ": ";
    A->getValue()->print(OS);
    return;
  }
  case VarDefKind: {
    auto *V = cast<VarDefInit>(this);
    const Record *C = V->getClass();
    if (auto *N = dyn_cast<StringInit>(C->getNameInit()))
      OS << N->getValue();
    else
      OS << C->getNameInitAsString();
    OS << '<';
    printSeparated(OS, V->args());
    OS << '>';
    return;
  }
  case VarBitKind: {
    auto *B = cast<VarBitInit>(this);
    B->getBitVar()->print(OS);
    OS << '{' << B->getBitNum() << '}';
    return;
  }
  case FieldKind: {
    auto *F = cast<FieldInit>(this);
    F->getRecord()->print(OS);
    OS << '.' << F->getFieldName()->getValue();
    return;
  }
  default:
    OS << getAsString();
    return;
  }
}
OStream &operator<<(OStream &OS, const Init &I) {
  I.print(OS);
  return OS;
}

const Init *Init::getCastTo(const RecTy *Ty) const {
  auto *TI = dyn_cast<TypedInit>(this);
  if (!TI)
    return convertInitializerTo(Ty);
  const RecTy *MyTy = TI->getType();
  if (MyTy == Ty || MyTy->typeIsA(Ty))
    return this;
  if (const Init *C = convertInitializerTo(Ty))
    return C;
  // Convertible once resolved: a !cast, folded as far as it goes now.
  return MyTy->typeIsConvertibleTo(Ty) ? UnOpInit::get(UnOpInit::Cast, this, Ty)->Fold(nullptr)
                                       : nullptr;
}

const UnsetInit *UnsetInit::get(RecordKeeper &RK) { return RK.inits().Unset; }

//===----------------------------------------------------------------------===//
// ArgumentInit
//===----------------------------------------------------------------------===//

static const ArgumentInit *internArgument(const Init *Value, unsigned Index, const Init *Name) {
  SharedStateLock Lock(Value->getRecordKeeper());
  InitPool &Pool = Value->getRecordKeeper().inits();
  uint64_t H = ProfileHasher(4).add(uint64_t(Init::ArgumentKind)).add(Value).add(uint64_t(Index)).add(Name).hash();
  ProfileTable::Hint Where;
  if (auto *I = Pool.findAs<ArgumentInit>(H, [&](const ArgumentInit *A) {
        return A->getValue() == Value && A->getIndex() == Index && A->getName() == Name;
      }, &Where))
    return I;
  auto *I = Pool.make<ArgumentInit>(Value, Index, Name);
  Pool.insertHashed(H, I, Where);
  return I;
}

const ArgumentInit *ArgumentInit::get(const Init *Value, unsigned Index) {
  return internArgument(Value, Index, nullptr);
}
const ArgumentInit *ArgumentInit::get(const Init *Value, const Init *Name) {
  return internArgument(Value, 0, Name);
}
const ArgumentInit *ArgumentInit::cloneWithValue(const Init *V) const {
  return internArgument(V, Index, Name);
}
std::string ArgumentInit::getAsString() const { return printedText(*this); }
const Init *ArgumentInit::resolveReferences(Resolver &R) const {
  const Init *NV = Value->resolve(R);
  return NV == Value ? this : cloneWithValue(NV);
}

//===----------------------------------------------------------------------===//
// TypedInit
//===----------------------------------------------------------------------===//

const Init *TypedInit::convertInitializerTo(const RecTy *T) const {
  if (Ty == T || Ty->typeIsA(T))
    return this;
  if (isa<BitRecTy>(Ty))
    if (auto *B = dyn_cast<BitsRecTy>(T); B && B->getNumBits() == 1) {
      const Init *One[] = {this};
      return BitsInit::get(getRecordKeeper(), One);
    }
  return nullptr;
}

/// The bits Sel (in that order) of a value Width bits wide, each made by
/// BitAt(index), as bits; null at the first index out of range.
template <typename BitFn>
static const Init *selectBits(RecordKeeper &RK, std::span<const unsigned> Sel, unsigned Width,
                              BitFn BitAt) {
  SmallVec<const Init *, 16> Picked(Sel.size());
  for (size_t At = 0; At != Sel.size(); ++At) {
    if (Sel[At] >= Width)
      return nullptr;
    Picked[At] = BitAt(Sel[At]);
  }
  return BitsInit::get(RK, Picked);
}

const Init *TypedInit::convertInitializerBitRange(std::span<const unsigned> Sel) const {
  // The bits of an unresolved bits value are references to them.
  const auto *BT = dyn_cast<BitsRecTy>(Ty);
  return BT ? selectBits(getRecordKeeper(), Sel, BT->getNumBits(),
                         [this](unsigned B) { return VarBitInit::get(this, B); })
            : nullptr;
}

const RecTy *TypedInit::getFieldType(const StringInit *FieldName) const {
  if (auto *RT = dyn_cast<RecordRecTy>(Ty))
    for (const Record *C : RT->getClasses())
      if (const RecordVal *F = C->getValue(FieldName))
        return F->getType();
  return nullptr;
}

const Init *TypedInit::getBit(unsigned Bit) const {
  if (isa<BitRecTy>(Ty))
    return this;
  return VarBitInit::get(this, Bit);
}

//===----------------------------------------------------------------------===//
// Bit, Bits, Int
//===----------------------------------------------------------------------===//

BitInit::BitInit(RecordKeeper &RK, bool V) : TypedInit(BitKind, BitRecTy::get(RK)), Value(V) {}

const BitInit *BitInit::get(RecordKeeper &RK, bool V) {
  return V ? RK.inits().True : RK.inits().False;
}

const Init *BitInit::convertInitializerTo(const RecTy *T) const {
  if (isa<BitRecTy>(T))
    return this;
  if (isa<IntRecTy>(T))
    return IntInit::get(getRecordKeeper(), Value);
  if (auto *B = dyn_cast<BitsRecTy>(T); B && B->getNumBits() == 1) {
    const Init *One[] = {this};
    return BitsInit::get(getRecordKeeper(), One);
  }
  return nullptr;
}

/// Whether the values at Have are those of Want (as many): the equality
/// test of interned bits and lists. Most are short, where a loop beats a
/// memcmp call.
static bool sameInits(const Init *const *Have, std::span<const Init *const> Want) {
  if (Want.size() > 16)
    return std::memcmp(Have, Want.data(), Want.size() * sizeof(const Init *)) == 0;
  for (size_t I = 0; I < Want.size(); ++I)
    if (Have[I] != Want[I])
      return false;
  return true;
}

const BitsInit *BitsInit::get(RecordKeeper &RK, std::span<const Init *const> Bits) {
  SharedStateLock Lock(RK);
  // (Hashed as the profile is produced and compared bit by bit: a profile
  // of a 64-bit encoding would not fit on the stack.)
  ProfileHasher Hs(2 + Bits.size());
  Hs.add(uint64_t(BitsKind)).add(uint64_t(Bits.size()));
  for (const Init *B : Bits)
    Hs.add(B);
  uint64_t H = Hs.hash();
  InitPool &Pool = RK.inits();
  ProfileTable::Hint Where;
  if (auto *I = Pool.findAs<BitsInit>(H, [&](const BitsInit *B) {
        return B->getNumBits() == Bits.size() && sameInits(B->getBits().data(), Bits);
      }, &Where))
    return I;
  Pool.Model.deferTypes(); // (llvm-tblgen makes the type after the value)
  auto *I = Pool.make<BitsInit>(BitsRecTy::get(RK, unsigned(Bits.size())), Pool.copyArray(Bits),
                                unsigned(Bits.size()));
  I->StablyConcrete = allStablyConcrete(Bits);
  Pool.insertHashed(H, I, Where);
  return I;
}

std::optional<int64_t> BitsInit::convertInitializerToInt() const {
  uint64_t Result = 0;
  for (unsigned I = 0; I < NumBits; ++I) {
    auto *B = dyn_cast<BitInit>(Bits[I]);
    if (!B)
      return std::nullopt;
    if (I < 64)
      Result |= uint64_t(B->getValue()) << I;
  }
  return int64_t(Result);
}

bool BitsInit::allInComplete() const {
  for (unsigned I = 0; I < NumBits; ++I)
    if (Bits[I]->isComplete())
      return false;
  return true;
}

bool BitsInit::isComplete() const {
  for (unsigned I = 0; I < NumBits; ++I)
    if (!Bits[I]->isComplete())
      return false;
  return true;
}

bool BitsInit::isConcrete() const {
  for (unsigned I = 0; I < NumBits; ++I)
    if (!Bits[I]->isConcrete())
      return false;
  return true;
}

std::string BitsInit::getAsString() const { return printedText(*this); }

const Init *BitsInit::convertInitializerTo(const RecTy *T) const {
  if (isa<BitRecTy>(T))
    return NumBits == 1 ? Bits[0] : nullptr;
  if (auto *B = dyn_cast<BitsRecTy>(T))
    return B->getNumBits() == NumBits ? this : nullptr;
  if (isa<IntRecTy>(T))
    if (auto V = convertInitializerToInt())
      return IntInit::get(getRecordKeeper(), *V);
  return nullptr;
}

const Init *BitsInit::convertInitializerBitRange(std::span<const unsigned> Sel) const {
  return selectBits(getRecordKeeper(), Sel, NumBits, [this](unsigned B) { return Bits[B]; });
}

const Init *BitsInit::resolveReferences(Resolver &R) const {
  const uint64_t Keys = R.keyMask();
  // (Room for 64 bits on the stack, left unfilled: instruction encodings
  // are 16 to 64 bits, and a heap buffer or a fill for each resolution cost
  // more than the loop.)
  const Init *Stack[64];
  std::unique_ptr<const Init *[]> Heap;
  const Init **NewBits = Stack;
  if (NumBits > 64) {
    Heap = std::make_unique<const Init *[]>(NumBits);
    NewBits = Heap.get();
  }
  bool Changed = false;
  // Neighbouring bits mostly refer to one value: it is resolved once, and
  // whether its bits stay as they are is decided once.
  const Init *CachedRef = nullptr, *CachedResolved = nullptr;
  bool KeepsBits = false;
  for (unsigned I = 0; I < NumBits; ++I) {
    const Init *Cur = Bits[I];
    const Init *New;
    if (auto *VB = dyn_cast<VarBitInit>(Cur)) {
      if (VB->getBitVar() != CachedRef) {
        CachedRef = VB->getBitVar();
        CachedResolved = CachedRef->resolve(R);
        // A reference that resolved to itself gives its bit back: a
        // variable, field or operator answers getBit with the interned
        // VarBitInit of itself, which is Cur (looking it up again creates
        // nothing).
        KeepsBits = CachedResolved == CachedRef &&
                    (isa<VarInit>(CachedRef) || isa<FieldInit>(CachedRef) || isa<OpInit>(CachedRef));
      }
      if (KeepsBits) {
        NewBits[I] = Cur;
        continue;
      }
      New = CachedResolved->getBit(VB->getBitNum());
    } else if (!(Cur->getDeps() & Keys)) {
      // Bits are bit-typed, and a bit-typed value is its own bit 0.
      NewBits[I] = Cur;
      continue;
    } else {
      New = Cur->resolve(R)->getBit(0);
    }
    if (!New || (isa<UnsetInit>(New) && R.keepUnsetBits()))
      New = Cur;
    NewBits[I] = New;
    Changed |= New != Cur;
  }
  return Changed ? BitsInit::get(getRecordKeeper(), std::span<const Init *const>(NewBits, NumBits))
                 : this;
}

IntInit::IntInit(RecordKeeper &RK, int64_t V) : TypedInit(IntKind, IntRecTy::get(RK)), Value(V) {}

/// IntInit::get past its small-integer cache (out of line, so that a cache
/// hit, nearly every call, saves no registers and builds no frame).
[[gnu::noinline]] static const IntInit *internInt(RecordKeeper &RK, int64_t V) {
  SharedStateLock Lock(RK);
  InitPool &Pool = RK.inits();
  uint64_t Slot = uint64_t(V) - uint64_t(InitPool::SmallIntMin);
  if (Slot < InitPool::SmallIntCount)
    if (const IntInit *I = Pool.SmallInts[Slot])
      return I;
  Profile P;
  P.add(uint64_t(Init::IntKind)).add(uint64_t(V));
  const IntInit *I = static_cast<const IntInit *>(Pool.find(P));
  if (!I) {
    auto *New = Pool.make<IntInit>(RK, V);
    Pool.insert(P, New);
    I = New;
  }
  if (Slot < InitPool::SmallIntCount)
    Pool.SmallInts[Slot] = I;
  return I;
}

const IntInit *IntInit::get(RecordKeeper &RK, int64_t V) {
  // Small integers are by far the most common: a direct-mapped cache in
  // front of the uniquing table (it holds only values already interned).
  // Once backends may share the keeper (sharedStateMutex), the cache is
  // read under the lock, in internInt.
  uint64_t Slot = uint64_t(V) - uint64_t(InitPool::SmallIntMin);
  if (Slot < InitPool::SmallIntCount && !RK.sharedStateMutex()) [[likely]]
    if (const IntInit *I = RK.inits().SmallInts[Slot])
      return I;
  return internInt(RK, V);
}

static bool fitsInBits(int64_t V, unsigned N) {
  // llvm-tblgen accepts any integer for bits<0> (its check shifts by -1).
  if (N == 0)
    return true;
  return N >= 64 || (V >> N) == 0 || (V >> (N - 1)) == -1;
}

const Init *IntInit::convertInitializerTo(const RecTy *T) const {
  RecordKeeper &RK = getRecordKeeper();
  if (isa<IntRecTy>(T))
    return this;
  if (isa<BitRecTy>(T)) {
    if (Value != 0 && Value != 1)
      return nullptr;
    return BitInit::get(RK, Value != 0);
  }
  if (auto *B = dyn_cast<BitsRecTy>(T)) {
    unsigned N = B->getNumBits();
    if (!fitsInBits(Value, N))
      return nullptr;
    SmallVec<const Init *, 16> NewBits(N);
    for (unsigned I = 0; I < N; ++I)
      NewBits[I] = BitInit::get(RK, I < 64 && ((uint64_t(Value) >> I) & 1));
    return BitsInit::get(RK, NewBits);
  }
  return nullptr;
}

const Init *IntInit::convertInitializerBitRange(std::span<const unsigned> Sel) const {
  return selectBits(getRecordKeeper(), Sel, 64, [this](unsigned B) { return getBit(B); });
}

const Init *IntInit::getBit(unsigned Bit) const {
  return BitInit::get(getRecordKeeper(), Bit < 64 && ((uint64_t(Value) >> Bit) & 1));
}

//===----------------------------------------------------------------------===//
// Strings and names
//===----------------------------------------------------------------------===//

AnonymousNameInit::AnonymousNameInit(RecordKeeper &RK, unsigned V)
    : TypedInit(AnonymousNameKind, StringRecTy::get(RK)), Value(V) {}

const AnonymousNameInit *AnonymousNameInit::get(RecordKeeper &RK, unsigned N) {
  SharedStateLock Lock(RK);
  return RK.inits().make<AnonymousNameInit>(RK, N);
}
const StringInit *AnonymousNameInit::getNameInit() const {
  char Buf[32] = "anonymous_";
  char *End = std::to_chars(Buf + 10, Buf + sizeof(Buf), Value).ptr;
  return StringInit::get(getRecordKeeper(), std::string_view(Buf, size_t(End - Buf)));
}
std::string AnonymousNameInit::getAsString() const { return "anonymous_" + std::to_string(Value); }

const Init *AnonymousNameInit::resolveReferences(Resolver &R) const {
  const Init *New = R.resolve(this);
  if (!New)
    New = this;
  if (R.isFinal())
    if (auto *A = dyn_cast<AnonymousNameInit>(New))
      return A->getNameInit();
  return New;
}

StringInit::StringInit(RecordKeeper &RK, uint32_t N, Format F)
    : TypedInit(StringKind, StringRecTy::get(RK)), Size(N) {
  Opc = F;
}

size_t StringInit::allocationSize(size_t N) {
  return std::max(sizeof(StringInit), CharsOffset + N + 1);
}

StringInit *StringInit::create(void *Mem, RecordKeeper &RK, std::string_view V, Format F) {
  // The length sits right after TypedInit and the characters right after it.
  static_assert(sizeof(StringInit) == sizeof(TypedInit) + 8);
  auto *S = new (Mem) StringInit(RK, uint32_t(V.size()), F);
  char *Chars = static_cast<char *>(Mem) + CharsOffset;
  if (!V.empty())
    std::memcpy(Chars, V.data(), V.size());
  Chars[V.size()] = 0;
  return S;
}


/// Whether the N bytes at A and B are equal, for the short strings that
/// interning compares (a candidate found by hash is nearly always equal):
/// fixed-size loads that stay inside the bytes instead of a memcmp call.
static bool sameBytes(const char *A, const char *B, size_t N) {
  auto Load64 = [](const char *P) {
    uint64_t W;
    std::memcpy(&W, P, 8);
    return W;
  };
  auto Load32 = [](const char *P) {
    uint32_t W;
    std::memcpy(&W, P, 4);
    return W;
  };
  if (N >= 8) {
    if (N > 32)
      return std::memcmp(A, B, N) == 0;
    for (size_t I = 0; I + 8 < N; I += 8)
      if (Load64(A + I) != Load64(B + I))
        return false;
    return Load64(A + N - 8) == Load64(B + N - 8);
  }
  if (N >= 4)
    return Load32(A) == Load32(B) && Load32(A + N - 4) == Load32(B + N - 4);
  for (size_t I = 0; I < N; ++I)
    if (A[I] != B[I])
      return false;
  return true;
}

/// The interned string S of format F with hash H, or null.
static const StringInit *findString(InitPool &Pool, std::string_view S, StringInit::Format F,
                                    uint64_t H, ProfileTable::Hint *Where) {
  return Pool.findAs<StringInit>(
      H,
      [&](const StringInit *C) {
        std::string_view V = C->getValue();
        return C->getFormat() == F && V.size() == S.size() && sameBytes(V.data(), S.data(), S.size());
      },
      Where);
}

const StringInit *StringInit::lookup(RecordKeeper &RK, std::string_view S, Format F) {
  SharedStateLock Lock(RK);
  return findString(RK.inits(), S, F, stringHash(S, F), nullptr);
}

const StringInit *StringInit::get(RecordKeeper &RK, std::string_view S, Format F) {
  SharedStateLock Lock(RK);
  // (A string's length is kept in 32 bits, whatever the limit says.)
  uint64_t Limit = RK.getLimits().MaxStringSize;
  uint64_t Max = Limit ? std::min<uint64_t>(Limit, UINT32_MAX) : UINT32_MAX;
  if (S.size() > Max)
    RK.limitExceeded(SrcLoc(), "string of " + std::to_string(S.size()) + " bytes",
                     "max-string-size", Max);
  uint64_t H = stringHash(S, F);
  InitPool &Pool = RK.inits();
  ProfileTable::Hint Where;
  if (auto *I = findString(Pool, S, F, H, &Where))
    return I;
  auto *I = Pool.makeSized<StringInit>(StringInit::allocationSize(S.size()), RK, S, F);
  Pool.insertHashed(H, I, Where);
  return I;
}

std::string StringInit::getAsString() const { return printedText(*this); }

const Init *StringInit::convertInitializerTo(const RecTy *T) const {
  return isa<StringRecTy>(T) ? this : nullptr;
}

//===----------------------------------------------------------------------===//
// Lists
//===----------------------------------------------------------------------===//

const ListInit *ListInit::get(std::span<const Init *const> Elts, const RecTy *EltTy) {
  SharedStateLock Lock(EltTy->getRecordKeeper());
  RecordKeeper &RK = EltTy->getRecordKeeper();
  if (Elts.size() > RK.getLimits().MaxListSize && RK.getLimits().MaxListSize)
    RK.limitExceeded(SrcLoc(), "list of " + std::to_string(Elts.size()) + " elements",
                     "max-list-size", RK.getLimits().MaxListSize);
  ProfileHasher Hs(3 + Elts.size());
  Hs.add(uint64_t(ListKind)).add(EltTy).add(uint64_t(Elts.size()));
  for (const Init *E : Elts)
    Hs.add(E);
  uint64_t H = Hs.hash();
  InitPool &Pool = RK.inits();
  ProfileTable::Hint Where;
  if (auto *I = Pool.findAs<ListInit>(H, [&](const ListInit *L) {
        return L->getElementType() == EltTy && L->size() == Elts.size() &&
               sameInits(L->getValues().data(), Elts);
      }, &Where))
    return I;
  Pool.Model.deferTypes();
  auto *I = Pool.make<ListInit>(EltTy->getListTy(), Pool.copyArray(Elts), Elts.size());
  I->StablyConcrete = allStablyConcrete(Elts);
  Pool.insertHashed(H, I, Where);
  return I;
}

const Record *ListInit::getElementAsRecord(unsigned I) const {
  auto *D = dyn_cast<DefInit>(Elts[I]);
  if (!D)
    PrintFatalError("Expected record in list!");
  return D->getDef();
}

bool ListInit::isComplete() const {
  for (const Init *E : getValues())
    if (!E->isComplete())
      return false;
  return true;
}

bool ListInit::isConcrete() const {
  for (const Init *E : getValues())
    if (!E->isConcrete())
      return false;
  return true;
}

std::string ListInit::getAsString() const { return printedText(*this); }

const Init *ListInit::convertInitializerTo(const RecTy *T) const {
  if (getType() == T)
    return this;
  auto *LT = dyn_cast<ListRecTy>(T);
  if (!LT)
    return nullptr;
  SmallVec<const Init *, 16> New;
  New.reserve(N);
  bool Changed = false;
  for (const Init *E : getValues()) {
    const Init *C = E->convertInitializerTo(LT->getElementType());
    if (!C)
      return nullptr;
    Changed |= C != E;
    New.push_back(C);
  }
  return Changed ? ListInit::get(New, LT->getElementType()) : this;
}

const Init *ListInit::resolveReferences(Resolver &R) const {
  SmallVec<const Init *, 16> New;
  New.reserve(N);
  bool Changed = false;
  for (const Init *E : getValues()) {
    const Init *C = E->resolve(R);
    Changed |= C != E;
    New.push_back(C);
  }
  return Changed ? ListInit::get(New, getElementType()) : this;
}

//===----------------------------------------------------------------------===//
// Records as values
//===----------------------------------------------------------------------===//

const DefInit *DefInit::get(const Record *R) { return R->getDefInit(); }

std::string DefInit::getAsString() const { return std::string(Def->getName()); }

const Init *DefInit::convertInitializerTo(const RecTy *T) const {
  // To a record type this def's type converts to.
  return isa<RecordRecTy>(T) && getType()->typeIsConvertibleTo(T) ? this : nullptr;
}

const RecTy *DefInit::getFieldType(const StringInit *FieldName) const {
  const RecordVal *Field = Def->getValue(FieldName);
  return Field ? Field->getType() : nullptr;
}

VarDefInit::VarDefInit(SrcLoc L, const Record *C, const ArgumentInit *const *A, unsigned N)
    : TypedInit(VarDefKind, RecordRecTy::get(C)), Loc(L), Class(C), Args(A), NumArgs(N) {}

// A VarDefInit's profile lists each argument by its contents (value, index,
// name) rather than by the interned ArgumentInit: resolveReferences can then
// find an existing instantiation from resolved argument values without
// interning the arguments first.
static uint64_t varDefHash(const Record *Class, size_t N, auto ArgAt) {
  ProfileHasher Hs(3 + 3 * N);
  Hs.add(uint64_t(Init::VarDefKind)).add(Class).add(uint64_t(N));
  for (size_t I = 0; I < N; ++I) {
    auto [Value, Index, Name] = ArgAt(I);
    Hs.add(Value).add(uint64_t(Index)).add(Name);
  }
  return Hs.hash();
}

const VarDefInit *VarDefInit::get(SrcLoc Loc, const Record *Class,
                                  std::span<const ArgumentInit *const> Args) {
  RecordKeeper &RK = Class->getRecords();
  SharedStateLock Lock(RK);
  uint64_t H = varDefHash(Class, Args.size(), [&](size_t I) {
    return std::tuple(Args[I]->getValue(), Args[I]->getIndex(), Args[I]->getName());
  });
  InitPool &Pool = RK.inits();
  if (auto *I = Pool.findAs<VarDefInit>(H, [&](const VarDefInit *V) {
        auto VA = V->args();
        return V->getClass() == Class && VA.size() == Args.size() &&
               std::equal(Args.begin(), Args.end(), VA.begin());
      }))
    return I;
  return makeHashed(H, Loc, Class, Args);
}

const VarDefInit *VarDefInit::makeHashed(uint64_t H, SrcLoc Loc, const Record *Class,
                                         std::span<const ArgumentInit *const> Args) {
  InitPool &Pool = Class->getRecords().inits();
  Pool.Model.deferTypes();
  auto *I = Pool.make<VarDefInit>(Loc, Class, Pool.copyArray(Args), unsigned(Args.size()));
  Pool.insertHashed(H, I);
  return I;
}

// "Class<args>" used as a value stands for an anonymous def that inherits
// Class once: its ordinary fields with the parameters substituted, its
// ancestry with Class last, its assertions and dumps, checked as soon as the
// def exists. Unlike "def : Class<args>" nothing binds NAME here, as no def
// name is in sight where the value was written.
const DefInit *VarDefInit::instantiate() const {
  RecordKeeper &RK = Class->getRecords();
  SharedStateLock Lock(RK);
  if (Def)
    return Def;
  // Classes whose bodies use one another as values recurse through here;
  // the depth limit turns a runaway cycle into a located error.
  struct Nesting {
    unsigned &Depth;
    explicit Nesting(unsigned &D) : Depth(++D) {}
    ~Nesting() { --Depth; }
  } Level(RK.instantiationDepth());
  if (Level.Depth > RK.getLimits().MaxInstantiationDepth)
    RK.limitExceeded(Loc, "nesting of class instantiations (" + Class->getNameInitAsString() + "<...>)",
                     "max-instantiation-depth", RK.getLimits().MaxInstantiationDepth);

  auto Fresh = std::make_unique<Record>(RK.getNewAnonymousName(), std::vector<SrcLoc>{Loc}, RK,
                                        Record::RK_AnonymousDef);
  Record &Inst = *Fresh;

  // The parameters are substituted away, never copied: the def only gets
  // the ordinary fields. The arguments were checked against the class when
  // the value was parsed, so the pairing cannot fail here.
  SmallVec<ParamValue, 16> Bound;
  matchTemplateArgs(*Class, args(), Bound);
  MapResolver Params(&Inst);
  for (const ParamValue &B : Bound) // (distinct parameters)
    Params.setNew(B.Param, B.Value);
  Inst.reserveValues(Class->getValues().size() - Class->getTemplateArgs().size());
  for (const RecordVal &Field : Class->getValues())
    if (!Field.isTemplateArg())
      Inst.addValue(Field);
  Inst.appendAssertions(Class);
  Inst.appendDumps(Class);
  Inst.resolveReferences(Params);

  Inst.SuperClasses.reserve(Class->getSuperClasses().size() + 1);
  for (const auto &[Ancestor, Range] : Class->getSuperClasses())
    Inst.addSuperClass(Ancestor, Range);
  SrcLoc ClassLoc = Class->getLocs().empty() ? SrcLoc() : Class->getLocs().back();
  Inst.addSuperClass(Class, {ClassLoc, ClassLoc});

  // Only once the parameters are gone can fields that refer to one another
  // settle (a let-free def: nothing else will change them).
  Inst.resolveReferences();
  RK.addDef(std::move(Fresh));
  Inst.checkRecordAssertions();
  Inst.emitRecordDumps();
  Def = DefInit::get(&Inst);
  return Def;
}

// Class instantiations recurse through here (an argument's instantiation
// resolves its own arguments), so the frame is kept small: the rarer paths,
// with their own argument arrays, are out-of-line lambdas. (A frame that
// grew by two arrays took an instantiation-depth error past the 64 MiB of
// stack beyond which AddressSanitizer mishandles the exception.)
const Init *VarDefInit::resolveReferences(Resolver &R) const {
  ReferenceWatch UR(&R);
  RecordKeeper &RK = Class->getRecords();
  if (RK.hasAllocationModel()) {
    // llvm-tblgen's order: each argument is interned as it is resolved.
    return [&]() __attribute__((noinline)) -> const Init * {
      bool Changed = false;
      SmallVec<const ArgumentInit *, 16> NewArgs;
      NewArgs.reserve(NumArgs);
      for (const ArgumentInit *A : args()) {
        auto *NA = cast<ArgumentInit>(A->resolve(UR));
        NewArgs.push_back(NA);
        Changed |= NA != A;
      }
      if (!Changed)
        return this;
      const VarDefInit *New = VarDefInit::get(Loc, Class, {NewArgs.data(), NewArgs.size()});
      if (!UR.sawUnresolved())
        return New->instantiate();
      return New;
    }();
  }
  // Without the allocation model, look the instantiation up by its resolved
  // argument values first: most are found, and then no argument needs
  // interning (an instantiation's arguments are interned already).
  bool Changed = false;
  SmallVec<const Init *, 16> NewValues;
  NewValues.reserve(NumArgs);
  for (const ArgumentInit *A : args()) {
    const Init *NV = A->getValue()->resolve(UR);
    NewValues.push_back(NV);
    Changed |= NV != A->getValue();
  }
  if (!Changed)
    return this;
  const VarDefInit *New;
  {
    SharedStateLock Lock(RK);
    uint64_t H = varDefHash(Class, NumArgs, [&](size_t I) {
      return std::tuple(NewValues[I], Args[I]->getIndex(), Args[I]->getName());
    });
    New = RK.inits().findAs<VarDefInit>(H, [&](const VarDefInit *V) {
      if (V->getClass() != Class || V->NumArgs != NumArgs)
        return false;
      for (unsigned I = 0; I < NumArgs; ++I) {
        const ArgumentInit *VA = V->Args[I];
        if (VA->getValue() != NewValues[I] || VA->getIndex() != Args[I]->getIndex() ||
            VA->getName() != Args[I]->getName())
          return false;
      }
      return true;
    });
    if (!New)
      New = [&]() __attribute__((noinline)) {
        SmallVec<const ArgumentInit *, 16> NewArgs;
        NewArgs.reserve(NumArgs);
        for (unsigned I = 0; I < NumArgs; ++I)
          NewArgs.push_back(NewValues[I] == Args[I]->getValue()
                                ? Args[I]
                                : Args[I]->cloneWithValue(NewValues[I]));
        return makeHashed(H, Loc, Class, {NewArgs.data(), NewArgs.size()});
      }();
  }
  if (!UR.sawUnresolved())
    return New->instantiate();
  return New;
}

const Init *VarDefInit::Fold() const {
  SharedStateLock Lock(Class->getRecords());
  if (Def)
    return Def;
  ReferenceWatch R;
  for (const ArgumentInit *A : args())
    A->resolve(R);
  if (!R.sawUnresolved())
    return instantiate();
  return this;
}

std::string VarDefInit::getAsString() const { return printedText(*this); }

//===----------------------------------------------------------------------===//
// Dags
//===----------------------------------------------------------------------===//

DagInit::DagInit(RecordKeeper &RK, const Init *Op, const StringInit *OpName, const Init *const *A,
                 const StringInit *const *Nm, unsigned N)
    : TypedInit(DagKind, DagRecTy::get(RK)), Op(Op), OpName(OpName), Args(A), Names(Nm), N(N) {}

const DagInit *DagInit::get(const Init *Op, const StringInit *OpName,
                            std::span<const Init *const> A,
                            std::span<const StringInit *const> Nm) {
  RecordKeeper &RK = Op->getRecordKeeper();
  SharedStateLock Lock(RK);
  Profile P;
  P.add(uint64_t(DagKind)).add(Op).add(OpName).add(uint64_t(A.size()));
  for (size_t I = 0; I < A.size(); ++I)
    P.add(A[I]).add(Nm[I]);
  InitPool &Pool = RK.inits();
  if (auto *I = Pool.find(P))
    return cast<DagInit>(I);
  auto *I = Pool.make<DagInit>(RK, Op, OpName, Pool.copyArray(A), Pool.copyArray(Nm),
                               unsigned(A.size()));
  I->StablyConcrete = Op->isStablyConcrete() && allStablyConcrete(A);
  Pool.insert(P, I);
  return I;
}

const Record *DagInit::getOperatorAsDef(SrcLoc Loc) const {
  if (auto *D = dyn_cast<DefInit>(Op))
    return D->getDef();
  PrintFatalError(std::vector<SrcLoc>{Loc}, "Expected record as operator");
}

std::string_view DagInit::getNameStr() const { return OpName ? OpName->getValue() : std::string_view(); }
std::string_view DagInit::getArgNameStr(unsigned I) const {
  return Names[I] ? Names[I]->getValue() : std::string_view();
}

std::optional<unsigned> DagInit::getArgNo(std::string_view Name) const {
  for (unsigned I = 0; I < N; ++I)
    if (Names[I] && Names[I]->getValue() == Name)
      return I;
  return std::nullopt;
}

bool DagInit::isConcrete() const {
  if (!Op->isConcrete())
    return false;
  for (unsigned I = 0; I < N; ++I)
    if (!Args[I]->isConcrete())
      return false;
  return true;
}

std::string DagInit::getAsString() const { return printedText(*this); }

const Init *DagInit::convertInitializerTo(const RecTy *T) const {
  return TypedInit::convertInitializerTo(T);
}

const Init *DagInit::resolveReferences(Resolver &R) const {
  SmallVec<const Init *, 16> NewArgs;
  NewArgs.reserve(N);
  bool Changed = false;
  for (unsigned I = 0; I < N; ++I) {
    const Init *A = Args[I]->resolve(R);
    Changed |= A != Args[I];
    NewArgs.push_back(A);
  }
  const Init *NewOp = Op->resolve(R);
  if (NewOp == Op && !Changed)
    return this;
  return DagInit::get(NewOp, OpName, NewArgs, getArgNames());
}

//===----------------------------------------------------------------------===//
// Variables and fields
//===----------------------------------------------------------------------===//

const VarInit *VarInit::get(std::string_view Name, const RecTy *T) {
  return get(StringInit::get(T->getRecordKeeper(), Name), T);
}

const VarInit *VarInit::get(const Init *Name, const RecTy *T) {
  SharedStateLock Lock(T->getRecordKeeper());
  RecordKeeper &RK = T->getRecordKeeper();
  uint64_t H = ProfileHasher(3).add(uint64_t(VarKind)).add(Name).add(T).hash();
  InitPool &Pool = RK.inits();
  ProfileTable::Hint Where;
  if (auto *I = Pool.findAs<VarInit>(
          H, [&](const VarInit *V) { return V->getNameInit() == Name && V->getType() == T; }, &Where))
    return I;
  auto *I = Pool.make<VarInit>(Name, T);
  Pool.insertHashed(H, I, Where);
  return I;
}

std::string_view VarInit::getName() const {
  if (auto *S = dyn_cast<StringInit>(Name))
    return S->getValue();
  return {};
}

const Init *VarInit::resolveReferences(Resolver &R) const {
  const Init *Bound = R.resolve(Name);
  return Bound ? Bound : this;
}

const Init *VarInit::getBit(unsigned Bit) const { return TypedInit::getBit(Bit); }

VarBitInit::VarBitInit(const TypedInit *T, unsigned B)
    : TypedInit(VarBitKind, BitRecTy::get(T->getRecordKeeper())), TI(T), Bit(B) {}

const VarBitInit *VarBitInit::get(const TypedInit *T, unsigned B) {
  SharedStateLock Lock(T->getRecordKeeper());
  RecordKeeper &RK = T->getRecordKeeper();
  Profile P;
  P.add(uint64_t(VarBitKind)).add(T).add(uint64_t(B));
  InitPool &Pool = RK.inits();
  if (auto *I = Pool.find(P))
    return cast<VarBitInit>(I);
  auto *I = Pool.make<VarBitInit>(T, B);
  Pool.insert(P, I);
  return I;
}

std::string VarBitInit::getAsString() const { return printedText(*this); }

const Init *VarBitInit::resolveReferences(Resolver &R) const {
  // The bit of the value, once resolving changed it (and it has bits).
  const Init *Whole = TI->resolve(R);
  const Init *Picked = Whole == TI ? nullptr : Whole->getBit(Bit);
  return Picked ? Picked : this;
}

const FieldInit *FieldInit::get(const Init *Rec, const StringInit *FieldName) {
  SharedStateLock Lock(Rec->getRecordKeeper());
  RecordKeeper &RK = Rec->getRecordKeeper();
  uint64_t H = ProfileHasher(3).add(uint64_t(FieldKind)).add(Rec).add(FieldName).hash();
  InitPool &Pool = RK.inits();
  ProfileTable::Hint Where;
  if (auto *I = Pool.findAs<FieldInit>(
          H, [&](const FieldInit *F) { return F->getRecord() == Rec && F->getFieldName() == FieldName; }, &Where))
    return I;
  const RecTy *T = Rec->getFieldType(FieldName);
  auto *I = Pool.make<FieldInit>(Rec, FieldName, T);
  Pool.insertHashed(H, I, Where);
  return I;
}

const Init *FieldInit::getBit(unsigned Bit) const { return TypedInit::getBit(Bit); }

/// The value of field Name of the def that Rec refers to, when Rec is a
/// def and that value is concrete; null otherwise.
static const Init *settledField(const Init *Rec, const StringInit *Name) {
  const auto *Ref = dyn_cast<DefInit>(Rec);
  const RecordVal *Field = Ref ? Ref->getDef()->getValue(Name) : nullptr;
  const Init *V = Field ? Field->getValue() : nullptr;
  return V && V->isConcrete() ? V : nullptr;
}

const Init *FieldInit::resolveReferences(Resolver &R) const {
  const Init *NewRec = Rec->resolve(R);
  if (NewRec == Rec)
    return this;
  // The common case, a field of a def that holds a concrete value, folds
  // with one lookup (Fold would look the field up a second time); with the
  // allocation model, the expression must be interned first (below).
  const bool SelfReference =
      isa<DefInit>(NewRec) && cast<DefInit>(NewRec)->getDef() == R.getCurrentRecord();
  if (!SelfReference && !getRecordKeeper().hasAllocationModel())
    if (const Init *V = settledField(NewRec, FieldName))
      return V;
  const RecTy *T = NewRec->getFieldType(FieldName);
  if (!T) // (get reports the missing field)
    return FieldInit::get(NewRec, FieldName)->Fold(R.getCurrentRecord());
  return foldOrIntern(
      FieldInit(NewRec, FieldName, T), [&] { return FieldInit::get(NewRec, FieldName); },
      [&](const FieldInit &F) { return F.Fold(R.getCurrentRecord()); });
}

const Init *FieldInit::Fold(const Record *CurRec) const {
  if (!isa<DefInit>(Rec))
    return this;
  if (cast<DefInit>(Rec)->getDef() == CurRec)
    PrintFatalError(CurRec->getLocs(), "Attempting to access field '" +
                                           std::string(FieldName->getValue()) + "' of '" +
                                           Rec->getAsString() + "' is a forbidden self-reference");
  if (const Init *V = settledField(Rec, FieldName))
    return V;
  // Not yet: the def may still be under construction.
  getRecordKeeper().inits().noteStatefulFold();
  return this;
}

bool FieldInit::isConcrete() const { return settledField(Rec, FieldName) != nullptr; }

std::string FieldInit::getAsString() const { return printedText(*this); }

//===----------------------------------------------------------------------===//
// Resolvers
//===----------------------------------------------------------------------===//

MapResolver::Entry *MapResolver::findEntry(const Init *Key) {
  for (Entry &E : Entries)
    if (E.Key == Key)
      return &E;
  return nullptr;
}

void ResolveMemo::insert(const Init *Key, const Init *Value, Seen Watched) {
  if ((Count + 1) * 2 > Slots.size()) {
    std::vector<Slot> Old(Slots.empty() ? 64 : Slots.size() * 2);
    Old.swap(Slots);
    size_t Mask = Slots.size() - 1;
    for (const Slot &E : Old)
      if (E.Key) {
        size_t I = slotOf(E.Key) & Mask;
        while (Slots[I].Key)
          I = (I + 1) & Mask;
        Slots[I] = E;
      }
  }
  size_t Mask = Slots.size() - 1;
  size_t I = slotOf(Key) & Mask;
  while (Slots[I].Key && Slots[I].Key != Key)
    I = (I + 1) & Mask;
  if (!Slots[I].Key)
    ++Count;
  Slots[I] = {Key, Value, Watched};
}

void MapResolver::startMemo() {
  if (Live != Entries.size())
    return; // an entry is hidden: its value's resolution keeps no memo
  Table = std::make_unique<ResolveMemo>();
  Memo = Table.get();
}

void MapResolver::set(const Init *Key, const Init *Value) {
  if (Table)
    Table->clear();
  if (Entry *E = findEntry(Key)) {
    if (E->Hidden)
      ++Live;
    *E = {Key, Value, false, false};
    return;
  }
  Entries.push_back({Key, Value, false, false});
  addKey(Key);
  ++Live;
}

bool MapResolver::isComplete(const Init *VarName) const {
  for (const Entry &E : Entries)
    if (E.Key == VarName && !E.Hidden)
      return E.V->isComplete();
  return false;
}

/// Rec's field named N, or null. Records of one class share their field
/// order, and resolving a def asks for many of its fields: where the name
/// was last found is tried first.
static const RecordVal *findField(const Record &Rec, const Init *N) {
  std::span<const RecordVal> Fields = Rec.getValues();
  std::atomic<uint32_t> &Hint = Rec.getRecords().fieldHint(N);
  uint32_t H = Hint.load(std::memory_order_relaxed);
  if (H < Fields.size() && Fields[H].getNameInit() == N)
    return &Fields[H];
  const RecordVal *Found = Rec.getValue(N);
  if (Found)
    Hint.store(uint32_t(Found - Fields.data()), std::memory_order_relaxed);
  return Found;
}

bool RecordResolver::answersDirectly(const Init *VarName) const {
  // resolve() gives such a field's value (and caches it, which a later
  // lookup would do the same way).
  const RecordVal *RV = findField(*getCurrentRecord(), VarName);
  return RV && RV->getValue() && !(RV->getValue()->getDeps() & keyMask());
}

bool MapResolver::answersDirectly(const Init *VarName) const {
  for (const Entry &E : Entries)
    if (E.Key == VarName)
      return E.Hidden || E.Resolved || !(E.V->getDeps() & keyMask());
  return true;
}

const Init *MapResolver::resolve(const Init *VarName) {
  size_t Idx = 0;
  for (; Idx < Entries.size(); ++Idx)
    if (Entries[Idx].Key == VarName)
      break;
  if (Idx == Entries.size() || Entries[Idx].Hidden)
    return nullptr;
  const Init *I = Entries[Idx].V;
  if (!Entries[Idx].Resolved && Live > 1) {
    // Resolve references among the mapped values; the entry is hidden
    // meanwhile so that a self-reference is left alone rather than looping.
    Entries[Idx].Hidden = true;
    --Live;
    // Answers differ while the entry is hidden: no memo meanwhile (and
    // the operator count starts again, so that one can start afterwards).
    ResolveMemo *OuterMemo = Memo;
    uint32_t OuterOperators = Operators;
    Memo = nullptr;
    Operators = 0;
    I = I->resolve(*this);
    Memo = OuterMemo;
    Operators = OuterOperators;
    // (Entries may have grown: index again.)
    Entries[Idx].V = I;
    Entries[Idx].Resolved = true;
    Entries[Idx].Hidden = false;
    ++Live;
  }
  return I;
}

const Init *RecordResolver::resolve(const Init *VarName) {
  const Record *Rec = getCurrentRecord();
  const Init **Memo;
  const Init *Source = nullptr;
  if (const RecordVal *Field = findField(*Rec, VarName)) {
    if (FieldMemo.empty())
      FieldMemo.resize(Rec->getValues().size(), nullptr);
    Memo = &FieldMemo[size_t(Field - Rec->getValues().data())];
    if (!*Memo && !isa<UnsetInit>(Field->getValue()))
      Source = Field->getValue();
  } else if (NewName && VarName == OldName) {
    // The record's name, being renamed.
    Memo = &NameMemo;
    Source = NewName;
  } else {
    return nullptr;
  }
  if (*Memo)
    return *Memo == busy() ? nullptr : *Memo; // (busy: a reference to itself)
  if (!Source)
    return nullptr;
  // (Memo stays valid: FieldMemo is filled once, before this.)
  *Memo = busy();
  const Init *Value = Source->resolve(*this);
  *Memo = Value;
  return Value;
}

const Init *ReferenceWatch::resolve(const Init *VarName) {
  if (VarName == Watched)
    SawWatched = true;
  const Init *Answer = Inner ? Inner->resolve(VarName) : nullptr;
  if (!Answer) {
    Unresolved = true;
    return nullptr;
  }
  // The answer may still hold references of its own; look for them
  // (without Inner, which must not see them) unless already known.
  if (!Unresolved) {
    ReferenceWatch Nested;
    Answer->resolve(Nested);
    Unresolved = Nested.Unresolved;
  }
  return Answer;
}

} // namespace tblgen
