//===- Subtarget.cpp - Features and processors of a target ----------------===//

#include "codegen/Subtarget.h"

#include "tblgen/Error.h"
#include "tblgen/Record.h"

#include <algorithm>
#include <map>

namespace tblgen::codegen {

namespace {

/// Reports the second of two records sharing a name, as llvm-tblgen does:
/// the records are visited in definition order, so the later one is the
/// duplicate and the earlier one is noted.
void checkUniqueNames(std::vector<const Record *> Defs, std::string_view What) {
  std::sort(Defs.begin(), Defs.end(), LessRecordByID());
  std::map<std::string, const Record *> Seen;
  for (const Record *Def : Defs) {
    std::string Name = Def->getValueAsString("Name");
    // Features without a command-line name are never looked up by name.
    if (Name.empty() && What == "Feature")
      continue;
    auto [It, Inserted] = Seen.try_emplace(Name, Def);
    if (Inserted)
      continue;
    PrintError(Def, std::string(What) + " `" + Name + "` is already defined.");
    PrintFatalNote(It->second, "Previous definition here.");
  }
}

} // namespace

SubtargetModel::SubtargetModel(const RecordKeeper &Records) {
  const auto &Procs = Records.getAllDerivedDefinitions("Processor");
  checkUniqueNames(Procs, "Processor");
  collectFeatures(Records);

  std::vector<std::pair<std::string, const Record *>> ByName;
  for (const Record *Proc : Procs)
    ByName.emplace_back(Proc->getValueAsString("Name"), Proc);
  std::stable_sort(ByName.begin(), ByName.end(),
                   [](const auto &A, const auto &B) { return A.first < B.first; });
  for (auto &[Name, Proc] : ByName) {
    Processors.push_back(Proc);
    CpuNames.push_back(std::move(Name));
  }
  // Aliases only add names the CPU may be selected by.
  for (const Record *Alias : Records.getAllDerivedDefinitionsIfDefined("ProcessorAlias"))
    CpuNames.push_back(Alias->getValueAsString("Name"));
  std::stable_sort(CpuNames.begin(), CpuNames.end());
}

SubtargetModel SubtargetModel::featuresOnly(const RecordKeeper &Records) {
  SubtargetModel Model;
  Model.collectFeatures(Records);
  return Model;
}

void SubtargetModel::collectFeatures(const RecordKeeper &Records) {
  // Features come in record-name order: their bits follow that order.
  Features = Records.getAllDerivedDefinitions("SubtargetFeature");
  for (unsigned I = 0; I < Features.size(); ++I)
    FeatureBits.emplace(Features[I], I);
}

void SubtargetModel::checkUniqueFeatureNames() const { checkUniqueNames(Features, "Feature"); }

unsigned SubtargetModel::featureBit(const Record *Feature) const {
  auto It = FeatureBits.find(Feature);
  return It == FeatureBits.end() ? 0 : It->second;
}

FeatureMask SubtargetModel::featureMask(const std::vector<const Record *> &List) const {
  FeatureMask Mask(MaxSubtargetWords, 0);
  for (const Record *Feature : List) {
    unsigned Bit = featureBit(Feature);
    Mask[Bit / 64] |= uint64_t(1) << (Bit % 64);
  }
  return Mask;
}

const Record *SubtargetModel::firstProcessorWithItineraries() const {
  for (const Record *Proc : Processors)
    if (Proc->getValueAsDef("ProcItin")->getName() != "NoItineraries")
      return Proc;
  return nullptr;
}

const Record *SubtargetModel::firstProcessorWithSchedModel() const {
  for (const Record *Proc : Processors)
    if (Proc->getValueAsDef("SchedModel")->getName() != "NoSchedModel" ||
        Proc->getValueAsDef("ProcItin")->getName() != "NoItineraries")
      return Proc;
  return nullptr;
}

} // namespace tblgen::codegen
