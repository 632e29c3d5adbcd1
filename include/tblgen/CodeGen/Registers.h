//===- Registers.h - The register file of a target --------------*- C++ -*-===//
//
// The target model that register backends (-gen-register-info and the
// others that need registers) share: hardware modes, value types by mode,
// registers with their register units, register classes (explicit and
// inferred), register pressure sets and register categories, computed from
// the records as llvm-tblgen's CodeGenRegBank computes them, so that the
// tables printed from it have the same order and contents.
//
// Everything is numbered densely: a register is its index in enum order
// (enum value - 1), a register unit its number, a class its enum value.
// The model is built once per RecordKeeper (getRegisterBank) and shared.
//
// Sub-register indices, the sub-register graph (explicit, inherited,
// composed and concatenated sub-registers), lane masks and RegisterTuples
// are built by SubRegisters.cpp, the rest by Registers.cpp.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "tblgen/Record.h"
#include "tblgen/SetTheory.h"

#include <algorithm>
#include <cstdint>
#include <deque>
#include <map>
#include <memory>
#include <mutex>
#include <set>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <utility>
#include <vector>

namespace tblgen::codegen {

/// A set of small integers (register or unit numbers), a bit each: the
/// model's set operations run over 64 members at a time.
struct DenseBits {
  std::vector<uint64_t> Words;

  void resize(size_t N) { Words.assign((N + 63) / 64, 0); }
  void set(unsigned I) { Words[I >> 6] |= uint64_t(1) << (I & 63); }
  bool test(unsigned I) const { return (Words[I >> 6] >> (I & 63)) & 1; }
  bool anyCommon(const DenseBits &O) const {
    for (size_t I = 0; I < Words.size(); ++I)
      if (Words[I] & O.Words[I])
        return true;
    return false;
  }
  bool isSubsetOf(const DenseBits &O) const {
    for (size_t I = 0; I < Words.size(); ++I)
      if (Words[I] & ~O.Words[I])
        return false;
    return true;
  }
  bool none() const {
    for (uint64_t W : Words)
      if (W)
        return false;
    return true;
  }
  bool operator==(const DenseBits &O) const { return Words == O.Words; }
  uint64_t hash() const {
    uint64_t H = 0x9e3779b97f4a7c15ull;
    for (uint64_t W : Words)
      H = (H ^ W) * 0x100000001b3ull + (H >> 29);
    return H;
  }
  /// The members in ascending order.
  std::vector<unsigned> members() const {
    std::vector<unsigned> M;
    for (size_t I = 0; I < Words.size(); ++I)
      for (uint64_t W = Words[I]; W; W &= W - 1)
        M.push_back(unsigned(I * 64 + unsigned(__builtin_ctzll(W))));
    return M;
  }
};

/// Hardware modes: mode 0 is DefaultMode, the HwMode defs follow in name
/// order.
class HwModes {
public:
  explicit HwModes(const RecordKeeper &Records);
  /// The number of modes, the default one included.
  unsigned size() const { return unsigned(Modes.size()) + 1; }
  /// "Default" (or "" without IncludeDefault) for mode 0, else the def's name.
  std::string_view name(unsigned Mode, bool IncludeDefault) const;
  /// The name of the mode's def ("DefaultMode" for mode 0).
  std::string_view recordName(unsigned Mode) const;
  /// The (mode, object) pairs of a HwModeSelect def, in list order.
  std::vector<std::pair<unsigned, const Record *>> select(const Record *Def) const;

private:
  unsigned idOf(const Record *Mode, const Record *User) const;
  std::vector<const Record *> Modes;
};

/// A value that may differ between hardware modes: pairs sorted by mode.
/// A simple value has only the default mode.
template <typename T> struct ByHwMode {
  std::vector<std::pair<unsigned, T>> Map;

  bool isSimple() const { return Map.size() == 1 && Map[0].first == 0; }
  bool hasDefault() const { return !Map.empty() && Map[0].first == 0; }
  bool hasMode(unsigned M) const {
    for (const auto &P : Map)
      if (P.first == M)
        return true;
    return false;
  }
  /// The value for mode M, or the default one when M has none.
  const T &get(unsigned M) const {
    for (const auto &P : Map)
      if (P.first == M)
        return P.second;
    return Map[0].second;
  }
  /// The mode comparisons use: the smallest one present.
  unsigned firstMode() const { return Map[0].first; }
  /// False when M already has a value.
  bool insert(unsigned M, T V) {
    auto It = Map.begin();
    while (It != Map.end() && It->first < M)
      ++It;
    if (It != Map.end() && It->first == M)
      return false;
    Map.insert(It, {M, std::move(V)});
    return true;
  }
  bool operator==(const ByHwMode &O) const { return Map == O.Map; }
};

/// Register size, spill size and spill alignment, in bits.
struct RegSizeInfo {
  uint64_t RegSize = 0, SpillSize = 0, SpillAlignment = 0;
  auto tie() const { return std::tie(RegSize, SpillSize, SpillAlignment); }
  bool operator<(const RegSizeInfo &O) const { return tie() < O.tie(); }
  bool operator==(const RegSizeInfo &O) const { return tie() == O.tie(); }
};

/// A machine value type: its MVT enum value and name ("MVT::i32").
struct ValueType {
  unsigned Value = 0;
  std::string Name;
  uint64_t Size = 0;
  bool operator==(const ValueType &O) const { return Value == O.Value; }
  bool operator<(const ValueType &O) const { return Value < O.Value; }
};

/// The bit range a sub-register index covers (0xffff: unknown).
struct SubRegRange {
  uint16_t Size = 0xffff, Offset = 0xffff;
};

/// A sub-register index, named by a SubRegIndex def or synthesized by the
/// bank (a composition "A_then_B" or a concatenation "A_B"). Index I has
/// enum value I + 1.
struct SubRegIndex {
  const Record *Def = nullptr; ///< null when synthesized
  std::string Name;
  std::string Namespace;
  unsigned EnumValue = 0;
  /// The range in each hardware mode (by mode number).
  std::vector<SubRegRange> Range;
  uint64_t LaneMask = 0; ///< (derived)
  /// composeSubRegIndexLaneMask's steps: (mask, rotate left) (derived).
  std::vector<std::pair<uint64_t, uint8_t>> LaneTransform;
  /// The indices this one concatenates (empty when it is not a
  /// concatenation).
  std::vector<unsigned> ConcatenationOf;
  /// this composed with first is second, sorted by first (derived: those
  /// the registers' sub-registers imply are added to the declared ones).
  std::vector<std::pair<unsigned, unsigned>> Composed;
  bool AllSuperRegsCovered = true;
  /// Every sub-register reached through it is artificial.
  bool Artificial = true;

  /// The index this one composed with Idx gives, or -1.
  int compose(unsigned Idx) const {
    auto It = std::lower_bound(Composed.begin(), Composed.end(), std::make_pair(Idx, 0u));
    return It != Composed.end() && It->first == Idx ? int(It->second) : -1;
  }
  std::string qualified() const { return Namespace.empty() ? Name : Namespace + "::" + Name; }
};

/// One register.
struct Register {
  /// The def; for a tuple register, a record made by the bank (at the
  /// RegisterTuples def's location) with its first member's fields.
  const Record *Def = nullptr;
  /// Where the register's fields (namespace, encoding, ...) are read: the
  /// def itself, or the first member of a tuple.
  const Record *Fields = nullptr;
  bool IsTuple = false;
  std::string_view Name;
  unsigned EnumValue = 0; ///< index + 1 (0 is NoRegister)
  std::vector<int64_t> CostPerUse;
  bool CoveredBySubRegs = false;
  bool Constant = false;
  bool Artificial = false;
  bool HasDisjunctSubRegs = false;
  /// Registers aliased ad hoc (both directions), in the order the links
  /// were made.
  std::vector<unsigned> Aliases;
  /// Register units, sorted: the native ones and those adopted for weight
  /// (derived).
  std::vector<unsigned> Units;
  /// The native units only, sorted.
  std::vector<unsigned> NativeUnits;
  /// The lane mask of each native unit (derived).
  std::vector<uint64_t> UnitLaneMasks;

  /// Sub-registers as listed (SubRegs/SubRegIndices), by register and
  /// index number.
  std::vector<unsigned> ExplicitSubRegs, ExplicitSubRegIndices;
  /// Registers covered by their sub-registers whose first explicit
  /// sub-register is this one.
  std::vector<unsigned> LeadingSuperRegs;
  /// All sub-registers: (index, register), sorted by index.
  std::vector<std::pair<unsigned, unsigned>> SubRegs;
  /// The index naming each sub-register: (register, index), sorted by
  /// register. Complete while the graph is built; once it is complete,
  /// only the exceptions stay: a sub-register is named by the first index
  /// (by number) at which SubRegs holds it, unless listed here (on
  /// register tuples, millions of entries that would all be the rule).
  std::vector<std::pair<unsigned, unsigned>> SubRegIndexOf;
  /// Super-registers, smaller ones first.
  std::vector<unsigned> SuperRegs;
  /// Registers with the same signature have the same sub-register shape.
  unsigned TopoSig = ~0u;
  bool SubRegsDone = false, SuperRegsDone = false;

  /// The sub-register at index Idx, or -1.
  int subRegAt(unsigned Idx) const {
    auto It = std::lower_bound(SubRegs.begin(), SubRegs.end(), std::make_pair(Idx, 0u));
    return It != SubRegs.end() && It->first == Idx ? int(It->second) : -1;
  }
  /// The index naming sub-register Reg, or -1. Linear in the number of
  /// sub-registers: to look up many, see fillIndexTable.
  int indexOf(unsigned Reg) const {
    auto It = std::lower_bound(SubRegIndexOf.begin(), SubRegIndexOf.end(),
                               std::make_pair(Reg, 0u));
    if (It != SubRegIndexOf.end() && It->first == Reg)
      return int(It->second);
    for (auto [I, S] : SubRegs)
      if (S == Reg)
        return int(I);
    return -1;
  }
  /// Sets Table[S] to indexOf(S) for every sub-register S (Table is
  /// indexed by register); clearIndexTable sets those entries back to -1.
  void fillIndexTable(std::vector<int> &Table) const {
    for (auto It = SubRegs.rbegin(); It != SubRegs.rend(); ++It)
      Table[It->second] = int(It->first);
    for (auto [S, I] : SubRegIndexOf)
      Table[S] = int(I);
  }
  void clearIndexTable(std::vector<int> &Table) const {
    for (auto [I, S] : SubRegs)
      Table[S] = -1;
  }
};

/// A register unit: one per leaf register and one per ad hoc alias edge
/// (native units, with one or two root registers), then units adopted to
/// balance register weights.
struct RegUnit {
  int Roots[2] = {-1, -1};
  unsigned Weight = 0;
  bool Artificial = false;
  /// Index into the bank's lists of pressure sets per class or unit.
  unsigned RCUnitSetsIdx = 0;
};

/// A set of register classes (by index) as a sorted vector: a big
/// target's super-register class sets hold about a million entries.
class ClassSet {
public:
  using const_iterator = std::vector<unsigned>::const_iterator;
  const_iterator begin() const { return Items.begin(); }
  const_iterator end() const { return Items.end(); }
  bool empty() const { return Items.empty(); }
  size_t size() const { return Items.size(); }
  /// 1 if C is in the set, else 0.
  size_t count(unsigned C) const { return std::binary_search(Items.begin(), Items.end(), C); }
  /// Adds C (at the end when it is the largest yet, as it mostly is).
  void insert(unsigned C) {
    if (Items.empty() || Items.back() < C) {
      Items.push_back(C);
      return;
    }
    auto It = std::lower_bound(Items.begin(), Items.end(), C);
    if (*It != C)
      Items.insert(It, C);
  }
  /// Replaces the set with the classes of Cs (any order, no repeats).
  void assign(std::vector<unsigned> Cs) {
    std::sort(Cs.begin(), Cs.end());
    Items = std::move(Cs);
  }
  bool operator==(const ClassSet &O) const = default;

private:
  std::vector<unsigned> Items;
};

/// A register class, explicit (Def set) or synthesized by the bank.
struct RegClass {
  const Record *Def = nullptr;
  std::string Name;
  std::string Namespace;
  std::vector<ByHwMode<ValueType>> VTs;
  std::vector<unsigned> Members; ///< register indices, ascending
  DenseBits MemberBits;          ///< by register index
  /// Allocation orders: [0] is the member list's order, then AltOrders.
  std::vector<std::vector<unsigned>> Orders;
  ByHwMode<RegSizeInfo> RSI;
  unsigned CopyCost = 0;
  bool Allocatable = true;
  std::string AltOrderSelect;
  unsigned AllocationPriority = 0;
  bool GlobalPriority = false;
  unsigned TSFlags = 0;
  bool Artificial = false;
  bool GeneratePressureSet = true;
  std::optional<int64_t> BaseClassOrder;
  unsigned EnumValue = 0;
  /// Sub-classes (this one included) and super-classes, by enum value.
  std::vector<bool> SubClasses;
  std::vector<unsigned> SuperClasses;
  uint64_t LaneMask = 1; ///< (derived)
  bool HasDisjunctSubRegs = false;
  bool CoveredBySubRegs = true;
  /// Per sub-register index: the largest sub-class whose members all have
  /// it (a class number), or -1.
  std::vector<int> SubClassWithSubReg;
  /// Per sub-register index: the classes whose members' sub-registers at
  /// that index all lie in this class.
  std::map<unsigned, ClassSet> SuperRegClasses;
  /// For a class inferred by getMatchingSuperRegClass: the index and the
  /// class it was made for (-1 otherwise).
  int InferredFromIdx = -1, InferredFromRC = -1;
  /// TopoSigs of the members that have super-registers.
  DenseBits TopoSigs;

  bool contains(unsigned Reg) const { return MemberBits.test(Reg); }
  std::string qualified(std::string_view Suffix) const {
    return Namespace.empty() ? Name + std::string(Suffix)
                             : Namespace + "::" + Name + std::string(Suffix);
  }
};

/// A set of register units whose pressure is tracked.
struct RegUnitSet {
  std::string Name;
  std::vector<unsigned> Units; ///< sorted
  DenseBits Bits;              ///< the same units
  unsigned Weight = 0;
  unsigned Order = 0; ///< rank by size (the emitted pressure set number)
};

/// A RegisterCategory def and its classes (enum values).
struct RegCategory {
  const Record *Def;
  std::vector<unsigned> Classes;
};

/// The register file of the target: built once per RecordKeeper.
class RegisterBank {
public:
  /// Builds the model; reports malformed input with fatal errors, as
  /// llvm-tblgen does, at the same places.
  explicit RegisterBank(const RecordKeeper &Records);
  ~RegisterBank();

  /// Computes what only the register tables use, as llvm-tblgen does for
  /// -gen-register-info alone (with its reports): the compositions of
  /// sub-register indices found in the registers, lane masks, the units
  /// adopted to balance weights and unit weights, pressure sets, and unit
  /// lane masks. What is marked "(derived)" is complete after it only.
  /// Later calls do nothing.
  void computeDerivedInfo();

  const RecordKeeper &records() const { return Records; }
  const HwModes &hwModes() const { return Modes; }
  SetTheory &sets() { return Sets; }

  const std::vector<Register> &registers() const { return Regs; }
  /// The index of a register def, or -1.
  int regIndex(const Record *Def) const;
  /// (derived: the adopted units and the weights)
  const std::vector<RegUnit> &regUnits() const { return Units; }
  unsigned numNativeRegUnits() const { return NumNativeUnits; }
  const std::vector<RegClass> &regClasses() const { return Classes; }
  const std::vector<RegCategory> &regCategories() const { return Categories; }

  /// Pressure sets (in creation order; RegUnitSet::Order is the emitted
  /// one). (derived, as all that follows down to coveringLanes)
  const std::vector<RegUnitSet> &pressureSets() const { return UnitSets; }
  /// The pressure set with emitted number I.
  const RegUnitSet &pressureSetAt(unsigned I) const { return UnitSets[SetOrder[I]]; }
  /// Per register class (then per extra "fake" class of units): the
  /// pressure sets (creation indices) that include its units.
  const std::vector<std::vector<unsigned>> &classPressureSets() const { return ClassUnitSets; }

  /// The weight of a register: the sum of its units' weights.
  unsigned regWeight(unsigned Reg) const;
  /// The weight of a class for pressure purposes.
  unsigned classWeight(const RegClass &RC) const;
  /// Sorted non-artificial units of a class's members.
  std::vector<unsigned> classUnits(const RegClass &RC) const;
  /// The sum of the weights of Units.
  unsigned unitSetWeight(const std::vector<unsigned> &Units) const;
  /// The registers of the list (by register index) and those covered by
  /// them, as a bit per enum value (size registers + 1).
  std::vector<bool> coveredRegisters(const std::vector<const Record *> &Defs) const;

  /// Reports Def, met where a register is expected, as llvm-tblgen does.
  [[noreturn]] void notARegister(const Record *Def) const;

  /// Lane mask covering all lanes of a register.
  uint64_t coveringLanes() const { return CoveringLanes; }

  /// Sub-register indices, named and synthesized, by number.
  const std::vector<SubRegIndex> &subRegIndices() const { return Indices; }
  /// The sub-registers of Reg in the order of MCRegisterInfo's lists:
  /// explicit ones depth first, then the others by index.
  std::vector<unsigned> subRegsPreOrder(unsigned Reg) const;
  /// For getSubRegisterClass: the largest sub-class of RC whose members
  /// all have an Idx sub-register, and the class those sub-registers are
  /// in; nullopt when there is none. By class number.
  std::optional<std::pair<unsigned, unsigned>> matchingSubClassWithSubRegs(unsigned RC,
                                                                          unsigned Idx) const;

private:
  void readSubRegIndices();
  void readRegisters();
  void expandTuplesInto(std::vector<const Record *> &Defs, bool Sorted);
  void computeSubRegs(unsigned Reg);
  void computeSecondarySubRegs(unsigned Reg);
  void computeSuperRegs(unsigned Reg);
  void computeSubRegGraph();
  void computeIndexOrder();
  void computeComposites();
  void computeLaneMasks();
  void computeUnitLaneMasks();
  unsigned newUnit(int Root0, int Root1);
  unsigned compositeIndex(unsigned A, unsigned B);
  unsigned concatIndex(const std::vector<unsigned> &Parts);
  unsigned newIndex(std::string Name, std::string Namespace);
  /// Records this+A = B; returns a conflicting earlier B, or -1.
  int addComposite(unsigned This, unsigned A, unsigned B);
  void setSubReg(Register &R, unsigned Idx, unsigned Sub);
  bool insertSubReg(Register &R, unsigned Idx, unsigned Sub);
  std::pair<unsigned, bool> getOrCreateSubClass(unsigned RC, const std::vector<unsigned> &Members,
                                                std::string Name);
  void inferSubClassWithSubReg(unsigned RC);
  void inferCommonSubClass(unsigned RC);
  void inferMatchingSuperRegClass(unsigned RC, size_t FirstSubRC);
  /// Adds to each class's SuperRegClasses what composing sub-register
  /// indices implies, index by index in IndexRPOT order.
  void extendSuperRegClasses();
  void setClassTopoSigs(RegClass &RC) const;
  void readClasses();
  void inferClasses();
  void orderClasses();
  void computeUnitWeights();
  void computePressureSets();
  void readCategories();
  unsigned addClass(RegClass RC);
  ValueType valueType(const Record *VT, const Record *User);
  ByHwMode<ValueType> valueTypeByMode(const Record *VT, const Record *User);

  const RecordKeeper &Records;
  HwModes Modes;
  SetTheory Sets;
  std::vector<SubRegIndex> Indices;
  /// Per register, scratch space for computeSecondarySubRegs (-1 between
  /// uses).
  std::vector<int> ScratchIndex;
  /// Compositions by (index, index): result + 1, 0 for none (see
  /// addComposite); CompCap is the table's side.
  std::vector<uint32_t> CompTable;
  size_t CompCap = 0;
  std::map<const Record *, unsigned> IndexByDef;
  /// Hashes a list of numbers, for a map that is only looked up (never
  /// iterated, so its order cannot reach the output).
  struct ListHash {
    size_t operator()(const std::vector<unsigned> &V) const {
      uint64_t H = 0xcbf29ce484222325ull ^ V.size();
      for (unsigned X : V)
        H = (H ^ X) * 0x100000001b3ull;
      return size_t(H ^ (H >> 29));
    }
  };
  std::unordered_map<std::vector<unsigned>, unsigned, ListHash> ConcatIndex;
  std::map<std::vector<unsigned>, unsigned> TopoSigIds;
  /// Each register's TopoSig, while classes are inferred.
  std::vector<unsigned> TopoSigOf;
  /// Indices in reverse post-order of the composition graph.
  std::vector<unsigned> IndexRPOT;
  uint64_t CoveringLanes = ~uint64_t(0);
  /// The records of tuple registers (the bank owns them).
  std::vector<std::unique_ptr<Record>> TupleDefs;
  /// Per tuple record: its first member and its SubRegIndices/SubRegs.
  struct TupleInfo {
    const Record *Proto;
    std::vector<const Record *> Indices, Members;
  };
  std::map<const Record *, TupleInfo> Tuples;
  friend struct TupleExpander;
  static std::unique_ptr<SetTheory::Expander> tupleExpander(RegisterBank &Bank);
  /// For matchingSubClassWithSubRegs: classes in its order (bigger first,
  /// then higher BaseClassOrder, else by number), and per sub-register index
  /// the classes holding such sub-registers in that order; built on first
  /// use (the model is complete by then).
  struct SubClassOrder {
    std::vector<unsigned> All;
    std::vector<std::vector<std::pair<unsigned, const ClassSet *>>> ByIdx;
  };
  mutable std::once_flag SubClassOrderOnce;
  mutable std::unique_ptr<SubClassOrder> SubClassOrderCache;
  const SubClassOrder &subClassOrder() const;
  std::vector<Register> Regs;
  std::map<const Record *, unsigned> RegByDef;
  std::vector<RegUnit> Units;
  unsigned NumNativeUnits = 0;
  std::vector<RegClass> Classes;
  /// Classes by (members, size info of the first mode): lookups only,
  /// bucketed by a hash of the members.
  std::unordered_map<uint64_t, std::vector<unsigned>> ClassByKey;
  int findClass(const DenseBits &Members, const RegSizeInfo &Size) const;
  std::vector<RegCategory> Categories;
  bool DerivedDone = false;
  std::vector<RegUnitSet> UnitSets;
  std::vector<unsigned> SetOrder;
  std::vector<std::vector<unsigned>> ClassUnitSets;
  /// MVT name -> (enum value, size in bits).
  std::map<std::string, std::pair<unsigned, uint64_t>, std::less<>> VTValues;
};

/// The register bank of the records' target, built on first use (with the
/// target checks llvm-tblgen's CodeGenTarget makes first) and cached on the
/// RecordKeeper.
RegisterBank &getRegisterBank(const RecordKeeper &Records);

/// The single Target def (fatal error when there is none or several).
const Record *getTargetDef(const RecordKeeper &Records);

/// Sorting predicate of registers: PositionOrder, then the name's runs of
/// letters and of digits (as llvm-tblgen's LessRecordRegister).
bool lessRegisterName(const Record *A, const Record *B);
/// The same order on (PositionOrder, name) pairs.
bool lessRegisterKey(int64_t PA, std::string_view NA, int64_t PB, std::string_view NB);

} // namespace tblgen::codegen
