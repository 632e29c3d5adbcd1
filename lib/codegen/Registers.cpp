//===- Registers.cpp - The register file of a target ----------------------===//
//
// Builds the register model in the steps llvm-tblgen takes, so that every
// order the tables show (register enum, unit numbers, class enum, pressure
// sets) comes out the same: registers sorted by name, units handed out
// while visiting them in enum order, classes read in name order and
// completed with inferred intersections before the topological sort.
//
//===----------------------------------------------------------------------===//

#include "tblgen/CodeGen/Registers.h"

#include "tblgen/Casting.h"
#include "tblgen/Error.h"

#include <algorithm>
#include <functional>
#include <numeric>

namespace tblgen::codegen {

//===----------------------------------------------------------------------===//
// Names and the target def
//===----------------------------------------------------------------------===//

namespace {

bool isDigitChar(char C) { return C >= '0' && C <= '9'; }

/// Splits a name into alternating runs of digits and non-digits.
std::vector<std::string_view> nameRuns(std::string_view S) {
  std::vector<std::string_view> Runs;
  size_t Start = 0;
  for (size_t I = 1; I <= S.size(); ++I)
    if (I == S.size() || isDigitChar(S[I]) != isDigitChar(S[Start])) {
      Runs.push_back(S.substr(Start, I - Start));
      Start = I;
    }
  return Runs;
}

} // namespace

bool lessRegisterName(const Record *A, const Record *B) {
  return lessRegisterKey(A->getValueAsInt("PositionOrder"), A->getName(),
                         B->getValueAsInt("PositionOrder"), B->getName());
}

namespace {

/// The order of registers on their PositionOrder and name runs.
bool lessRuns(int64_t PA, const std::vector<std::string_view> &RA, int64_t PB,
              const std::vector<std::string_view> &RB) {
  if (PA != PB)
    return PA < PB;
  if (RA.size() != RB.size())
    return RA.size() < RB.size();
  // The even runs (text) decide first, then the odd ones (numbers: the
  // shorter is smaller; equal lengths compare as text).
  for (size_t I = 0; I < RA.size(); I += 2)
    if (int C = RA[I].compare(RB[I]))
      return C < 0;
  for (size_t I = 1; I < RA.size(); I += 2) {
    if (RA[I].size() != RB[I].size())
      return RA[I].size() < RB[I].size();
    if (int C = RA[I].compare(RB[I]))
      return C < 0;
  }
  return false;
}

/// Sorts registers (stably) by lessRuns, each key computed once.
template <typename PositionFn>
void sortRegisters(std::vector<const Record *> &Defs, PositionFn Position) {
  struct Key {
    const Record *Def;
    int64_t Pos;
    std::vector<std::string_view> Runs;
  };
  std::vector<Key> Keys;
  Keys.reserve(Defs.size());
  for (const Record *D : Defs)
    Keys.push_back({D, Position(D), nameRuns(D->getName())});
  std::stable_sort(Keys.begin(), Keys.end(), [](const Key &A, const Key &B) {
    return lessRuns(A.Pos, A.Runs, B.Pos, B.Runs);
  });
  for (size_t I = 0; I < Keys.size(); ++I)
    Defs[I] = Keys[I].Def;
}

} // namespace

bool lessRegisterKey(int64_t PA, std::string_view NA, int64_t PB, std::string_view NB) {
  return lessRuns(PA, nameRuns(NA), PB, nameRuns(NB));
}

const Record *getTargetDef(const RecordKeeper &Records) {
  const auto &Targets = Records.getAllDerivedDefinitions("Target");
  if (Targets.empty())
    PrintFatalError("No 'Target' subclasses defined!");
  if (Targets.size() != 1)
    PrintFatalError("Multiple subclasses of Target defined!");
  return Targets[0];
}

//===----------------------------------------------------------------------===//
// Hardware modes
//===----------------------------------------------------------------------===//

HwModes::HwModes(const RecordKeeper &Records) {
  for (const Record *Mode : Records.getAllDerivedDefinitionsIfDefined("HwMode"))
    if (Mode->getName() != "DefaultMode") {
      (void)Mode->getValueAsListOfDefs("Predicates");
      Modes.push_back(Mode);
    }
  for (const Record *Select : Records.getAllDerivedDefinitionsIfDefined("HwModeSelect"))
    (void)select(Select);
}

std::string_view HwModes::recordName(unsigned Mode) const {
  return Mode == 0 ? "DefaultMode" : Modes[Mode - 1]->getName();
}

std::string_view HwModes::name(unsigned Mode, bool IncludeDefault) const {
  if (Mode == 0)
    return IncludeDefault ? "Default" : "";
  return Modes[Mode - 1]->getName();
}

unsigned HwModes::idOf(const Record *Mode, const Record *User) const {
  if (Mode->getName() == "DefaultMode")
    return 0;
  for (size_t I = 0; I < Modes.size(); ++I)
    if (Modes[I] == Mode)
      return unsigned(I + 1);
  PrintFatalError(User, "Unknown HwMode '" + std::string(Mode->getName()) + "'");
}

std::vector<std::pair<unsigned, const Record *>> HwModes::select(const Record *Def) const {
  std::vector<const Record *> Ms = Def->getValueAsListOfDefs("Modes");
  std::vector<const Record *> Objs = Def->getValueAsListOfDefs("Objects");
  if (Ms.size() != Objs.size())
    PrintFatalError(Def, "in record " + std::string(Def->getName()) +
                             " derived from HwModeSelect: the lists Modes and Objects should "
                             "have the same size");
  std::vector<std::pair<unsigned, const Record *>> Items;
  for (size_t I = 0; I < Ms.size(); ++I)
    Items.emplace_back(idOf(Ms[I], Def), Objs[I]);
  return Items;
}

//===----------------------------------------------------------------------===//
// Value types
//===----------------------------------------------------------------------===//

ValueType RegisterBank::valueType(const Record *VT, const Record *User) {
  if (VTValues.empty()) {
    // The MVT enumerators follow the ValueTypes defset (0 is invalid).
    if (const auto *L = dyn_cast_or_null<ListInit>(Records.getGlobal("ValueTypes")))
      for (size_t I = 0; I < L->size(); ++I)
        if (const Record *D = L->getElementAsRecord(unsigned(I)))
          VTValues.try_emplace(D->getValueAsString("LLVMName"),
                               std::make_pair(unsigned(I + 1), uint64_t(D->getValueAsInt("Size"))));
  }
  ValueType T;
  std::string Name = VT->getValueAsString("LLVMName");
  // A type is the MVT its LLVMName names, with that MVT's size (a target's
  // own type may claim another size: SPIR-V's v2p64 is an i64).
  auto It = VTValues.find(Name);
  T.Value = It == VTValues.end() ? 255 : It->second.first;
  T.Name = "MVT::" + Name;
  T.Size = It == VTValues.end() ? uint64_t(VT->getValueAsInt("Size")) : It->second.second;
  (void)User;
  return T;
}

ByHwMode<ValueType> RegisterBank::valueTypeByMode(const Record *VT, const Record *User) {
  ByHwMode<ValueType> R;
  if (VT->isSubClassOf("HwModeSelect")) {
    for (auto [Mode, Obj] : Modes.select(VT))
      if (!R.insert(Mode, valueType(Obj, User)))
        PrintFatalError(VT, "duplicate RegInfo entry for HwMode " +
                                std::string(Modes.recordName(Mode)) + ": " +
                                std::string(Obj->getName()));
    return R;
  }
  R.insert(0, valueType(VT, User));
  return R;
}

//===----------------------------------------------------------------------===//
// The bank
//===----------------------------------------------------------------------===//

RegisterBank::RegisterBank(const RecordKeeper &RK) : Records(RK), Modes(RK) {
  Sets.addFieldExpander("RegisterClass", "MemberList");
  Sets.addFieldExpander("CalleeSavedRegs", "SaveList");
  Sets.addExpander("RegisterTuples", tupleExpander(*this));
  readSubRegIndices();
  readRegisters();
  computeSubRegGraph();
  readClasses();
  inferClasses();
  orderClasses();
  readCategories();
}

void RegisterBank::computeDerivedInfo() {
  if (DerivedDone)
    return;
  DerivedDone = true;
  computeComposites();
  computeLaneMasks();
  computeUnitWeights();
  computePressureSets();
  computeUnitLaneMasks();
}

RegisterBank::~RegisterBank() = default;

int RegisterBank::regIndex(const Record *Def) const {
  auto It = RegByDef.find(Def);
  return It == RegByDef.end() ? -1 : int(It->second);
}

void RegisterBank::readRegisters() {
  std::vector<const Record *> Defs = Records.getAllDerivedDefinitions("Register");
  // Tuple registers sort by their first member's PositionOrder.
  auto Position = [&](const Record *R) {
    auto It = Tuples.find(R);
    return (It == Tuples.end() ? R : It->second.Proto)->getValueAsInt("PositionOrder");
  };
  const auto &TupleSets = Records.getAllDerivedDefinitionsIfDefined("RegisterTuples");
  if (!Defs.empty() && Defs[0]->isSubClassOf("X86Reg")) {
    // X86 sorts its tuples in with the other registers.
    for (const Record *T : TupleSets) {
      const std::vector<const Record *> &TR = *Sets.expand(T);
      Defs.insert(Defs.end(), TR.begin(), TR.end());
    }
    sortRegisters(Defs, Position);
  } else {
    sortRegisters(Defs, Position);
    for (const Record *T : TupleSets) {
      std::vector<const Record *> TR = *Sets.expand(T);
      sortRegisters(TR, Position);
      Defs.insert(Defs.end(), TR.begin(), TR.end());
    }
  }
  Regs.reserve(Defs.size());
  for (const Record *D : Defs) {
    if (RegByDef.count(D))
      continue;
    Register R;
    R.Def = D;
    R.Name = D->getName();
    R.EnumValue = unsigned(Regs.size() + 1);
    auto T = Tuples.find(D);
    R.IsTuple = T != Tuples.end();
    R.Fields = R.IsTuple ? T->second.Proto : D;
    R.CostPerUse = R.Fields->getValueAsListOfInts("CostPerUse");
    R.CoveredBySubRegs = R.IsTuple || D->getValueAsBit("CoveredBySubRegs");
    R.Constant = R.Fields->getValueAsBit("isConstant");
    R.Artificial = R.Fields->getValueAsBit("isArtificial");
    RegByDef.emplace(D, unsigned(Regs.size()));
    Regs.push_back(std::move(R));
  }
  // The explicit links: sub-registers and ad hoc aliases (both ways).
  for (unsigned I = 0; I < Regs.size(); ++I) {
    const Record *D = Regs[I].Def;
    std::vector<const Record *> SubIdx, Subs;
    if (Regs[I].IsTuple) {
      const TupleInfo &TI = Tuples.at(D);
      SubIdx = TI.Indices;
      Subs = TI.Members;
    } else {
      SubIdx = D->getValueAsListOfDefs("SubRegIndices");
      Subs = D->getValueAsListOfDefs("SubRegs");
    }
    if (SubIdx.size() != Subs.size())
      PrintFatalError(D, "SubRegs and SubRegIndices must have the same size");
    for (size_t K = 0; K < Subs.size(); ++K) {
      auto It = IndexByDef.find(SubIdx[K]);
      if (It == IndexByDef.end())
        PrintFatalError(D, "'" + std::string(SubIdx[K]->getName()) + "' is not a SubRegIndex");
      int J = regIndex(Subs[K]);
      if (J < 0)
        PrintFatalError(D, "'" + std::string(Subs[K]->getName()) + "' is not a register");
      Regs[I].ExplicitSubRegIndices.push_back(It->second);
      Regs[I].ExplicitSubRegs.push_back(unsigned(J));
    }
    if (Regs[I].CoveredBySubRegs && !Regs[I].ExplicitSubRegs.empty())
      Regs[Regs[I].ExplicitSubRegs[0]].LeadingSuperRegs.push_back(I);
    if (Regs[I].IsTuple) {
      // The explicit lists now hold what the tuple's entry held.
      Tuples.erase(D);
      continue;
    }
    for (const Record *A : D->getValueAsListOfDefs("Aliases")) {
      int J = regIndex(A);
      if (J < 0)
        PrintFatalError(D, "'" + std::string(A->getName()) + "' is not a register");
      Regs[I].Aliases.push_back(unsigned(J));
      Regs[unsigned(J)].Aliases.push_back(I);
    }
  }
}

//===----------------------------------------------------------------------===//
// Register classes
//===----------------------------------------------------------------------===//

void RegisterBank::notARegister(const Record *Def) const {
  // llvm-tblgen reads any def it meets as a register: the first field a
  // non-register lacks is the error.
  (void)Def->getValueAsListOfInts("CostPerUse");
  (void)Def->getValueAsBit("CoveredBySubRegs");
  (void)Def->getValueAsBit("isConstant");
  (void)Def->getValueAsBit("isArtificial");
  PrintFatalError(Def, "'" + std::string(Def->getName()) + "' is not a register");
}

int RegisterBank::findClass(const DenseBits &Members, const RegSizeInfo &Size) const {
  auto It = ClassByKey.find(Members.hash());
  if (It == ClassByKey.end())
    return -1;
  for (unsigned I : It->second) {
    const RegClass &RC = Classes[I];
    if (RC.MemberBits == Members && RC.RSI.get(RC.RSI.firstMode()) == Size)
      return int(I);
  }
  return -1;
}

unsigned RegisterBank::addClass(RegClass RC) {
  unsigned Idx = unsigned(Classes.size());
  // The first class with given members and size is the one found.
  bool Index = !RC.Artificial && findClass(RC.MemberBits, RC.RSI.get(RC.RSI.firstMode())) < 0;
  uint64_t H = RC.MemberBits.hash();
  Classes.push_back(std::move(RC));
  if (Index)
    ClassByKey[H].push_back(Idx);
  return Idx;
}

void RegisterBank::readClasses() {
  const auto &Defs = Records.getAllDerivedDefinitions("RegisterClass");
  if (Defs.empty())
    PrintFatalError("No 'RegisterClass' subclasses defined!");
  for (const Record *D : Defs) {
    RegClass RC;
    RC.Def = D;
    RC.Name = std::string(D->getName());
    RC.GeneratePressureSet = D->getValueAsBit("GeneratePressureSet");
    std::vector<const Record *> Types = D->getValueAsListOfDefs("RegTypes");
    if (Types.empty())
      PrintFatalError(D, "RegTypes list must not be empty!");
    for (const Record *T : Types) {
      if (!T->isSubClassOf("ValueType"))
        PrintFatalError(D, "RegTypes list member '" + std::string(T->getName()) +
                               "' does not derive from the ValueType class!");
      RC.VTs.push_back(valueTypeByMode(T, D));
    }

    const std::vector<const Record *> *Elements = Sets.expand(D);
    const ListInit *AltOrders = D->getValueAsListInit("AltOrders");
    RC.Orders.resize(1 + AltOrders->size());
    RC.MemberBits.resize(Regs.size());
    RC.Artificial = true;
    for (const Record *E : *Elements) {
      int Idx = regIndex(E);
      if (Idx < 0)
        notARegister(E);
      RC.Orders[0].push_back(unsigned(Idx));
      if (!RC.MemberBits.test(unsigned(Idx))) {
        RC.MemberBits.set(unsigned(Idx));
        RC.Members.push_back(unsigned(Idx));
      }
      RC.Artificial = RC.Artificial && Regs[unsigned(Idx)].Artificial;
    }
    std::sort(RC.Members.begin(), RC.Members.end());

    for (size_t A = 0; A < AltOrders->size(); ++A) {
      SetTheory::RecSet Order;
      Sets.evaluate(AltOrders->getElement(unsigned(A)), Order, D->getLocs());
      std::vector<unsigned> &Alt = RC.Orders[1 + A];
      for (const Record *E : Order) {
        int Idx = regIndex(E);
        if (Idx < 0)
          notARegister(E);
        Alt.push_back(unsigned(Idx));
      }
      // Checked from the end, as the reference checks them.
      for (size_t K = Alt.size(); K-- > 0;)
        if (!RC.contains(Alt[K]))
          PrintFatalError(D, " AltOrder register " + std::string(Regs[Alt[K]].Name) +
                                 " is not a class member");
    }

    RC.Namespace = D->getValueAsString("Namespace");
    if (const Record *Infos = D->getValueAsOptionalDef("RegInfos")) {
      for (auto [Mode, Obj] : Modes.select(Infos)) {
        RegSizeInfo I;
        I.RegSize = uint64_t(Obj->getValueAsInt("RegSize"));
        I.SpillSize = uint64_t(Obj->getValueAsInt("SpillSize"));
        I.SpillAlignment = uint64_t(Obj->getValueAsInt("SpillAlignment"));
        if (!RC.RSI.insert(Mode, I))
          PrintFatalError(Infos, "duplicate RegInfo entry for HwMode " +
                                     std::string(Modes.recordName(Mode)) + ": " +
                                     std::string(Obj->getName()));
      }
    }
    int64_t Size = D->getValueAsInt("Size");
    if (!RC.RSI.hasDefault() && Size == 0 && !RC.VTs[0].isSimple())
      PrintFatalError(D, "Impossible to determine register size");
    if (!RC.RSI.hasDefault()) {
      RegSizeInfo I;
      I.RegSize = I.SpillSize = Size ? uint64_t(Size) : RC.VTs[0].get(0).Size;
      I.SpillAlignment = uint64_t(D->getValueAsInt("Alignment"));
      RC.RSI.insert(0, I);
    }

    int64_t CopyCost = D->getValueAsInt("CopyCost");
    RC.Allocatable = D->getValueAsBit("isAllocatable");
    RC.AltOrderSelect = D->getValueAsString("AltOrderSelect");
    int64_t Priority = D->getValueAsInt("AllocationPriority");
    if (Priority < 0 || Priority > 31)
      PrintFatalError(D, "AllocationPriority out of range [0,31]");
    RC.AllocationPriority = unsigned(Priority);
    RC.GlobalPriority = D->getValueAsBit("GlobalPriority");
    RC.TSFlags = unsigned(D->getValueAsBitsInit("TSFlags")->convertInitializerToInt().value_or(0)) & 0xff;
    if (CopyCost < 0)
      RC.CopyCost = 255;
    else if (CopyCost > 255)
      PrintFatalError(D, "'CopyCost' must be an 8-bit value");
    else
      RC.CopyCost = unsigned(CopyCost);
    if (!D->isValueUnset("BaseClassOrder"))
      RC.BaseClassOrder = D->getValueAsInt("BaseClassOrder");
    addClass(std::move(RC));
  }
}

namespace {

/// B may replace A: A holds all of B's members and B's sizes are no
/// smaller (with a compatible alignment).
bool isSubClass(const RegClass &A, const RegClass &B) {
  unsigned M = A.RSI.firstMode();
  const RegSizeInfo &SA = A.RSI.get(M), &SB = B.RSI.get(M);
  if (!(SA.RegSize <= SB.RegSize && SA.SpillAlignment &&
        SB.SpillAlignment % SA.SpillAlignment == 0 && SA.SpillSize <= SB.SpillSize))
    return false;
  return B.MemberBits.isSubsetOf(A.MemberBits);
}

} // namespace

void RegisterBank::orderClasses() {
  // Topological order: size info ascending, then more members first, then
  // by name.
  std::vector<unsigned> Order(Classes.size());
  std::iota(Order.begin(), Order.end(), 0u);
  std::stable_sort(Order.begin(), Order.end(), [&](unsigned X, unsigned Y) {
    const RegClass &A = Classes[X], &B = Classes[Y];
    unsigned M = A.RSI.firstMode();
    const RegSizeInfo &SA = A.RSI.get(M), &SB = B.RSI.get(M);
    if (SA < SB)
      return true;
    if (SB < SA)
      return false;
    if (A.Members.size() != B.Members.size())
      return A.Members.size() > B.Members.size();
    return A.Name < B.Name;
  });
  std::vector<RegClass> Sorted;
  Sorted.reserve(Classes.size());
  std::vector<unsigned> NewOf(Classes.size());
  for (unsigned I : Order) {
    NewOf[I] = unsigned(Sorted.size());
    Sorted.push_back(std::move(Classes[I]));
  }
  Classes = std::move(Sorted);
  // The links between classes follow them to their new numbers.
  for (RegClass &RC : Classes) {
    for (int &C : RC.SubClassWithSubReg)
      if (C >= 0)
        C = int(NewOf[unsigned(C)]);
    for (auto &[Idx, Set] : RC.SuperRegClasses) {
      std::vector<unsigned> Moved;
      Moved.reserve(Set.size());
      for (unsigned C : Set)
        Moved.push_back(NewOf[C]);
      Set.assign(std::move(Moved));
    }
    if (RC.InferredFromRC >= 0)
      RC.InferredFromRC = int(NewOf[unsigned(RC.InferredFromRC)]);
  }
  ClassByKey.clear();
  const size_t N = Classes.size();
  for (size_t I = 0; I < N; ++I)
    Classes[I].EnumValue = unsigned(I);

  // Sub-classes, visiting from the end so that a sub-class's own set is
  // complete when it is merged in.
  for (size_t I = N; I-- > 0;) {
    RegClass &RC = Classes[I];
    RC.SubClasses.assign(N, false);
    RC.SubClasses[I] = true;
    if (RC.Artificial)
      continue;
    for (size_t J = I + 1; J < N; ++J) {
      if (RC.SubClasses[J] || !isSubClass(RC, Classes[J]))
        continue;
      for (size_t K = 0; K < N; ++K)
        if (Classes[J].SubClasses[K])
          RC.SubClasses[K] = true;
    }
    // Classes with the same members and sizes sort by name: the ones just
    // before this one may be sub-classes too.
    for (size_t J = I; J-- > 0 && isSubClass(RC, Classes[J]);)
      RC.SubClasses[J] = true;
  }
  for (size_t I = 0; I < N; ++I)
    for (size_t J = 0; J < N; ++J)
      if (J != I && Classes[I].SubClasses[J])
        Classes[J].SuperClasses.push_back(unsigned(I));

  // Synthesized classes take their properties from the nearest allocatable
  // super-class (else the nearest one).
  for (RegClass &RC : Classes) {
    if (RC.Def)
      continue;
    if (RC.SuperClasses.empty())
      PrintFatalError("synthesized register class " + RC.Name + " has no super-class");
    const RegClass *Super = &Classes[RC.SuperClasses.back()];
    for (size_t K = RC.SuperClasses.size(); K-- > 0;)
      if (Classes[RC.SuperClasses[K]].Allocatable) {
        Super = &Classes[RC.SuperClasses[K]];
        break;
      }
    RC.Namespace = Super->Namespace;
    RC.VTs = Super->VTs;
    RC.CopyCost = Super->CopyCost;
    RC.Allocatable = Super->Allocatable;
    RC.AltOrderSelect = Super->AltOrderSelect;
    RC.AllocationPriority = Super->AllocationPriority;
    RC.GlobalPriority = Super->GlobalPriority;
    RC.TSFlags = Super->TSFlags;
    RC.GeneratePressureSet = RC.GeneratePressureSet || Super->GeneratePressureSet;
    RC.Orders.assign(Super->Orders.size(), {});
    for (size_t O = 0; O < Super->Orders.size(); ++O)
      for (unsigned R : Super->Orders[O])
        if (RC.contains(R))
          RC.Orders[O].push_back(R);
  }

  for (RegClass &RC : Classes) {
    RC.HasDisjunctSubRegs = false;
    RC.CoveredBySubRegs = true;
    for (unsigned R : RC.Members) {
      RC.HasDisjunctSubRegs = RC.HasDisjunctSubRegs || Regs[R].HasDisjunctSubRegs;
      RC.CoveredBySubRegs = RC.CoveredBySubRegs && Regs[R].CoveredBySubRegs;
    }
  }
}

void RegisterBank::readCategories() {
  std::map<const Record *, unsigned> ByDef;
  // Classes of artificial registers only are not known by their def.
  for (const RegClass &RC : Classes)
    if (RC.Def && !RC.Artificial)
      ByDef.emplace(RC.Def, RC.EnumValue);
  for (const Record *D : Records.getAllDerivedDefinitionsIfDefined("RegisterCategory")) {
    RegCategory C{D, {}};
    for (const Record *RC : D->getValueAsListOfDefs("Classes")) {
      auto It = ByDef.find(RC);
      if (It == ByDef.end()) {
        if (RC->isSubClassOf("RegClassByHwMode"))
          PrintError(RC->getLocs(), "cannot resolve HwMode for " + std::string(RC->getName()));
        else
          PrintError(RC->getLocs(), std::string(RC->getName()) + " is not a known RegisterClass!");
        PrintFatalNote(RC->getLocs(), std::string(RC->getName()) + " defined here");
      }
      C.Classes.push_back(It->second);
    }
    Categories.push_back(std::move(C));
  }
}

//===----------------------------------------------------------------------===//
// Weights and pressure sets
//===----------------------------------------------------------------------===//

unsigned RegisterBank::regWeight(unsigned Reg) const {
  unsigned W = 0;
  for (unsigned U : Regs[Reg].Units)
    W += Units[U].Weight;
  return W;
}

unsigned RegisterBank::classWeight(const RegClass &RC) const {
  if (RC.Def && !RC.Def->isValueUnset("Weight"))
    return unsigned(RC.Def->getValueAsInt("Weight"));
  if (RC.Members.empty() || RC.Artificial)
    return 0;
  return regWeight(RC.Members.front());
}

std::vector<unsigned> RegisterBank::classUnits(const RegClass &RC) const {
  std::vector<unsigned> U;
  for (unsigned R : RC.Members)
    for (unsigned X : Regs[R].Units)
      if (!Units[X].Artificial)
        U.push_back(X);
  std::sort(U.begin(), U.end());
  U.erase(std::unique(U.begin(), U.end()), U.end());
  return U;
}

unsigned RegisterBank::unitSetWeight(const std::vector<unsigned> &Set) const {
  unsigned W = 0;
  for (unsigned U : Set)
    W += Units[U].Weight;
  return W;
}

void RegisterBank::computeUnitWeights() {
  // Registers fall into "uber sets": the transitive closure of allocatable
  // classes sharing registers; set 0 holds every register outside them.
  const unsigned NR = unsigned(Regs.size());
  std::vector<unsigned> Parent(NR + 1);
  std::iota(Parent.begin(), Parent.end(), 0u);
  auto Find = [&](unsigned X) {
    while (Parent[X] != X)
      X = Parent[X] = Parent[Parent[X]];
    return X;
  };
  auto Join = [&](unsigned A, unsigned B) {
    A = Find(A);
    B = Find(B);
    if (A != B)
      Parent[std::max(A, B)] = std::min(A, B);
  };
  std::vector<bool> Allocatable(NR + 1);
  for (const RegClass &RC : Classes) {
    if (!RC.Allocatable || RC.Members.empty())
      continue;
    unsigned First = RC.Members[0] + 1;
    Allocatable[First] = true;
    for (size_t K = 1; K < RC.Members.size(); ++K) {
      Allocatable[RC.Members[K] + 1] = true;
      Join(First, RC.Members[K] + 1);
    }
  }
  for (unsigned R = 1; R <= NR; ++R)
    if (!Allocatable[R])
      Join(0, R);
  // Number the sets in order of their smallest member, set 0 first.
  std::vector<int> SetOfLeader(NR + 1, -1);
  std::vector<std::vector<unsigned>> UberSets(1);
  SetOfLeader[Find(0)] = 0;
  std::vector<unsigned> RegSet(NR);
  for (unsigned R = 1; R <= NR; ++R) {
    unsigned L = Find(R);
    if (SetOfLeader[L] < 0) {
      SetOfLeader[L] = int(UberSets.size());
      UberSets.emplace_back();
    }
    RegSet[R - 1] = unsigned(SetOfLeader[L]);
    UberSets[RegSet[R - 1]].push_back(R - 1);
  }
  std::vector<unsigned> SetWeight(UberSets.size(), 0);
  // Singular[S]: the units that alone make up a register of set S at the
  // set's weight (bits only ever set).
  std::vector<std::vector<bool>> Singular(UberSets.size());
  // A set's weight depends only on its registers' units and their weights,
  // so after a change only the sets it touched are computed again: the
  // sets of the register whose units changed, or every set holding a unit
  // whose weight changed (SetsOfUnit). The others would come out the same.
  std::vector<std::vector<unsigned>> SetsOfUnit(Units.size());
  auto NoteUnitInSet = [&](unsigned U, unsigned S) {
    if (S == 0)
      return;
    if (SetsOfUnit.size() <= U)
      SetsOfUnit.resize(U + 1);
    std::vector<unsigned> &L = SetsOfUnit[U];
    if (std::find(L.begin(), L.end(), S) == L.end())
      L.push_back(S);
  };
  for (unsigned R = 0; R < NR; ++R)
    for (unsigned U : Regs[R].Units)
      NoteUnitInSet(U, RegSet[R]);
  std::vector<char> Touched(UberSets.size(), 0);
  std::vector<unsigned> TouchedSets;
  auto Touch = [&](unsigned S) {
    if (S != 0 && !Touched[S]) {
      Touched[S] = 1;
      TouchedSets.push_back(S);
    }
  };
  auto ComputeSet = [&](size_t S) {
    unsigned Max = 0;
    for (unsigned R : UberSets[S]) {
      unsigned W = 0;
      for (unsigned U : Regs[R].Units) {
        if (Units[U].Artificial)
          continue;
        if (!Units[U].Weight)
          Units[U].Weight = 1;
        W += Units[U].Weight;
      }
      Max = std::max(Max, W);
    }
    SetWeight[S] = Max;
    std::vector<bool> &Single = Singular[S];
    for (unsigned R : UberSets[S])
      if (Regs[R].Units.size() == 1 && regWeight(R) == Max) {
        unsigned U = Regs[R].Units[0];
        if (Single.size() <= U)
          Single.resize(std::max<size_t>(U + 1, Units.size()));
        Single[U] = true;
      }
  };
  // Brings every set up to date (what computing all of them again gives).
  auto ComputeSetWeights = [&]() {
    std::sort(TouchedSets.begin(), TouchedSets.end());
    for (unsigned S : TouchedSets) {
      Touched[S] = 0;
      ComputeSet(S);
    }
    TouchedSets.clear();
  };
  for (size_t S = 1; S < UberSets.size(); ++S)
    ComputeSet(S);

  // Each register (its sub-registers first, depth first) too light for its
  // set gets weight on its single unit, or an adopted unit its
  // super-registers inherit. A unit that cannot take weight (an artificial
  // one) would make this loop forever (llvm-tblgen hangs there); each pass
  // fixes at least one register otherwise, so a bound stops it.
  // Visited registers and units are stamped with the top-level register
  // being normalized rather than cleared for each.
  std::vector<unsigned> RegStamp(NR, ~0u), UnitStamp;
  unsigned Stamp = 0;
  // A register's units already hold its sub-registers' native units; it
  // only has more to inherit when units were adopted since it last looked.
  std::vector<size_t> InheritedAt(NR, Units.size());
  std::function<bool(unsigned)> Normalize = [&](unsigned R) -> bool {
    if (RegStamp[R] == Stamp)
      return false;
    RegStamp[R] = Stamp;
    bool Changed = false;
    for (auto [I, Sub] : Regs[R].SubRegs)
      if (Sub != R)
        Changed = Normalize(Sub) || Changed;
    // Inherit the units the sub-registers adopted.
    bool Grew = false;
    if (InheritedAt[R] != Units.size()) {
      InheritedAt[R] = Units.size();
      for (auto [I, Sub] : Regs[R].SubRegs)
      for (unsigned U : Regs[Sub].Units) {
        std::vector<unsigned> &Own = Regs[R].Units;
        auto It = std::lower_bound(Own.begin(), Own.end(), U);
        if (It == Own.end() || *It != U) {
          Own.insert(It, U);
          NoteUnitInSet(U, RegSet[R]);
          Grew = true;
        }
      }
    }
    if (Grew) {
      Touch(RegSet[R]);
      ComputeSetWeights();
    }
    unsigned S = RegSet[R];
    unsigned W = regWeight(R);
    Register &Reg = Regs[R];
    if (SetWeight[S] > W) {
      unsigned Adjust = Reg.Units[0];
      bool IsSingular = Singular[S].size() > Adjust && Singular[S][Adjust];
      bool Normal = UnitStamp.size() > Adjust && UnitStamp[Adjust] == Stamp;
      if (Reg.Units.size() != 1 || Normal || IsSingular) {
        unsigned U = unsigned(Units.size());
        RegUnit New;
        New.Weight = SetWeight[S] - W;
        Units.push_back(New);
        Reg.Units.push_back(U);
        NoteUnitInSet(U, S);
        Touch(S);
      } else {
        if (!Units[Adjust].Artificial) {
          Units[Adjust].Weight += SetWeight[S] - W;
          if (Adjust < SetsOfUnit.size())
            for (unsigned Other : SetsOfUnit[Adjust])
              Touch(Other);
        }
        Touch(S);
        ComputeSetWeights();
      }
      Changed = true;
    }
    for (unsigned U : Reg.Units) {
      if (UnitStamp.size() <= U)
        UnitStamp.resize(U + 1, ~0u);
      UnitStamp[U] = Stamp;
    }
    return Changed;
  };
  size_t Passes = 0;
  for (bool Changed = true; Changed;) {
    if (++Passes > Regs.size() + Units.size() + 2)
      PrintFatalError("Runaway register unit weights: an allocatable class mixes artificial "
                      "and other registers of different weights");
    Changed = false;
    // A pass changes nothing unless some register is too light for its
    // set or has units to inherit: then the walk (whose order matters)
    // is skipped.
    bool Needed = false;
    for (unsigned R = 0; R < NR && !Needed; ++R)
      Needed = InheritedAt[R] != Units.size() || SetWeight[RegSet[R]] > regWeight(R);
    if (!Needed)
      break;
    for (unsigned R = 0; R < NR; ++R) {
      ++Stamp;
      Changed = Normalize(R) || Changed;
    }
  }
}

void RegisterBank::computePressureSets() {
  const size_t NU = Units.size();
  auto BitsOf = [&](const std::vector<unsigned> &U) {
    DenseBits B;
    B.resize(NU);
    for (unsigned X : U)
      B.set(X);
    return B;
  };
  // Sets by a hash of their units, to find an equal one quickly.
  std::unordered_map<uint64_t, std::vector<size_t>> ByHash;
  auto FindSet = [&](const DenseBits &B) {
    auto It = ByHash.find(B.hash());
    if (It != ByHash.end())
      for (size_t I : It->second)
        if (UnitSets[I].Bits == B)
          return I;
    return UnitSets.size();
  };
  auto AddSet = [&](RegUnitSet S) {
    ByHash[S.Bits.hash()].push_back(UnitSets.size());
    UnitSets.push_back(std::move(S));
  };
  for (const RegClass &RC : Classes) {
    if (!RC.Allocatable || RC.Artificial || !RC.GeneratePressureSet)
      continue;
    RegUnitSet S;
    S.Name = RC.Name;
    S.Units = classUnits(RC);
    S.Bits = BitsOf(S.Units);
    if (FindSet(S.Bits) == UnitSets.size())
      AddSet(std::move(S));
  }
  if (UnitSets.empty())
    PrintFatalError("RegUnitSets cannot be empty!");

  // Merges sets that are a near subset (at most two units fewer, same unit
  // weight) of another into it, keeping the shorter name.
  auto Prune = [&]() {
    std::vector<size_t> Keep;
    for (size_t Sub = 0; Sub < UnitSets.size(); ++Sub) {
      size_t Super = 0;
      const RegUnitSet &A = UnitSets[Sub];
      for (; Super < UnitSets.size(); ++Super) {
        if (Super == Sub)
          continue;
        const RegUnitSet &B = UnitSets[Super];
        if (A.Units.size() + 3 <= B.Units.size() || A.Units.size() > B.Units.size())
          continue;
        unsigned W = Units[A.Units[0]].Weight;
        if (W == Units[B.Units[0]].Weight && W == Units[B.Units.back()].Weight &&
            A.Bits.isSubsetOf(B.Bits)) {
          if (A.Name.size() < B.Name.size())
            UnitSets[Super].Name = A.Name;
          break;
        }
      }
      if (Super == UnitSets.size())
        Keep.push_back(Sub);
    }
    std::vector<RegUnitSet> Pruned;
    for (size_t K : Keep)
      Pruned.push_back(std::move(UnitSets[K]));
    UnitSets = std::move(Pruned);
    ByHash.clear();
    for (size_t I = 0; I < UnitSets.size(); ++I)
      ByHash[UnitSets[I].Bits.hash()].push_back(I);
  };
  Prune();

  // The union of every two overlapping sets is a set too.
  const size_t NumSubSets = UnitSets.size();
  const size_t End = UnitSets.size();
  for (size_t I = 0; I < End; ++I) {
    for (size_t J = I >= NumSubSets ? 0 : I + 1; J < End; ++J) {
      if (!UnitSets[I].Bits.anyCommon(UnitSets[J].Bits))
        continue;
      RegUnitSet S;
      S.Bits = UnitSets[I].Bits;
      for (size_t K = 0; K < S.Bits.Words.size(); ++K)
        S.Bits.Words[K] |= UnitSets[J].Bits.Words[K];
      if (FindSet(S.Bits) != UnitSets.size())
        continue;
      S.Name = UnitSets[I].Name + "_with_" + UnitSets[J].Name;
      S.Units = S.Bits.members();
      AddSet(std::move(S));
    }
  }
  Prune();

  ClassUnitSets.assign(Classes.size(), {});
  for (const RegClass &RC : Classes) {
    if (!RC.Allocatable)
      continue;
    std::vector<unsigned> U = classUnits(RC);
    if (U.empty())
      continue;
    DenseBits B = BitsOf(U);
    for (size_t S = 0; S < UnitSets.size(); ++S)
      if (B.isSubsetOf(UnitSets[S].Bits))
        ClassUnitSets[RC.EnumValue].push_back(unsigned(S));
  }
  // Lists shared by units: found through a map instead of a scan per unit.
  std::map<std::vector<unsigned>, unsigned> ListIndex;
  for (size_t I = ClassUnitSets.size(); I-- > 0;)
    ListIndex[ClassUnitSets[I]] = unsigned(I); // the first equal list wins
  for (unsigned U = 0; U < NumNativeUnits; ++U) {
    std::vector<unsigned> Sets;
    for (size_t S = 0; S < UnitSets.size(); ++S)
      if (UnitSets[S].Bits.test(U))
        Sets.push_back(unsigned(S));
    auto [It, New] = ListIndex.try_emplace(Sets, unsigned(ClassUnitSets.size()));
    Units[U].RCUnitSetsIdx = It->second;
    if (New)
      ClassUnitSets.push_back(std::move(Sets));
  }

  for (RegUnitSet &S : UnitSets)
    S.Weight = unitSetWeight(S.Units);
  SetOrder.resize(UnitSets.size());
  std::iota(SetOrder.begin(), SetOrder.end(), 0u);
  std::stable_sort(SetOrder.begin(), SetOrder.end(), [&](unsigned A, unsigned B) {
    return UnitSets[A].Units.size() < UnitSets[B].Units.size();
  });
  for (unsigned I = 0; I < SetOrder.size(); ++I)
    UnitSets[SetOrder[I]].Order = I;
}

std::vector<bool> RegisterBank::coveredRegisters(const std::vector<const Record *> &Defs) const {
  // The registers with their sub-registers, then the super-registers
  // covered by their sub-registers that are all in the set, until none is
  // added.
  std::vector<bool> In(Regs.size());
  std::vector<unsigned> Order;
  auto Add = [&](unsigned R) {
    if (In[R])
      return false;
    In[R] = true;
    Order.push_back(R);
    return true;
  };
  for (const Record *D : Defs) {
    int I = regIndex(D);
    if (I >= 0 && Add(unsigned(I)))
      for (unsigned S : subRegsPreOrder(unsigned(I)))
        Add(S);
  }
  for (size_t K = 0; K < Order.size(); ++K)
    for (unsigned Super : Regs[Order[K]].SuperRegs) {
      if (!Regs[Super].CoveredBySubRegs || In[Super])
        continue;
      bool All = true;
      for (auto [I, S] : Regs[Super].SubRegs)
        if (!In[S]) {
          All = false;
          break;
        }
      if (All)
        Add(Super);
    }
  std::vector<bool> BV(Regs.size() + 1);
  for (unsigned R : Order)
    BV[R + 1] = true;
  return BV;
}

//===----------------------------------------------------------------------===//
// The shared instance
//===----------------------------------------------------------------------===//

namespace {

struct BankSlot : RecordKeeper::Extension {
  explicit BankSlot(const RecordKeeper &Records) {
    (void)getTargetDef(Records);
    Bank = std::make_unique<RegisterBank>(Records);
  }
  std::unique_ptr<RegisterBank> Bank;
};

} // namespace

RegisterBank &getRegisterBank(const RecordKeeper &Records) {
  return *Records.getOrCreateExtension<BankSlot>(Records).Bank;
}

} // namespace tblgen::codegen
