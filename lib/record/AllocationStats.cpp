//===- AllocationStats.cpp - llvm-tblgen's allocation statistics ----------===//
//
// The sizes below are those of llvm-tblgen 22's classes on a 64-bit host
// (trailing arrays included), as its Record.h lays them out.
//
//===----------------------------------------------------------------------===//

#include "record/AllocationModel.h"
#include "record/Pools.h"
#include "tblgen/Output.h"

namespace tblgen {

void AllocationModel::noteInit(const Init *I) {
  PoolId Pool = NoPool;
  uint64_t Size = 0, Align = 16;
  switch (I->getKind()) {
  case Init::UnsetKind:
  case Init::BitKind:
    flushDeferred();
    return; // llvm-tblgen has one of each, not allocated
  case Init::ArgumentKind:
    Pool = ArgumentPool, Size = 48;
    break;
  case Init::BitsKind:
    Align = 8, Pool = BitsPool, Size = 40 + 8 * uint64_t(cast<BitsInit>(I)->getNumBits());
    break;
  case Init::IntKind:
    Pool = IntPool, Size = 32;
    break;
  case Init::AnonymousNameKind:
    Size = 32;
    break;
  case Init::StringKind: {
    auto *S = cast<StringInit>(I);
    ++Pools[S->hasCodeFormat() ? CodePool : StringPool];
    // The string map's entry (key length, value, the key and a NUL), then
    // the value.
    allocate(16 + S->getValue().size() + 1, 8);
    allocate(48, 16);
    flushDeferred();
    return;
  }
  case Init::ListKind:
    Align = 8, Pool = ListPool, Size = 40 + 8 * uint64_t(cast<ListInit>(I)->size());
    break;
  case Init::DefKind:
    Size = 32;
    break;
  case Init::VarDefKind:
    Align = 8, Pool = VarDefPool, Size = 64 + 8 * uint64_t(cast<VarDefInit>(I)->args().size());
    break;
  case Init::DagKind:
    Align = 8, Pool = DagPool, Size = 56 + 16 * uint64_t(cast<DagInit>(I)->getNumArgs());
    break;
  case Init::VarKind:
    Pool = VarPool, Size = 32;
    break;
  case Init::VarBitKind:
    Pool = VarBitPool, Size = 40;
    break;
  case Init::FieldKind:
    Pool = FieldPool, Size = 40;
    break;
  case Init::UnOpKind:
    Pool = UnOpPool, Size = 40;
    break;
  case Init::BinOpKind:
    Pool = BinOpPool, Size = 48;
    break;
  case Init::TernOpKind:
    Pool = TernOpPool, Size = 56;
    break;
  case Init::CondKind:
    Align = 8, Pool = CondPool, Size = 48 + 16 * uint64_t(cast<CondOpInit>(I)->getConds().size());
    break;
  case Init::FoldKind:
    Pool = FoldPool, Size = 72;
    break;
  case Init::IsAKind:
    Pool = IsAPool, Size = 48;
    break;
  case Init::ExistsKind:
    Pool = ExistsPool, Size = 48;
    break;
  case Init::InstancesKind:
    Size = 48; // pooled, but not listed
    break;
  }
  if (Pool != NoPool)
    ++Pools[Pool];
  allocate(Size, Align);
  flushDeferred();
}

void RecordKeeper::dumpAllocationStats(OStream &OS) const {
  static const AllocationModel None; // nothing observed
  const AllocationModel &M = AllocModel ? *AllocModel : None;
  static constexpr const char *Names[AllocationModel::NumPools] = {
#define ALLOCATION_POOL(Id, Name) Name,
#include "record/AllocationPools.def"
  };
  for (unsigned P = 0; P != AllocationModel::NumPools; ++P)
    OS << Names[P] << " size = " << M.poolSize(AllocationModel::PoolId(P)) << '\n';
  OS << "Bytes allocated = " << M.bytesAllocated() << '\n';
  OS << "Total allocator memory = " << M.totalMemory() << "\n\n";
  OS << "Number of records instantiated = " << LastRecordID << '\n';
  OS << "Number of anonymous records = " << AnonCounter << '\n';
}

} // namespace tblgen
