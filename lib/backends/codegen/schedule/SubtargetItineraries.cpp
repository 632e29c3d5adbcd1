//===- SubtargetItineraries.cpp - -gen-subtarget's itinerary tables -------===//
//
// Stage sequences are shared: an itinerary whose stages print the same as
// an earlier one's points at the earlier rows. Operand cycles are not
// (llvm-tblgen looks them up under another key than the one it stores them
// with), so every itinerary with operand cycles gets rows of its own, and
// its bypass row beside them.
//
//===----------------------------------------------------------------------===//
#include "backends/codegen/schedule/SubtargetItineraries.h"
#include "codegen/schedule/Itineraries.h"

#include "tblgen/Output.h"
#include "tblgen/Record.h"

#include <algorithm>
#include <map>
#include <set>
#include <vector>

namespace tblgen {
namespace {

using codegen::ItinProcModel;

/// What one (itineraries, class) entry of an InstrItinerary table holds.
struct ItinRow {
  int64_t MicroOps = 0;
  unsigned FirstStage = 0, LastStage = 0, FirstCycle = 0, LastCycle = 0;
};

class ItineraryTableWriter {
public:
  ItineraryTableWriter(OStream &OS, const std::string &T, const codegen::ItineraryModel &Itins)
      : OS(OS), T(T), Itins(Itins) {}
  void run();
  void writeItineraries();

private:
  void writeUnitNamespaces();
  void buildTables();
  void writeItineraryTables();
  void writeModel(const ItinProcModel &M);
  ItinRow rowFor(const std::string &ItinsName, const Record *Data);

  OStream &OS;
  const std::string &T;
  const codegen::ItineraryModel &Itins;
  std::string Stages, Cycles, Bypasses;
  unsigned NextStage = 1, NextCycle = 1;
  std::map<std::string, unsigned> StageRuns;
  /// The rows of each model (empty for a model without itineraries).
  std::vector<std::vector<ItinRow>> Rows;
};

/// The ItinsDefs of the models, first occurrence only.
std::vector<const ItinProcModel *> distinctItineraries(const codegen::ItineraryModel &Itins) {
  std::vector<const ItinProcModel *> Out;
  std::set<const Record *> Seen;
  for (const ItinProcModel &M : Itins.procModels())
    if (Seen.insert(M.ItinsDef).second)
      Out.push_back(&M);
  return Out;
}

void ItineraryTableWriter::writeUnitNamespaces() {
  for (const ItinProcModel *M : distinctItineraries(Itins)) {
    std::vector<const Record *> Units = M->ItinsDef->getValueAsListOfDefs("FU");
    if (Units.empty())
      continue;
    std::string_view Name = M->ItinsDef->getName();
    OS << "\n// Functional units for \"" << Name << "\"\nnamespace " << Name << "FU {\n\n";
    for (size_t J = 0; J < Units.size(); ++J)
      OS << "  const InstrStage::FuncUnits " << Units[J]->getName() << " = 1ULL << " << J
         << ";\n";
    OS << "\n} // namespace " << Name << "FU\n";
    std::vector<const Record *> Paths = M->ItinsDef->getValueAsListOfDefs("BP");
    if (Paths.empty())
      continue;
    OS << "\n// Pipeline forwarding paths for itineraries \"" << Name << "\"\nnamespace " << Name
       << "Bypass {\n\n  const unsigned NoBypass = 0;\n";
    for (size_t J = 0; J < Paths.size(); ++J)
      OS << "  const unsigned " << Paths[J]->getName() << " = 1 << " << J << ";\n";
    OS << "\n} // namespace " << Name << "Bypass\n";
  }
}

/// "N" or "N-M" for a run of Count rows starting at First.
std::string rowRange(unsigned First, size_t Count) {
  std::string S = std::to_string(First);
  if (Count > 1) {
    S += '-';
    S += std::to_string(First + Count - 1);
  }
  return S;
}

ItinRow ItineraryTableWriter::rowFor(const std::string &ItinsName, const Record *Data) {
  ItinRow Row;
  if (!Data)
    return Row;
  std::vector<const Record *> StageDefs = Data->getValueAsListOfDefs("Stages");
  std::string StageText;
  for (size_t I = 0; I < StageDefs.size(); ++I) {
    const Record *Stage = StageDefs[I];
    StageText += "  { " + std::to_string(Stage->getValueAsInt("Cycles")) + ", ";
    std::vector<const Record *> Units = Stage->getValueAsListOfDefs("Units");
    for (size_t J = 0; J < Units.size(); ++J) {
      if (J)
        StageText += " | ";
      StageText += ItinsName;
      StageText += "FU::";
      StageText += Units[J]->getName();
    }
    StageText += ", " + std::to_string(Stage->getValueAsInt("TimeInc")) +
                 ", (llvm::InstrStage::ReservationKinds)" +
                 std::to_string(Stage->getValueAsInt("Kind")) + " }";
    if (I + 1 < StageDefs.size())
      StageText += ", ";
  }
  if (!StageDefs.empty()) {
    auto [It, New] = StageRuns.try_emplace(StageText, NextStage);
    if (New) {
      Stages += StageText + ", // " + rowRange(NextStage, StageDefs.size()) + "\n";
      NextStage += unsigned(StageDefs.size());
    }
    Row.FirstStage = It->second;
    Row.LastStage = It->second + unsigned(StageDefs.size());
  }

  std::vector<int64_t> OperandCycles = Data->getValueAsListOfInts("OperandCycles");
  if (!OperandCycles.empty()) {
    std::vector<const Record *> Paths = Data->getValueAsListOfDefs("Bypasses");
    std::string CycleText, PathText;
    for (size_t I = 0; I < OperandCycles.size(); ++I) {
      CycleText += I ? ",   " : "  ";
      CycleText += std::to_string(static_cast<int>(OperandCycles[I]));
    }
    // A bypass per operand cycle: the listed ones, then " 0" for the rest.
    size_t N = std::max(Paths.size(), OperandCycles.size());
    for (size_t I = 0; I < N; ++I) {
      if (I)
        PathText += ", ";
      if (I < Paths.size()) {
        PathText += ItinsName;
        PathText += "Bypass::";
        PathText += Paths[I]->getName();
      } else {
        PathText += " 0";
      }
    }
    std::string Range = rowRange(NextCycle, OperandCycles.size());
    Cycles += CycleText + ", // " + Range + "\n";
    Bypasses += PathText + ", // " + Range + "\n";
    Row.FirstCycle = NextCycle;
    Row.LastCycle = NextCycle + unsigned(OperandCycles.size());
    NextCycle += unsigned(OperandCycles.size());
  }
  Row.MicroOps = Data->getValueAsInt("NumMicroOps");
  return Row;
}

void ItineraryTableWriter::buildTables() {
  for (const ItinProcModel &M : Itins.procModels()) {
    std::vector<ItinRow> &ModelRows = Rows.emplace_back();
    if (!M.hasItineraries())
      continue;
    std::string Name(M.ItinsDef->getName());
    for (const Record *Data : M.ItinDataOfClass)
      ModelRows.push_back(rowFor(Name, Data));
  }
  OS << "\nextern const llvm::InstrStage " << T << "Stages[] = {\n"
     << "  { 0, 0, 0, llvm::InstrStage::Required }, // No itinerary\n"
     << Stages << "  { 0, 0, 0, llvm::InstrStage::Required } // End stages\n};\n";
  OS << "extern const unsigned " << T << "OperandCycles[] = {\n  0, // No itinerary\n"
     << Cycles << "  0 // End operand cycles\n};\n";
  OS << "extern const unsigned " << T << "ForwardingPaths[] = {\n 0, // No itinerary\n"
     << Bypasses << " 0 // End bypass tables\n};\n";
}

void ItineraryTableWriter::writeItineraryTables() {
  std::set<const Record *> Seen;
  for (const ItinProcModel &M : Itins.procModels()) {
    if (!Seen.insert(M.ItinsDef).second || Rows[M.Index].empty())
      continue;
    OS << "\nstatic constexpr llvm::InstrItinerary " << M.ItinsDef->getName() << "[] = {\n";
    const std::vector<ItinRow> &ModelRows = Rows[M.Index];
    for (size_t J = 0; J < ModelRows.size(); ++J) {
      const ItinRow &R = ModelRows[J];
      OS << "  { " << R.MicroOps << ", " << R.FirstStage << ", " << R.LastStage << ", "
         << R.FirstCycle << ", " << R.LastCycle << " }, // " << J << " "
         << Itins.classes()[J].Name << "\n";
    }
    OS << "  { 0, uint16_t(~0U), uint16_t(~0U), uint16_t(~0U), uint16_t(~0U) }// end marker\n"
       << "};\n";
  }
}

void ItineraryTableWriter::writeModel(const ItinProcModel &M) {
  const Record *Def = M.ModelDef;
  OS << "static const llvm::MCSchedModel " << M.Name << " = {\n";
  for (const char *Prop : {"IssueWidth", "MicroOpBufferSize", "LoopMicroOpBufferSize",
                           "LoadLatency", "HighLatency", "MispredictPenalty"}) {
    int64_t V = Def ? Def->getValueAsInt(Prop) : -1;
    if (V >= 0)
      OS << "  " << V << ", // " << Prop << "\n";
    else
      OS << "  MCSchedModel::Default" << Prop << ",\n";
  }
  for (const char *Field : {"PostRAScheduler", "CompleteModel", "EnableIntervals"})
    OS << "  " << (Def && Def->getValueAsBit(Field) ? "true" : "false") << ", // " << Field
       << "\n";
  OS << "  " << M.Index << ", // Processor ID\n"
     << "  nullptr, nullptr, 0, 0, // No instruction-level machine model.\n"
     << "  DBGVAL_OR_NULLPTR(&" << T << "SchedClassNames), // SchedClassNames\n";
  if (M.hasItineraries())
    OS << "  " << M.ItinsDef->getName() << ",\n";
  else
    OS << "  nullptr, // No Itinerary\n";
  OS << "  nullptr // No extra processor descriptor\n};\n";
}

void ItineraryTableWriter::writeItineraries() {
  writeUnitNamespaces();
  buildTables();
  writeItineraryTables();
}

} // namespace

void writeDbgFieldMacros(OStream &OS) {
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
}

namespace {

void ItineraryTableWriter::run() {
  writeDbgFieldMacros(OS);
  if (Itins.hasItineraries())
    writeItineraries();
  // Without a machine model the per-operand tables hold only their
  // "invalid" rows, and the class names only InvalidSchedClass.
  OS << "\n// ===============================================================\n"
        "// Data tables for the new per-operand machine model.\n\n"
     << "// {ProcResourceIdx, ReleaseAtCycle, AcquireAtCycle}\n"
     << "extern const llvm::MCWriteProcResEntry " << T << "WriteProcResTable[] = {\n"
     << "  { 0,  0,  0 }, // Invalid\n"
     << "}; // " << T << "WriteProcResTable\n\n"
     << "// {Cycles, WriteResourceID}\n"
     << "extern const llvm::MCWriteLatencyEntry " << T << "WriteLatencyTable[] = {\n"
     << "  { 0,  0}, // Invalid\n"
     << "}; // " << T << "WriteLatencyTable\n\n"
     << "// {UseIdx, WriteResourceID, Cycles}\n"
     << "extern const llvm::MCReadAdvanceEntry " << T << "ReadAdvanceTable[] = {\n"
     << "  {0,  0,  0}, // Invalid\n"
     << "}; // " << T << "ReadAdvanceTable\n\n"
     << "#ifdef __GNUC__\n"
        "#pragma GCC diagnostic push\n"
        "#pragma GCC diagnostic ignored \"-Woverlength-strings\"\n"
        "#endif\n"
     << "static constexpr char " << T << "SchedClassNamesStorage[] =\n"
     << "  \"\\0\"\n"
     << "  \"InvalidSchedClass\\0\"\n"
     << "  ;\n"
     << "#ifdef __GNUC__\n"
        "#pragma GCC diagnostic pop\n"
        "#endif\n\n"
     << "static constexpr llvm::StringTable\n"
     << T << "SchedClassNames = " << T << "SchedClassNamesStorage;\n\n";
  for (const ItinProcModel &M : Itins.procModels()) {
    if (M.Index)
      OS << "\n";
    writeModel(M);
  }
  OS << "\n#undef DBGFIELD\n\n#undef DBGVAL_OR_NULLPTR\n";
}

} // namespace

void writeItineraryTables(OStream &OS, const std::string &Target,
                          const codegen::ItineraryModel &Itins) {
  ItineraryTableWriter(OS, Target, Itins).writeItineraries();
}

void writeItinerarySchedTables(OStream &OS, const std::string &Target,
                               const codegen::ItineraryModel &Itins) {
  ItineraryTableWriter(OS, Target, Itins).run();
}

} // namespace tblgen
