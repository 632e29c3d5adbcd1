//===- Schedule.cpp - The scheduling model of a target ---------------------===//

#include "target/Schedule.h"
#include "target/Instructions.h"
#include "target/Itineraries.h"
#include "target/Subtarget.h"

#include "tblgen/Error.h"
#include "tblgen/Record.h"

#include <algorithm>
#include <cstdio>
#include <set>

namespace tblgen::target {

namespace {

[[noreturn]] void notImplemented(const Record *Def, std::string_view What) {
  PrintFatalError(Def, "-gen-subtarget: " + std::string(What) + " not implemented yet");
}

bool contains(const std::vector<const Record *> &List, const Record *Def) {
  return std::find(List.begin(), List.end(), Def) != List.end();
}

/// The SchedModel a resource record is bound to, or null when unset.
const Record *boundModel(const Record *Def) {
  const RecordVal *Field = Def->getValue("SchedModel");
  if (!Field || !Field->getValue()->isComplete())
    return nullptr;
  return Def->getValueAsDef("SchedModel");
}

} // namespace

unsigned ProcModelInfo::resourceIndex(const Record *Resource) const {
  auto It = std::find(ProcResourceDefs.begin(), ProcResourceDefs.end(), Resource);
  return It == ProcResourceDefs.end() ? 0 : unsigned(It - ProcResourceDefs.begin()) + 1;
}

bool ProcModelInfo::hasItineraries() const {
  return ItinsDef && !ItinsDef->getValueAsListOfDefs("IID").empty();
}

bool ProcModelInfo::hasReadOfWrite(const Record *Write) const {
  for (const Record *RA : ReadAdvanceDefs)
    if (contains(RA->getValueAsListOfDefs("ValidWrites"), Write))
      return true;
  return false;
}

ScheduleModel::ScheduleModel(const RecordKeeper &Records, const SubtargetModel &Subtargets) {
  refuseUnsupported(Records);
  collectProcModels(Subtargets);
  ProcModels[0].ModelDef = Records.getDef("NoSchedModel");
  collectReadWrites(Records);
  collectClasses(Records);
  collectResources(Records);
  checkCompleteness(Records);
}

void ScheduleModel::refuseUnsupported(const RecordKeeper &Records) {
  // Whole kinds of records the tables do not take into account yet.
  static constexpr std::pair<const char *, const char *> Kinds[] = {
      {"InstRW", "InstRW definitions are"},
      {"ItinRW", "ItinRW definitions are"},
      {"SchedAlias", "SchedAlias definitions are"},
      {"SchedVariant", "schedule variants are"},
      {"RegisterFile", "RegisterFile definitions are"},
      {"RetireControlUnit", "RetireControlUnit definitions are"},
      {"MemoryQueue", "load and store queue definitions are"},
  };
  for (const auto &[Class, What] : Kinds)
    for (const Record *Def : Records.getAllDerivedDefinitionsIfDefined(Class))
      notImplemented(Def, What);
  // Types that carry their own resources count once bound to a model (or
  // named by an instruction, checked with the SchedRW lists).
  for (const char *Class : {"SchedWriteRes", "SchedReadAdvance"})
    for (const Record *Def : Records.getAllDerivedDefinitionsIfDefined(Class))
      if (boundModel(Def))
        notImplemented(Def, std::string(Class) + " definitions are");
  for (const Record *Unit : Records.getAllDerivedDefinitionsIfDefined("ProcResourceUnits")) {
    if (!Unit->isSubClassOf("ProcResourceKind"))
      notImplemented(Unit, "ProcResourceUnits of a separate kind are");
    if (Unit->getValue("Super")->getValue()->isComplete())
      notImplemented(Unit, "super resources are");
  }
  for (const Record *Model : Records.getAllDerivedDefinitionsIfDefined("SchedMachineModel")) {
    if (!Model->getValueAsListOfDefs("UnsupportedFeatures").empty())
      notImplemented(Model, "UnsupportedFeatures are");
  }
}

void ScheduleModel::collectProcModels(const SubtargetModel &Subtargets) {
  ProcModels.push_back({});
  ProcModels[0].Name = "NoSchedModel";
  // A processor whose itineraries describe instructions gets a model of
  // its own, named after them (target/Itineraries.h).
  for (const Record *Proc : Subtargets.processors()) {
    const Record *Key = modelKeyOf(Proc);
    if (Key->getName() == "NoSchedModel")
      continue;
    bool Known = false;
    for (const ProcModelInfo &PM : ProcModels)
      Known |= PM.Key == Key;
    if (Known)
      continue;
    ProcModelInfo PM;
    PM.Index = unsigned(ProcModels.size());
    PM.Name = std::string(Key->getName());
    PM.Key = Key;
    if (Key->isSubClassOf("SchedMachineModel")) {
      PM.ModelDef = Key;
      PM.ItinsDef = Key->getValueAsDef("Itineraries");
    } else {
      PM.Name += "Model";
      PM.ModelDef = Proc->getValueAsDef("SchedModel");
      PM.ItinsDef = Key;
    }
    ProcModels.push_back(std::move(PM));
  }
}

const ProcModelInfo &ScheduleModel::modelOf(const Record *Processor) const {
  const Record *Key = modelKeyOf(Processor);
  for (const ProcModelInfo &PM : ProcModels)
    if (PM.Key == Key)
      return PM;
  return ProcModels[0];
}

ProcModelInfo &ScheduleModel::modelFor(const Record *Def, const Record *ModelDef) {
  for (ProcModelInfo &PM : ProcModels)
    if (PM.Key == ModelDef && PM.Index != 0)
      return PM;
  // llvm-tblgen crashes here (docs/known-differences.md).
  PrintFatalError(Def, "this record belongs to SchedMachineModel '" +
                           std::string(ModelDef->getName()) + "', which no processor uses");
}

unsigned ScheduleModel::writeIndex(const Record *Def) const {
  for (unsigned I = 1; I < Writes.size(); ++I)
    if (Writes[I].Def == Def)
      return I;
  return 0;
}

void ScheduleModel::collectReadWrites(const RecordKeeper &Records) {
  const InstructionSet &Instrs = getInstructionSet(Records);
  std::vector<const Record *> WriteDefs, ReadDefs;
  std::set<const Record *> Seen;
  // A write and, for a sequence, the writes it is made of.
  auto Scan = [&](auto &Self, const Record *RW) -> void {
    for (const char *Class : {"SchedVariant", "SchedWriteRes", "SchedReadAdvance"})
      if (RW->isSubClassOf(Class))
        notImplemented(RW, std::string(Class) + " writes named by instructions are");
    if (!Seen.insert(RW).second)
      return;
    WriteDefs.push_back(RW);
    if (RW->isSubClassOf("WriteSequence"))
      for (const Record *Step : RW->getValueAsListOfDefs("Writes"))
        Self(Self, Step);
  };
  auto ScanWrite = [&](const Record *RW) { Scan(Scan, RW); };
  for (unsigned I : Instrs.enumOrder()) {
    const Record *Def = Instrs[I].Def;
    if (Def->isValueUnset("SchedRW"))
      continue;
    for (const Record *RW : Def->getValueAsListOfDefs("SchedRW")) {
      if (RW->isSubClassOf("SchedWrite"))
        ScanWrite(RW);
      else if (Seen.insert(RW).second)
        ReadDefs.push_back(RW);
    }
  }
  std::sort(WriteDefs.begin(), WriteDefs.end(), LessRecord());
  std::sort(ReadDefs.begin(), ReadDefs.end(), LessRecord());
  Writes.resize(1);
  Reads.resize(1);
  for (const Record *W : WriteDefs)
    Writes.push_back({W, std::string(W->getName())});
  for (const Record *R : ReadDefs)
    Reads.push_back({R, std::string(R->getName())});
  for (SchedReadWrite &W : Writes) {
    if (!W.Def || !W.Def->isSubClassOf("WriteSequence"))
      continue;
    for (const Record *Step : W.Def->getValueAsListOfDefs("Writes"))
      W.Sequence.push_back(writeIndex(Step));
    W.Repeat = W.Def->getValueAsInt("Repeat");
  }
}

void ScheduleModel::expandWrite(unsigned Write, std::vector<unsigned> &Out) const {
  const SchedReadWrite &W = Writes[Write];
  if (W.Sequence.empty()) {
    Out.push_back(Write);
    return;
  }
  for (int64_t I = 0; I < W.Repeat; ++I)
    for (unsigned Step : W.Sequence)
      expandWrite(Step, Out);
}

void ScheduleModel::collectClasses(const RecordKeeper &Records) {
  const InstructionSet &Instrs = getInstructionSet(Records);
  auto IndexIn = [](const std::vector<SchedReadWrite> &List, const Record *Def) {
    for (unsigned I = 1; I < List.size(); ++I)
      if (List[I].Def == Def)
        return I;
    return 0u;
  };
  Classes.push_back({"NoInstrModel", Records.getDef("NoItinerary"), {}, {}});
  for (unsigned I : Instrs.enumOrder()) {
    const Record *Def = Instrs[I].Def;
    SchedClassInfo Class;
    Class.ItinClass = Def->getValueAsDef("Itinerary");
    if (!Def->isValueUnset("SchedRW")) {
      for (const Record *RW : Def->getValueAsListOfDefs("SchedRW")) {
        if (RW->isSubClassOf("SchedWrite"))
          Class.Writes.push_back(IndexIn(Writes, RW));
        else
          Class.Reads.push_back(IndexIn(Reads, RW));
      }
    }
    unsigned Index = 0;
    while (Index < Classes.size() &&
           (Classes[Index].ItinClass != Class.ItinClass || Classes[Index].Writes != Class.Writes ||
            Classes[Index].Reads != Class.Reads))
      ++Index;
    if (Index == Classes.size()) {
      // The name joins the itinerary class and the writes with '_'; each
      // read adds "_Read" even after nothing.
      if (Class.ItinClass->getName() != "NoItinerary")
        Class.Name = std::string(Class.ItinClass->getName());
      for (unsigned W : Class.Writes)
        Class.Name += (Class.Name.empty() ? "" : "_") + Writes[W].Name;
      for (unsigned R : Class.Reads)
        Class.Name += "_" + Reads[R].Name;
      Classes.push_back(std::move(Class));
    }
    InstrClasses.emplace_back(Def, Index);
  }
}

void ScheduleModel::collectResources(const RecordKeeper &Records) {
  auto AddResource = [](ProcModelInfo &PM, const Record *Resource) {
    if (!contains(PM.ProcResourceDefs, Resource))
      PM.ProcResourceDefs.push_back(Resource);
  };
  for (const Record *WR : Records.getAllDerivedDefinitionsIfDefined("WriteRes")) {
    ProcModelInfo &PM = modelFor(WR, WR->getValueAsDef("SchedModel"));
    if (!contains(PM.WriteResDefs, WR))
      PM.WriteResDefs.push_back(WR);
    for (const Record *Resource : WR->getValueAsListOfDefs("ProcResources")) {
      if (!Resource->isSubClassOf("ProcResourceUnits") && !Resource->isSubClassOf("ProcResGroup"))
        notImplemented(WR, "resource kinds without units are");
      AddResource(PM, Resource);
    }
  }
  for (const Record *RA : Records.getAllDerivedDefinitionsIfDefined("ReadAdvance")) {
    ProcModelInfo &PM = modelFor(RA, RA->getValueAsDef("SchedModel"));
    if (!contains(PM.ReadAdvanceDefs, RA))
      PM.ReadAdvanceDefs.push_back(RA);
  }
  for (const char *Kind : {"ProcResGroup", "ProcResourceUnits"})
    for (const Record *Resource : Records.getAllDerivedDefinitionsIfDefined(Kind))
      if (const Record *Model = boundModel(Resource))
        AddResource(modelFor(Resource, Model), Resource);
  for (ProcModelInfo &PM : ProcModels) {
    std::sort(PM.WriteResDefs.begin(), PM.WriteResDefs.end(), LessRecord());
    std::sort(PM.ReadAdvanceDefs.begin(), PM.ReadAdvanceDefs.end(), LessRecord());
    std::sort(PM.ProcResourceDefs.begin(), PM.ProcResourceDefs.end(), LessRecord());
    // Two groups that share a unit need a group containing both, so that
    // the scheduler can account for their interference.
    const auto &Defs = PM.ProcResourceDefs;
    for (size_t I = 0; I < Defs.size(); ++I) {
      if (!Defs[I]->isSubClassOf("ProcResGroup"))
        continue;
      std::vector<const Record *> Mine = Defs[I]->getValueAsListOfDefs("Resources");
      for (size_t J = I + 1; J < Defs.size(); ++J) {
        if (!Defs[J]->isSubClassOf("ProcResGroup"))
          continue;
        std::vector<const Record *> Both = Defs[J]->getValueAsListOfDefs("Resources");
        bool Overlap = false;
        for (const Record *R : Mine)
          Overlap |= contains(Both, R);
        if (!Overlap)
          continue;
        Both.insert(Both.end(), Mine.begin(), Mine.end());
        bool Covered = false;
        for (const Record *Super : Defs) {
          if (!Super->isSubClassOf("ProcResGroup"))
            continue;
          std::vector<const Record *> Units = Super->getValueAsListOfDefs("Resources");
          Covered |= std::all_of(Both.begin(), Both.end(),
                                 [&](const Record *R) { return contains(Units, R); });
        }
        if (!Covered)
          PrintFatalError(Defs[I], "proc resource group overlaps with " +
                                       std::string(Defs[J]->getName()) +
                                       " but no supergroup contains both.");
      }
    }
  }
}

void ScheduleModel::checkCompleteness(const RecordKeeper &Records) {
  bool Complete = true;
  for (const ProcModelInfo &PM : ProcModels) {
    if (!PM.ModelDef || !PM.ModelDef->getValueAsBit("CompleteModel"))
      continue;
    for (const auto &[Def, Class] : InstrClasses) {
      if (Def->getValueAsBit("hasNoSchedulingInfo"))
        continue;
      if (Class == 0) {
        if (Def->isValueUnset("SchedRW")) {
          PrintError(Def, "No schedule information for instruction '" +
                              std::string(Def->getName()) + "' in SchedMachineModel '" +
                              std::string(PM.ModelDef->getName()) + "'");
          Complete = false;
        }
        continue;
      }
      if (!Classes[Class].Writes.empty())
        continue;
      // Itineraries describe the classes that have an itinerary class.
      if (PM.hasItineraries() && Classes[Class].ItinClass->getName() != "NoItinerary")
        continue;
      PrintError(Def, "'" + PM.Name + "' lacks information for '" + std::string(Def->getName()) +
                          "'");
      Complete = false;
    }
  }
  (void)Records;
  if (Complete)
    return;
  std::fputs("\n\nIncomplete schedule models found.\n"
             "- Consider setting 'CompleteModel = 0' while developing new models.\n"
             "- Pseudo instructions can be marked with 'hasNoSchedulingInfo = 1'.\n"
             "- Instructions should usually have Sched<[...]> as a superclass, you may "
             "temporarily use an empty list.\n"
             "- Instructions related to unsupported features can be excluded with "
             "list<Predicate> UnsupportedFeatures = [HasA,..,HasY]; in the processor model.\n\n",
             stderr);
  PrintFatalError("Incomplete schedule model");
}

} // namespace tblgen::target
