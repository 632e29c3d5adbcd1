//===- DFAPacketizer.cpp - -gen-dfa-packetizer -----------------------------===//
//
// For VLIW targets: per packetizer namespace (the PacketizerNamespace of
// the itineraries), an automaton over the functional units the processors'
// itineraries reserve, and a create<Namespace>DFAPacketizer function.
//
// Each functional unit is a bit: its position in the FU list of its
// itineraries (a unit listed by several itineraries takes the position in
// the last one, in definition order). A ComboFuncUnits entry makes its combo
// unit also take the units it stands for. An itinerary's resource vector
// has, per stage that names units, the set of units it may use; an
// instruction class applies to a state by taking, for every stage, one
// free unit of its set. Crawling the states reachable from "nothing
// reserved" gives an NFA (a stage with several units is a choice), turned
// into a DFA by tables/SubsetDFA. Actions are resource vectors, numbered
// by first appearance; the ResourceIndices table maps each (model,
// scheduling class) to its action.
//
// As llvm-tblgen does, the units, combos, resource vectors and class rows
// accumulate over the namespaces, which come out in the order of a
// std::unordered_map keyed by namespace name.
//
// A target without itineraries gets only the empty llvm namespace block.
//
//===----------------------------------------------------------------------===//
#include "backends/common/SubsetDFA.h"
#include "codegen/schedule/Itineraries.h"
#include "codegen/schedule/Schedule.h"
#include "codegen/Subtarget.h"
#include "codegen/TargetInfo.h"

#include "tblgen/Backend.h"
#include "tblgen/Error.h"
#include "tblgen/Record.h"

#include <algorithm>
#include <deque>
#include <map>
#include <memory>
#include <unordered_map>

namespace tblgen {
namespace {

using codegen::ItinProcModel;
using ResourceVector = std::vector<uint64_t>;

class PacketizerWriter {
public:
  PacketizerWriter(const RecordKeeper &Records, OStream &OS) : Records(Records), OS(OS) {}
  void run();

private:
  void writeNamespace(const std::string &NS, const std::vector<const ItinProcModel *> &Models);
  void assignUnitBits(const std::vector<const ItinProcModel *> &Models);
  void assignComboBits();
  unsigned resourcesOf(const Record *ItinData);
  std::vector<uint64_t> apply(const ResourceVector &Resources, uint64_t State);

  const RecordKeeper &Records;
  OStream &OS;
  std::string T;
  std::map<std::string, uint64_t, std::less<>> UnitBits;
  std::map<uint64_t, uint64_t> ComboBits;
  /// Distinct resource vectors; vector N - 1 is action N.
  std::vector<ResourceVector> Resources;
  std::map<ResourceVector, unsigned> ResourceIds;
  /// The action of each (model, class) row, over all namespaces so far.
  std::vector<unsigned> Rows;
};

void PacketizerWriter::run() {
  // The target model is checked first, as llvm-tblgen builds it first.
  searchable::TargetInfo Target(Records);
  T = std::string(Records.getAllDerivedDefinitions("Target").front()->getName());
  codegen::SubtargetModel Model(Records);
  // Machine models give the packetizer nothing to do, but llvm-tblgen
  // builds (and so checks) them all the same; their InstRW classes count
  // as itinerary classes too.
  std::unique_ptr<codegen::ScheduleModel> Sched = codegen::scheduleModelFor(Records, Model);
  codegen::ItineraryModel Itins(Records, Model, Sched.get());

  emitSourceFileHeader("Target DFA Packetizer Tables", OS);
  OS << "\n#include \"llvm/CodeGen/DFAPacketizer.h\"\n"
     << "namespace llvm {\n";
  // The namespaces' order is that of llvm-tblgen's (libstdc++) hash map.
  std::unordered_map<std::string, std::vector<const ItinProcModel *>> ByNamespace;
  for (const ItinProcModel &M : Itins.procModels())
    if (M.hasItineraries())
      ByNamespace[M.ItinsDef->getValueAsString("PacketizerNamespace")].push_back(&M);
  for (const auto &[NS, Models] : ByNamespace)
    writeNamespace(NS, Models);
  OS << "} // end namespace llvm\n";
}

void PacketizerWriter::assignUnitBits(const std::vector<const ItinProcModel *> &Models) {
  std::vector<const Record *> ItinsDefs;
  for (const ItinProcModel *M : Models)
    if (std::find(ItinsDefs.begin(), ItinsDefs.end(), M->ItinsDef) == ItinsDefs.end())
      ItinsDefs.push_back(M->ItinsDef);
  std::sort(ItinsDefs.begin(), ItinsDefs.end(), LessRecordByID());
  for (const Record *Itins : ItinsDefs) {
    std::vector<const Record *> Units = Itins->getValueAsListOfDefs("FU");
    if (Units.size() > 64)
      PrintFatalError(Itins, "-gen-dfa-packetizer: more than 64 functional units in '" +
                                 std::string(Itins->getName()) + "'");
    for (size_t J = 0; J < Units.size(); ++J)
      UnitBits[std::string(Units[J]->getName())] = uint64_t(1) << J;
  }
}

void PacketizerWriter::assignComboBits() {
  auto BitsOf = [&](const Record *Unit) -> uint64_t {
    auto It = UnitBits.find(Unit->getName());
    return It == UnitBits.end() ? 0 : It->second;
  };
  for (const Record *Combos : Records.getAllDerivedDefinitionsIfDefined("ComboFuncUnits"))
    for (const Record *Data : Combos->getValueAsListOfDefs("CFD")) {
      uint64_t Combo = BitsOf(Data->getValueAsDef("TheComboFunc"));
      uint64_t All = Combo;
      for (const Record *Unit : Data->getValueAsListOfDefs("FuncList"))
        All |= BitsOf(Unit);
      ComboBits[Combo] = All;
    }
}

unsigned PacketizerWriter::resourcesOf(const Record *ItinData) {
  ResourceVector Vec;
  for (const Record *Stage : ItinData->getValueAsListOfDefs("Stages")) {
    uint64_t Units = 0;
    for (const Record *Unit : Stage->getValueAsListOfDefs("Units")) {
      auto It = UnitBits.find(Unit->getName());
      if (It != UnitBits.end())
        Units |= It->second;
    }
    if (Units)
      Vec.push_back(Units);
  }
  auto [It, New] = ResourceIds.try_emplace(Vec, unsigned(Resources.size() + 1));
  if (New)
    Resources.push_back(std::move(Vec));
  return It->second;
}

/// The states an instruction with these resources leads State to: each
/// stage takes one of its units (and, for a combo unit, the units it
/// covers) that is still free. Repeats are kept: each is an NFA edge.
std::vector<uint64_t> PacketizerWriter::apply(const ResourceVector &Vec, uint64_t State) {
  std::deque<uint64_t> States{State};
  for (uint64_t Stage : Vec) {
    size_t N = States.size();
    for (size_t I = 0; I < N; ++I) {
      uint64_t S = States.front();
      States.pop_front();
      for (unsigned J = 0; J < 64; ++J) {
        uint64_t Unit = uint64_t(1) << J;
        if (!(Stage & Unit))
          continue;
        auto Combo = ComboBits.find(Unit);
        uint64_t Covered = Combo == ComboBits.end() ? 0 : Combo->second;
        if (Covered && (~S & Covered) != Covered)
          continue;
        uint64_t Next = S | Unit | Covered;
        if (Next != S)
          States.push_back(Next);
      }
    }
  }
  return {States.begin(), States.end()};
}

void PacketizerWriter::writeNamespace(const std::string &NS,
                                      const std::vector<const ItinProcModel *> &Models) {
  OS << "} // end namespace llvm\n\nnamespace {\n";
  assignUnitBits(Models);
  assignComboBits();

  std::vector<size_t> Starts;
  for (const ItinProcModel *M : Models) {
    Starts.push_back(Rows.size());
    for (const Record *Data : M->ItinDataOfClass)
      Rows.push_back(Data ? resourcesOf(Data) : 0);
  }

  std::string Name = T + NS;
  OS << "constexpr unsigned " << Name << "ResourceIndices[] = {";
  for (size_t I = 0; I < Rows.size(); ++I) {
    if (I % 32 == 0)
      OS << "\n  ";
    OS << Rows[I] << ", ";
  }
  OS << "\n};\n\n";
  OS << "constexpr unsigned " << Name << "ProcResourceIndexStart[] = {\n"
     << "  0, // NoSchedModel\n";
  for (size_t I = 0; I < Models.size(); ++I)
    OS << "  " << Starts[I] << ", // " << Models[I]->Name << "\n";
  OS << "  " << Rows.size() << "\n};\n\n";
  OS << "int " << Name << "GetResourceIndex(unsigned ProcID) { \n"
     << "  static const unsigned " << Name << "ProcIdToProcResourceIdxTable[][2] = {\n";
  for (size_t I = 0; I < Models.size(); ++I)
    OS << "    { " << Models[I]->Index << ",  " << I + 1 << " }, // " << Models[I]->Name << "\n";
  OS << "  };\n"
     << "  auto It = llvm::lower_bound(" << Name << "ProcIdToProcResourceIdxTable, ProcID,\n"
     << "      [](const unsigned LHS[], unsigned Val) { return LHS[0] < Val; });\n"
     << "  assert(*It[0] == ProcID);\n"
     << "  return (*It)[1];\n"
     << "}\n\n";

  // The reservation states reachable from "nothing reserved".
  tables::SubsetDFA DFA;
  DFA.buildFrom([&](uint64_t State, const tables::SubsetDFA::EdgeSink &Out) {
    for (unsigned Id = 1; Id <= Resources.size(); ++Id) {
      const ResourceVector &Vec = Resources[Id - 1];
      // A stage whose units are all taken rules the class out at once.
      bool Blocked = false;
      for (uint64_t Stage : Vec)
        Blocked |= (State | Stage) == State;
      if (Blocked)
        continue;
      for (uint64_t Next : apply(Vec, State))
        Out(Next, Id);
    }
  });
  DFA.write(OS, Name, "uint64_t", [](OStream &OS, unsigned Action) { OS << Action; });
  OS << "} // end anonymous namespace\n\n";

  OS << "namespace llvm {\n"
     << "DFAPacketizer *" << T << "GenSubtargetInfo::create" << NS
     << "DFAPacketizer(const InstrItineraryData *IID) const {\n"
     << "  static Automaton<uint64_t> A(ArrayRef<" << Name << "Transition>(" << Name
     << "Transitions), " << Name << "TransitionInfo);\n"
     << "  unsigned Index = " << Name << "GetResourceIndex(IID->SchedModel.ProcID);\n"
     << "  unsigned ProcResIdxStart = " << Name << "ProcResourceIndexStart[Index];\n"
     << "  unsigned ProcResIdxNum = " << Name
     << "ProcResourceIndexStart[Index + 1] - ProcResIdxStart;\n"
     << "  return new DFAPacketizer(IID, A, {&" << Name
     << "ResourceIndices[ProcResIdxStart], ProcResIdxNum});\n"
     << "\n}\n\n";
}

void emitDFAPacketizer(const RecordKeeper &Records, OStream &OS) {
  PacketizerWriter(Records, OS).run();
}

} // namespace

TBLGEN_REGISTER_BACKEND(DFAPacketizer, "gen-dfa-packetizer",
                        "Generate DFA Packetizer for VLIW targets", emitDFAPacketizer);

} // namespace tblgen
