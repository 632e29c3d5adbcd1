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
// Once the background worker of support/Pages.h runs (a big input started
// it), only the object's own blocks are made present here, and the next
// few blocks are handed to the worker.
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

void makePresent(void *P, size_t N) {
  uintptr_t First = reinterpret_cast<uintptr_t>(P) >> BlockShift;
  // At most the two blocks after the object's first (a big object may
  // well not be written whole: a reserved buffer).
  uintptr_t Last = (reinterpret_cast<uintptr_t>(P) + (N ? N - 1 : 0)) >> BlockShift;
  // Nearly always an object sits in one block that, with the next, is
  // present already: one load tells (when both bits share a word).
  if (Last == First && (First & 63) != 63) {
    uint64_t Both = uint64_t(3) << (First & 63);
    if ((Present[(First >> 6) % BitmapWords].load(std::memory_order_relaxed) & Both) == Both)
      return;
  }
  // Claims block B (true when it was not claimed yet).
  auto Claim = [](uintptr_t B) {
    uint64_t Bit = uint64_t(1) << (B & 63);
    std::atomic<uint64_t> &W = Present[(B >> 6) % BitmapWords];
    return !(W.load(std::memory_order_relaxed) & Bit) && !(W.fetch_or(Bit, std::memory_order_relaxed) & Bit);
  };
  auto BlockAddr = [](uintptr_t B) { return reinterpret_cast<void *>(B << BlockShift); };
  if (!tblgen::pages::backgroundPopulateRunning()) {
    Last = std::min(Last, First + 1) + 1;
    for (uintptr_t B = First; B <= Last; ++B)
      if (Claim(B))
        tblgen::pages::populate(BlockAddr(B), size_t(1) << BlockShift);
    return;
  }
  // With the background worker: the blocks the object lies in now, the
  // next few from the worker (the heap mostly grows upwards). A block
  // claimed for the worker but not done yet when it is touched just takes
  // page faults.
  Last = std::min(Last, First + 1);
  for (uintptr_t B = First; B <= Last; ++B)
    if (Claim(B))
      tblgen::pages::populate(BlockAddr(B), size_t(1) << BlockShift);
  constexpr uintptr_t AheadBlocks = 4;
  uintptr_t RunStart = 0, RunLen = 0;
  auto Flush = [&] {
    if (RunLen && !tblgen::pages::populateAsync(BlockAddr(RunStart), RunLen << BlockShift))
      tblgen::pages::populate(BlockAddr(RunStart), RunLen << BlockShift);
    RunLen = 0;
  };
  for (uintptr_t B = Last + 1; B <= Last + AheadBlocks; ++B) {
    if (!Claim(B)) {
      Flush();
      continue;
    }
    if (!RunLen)
      RunStart = B;
    ++RunLen;
  }
  Flush();
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
