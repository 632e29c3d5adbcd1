//===- Arena.cpp - Bump allocator -----------------------------------------===//
#include "tblgen/Arena.h"

#include "support/Pages.h"

#include <algorithm>
#include <cstdlib>
#include <cstring>

namespace tblgen {

Arena::~Arena() {
  for (const Slab &S : Slabs)
    pages::unmap(S.Base, S.Bytes);
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
    char *S = static_cast<char *>(pages::map(SlabSize));
    if (!S)
      std::abort();
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
