//===- Schedule.cpp - The scheduling model of a target ---------------------===//
//
// Building the model: processor models, SchedReadWrite types (with their
// sequences and aliases), the scheduling classes of instructions and of
// InstRW definitions, ItinRW per model, the resources each model uses, and
// LLVM's completeness check. Variant inference lives in
// ScheduleVariants.cpp, the InstRW instruction sets in ScheduleInstRW.cpp.
//
//===----------------------------------------------------------------------===//

#include "codegen/schedule/Schedule.h"
#include "codegen/FieldSlot.h"
#include "codegen/Instructions.h"
#include "codegen/schedule/ScheduleInternal.h"
#include "codegen/schedule/ScheduleThreads.h"
#include "codegen/schedule/Itineraries.h"
#include "codegen/Subtarget.h"

#include "tblgen/Error.h"
#include "tblgen/Record.h"
#include "tblgen/SetTheory.h"

#include <algorithm>
#include <atomic>
#include <condition_variable>
#include <cstdio>
#include <mutex>
#include <set>
#include <unordered_set>

namespace tblgen::codegen {

namespace {

bool contains(const std::vector<const Record *> &List, const Record *Def) {
  return std::find(List.begin(), List.end(), Def) != List.end();
}

/// An instruction's SchedRW list (its elements are defs), null when unset.
/// Anything else fails in Record's accessors, with their messages.
const ListInit *schedRWList(FieldSlot &Slot, const Record *Def) {
  const Init *V = Slot.find(Def);
  if (V && isa<UnsetInit>(V))
    return nullptr;
  const auto *L = dyn_cast_or_null<ListInit>(V);
  if (L && std::all_of(L->begin(), L->begin() + L->size(),
                       [](const Init *E) { return isa<DefInit>(E); }))
    return L;
  if (Def->isValueUnset("SchedRW")) // (no such field: fails)
    return nullptr;
  (void)Def->getValueAsListOfDefs("SchedRW"); // fails
  PrintFatalError(Def, "SchedRW is not a list of defs");
}

} // namespace

/// The InstRW instruction sets, expanded in order on a helper thread into a
/// set theory of its own (ScheduleThreads.h) while the main thread does
/// other work. The main thread takes each expansion from the helper,
/// waiting for it while the helper is still at work (the helper, ahead and
/// with its patterns' matches known, finishes it sooner than the main
/// thread would, and no work is done twice); once the helper has stopped
/// (having reported something), the main thread expands the rest itself,
/// so that the reports come out as one thread prints them.
///
/// Started early (startInstRWsAhead), the helper numbers the instructions
/// from the records instead of the InstructionSet, and so runs while the
/// main thread builds that; its expansions are taken only if the order it
/// found is the InstructionSet's.
class InstRWsAhead {
public:
  /// Expands InstRWs (the InstRW defs by name); numbers the instructions
  /// from InstrDefs (the defs of Instruction by name) when given, else
  /// as the InstructionSet does.
  InstRWsAhead(const RecordKeeper &Records, std::vector<const Record *> InstRWs,
               std::vector<const Record *> InstrDefs = {})
      : InstRWs(std::move(InstRWs)), InstrDefs(std::move(InstrDefs)),
        Results(this->InstRWs.size()), Task([this, &Records] { run(Records); }) {}
  ~InstRWsAhead() { Cancel = true; } // (then Task joins)

  /// The expansion of InstRW, the I-th InstRW by name, if the helper has
  /// finished it and numbered the instructions as EnumInstrs lists them;
  /// else null. (Main thread only.)
  const std::vector<const Record *> *get(size_t I, const Record *InstRW,
                                         const std::vector<const Record *> &EnumInstrs) {
    if (Done.load(std::memory_order_acquire) <= I) {
      if (!Task.started())
        return nullptr;
      std::unique_lock<std::mutex> Lock(Mutex);
      Progress.wait(Lock, [&] { return Done.load(std::memory_order_acquire) > I || Stopped; });
      if (Done.load(std::memory_order_acquire) <= I)
        return nullptr;
    }
    if (Agrees < 0)
      Agrees = Order == EnumInstrs;
    return Agrees && InstRWs[I] == InstRW ? Results[I] : nullptr;
  }
  /// Stops the helper; its set theory (which holds what get() returned).
  std::unique_ptr<SetTheory> takeSets() {
    Cancel = true;
    (void)Task.succeeded(); // joins
    return std::move(Sets);
  }

private:
  void run(const RecordKeeper &Records) {
    struct StopGuard { // (however run ends)
      InstRWsAhead &A;
      ~StopGuard() { A.publish([&] { A.Stopped = true; }); }
    } Guard{*this};
    if (InstRWs.empty())
      return;
    std::vector<EnumInstr> Instrs =
        InstrDefs.empty() ? enumInstrs(Records) : enumInstrs(Records, InstrDefs);
    Order.reserve(Instrs.size());
    for (const EnumInstr &E : Instrs)
      Order.push_back(E.Def);
    Sets = makeInstRWSets(Instrs);
    for (size_t I = 0; I < InstRWs.size() && !Cancel.load(std::memory_order_relaxed); ++I) {
      const std::vector<const Record *> *R = Sets->expand(InstRWs[I]);
      if (!AheadTask::quietSoFar())
        return;
      Results[I] = R;
      publish([&] { Done.store(I + 1, std::memory_order_release); });
    }
  }

  /// Changes what the main thread may be waiting for and wakes it.
  template <typename F> void publish(F Change) {
    {
      std::lock_guard<std::mutex> Lock(Mutex);
      Change();
    }
    Progress.notify_all();
  }

  const std::vector<const Record *> InstRWs, InstrDefs;
  // Written by the helper before it publishes an expansion (Done).
  std::vector<const Record *> Order; ///< the instructions in enum order
  std::vector<const std::vector<const Record *> *> Results;
  std::unique_ptr<SetTheory> Sets;
  std::atomic<size_t> Done{0}; ///< expansions finished without a report
  std::atomic<bool> Cancel{false};
  std::mutex Mutex; ///< guards Stopped, and Done's changes for the waiter
  std::condition_variable Progress;
  bool Stopped = false; ///< the helper has returned
  int Agrees = -1; ///< (main thread) whether Order is the enum order
  AheadTask Task;  // last: started once the rest is ready, joined first
};

void InstRWsAheadDeleter::operator()(InstRWsAhead *A) const { delete A; }

InstRWsAheadPtr startInstRWsAhead(const RecordKeeper &Records) {
  if (!secondThreadAllowed())
    return nullptr;
  // (Asked here, the lists are the keeper's cached ones later: the helper
  // takes no lock that this thread needs meanwhile. Neither reports.)
  std::vector<const Record *> InstRWs = Records.getAllDerivedDefinitionsIfDefined("InstRW");
  std::vector<const Record *> Instrs = Records.getAllDerivedDefinitionsIfDefined("Instruction");
  if (InstRWs.empty() || Instrs.empty())
    return nullptr;
  return InstRWsAheadPtr(new InstRWsAhead(Records, std::move(InstRWs), std::move(Instrs)));
}

const Record *ScheduleModel::boundModel(const Record *Def) {
  const RecordVal *Field = Def->getValue("SchedModel");
  if (!Field || !Field->getValue()->isComplete())
    return nullptr;
  return Def->getValueAsDef("SchedModel");
}

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

ScheduleModel::ScheduleModel(const RecordKeeper &Records, const SubtargetModel &Subtargets,
                             bool Lenient, InstRWsAheadPtr Early)
    : Records(Records),
      Derived(std::make_unique<DerivedDefs>(
          Records, std::vector<std::string_view>{
                       "RegisterFile", "RetireControlUnit", "MemoryQueue", "ProcResourceUnits",
                       "SchedMachineModel", "InstRW", "ItinRW", "SchedAlias", "WriteRes",
                       "SchedWriteRes", "ReadAdvance", "SchedReadAdvance", "ProcResGroup",
                       "STIPredicateDecl", "InstructionEquivalenceClass", "STIPredicate"})),
      Lenient(Lenient) {
  // The instructions are read first (their errors come first).
  (void)getInstructionSet(Records);
  collectProcModels(Subtargets);
  ProcModels[0].ModelDef = Records.getDef("NoSchedModel");
  ProcModels[0].Key = ProcModels[0].ModelDef;
  // The InstRW instruction sets are expanded ahead on a helper thread while
  // the types and the instructions' classes are read (or, started by the
  // caller, already while the instructions were).
  InstRWsAheadPtr Ahead = std::move(Early);
  if (!Ahead)
    Ahead.reset(new InstRWsAhead(Records, derived("InstRW")));
  collectReadWrites(Records);
  collectClasses(Records, *Ahead);
  Ahead.reset();
  collectItinRW(Records);
  inferClasses();
  collectResources(Records);
  collectExtraInfo();
  checkCompleteness(Records);
}

ScheduleModel::~ScheduleModel() = default;

std::unique_ptr<ScheduleModel> scheduleModelFor(const RecordKeeper &Records,
                                                const SubtargetModel &Subtargets,
                                                InstRWsAheadPtr Early) {
  bool UsesMachineModel = false;
  for (const Record *Proc : Subtargets.processors())
    UsesMachineModel |= Proc->getValueAsDef("SchedModel")->getName() != "NoSchedModel";
  if (!UsesMachineModel && Records.getAllDerivedDefinitionsIfDefined("InstRW").empty())
    return nullptr;
  return std::make_unique<ScheduleModel>(Records, Subtargets, /*Lenient=*/!UsesMachineModel,
                                         std::move(Early));
}


const std::vector<const Record *> &ScheduleModel::derived(std::string_view Class) const {
  return Derived->get(Class);
}

void ScheduleModel::collectProcModels(const SubtargetModel &Subtargets) {
  ProcModels.push_back({});
  ProcModels[0].Name = "NoSchedModel";
  // A processor whose itineraries describe instructions gets a model of
  // its own, named after them (codegen/schedule/Itineraries.h).
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

const ProcModelInfo &ScheduleModel::modelFor(const Record *Def, const Record *ModelDef) const {
  for (const ProcModelInfo &PM : ProcModels)
    if (PM.Key == ModelDef)
      return PM;
  if (Lenient)
    return ProcModels[0];
  // llvm-tblgen crashes here (docs/known-differences.md).
  PrintFatalError(Def, "this record belongs to SchedMachineModel '" +
                           std::string(ModelDef->getName()) + "', which no processor uses");
}

ProcModelInfo &ScheduleModel::modelFor(const Record *Def, const Record *ModelDef) {
  const ScheduleModel &Self = *this;
  return const_cast<ProcModelInfo &>(Self.modelFor(Def, ModelDef));
}

unsigned ScheduleModel::writeIndex(const Record *Def) const {
  auto It = WriteIndex.find(Def);
  return It == WriteIndex.end() ? 0 : It->second;
}

unsigned ScheduleModel::readIndex(const Record *Def) const {
  auto It = ReadIndex.find(Def);
  return It == ReadIndex.end() ? 0 : It->second;
}

unsigned ScheduleModel::classOfInstr(const Record *Instr) const {
  auto It = InstrClass.find(Instr);
  return It == InstrClass.end() ? 0 : It->second;
}

void ScheduleModel::findRWs(const ListInit &RWs, std::vector<unsigned> &W,
                            std::vector<unsigned> &R) const {
  for (const Init *E : RWs.getValues()) {
    const Record *RW = cast<DefInit>(E)->getDef();
    if (RW->isSubClassOf("SchedWrite"))
      W.push_back(writeIndex(RW));
    else
      R.push_back(readIndex(RW));
  }
}

void ScheduleModel::findRWs(const std::vector<const Record *> &RWs, std::vector<unsigned> &W,
                            std::vector<unsigned> &R) const {
  for (const Record *RW : RWs) {
    if (RW->isSubClassOf("SchedWrite"))
      W.push_back(writeIndex(RW));
    else
      R.push_back(readIndex(RW));
  }
}

void ScheduleModel::collectReadWrites(const RecordKeeper &Records) {
  const InstructionSet &Instrs = getInstructionSet(Records);
  std::vector<const Record *> WriteDefs, ReadDefs;
  std::unordered_set<const Record *> Seen;
  // A type, the writes of a sequence and the choices of a variant.
  auto Scan = [&](auto &Self, const Record *RW, std::vector<const Record *> &Into) -> void {
    if (!Seen.insert(RW).second)
      return;
    Into.push_back(RW);
    if (RW->isSubClassOf("WriteSequence")) {
      for (const Record *Step : RW->getValueAsListOfDefs("Writes"))
        Self(Self, Step, Into);
    } else if (RW->isSubClassOf("SchedVariant")) {
      for (const Record *Var : RW->getValueAsListOfDefs("Variants"))
        for (const Record *Sel : Var->getValueAsListOfDefs("Selected"))
          Self(Self, Sel, Into);
    }
  };
  auto ScanList = [&](const std::vector<const Record *> &RWs) {
    for (const Record *RW : RWs)
      Scan(Scan, RW, RW->isSubClassOf("SchedWrite") ? WriteDefs : ReadDefs);
  };
  FieldSlot SchedRW("SchedRW");
  EnumInstrs.reserve(Instrs.enumOrder().size());
  EnumSchedRWs.reserve(Instrs.enumOrder().size());
  for (unsigned I : Instrs.enumOrder()) {
    const Record *Def = Instrs[I].Def;
    EnumInstrs.push_back(Def);
    const ListInit *RWs = schedRWList(SchedRW, Def);
    EnumSchedRWs.push_back(RWs);
    if (RWs)
      for (const Init *E : RWs->getValues()) {
        const Record *RW = cast<DefInit>(E)->getDef();
        if (!Seen.count(RW))
          Scan(Scan, RW, RW->isSubClassOf("SchedWrite") ? WriteDefs : ReadDefs);
      }
  }
  for (const char *Kind : {"InstRW", "ItinRW"})
    for (const Record *Def : derived(Kind))
      ScanList(Def->getValueAsListOfDefs("OperandReadWrites"));
  // (derived lists come in LessRecord order already)
  const std::vector<const Record *> &AliasDefs = derived("SchedAlias");
  for (const Record *Alias : AliasDefs) {
    const Record *Match = Alias->getValueAsDef("MatchRW");
    const Record *To = Alias->getValueAsDef("AliasRW");
    if (Match->isSubClassOf("SchedWrite")) {
      if (!To->isSubClassOf("SchedWrite"))
        PrintFatalError(Alias, "SchedWrite Alias must be SchedWrite");
      Scan(Scan, To, WriteDefs);
    } else {
      if (!To->isSubClassOf("SchedRead"))
        PrintFatalError(Alias, "SchedRead Alias must be SchedRead");
      Scan(Scan, To, ReadDefs);
    }
  }
  sortByNumericName(WriteDefs);
  sortByNumericName(ReadDefs);
  Writes.resize(1);
  Reads.resize(1);
  auto Add = [](std::vector<SchedReadWrite> &List, auto &Index, const Record *Def, bool IsRead) {
    SchedReadWrite RW;
    RW.Def = Def;
    RW.Name = std::string(Def->getName());
    RW.IsRead = IsRead;
    RW.IsVariant = Def->isSubClassOf("SchedVariant");
    if (RW.IsVariant)
      RW.IsVariadic = Def->getValueAsBit("Variadic");
    Index.emplace(Def, unsigned(List.size()));
    List.push_back(std::move(RW));
  };
  for (const Record *W : WriteDefs)
    Add(Writes, WriteIndex, W, false);
  for (const Record *R : ReadDefs)
    Add(Reads, ReadIndex, R, true);
  for (SchedReadWrite &W : Writes) {
    if (!W.Def || !W.Def->isSubClassOf("WriteSequence"))
      continue;
    for (const Record *Step : W.Def->getValueAsListOfDefs("Writes"))
      W.Sequence.push_back(writeIndex(Step));
    W.Repeat = W.Def->getValueAsInt("Repeat");
  }
  for (const Record *Alias : AliasDefs) {
    const Record *To = Alias->getValueAsDef("AliasRW");
    const Record *Match = Alias->getValueAsDef("MatchRW");
    bool IsRead = !Match->isSubClassOf("SchedWrite");
    auto &List = IsRead ? Reads : Writes;
    List[IsRead ? readIndex(To) : writeIndex(To)].IsAlias = true;
    unsigned MatchIdx = IsRead ? readIndex(Match) : writeIndex(Match);
    // A type no instruction names may still be aliased (index 0 then).
    SchedReadWrite &RW = List[MatchIdx];
    if (RW.IsAlias)
      PrintFatalError(Alias, "Cannot Alias an Alias");
    RW.Aliases.push_back(Alias);
  }
  checkSchedAliasCycles(Records);
}

void checkSchedAliasCycles(const RecordKeeper &Records) {
  // An alias whose type expands (through write sequences and the aliases
  // of their steps) back to the aliased type would be expanded forever:
  // llvm-tblgen hangs on it; say where instead.
  std::vector<const Record *> Aliases = Records.getAllDerivedDefinitionsIfDefined("SchedAlias");
  if (Aliases.empty())
    return;
  // (in LessRecord order already, as getAllDerivedDefinitions orders its lists)
  std::map<const Record *, std::vector<const Record *>> AliasesOf; // MatchRW -> AliasRWs
  for (const Record *Alias : Aliases)
    AliasesOf[Alias->getValueAsDef("MatchRW")].push_back(Alias->getValueAsDef("AliasRW"));
  for (const Record *Alias : Aliases) {
    const Record *Match = Alias->getValueAsDef("MatchRW");
    const Record *To = Alias->getValueAsDef("AliasRW");
    std::set<const Record *> Seen;
    std::vector<const Record *> Work{To};
    while (!Work.empty()) {
      const Record *N = Work.back();
      Work.pop_back();
      if (N == Match)
        PrintFatalError(Alias, "SchedAlias of " + std::string(Match->getName()) + " to " +
                                   std::string(To->getName()) +
                                   " expands to a sequence containing " +
                                   std::string(Match->getName()) + " (endless expansion)");
      if (!Seen.insert(N).second)
        continue;
      if (N->isSubClassOf("WriteSequence"))
        for (const Record *Step : N->getValueAsListOfDefs("Writes"))
          Work.push_back(Step);
      if (auto It = AliasesOf.find(N); It != AliasesOf.end())
        Work.insert(Work.end(), It->second.begin(), It->second.end());
    }
  }
}

void ScheduleModel::expandSequence(unsigned RW, bool IsRead, std::vector<unsigned> &Out) const {
  const SchedReadWrite &T = (IsRead ? Reads : Writes)[RW];
  if (!T.isSequence()) {
    Out.push_back(RW);
    return;
  }
  for (int64_t I = 0; I < T.Repeat; ++I)
    for (unsigned Step : T.Sequence)
      expandSequence(Step, IsRead, Out);
}

void ScheduleModel::expandForModel(unsigned RW, bool IsRead, const ProcModelInfo &PM,
                                   std::vector<unsigned> &Out) const {
  const auto &List = IsRead ? Reads : Writes;
  const SchedReadWrite &T = List[RW];
  // Here the alias binds to a model through the SchedAlias record itself.
  const Record *To = nullptr;
  for (const Record *Alias : T.Aliases) {
    const Record *AliasTo = Alias->getValueAsDef("AliasRW");
    if (const Record *Model = boundModel(Alias))
      if (&modelFor(Alias, Model) != &PM)
        continue;
    if (To)
      PrintFatalError(AliasTo, "Multiple aliases defined for processor " + PM.Name +
                                   " Ensure only one SchedAlias exists per RW.");
    To = AliasTo;
  }
  if (To) {
    expandForModel(IsRead ? readIndex(To) : writeIndex(To), IsRead, PM, Out);
    return;
  }
  if (!T.isSequence()) {
    Out.push_back(RW);
    return;
  }
  for (int64_t I = 0; I < T.Repeat; ++I)
    for (unsigned Step : T.Sequence)
      expandForModel(Step, IsRead, PM, Out);
}

const Record *ScheduleModel::aliasForModel(const SchedReadWrite &RW,
                                           const ProcModelInfo &PM) const {
  const Record *To = nullptr;
  for (const Record *Alias : RW.Aliases) {
    const Record *AliasTo = Alias->getValueAsDef("AliasRW");
    // The aliased type must have a SchedModel field (fatal otherwise, as
    // in llvm-tblgen).
    if (AliasTo->getValueInit("SchedModel")->isComplete())
      if (&modelFor(AliasTo, AliasTo->getValueAsDef("SchedModel")) != &PM)
        continue;
    if (To)
      PrintFatalError(AliasTo, "Multiple aliases defined for processor " + PM.Name +
                                   " Ensure only one SchedAlias exists per RW.");
    To = AliasTo;
  }
  return To;
}

std::string ScheduleModel::className(const Record *Itin, const std::vector<unsigned> &W,
                                     const std::vector<unsigned> &R) const {
  std::string Name;
  if (Itin && Itin->getName() != "NoItinerary")
    Name = std::string(Itin->getName());
  // Writes are joined with '_'; each read adds "_Read" even after nothing.
  for (unsigned I : W)
    Name += (Name.empty() ? "" : "_") + Writes[I].Name;
  for (unsigned I : R)
    Name += "_" + Reads[I].Name;
  return Name;
}

unsigned ScheduleModel::addClass(const Record *Itin, const std::vector<unsigned> &W,
                                 const std::vector<unsigned> &R,
                                 const std::vector<unsigned> &Procs) {
  // (a class's key never changes once made)
  std::vector<unsigned> &Same = ClassByKey[classKey(Itin, W, R)];
  for (unsigned Index : Same) {
    SchedClassInfo &C = Classes[Index];
    if (C.ItinClass != Itin || C.Writes != W || C.Reads != R)
      continue;
    if (std::includes(C.ProcIndices.begin(), C.ProcIndices.end(), Procs.begin(), Procs.end()))
      return Index;
    std::vector<unsigned> Union;
    std::set_union(C.ProcIndices.begin(), C.ProcIndices.end(), Procs.begin(), Procs.end(),
                   std::back_inserter(Union));
    C.ProcIndices = std::move(Union);
    return Index;
  }
  Same.push_back(unsigned(Classes.size()));
  SchedClassInfo C;
  C.Name = className(Itin, W, R);
  C.ItinClass = Itin;
  C.Writes = W;
  C.Reads = R;
  C.ProcIndices = Procs;
  Classes.push_back(std::move(C));
  return unsigned(Classes.size() - 1);
}

uint64_t ScheduleModel::classKey(const Record *Itin, const std::vector<unsigned> &W,
                                 const std::vector<unsigned> &R) {
  uint64_t H = uint64_t(reinterpret_cast<uintptr_t>(Itin)) * 0x9E3779B97F4A7C15ull;
  auto Mix = [&](uint64_t V) { H = (H ^ V) * 0x100000001B3ull + (H >> 29); };
  for (unsigned I : W)
    Mix(I);
  Mix(0xFFFFFFFFull); // (separates the writes from the reads)
  for (unsigned I : R)
    Mix(I);
  return H;
}

unsigned ScheduleModel::sequenceRW(const std::vector<unsigned> &Seq, bool IsRead) {
  if (Seq.size() == 1)
    return Seq.front();
  auto &List = IsRead ? Reads : Writes;
  auto [It, New] = SequenceByKey.try_emplace({IsRead, Seq}, 0);
  if (!New)
    return It->second;
  // A declared sequence with the same steps stands for it.
  for (unsigned I = 1; I < List.size(); ++I)
    if (List[I].Sequence == Seq) {
      It->second = I;
      return I;
    }
  SchedReadWrite RW;
  RW.IsRead = IsRead;
  RW.Sequence = Seq;
  RW.Name = "(";
  for (size_t I = 0; I < Seq.size(); ++I)
    RW.Name += (I ? "_" : "") + List[Seq[I]].Name;
  RW.Name += ")";
  It->second = unsigned(List.size());
  List.push_back(std::move(RW));
  return It->second;
}

void ScheduleModel::collectClasses(const RecordKeeper &Records, InstRWsAhead &Ahead) {
  const Record *NoItin = Records.getDef("NoItinerary");
  SchedClassInfo None;
  None.Name = "NoInstrModel";
  None.ItinClass = NoItin;
  None.ProcIndices = {0};
  ClassByKey[classKey(NoItin, {}, {})].push_back(0);
  Classes.push_back(std::move(None));
  FieldSlot Itinerary("Itinerary");
  const std::vector<unsigned> AllModels{0};
  std::vector<unsigned> W, R;
  InstrClass.reserve(EnumInstrs.size());
  // Lists are interned: instructions with the same itinerary class and
  // list have the same class (addClass would find it again for all models).
  struct PairHash {
    size_t operator()(const std::pair<const Record *, const ListInit *> &P) const {
      return std::hash<const void *>()(P.first) * 31 + std::hash<const void *>()(P.second);
    }
  };
  std::unordered_map<std::pair<const Record *, const ListInit *>, unsigned, PairHash> Known;
  for (size_t K = 0; K < EnumInstrs.size(); ++K) {
    const Record *Def = EnumInstrs[K];
    const Record *Itin = Itinerary.getDef(Def);
    const ListInit *RWs = EnumSchedRWs[K];
    auto [It, New] = Known.try_emplace({Itin, RWs}, 0);
    if (New) {
      W.clear();
      R.clear();
      if (RWs)
        findRWs(*RWs, W, R);
      It->second = addClass(Itin, W, R, AllModels);
    }
    InstrClass[Def] = It->second;
  }
  const std::vector<const Record *> &InstRWs = derived("InstRW"); // in LessRecord order
  for (size_t I = 0; I < InstRWs.size(); ++I) {
    if (const std::vector<const Record *> *Instrs = Ahead.get(I, InstRWs[I], EnumInstrs))
      ExpandedAhead.emplace(InstRWs[I], Instrs);
    createInstRWClass(InstRWs[I]);
  }
  AheadSets = Ahead.takeSets();
  NumInstrClasses = unsigned(Classes.size());
}

const std::vector<const Record *> &ScheduleModel::instRWInstrs(const Record *InstRW) {
  if (auto It = ExpandedAhead.find(InstRW); It != ExpandedAhead.end())
    return *It->second;
  if (!Sets)
    Sets = makeInstRWSets(Records);
  return *Sets->expand(InstRW);
}

void ScheduleModel::createInstRWClass(const Record *InstRW) {
  const std::vector<const Record *> &Instrs = instRWInstrs(InstRW);
  if (Instrs.empty())
    PrintFatalError(InstRW, "No matching instruction opcodes");
  // The instructions grouped by their current class, in first-seen order.
  std::vector<std::pair<unsigned, std::vector<const Record *>>> Groups;
  for (const Record *Instr : Instrs) {
    auto It = InstrClass.find(Instr);
    if (It == InstrClass.end())
      PrintFatalError(Instr, "No sched class for instruction.");
    auto G = std::find_if(Groups.begin(), Groups.end(),
                          [&](const auto &E) { return E.first == It->second; });
    if (G == Groups.end())
      Groups.push_back({It->second, {Instr}});
    else
      G->second.push_back(Instr);
  }
  const Record *Model = InstRW->getValueAsDef("SchedModel");
  auto Overlap = [&](const std::vector<const Record *> &Group, const Record *Previous) {
    PrintError(InstRW, "Overlapping InstRW definition for \"" +
                           std::string(Group.front()->getName()) + "\" also matches previous \"" +
                           Previous->getValue("Instrs")->getValue()->getAsString() + "\".");
    PrintFatalNote(Previous, "Previous match was here.");
  };
  for (const auto &[Old, Group] : Groups) {
    // A class made by an earlier InstRW whose instructions are exactly this
    // group takes this InstRW too.
    if (Old && !Classes[Old].InstRWs.empty()) {
      size_t Still = 0;
      for (const Record *I : instRWInstrs(Classes[Old].InstRWs.front()))
        Still += InstrClass[I] == Old;
      if (Still == Group.size()) {
        for (const Record *Prev : Classes[Old].InstRWs)
          if (Prev->getValueAsDef("SchedModel") == Model &&
              Model->getValueAsBit("FullInstRWOverlapCheck"))
            Overlap(Group, Prev);
        Classes[Old].InstRWs.push_back(InstRW);
        continue;
      }
    }
    SchedClassInfo C;
    for (const Record *I : Group)
      C.Name += (C.Name.empty() ? "" : "_") + std::string(I->getName());
    // Models without an InstRW keep the class's old description.
    C.ItinClass = Classes[Old].ItinClass;
    C.Writes = Classes[Old].Writes;
    C.Reads = Classes[Old].Reads;
    C.ProcIndices = {0};
    if (Old) {
      for (const Record *Prev : Classes[Old].InstRWs) {
        if (Prev->getValueAsDef("SchedModel") == Model)
          Overlap(Group, Prev);
        C.InstRWs.push_back(Prev);
      }
    }
    C.InstRWs.push_back(InstRW);
    unsigned Index = unsigned(Classes.size());
    Classes.push_back(std::move(C));
    for (const Record *I : Group)
      InstrClass[I] = Index;
  }
}

void ScheduleModel::collectItinRW(const RecordKeeper &Records) {
  const std::vector<const Record *> &Defs = derived("ItinRW"); // in LessRecord order
  for (const Record *Def : Defs) {
    const Record *Model = boundModel(Def);
    if (!Model)
      PrintFatalError(Def, "SchedModel is undefined");
    ProcModelInfo *PM = nullptr;
    for (ProcModelInfo &Candidate : ProcModels)
      if (Candidate.Key == Model)
        PM = &Candidate;
    if (!PM)
      PrintFatalError(Def, "Undefined SchedMachineModel " + std::string(Model->getName()));
    PM->ItinRWDefs.push_back(Def);
  }
}

void ScheduleModel::addWriteRes(const Record *Def, unsigned Proc) {
  ProcModelInfo &PM = ProcModels[Proc];
  if (contains(PM.WriteResDefs, Def))
    return;
  PM.WriteResDefs.push_back(Def);
  for (const Record *Resource : Def->getValueAsListOfDefs("ProcResources")) {
    // A unit brings its super resource along, and that one its own, up to
    // a resource the model has already.
    for (const Record *R = unitsOf(Resource, PM, Def); R && !contains(PM.ProcResourceDefs, R);) {
      PM.ProcResourceDefs.push_back(R);
      R = superResource(R, PM, Def);
    }
  }
}

const Record *ScheduleModel::unitsOf(const Record *Kind, const ProcModelInfo &PM,
                                     const Record *User) const {
  if (Kind->isSubClassOf("ProcResourceUnits") || Kind->isSubClassOf("ProcResGroup"))
    return Kind;
  // A kind of its own stands for the one ProcResourceUnits of that kind
  // the model defines.
  const Record *Found = nullptr;
  for (const Record *Unit : derived("ProcResourceUnits")) {
    if (Unit->getValueAsDef("Kind") != Kind || boundModel(Unit) != PM.ModelDef)
      continue;
    if (Found && !Lenient)
      PrintFatalError(User, "Multiple ProcessorResourceUnits associated with " +
                                std::string(Kind->getName()));
    Found = Found ? Found : Unit;
  }
  if (Found)
    return Found;
  if (!Lenient)
    PrintFatalError(User, "No ProcessorResources associated with " + std::string(Kind->getName()));
  return Kind;
}

const Record *ScheduleModel::superResource(const Record *Unit, const ProcModelInfo &PM,
                                           const Record *User) const {
  if (Unit->isSubClassOf("ProcResGroup") || !Unit->getValueInit("Super")->isComplete())
    return nullptr;
  return unitsOf(Unit->getValueAsDef("Super"), PM, User);
}

void ScheduleModel::collectExtraInfo() {
  for (const Record *File : derived("RegisterFile")) {
    ProcModelInfo &PM = modelFor(File, File->getValueAsDef("SchedModel"));
    if (File->getValueAsInt("NumPhysRegs") == 0)
      PrintFatalError(File, "Invalid RegisterFile with zero physical registers");
    PM.RegisterFiles.push_back(File);
  }
  // One of each kind per model.
  auto Single = [](const Record *&Slot, const Record *Def, std::string_view Kind) {
    if (Slot) {
      PrintError(Def, "Expected a single " + std::string(Kind) + " definition");
      PrintFatalNote(Slot, "Previous definition of " + std::string(Kind) + " was here");
    }
    Slot = Def;
  };
  for (const Record *Unit : derived("RetireControlUnit"))
    Single(modelFor(Unit, Unit->getValueAsDef("SchedModel")).RetireControlUnit, Unit,
           "RetireControlUnit");
  for (const Record *Queue : derived("MemoryQueue")) {
    ProcModelInfo &PM = modelFor(Queue, Queue->getValueAsDef("SchedModel"));
    if (Queue->isSubClassOf("LoadQueue"))
      Single(PM.LoadQueue, Queue, "LoadQueue");
    if (Queue->isSubClassOf("StoreQueue"))
      Single(PM.StoreQueue, Queue, "StoreQueue");
  }
}

void ScheduleModel::addReadAdvance(const Record *Def, unsigned Proc) {
  for (const Record *Valid : Def->getValueAsListOfDefs("ValidWrites"))
    if (!writeIndex(Valid))
      PrintFatalError(Def, "ReadAdvance referencing a ValidWrite that is not used by any "
                           "instruction (" +
                               std::string(Valid->getName()) + ")");
  std::vector<const Record *> &Defs = ProcModels[Proc].ReadAdvanceDefs;
  if (!contains(Defs, Def))
    Defs.push_back(Def);
}

void ScheduleModel::collectRWResources(unsigned RW, bool IsRead,
                                       const std::vector<unsigned> &Procs) {
  const SchedReadWrite &T = (IsRead ? Reads : Writes)[RW];
  if (T.Def) {
    if (!IsRead && T.Def->isSubClassOf("SchedWriteRes"))
      for (unsigned P : Procs)
        addWriteRes(T.Def, P);
    else if (IsRead && T.Def->isSubClassOf("SchedReadAdvance"))
      for (unsigned P : Procs)
        addReadAdvance(T.Def, P);
  }
  std::vector<const Record *> Aliases = T.Aliases;
  for (const Record *Alias : Aliases) {
    std::vector<unsigned> AliasProcs = Procs;
    if (const Record *Model = boundModel(Alias))
      AliasProcs = {modelFor(Alias, Model).Index};
    const Record *To = Alias->getValueAsDef("AliasRW");
    std::vector<unsigned> Expanded;
    expandSequence(IsRead ? readIndex(To) : writeIndex(To), IsRead, Expanded);
    for (unsigned E : Expanded)
      collectRWResources(E, IsRead, AliasProcs);
  }
}

void ScheduleModel::collectResources(const RecordKeeper &Records) {
  for (size_t C = 0; C < Classes.size(); ++C) {
    const SchedClassInfo &SC = Classes[C];
    if (SC.ItinClass) {
      // Classes of instructions draw resources from the ItinRWs of their
      // itinerary class only.
      const Record *Itin = SC.ItinClass;
      for (ProcModelInfo &PM : ProcModels) {
        for (const Record *ItinRW : PM.ItinRWDefs) {
          if (!contains(ItinRW->getValueAsListOfDefs("MatchedItinClasses"), Itin))
            continue;
          std::vector<unsigned> W, R;
          findRWs(ItinRW->getValueAsListOfDefs("OperandReadWrites"), W, R);
          for (unsigned I : W)
            collectRWResources(I, false, {PM.Index});
          for (unsigned I : R)
            collectRWResources(I, true, {PM.Index});
        }
      }
      continue;
    }
    std::vector<unsigned> Procs = SC.ProcIndices;
    std::vector<unsigned> W = SC.Writes, R = SC.Reads;
    for (unsigned I : W)
      collectRWResources(I, false, Procs);
    for (unsigned I : R)
      collectRWResources(I, true, Procs);
  }
  for (const Record *WR : derived("WriteRes"))
    addWriteRes(WR, modelFor(WR, WR->getValueAsDef("SchedModel")).Index);
  for (const Record *SWR : derived("SchedWriteRes"))
    addWriteRes(SWR, modelFor(SWR, SWR->getValueAsDef("SchedModel")).Index);
  for (const Record *RA : derived("ReadAdvance"))
    addReadAdvance(RA, modelFor(RA, RA->getValueAsDef("SchedModel")).Index);
  for (const Record *SRA : derived("SchedReadAdvance"))
    if (const Record *Model = boundModel(SRA))
      addReadAdvance(SRA, modelFor(SRA, Model).Index);
  for (const char *Kind : {"ProcResGroup", "ProcResourceUnits"})
    for (const Record *Resource : derived(Kind))
      if (const Record *Model = boundModel(Resource)) {
        ProcModelInfo &PM = modelFor(Resource, Model);
        if (!contains(PM.ProcResourceDefs, Resource))
          PM.ProcResourceDefs.push_back(Resource);
      }
  for (ProcModelInfo &PM : ProcModels) {
    sortByNumericName(PM.WriteResDefs);
    sortByNumericName(PM.ReadAdvanceDefs);
    sortByNumericName(PM.ProcResourceDefs);
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

bool ScheduleModel::unsupportedOn(const ProcModelInfo &PM, const Record *Instr) {
  // (asked only of instructions the model would otherwise miss)
  std::vector<const Record *> Features = PM.ModelDef->getValueAsListOfDefs("UnsupportedFeatures");
  if (Features.empty())
    return false;
  for (const Record *Pred : Instr->getValueAsListOfDefs("Predicates"))
    for (const Record *Feature : Features)
      if (Feature->getName() == Pred->getName())
        return true;
  return false;
}

void ScheduleModel::checkCompleteness(const RecordKeeper &Records) {
  bool Complete = true;
  for (const ProcModelInfo &PM : ProcModels) {
    if (!PM.ModelDef || !PM.ModelDef->getValueAsBit("CompleteModel"))
      continue;
    for (const Record *Def : EnumInstrs) {
      if (Def->getValueAsBit("hasNoSchedulingInfo"))
        continue;
      unsigned Class = classOfInstr(Def);
      if (Class == 0) {
        if (Def->isValueUnset("SchedRW") && !unsupportedOn(PM, Def)) {
          PrintError(Def, "No schedule information for instruction '" +
                              std::string(Def->getName()) + "' in SchedMachineModel '" +
                              std::string(PM.ModelDef->getName()) + "'");
          Complete = false;
        }
        continue;
      }
      const SchedClassInfo &SC = Classes[Class];
      if (!SC.Writes.empty())
        continue;
      bool Covered = false;
      for (const Record *InstRW : SC.InstRWs)
        Covered |= InstRW->getValueAsDef("SchedModel") == PM.ModelDef;
      if (Covered)
        continue;
      // Itineraries describe the classes that have an itinerary class.
      if (PM.hasItineraries() && Classes[Class].ItinClass->getName() != "NoItinerary")
        continue;
      if (unsupportedOn(PM, Def))
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

} // namespace tblgen::codegen
