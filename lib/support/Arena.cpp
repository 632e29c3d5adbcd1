//===- Arena.cpp - Bump allocator -----------------------------------------===//
#include "tblgen/Arena.h"

#include "support/Pages.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <sys/mman.h>

namespace tblgen {

/// The address space every arena's slabs are carved from: 32 GiB, the
/// most that a 32-bit count of 8-byte units reaches (Arena::compress),
/// reserved without backing (MAP_NORESERVE); smaller where the address
/// space is limited. Slabs are taken in order and, once their arena is
/// gone, emptied (MADV_DONTNEED) and kept for the next slab of the same
/// size: a batch frees each group's records, a fuzzer makes millions of
/// keepers.
class Arena::Region {
public:
  static Region &get() {
    // Never destroyed: an arena may outlive the statics.
    static Region *R = new Region;
    return *R;
  }
  /// Bytes of zero-filled slab, or null when the region is full.
  char *take(size_t Bytes) {
    std::lock_guard<std::mutex> Guard(Lock);
    for (size_t I = 0; I < Free.size(); ++I)
      if (Free[I].second == Bytes) {
        char *P = Free[I].first;
        Free[I] = Free.back();
        Free.pop_back();
        return P;
      }
    // Slabs that are whole huge pages start on a huge-page boundary.
    size_t Align = Bytes % pages::HugePage ? 4096 : pages::HugePage;
    size_t Start = (Used + Align - 1) & ~(Align - 1);
    if (!Base || Start + Bytes > Size)
      return nullptr;
    Used = Start + Bytes;
    return Base + Start;
  }
  void give(char *P, size_t Bytes) {
    ::madvise(P, Bytes, MADV_DONTNEED);
    std::lock_guard<std::mutex> Guard(Lock);
    Free.push_back({P, Bytes});
  }

private:
  Region() {
    for (size_t Bytes = size_t(32) << 30; Bytes >= (size_t(64) << 20); Bytes /= 2) {
      void *P = ::mmap(nullptr, Bytes + pages::HugePage, PROT_READ | PROT_WRITE,
                       MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
      if (P == MAP_FAILED)
        continue;
      uintptr_t Aligned = (reinterpret_cast<uintptr_t>(P) + pages::HugePage - 1) &
                          ~uintptr_t(pages::HugePage - 1);
      Base = reinterpret_cast<char *>(Aligned);
      Size = Bytes;
      RegionBase = Base;
      // The first page holds nothing: offset 0 names null.
      Used = 4096;
      return;
    }
  }
  char *Base = nullptr;
  size_t Size = 0, Used = 0;
  std::vector<std::pair<char *, size_t>> Free;
  std::mutex Lock;
};

Arena::~Arena() {
  for (const Slab &S : Slabs)
    Region::get().give(S.Base, S.Bytes);
}

void *Arena::allocateSlow(size_t Size, size_t Align) {
  // Slabs come from the system and are made present ahead of the bump
  // pointer a step at a time (pages::populate), not a page fault at a time.
  // 1 MiB slabs while the arena is small, made present 128 KiB at a time;
  // once it has grown past 4 MiB, 2 MiB-aligned slabs made present whole
  // (one madvise call per 2 MiB; a kernel with transparent huge pages
  // always on may back each with one huge page).
  constexpr size_t SmallSlab = size_t(1) << 20, SmallStep = size_t(128) << 10;
  bool Big = SlabBytes >= (size_t(4) << 20);
  size_t Step = Big ? pages::HugePage : SmallStep;
  auto alignUp = [](uintptr_t V, size_t A) { return (V + A - 1) & ~uintptr_t(A - 1); };
  uintptr_t P = alignUp(reinterpret_cast<uintptr_t>(Cur), Align);
  if (!Cur || P + Size > reinterpret_cast<uintptr_t>(SlabEnd)) {
    size_t SlabSize = alignUp(std::max<size_t>(Big ? pages::HugePage : SmallSlab, Size + Align), Step);
    if (Limit && SlabBytes + SlabSize > Limit && LimitHandler)
      LimitHandler(LimitCtx);
    SlabBytes += SlabSize;
    char *S = Region::get().take(SlabSize);
    if (!S) {
      std::fputs("tblgen: out of address space for values\n", stderr);
      std::abort();
    }
    Slabs.push_back({S, SlabSize});
    Cur = End = S;
    SlabEnd = S + SlabSize;
    P = alignUp(reinterpret_cast<uintptr_t>(Cur), Align);
  }
  // Make present up to the next step past this allocation.
  char *NewEnd = reinterpret_cast<char *>(
      std::min(alignUp(P + Size, Step), reinterpret_cast<uintptr_t>(SlabEnd)));
  if (NewEnd > End) {
    pages::populate(End, size_t(NewEnd - End));
    End = NewEnd;
  }
  Cur = reinterpret_cast<char *>(P + Size);
  Total += Size;
  return reinterpret_cast<void *>(P);
}

std::string_view Arena::save(std::string_view S) {
  char *D = static_cast<char *>(allocate(S.size() + 1, 1));
  if (!S.empty())
    std::memcpy(D, S.data(), S.size());
  D[S.size()] = 0;
  return {D, S.size()};
}

} // namespace tblgen
