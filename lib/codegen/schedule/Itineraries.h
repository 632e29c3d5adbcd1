//===- Itineraries.h - Processor itineraries of a target --------*- C++ -*-===//
//
// The itinerary side of a target's scheduling description, as the
// packetizer and the subtarget tables need it:
//
//  - the processor models in llvm-tblgen's numbering: 0 is NoSchedModel,
//    then, over the processors by CPU name, one model per distinct machine
//    model, or per distinct ProcessorItineraries for a processor that names
//    itineraries directly (that model is called "<Itineraries>Model");
//  - the instruction scheduling classes: 0 is NoInstrModel, then one per
//    distinct (itinerary class, SchedRW list) of the instructions, in
//    instruction enum order;
//  - per model with itineraries, the InstrItinData of each class (the last
//    entry of IID naming the class's itinerary class wins).
//
// InstRW definitions add classes of their own (which keep their
// instructions' itinerary class): given the target's ScheduleModel (which
// the backends build whenever there are InstRW definitions), the classes
// are its instruction and InstRW classes.
//
//===----------------------------------------------------------------------===//
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace tblgen {

class Record;
class RecordKeeper;

namespace codegen {

class SubtargetModel;
class ScheduleModel;

/// A processor model as the itinerary tables number them.
struct ItinProcModel {
  unsigned Index = 0;
  std::string Name;
  const Record *ModelDef = nullptr; ///< the SchedMachineModel (NoSchedModel if none)
  const Record *ItinsDef = nullptr; ///< the ProcessorItineraries
  /// What the processors are grouped by (see modelKeyOf).
  const Record *Key = nullptr;
  /// For a model with itineraries: the InstrItinData of each scheduling
  /// class (null where the itineraries do not describe the class).
  std::vector<const Record *> ItinDataOfClass;

  bool hasItineraries() const { return !ItinDataOfClass.empty(); }
};

/// A scheduling class made from instructions' Itinerary and SchedRW fields.
struct ItinSchedClass {
  std::string Name;
  const Record *ItinClass = nullptr;
  std::vector<const Record *> Writes, Reads;
};

class ItineraryModel {
public:
  /// Builds the models and classes: with Sched (the target's schedule
  /// model), its instruction and InstRW classes; without, the classes of
  /// the instructions' itinerary classes and SchedRW lists.
  ItineraryModel(const RecordKeeper &Records, const SubtargetModel &Subtargets,
                 const ScheduleModel *Sched = nullptr);

  const std::vector<ItinProcModel> &procModels() const { return Models; }
  const std::vector<ItinSchedClass> &classes() const { return Classes; }
  /// Whether some processor model has itineraries.
  bool hasItineraries() const;
  /// Whether some model names itineraries that describe instructions.
  bool hasItinerariesDeclared() const;
  /// The model of a Processor record.
  const ItinProcModel &modelOf(const Record *Processor) const;

private:
  void collectModels(const SubtargetModel &Subtargets);
  void collectClasses(const RecordKeeper &Records);
  void copyClasses(const ScheduleModel &Sched);
  void mapItinData();

  std::vector<ItinProcModel> Models;
  std::vector<ItinSchedClass> Classes;
};

/// The key llvm-tblgen finds a processor's model by: its itineraries when
/// they describe instructions, else its machine model.
const Record *modelKeyOf(const Record *Processor);

} // namespace codegen
} // namespace tblgen
