//===- Exegesis.cpp - -gen-exegesis ----------------------------------------===//
//
// The performance-counter tables llvm-exegesis reads: every counter name any
// ProcPfmCounters record uses (sorted, deduplicated, numbered), the issue
// counters of all of them in one shared array, per ProcPfmCounters record
// its validation counters and a PfmCountersInfo that points into those
// arrays, and finally the CPU -> counters bindings sorted by CPU name.
//
// Output layout (byte-exact with llvm-tblgen 22):
//
//   static const char *<T>PfmCounterNames[] = { "name", // <index> ... };
//   static const PfmCountersInfo::IssueCounter <T>PfmIssueCounters[] = ...;
//   static const std::pair<ValidationEvent, const char*> <T><P>ValidationCounters[] = ...;
//   static const PfmCountersInfo <T><P> = { cycle, uops, issue, validation };
//   static const CpuAndPfmCounters <T>CpuPfmCounters[] = { { "cpu", &<T><P> }, ... };
//
//===----------------------------------------------------------------------===//
#include "tblgen/Backend.h"
#include "tblgen/CodeGen/Registers.h"
#include "tblgen/Error.h"
#include "tblgen/Record.h"

#include <algorithm>
#include <map>
#include <set>
#include <string>
#include <vector>

namespace tblgen {
namespace {

/// Writes the exegesis tables for one run.
struct ExegesisWriter {
  const RecordKeeper &Records;
  OStream &OS;
  std::string TargetName = {};
  /// Every non-empty counter name -> its index in <T>PfmCounterNames (the
  /// names sorted).
  std::map<std::string, unsigned> CounterIndex = {};

  void run();

private:
  void collectCounterNames();
  unsigned counterIndex(const std::string &Name) const;
  void writeCounterNames();
  void writeIssueCounters();
  void writeCountersInfo(const Record *Counters, unsigned &IssueOffset);
  void writeBindings();
};

void ExegesisWriter::collectCounterNames() {
  auto Note = [&](const Record *Counter) {
    std::string Name = Counter->getValueAsString("Counter");
    if (!Name.empty())
      CounterIndex.emplace(std::move(Name), 0);
  };
  for (const Record *Counters : Records.getAllDerivedDefinitions("ProcPfmCounters")) {
    // llvm-exegesis maps issue counters to resources by name, so a name may
    // appear only once per processor.
    std::set<std::string> Resources;
    for (const Record *Issue : Counters->getValueAsListOfDefs("IssueCounters")) {
      std::string Resource = Issue->getValueAsString("ResourceName");
      if (Resource.empty())
        PrintFatalError(Issue->getLocs(), "invalid empty ResourceName");
      if (!Resources.insert(Resource).second)
        PrintFatalError(Issue->getLocs(), "duplicate ResourceName " + Resource);
      Note(Issue);
    }
    Note(Counters->getValueAsDef("CycleCounter"));
    Note(Counters->getValueAsDef("UopsCounter"));
    for (const Record *Validation : Counters->getValueAsListOfDefs("ValidationCounters"))
      Note(Validation);
  }
  unsigned Next = 0;
  for (auto &Entry : CounterIndex)
    Entry.second = Next++;
}

unsigned ExegesisWriter::counterIndex(const std::string &Name) const {
  auto It = CounterIndex.find(Name);
  if (It == CounterIndex.end())
    PrintFatalError("no pfm counter id for " + Name);
  return It->second;
}

void ExegesisWriter::run() {
  // The counter names are checked before the target, as llvm-tblgen does.
  collectCounterNames();
  TargetName = std::string(codegen::getTargetDef(Records)->getName());

  emitSourceFileHeader("Exegesis Tables", OS);
  writeCounterNames();
  writeIssueCounters();
  unsigned IssueOffset = 0;
  for (const Record *Counters : Records.getAllDerivedDefinitions("ProcPfmCounters"))
    writeCountersInfo(Counters, IssueOffset);
  OS << "\n";
  writeBindings();
}

void ExegesisWriter::writeCounterNames() {
  OS << "\nstatic const char *" << TargetName << "PfmCounterNames[] = {\n";
  for (const auto &[Name, Index] : CounterIndex)
    OS << "  \"" << Name << "\", // " << Index << "\n";
  OS << "};\n\n";
}

void ExegesisWriter::writeIssueCounters() {
  const auto &All = Records.getAllDerivedDefinitions("ProcPfmCounters");
  bool Any = std::any_of(All.begin(), All.end(), [](const Record *Counters) {
    return !Counters->getValueAsListOfDefs("IssueCounters").empty();
  });
  if (!Any)
    return;
  OS << "static const PfmCountersInfo::IssueCounter " << TargetName << "PfmIssueCounters[] = {\n";
  for (const Record *Counters : All)
    for (const Record *Issue : Counters->getValueAsListOfDefs("IssueCounters"))
      OS << "  { " << TargetName << "PfmCounterNames["
         << counterIndex(Issue->getValueAsString("Counter")) << "], \""
         << Issue->getValueAsString("ResourceName") << "\"},\n";
  OS << "};\n";
}

void ExegesisWriter::writeCountersInfo(const Record *Counters, unsigned &IssueOffset) {
  std::string Name = TargetName + std::string(Counters->getName());
  std::string Cycle = Counters->getValueAsDef("CycleCounter")->getValueAsString("Counter");
  std::string Uops = Counters->getValueAsDef("UopsCounter")->getValueAsString("Counter");
  size_t NumIssue = Counters->getValueAsListOfDefs("IssueCounters").size();
  std::vector<const Record *> Validations = Counters->getValueAsListOfDefs("ValidationCounters");

  if (!Validations.empty()) {
    OS << "\nstatic const std::pair<ValidationEvent, const char*> " << Name
       << "ValidationCounters[] = {\n";
    for (const Record *V : Validations)
      OS << "  { " << V->getValueAsDef("EventType")->getName() << ", " << TargetName
         << "PfmCounterNames[" << counterIndex(V->getValueAsString("Counter")) << "]},\n";
    OS << "};\n";
  }

  OS << "\nstatic const PfmCountersInfo " << Name << " = {\n";
  auto WriteCounter = [&](const std::string &Counter, std::string_view What,
                          std::string_view Missing) {
    if (Counter.empty())
      OS << "  nullptr,  // No " << Missing << " counter.\n";
    else
      OS << "  " << TargetName << "PfmCounterNames[" << counterIndex(Counter) << "],  // "
         << What << " counter\n";
  };
  WriteCounter(Cycle, "Cycle", "cycle");
  WriteCounter(Uops, "Uops", "uops");
  if (NumIssue == 0)
    OS << "  nullptr, 0, // No issue counters\n";
  else
    OS << "  " << TargetName << "PfmIssueCounters + " << IssueOffset << ", " << NumIssue
       << ", // Issue counters.\n";
  if (Validations.empty())
    OS << "  nullptr, 0 // No validation counters.\n";
  else
    OS << "  " << Name << "ValidationCounters, " << Validations.size()
       << " // Validation counters.\n";
  OS << "};\n";
  IssueOffset += unsigned(NumIssue);
}

void ExegesisWriter::writeBindings() {
  std::vector<std::pair<std::string, const Record *>> ByCpu;
  for (const Record *B : Records.getAllDerivedDefinitions("PfmCountersBinding"))
    ByCpu.emplace_back(B->getValueAsString("CpuName"), B);
  std::stable_sort(ByCpu.begin(), ByCpu.end(),
                   [](const auto &L, const auto &R) { return L.first < R.first; });
  OS << "// Sorted (by CpuName) array of pfm counters.\n"
     << "static const CpuAndPfmCounters " << TargetName << "CpuPfmCounters[] = {\n";
  for (const auto &[Cpu, Binding] : ByCpu)
    OS << "  { \"" << Cpu << "\", &" << TargetName << Binding->getValueAsDef("Counters")->getName()
       << " },\n";
  OS << "};\n\n";
}

void emitExegesis(const RecordKeeper &Records, OStream &OS) { ExegesisWriter{Records, OS}.run(); }

} // namespace

TBLGEN_REGISTER_BACKEND(Exegesis, "gen-exegesis", "Generate llvm-exegesis tables", emitExegesis);

} // namespace tblgen
