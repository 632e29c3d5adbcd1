//===- Arena.cpp - Bump allocator -----------------------------------------===//
#include "tblgen/Arena.h"

#include "support/Pages.h"

#include <algorithm>
#include <cstdlib>
#include <cstring>

namespace tblgen {

Arena::~Arena() {
  pages::waitPopulated(LastTicket);
  for (const Slab &S : Slabs)
    pages::unmap(S.Base, S.Bytes);
  pages::unmap(Spare.Base, Spare.Bytes);
}

namespace {
constexpr size_t SmallSlab = size_t(1) << 20, SmallStep = size_t(128) << 10;
constexpr size_t BigFrom = size_t(4) << 20;
uintptr_t alignUp(uintptr_t V, size_t A) { return (V + A - 1) & ~uintptr_t(A - 1); }
} // namespace

void *Arena::allocateSlow(size_t Size, size_t Align) {
  // Slabs come from the system and are made present ahead of the bump
  // pointer a step at a time (pages::populate), not a page fault at a time.
  // 1 MiB slabs while the arena is small, made present 128 KiB at a time;
  // once it has grown past 4 MiB, 2 MiB-aligned slabs that the kernel may
  // back with one huge page each, made present whole. On big inputs a
  // random access into the values (a uniquing hit) is otherwise a TLB miss,
  // which a virtual machine's nested page walk makes expensive
  // (400k-record benchmark, front end: 3.4 -> 2.7 s).
  // With the background worker on, the next step (and the next slab) is
  // requested from it one step early, so that the zeroing of fresh pages
  // runs on the other core; a step the worker has not finished yet when it
  // is needed is made present here as before.
  bool Big = SlabBytes >= BigFrom;
  size_t Step = Big ? pages::HugePage : SmallStep;
  uintptr_t P = alignUp(reinterpret_cast<uintptr_t>(Cur), Align);
  if (!Cur || P + Size > reinterpret_cast<uintptr_t>(SlabEnd)) {
    size_t SlabSize = alignUp(std::max<size_t>(Big ? pages::HugePage : SmallSlab, Size + Align), Step);
    if (Limit && SlabBytes + SlabSize > Limit && LimitHandler)
      LimitHandler(LimitCtx);
    char *S;
    if (Spare.Base && Spare.Bytes == SlabSize) {
      S = Spare.Base;
      AheadEnd = S + SpareStep;
      AheadTicket = SpareTicket;
      Spare = {nullptr, 0};
    } else {
      S = static_cast<char *>(pages::map(SlabSize));
      if (!S)
        std::abort();
      AheadEnd = S;
      AheadTicket = 0;
    }
    SlabBytes += SlabSize;
    Slabs.push_back({S, SlabSize});
    Cur = End = S;
    SlabEnd = S + SlabSize;
    P = alignUp(reinterpret_cast<uintptr_t>(Cur), Align);
    // The next slab, requested now (only once the arena is past its first
    // slab: a small input never starts the worker).
    if (!Spare.Base && SlabBytes > SmallSlab && pages::backgroundPopulateEnabled()) {
      bool NextBig = SlabBytes >= BigFrom;
      size_t NextSize = NextBig ? pages::HugePage : SmallSlab;
      if ((Spare.Base = static_cast<char *>(pages::map(NextSize)))) {
        Spare.Bytes = NextSize;
        SpareStep = NextBig ? NextSize : SmallStep;
        SpareTicket = LastTicket = pages::populateAsync(Spare.Base, SpareStep);
      }
    }
  }
  // Make present up to the next step past this allocation.
  char *NewEnd = reinterpret_cast<char *>(
      std::min(alignUp(P + Size, Step), reinterpret_cast<uintptr_t>(SlabEnd)));
  if (NewEnd > End) {
    if (!(NewEnd <= AheadEnd && pages::populated(AheadTicket)))
      pages::populate(End, size_t(NewEnd - End));
    End = NewEnd;
    // The step after, from the worker.
    char *From = std::max(End, AheadEnd);
    char *To = std::min(End + Step, SlabEnd);
    if (To > From && SlabBytes > SmallSlab && pages::backgroundPopulateEnabled()) {
      AheadTicket = LastTicket = pages::populateAsync(From, size_t(To - From));
      AheadEnd = To;
    }
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
