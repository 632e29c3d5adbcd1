//===- Arena.h - Bump allocator ---------------------------------*- C++ -*-===//
//
// The allocator that types, values and interned strings of a RecordKeeper
// live in: they are never freed one by one, only all together with the
// keeper. Slabs come from the system through support/Pages.h (Arena.cpp).
//
//===----------------------------------------------------------------------===//
#pragma once

#include <cstddef>
#include <cstdint>
#include <string_view>
#include <vector>

namespace tblgen {

/// A bump allocator (one per RecordKeeper); not thread-safe.
///
/// The slabs of every arena of the process lie in one range of address
/// space, reserved once (see Arena.cpp), so that an 8-byte-aligned object
/// in any arena has a 32-bit name: compress and expand. Records name their
/// fields' values that way.
class Arena {
public:
  /// The 32-bit name of P, an 8-byte-aligned address in some arena, or of
  /// null (0).
  static uint32_t compress(const void *P) {
    return P ? uint32_t((static_cast<const char *>(P) - RegionBase) >> 3) : 0;
  }
  /// The address compress named.
  static const void *expand(uint32_t Name) { return Name ? at(Name) : nullptr; }
  /// The address compress named, for a name known not to be null's.
  static const void *at(uint32_t Name) { return RegionBase + (uintptr_t(Name) << 3); }

  Arena() = default;
  Arena(const Arena &) = delete;
  Arena &operator=(const Arena &) = delete;
  ~Arena();
  void *allocate(size_t Size, size_t Align) {
    uintptr_t P = (reinterpret_cast<uintptr_t>(Cur) + Align - 1) & ~uintptr_t(Align - 1);
    if (!Cur || P + Size > reinterpret_cast<uintptr_t>(End)) [[unlikely]]
      return allocateSlow(Size, Align);
    Cur = reinterpret_cast<char *>(P + Size);
    Total += Size;
    return reinterpret_cast<void *>(P);
  }
  template <typename T> T *allocArray(size_t N) {
    return static_cast<T *>(allocate(sizeof(T) * (N ? N : 1), alignof(T)));
  }
  /// Copies a string into the arena.
  std::string_view save(std::string_view S);
  size_t bytesAllocated() const { return Total; }
  /// Calls OnLimit (which must not return) instead of growing past Bytes
  /// (0: no limit).
  void setLimit(size_t Bytes, void (*OnLimit)(const void *), const void *Ctx) {
    Limit = Bytes, LimitHandler = OnLimit, LimitCtx = Ctx;
  }

private:
  /// The start of the region all slabs come from (set before the first
  /// slab exists, never moved).
  static inline const char *RegionBase = nullptr;
  /// The process's region (Arena.cpp).
  class Region;
  void *allocateSlow(size_t Size, size_t Align);
  struct Slab {
    char *Base;
    size_t Bytes;
  };
  /// Cur..End is the free part of the current slab already made present;
  /// End..SlabEnd is mapped but not touched yet.
  char *Cur = nullptr, *End = nullptr, *SlabEnd = nullptr;
  std::vector<Slab> Slabs;
  size_t Total = 0;
  size_t Limit = 0, SlabBytes = 0;
  void (*LimitHandler)(const void *) = nullptr;
  const void *LimitCtx = nullptr;
};

} // namespace tblgen
