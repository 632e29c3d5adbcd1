//===- Arena.cpp - Bump allocator -----------------------------------------===//
#include "tblgen/Record.h"

#include <cstdlib>
#include <cstring>

namespace tblgen {

Arena::~Arena() {
  for (char *S : Slabs)
    std::free(S);
}

void *Arena::allocate(size_t Size, size_t Align) {
  uintptr_t P = (reinterpret_cast<uintptr_t>(Cur) + Align - 1) & ~uintptr_t(Align - 1);
  if (!Cur || P + Size > reinterpret_cast<uintptr_t>(End)) {
    size_t SlabSize = std::max<size_t>(size_t(1) << 20, Size + Align);
    if (Limit && SlabBytes + SlabSize > Limit && LimitHandler)
      LimitHandler(LimitCtx);
    SlabBytes += SlabSize;
    char *S = static_cast<char *>(std::malloc(SlabSize));
    if (!S)
      std::abort();
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
