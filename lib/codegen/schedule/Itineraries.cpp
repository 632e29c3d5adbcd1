//===- Itineraries.cpp - Processor itineraries of a target ----------------===//

#include "codegen/schedule/Itineraries.h"
#include "codegen/Instructions.h"
#include "codegen/schedule/Schedule.h"
#include "codegen/Subtarget.h"

#include "tblgen/Error.h"
#include "tblgen/Record.h"

namespace tblgen::codegen {

const Record *modelKeyOf(const Record *Processor) {
  const Record *Itins = Processor->getValueAsDef("ProcItin");
  if (!Itins->getValueAsListOfDefs("IID").empty())
    return Itins;
  return Processor->getValueAsDef("SchedModel");
}

ItineraryModel::ItineraryModel(const RecordKeeper &Records, const SubtargetModel &Subtargets,
                               const ScheduleModel *Sched) {
  collectModels(Subtargets);
  Models[0].ModelDef = Records.getDef("NoSchedModel");
  Models[0].ItinsDef = Records.getDef("NoItineraries");
  Models[0].Key = Models[0].ModelDef;
  if (Sched)
    copyClasses(*Sched);
  else
    collectClasses(Records);
  mapItinData();
}

bool ItineraryModel::hasItinerariesDeclared() const {
  for (const ItinProcModel &M : Models)
    if (M.ItinsDef && !M.ItinsDef->getValueAsListOfDefs("IID").empty())
      return true;
  return false;
}

bool ItineraryModel::hasItineraries() const {
  for (const ItinProcModel &M : Models)
    if (M.hasItineraries())
      return true;
  return false;
}

void ItineraryModel::collectModels(const SubtargetModel &Subtargets) {
  Models.push_back({});
  Models[0].Name = "NoSchedModel";
  for (const Record *Proc : Subtargets.processors()) {
    const Record *Key = modelKeyOf(Proc);
    if (Key->getName() == "NoSchedModel")
      continue;
    bool Known = false;
    for (const ItinProcModel &M : Models)
      Known |= M.Key == Key;
    if (Known)
      continue;
    ItinProcModel M;
    M.Key = Key;
    M.Index = unsigned(Models.size());
    M.Name = std::string(Key->getName());
    if (Key->isSubClassOf("SchedMachineModel")) {
      M.ModelDef = Key;
      M.ItinsDef = Key->getValueAsDef("Itineraries");
    } else {
      // Itineraries without a machine model get a model of their own.
      M.Name += "Model";
      M.ModelDef = Proc->getValueAsDef("SchedModel");
      M.ItinsDef = Key;
    }
    Models.push_back(std::move(M));
  }
}

const ItinProcModel &ItineraryModel::modelOf(const Record *Processor) const {
  const Record *Key = modelKeyOf(Processor);
  for (const ItinProcModel &M : Models)
    if (M.Key == Key)
      return M;
  return Models[0];
}

void ItineraryModel::collectClasses(const RecordKeeper &Records) {
  const InstructionSet &Instrs = getInstructionSet(Records);
  ItinSchedClass None;
  None.Name = "NoInstrModel";
  None.ItinClass = Records.getDef("NoItinerary");
  Classes.push_back(std::move(None));
  for (unsigned I : Instrs.enumOrder()) {
    const Record *Def = Instrs[I].Def;
    ItinSchedClass C;
    C.ItinClass = Def->getValueAsDef("Itinerary");
    if (!Def->isValueUnset("SchedRW"))
      for (const Record *RW : Def->getValueAsListOfDefs("SchedRW"))
        (RW->isSubClassOf("SchedWrite") ? C.Writes : C.Reads).push_back(RW);
    bool Known = false;
    for (const ItinSchedClass &Old : Classes)
      if (Old.ItinClass == C.ItinClass && Old.Writes == C.Writes && Old.Reads == C.Reads) {
        Known = true;
        break;
      }
    if (Known)
      continue;
    // The name joins the itinerary class and the SchedRW names with '_';
    // reads always get their separator.
    if (C.ItinClass->getName() != "NoItinerary")
      C.Name = std::string(C.ItinClass->getName());
    for (const Record *W : C.Writes) {
      if (!C.Name.empty())
        C.Name += '_';
      C.Name += W->getName();
    }
    for (const Record *R : C.Reads) {
      C.Name += '_';
      C.Name += R->getName();
    }
    Classes.push_back(std::move(C));
  }
}

void ItineraryModel::copyClasses(const ScheduleModel &Sched) {
  // The instruction classes, then the InstRW ones (which inherit the
  // itinerary class of the class they split); inferred variant classes
  // have no itinerary.
  for (unsigned I = 0; I < Sched.numInstrClasses(); ++I) {
    const SchedClassInfo &SC = Sched.classes()[I];
    ItinSchedClass C;
    C.Name = SC.Name;
    C.ItinClass = SC.ItinClass;
    Classes.push_back(std::move(C));
  }
}

void ItineraryModel::mapItinData() {
  for (ItinProcModel &M : Models) {
    if (!M.ItinsDef)
      continue;
    std::vector<const Record *> Data = M.ItinsDef->getValueAsListOfDefs("IID");
    if (Data.empty())
      continue;
    M.ItinDataOfClass.assign(Classes.size(), nullptr);
    for (const Record *D : Data) {
      const Record *Class = D->getValueAsDef("TheClass");
      for (size_t I = 0; I < Classes.size(); ++I)
        if (Classes[I].ItinClass == Class)
          M.ItinDataOfClass[I] = D;
    }
  }
}

} // namespace tblgen::codegen
