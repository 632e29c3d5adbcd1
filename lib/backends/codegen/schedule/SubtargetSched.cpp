//===- SubtargetSched.cpp - -gen-subtarget's machine model tables ---------===//
//
// How the tables are laid out: each scheduling class of each model that
// describes instructions contributes a run of WriteProcRes entries (sorted
// by resource), a run of WriteLatency entries and a run of ReadAdvance
// entries (both in operand order). A run that already occurs somewhere in
// the global table (the reserved invalid entry at index 0 included) is
// reused instead of appended, as llvm-tblgen does.
//
//===----------------------------------------------------------------------===//
#include "backends/codegen/schedule/SubtargetItineraries.h"
#include "backends/codegen/schedule/SubtargetSched.h"
#include "codegen/schedule/Itineraries.h"

#include "codegen/schedule/Schedule.h"
#include "codegen/schedule/ScheduleThreads.h"

#include "tblgen/Error.h"
#include "tblgen/Output.h"
#include "tblgen/Record.h"

#include <algorithm>
#include <atomic>
#include <condition_variable>
#include <cstdio>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <unordered_map>
#include <unordered_set>
#include <vector>

namespace tblgen {
namespace {

using codegen::ProcModelInfo;
using codegen::ScheduleModel;

/// The NumMicroOps of a class no processor resources describe.
constexpr unsigned InvalidMicroOps = 8191;
constexpr unsigned MicroOpsMask = 8191;
/// The NumMicroOps of a class resolved through its variants.
constexpr unsigned VariantMicroOps = 8190;

struct ResourceUse {
  unsigned Resource = 0;
  int64_t Release = 0, Acquire = 0;
  bool operator==(const ResourceUse &O) const {
    return Resource == O.Resource && Release == O.Release && Acquire == O.Acquire;
  }
};
struct LatencyEntry {
  int64_t Cycles = 0;
  unsigned WriteID = 0;
  bool operator==(const LatencyEntry &O) const {
    return Cycles == O.Cycles && WriteID == O.WriteID;
  }
};
struct AdvanceEntry {
  unsigned UseIdx = 0, WriteID = 0;
  int64_t Cycles = 0;
  bool operator==(const AdvanceEntry &O) const {
    return UseIdx == O.UseIdx && WriteID == O.WriteID && Cycles == O.Cycles;
  }
};

/// One row of a model's MCSchedClassDesc table.
struct ClassRow {
  unsigned MicroOps = 0;
  bool BeginGroup = false, EndGroup = false, RetireOOO = false;
  size_t ResIdx = 0, NumRes = 0, LatIdx = 0, NumLat = 0, AdvIdx = 0, NumAdv = 0;
};

uint64_t firstKey(const ResourceUse &U) { return U.Resource; }
uint64_t firstKey(const LatencyEntry &L) { return uint64_t(L.Cycles) * 1000003u + L.WriteID; }
uint64_t firstKey(const AdvanceEntry &A) { return uint64_t(A.UseIdx) << 32 | A.WriteID; }

/// A global table, and where each kind of entry occurs in it (by
/// firstKey, positions ascending), so that a run is searched only where its
/// first entry could match.
template <typename T> struct RunTable {
  std::vector<T> Items{T{}}; // with the reserved invalid entry
  std::unordered_map<uint64_t, std::vector<size_t>> Starts{{firstKey(T{}), {0}}};

  /// Where Run first occurs (as std::search finds it); appended when it
  /// does not. An empty run is found at 0.
  size_t place(const std::vector<T> &Run, bool *Appended = nullptr) {
    if (Appended)
      *Appended = false;
    if (Run.empty())
      return 0;
    if (auto It = Starts.find(firstKey(Run.front())); It != Starts.end())
      for (size_t P : It->second) {
        if (P + Run.size() > Items.size())
          break;
        if (std::equal(Run.begin(), Run.end(), Items.begin() + P))
          return P;
      }
    size_t At = Items.size();
    Items.insert(Items.end(), Run.begin(), Run.end());
    for (size_t I = At; I < Items.size(); ++I)
      Starts[firstKey(Items[I])].push_back(I);
    if (Appended)
      *Appended = true;
    return At;
  }
};

/// V right-aligned in two columns (printf's "%2lld"), written straight
/// into the stream.
struct pad2 {
  explicit pad2(int64_t V) : V(V) {}
  int64_t V;
};
OStream &operator<<(OStream &OS, pad2 P) {
  if (P.V >= 0 && P.V < 10)
    OS << ' ';
  OS.writeSigned(P.V);
  return OS;
}

class SchedTableWriter {
public:
  SchedTableWriter(OStream &OS, const std::string &T, const ScheduleModel *Model,
                   const codegen::ItineraryModel *Itins, const Record *NoModel)
      : OS(OS), T(T), Model(Model), Itins(Itins), NoModel(NoModel) {}

  void run();

private:
  std::vector<ClassRow> buildClassRows(const ProcModelInfo &PM);
  const Record *writeResFor(const ProcModelInfo &PM, unsigned Write);
  const Record *readAdvanceFor(const ProcModelInfo &PM, unsigned Read);
  /// What writeResFor / readAdvanceFor return, without their memo.
  const Record *findWriteRes(const ProcModelInfo &PM, unsigned Write);
  const Record *findReadAdvance(const ProcModelInfo &PM, unsigned Read);
  void writeGlobalTables();
  /// Reads only the model, Rows and ClassNameOffsets: may run on a helper
  /// thread.
  void writeClassTable(OStream &Out, const ProcModelInfo &PM,
                       const std::vector<ClassRow> &Rows) const;
  void writeNames();
  void writeResources(const ProcModelInfo &PM);
  void writeModel(const ProcModelInfo *PM);
  void writeExtraInfo(const ProcModelInfo &PM);
  /// Name must outlive the writer (a class name of the model, a literal).
  unsigned nameOffset(std::string_view Name);

  /// What the rows need of a WriteRes / SchedWriteRes record.
  struct WriteResInfo {
    bool Unsupported, BeginGroup, EndGroup, RetireOOO;
    int64_t Latency, MicroOps;
  };
  /// What the rows need of a ReadAdvance / SchedReadAdvance record.
  struct AdvanceInfo {
    bool Unsupported;
    int64_t Cycles;
    /// The writes it applies to (0: any), each with its cycle adjustment.
    std::vector<std::pair<unsigned, int64_t>> IDs;
  };
  /// Resources held by a WriteRes on one model (groups included).
  struct HeldResource {
    unsigned Index;
    int64_t Release, Acquire;
  };
  /// Per model: the first WriteRes / ReadAdvance of each type, the writes
  /// some ReadAdvance names, and the expanded resources of each WriteRes.
  struct ModelCache {
    std::unordered_map<const Record *, const Record *> WriteResOf, AdvanceOf;
    std::unordered_set<const Record *> ReadOfWrite;
    std::unordered_map<const Record *, std::vector<HeldResource>> Held;
    /// writeResFor / readAdvanceFor by write / read index, filled on first
    /// use (a read may have no ReadAdvance: NoAdvance tells it from unknown).
    std::vector<const Record *> WriteResByWrite, AdvanceByRead;
    /// expandForModel of each write (by index), filled on first use.
    std::vector<std::vector<unsigned>> Expanded;
    /// By write index, filled on first use: the WriteRes's information
    /// and held resources (each null until first needed), and whether
    /// some ReadAdvance names the write (-1: not known yet).
    std::vector<const WriteResInfo *> InfoByWrite;
    std::vector<const std::vector<HeldResource> *> HeldByWrite;
    std::vector<signed char> ReadOfWriteByIndex;
    /// The model's groups, in resource order, with their units (filled on
    /// first use).
    std::vector<std::pair<const Record *, std::vector<const Record *>>> Groups;
    bool HasGroups = false;
    bool Ready = false;
  };
  /// Stands for "no ReadAdvance" in ModelCache::AdvanceByRead.
  static const Record *noAdvance() { return reinterpret_cast<const Record *>(uintptr_t(1)); }
  const WriteResInfo &writeResInfo(const Record *WR);
  std::vector<HeldResource> heldResources(const ProcModelInfo &PM, const Record *WriteRes);
  const AdvanceInfo &advanceInfo(const Record *RA);
  ModelCache &cacheFor(const ProcModelInfo &PM) {
    if (PM.Index < ModelCaches.size() && ModelCaches[PM.Index].Ready)
      return ModelCaches[PM.Index];
    return fillCache(PM);
  }
  ModelCache &fillCache(const ProcModelInfo &PM);
  void addWriteResources(const std::vector<HeldResource> &Held, std::vector<ResourceUse> &Uses);
  const std::vector<HeldResource> &heldFor(const ProcModelInfo &PM, const Record *WriteRes);

  OStream &OS;
  const std::string &T;
  const ScheduleModel *Model;
  const codegen::ItineraryModel *Itins;
  const Record *NoModel; ///< NoSchedModel, for the empty model
  std::unordered_map<const Record *, WriteResInfo> WriteResInfos;
  std::unordered_map<const Record *, AdvanceInfo> AdvanceInfos;
  std::vector<ModelCache> ModelCaches; // by model index
  /// Per InstRW: its model and its writes and reads.
  struct InstRWInfo {
    const ProcModelInfo *PM;
    std::vector<unsigned> Writes, Reads;
  };
  std::unordered_map<const Record *, InstRWInfo> InstRWInfos;
  /// Per class, the infos of its InstRWs in order, as far as looked up.
  std::vector<std::vector<const InstRWInfo *>> ClassInstRWs;
  // The global tables, each with its reserved invalid entry.
  RunTable<ResourceUse> ResourceRuns;
  RunTable<LatencyEntry> LatencyRuns;
  std::vector<ResourceUse> &Resources = ResourceRuns.Items;
  std::vector<LatencyEntry> &Latencies = LatencyRuns.Items;
  std::vector<std::string> WriterNames{std::string()};
  /// Per latency entry, the writer names (views of the model's names) its
  /// comment is known to contain already.
  std::vector<std::vector<const char *>> WritersIn{{}};
  RunTable<AdvanceEntry> AdvanceRuns;
  std::vector<AdvanceEntry> &Advances = AdvanceRuns.Items;
  // The class names, in the order the tables first name them.
  std::vector<std::string_view> Names;
  std::unordered_map<std::string_view, unsigned> NameOffsets;
  /// nameOffset of each class (by index - 1), when some model has a class
  /// table (all of them name every class, in order).
  std::vector<unsigned> ClassNameOffsets;
  unsigned InvalidNameOffset = 0;
  unsigned NamesSize = 1;
};

unsigned SchedTableWriter::nameOffset(std::string_view Name) {
  auto [It, New] = NameOffsets.try_emplace(Name, NamesSize);
  if (New) {
    Names.push_back(Name);
    NamesSize += unsigned(Name.size()) + 1;
  }
  return It->second;
}

SchedTableWriter::ModelCache &SchedTableWriter::fillCache(const ProcModelInfo &PM) {
  if (ModelCaches.size() <= PM.Index)
    ModelCaches.resize(PM.Index + 1);
  ModelCache &C = ModelCaches[PM.Index];
  if (C.Ready)
    return C;
  C.Ready = true;
  C.WriteResByWrite.assign(Model->writes().size(), nullptr);
  C.AdvanceByRead.assign(Model->reads().size(), nullptr);
  for (const Record *WR : PM.WriteResDefs)
    if (WR->isSubClassOf("WriteRes"))
      C.WriteResOf.try_emplace(WR->getValueAsDef("WriteType"), WR);
  for (const Record *RA : PM.ReadAdvanceDefs) {
    if (RA->isSubClassOf("ReadAdvance"))
      C.AdvanceOf.try_emplace(RA->getValueAsDef("ReadType"), RA);
    for (const Record *Valid : RA->getValueAsListOfDefs("ValidWrites"))
      C.ReadOfWrite.insert(Valid);
  }
  return C;
}

const SchedTableWriter::WriteResInfo &SchedTableWriter::writeResInfo(const Record *WR) {
  auto [It, New] = WriteResInfos.try_emplace(WR);
  if (New) {
    bool Single = WR->getValueAsBit("SingleIssue");
    It->second = {WR->getValueAsBit("Unsupported"), WR->getValueAsBit("BeginGroup") || Single,
                  WR->getValueAsBit("EndGroup") || Single, WR->getValueAsBit("RetireOOO"),
                  WR->getValueAsInt("Latency"), WR->getValueAsInt("NumMicroOps")};
  }
  return It->second;
}

const SchedTableWriter::AdvanceInfo &SchedTableWriter::advanceInfo(const Record *RA) {
  auto [It, New] = AdvanceInfos.try_emplace(RA);
  if (New) {
    AdvanceInfo &I = It->second;
    I.Unsupported = RA->getValueAsBit("Unsupported");
    I.Cycles = RA->getValueAsInt("Cycles");
    // Each write may tune the cycles (CycleTunables, by position).
    std::vector<int64_t> Tunables = RA->getValueAsListOfInts("CycleTunables");
    std::vector<const Record *> Valid = RA->getValueAsListOfDefs("ValidWrites");
    for (size_t V = 0; V < Valid.size(); ++V)
      I.IDs.push_back({Model->writeIndex(Valid[V]), V < Tunables.size() ? Tunables[V] : 0});
    if (I.IDs.empty())
      I.IDs.push_back({0, 0});
    std::sort(I.IDs.begin(), I.IDs.end());
  }
  return It->second;
}

const Record *SchedTableWriter::writeResFor(const ProcModelInfo &PM, unsigned Write) {
  const Record *&Memo = cacheFor(PM).WriteResByWrite[Write];
  if (!Memo)
    Memo = findWriteRes(PM, Write);
  return Memo;
}

const Record *SchedTableWriter::readAdvanceFor(const ProcModelInfo &PM, unsigned Read) {
  const Record *&Memo = cacheFor(PM).AdvanceByRead[Read];
  if (!Memo) {
    const Record *Found = findReadAdvance(PM, Read);
    Memo = Found ? Found : noAdvance();
  }
  return Memo == noAdvance() ? nullptr : Memo;
}

const Record *SchedTableWriter::findWriteRes(const ProcModelInfo &PM, unsigned Write) {
  const codegen::SchedReadWrite &W = Model->writes()[Write];
  if (W.Def->isSubClassOf("SchedWriteRes"))
    return W.Def;
  if (W.Aliases.empty()) {
    // Without an alias the first WriteRes of the type is the one.
    ModelCache &C = cacheFor(PM);
    auto It = C.WriteResOf.find(W.Def);
    if (It == C.WriteResOf.end())
      PrintFatalError(PM.ModelDef,
                      "Processor does not define resources for " + std::string(W.Def->getName()));
    return It->second;
  }
  const Record *Alias = Model->aliasForModel(W, PM);
  if (Alias && Alias->isSubClassOf("SchedWriteRes"))
    return Alias;
  const Record *Found = nullptr;
  for (const Record *WR : PM.WriteResDefs) {
    if (!WR->isSubClassOf("WriteRes"))
      continue;
    const Record *Type = WR->getValueAsDef("WriteType");
    if (Type != Alias && Type != W.Def)
      continue;
    if (Found)
      PrintFatalError(WR, "Resources are defined for both SchedWrite and its alias on "
                          "processor " +
                              PM.Name);
    Found = WR;
    if (!Alias)
      break;
  }
  if (!Found)
    PrintFatalError(PM.ModelDef,
                    "Processor does not define resources for " + std::string(W.Def->getName()));
  return Found;
}

const Record *SchedTableWriter::findReadAdvance(const ProcModelInfo &PM, unsigned Read) {
  const codegen::SchedReadWrite &R = Model->reads()[Read];
  if (R.Def->isSubClassOf("SchedReadAdvance"))
    return R.Def;
  if (R.Aliases.empty()) {
    ModelCache &C = cacheFor(PM);
    auto It = C.AdvanceOf.find(R.Def);
    if (It != C.AdvanceOf.end())
      return It->second;
    if (R.Def->getName() != "ReadDefault")
      PrintFatalError(PM.ModelDef,
                      "Processor does not define resources for " + std::string(R.Def->getName()));
    return nullptr;
  }
  const Record *Alias = Model->aliasForModel(R, PM);
  if (Alias && Alias->isSubClassOf("SchedReadAdvance"))
    return Alias;
  const Record *Found = nullptr;
  for (const Record *RA : PM.ReadAdvanceDefs) {
    if (!RA->isSubClassOf("ReadAdvance"))
      continue;
    const Record *Type = RA->getValueAsDef("ReadType");
    if (Type != Alias && Type != R.Def)
      continue;
    if (Found)
      PrintFatalError(RA, "Resources are defined for both SchedRead and its alias on "
                          "processor " +
                              PM.Name);
    Found = RA;
    if (!Alias)
      break;
  }
  if (!Found && R.Def->getName() != "ReadDefault")
    PrintFatalError(PM.ModelDef,
                    "Processor does not define resources for " + std::string(R.Def->getName()));
  return Found;
}

/// The resources WriteRes holds on PM, and every group of the model that
/// contains all of a resource's units (computed on first use).
const std::vector<SchedTableWriter::HeldResource> &
SchedTableWriter::heldFor(const ProcModelInfo &PM, const Record *WriteRes) {
  ModelCache &C = cacheFor(PM);
  auto Cached = C.Held.find(WriteRes);
  if (Cached == C.Held.end())
    Cached = C.Held.emplace(WriteRes, heldResources(PM, WriteRes)).first;
  return Cached->second;
}

/// Adds Held to Uses; a resource used twice is held for the sum of its
/// cycles.
void SchedTableWriter::addWriteResources(const std::vector<HeldResource> &Held,
                                         std::vector<ResourceUse> &Uses) {
  for (const HeldResource &H : Held) {
    auto Same = std::find_if(Uses.begin(), Uses.end(),
                             [&](const ResourceUse &U) { return U.Resource == H.Index; });
    if (Same != Uses.end())
      Same->Release += H.Release;
    else
      Uses.push_back({H.Index, H.Release, H.Acquire});
  }
}

/// The 1-based index of Resource among PM's resources; fatal when PM does
/// not have it.
unsigned includedResource(const ProcModelInfo &PM, const Record *Resource) {
  if (unsigned Index = PM.resourceIndex(Resource))
    return Index;
  PrintFatalError(Resource, "ProcResource def is not included in the ProcResources list for " +
                                PM.Name);
}

/// The Super of a unit, which must be a unit too (the tables do not look a
/// group or kind up).
const Record *superUnits(const Record *Unit) {
  const Record *Super = Unit->getValueAsDef("Super");
  if (!Super->isSubClassOf("ProcResourceUnits"))
    PrintFatalError(Unit, "No ProcessorResources associated with " + std::string(Super->getName()));
  return Super;
}

/// The resources WriteRes holds on PM, groups included, checked.
std::vector<SchedTableWriter::HeldResource>
SchedTableWriter::heldResources(const ProcModelInfo &PM, const Record *WriteRes) {
  std::vector<HeldResource> Out;
  std::vector<const Record *> Listed = WriteRes->getValueAsListOfDefs("ProcResources");
  std::vector<int64_t> Release = WriteRes->getValueAsListOfInts("ReleaseAtCycles");
  std::vector<int64_t> Acquire = WriteRes->getValueAsListOfInts("AcquireAtCycles");
  if (!Release.empty() && Release.size() != Listed.size())
    PrintFatalError(WriteRes, "Inconsistent release at cycles: size(ReleaseAtCycles) != "
                              "size(ProcResources): " +
                                  std::to_string(Listed.size()) + " vs " +
                                  std::to_string(Release.size()));
  if (!Acquire.empty() && Acquire.size() != Listed.size())
    PrintFatalError(WriteRes, "Inconsistent resource cycles: size(AcquireAtCycles) != "
                              "size(ProcResources): " +
                                  std::to_string(Acquire.size()) + " vs " +
                                  std::to_string(Listed.size()));
  Release.resize(Listed.size(), 1);
  Acquire.resize(Listed.size(), 0);

  struct Held {
    const Record *Resource;
    int64_t Release, Acquire;
  };
  std::vector<Held> All;
  for (size_t I = 0; I < Listed.size(); ++I)
    All.push_back({Listed[I], Release[I], Acquire[I]});
  // (the model's groups' units were read when its resources were
  // collected: they are read once per model here)
  ModelCache &C = cacheFor(PM);
  if (!C.HasGroups) {
    C.HasGroups = true;
    for (const Record *Group : PM.ProcResourceDefs)
      if (Group->isSubClassOf("ProcResGroup"))
        C.Groups.emplace_back(Group, Group->getValueAsListOfDefs("Resources"));
  }
  std::vector<const Record *> Units;
  for (size_t I = 0; I < Listed.size(); ++I) {
    Units.clear();
    if (Listed[I]->isSubClassOf("ProcResGroup")) {
      Units = Listed[I]->getValueAsListOfDefs("Resources");
    } else {
      // A kind whose units are defined apart: the model's resources have
      // its unit, but llvm-tblgen 22's tables look the kind up by itself.
      if (!Listed[I]->isSubClassOf("ProcResourceUnits"))
        PrintFatalError(Listed[I], "No ProcessorResources associated with " +
                                       std::string(Listed[I]->getName()));
      Units.push_back(Listed[I]);
      // A unit's super resources are held as long as it is (the groups
      // containing them are not).
      for (const Record *Sub = Listed[I]; Sub->getValueInit("Super")->isComplete();) {
        Sub = superUnits(Sub);
        All.push_back({Sub, Release[I], Acquire[I]});
      }
    }
    for (const auto &[Group, Members] : C.Groups) {
      if (Group == Listed[I])
        continue;
      bool CoversAll = std::all_of(Units.begin(), Units.end(), [&](const Record *U) {
        return std::find(Members.begin(), Members.end(), U) != Members.end();
      });
      if (CoversAll)
        All.push_back({Group, Release[I], Acquire[I]});
    }
  }
  for (const Held &H : All) {
    if (H.Acquire > H.Release)
      PrintFatalError(WriteRes, "Inconsistent resource cycles: AcquireAtCycles <= "
                                "ReleaseAtCycles must hold.");
    if (H.Acquire < 0)
      PrintFatalError(WriteRes, "Invalid value: AcquireAtCycle must be a non-negative value.");
    Out.push_back({includedResource(PM, H.Resource), H.Release, H.Acquire});
  }
  return Out;
}

std::vector<ClassRow> SchedTableWriter::buildClassRows(const ProcModelInfo &PM) {
  std::vector<ClassRow> Rows;
  const auto &Classes = Model->classes();
  Rows.reserve(Classes.size());
  // Scratch lists, reused from class to class.
  std::vector<unsigned> ClassWrites, ClassReads;
  ModelCache &MC = cacheFor(PM);
  const size_t NumWrites = Model->writes().size();
  MC.InfoByWrite.assign(NumWrites, nullptr);
  MC.HeldByWrite.assign(NumWrites, nullptr);
  MC.ReadOfWriteByIndex.assign(NumWrites, -1);
  if (ClassInstRWs.size() < Classes.size())
    ClassInstRWs.resize(Classes.size());
  // Rows by their write and read lists (writes, ~0u, reads).
  std::unordered_map<std::vector<unsigned>, ClassRow, codegen::IndexListHash> RowMemo;
  std::vector<unsigned> RowKey;
  std::vector<ResourceUse> Uses;
  std::vector<LatencyEntry> Lats;
  std::vector<std::string_view> Writers;
  std::vector<AdvanceEntry> Advs;
  for (size_t C = 1; C < Classes.size(); ++C) {
    const auto &Class = Classes[C];
    ClassRow Row;
    // A variant class on this model has no resources of its own.
    bool Variant = std::any_of(Class.Transitions.begin(), Class.Transitions.end(),
                               [&](const auto &T) { return T.ProcIndex == PM.Index; });
    if (Variant) {
      Row.MicroOps = VariantMicroOps;
      Rows.push_back(Row);
      continue;
    }
    // A class for other models only stays empty here.
    if (Class.ProcIndices.front() != 0 &&
        std::find(Class.ProcIndices.begin(), Class.ProcIndices.end(), PM.Index) ==
            Class.ProcIndices.end()) {
      Rows.push_back(Row);
      continue;
    }
    const std::vector<unsigned> *Writes = &Class.Writes, *Reads = &Class.Reads;
    // (each InstRW's information looked up once per class, in order)
    std::vector<const InstRWInfo *> &Known = ClassInstRWs[C];
    for (size_t K = 0; K < Class.InstRWs.size(); ++K) {
      if (K == Known.size()) {
        const Record *InstRW = Class.InstRWs[K];
        auto [It, New] = InstRWInfos.try_emplace(InstRW);
        if (New) {
          It->second.PM = &Model->modelFor(InstRW, InstRW->getValueAsDef("SchedModel"));
          Model->findRWs(InstRW->getValueAsListOfDefs("OperandReadWrites"), It->second.Writes,
                         It->second.Reads);
        }
        Known.push_back(&It->second);
      }
      const InstRWInfo &Info = *Known[K];
      if (Info.PM != &PM)
        continue;
      Writes = &Info.Writes;
      Reads = &Info.Reads;
      break;
    }
    if (Writes->empty()) {
      ClassWrites.clear();
      ClassReads.assign(Reads->begin(), Reads->end());
      Writes = &ClassWrites;
      Reads = &ClassReads;
      for (const Record *ItinRW : PM.ItinRWDefs) {
        auto Matched = ItinRW->getValueAsListOfDefs("MatchedItinClasses");
        if (std::find(Matched.begin(), Matched.end(), Class.ItinClass) == Matched.end())
          continue;
        Model->findRWs(ItinRW->getValueAsListOfDefs("OperandReadWrites"), ClassWrites,
                       ClassReads);
        break;
      }
      if (ClassWrites.empty())
        Row.MicroOps = InvalidMicroOps;
    }
    // The row depends only on the lists now (an empty write list comes
    // from an itinerary class without an ItinRW: invalid): a class with
    // the lists of one before on this model has its row, whose runs are
    // found where that one's were put and whose writers are known there.
    RowKey.assign(Writes->begin(), Writes->end());
    RowKey.push_back(~0u);
    RowKey.insert(RowKey.end(), Reads->begin(), Reads->end());
    auto [Memo, NewKey] = RowMemo.try_emplace(RowKey);
    if (!NewKey) {
      Rows.push_back(Memo->second);
      continue;
    }
    Uses.clear();
    Lats.clear();
    Writers.clear();
    Advs.clear();
    for (unsigned W : *Writes) {
      // A sequence stands for its writes in order; the latency entry is
      // named after, and identified by, the last one.
      // (expanded once per write and model)
      if (MC.Expanded.size() <= W)
        MC.Expanded.resize(W + 1);
      std::vector<unsigned> &Seq = MC.Expanded[W];
      if (Seq.empty())
        Model->expandForModel(W, /*IsRead=*/false, PM, Seq);
      const auto &Last = Model->writes()[Seq.back()];
      LatencyEntry Lat;
      Writers.push_back(Last.Name);
      // Only a write some ReadAdvance names needs telling apart.
      signed char &Named = MC.ReadOfWriteByIndex[Seq.back()];
      if (Named < 0)
        Named = MC.ReadOfWrite.count(Last.Def) != 0;
      Lat.WriteID = Named ? Seq.back() : 0;
      for (unsigned Step : Seq) {
        const Record *WriteRes = nullptr;
        const WriteResInfo *&InfoOf = MC.InfoByWrite[Step];
        if (!InfoOf) {
          WriteRes = writeResFor(PM, Step);
          InfoOf = &writeResInfo(WriteRes);
        }
        const WriteResInfo &Info = *InfoOf;
        if (Info.Unsupported) {
          Row.MicroOps = InvalidMicroOps;
          break;
        }
        Lat.Cycles += Info.Latency;
        // The field is 13 bits wide: a write after an unsupported one wraps
        // the invalid count around.
        Row.MicroOps =
            (Row.MicroOps + unsigned(Info.MicroOps)) & MicroOpsMask;
        Row.BeginGroup |= Info.BeginGroup;
        Row.EndGroup |= Info.EndGroup;
        Row.RetireOOO |= Info.RetireOOO;
        const std::vector<HeldResource> *&Held = MC.HeldByWrite[Step];
        if (!Held)
          Held = &heldFor(PM, WriteRes ? WriteRes : writeResFor(PM, Step));
        addWriteResources(*Held, Uses);
      }
      Lats.push_back(Lat);
    }
    for (unsigned Use = 0; Use < Reads->size(); ++Use) {
      const Record *Advance = readAdvanceFor(PM, (*Reads)[Use]);
      if (!Advance)
        continue;
      const AdvanceInfo &Info = advanceInfo(Advance);
      if (Info.Unsupported) {
        Row.MicroOps = InvalidMicroOps;
        break;
      }
      for (const auto &[ID, Tune] : Info.IDs)
        Advs.push_back({Use, ID, Info.Cycles + Tune});
    }
    if (Row.MicroOps == InvalidMicroOps) {
      Uses.clear();
      Lats.clear();
      Advs.clear();
    }
    std::sort(Uses.begin(), Uses.end(), [](const ResourceUse &A, const ResourceUse &B) {
      return A.Resource < B.Resource;
    });
    Row.NumRes = Uses.size();
    bool ResAppended = false, AdvAppended = false;
    Row.ResIdx = ResourceRuns.place(Uses, &ResAppended);
    Row.NumLat = Lats.size();
    bool Appended = false;
    Row.LatIdx = LatencyRuns.place(Lats, &Appended);
    if (Appended) {
      WriterNames.insert(WriterNames.end(), Writers.begin(), Writers.end());
      for (std::string_view W : Writers)
        WritersIn.push_back({W.data()});
    } else {
      // A shared entry's comment lists every write it stands for (a name
      // already in it, even inside a longer one, is not added again).
      for (size_t I = 0; I < Lats.size(); ++I) {
        std::vector<const char *> &Known = WritersIn[Row.LatIdx + I];
        if (std::find(Known.begin(), Known.end(), Writers[I].data()) != Known.end())
          continue;
        Known.push_back(Writers[I].data());
        if (WriterNames[Row.LatIdx + I].find(Writers[I]) == std::string::npos)
          WriterNames[Row.LatIdx + I].append("_").append(Writers[I]);
      }
    }
    Row.NumAdv = Advs.size();
    Row.AdvIdx = AdvanceRuns.place(Advs, &AdvAppended);
    // A run just appended may now also be found earlier, overlapping the
    // table's former end: the next class with these lists searches again.
    if (ResAppended || Appended || AdvAppended)
      RowMemo.erase(Memo);
    else
      Memo->second = Row;
    Rows.push_back(Row);
  }
  return Rows;
}

void SchedTableWriter::writeGlobalTables() {
  OS << "// {ProcResourceIdx, ReleaseAtCycle, AcquireAtCycle}\n"
     << "extern const llvm::MCWriteProcResEntry " << T << "WriteProcResTable[] = {\n"
     << "  { 0,  0,  0 }, // Invalid\n";
  for (size_t I = 1; I < Resources.size(); ++I)
    OS << "  {" << pad2(Resources[I].Resource) << ", " << pad2(Resources[I].Release) << ",  "
       << pad2(Resources[I].Acquire) << "}" << (I + 1 < Resources.size() ? "," : "") << " // #"
       << I << "\n";
  OS << "}; // " << T << "WriteProcResTable\n\n";
  OS << "// {Cycles, WriteResourceID}\n"
     << "extern const llvm::MCWriteLatencyEntry " << T << "WriteLatencyTable[] = {\n"
     << "  { 0,  0}, // Invalid\n";
  for (size_t I = 1; I < Latencies.size(); ++I)
    OS << "  {" << pad2(Latencies[I].Cycles) << ", " << pad2(Latencies[I].WriteID) << "}"
       << (I + 1 < Latencies.size() ? "," : "") << " // #" << I << " " << WriterNames[I] << "\n";
  OS << "}; // " << T << "WriteLatencyTable\n\n";
  OS << "// {UseIdx, WriteResourceID, Cycles}\n"
     << "extern const llvm::MCReadAdvanceEntry " << T << "ReadAdvanceTable[] = {\n"
     << "  {0,  0,  0}, // Invalid\n";
  for (size_t I = 1; I < Advances.size(); ++I)
    OS << "  {" << Advances[I].UseIdx << ", " << pad2(Advances[I].WriteID) << ", "
       << pad2(Advances[I].Cycles) << "}" << (I + 1 < Advances.size() ? "," : "") << " // #" << I
       << "\n";
  OS << "}; // " << T << "ReadAdvanceTable\n\n";
}

void SchedTableWriter::writeClassTable(OStream &OS, const ProcModelInfo &PM,
                                       const std::vector<ClassRow> &Rows) const {
  OS << "// {Name, NumMicroOps, BeginGroup, EndGroup, RetireOOO, WriteProcResIdx,#, "
        "WriteLatencyIdx,#, ReadAdvanceIdx,#}\n"
     << "static const llvm::MCSchedClassDesc " << PM.Name << "SchedClasses[] = {\n"
     << "  {DBGFIELD(" << InvalidNameOffset << ")  " << InvalidMicroOps
     << ", false, false, false, 0, 0,  0, 0,  0, 0},\n";
  auto Bool = [](bool B) { return B ? "true" : "false"; };
  for (size_t I = 0; I < Rows.size(); ++I) {
    const std::string &Name = Model->classes()[I + 1].Name;
    const ClassRow &R = Rows[I];
    OS << "  {DBGFIELD(/*" << Name << "*/ " << ClassNameOffsets[I] << ") ";
    if (Name.size() < 18)
      OS.indent(unsigned(18 - Name.size()));
    OS << R.MicroOps << ", " << Bool(R.BeginGroup) << ", " << Bool(R.EndGroup) << ", "
       << Bool(R.RetireOOO) << ", " << pad2(int64_t(R.ResIdx)) << ", " << R.NumRes << ", "
       << pad2(int64_t(R.LatIdx)) << ", " << R.NumLat << ", " << pad2(int64_t(R.AdvIdx)) << ", "
       << R.NumAdv << "}, // #" << (I + 1) << "\n";
  }
  OS << "}; // " << PM.Name << "SchedClasses\n\n";
}

void SchedTableWriter::writeNames() {
  OS << "#ifdef __GNUC__\n"
        "#pragma GCC diagnostic push\n"
        "#pragma GCC diagnostic ignored \"-Woverlength-strings\"\n"
        "#endif\n"
     << "static constexpr char " << T << "SchedClassNamesStorage[] =\n"
     << "  \"\\0\"\n";
  for (std::string_view Name : Names)
    OS << "  \"" << Name << "\\0\"\n";
  OS << "  ;\n"
     << "#ifdef __GNUC__\n"
        "#pragma GCC diagnostic pop\n"
        "#endif\n\n"
     << "static constexpr llvm::StringTable\n"
     << T << "SchedClassNames = " << T << "SchedClassNamesStorage;\n\n";
}

void SchedTableWriter::writeResources(const ProcModelInfo &PM) {
  OS << "\nstatic const unsigned " << PM.Name << "ProcResourceSubUnits[] = {\n"
     << "  0,  // Invalid\n";
  for (const Record *Res : PM.ProcResourceDefs) {
    if (!Res->isSubClassOf("ProcResGroup"))
      continue;
    for (const Record *Unit : Res->getValueAsListOfDefs("Resources"))
      for (int64_t J = 0; J < Unit->getValueAsInt("NumUnits"); ++J)
        OS << "  " << PM.resourceIndex(Unit) << ", ";
    OS << "  // " << Res->getName() << "\n";
  }
  OS << "};\n";
  OS << "\n// {Name, NumUnits, SuperIdx, BufferSize, SubUnitsIdxBegin}\n"
     << "static const llvm::MCProcResourceDesc " << PM.Name << "ProcResources[] = {\n"
     << "  {\"InvalidUnit\", 0, 0, 0, 0},\n";
  int64_t SubUnits = 1;
  for (size_t I = 0; I < PM.ProcResourceDefs.size(); ++I) {
    const Record *Res = PM.ProcResourceDefs[I];
    int64_t Units = 0, Begin = SubUnits;
    unsigned SuperIdx = 0;
    if (Res->isSubClassOf("ProcResGroup")) {
      for (const Record *Unit : Res->getValueAsListOfDefs("Resources"))
        Units += Unit->getValueAsInt("NumUnits");
      SubUnits += Units;
    } else {
      if (Res->getValueInit("Super")->isComplete())
        SuperIdx = includedResource(PM, superUnits(Res));
      Units = Res->getValueAsInt("NumUnits");
    }
    std::string_view Name = Res->getName();
    OS << "  {\"" << Name << "\", ";
    if (Name.size() < 15)
      OS.indent(unsigned(15 - Name.size()));
    OS << Units << ", " << SuperIdx << ", " << Res->getValueAsInt("BufferSize") << ", ";
    if (Begin != SubUnits)
      OS << PM.Name << "ProcResourceSubUnits + " << Begin;
    else
      OS << "nullptr";
    OS << "}, // #" << (I + 1);
    if (SuperIdx)
      OS << ", Super=" << PM.ProcResourceDefs[SuperIdx - 1]->getName();
    OS << "\n";
  }
  OS << "};\n";
}

/// The register files, retire control unit and queues of a model.
void SchedTableWriter::writeExtraInfo(const ProcModelInfo &PM) {
  OS << "\n";
  // The register classes each file counts, with their cost (1 unless
  // given) and whether moves between them may be eliminated.
  size_t NumCosts = 0;
  for (const Record *File : PM.RegisterFiles)
    NumCosts += File->getValueAsListOfDefs("RegClasses").size();
  if (NumCosts) {
    OS << "// {RegisterClassID, Register Cost, AllowMoveElimination }\n"
       << "static const llvm::MCRegisterCostEntry " << PM.Name << "RegisterCosts[] = {\n";
    for (const Record *File : PM.RegisterFiles) {
      std::vector<const Record *> Classes = File->getValueAsListOfDefs("RegClasses");
      std::vector<int64_t> Costs = File->getValueAsListOfInts("RegCosts");
      const ListInit *MoveElim = File->getValueAsListInit("AllowMoveElimination");
      for (size_t I = 0; I < Classes.size(); ++I) {
        const auto *Bit = I < MoveElim->size() ? dyn_cast<BitInit>(MoveElim->getElement(I))
                                                : nullptr;
        OS << "  { " << Classes[I]->getValueAsString("Namespace") << "::"
           << Classes[I]->getName() << "RegClassID, " << (I < Costs.size() ? Costs[I] : 1)
           << ", " << (Bit && Bit->getValue() ? 1 : 0) << "},\n";
      }
    }
    OS << "};\n\n";
    OS << " // {Name, #PhysRegs, #CostEntries, IndexToCostTbl, MaxMovesEliminatedPerCycle, "
          "AllowZeroMoveEliminationOnly }\n"
       << "static const llvm::MCRegisterFileDesc " << PM.Name << "RegisterFiles[] = {\n"
       << "  { \"InvalidRegisterFile\", 0, 0, 0, 0, 0 },\n";
    size_t First = 0;
    for (const Record *File : PM.RegisterFiles) {
      size_t N = File->getValueAsListOfDefs("RegClasses").size();
      OS << "  { \"" << File->getName() << "\", " << File->getValueAsInt("NumPhysRegs") << ", "
         << N << ", " << First << ", " << File->getValueAsInt("MaxMovesEliminatedPerCycle")
         << ", " << (File->getValueAsBit("AllowZeroMoveEliminationOnly") ? 1 : 0) << "},\n";
      First += N;
    }
    OS << "};\n\n";
  }
  OS << "static const llvm::MCExtraProcessorInfo " << PM.Name << "ExtraInfo = {\n";
  const Record *RCU = PM.RetireControlUnit;
  OS << "  " << (RCU ? RCU->getValueAsInt("ReorderBufferSize") : 0)
     << ", // ReorderBufferSize\n"
     << "  " << (RCU ? RCU->getValueAsInt("MaxRetirePerCycle") : 0)
     << ", // MaxRetirePerCycle\n";
  if (PM.RegisterFiles.empty())
    OS << "  nullptr,\n";
  else
    OS << "  " << PM.Name << "RegisterFiles,\n";
  OS << "  " << (PM.RegisterFiles.empty() ? 0 : PM.RegisterFiles.size() + 1)
     << ", // Number of register files.\n";
  if (NumCosts)
    OS << "  " << PM.Name << "RegisterCosts,\n";
  else
    OS << "  nullptr,\n";
  OS << "  " << NumCosts << ", // Number of register cost entries.\n";
  // A queue is described by a resource, by its position among the model's
  // (one past the last when the model lacks it).
  auto QueueID = [&](const Record *Queue) -> size_t {
    if (!Queue)
      return 0;
    const Record *Res = Queue->getValueAsDef("QueueDescriptor");
    const auto &Defs = PM.ProcResourceDefs;
    return size_t(std::find(Defs.begin(), Defs.end(), Res) - Defs.begin()) + 1;
  };
  OS << "  " << QueueID(PM.LoadQueue) << ", // Resource Descriptor for the Load Queue\n"
     << "  " << QueueID(PM.StoreQueue) << ", // Resource Descriptor for the Store Queue\n"
     << "};\n";
}

/// One MCSchedModel; PM null is the empty model written when no processor
/// uses a machine model (NoSchedModel's fields).
void SchedTableWriter::writeModel(const ProcModelInfo *PM) {
  const Record *Def = PM ? PM->ModelDef : NoModel;
  OS << "static const llvm::MCSchedModel " << (PM ? PM->Name : "NoSchedModel") << " = {\n";
  for (const char *Prop : {"IssueWidth", "MicroOpBufferSize", "LoopMicroOpBufferSize",
                           "LoadLatency", "HighLatency", "MispredictPenalty"}) {
    int64_t V = Def ? Def->getValueAsInt(Prop) : -1;
    if (V >= 0)
      OS << "  " << V << ", // " << Prop << "\n";
    else
      OS << "  MCSchedModel::Default" << Prop << ",\n";
  }
  auto Bit = [&](const char *Field) {
    OS << "  " << (Def && Def->getValueAsBit(Field) ? "true" : "false") << ", // " << Field
       << "\n";
  };
  Bit("PostRAScheduler");
  Bit("CompleteModel");
  Bit("EnableIntervals");
  OS << "  " << (PM ? PM->Index : 0) << ", // Processor ID\n";
  if (PM && PM->hasInstrSchedModel())
    OS << "  " << PM->Name << "ProcResources,\n"
       << "  " << PM->Name << "SchedClasses,\n"
       << "  " << PM->ProcResourceDefs.size() + 1 << ",\n"
       << "  " << Model->classes().size() << ",\n";
  else
    OS << "  nullptr, nullptr, 0, 0, // No instruction-level machine model.\n";
  OS << "  DBGVAL_OR_NULLPTR(&" << T << "SchedClassNames), // SchedClassNames\n"
     << "  ";
  if (PM && PM->hasItineraries())
    OS << PM->ItinsDef->getName() << ",\n";
  else
    OS << "nullptr, // No Itinerary\n";
  if (PM && PM->hasExtraProcessorInfo())
    OS << "  &" << PM->Name << "ExtraInfo,\n";
  else
    OS << "  nullptr // No extra processor descriptor\n";
  OS << "};\n";
}

void SchedTableWriter::run() {
  writeDbgFieldMacros(OS);
  if (Itins && Itins->hasItineraries())
    writeItineraryTables(OS, T, *Itins);
  OS << "\n// ===============================================================\n"
        "// Data tables for the new per-operand machine model.\n\n";
  InvalidNameOffset = nameOffset("InvalidSchedClass");
  const size_t NumModels = Model ? Model->procModels().size() : 0;
  bool AnyTable = false;
  for (size_t P = 0; P < NumModels; ++P)
    AnyTable |= Model->procModels()[P].hasInstrSchedModel();
  // Every class table names every class, in order: the names' offsets are
  // known before any row.
  if (AnyTable)
    for (size_t C = 1; C < Model->classes().size(); ++C)
      ClassNameOffsets.push_back(nameOffset(Model->classes()[C].Name));
  // The rows of the models are built in order here (the global tables
  // depend on that order); a helper thread writes each model's class table
  // as soon as its rows are ready (codegen/schedule/ScheduleThreads.h).
  std::vector<std::vector<ClassRow>> Rows(NumModels);
  std::vector<std::unique_ptr<OStream>> Tables;
  for (size_t P = 0; P < NumModels; ++P)
    Tables.push_back(std::make_unique<OStream>());
  std::mutex M;
  std::condition_variable CV;
  size_t Ready = 0;  // models whose rows are built
  bool Stop = false; // this thread is done with the tables, or failed
  std::atomic<size_t> TablesDone{0}; // tables written without a report
  std::optional<codegen::AheadTask> TableWriter;
  if (AnyTable)
    TableWriter.emplace([&] {
      for (size_t P = 0; P < NumModels; ++P) {
        {
          std::unique_lock<std::mutex> L(M);
          CV.wait(L, [&] { return Ready > P || Stop; });
          if (Ready <= P)
            return;
        }
        const ProcModelInfo &PM = Model->procModels()[P];
        if (PM.hasInstrSchedModel()) {
          Tables[P]->reserve((Rows[P].size() + 4) * 100); // rows are ~90 bytes
          writeClassTable(*Tables[P], PM, Rows[P]);
        }
        if (!codegen::AheadTask::quietSoFar())
          return;
        TablesDone.store(P + 1, std::memory_order_release);
      }
    });
  struct StopOnError {
    std::mutex &M;
    std::condition_variable &CV;
    bool &Stop;
    ~StopOnError() {
      std::lock_guard<std::mutex> L(M);
      Stop = true;
      CV.notify_all();
    }
  } Stopper{M, CV, Stop}; // (destroyed before TableWriter joins)
  for (size_t P = 0; P < NumModels; ++P) {
    const ProcModelInfo &PM = Model->procModels()[P];
    if (PM.hasInstrSchedModel())
      Rows[P] = buildClassRows(PM);
    std::lock_guard<std::mutex> L(M);
    Ready = P + 1;
    CV.notify_all();
  }
  writeGlobalTables();
  // A table the helper has not finished yet is written here (so this thread
  // never waits for it).
  for (size_t P = 0; P < NumModels; ++P) {
    const ProcModelInfo &PM = Model->procModels()[P];
    if (!PM.hasInstrSchedModel())
      continue;
    if (TablesDone.load(std::memory_order_acquire) > P)
      OS << Tables[P]->view();
    else
      writeClassTable(OS, PM, Rows[P]);
  }
  writeNames();
  if (!Model) {
    writeModel(nullptr);
  } else {
    for (const ProcModelInfo &PM : Model->procModels()) {
      if (PM.hasExtraProcessorInfo())
        writeExtraInfo(PM);
      if (PM.hasInstrSchedModel())
        writeResources(PM);
      else if (!PM.ProcResourceDefs.empty())
        PrintFatalError(PM.ModelDef, "SchedMachineModel defines ProcResources without "
                                     "defining WriteRes SchedWriteRes");
      if (PM.Index)
        OS << "\n";
      writeModel(&PM);
    }
  }
  OS << "\n#undef DBGFIELD\n\n#undef DBGVAL_OR_NULLPTR\n";
}

} // namespace

void writeSubtargetSchedTables(OStream &OS, const std::string &Target,
                               const codegen::ScheduleModel *Model,
                               const codegen::ItineraryModel *Itins, const Record *NoModel) {
  SchedTableWriter(OS, Target, Model, Itins, NoModel).run();
}

} // namespace tblgen
