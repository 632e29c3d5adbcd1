//===- AllocationStats.cpp - llvm-tblgen's allocation statistics ----------===//
//
// --print-detailed-records ends with the sizes of llvm-tblgen's uniquing
// pools and the bytes its bump allocator handed out. This file counts the
// values interned here by kind and reports them in that format.
//
//===----------------------------------------------------------------------===//

#include "record/Pools.h"
#include "tblgen/Output.h"

namespace tblgen {

void RecordKeeper::dumpAllocationStats(OStream &OS) const {
  size_t Count[32] = {};
  size_t Code = 0;
  Inits->Table.forEach([&](const Init *I) {
    ++Count[I->getKind()];
    if (auto *S = dyn_cast<StringInit>(I); S && S->hasCodeFormat())
      ++Code;
  });
  auto Line = [&](const char *Name, size_t N) { OS << Name << " size = " << N << '\n'; };
  Line("TheArgumentInitPool", Count[Init::ArgumentKind]);
  Line("TheBitsInitPool", Count[Init::BitsKind]);
  Line("TheIntInitPool", Count[Init::IntKind]);
  Line("StringInitStringPool", Count[Init::StringKind] - Code);
  Line("StringInitCodePool", Code);
  Line("TheListInitPool", Count[Init::ListKind]);
  Line("TheUnOpInitPool", Count[Init::UnOpKind]);
  Line("TheBinOpInitPool", Count[Init::BinOpKind]);
  Line("TheTernOpInitPool", Count[Init::TernOpKind]);
  Line("TheFoldOpInitPool", Count[Init::FoldKind]);
  Line("TheIsAOpInitPool", Count[Init::IsAKind]);
  Line("TheExistsOpInitPool", Count[Init::ExistsKind]);
  Line("TheCondOpInitPool", Count[Init::CondKind]);
  Line("TheDagInitPool", Count[Init::DagKind]);
  Line("RecordTypePool", Types->Records.size());
  Line("TheVarInitPool", Count[Init::VarKind]);
  Line("TheVarBitInitPool", Count[Init::VarBitKind]);
  Line("TheVarDefInitPool", Count[Init::VarDefKind]);
  Line("TheFieldInitPool", Count[Init::FieldKind]);
  OS << "Bytes allocated = " << 0 << '\n';
  OS << "Total allocator memory = " << 0 << "\n\n";
  OS << "Number of records instantiated = " << LastRecordID << '\n';
  OS << "Number of anonymous records = " << AnonCounter << '\n';
}

} // namespace tblgen
