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
#include "SubtargetItineraries.h"
#include "SubtargetSched.h"
#include "target/Itineraries.h"

#include "target/Schedule.h"

#include "tblgen/Error.h"
#include "tblgen/Output.h"
#include "tblgen/Record.h"

#include <algorithm>
#include <cstdio>
#include <map>
#include <vector>

namespace tblgen {
namespace {

using target::ProcModelInfo;
using target::ScheduleModel;

/// The NumMicroOps of a class no processor resources describe.
constexpr unsigned InvalidMicroOps = 8191;
constexpr unsigned MicroOpsMask = 8191;

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

/// Where Run occurs in Table; appended when it does not. An empty run is
/// found at 0.
template <typename T> size_t placeRun(std::vector<T> &Table, const std::vector<T> &Run,
                                      bool *Appended = nullptr) {
  auto It = std::search(Table.begin(), Table.end(), Run.begin(), Run.end());
  if (Appended)
    *Appended = It == Table.end();
  if (It != Table.end())
    return size_t(It - Table.begin());
  size_t At = Table.size();
  Table.insert(Table.end(), Run.begin(), Run.end());
  return At;
}

std::string pad2(int64_t V) {
  char Buf[32];
  std::snprintf(Buf, sizeof Buf, "%2lld", static_cast<long long>(V));
  return Buf;
}

class SchedTableWriter {
public:
  SchedTableWriter(OStream &OS, const std::string &T, const ScheduleModel *Model,
                   const target::ItineraryModel *Itins)
      : OS(OS), T(T), Model(Model), Itins(Itins) {}

  void run();

private:
  std::vector<ClassRow> buildClassRows(const ProcModelInfo &PM);
  void addWriteResources(const ProcModelInfo &PM, const Record *WriteRes,
                         std::vector<ResourceUse> &Uses);
  const Record *writeResFor(const ProcModelInfo &PM, unsigned Write);
  const Record *readAdvanceFor(const ProcModelInfo &PM, unsigned Read);
  void writeGlobalTables();
  void writeClassTable(const ProcModelInfo &PM, const std::vector<ClassRow> &Rows);
  void writeNames();
  void writeResources(const ProcModelInfo &PM);
  void writeModel(const ProcModelInfo *PM);
  unsigned nameOffset(const std::string &Name);

  OStream &OS;
  const std::string &T;
  const ScheduleModel *Model;
  const target::ItineraryModel *Itins;
  // The global tables, each with its reserved invalid entry.
  std::vector<ResourceUse> Resources{ResourceUse{}};
  std::vector<LatencyEntry> Latencies{LatencyEntry{}};
  std::vector<std::string> WriterNames{std::string()};
  std::vector<AdvanceEntry> Advances{AdvanceEntry{}};
  // The class names, in the order the tables first name them.
  std::vector<std::string> Names;
  std::map<std::string, unsigned> NameOffsets;
  unsigned NamesSize = 1;
};

unsigned SchedTableWriter::nameOffset(const std::string &Name) {
  auto [It, New] = NameOffsets.try_emplace(Name, NamesSize);
  if (New) {
    Names.push_back(Name);
    NamesSize += unsigned(Name.size()) + 1;
  }
  return It->second;
}

const Record *SchedTableWriter::writeResFor(const ProcModelInfo &PM, unsigned Write) {
  const Record *Def = Model->writes()[Write].Def;
  for (const Record *WR : PM.WriteResDefs)
    if (WR->getValueAsDef("WriteType") == Def)
      return WR;
  PrintFatalError(PM.ModelDef,
                  "Processor does not define resources for " + std::string(Def->getName()));
}

const Record *SchedTableWriter::readAdvanceFor(const ProcModelInfo &PM, unsigned Read) {
  const Record *Def = Model->reads()[Read].Def;
  for (const Record *RA : PM.ReadAdvanceDefs)
    if (RA->getValueAsDef("ReadType") == Def)
      return RA;
  if (Def->getName() != "ReadDefault")
    PrintFatalError(PM.ModelDef,
                    "Processor does not define resources for " + std::string(Def->getName()));
  return nullptr;
}

/// Adds the resources WriteRes holds, and every group of the model that
/// contains all of a resource's units, to Uses; a resource used twice is
/// held for the sum of its cycles.
void SchedTableWriter::addWriteResources(const ProcModelInfo &PM, const Record *WriteRes,
                                         std::vector<ResourceUse> &Uses) {
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
  for (size_t I = 0; I < Listed.size(); ++I) {
    std::vector<const Record *> Units;
    if (Listed[I]->isSubClassOf("ProcResGroup"))
      Units = Listed[I]->getValueAsListOfDefs("Resources");
    else
      Units.push_back(Listed[I]);
    for (const Record *Group : PM.ProcResourceDefs) {
      if (Group == Listed[I] || !Group->isSubClassOf("ProcResGroup"))
        continue;
      std::vector<const Record *> Members = Group->getValueAsListOfDefs("Resources");
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
    unsigned Index = PM.resourceIndex(H.Resource);
    auto Same = std::find_if(Uses.begin(), Uses.end(),
                             [&](const ResourceUse &U) { return U.Resource == Index; });
    if (Same != Uses.end())
      Same->Release += H.Release;
    else
      Uses.push_back({Index, H.Release, H.Acquire});
  }
}

std::vector<ClassRow> SchedTableWriter::buildClassRows(const ProcModelInfo &PM) {
  std::vector<ClassRow> Rows;
  const auto &Classes = Model->classes();
  for (size_t C = 1; C < Classes.size(); ++C) {
    const auto &Class = Classes[C];
    ClassRow Row;
    if (Class.Writes.empty())
      Row.MicroOps = InvalidMicroOps;
    std::vector<ResourceUse> Uses;
    std::vector<LatencyEntry> Lats;
    std::vector<std::string> Writers;
    std::vector<AdvanceEntry> Advs;
    for (unsigned W : Class.Writes) {
      // A sequence stands for its writes in order; the latency entry is
      // named after, and identified by, the last one.
      std::vector<unsigned> Seq;
      Model->expandWrite(W, Seq);
      const auto &Last = Model->writes()[Seq.back()];
      LatencyEntry Lat;
      Writers.push_back(Last.Name);
      // Only a write some ReadAdvance names needs telling apart.
      Lat.WriteID = PM.hasReadOfWrite(Last.Def) ? Seq.back() : 0;
      for (unsigned Step : Seq) {
        const Record *WriteRes = writeResFor(PM, Step);
        if (WriteRes->getValueAsBit("Unsupported")) {
          Row.MicroOps = InvalidMicroOps;
          break;
        }
        Lat.Cycles += WriteRes->getValueAsInt("Latency");
        // The field is 13 bits wide: a write after an unsupported one wraps
        // the invalid count around.
        Row.MicroOps =
            (Row.MicroOps + unsigned(WriteRes->getValueAsInt("NumMicroOps"))) & MicroOpsMask;
        bool Single = WriteRes->getValueAsBit("SingleIssue");
        Row.BeginGroup |= WriteRes->getValueAsBit("BeginGroup") || Single;
        Row.EndGroup |= WriteRes->getValueAsBit("EndGroup") || Single;
        Row.RetireOOO |= WriteRes->getValueAsBit("RetireOOO");
        addWriteResources(PM, WriteRes, Uses);
      }
      Lats.push_back(Lat);
    }
    for (unsigned Use = 0; Use < Class.Reads.size(); ++Use) {
      const Record *Advance = readAdvanceFor(PM, Class.Reads[Use]);
      if (!Advance)
        continue;
      if (Advance->getValueAsBit("Unsupported")) {
        Row.MicroOps = InvalidMicroOps;
        break;
      }
      std::vector<unsigned> IDs;
      for (const Record *Valid : Advance->getValueAsListOfDefs("ValidWrites"))
        IDs.push_back(Model->writeIndex(Valid));
      if (IDs.empty())
        IDs.push_back(0);
      std::sort(IDs.begin(), IDs.end());
      for (unsigned ID : IDs)
        Advs.push_back({Use, ID, Advance->getValueAsInt("Cycles")});
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
    Row.ResIdx = placeRun(Resources, Uses);
    Row.NumLat = Lats.size();
    bool Appended = false;
    Row.LatIdx = placeRun(Latencies, Lats, &Appended);
    if (Appended) {
      WriterNames.insert(WriterNames.end(), Writers.begin(), Writers.end());
    } else {
      // A shared entry's comment lists every write it stands for.
      for (size_t I = 0; I < Lats.size(); ++I)
        if (WriterNames[Row.LatIdx + I].find(Writers[I]) == std::string::npos)
          WriterNames[Row.LatIdx + I] += "_" + Writers[I];
    }
    Row.NumAdv = Advs.size();
    Row.AdvIdx = placeRun(Advances, Advs);
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

void SchedTableWriter::writeClassTable(const ProcModelInfo &PM, const std::vector<ClassRow> &Rows) {
  OS << "// {Name, NumMicroOps, BeginGroup, EndGroup, RetireOOO, WriteProcResIdx,#, "
        "WriteLatencyIdx,#, ReadAdvanceIdx,#}\n"
     << "static const llvm::MCSchedClassDesc " << PM.Name << "SchedClasses[] = {\n"
     << "  {DBGFIELD(" << nameOffset("InvalidSchedClass") << ")  " << InvalidMicroOps
     << ", false, false, false, 0, 0,  0, 0,  0, 0},\n";
  auto Bool = [](bool B) { return B ? "true" : "false"; };
  for (size_t I = 0; I < Rows.size(); ++I) {
    const std::string &Name = Model->classes()[I + 1].Name;
    const ClassRow &R = Rows[I];
    OS << "  {DBGFIELD(/*" << Name << "*/ " << nameOffset(Name) << ") ";
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
  for (const std::string &Name : Names)
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
    if (Res->isSubClassOf("ProcResGroup")) {
      for (const Record *Unit : Res->getValueAsListOfDefs("Resources"))
        Units += Unit->getValueAsInt("NumUnits");
      SubUnits += Units;
    } else {
      Units = Res->getValueAsInt("NumUnits");
    }
    std::string_view Name = Res->getName();
    OS << "  {\"" << Name << "\", ";
    if (Name.size() < 15)
      OS.indent(unsigned(15 - Name.size()));
    OS << Units << ", 0, " << Res->getValueAsInt("BufferSize") << ", ";
    if (Begin != SubUnits)
      OS << PM.Name << "ProcResourceSubUnits + " << Begin;
    else
      OS << "nullptr";
    OS << "}, // #" << (I + 1) << "\n";
  }
  OS << "};\n";
}

/// One MCSchedModel; PM null is the empty model written when no processor
/// uses a machine model.
void SchedTableWriter::writeModel(const ProcModelInfo *PM) {
  const Record *Def = PM ? PM->ModelDef : nullptr;
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
  OS << "  nullptr // No extra processor descriptor\n"
     << "};\n";
}

void SchedTableWriter::run() {
  OS << "#ifdef DBGFIELD\n"
        "#error \"<target>GenSubtargetInfo.inc requires a DBGFIELD macro\"\n"
        "#endif\n"
        "#if !defined(NDEBUG) || defined(LLVM_ENABLE_DUMP)\n"
        "#define DBGFIELD(x) x,\n"
        "#define DBGVAL_OR_NULLPTR(x) x\n"
        "#else\n"
        "#define DBGFIELD(x)\n"
        "#define DBGVAL_OR_NULLPTR(x) nullptr\n"
        "#endif\n";
  if (Itins && Itins->hasItineraries())
    writeItineraryTables(OS, T, *Itins);
  OS << "\n// ===============================================================\n"
        "// Data tables for the new per-operand machine model.\n\n";
  nameOffset("InvalidSchedClass");
  std::vector<std::vector<ClassRow>> Rows;
  if (Model)
    for (const ProcModelInfo &PM : Model->procModels())
      Rows.push_back(PM.hasInstrSchedModel() ? buildClassRows(PM) : std::vector<ClassRow>());
  writeGlobalTables();
  if (Model)
    for (const ProcModelInfo &PM : Model->procModels())
      if (PM.hasInstrSchedModel())
        writeClassTable(PM, Rows[PM.Index]);
  writeNames();
  if (!Model) {
    writeModel(nullptr);
  } else {
    for (const ProcModelInfo &PM : Model->procModels()) {
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
                               const target::ScheduleModel *Model,
                               const target::ItineraryModel *Itins) {
  SchedTableWriter(OS, Target, Model, Itins).run();
}

} // namespace tblgen
