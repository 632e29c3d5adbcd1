//===- Pages.cpp - Memory straight from the system ------------------------===//
#include "support/Pages.h"

#include <cstdint>
#include <sys/mman.h>
#include <unistd.h>

#ifndef MADV_POPULATE_WRITE
#define MADV_POPULATE_WRITE 23 // Linux 5.14
#endif

namespace tblgen::pages {

void *map(size_t Bytes) {
  const int Prot = PROT_READ | PROT_WRITE, Flags = MAP_PRIVATE | MAP_ANONYMOUS;
  if (Bytes < HugePage || Bytes % HugePage) {
    void *M = ::mmap(nullptr, Bytes, Prot, Flags, -1, 0);
    return M == MAP_FAILED ? nullptr : M;
  }
  // Over-map by one huge page and trim to a 2 MiB boundary.
  void *M = ::mmap(nullptr, Bytes + HugePage, Prot, Flags, -1, 0);
  if (M == MAP_FAILED)
    return nullptr;
  uintptr_t Start = reinterpret_cast<uintptr_t>(M);
  uintptr_t Aligned = (Start + HugePage - 1) & ~uintptr_t(HugePage - 1);
  if (Aligned > Start)
    ::munmap(M, Aligned - Start);
  if (uintptr_t Tail = Start + Bytes + HugePage - (Aligned + Bytes))
    ::munmap(reinterpret_cast<void *>(Aligned + Bytes), Tail);
  // (Not advised MADV_HUGEPAGE: where the kernel's THP defrag setting is
  // "madvise", the usual one, a fault in such a range may stall on
  // compaction when memory is fragmented: X86's parse, run after another
  // big process, took 0.2-0.4 s of system time instead of 0.05-0.1. Where
  // THP is "always", the aligned range still gets huge pages that are free.)
  return reinterpret_cast<void *>(Aligned);
}

void unmap(void *P, size_t Bytes) {
  if (P)
    ::munmap(P, Bytes);
}

void populate(void *P, size_t Bytes) {
  // A kernel that does not know the advice, or a range that is not mapped
  // read-write, answers with an error, and the pages fault in as usual.
  if (!Bytes)
    return;
  static const uintptr_t PageMask = uintptr_t(::sysconf(_SC_PAGESIZE)) - 1;
  uintptr_t Begin = reinterpret_cast<uintptr_t>(P) & ~PageMask;
  uintptr_t End = (reinterpret_cast<uintptr_t>(P) + Bytes + PageMask) & ~PageMask;
  ::madvise(reinterpret_cast<void *>(Begin), End - Begin, MADV_POPULATE_WRITE);
}

} // namespace tblgen::pages
