//===- Schedule.h - The scheduling model of a target ------------*- C++ -*-===//
//
// The per-operand machine model of a target, as -gen-subtarget needs it:
// the processor models (one per distinct SchedMachineModel, index 0 being
// NoSchedModel), the SchedWrite and SchedRead types the instructions name,
// the scheduling classes (one per distinct SchedRW list, in instruction enum
// order) and, per model, its WriteRes, ReadAdvance and processor resources.
//
// Only the first layer of LLVM's scheduling description is modelled so far:
// ProcResource, ProcResGroup, WriteRes, ReadAdvance, WriteSequence and the
// SchedRW lists of instructions, and the instructions' itinerary classes
// (part of a class's key; the itineraries themselves: target/Itineraries.h).
// The constructs built on top of it (InstRW,
// ItinRW, SchedAlias, SchedWriteRes, SchedReadAdvance, variants,
// super resources, extra processor information) are refused
// with a located "not implemented yet" error when the model is built, so
// that no backend writes a table that silently ignores them.
//
//===----------------------------------------------------------------------===//
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace tblgen {

class Record;
class RecordKeeper;

namespace target {

class SubtargetModel;

/// A SchedWrite or SchedRead type; index 0 of each kind is "invalid".
struct SchedReadWrite {
  const Record *Def = nullptr;
  std::string Name;
  /// For a WriteSequence: its writes (indices), repeated Repeat times.
  std::vector<unsigned> Sequence;
  int64_t Repeat = 1;
};

/// A scheduling class: instructions that share a SchedRW list.
struct SchedClassInfo {
  std::string Name;
  const Record *ItinClass = nullptr; ///< the instructions' Itinerary

  std::vector<unsigned> Writes; ///< indices into the model's writes
  std::vector<unsigned> Reads;  ///< indices into the model's reads
};

/// One machine model, shared by the processors that name it.
struct ProcModelInfo {
  unsigned Index = 0;
  std::string Name;
  const Record *ModelDef = nullptr;
  /// The itineraries (NoItineraries if none), and the record processors
  /// are grouped by (target::modelKeyOf).
  const Record *ItinsDef = nullptr, *Key = nullptr;
  /// Sorted by record name, as the tables index them.
  std::vector<const Record *> WriteResDefs, ReadAdvanceDefs, ProcResourceDefs;

  /// Whether the model has itineraries that describe instructions.
  bool hasItineraries() const;
  /// Whether the model describes instructions at all (it has WriteRes).
  bool hasInstrSchedModel() const { return !WriteResDefs.empty(); }
  /// The 1-based index of a resource in ProcResourceDefs (0 if absent).
  unsigned resourceIndex(const Record *Resource) const;
  /// Whether some ReadAdvance of this model names Write among its writes.
  bool hasReadOfWrite(const Record *Write) const;
};

/// The scheduling model of the target's processors.
class ScheduleModel {
public:
  /// Builds the model; refuses unsupported constructs and reports LLVM's
  /// consistency errors (fatal, located).
  ScheduleModel(const RecordKeeper &Records, const SubtargetModel &Subtargets);

  const std::vector<ProcModelInfo> &procModels() const { return ProcModels; }
  /// The processor model of a Processor record.
  const ProcModelInfo &modelOf(const Record *Processor) const;
  const std::vector<SchedReadWrite> &writes() const { return Writes; }
  const std::vector<SchedReadWrite> &reads() const { return Reads; }
  const std::vector<SchedClassInfo> &classes() const { return Classes; }
  /// Index of a SchedWrite record among writes() (0 when not used).
  unsigned writeIndex(const Record *Def) const;
  /// Appends the plain writes Write stands for (itself unless it is a
  /// sequence) to Out.
  void expandWrite(unsigned Write, std::vector<unsigned> &Out) const;

private:
  void refuseUnsupported(const RecordKeeper &Records);
  void collectProcModels(const SubtargetModel &Subtargets);
  void collectReadWrites(const RecordKeeper &Records);
  void collectClasses(const RecordKeeper &Records);
  void collectResources(const RecordKeeper &Records);
  void checkCompleteness(const RecordKeeper &Records);
  ProcModelInfo &modelFor(const Record *Def, const Record *ModelDef);

  std::vector<ProcModelInfo> ProcModels;
  std::vector<SchedReadWrite> Writes, Reads;
  std::vector<SchedClassInfo> Classes;
  /// The class of each instruction, by instruction enum position.
  std::vector<std::pair<const Record *, unsigned>> InstrClasses;
};

} // namespace target
} // namespace tblgen
