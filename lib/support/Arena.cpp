//===- Arena.cpp - Bump allocator -----------------------------------------===//
#include "tblgen/Record.h"

#include <cstdlib>
#include <cstring>
#include <sys/mman.h>

namespace tblgen {

Arena::~Arena() {
  for (char *S : Slabs)
    std::free(S);
}

void *Arena::allocate(size_t Size, size_t Align) {
  uintptr_t P = (reinterpret_cast<uintptr_t>(Cur) + Align - 1) & ~uintptr_t(Align - 1);
  if (!Cur || P + Size > reinterpret_cast<uintptr_t>(End)) {
    // 1 MiB slabs while the arena is small; once it has grown past 4 MiB,
    // 2 MiB-aligned slabs that the kernel may back with one huge page each
    // (one page fault instead of 512).
    constexpr size_t Huge = size_t(2) << 20;
    bool Big = SlabBytes >= (size_t(4) << 20);
    size_t SlabSize = std::max<size_t>(Big ? Huge : size_t(1) << 20, Size + Align);
    if (Big)
      SlabSize = (SlabSize + Huge - 1) & ~(Huge - 1);
    if (Limit && SlabBytes + SlabSize > Limit && LimitHandler)
      LimitHandler(LimitCtx);
    SlabBytes += SlabSize;
    char *S = static_cast<char *>(Big ? std::aligned_alloc(Huge, SlabSize) : std::malloc(SlabSize));
    if (!S)
      std::abort();
#ifdef MADV_HUGEPAGE
    // Every big slab: on big inputs a random access into the values (a
    // uniquing hit) is otherwise a TLB miss, which a virtual machine's
    // nested page walk makes expensive (400k-record benchmark, front end:
    // 3.4 -> 2.7 s; 400k/100k time 4.45 -> 3.45).
    if (Big)
      madvise(S, SlabSize, MADV_HUGEPAGE);
#endif
    Slabs.push_back(S);
    Cur = S;
    End = S + SlabSize;
    P = (reinterpret_cast<uintptr_t>(Cur) + Align - 1) & ~uintptr_t(Align - 1);
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
