//===- PrefaultingNew.cpp - operator new that makes heap pages present in bulk ===//
//
// The driver's global operator new and delete: malloc and free (mimalloc,
// where linked), and on the way out of new, the 64 KiB block the new object
// starts in and the block after it are made present with one madvise call
// each the first time an allocation lands there (support/Pages.h says why:
// a page fault per fresh page is the costliest part of a small run in a
// virtual machine). The block after is there because the allocator itself
// writes into a fresh page (its free list) before new returns.
//
// A bitmap remembers the blocks already made present; it is indexed by the
// block number modulo its size, so two blocks far apart may share a bit and
// the second is then left to ordinary page faults: only a missed hint.
// Not built with the sanitizers, which bring their own operator new.
//
//===----------------------------------------------------------------------===//
#include "support/Pages.h"

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <cstdlib>
#include <new>

namespace {

constexpr unsigned BlockShift = 16;           // 64 KiB blocks
constexpr size_t BitmapWords = size_t(1) << 16; // 4 Mi blocks: 256 GiB of heap
std::atomic<uint64_t> Present[BitmapWords];

/// Sets block B's bit; true if it was clear.
bool claim(uintptr_t B) {
  uint64_t Bit = uint64_t(1) << (B & 63);
  std::atomic<uint64_t> &W = Present[(B >> 6) % BitmapWords];
  if (W.load(std::memory_order_relaxed) & Bit)
    return false;
  return !(W.fetch_or(Bit, std::memory_order_relaxed) & Bit);
}

void *blockAddress(uintptr_t B) { return reinterpret_cast<void *>(B << BlockShift); }

void makePresentSlow(uintptr_t First, uintptr_t Last) {
  // The object's own blocks (at most two: a big object may well not be
  // written whole, a reserved buffer) and the block after them: the
  // allocator writes into a fresh block (its free list) before new returns,
  // so it must be present before it gets there.
  Last = std::min(Last, First + 1) + 1;
  for (uintptr_t B = First; B <= Last; ++B)
    if (claim(B))
      tblgen::pages::populate(blockAddress(B), size_t(1) << BlockShift);
}

void makePresent(void *P, size_t N) {
  uintptr_t Addr = reinterpret_cast<uintptr_t>(P);
  uintptr_t First = Addr >> BlockShift;
  // Nearly always an object sits in one block that, with the block after
  // it, is present already: one load tells.
  if ((Addr & ((uintptr_t(1) << BlockShift) - 1)) + N <= (uintptr_t(1) << BlockShift)) {
    unsigned Shift = First & 63;
    size_t Word = (First >> 6) % BitmapWords;
    uint64_t Bits = Present[Word].load(std::memory_order_relaxed) >> Shift;
    if ((Bits & 3) == 3)
      return;
    if (Shift == 63 && (Bits & 1) &&
        (Present[(Word + 1) % BitmapWords].load(std::memory_order_relaxed) & 1))
      return; // the block after is the next word's first
  }
  uintptr_t Last = (Addr + (N ? N - 1 : 0)) >> BlockShift;
  makePresentSlow(First, Last);
}

void *allocate(size_t N) noexcept {
  void *P = std::malloc(N ? N : 1);
  if (P)
    makePresent(P, N);
  return P;
}

void *allocateOrThrow(size_t N) {
  if (void *P = allocate(N))
    return P;
  throw std::bad_alloc();
}

} // namespace

void *operator new(size_t N) { return allocateOrThrow(N); }
void *operator new[](size_t N) { return allocateOrThrow(N); }
void *operator new(size_t N, const std::nothrow_t &) noexcept { return allocate(N); }
void *operator new[](size_t N, const std::nothrow_t &) noexcept { return allocate(N); }
void operator delete(void *P) noexcept { std::free(P); }
void operator delete[](void *P) noexcept { std::free(P); }
void operator delete(void *P, size_t) noexcept { std::free(P); }
void operator delete[](void *P, size_t) noexcept { std::free(P); }
void operator delete(void *P, const std::nothrow_t &) noexcept { std::free(P); }
void operator delete[](void *P, const std::nothrow_t &) noexcept { std::free(P); }
