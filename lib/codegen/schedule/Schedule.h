//===- Schedule.h - The scheduling model of a target ------------*- C++ -*-===//
//
// The per-operand machine model of a target, as -gen-subtarget and
// -gen-instr-info need it: the processor models (one per distinct
// SchedMachineModel, index 0 being NoSchedModel), the SchedWrite and
// SchedRead types, the scheduling classes and, per model, its WriteRes,
// ReadAdvance and processor resources.
//
// Scheduling classes: one per distinct (itinerary class, SchedRW list) of
// the instructions, in instruction enum order; then the classes InstRW
// definitions split off (named after their instructions); then the classes
// inferred from schedule variants (named after their writes and reads).
// SchedAlias maps a SchedReadWrite to another one for one model or all;
// ItinRW gives the SchedRW list of an itinerary class on one model.
//
// Processors naming itineraries that describe instructions get a model of
// their own, <Itins>Model (the itineraries themselves: codegen/schedule/Itineraries.h).
//
// Each model also gathers its super resources (a unit's Super, added with
// it), its UnsupportedFeatures (instructions with one of these predicates
// need no description in a complete model) and the extra processor
// information llvm-mca reads: register files, retire control unit, load and
// store queues.
//
// A resource kind without units of its own (ProcResourceUnits<Kind, N>
// defines them apart) stands for the one unit of that kind in the model;
// the subtarget tables then refuse it where llvm-tblgen 22 does, since they
// look units up only by their own defs.
//
//===----------------------------------------------------------------------===//
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <tuple>
#include <unordered_map>
#include <vector>

namespace tblgen {

class ListInit;
class Record;
class RecordKeeper;
class SetTheory;

namespace codegen {

/// Hash of a list of indexes (write and read numbers, model numbers), for
/// maps keyed by such lists (FNV-1a over the values, folded to size_t).
struct IndexListHash {
  size_t operator()(const std::vector<unsigned> &K) const {
    uint64_t H = 0xcbf29ce484222325ull;
    for (unsigned V : K)
      H = (H ^ V) * 0x100000001B3ull;
    return size_t(H ^ (H >> 32));
  }
};

class DerivedDefs;
class InstRWsAhead;

class SubtargetModel;

struct InstRWsAheadDeleter {
  void operator()(InstRWsAhead *A) const;
};
using InstRWsAheadPtr = std::unique_ptr<InstRWsAhead, InstRWsAheadDeleter>;
/// Starts expanding the InstRW instruction sets on a helper thread
/// (ScheduleThreads.h) for a ScheduleModel built later, reading the
/// instructions' order from the records: -gen-subtarget starts it first
/// thing, so that it overlaps the reading of the instructions. Null when no
/// second thread is allowed.
InstRWsAheadPtr startInstRWsAhead(const RecordKeeper &Records);

/// A SchedWrite or SchedRead type; index 0 of each kind is "invalid".
struct SchedReadWrite {
  /// Null for a sequence inferred from a variant.
  const Record *Def = nullptr;
  std::string Name;
  bool IsRead = false;
  bool IsVariant = false;  ///< a SchedWriteVariant / SchedReadVariant
  bool IsVariadic = false; ///< a variant whose choices split the operand
  bool IsAlias = false;    ///< the AliasRW of some SchedAlias
  /// For a WriteSequence (or inferred sequence): its writes (indices),
  /// repeated Repeat times.
  std::vector<unsigned> Sequence;
  int64_t Repeat = 1;
  bool isSequence() const { return !Sequence.empty(); }
  /// The SchedAlias records whose MatchRW this is, by record name.
  std::vector<const Record *> Aliases;
};

/// A way out of a variant class on one processor model: when every
/// predicate of PredTerm holds, the class is ToClass.
struct SchedTransition {
  unsigned ProcIndex = 0;
  unsigned ToClass = 0;
  std::vector<const Record *> PredTerm;
};

/// A scheduling class.
struct SchedClassInfo {
  std::string Name;
  /// The itinerary class (NoItinerary for a plain instruction class); null
  /// for a class inferred from a variant.
  const Record *ItinClass = nullptr;
  std::vector<unsigned> Writes; ///< indices into the model's writes
  std::vector<unsigned> Reads;  ///< indices into the model's reads
  /// The processor models the class applies to; {0} means all.
  std::vector<unsigned> ProcIndices;
  /// The InstRW definitions that override Writes/Reads (one per model).
  std::vector<const Record *> InstRWs;
  /// The models whose InstRW provides the class's variants.
  std::vector<unsigned> InstRWProcIndices;
  std::vector<SchedTransition> Transitions;
  bool isInferred() const { return ItinClass == nullptr; }
};

/// One machine model, shared by the processors that name it.
struct ProcModelInfo {
  unsigned Index = 0;
  std::string Name;
  const Record *ModelDef = nullptr;
  /// The itineraries (NoItineraries if none), and the record processors
  /// are grouped by (codegen::modelKeyOf).
  const Record *ItinsDef = nullptr, *Key = nullptr;
  /// Sorted by record name, as the tables index them.
  std::vector<const Record *> WriteResDefs, ReadAdvanceDefs, ProcResourceDefs;
  /// The model's ItinRW definitions, by record name.
  std::vector<const Record *> ItinRWDefs;
  /// Extra processor information: the RegisterFile definitions (by name),
  /// the RetireControlUnit, LoadQueue and StoreQueue (null when absent).
  std::vector<const Record *> RegisterFiles;
  const Record *RetireControlUnit = nullptr, *LoadQueue = nullptr, *StoreQueue = nullptr;
  bool hasExtraProcessorInfo() const {
    return RetireControlUnit || LoadQueue || StoreQueue || !RegisterFiles.empty();
  }

  /// Whether the model has itineraries that describe instructions.
  bool hasItineraries() const;
  /// Whether the model describes instructions at all.
  bool hasInstrSchedModel() const { return !WriteResDefs.empty() || !ItinRWDefs.empty(); }
  /// The 1-based index of a resource in ProcResourceDefs (0 if absent).
  unsigned resourceIndex(const Record *Resource) const;
  /// Whether some ReadAdvance of this model names Write among its writes.
  bool hasReadOfWrite(const Record *Write) const;
};

/// Fatal error at the first SchedAlias (by name) whose aliased type comes
/// back in the expansion of its target (through write sequences and other
/// aliases): expanding it would never end (llvm-tblgen hangs). Run by the
/// schedule model, and by backends that stop short of building it.
void checkSchedAliasCycles(const RecordKeeper &Records);

class ScheduleModel;

/// The schedule model the subtarget and packetizer backends read: built
/// when some processor uses a machine model, or, leniently (InstRW's of a
/// model no processor uses count as NoSchedModel's), when there are InstRW
/// definitions all the same; null otherwise.
std::unique_ptr<ScheduleModel> scheduleModelFor(const RecordKeeper &Records,
                                                const SubtargetModel &Subtargets,
                                                InstRWsAheadPtr Early = nullptr);

/// The scheduling model of the target's processors.
class ScheduleModel {
public:
  /// Builds the model; refuses unsupported constructs and reports LLVM's
  /// consistency errors (fatal, located).
  /// With Lenient, a record bound to a SchedMachineModel no processor uses
  /// counts as NoSchedModel's instead of being an error (-gen-instr-info,
  /// which only needs the classes, writes its tables then, as llvm-tblgen
  /// does).
  /// Early: the InstRW expansion startInstRWsAhead started (else the model
  /// starts its own).
  ScheduleModel(const RecordKeeper &Records, const SubtargetModel &Subtargets,
                bool Lenient = false, InstRWsAheadPtr Early = nullptr);
  ~ScheduleModel();

  const std::vector<ProcModelInfo> &procModels() const { return ProcModels; }
  /// The processor model of a Processor record.
  const ProcModelInfo &modelOf(const Record *Processor) const;
  /// The processor model of a SchedMachineModel record (fatal if no
  /// processor uses it).
  const ProcModelInfo &modelFor(const Record *Def, const Record *ModelDef) const;
  const std::vector<SchedReadWrite> &writes() const { return Writes; }
  const std::vector<SchedReadWrite> &reads() const { return Reads; }
  const std::vector<SchedClassInfo> &classes() const { return Classes; }
  /// Index of a SchedWrite record among writes() (0 when not used).
  unsigned writeIndex(const Record *Def) const;
  /// Index of a SchedRead record among reads() (0 when not used).
  unsigned readIndex(const Record *Def) const;
  /// The classes of instructions and InstRWs come first; this many.
  unsigned numInstrClasses() const { return NumInstrClasses; }
  /// The scheduling class of an instruction record.
  unsigned classOfInstr(const Record *Instr) const;
  /// Splits a SchedRW list into write and read indices.
  void findRWs(const std::vector<const Record *> &RWs, std::vector<unsigned> &W,
               std::vector<unsigned> &R) const;
  /// The same for a list whose elements are defs.
  void findRWs(const ListInit &RWs, std::vector<unsigned> &W, std::vector<unsigned> &R) const;
  /// Appends the plain writes (or reads) RW stands for on model PM,
  /// following that model's aliases and expanding sequences.
  void expandForModel(unsigned RW, bool IsRead, const ProcModelInfo &PM,
                      std::vector<unsigned> &Out) const;
  /// Appends RW's plain writes (sequences expanded, no aliases).
  void expandSequence(unsigned RW, bool IsRead, std::vector<unsigned> &Out) const;
  /// The record RW is aliased to on model PM (alias bound to PM by the
  /// aliased record's model, as the resource lookup does), or null.
  const Record *aliasForModel(const SchedReadWrite &RW, const ProcModelInfo &PM) const;
  /// The defs deriving from a scheduling class (InstRW, WriteRes, ...,
  /// STIPredicate), by name, as getAllDerivedDefinitions orders them;
  /// empty when the class is not defined.
  const std::vector<const Record *> &derived(std::string_view Class) const;
  /// The SchedModel of a record that may leave it unset (null then).
  static const Record *boundModel(const Record *Def);
  /// The resource of PM standing for Kind: Kind itself when it is a unit
  /// or a group, else the one ProcResourceUnits of that kind in PM's model
  /// (none or several: fatal, blaming User, as llvm-tblgen does).
  const Record *unitsOf(const Record *Kind, const ProcModelInfo &PM, const Record *User) const;
  /// The resource standing for the Super of a processor resource unit on
  /// PM, or null (none, or a group). User: the record to blame.
  const Record *superResource(const Record *Unit, const ProcModelInfo &PM,
                              const Record *User) const;

private:
  friend class VariantInference;
  void collectProcModels(const SubtargetModel &Subtargets);
  void collectReadWrites(const RecordKeeper &Records);
  /// Ahead expands the InstRWs' instruction sets ahead, on a helper thread.
  void collectClasses(const RecordKeeper &Records, InstRWsAhead &Ahead);
  void createInstRWClass(const Record *InstRW);
  void collectItinRW(const RecordKeeper &Records);
  void inferClasses();
  void collectResources(const RecordKeeper &Records);
  void collectRWResources(unsigned RW, bool IsRead, const std::vector<unsigned> &Procs);
  void addWriteRes(const Record *Def, unsigned Proc);
  void addReadAdvance(const Record *Def, unsigned Proc);
  void collectExtraInfo();
  void checkCompleteness(const RecordKeeper &Records);
  /// Whether Instr has a predicate among PM's UnsupportedFeatures.
  static bool unsupportedOn(const ProcModelInfo &PM, const Record *Instr);
  unsigned addClass(const Record *Itin, const std::vector<unsigned> &W,
                    const std::vector<unsigned> &R, const std::vector<unsigned> &Procs);
  std::string className(const Record *Itin, const std::vector<unsigned> &W,
                        const std::vector<unsigned> &R) const;
  /// The (possibly new) write or read standing for a sequence.
  unsigned sequenceRW(const std::vector<unsigned> &Seq, bool IsRead);
  ProcModelInfo &modelFor(const Record *Def, const Record *ModelDef);
  const std::vector<const Record *> &instRWInstrs(const Record *InstRW);

  const RecordKeeper &Records;
  std::unique_ptr<DerivedDefs> Derived;
  /// The InstRW instruction sets: those expanded ahead (held by AheadSets)
  /// and those this thread expands (Sets, made on first use).
  std::unique_ptr<SetTheory> Sets, AheadSets;
  std::unordered_map<const Record *, const std::vector<const Record *> *> ExpandedAhead;
  std::vector<ProcModelInfo> ProcModels;
  std::vector<SchedReadWrite> Writes, Reads;
  std::unordered_map<const Record *, unsigned> WriteIndex, ReadIndex;
  std::vector<SchedClassInfo> Classes;
  /// The classes addClass made, by the hash of their (itinerary class,
  /// writes, reads) key (classKey).
  std::unordered_map<uint64_t, std::vector<unsigned>> ClassByKey;
  static uint64_t classKey(const Record *Itin, const std::vector<unsigned> &W,
                           const std::vector<unsigned> &R);
  /// Inferred sequences by their steps.
  std::map<std::pair<bool, std::vector<unsigned>>, unsigned> SequenceByKey;
  /// The class of each instruction.
  std::unordered_map<const Record *, unsigned> InstrClass;
  /// Instructions in enum order, and their SchedRW lists (null if unset).
  std::vector<const Record *> EnumInstrs;
  std::vector<const ListInit *> EnumSchedRWs;
  unsigned NumInstrClasses = 0;
  bool Lenient = false;
};

} // namespace codegen
} // namespace tblgen
