//===- AllocationModel.h - llvm-tblgen's allocation statistics --*- C++ -*-===//
//
// Internal to lib/record. --print-detailed-records ends with statistics of
// llvm-tblgen's own memory use: how many values each of its uniquing pools
// holds, and what its bump allocator handed out. To print the same numbers,
// the record library tells this model about every type and value it
// creates; the model replays the allocation llvm-tblgen makes for it (the
// size of llvm-tblgen's object on a 64-bit host) through a simulation of
// llvm::BumpPtrAllocator (4096-byte slabs that double every 128 slabs;
// anything bigger than a slab gets a slab of its own).
//
//===----------------------------------------------------------------------===//
#pragma once

#include "tblgen/Record.h"

#include <algorithm>
#include <cstdint>

namespace tblgen {

class AllocationModel {
public:
  /// llvm-tblgen's pools, in the order the statistics list them.
  enum PoolId : uint8_t {
#define ALLOCATION_POOL(Id, Name) Id,
#include "record/AllocationPools.def"
    NumPools,
    NoPool = NumPools
  };

  /// A value was created (and, for kinds llvm-tblgen uniques, interned).
  void noteInit(const Init *I);
  /// Types llvm-tblgen allocates: bits<N> and list<T> once each, a record
  /// type of N classes once per set of classes.
  void noteBitsType() { typeAllocation(40, 16); }
  void noteListType() { typeAllocation(40, 16); }
  void noteRecordType(size_t NumClasses) {
    ++Pools[RecordTypePool];
    typeAllocation(48 + 8 * NumClasses, 8);
  }
  /// The type of the next value is created in llvm-tblgen by the value's
  /// constructor, after the value's memory: hold type allocations back
  /// until the next value is noted.
  void deferTypes() { Deferring = true; }

  uint64_t poolSize(PoolId P) const { return Pools[P]; }
  uint64_t bytesAllocated() const { return Bytes; }
  uint64_t totalMemory() const { return SlabBytes + CustomBytes; }

private:
  /// One llvm::BumpPtrAllocator::Allocate. Objects made with placement
  /// new on the allocator are 16-aligned, those with a trailing array
  /// (allocated by size) and string map entries 8-aligned.
  void allocate(uint64_t Size, uint64_t Align) {
    constexpr uint64_t SlabSize = 4096, Threshold = 4096;
    Bytes += Size;
    uint64_t At = (Cur + Align - 1) & ~(Align - 1);
    if (HaveSlab && At + Size <= End) {
      Cur = At + Size;
      return;
    }
    if (Size + Align - 1 > Threshold) {
      CustomBytes += Size + Align - 1;
      return;
    }
    uint64_t NewSlab = SlabSize << std::min<uint64_t>(30, NumSlabs / 128);
    ++NumSlabs;
    SlabBytes += NewSlab;
    HaveSlab = true;
    Cur = Size; // slabs are 16-aligned
    End = NewSlab;
  }

  void typeAllocation(uint64_t Size, uint64_t Align) {
    if (Deferring && NumDeferred < 4) {
      Deferred[NumDeferred++] = {Size, Align};
      return;
    }
    allocate(Size, Align);
  }
  void flushDeferred() {
    Deferring = false;
    for (unsigned I = 0; I != NumDeferred; ++I)
      allocate(Deferred[I].first, Deferred[I].second);
    NumDeferred = 0;
  }

  std::pair<uint64_t, uint64_t> Deferred[4];
  unsigned NumDeferred = 0;
  bool Deferring = false;
  uint64_t Pools[NumPools] = {};
  uint64_t Bytes = 0, SlabBytes = 0, CustomBytes = 0, NumSlabs = 0;
  uint64_t Cur = 0, End = 0;
  bool HaveSlab = false;
};

} // namespace tblgen
