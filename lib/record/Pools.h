//===- Pools.h - Uniquing tables for types and values -----------*- C++ -*-===//
//
// Internal to lib/record. Every value is described by a "profile": a short
// sequence of 64-bit words (kind, operands as pointers, integers). Two values
// with the same profile are the same object.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "record/AllocationModel.h"
#include "support/Pages.h"
#include "record/Resolvers.h"
#include "tblgen/Output.h"
#include "tblgen/Record.h"

#include <algorithm>
#include <atomic>
#include <bit>
#include <cstdlib>
#include <cstring>
#include <new>
#include <unordered_map>

namespace tblgen {

/// A profile under construction. Small ones live on the stack.
class Profile {
public:
  Profile() = default;
  Profile(const Profile &) = delete;
  Profile &operator=(const Profile &) = delete;
  ~Profile() {
    if (Data != Buf)
      delete[] Data;
  }

  Profile &add(uint64_t W) {
    if (N == Cap)
      grow(N + 1);
    Data[N++] = W;
    return *this;
  }
  Profile &add(const void *P) { return add(uint64_t(reinterpret_cast<uintptr_t>(P))); }
  Profile &addString(std::string_view S) {
    add(S.size());
    size_t Words = (S.size() + 7) / 8;
    if (N + Words > Cap)
      grow(N + Words);
    if (Words) {
      Data[N + Words - 1] = 0;
      std::memcpy(&Data[N], S.data(), S.size());
    }
    N += Words;
    return *this;
  }
  std::string_view bytes() const {
    return {reinterpret_cast<const char *>(Data), N * sizeof(uint64_t)};
  }
  const uint64_t *words() const { return Data; }
  size_t size() const { return N; }

private:
  void grow(size_t Min) {
    size_t NewCap = std::max(Cap * 2, Min);
    auto *New = new uint64_t[NewCap];
    std::memcpy(New, Data, N * sizeof(uint64_t));
    if (Data != Buf)
      delete[] Data;
    Data = New;
    Cap = NewCap;
  }
  static constexpr size_t Inline = 24;
  uint64_t Buf[Inline];
  uint64_t *Data = Buf;
  size_t N = 0;
  size_t Cap = Inline;
};

/// Hashes profile words as they are produced (ProfileTable::hashWords is
/// this over a built profile), so hot get()s can hash their key without
/// building a profile (N: the number of words).
class ProfileHasher {
public:
  explicit ProfileHasher(size_t N) : H(0x243F6A8885A308D3ull ^ N) {}
  ProfileHasher &add(uint64_t W) {
    H ^= W;
    H *= 0x9E3779B97F4A7C15ull;
    H ^= H >> 29;
    return *this;
  }
  ProfileHasher &add(const void *P) { return add(uint64_t(reinterpret_cast<uintptr_t>(P))); }
  /// The words of Profile::addString (length, then zero-padded bytes).
  [[gnu::always_inline]] ProfileHasher &addString(std::string_view S) {
    add(S.size());
    const char *P = S.data();
    size_t N = S.size();
    size_t I = 0;
    for (; I + 8 <= N; I += 8)
      add(load64(P + I));
    if (size_t Rem = N - I) {
      if constexpr (std::endian::native == std::endian::little) {
        add(N >= 8 ? load64(P + N - 8) >> (8 * (8 - Rem)) : shortWord(P, Rem));
      } else {
        uint64_t W = 0;
        std::memcpy(&W, P + I, Rem);
        add(W);
      }
    }
    return *this;
  }
  /// The zero-padded little-endian word of the Rem (1-7) bytes at P, read
  /// with fixed-size loads that stay inside them: a variable-length copy
  /// into a stack word was a libc call and a store-forwarding stall.
  static uint64_t shortWord(const char *P, size_t Rem) {
    if (Rem >= 4) // two overlapping 4-byte loads
      return uint64_t(load32(P)) | (uint64_t(load32(P + Rem - 4)) << (8 * (Rem - 4)));
    return uint64_t(uint8_t(P[0])) | (uint64_t(uint8_t(P[Rem / 2])) << (8 * (Rem / 2))) |
           (uint64_t(uint8_t(P[Rem - 1])) << (8 * (Rem - 1)));
  }
  static size_t stringWords(std::string_view S) { return 1 + (S.size() + 7) / 8; }
  uint64_t hash() const { return H; }
  /// hash() with one more round that spreads every input bit over the low
  /// bits (the table index), for words that vary only in their high bytes.
  uint64_t spreadHash() const {
    uint64_t F = (H ^ (H >> 32)) * 0x9E3779B97F4A7C15ull;
    return F ^ (F >> 29);
  }

private:
  static uint64_t load64(const char *P) {
    uint64_t W;
    std::memcpy(&W, P, 8);
    return W;
  }
  static uint32_t load32(const char *P) {
    uint32_t W;
    std::memcpy(&W, P, 4);
    return W;
  }
  uint64_t H;
};

/// Strings longer than this are hashed by longStringHash instead of over
/// their profile words.
constexpr size_t LongStringBytes = 32;

/// The hash of a long string (more than LongStringBytes bytes): two
/// independent lanes, each taking 16 bytes per step with one 64x64->128-bit
/// multiply folded to 64 bits, then a last (overlapping) 32-byte block and
/// the length. Code blocks and descriptions are hundreds of bytes long; the
/// profile hash's one chain of dependent multiplies per 8 bytes was most of
/// their interning.
inline uint64_t longStringHash(std::string_view S, uint64_t Seed) {
  auto Load = [](const char *P) {
    uint64_t W;
    std::memcpy(&W, P, 8);
    return W;
  };
  auto Fold = [](uint64_t A, uint64_t B) {
#ifdef __SIZEOF_INT128__
    unsigned __int128 M = static_cast<unsigned __int128>(A) * B;
    return uint64_t(M) ^ uint64_t(M >> 64);
#else
    uint64_t M = A * (B | 1);
    return M ^ (M >> 32) ^ (A >> 29);
#endif
  };
  constexpr uint64_t K0 = 0xA0761D6478BD642Full, K1 = 0xE7037ED1A0B428DBull,
                     K2 = 0x8EBC6AF09C88C6E3ull, K3 = 0x589965CC75374CC3ull;
  const char *P = S.data();
  size_t N = S.size();
  uint64_t A = Seed ^ K0, B = N ^ K1;
  for (; N > 32; P += 32, N -= 32) {
    A = Fold(Load(P) ^ K1, Load(P + 8) ^ A);
    B = Fold(Load(P + 16) ^ K2, Load(P + 24) ^ B);
  }
  const char *E = S.data() + S.size() - 32; // the last 32 bytes
  A = Fold(Load(E) ^ K2, Load(E + 8) ^ A);
  B = Fold(Load(E + 16) ^ K3, Load(E + 24) ^ B);
  return Fold(A ^ K3, B ^ K0 ^ S.size());
}

/// What Init::print writes, as a string: the getAsString of every value
/// kind that Init::print handles itself.
inline std::string printedText(const Init &I) {
  OStream OS;
  I.print(OS);
  return std::move(OS.str());
}

/// The hash StringInit::get interns S under: over the string's profile
/// (see Profiles.cpp) for short strings, longStringHash for long ones. Its
/// low 32 bits stay in the value (getInternHash), and the keeper's name
/// indexes use them too. Short strings take spreadHash: names that differ
/// only in the last few bytes ("anonymous_1234") vary only in the high
/// bytes of their last word, and fell into a few thousand buckets.
[[gnu::always_inline]] inline uint64_t stringHash(std::string_view S, StringInit::Format F) {
  if (S.size() > LongStringBytes) [[unlikely]]
    return longStringHash(S, uint64_t(F) + 1);
  return ProfileHasher(1 + ProfileHasher::stringWords(S))
      .add(uint64_t(Init::StringKind) | (uint64_t(F) << 8))
      .addString(S)
      .spreadHash();
}

/// A zero-filled array of words straight from the system (fresh pages come
/// zeroed, so a big table costs no memset), made present at once: a table
/// is written all over. Tables of 2 MiB or more sit on 2 MiB boundaries and
/// are offered to transparent huge pages (see support/Pages.h).
class ZeroedWords {
public:
  ZeroedWords() = default;
  explicit ZeroedWords(size_t N) : N(N) {
    P = static_cast<uint64_t *>(pages::map(bytes()));
    if (!P)
      std::abort();
    pages::populate(P, bytes());
  }
  ZeroedWords(const ZeroedWords &) = delete;
  ZeroedWords &operator=(const ZeroedWords &) = delete;
  ~ZeroedWords() { pages::unmap(P, bytes()); }
  void swap(ZeroedWords &O) {
    std::swap(P, O.P);
    std::swap(N, O.N);
  }
  size_t size() const { return N; }
  uint64_t &operator[](size_t I) { return P[I]; }
  uint64_t operator[](size_t I) const { return P[I]; }
  const uint64_t *begin() const { return P; }
  const uint64_t *end() const { return P + N; }

private:
  size_t bytes() const { return N * sizeof(uint64_t); }
  uint64_t *P = nullptr;
  size_t N = 0;
};

/// Open-addressing table of interned values keyed by their profiles. A slot
/// is one word: the value's address (48 bits) and 16 bits of its profile's
/// hash. On a tag match the stored value's profile is compared word by word
/// (see Profiles.cpp), so no key is stored; the low 32 bits of the hash
/// live in the value itself (Init::getInternHash), so growing rehashes
/// without rebuilding profiles.
class ProfileTable {
public:
  /// 32 Ki slots (256 KiB) to start with: an input that includes MLIR's
  /// OpBase.td or a target description interns well over the 6 Ki values
  /// that would fill 8 Ki slots, and growing rehashes them all.
  ProfileTable() : Slots(size_t(1) << 15) {}

  static uint64_t hashWords(const uint64_t *W, size_t N) {
    ProfileHasher H(N);
    for (size_t I = 0; I < N; ++I)
      H.add(W[I]);
    return H.hash();
  }

  const Init *find(const Profile &P, uint64_t H) const;
  /// Where a search that found nothing stopped: the empty slot that ends
  /// the probe sequence, which is where the value goes if nothing changed
  /// the table in between (insertAt checks).
  struct Hint {
    size_t Slot = 0;
    size_t Capacity = 0; // 0: no hint
  };
  /// The interned value with hash H for which Same(value) holds, or null:
  /// a get() that knows its kind compares fields instead of profiles.
  /// Probing is triangular (steps 1, 2, 3...: on a power-of-two table it
  /// reaches every slot): at high load, linear probing's runs of full
  /// slots made every search walk ~3-4 slots.
  template <typename Pred> const Init *findIf(uint64_t H, Pred Same, Hint *Where = nullptr) const {
    size_t Mask = Slots.size() - 1;
    uint64_t Tag = tagOf(H);
    for (size_t I = H & Mask, Step = 1;; I = (I + Step++) & Mask) {
      uint64_t S = Slots[I];
      if (!S) {
        if (Where)
          *Where = {I, Slots.size()};
        return nullptr;
      }
      if ((S >> 48) == Tag && valueOf(S)->getInternHash() == uint32_t(H) && Same(valueOf(S)))
        return valueOf(S);
    }
  }

  /// Grows at 3/4 full while the table is under 512 Ki slots (4 MiB), at
  /// 7/8 from there: a slot's 16-bit tag settles almost every mismatch
  /// without touching the value, but each probe is still a load, and the
  /// searches of Target.td (256 Ki slots at the end) cost 1.2% more
  /// instructions at 7/8; on big inputs a fuller table is a smaller one
  /// (the 400k-record benchmark: 34 MB instead of 67 MB; X86.td's 436 k
  /// values stay in 4 MiB, with 0.3% fewer instructions than growing).
  bool fullAfterOneMore() const {
    size_t N = Slots.size();
    return N < (size_t(1) << 19) ? (Count + 1) * 4 > N * 3 : (Count + 1) * 8 > N * 7;
  }
  void insert(uint64_t H, const Init *V) {
    if (fullAfterOneMore())
      grow();
    place(H, V);
    ++Count;
  }
  /// insert() into the slot a findIf for H just stopped at, if it is still
  /// the place: the table has not grown and the slot is still empty (a
  /// value inserted in between went elsewhere, not into the full slots
  /// before it, and nothing is ever removed). Saves probing twice.
  void insertAt(uint64_t H, const Init *V, Hint Where) {
    if (fullAfterOneMore())
      grow();
    if (Where.Capacity == Slots.size() && !Slots[Where.Slot])
      Slots[Where.Slot] = uint64_t(reinterpret_cast<uintptr_t>(V)) | (tagOf(H) << 48);
    else
      place(H, V);
    ++Count;
  }

  size_t size() const { return Count; }
  size_t capacity() const { return Slots.size(); }
  /// Calls F on every interned value (in table order: not deterministic
  /// across table sizes, so use it only for counting).
  template <typename F> void forEach(F Fn) const {
    for (uint64_t S : Slots)
      if (S)
        Fn(valueOf(S));
  }

private:
  static constexpr uint64_t PtrMask = (uint64_t(1) << 48) - 1;
  static uint64_t tagOf(uint64_t H) { return H >> 48; }
  static const Init *valueOf(uint64_t S) {
    return reinterpret_cast<const Init *>(uintptr_t(S & PtrMask));
  }
  void place(uint64_t H, const Init *V) {
    uint64_t Ptr = uint64_t(reinterpret_cast<uintptr_t>(V));
    size_t Mask = Slots.size() - 1;
    size_t I = H & Mask;
    for (size_t Step = 1; Slots[I]; ++Step)
      I = (I + Step) & Mask;
    Slots[I] = Ptr | (tagOf(H) << 48);
  }
  void grow();
  ZeroedWords Slots;
  size_t Count = 0;
};

/// Where the record library reports what it allocates: forwards to the
/// attached allocation model, and does nothing when none is attached (the
/// default).
struct AllocationObserver {
  AllocationModel *M = nullptr;

  void noteInit(const Init *I) {
    if (M) [[unlikely]]
      M->noteInit(I);
  }
  void noteBitsType() {
    if (M)
      M->noteBitsType();
  }
  void noteListType() {
    if (M)
      M->noteListType();
  }
  void noteRecordType(size_t NumClasses) {
    if (M)
      M->noteRecordType(NumClasses);
  }
  void deferTypes() {
    if (M)
      M->deferTypes();
  }
};

/// Remembers what substituting one value for one variable in an expression
/// gave (Expr resolved with a MapResolver binding Var to Value): the
/// !foreach and !filter bodies of anonymous class instantiations are
/// evaluated over and over for the same elements (TypeInfoGen's bodies over
/// the same LLVMType defs in every intrinsic). Keys and results are
/// interned values, never freed, so they are compared by address. Most
/// substitutions happen once (on Target.td 41 k of 44 k): a key is only
/// remembered when it comes a second time (a bit per hash in a filter).
class SubstitutionMemo {
public:
  static uint64_t hashOf(const Init *Var, const Init *Value, const Init *Expr) {
    uint64_t H = ProfileHasher(3).add(Var).add(Value).add(Expr).hash();
    return H ^ (H >> 32);
  }
  /// What substituting Value for Var in Expr gave (H = hashOf of them), or
  /// null if not known.
  const Init *find(const Init *Var, const Init *Value, const Init *Expr, uint64_t H) const {
    if (!Live)
      return nullptr;
    for (size_t I = H & Mask;; I = (I + 1) & Mask) {
      const uint64_t *E = Slots.begin() + I * 4;
      if (!E[2])
        return nullptr;
      if (E[2] == word(Expr) && E[1] == word(Value) && E[0] == word(Var))
        return reinterpret_cast<const Init *>(E[3]);
    }
  }
  /// Notes that a key of hash H came; true if one with its filter bit came
  /// before (then the key is worth remembering).
  bool cameBefore(uint64_t H) {
    if (!Seen.size())
      ZeroedWords(FilterBits / 64).swap(Seen);
    size_t Bit = (H >> 20) % FilterBits;
    uint64_t &W = Seen[Bit / 64];
    uint64_t M = uint64_t(1) << (Bit % 64);
    bool Before = W & M;
    W |= M;
    return Before;
  }
  /// Records that substituting Value for Var in Expr gives Result (the key
  /// must not be known yet).
  void insert(const Init *Var, const Init *Value, const Init *Expr, uint64_t H,
              const Init *Result) {
    if (Slots.size() == 0 || 4 * (Live + 1) > 3 * (Mask + 1))
      grow();
    place(H, word(Var), word(Value), word(Expr), word(Result));
    ++Live;
  }

private:
  static constexpr size_t FilterBits = size_t(1) << 19; // 64 KiB
  static uint64_t word(const Init *I) { return uint64_t(reinterpret_cast<uintptr_t>(I)); }
  void place(uint64_t H, uint64_t Var, uint64_t Value, uint64_t Expr, uint64_t Result) {
    size_t I = H & Mask;
    while (Slots[I * 4 + 2])
      I = (I + 1) & Mask;
    Slots[I * 4] = Var;
    Slots[I * 4 + 1] = Value;
    Slots[I * 4 + 2] = Expr;
    Slots[I * 4 + 3] = Result;
  }
  void grow() {
    size_t NewCount = Slots.size() ? 2 * (Mask + 1) : 1024;
    ZeroedWords Old(NewCount * 4);
    Old.swap(Slots);
    Mask = NewCount - 1;
    for (size_t I = 0; I + 4 <= Old.size(); I += 4)
      if (Old[I + 2])
        place(hashOf(reinterpret_cast<const Init *>(Old[I]), reinterpret_cast<const Init *>(Old[I + 1]),
                     reinterpret_cast<const Init *>(Old[I + 2])),
              Old[I], Old[I + 1], Old[I + 2], Old[I + 3]);
  }
  ZeroedWords Slots;
  ZeroedWords Seen;
  size_t Mask = 0;
  size_t Live = 0;
};

struct InitPool {
  explicit InitPool(Arena &A) : A(A) {}

  /// The interned value with profile P, or null.
  const Init *find(const Profile &P) const {
    return Table.find(P, ProfileTable::hashWords(P.words(), P.size()));
  }
  /// Interns I under profile P (which must be I's profile).
  void insert(const Profile &P, const Init *I);
  /// The interned value of kind T with hash H (a ProfileHasher over T's
  /// profile words) for which Same(value) holds, or null.
  template <typename T, typename Pred>
  const T *findAs(uint64_t H, Pred Same, ProfileTable::Hint *Where = nullptr) const {
    return static_cast<const T *>(Table.findIf(
        H, [&](const Init *I) { return T::classof(I) && Same(static_cast<const T *>(I)); }, Where));
  }
  /// Interns I under hash H (which must be the hash of I's profile); Where,
  /// from the findAs for H that found nothing, saves a second probe.
  void insertHashed(uint64_t H, const Init *I, ProfileTable::Hint Where = {});
  /// Creates a T in the arena (never destroyed: Inits are trivially
  /// destructible apart from their vtable).
  template <typename T, typename... Args> T *make(Args &&...args) {
    void *Mem = A.allocate(sizeof(T), alignof(T));
    T *Obj = new (Mem) T(std::forward<Args>(args)...);
    Model.noteInit(Obj);
    return Obj;
  }
  /// Creates a T of Size bytes (T's own and trailing storage) through
  /// T::create(Mem, args...).
  template <typename T, typename... Args> T *makeSized(size_t Size, Args &&...args) {
    void *Mem = A.allocate(Size, alignof(T));
    T *Obj = T::create(Mem, std::forward<Args>(args)...);
    Model.noteInit(Obj);
    return Obj;
  }
  /// Copies an array of pointers into the arena.
  template <typename T> const T *const *copyArray(std::span<const T *const> Src) {
    auto *Dst = A.allocArray<const T *>(Src.size());
    for (size_t I = 0; I < Src.size(); ++I)
      Dst[I] = Src[I];
    return Dst;
  }

  Arena &A;
  ProfileTable Table;
  /// The allocation model (--print-detailed-records), when the keeper has
  /// one attached (RecordKeeper::enableAllocationModel).
  AllocationObserver Model;
  static constexpr int64_t SmallIntMin = -64;
  static constexpr size_t SmallIntCount = 1024;
  const IntInit *SmallInts[SmallIntCount] = {};
  const UnsetInit *Unset = nullptr;
  const BitInit *True = nullptr, *False = nullptr;
  /// See SubstitutionMemo (front end only, without the allocation model).
  SubstitutionMemo Substituted;
  /// Counts folds whose answer depends on more than their operands: on the
  /// records defined so far (!cast to a record, !exists, !instances), on
  /// a field that is not yet concrete, or on an error being reported. An
  /// evaluation during which it moved is not remembered. (Atomic, relaxed:
  /// backends on several threads may fold after the front end.)
  std::atomic<uint64_t> StatefulFolds{0};
  void noteStatefulFold() { StatefulFolds.fetch_add(1, std::memory_order_relaxed); }
  uint64_t statefulFolds() const { return StatefulFolds.load(std::memory_order_relaxed); }
};

/// Evaluates an operator whose operands changed: Probe is the expression
/// built on the stack (not interned), Fold evaluates an expression of its
/// kind, Get interns it. Only an expression that does not fold is interned,
/// except when the record keeper reproduces llvm-tblgen's allocation
/// statistics, where the expression is interned first, as llvm-tblgen does.
template <typename T, typename GetFn, typename FoldFn>
const Init *foldOrIntern(const T &Probe, GetFn Get, FoldFn Fold) {
  if (Probe.getRecordKeeper().hasAllocationModel())
    return Fold(*Get());
  const Init *Folded = Fold(Probe);
#if defined(__GNUC__) && !defined(__clang__)
  // Hides where Folded comes from: with profile-guided inlining GCC
  // otherwise sees a path on which the probe's address is returned and
  // warns (-Wreturn-local-addr), though the test below never lets it out.
  asm("" : "+r"(Folded));
#endif
  return Folded == &Probe ? Get() : Folded;
}

struct TypePool {
  const BitRecTy *Bit = nullptr;
  const IntRecTy *Int = nullptr;
  const StringRecTy *String = nullptr;
  const DagRecTy *Dag = nullptr;
  std::unordered_map<unsigned, const BitsRecTy *> Bits;
  std::unordered_map<std::string_view, const RecordRecTy *> Records; // key: class pointers
  const RecordRecTy *EmptyRecord = nullptr;
};

} // namespace tblgen
