//===- Deprecation.cpp - Uses of deprecated ODS definitions ---------------===//

#include "mlir/Deprecation.h"

#include "tblgen/Casting.h"
#include "tblgen/Error.h"
#include "tblgen/Record.h"

#include <algorithm>
#include <cstdint>
#include <string>
#include <unordered_map>
#include <vector>

namespace tblgen::mlir {

namespace {

/// Which deprecated defs (a bit each, 64 at a time) a value refers to.
/// Lists, dags and anonymous defs are looked into once each; a named def is
/// a use only of itself (its own uses are its own warnings), an anonymous
/// one of itself and of what it refers to.
class UseFinder {
public:
  explicit UseFinder(std::unordered_map<const Record *, uint64_t> Bits) : Bits(std::move(Bits)) {}

  uint64_t uses(const Init *V) {
    uint64_t Own = 0;
    if (const auto *D = dyn_cast<DefInit>(V)) {
      const Record *R = D->getDef();
      auto It = Bits.find(R);
      Own = It == Bits.end() ? 0 : It->second;
      if (!R->isAnonymous())
        return Own;
    } else if (!isa<ListInit>(V) && !isa<DagInit>(V)) {
      return 0;
    }
    auto [It, New] = Seen.try_emplace(V, 0);
    if (!New)
      return It->second;
    uint64_t Mask = Own;
    if (const auto *D = dyn_cast<DefInit>(V)) {
      Mask |= usesOf(*D->getDef());
    } else if (const auto *L = dyn_cast<ListInit>(V)) {
      for (const Init *E : L->getValues())
        Mask |= uses(E);
    } else {
      const auto *G = cast<DagInit>(V);
      Mask |= uses(G->getOperator());
      for (unsigned I = 0; I < G->getNumArgs(); ++I)
        Mask |= uses(G->getArg(I));
    }
    Seen[V] = Mask;
    return Mask;
  }

  uint64_t usesOf(const Record &R) {
    uint64_t Mask = 0;
    for (const RecordVal &F : R.getValues())
      if (const Init *V = F.getValue())
        Mask |= uses(V);
    return Mask;
  }

private:
  std::unordered_map<const Record *, uint64_t> Bits;
  std::unordered_map<const Init *, uint64_t> Seen;
};

bool byName(const Record *A, const Record *B) { return A->getName() < B->getName(); }

} // namespace

void warnOfDeprecatedUses(const RecordKeeper &Records, bool AsError) {
  // (A def nothing refers to has no DefInit yet: no use to look for.)
  std::vector<std::pair<const Record *, const StringInit *>> Deprecated;
  Records.forEachDef([&](const Record *Def) {
    const Record &R = *Def;
    if (!R.hasDefInit())
      return;
    if (const RecordVal *F = R.getValue("odsDeprecated"))
      if (const auto *Reason = dyn_cast_or_null<StringInit>(F->getValue()))
        Deprecated.push_back({&R, Reason});
  });
  if (Deprecated.empty())
    return;
  std::vector<const Record *> Named;
  Records.forEachDef([&](const Record *Def) {
    const Record &R = *Def;
    if (!R.isAnonymous())
      Named.push_back(&R);
  });
  std::sort(Deprecated.begin(), Deprecated.end(),
            [](const auto &A, const auto &B) { return byName(A.first, B.first); });
  bool Found = false;
  for (size_t First = 0; First < Deprecated.size(); First += 64) {
    size_t Count = std::min<size_t>(64, Deprecated.size() - First);
    std::unordered_map<const Record *, uint64_t> Bits;
    for (size_t I = 0; I < Count; ++I)
      Bits[Deprecated[First + I].first] = uint64_t(1) << I;
    UseFinder Finder(std::move(Bits));
    std::vector<std::pair<const Record *, uint64_t>> Users;
    for (const Record *R : Named)
      if (uint64_t Mask = Finder.usesOf(*R))
        Users.push_back({R, Mask});
    if (Users.empty())
      continue;
    std::sort(Users.begin(), Users.end(),
              [](const auto &A, const auto &B) { return byName(A.first, B.first); });
    for (size_t I = 0; I < Count; ++I)
      for (const auto &[R, Mask] : Users)
        if (Mask >> I & 1) {
          const auto &[Def, Reason] = Deprecated[First + I];
          PrintWarning(R, "Using deprecated def `" + std::string(Def->getName()) + "`");
          PrintNote(Reason->getValue());
          Found = true;
        }
  }
  if (Found && AsError)
    PrintFatalNote("Error'ing out due to deprecated defs");
}

} // namespace tblgen::mlir
