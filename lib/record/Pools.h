//===- Pools.h - Uniquing tables for types and values -----------*- C++ -*-===//
//
// Internal to lib/record. Every value is described by a "profile": a short
// sequence of 64-bit words (kind, operands as pointers, integers). Two values
// with the same profile are the same object.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "tblgen/Record.h"

#include <cstring>
#include <new>
#include <unordered_map>

namespace tblgen {

/// A profile under construction. Small ones live on the stack.
class Profile {
public:
  Profile &add(uint64_t W) { push(W); return *this; }
  Profile &add(const void *P) { push(uint64_t(reinterpret_cast<uintptr_t>(P))); return *this; }
  Profile &addString(std::string_view S) {
    push(S.size());
    size_t Words = (S.size() + 7) / 8;
    size_t At = N;
    for (size_t I = 0; I < Words; ++I) push(0);
    if (!S.empty()) std::memcpy(&data()[At], S.data(), S.size());
    return *this;
  }
  std::string_view bytes() const {
    return {reinterpret_cast<const char *>(data()), N * sizeof(uint64_t)};
  }

private:
  void push(uint64_t W) {
    if (N == Inline && Heap.empty()) Heap.assign(Buf, Buf + N);
    if (!Heap.empty() || N >= Inline) Heap.push_back(W); else Buf[N] = W;
    ++N;
  }
  const uint64_t *data() const { return Heap.empty() ? Buf : Heap.data(); }
  uint64_t *data() { return Heap.empty() ? Buf : Heap.data(); }
  static constexpr size_t Inline = 16;
  uint64_t Buf[Inline];
  std::vector<uint64_t> Heap;
  size_t N = 0;
};

struct InitPool {
  explicit InitPool(Arena &A) : A(A) {}

  /// The interned value with profile P, or null.
  const Init *find(const Profile &P) const {
    auto It = Map.find(P.bytes());
    return It == Map.end() ? nullptr : It->second;
  }
  /// Interns I under profile P.
  void insert(const Profile &P, const Init *I) {
    std::string_view Key = A.save(P.bytes());
    Map.emplace(Key, I);
  }
  /// Creates a T in the arena (never destroyed: Inits are trivially
  /// destructible apart from their vtable).
  template <typename T, typename... Args> T *make(Args &&...args) {
    void *Mem = A.allocate(sizeof(T), alignof(T));
    return new (Mem) T(std::forward<Args>(args)...);
  }
  /// Copies an array of pointers into the arena.
  template <typename T> const T *const *copyArray(std::span<const T *const> Src) {
    auto *Dst = A.allocArray<const T *>(Src.size());
    for (size_t I = 0; I < Src.size(); ++I) Dst[I] = Src[I];
    return Dst;
  }

  Arena &A;
  std::unordered_map<std::string_view, const Init *> Map;
  const UnsetInit *Unset = nullptr;
  const BitInit *True = nullptr, *False = nullptr;
};

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
