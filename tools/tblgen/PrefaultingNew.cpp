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
// Once the heap has grown past 2 MiB, a helper thread (pages::populateSoon)
// makes the next few blocks present ahead of use instead, so that this
// thread no longer waits for the kernel.
//
// A bitmap remembers the blocks already made present (or handed to the
// helper); it is indexed by the
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

/// Blocks made present before the helper thread starts (2 MiB): a small run
/// does not pay for a thread.
constexpr unsigned HelperAfter = 32;
/// Blocks after an object's that the helper makes present ahead of use
/// (once it runs; before, only the block after, at once).
constexpr unsigned HelperAhead = 4;
std::atomic<unsigned> Ahead{1};
/// The bits of a block and the Ahead blocks after it.
std::atomic<uint64_t> WantMask{3};
std::atomic<unsigned> BlocksMade{0};

/// Sets block B's bit; true if it was clear.
bool claim(uintptr_t B) {
  uint64_t Bit = uint64_t(1) << (B & 63);
  std::atomic<uint64_t> &W = Present[(B >> 6) % BitmapWords];
  if (W.load(std::memory_order_relaxed) & Bit)
    return false;
  return !(W.fetch_or(Bit, std::memory_order_relaxed) & Bit);
}

void *blockAddress(uintptr_t B) { return reinterpret_cast<void *>(B << BlockShift); }

void makePresentSlow(uintptr_t First, uintptr_t Last, unsigned A) {
  // The object's own blocks (at most two: a big object may well not be
  // written whole, a reserved buffer), now.
  Last = std::min(Last, First + 1);
  unsigned Made = 0;
  for (uintptr_t B = First; B <= Last; ++B)
    if (claim(B)) {
      tblgen::pages::populate(blockAddress(B), size_t(1) << BlockShift);
      ++Made;
    }
  // The blocks after: the allocator writes into a fresh block (its free
  // list) before new returns, so they must be present before it gets there.
  // The helper makes a run of them present while this thread goes on;
  // without it, the one block after is made present now.
  uintptr_t Begin = 0, End = 0; // the run of blocks claimed for the helper
  for (uintptr_t B = Last + 1; B <= Last + A; ++B) {
    if (!claim(B))
      continue;
    if (A == 1) {
      tblgen::pages::populate(blockAddress(B), size_t(1) << BlockShift);
      ++Made;
    } else if (End == B) {
      ++End;
    } else {
      if (End > Begin && !tblgen::pages::populateSoon(blockAddress(Begin), (End - Begin) << BlockShift))
        tblgen::pages::populate(blockAddress(Begin), (End - Begin) << BlockShift);
      Begin = B;
      End = B + 1;
    }
  }
  if (End > Begin && !tblgen::pages::populateSoon(blockAddress(Begin), (End - Begin) << BlockShift))
    tblgen::pages::populate(blockAddress(Begin), (End - Begin) << BlockShift);
  if (Made && A == 1 &&
      BlocksMade.fetch_add(Made, std::memory_order_relaxed) + Made >= HelperAfter &&
      tblgen::pages::startHelper())
  {
    Ahead.store(HelperAhead, std::memory_order_relaxed);
    WantMask.store((uint64_t(2) << HelperAhead) - 1, std::memory_order_relaxed);
  }
}

void makePresent(void *P, size_t N) {
  uintptr_t Addr = reinterpret_cast<uintptr_t>(P);
  uintptr_t First = Addr >> BlockShift;
  // Nearly always an object sits in one block that, with the Ahead blocks
  // after it, is present already: one load tells (two near the end of a
  // bitmap word).
  if ((Addr & ((uintptr_t(1) << BlockShift) - 1)) + N <= (uintptr_t(1) << BlockShift)) {
    unsigned Shift = First & 63;
    size_t Word = (First >> 6) % BitmapWords;
    uint64_t Bits = Present[Word].load(std::memory_order_relaxed) >> Shift;
    uint64_t Want = WantMask.load(std::memory_order_relaxed);
    if ((Bits & Want) == Want)
      return;
    if (Shift >= 60) { // the blocks after are in the next word
      Bits |= Present[(Word + 1) % BitmapWords].load(std::memory_order_relaxed) << (64 - Shift);
      if ((Bits & Want) == Want)
        return;
    }
  }
  uintptr_t Last = (Addr + (N ? N - 1 : 0)) >> BlockShift;
  makePresentSlow(First, Last, Ahead.load(std::memory_order_relaxed));
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
