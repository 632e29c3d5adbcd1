//===- SubRegisters.cpp - Sub-registers, indices, tuples and lane masks ---===//
//
// The sub-register half of the register bank: sub-register indices (named
// and synthesized), RegisterTuples expanded into registers, each register's
// complete map of sub-registers (explicit, inherited through its explicit
// sub-registers, reached through composed indices, and the "secondary"
// ones that straddle explicit sub-registers), super-register lists,
// composition tables, lane masks and the register classes that
// getSubClassWithSubReg and getMatchingSuperRegClass need.
//
// The steps and the orders they visit things in are llvm-tblgen's (they
// decide index and unit numbers and names of synthesized classes); the
// data structures are dense: registers, indices and classes are numbers,
// sub-register maps sorted vectors, member sets bit vectors.
//
//===----------------------------------------------------------------------===//

#include "tblgen/CodeGen/Registers.h"

#include "record/RecordEdit.h"

#include "tblgen/Casting.h"
#include "tblgen/Error.h"

#include <algorithm>
#include <numeric>
#include <bit>
#include <functional>
#include <queue>

namespace tblgen::codegen {

//===----------------------------------------------------------------------===//
// Sub-register indices
//===----------------------------------------------------------------------===//

unsigned RegisterBank::newIndex(std::string Name, std::string Namespace) {
  SubRegIndex I;
  I.Name = std::move(Name);
  I.Namespace = std::move(Namespace);
  I.EnumValue = unsigned(Indices.size() + 1);
  I.Range.assign(Modes.size(), SubRegRange());
  Indices.push_back(std::move(I));
  return unsigned(Indices.size() - 1);
}

void RegisterBank::readSubRegIndices() {
  for (const Record *D : Records.getAllDerivedDefinitionsIfDefined("SubRegIndex")) {
    std::string NS = D->getValue("Namespace") ? D->getValueAsString("Namespace") : "";
    unsigned I = newIndex(std::string(D->getName()), NS);
    SubRegIndex &Idx = Indices[I];
    Idx.Def = D;
    // Ranges by mode; the Size and Offset fields stand for the default mode
    // when the by-mode ranges leave it out. Modes without a range of their
    // own take the default one.
    std::vector<std::pair<unsigned, SubRegRange>> ByMode;
    if (const Record *RV = D->getValueAsOptionalDef("SubRegRanges")) {
      for (auto [Mode, Obj] : Modes.select(RV)) {
        SubRegRange R;
        R.Size = uint16_t(Obj->getValueAsInt("Size"));
        R.Offset = uint16_t(Obj->getValueAsInt("Offset"));
        for (const auto &P : ByMode)
          if (P.first == Mode)
            PrintFatalError(RV, "duplicate SubRegRange entry for HwMode " +
                                    std::string(Modes.recordName(Mode)) + ": " +
                                    std::string(Obj->getName()));
        ByMode.emplace_back(Mode, R);
      }
    }
    SubRegRange Default;
    bool HasDefault = false;
    for (const auto &P : ByMode)
      if (P.first == 0) {
        Default = P.second;
        HasDefault = true;
      }
    if (!HasDefault) {
      Default.Size = uint16_t(D->getValueAsInt("Size"));
      Default.Offset = uint16_t(D->getValueAsInt("Offset"));
    }
    Idx.Range.assign(Modes.size(), Default);
    for (const auto &P : ByMode)
      Idx.Range[P.first] = P.second;
    IndexByDef.emplace(D, I);
  }
  // ComposedOf and CoveringSubRegIndices, once all named indices exist.
  const size_t Named = Indices.size();
  for (size_t I = 0; I < Named; ++I) {
    const Record *D = Indices[I].Def;
    std::vector<const Record *> Comps = D->getValueAsListOfDefs("ComposedOf");
    if (!Comps.empty()) {
      if (Comps.size() != 2)
        PrintFatalError(D, "ComposedOf must have exactly two entries");
      if (addComposite(IndexByDef.at(Comps[0]), IndexByDef.at(Comps[1]), unsigned(I)) >= 0)
        PrintFatalError(D, "Ambiguous ComposedOf entries");
    }
    std::vector<const Record *> Parts = D->getValueAsListOfDefs("CoveringSubRegIndices");
    if (!Parts.empty()) {
      if (Parts.size() < 2)
        PrintFatalError(D, "CoveringSubRegIndices must have two or more entries");
      if (Indices[I].ConcatenationOf.empty())
        for (const Record *P : Parts)
          Indices[I].ConcatenationOf.push_back(IndexByDef.at(P));
    }
  }
}

int RegisterBank::addComposite(unsigned This, unsigned A, unsigned B) {
  // Compositions are looked up in a dense table (index x index, grown by
  // doubling) while there are not too many indices for one; the sorted
  // lists stay the record of them.
  constexpr size_t MaxDense = 2048;
  if (Indices.size() > CompCap && Indices.size() <= MaxDense) {
    CompCap = std::max<size_t>(64, CompCap * 2);
    while (CompCap < Indices.size())
      CompCap *= 2;
    CompCap = std::min(CompCap, MaxDense);
    CompTable.assign(CompCap * CompCap, 0);
    for (size_t I = 0; I < Indices.size(); ++I)
      for (auto [X, Y] : Indices[I].Composed)
        CompTable[I * CompCap + X] = Y + 1;
  }
  const bool Dense = This < CompCap && A < CompCap;
  int Conflict = -1;
  int Known = Dense ? int(CompTable[This * CompCap + A]) - 1 : Indices[This].compose(A);
  if (Known >= 0) {
    if (Known != int(B))
      Conflict = Known;
  } else {
    std::vector<std::pair<unsigned, unsigned>> &C = Indices[This].Composed;
    C.insert(std::lower_bound(C.begin(), C.end(), std::make_pair(A, 0u)), {A, B});
    if (Dense)
      CompTable[This * CompCap + A] = B + 1;
  }
  // A composition without a known range of its own gets one: the offsets
  // add up and the size is A's. The default mode is updated last, as the
  // other modes start from its values.
  auto Update = [&](unsigned M) {
    const SubRegRange &TR = Indices[This].Range[M], &AR = Indices[A].Range[M];
    SubRegRange &BR = Indices[B].Range[M];
    if (TR.Offset != 0xffff && AR.Offset != 0xffff && BR.Offset == 0xffff) {
      BR.Offset = uint16_t(TR.Offset + AR.Offset);
      BR.Size = AR.Size;
    }
  };
  for (unsigned M = 1; M < Modes.size(); ++M)
    Update(M);
  Update(0);
  return Conflict;
}

unsigned RegisterBank::compositeIndex(unsigned A, unsigned B) {
  int C = Indices[A].compose(B);
  if (C >= 0)
    return unsigned(C);
  unsigned N = newIndex(Indices[A].Name + "_then_" + Indices[B].Name, Indices[A].Namespace);
  addComposite(A, B, N);
  return N;
}

unsigned RegisterBank::concatIndex(const std::vector<unsigned> &Parts) {
  auto [It, New] = ConcatIndex.try_emplace(Parts, 0u);
  if (!New)
    return It->second;
  std::string Name = Indices[Parts[0]].Name;
  for (size_t K = 1; K < Parts.size(); ++K)
    Name += "_" + Indices[Parts[K]].Name;
  unsigned N = newIndex(std::move(Name), Indices[Parts[0]].Namespace);
  It->second = N;
  Indices[N].ConcatenationOf = Parts;
  // Per mode: the sizes add up (unknown if one is); the offset is the
  // first part's when the parts are contiguous.
  for (unsigned M = 0; M < Modes.size(); ++M) {
    const SubRegRange &First = Indices[Parts[0]].Range[M];
    unsigned Size = First.Size, LastOffset = First.Offset, LastSize = First.Size;
    bool Contiguous = true;
    for (size_t K = 1; K < Parts.size(); ++K) {
      const SubRegRange &P = Indices[Parts[K]].Range[M];
      Size = (Size == 0xffff || P.Size == 0xffff) ? 0xffff : Size + P.Size;
      if (LastSize == 0xffff || P.Offset != LastOffset + LastSize)
        Contiguous = false;
      LastOffset = P.Offset;
      LastSize = P.Size;
    }
    Indices[N].Range[M].Size = uint16_t(Size);
    Indices[N].Range[M].Offset = Contiguous ? First.Offset : uint16_t(0xffff);
  }
  return N;
}

//===----------------------------------------------------------------------===//
// RegisterTuples
//===----------------------------------------------------------------------===//

/// Expands a RegisterTuples def into its registers: the N-th register
/// zips the N-th members of the SubRegs lists, is named by their names
/// joined with '_' and takes the fields of the first one.
struct TupleExpander : SetTheory::Expander {
  explicit TupleExpander(RegisterBank &Bank) : Bank(Bank) {}

  void expand(SetTheory &ST, const Record *Def, SetTheory::RecSet &Elts) override {
    std::vector<const Record *> IdxDefs = Def->getValueAsListOfDefs("SubRegIndices");
    const ListInit *Lists = Def->getValueAsListInit("SubRegs");
    const size_t Dim = IdxDefs.size();
    if (Dim != Lists->size())
      PrintFatalError(Def, "SubRegIndices and SubRegs size mismatch");
    if (Dim < 2)
      PrintFatalError(Def, "Tuples must have at least 2 sub-registers");
    std::vector<SetTheory::RecSet> Members(Dim);
    size_t Length = SIZE_MAX;
    for (size_t I = 0; I < Dim; ++I) {
      ST.evaluate(Lists->getElement(unsigned(I)), Members[I], Def->getLocs());
      Length = std::min(Length, Members[I].size());
    }
    if (Length == 0)
      return;
    std::vector<std::string> AsmNames = Def->getValueAsListOfStrings("RegAsmNames");
    // A tuple register's record is made here: it interns the name and
    // takes an ID from the keeper, but it is not added to the keeper's
    // defs (as in llvm-tblgen), so the keeper's contents are unchanged.
    auto &RK = const_cast<RecordKeeper &>(Bank.Records);
    for (size_t N = 0; N < Length; ++N) {
      std::string Name;
      RegisterBank::TupleInfo Info;
      // A tuple of tuples takes the fields of the first member's first
      // member (what that tuple copied them from).
      Info.Proto = Members[0][N];
      for (auto It = Bank.Tuples.find(Info.Proto); It != Bank.Tuples.end();
           It = Bank.Tuples.find(Info.Proto))
        Info.Proto = It->second.Proto;
      Info.Indices = IdxDefs;
      for (size_t I = 0; I < Dim; ++I) {
        if (I)
          Name += '_';
        Name += Members[I][N]->getName();
        Info.Members.push_back(Members[I][N]);
      }
      (void)Info.Proto->getValueAsListInit("CostPerUse");
      if (!AsmNames.empty() && AsmNames.size() <= N)
        PrintFatalError(Def, "Register tuple definition missing name for '" + Name + "'.");
      if (Names.count(Name))
        PrintFatalError(Def, "Register tuple redefines register '" + Name + "'.");
      Bank.TupleDefs.push_back(std::make_unique<Record>(Name, Def->getLocs(), RK));
      Record *New = Bank.TupleDefs.back().get();
      fillTupleRecord(*New, Def, Members[0][N], Info.Members,
                      AsmNames.empty() ? std::string_view() : std::string_view(AsmNames[N]));
      // The record's (interned) name outlives the expander: no copy.
      Names.insert(New->getName());
      Bank.Tuples.emplace(New, std::move(Info));
      Elts.insert(New);
    }
  }

  /// Gives a tuple register the superclasses and fields of Proto (its
  /// first member), except: SubRegs lists the members, SubRegIndices is
  /// the RegisterTuples def's, AsmName comes from RegAsmNames (else
  /// empty), CoveredBySubRegs is set, and DwarfNumbers, DwarfAlias and
  /// Aliases keep the Register class's defaults.
  void fillTupleRecord(Record &New, const Record *Def, const Record *Proto,
                       const std::vector<const Record *> &Parts, std::string_view AsmName) {
    RecordKeeper &RK = New.getRecords();
    if (!RegisterClass)
      RegisterClass = RK.getClass("Register");
    for (const auto &[Super, Range] : Proto->getSuperClasses())
      RecordEdit::addSuperClass(New, Super, Range);
    for (const RecordVal &Field : Proto->getValues()) {
      const Init *FieldName = Field.getNameInit();
      if (static_cast<const Record &>(New).getValue(FieldName))
        continue;
      std::string_view Key = Field.getName();
      const RecordVal *From = &Field;
      const Init *Override = nullptr;
      if (Key == "SubRegIndices") {
        From = Def->getValue(FieldName);
      } else if (Key == "DwarfNumbers" || Key == "DwarfAlias" || Key == "Aliases") {
        From = RegisterClass ? RegisterClass->getValue(FieldName) : nullptr;
      } else if (Key == "SubRegs") {
        std::vector<const Init *> Elts;
        Elts.reserve(Parts.size());
        for (const Record *P : Parts)
          Elts.push_back(P->getDefInit());
        Override = ListInit::get(Elts, RecordRecTy::get(RegisterClass));
      } else if (Key == "AsmName") {
        Override = StringInit::get(RK, AsmName);
      } else if (Key == "CoveredBySubRegs") {
        Override = BitInit::get(RK, true);
      }
      if (!From)
        continue;
      RecordEdit::addValue(New, *From);
      if (Override)
        RecordEdit::setValue(*RecordEdit::getValue(New, Key), Override);
    }
  }

  RegisterBank &Bank;
  std::set<std::string_view> Names;
  const Record *RegisterClass = nullptr;
};

std::unique_ptr<SetTheory::Expander> RegisterBank::tupleExpander(RegisterBank &Bank) {
  return std::make_unique<TupleExpander>(Bank);
}

//===----------------------------------------------------------------------===//
// The sub-register graph
//===----------------------------------------------------------------------===//

bool RegisterBank::insertSubReg(Register &R, unsigned Idx, unsigned Sub) {
  auto It = std::lower_bound(R.SubRegs.begin(), R.SubRegs.end(), std::make_pair(Idx, 0u));
  if (It != R.SubRegs.end() && It->first == Idx)
    return false;
  R.SubRegs.insert(It, {Idx, Sub});
  return true;
}

void RegisterBank::setSubReg(Register &R, unsigned Idx, unsigned Sub) {
  auto It = std::lower_bound(R.SubRegs.begin(), R.SubRegs.end(), std::make_pair(Idx, 0u));
  if (It != R.SubRegs.end() && It->first == Idx)
    It->second = Sub;
  else
    R.SubRegs.insert(It, {Idx, Sub});
}

namespace {

/// Adds (Key, Val) to a sorted pair list unless Key is present.
bool insertFirst(std::vector<std::pair<unsigned, unsigned>> &V, unsigned Key, unsigned Val) {
  auto It = std::lower_bound(V.begin(), V.end(), std::make_pair(Key, 0u));
  if (It != V.end() && It->first == Key)
    return It->second == Val;
  V.insert(It, {Key, Val});
  return true;
}

void insertSorted(std::vector<unsigned> &V, unsigned X) {
  auto It = std::lower_bound(V.begin(), V.end(), X);
  if (It == V.end() || *It != X)
    V.insert(It, X);
}

} // namespace

unsigned RegisterBank::newUnit(int Root0, int Root1) {
  RegUnit U;
  U.Roots[0] = Root0;
  U.Roots[1] = Root1;
  U.Artificial = Regs[unsigned(Root0)].Artificial || (Root1 >= 0 && Regs[unsigned(Root1)].Artificial);
  Units.push_back(U);
  return unsigned(Units.size() - 1);
}

void RegisterBank::computeSubRegs(unsigned RI) {
  if (Regs[RI].SubRegsDone)
    return;
  Regs[RI].SubRegsDone = true;
  Register &R = Regs[RI];
  R.HasDisjunctSubRegs = R.ExplicitSubRegs.size() > 1;

  for (size_t K = 0; K < R.ExplicitSubRegs.size(); ++K) {
    unsigned SR = R.ExplicitSubRegs[K], Idx = R.ExplicitSubRegIndices[K];
    if (!Regs[SR].Artificial)
      Indices[Idx].Artificial = false;
    if (!insertSubReg(R, Idx, SR))
      PrintFatalError(R.Def, "SubRegIndex " + Indices[Idx].Name + " appears twice in Register " +
                                 std::string(R.Name));
    insertFirst(R.SubRegIndexOf, SR, Idx);
  }

  // Inherit the explicit sub-registers' sub-registers; one met a second
  // time (through another index) is an orphan until it gets a name.
  std::vector<unsigned> Orphans;
  for (unsigned SR : R.ExplicitSubRegs) {
    computeSubRegs(SR);
    R.HasDisjunctSubRegs = R.HasDisjunctSubRegs || Regs[SR].HasDisjunctSubRegs;
    std::vector<std::pair<unsigned, unsigned>> Map = Regs[SR].SubRegs;
    for (auto [I, S] : Map)
      if (!insertSubReg(R, I, S))
        insertSorted(Orphans, S);
  }
  auto TakeOrphan = [&](unsigned S) {
    auto It = std::lower_bound(Orphans.begin(), Orphans.end(), S);
    if (It == Orphans.end() || *It != S)
      return false;
    Orphans.erase(It);
    return true;
  };

  // Composed indices name orphans: with dsub_2 = qsub_1 then dsub_0, the
  // dsub_0 of the qsub_1 sub-register is the dsub_2 one.
  std::vector<unsigned> Work = R.ExplicitSubRegIndices;
  for (size_t K = 0; K < Work.size(); ++K) {
    unsigned Idx = Work[K];
    unsigned SR = unsigned(R.subRegAt(Idx));
    computeSubRegs(SR);
    std::vector<std::pair<unsigned, unsigned>> Comps = Indices[Idx].Composed;
    for (auto [Key, Val] : Comps) {
      int Sub = Regs[SR].subRegAt(Key);
      if (Sub < 0)
        continue;
      if (R.subRegAt(Val) >= 0 || !TakeOrphan(unsigned(Sub)))
        continue;
      insertSubReg(R, Val, unsigned(Sub));
      Work.push_back(Val);
    }
  }
  // The orphans left get synthesized composite indices, bottom-up.
  while (!Work.empty() && !Orphans.empty()) {
    unsigned Idx = Work.back();
    Work.pop_back();
    unsigned SR = unsigned(R.subRegAt(Idx));
    computeSubRegs(SR);
    std::vector<std::pair<unsigned, unsigned>> Map = Regs[SR].SubRegs;
    for (auto [I, S] : Map)
      if (TakeOrphan(S))
        setSubReg(R, compositeIndex(Idx, I), S);
  }

  for (auto [I, S] : R.SubRegs) {
    if (S == RI)
      PrintFatalError(R.Def, "Register " + std::string(R.Name) + " has itself as a sub-register");
    if (!R.CoveredBySubRegs)
      Indices[I].AllSuperRegsCovered = false;
    auto It = std::lower_bound(R.SubRegIndexOf.begin(), R.SubRegIndexOf.end(),
                               std::make_pair(S, 0u));
    if (It == R.SubRegIndexOf.end() || It->first != S) {
      R.SubRegIndexOf.insert(It, {S, I});
      continue;
    }
    if (It->second != I)
      PrintFatalError(R.Def, "Sub-register can't have two names: " + std::string(Regs[S].Name) +
                                 " available as " + Indices[I].Name + " and " +
                                 Indices[It->second].Name);
  }

  // An explicit sub-register covered by its own explicit sub-registers
  // names the concatenation of their indices in this register.
  for (size_t K = 0; K < R.ExplicitSubRegs.size(); ++K) {
    const Register &SR = Regs[R.ExplicitSubRegs[K]];
    if (!SR.CoveredBySubRegs || SR.Artificial)
      continue;
    std::vector<unsigned> Parts;
    bool AnyArtificial = false;
    for (size_t J = 0; J < SR.ExplicitSubRegs.size(); ++J) {
      if (Indices[SR.ExplicitSubRegIndices[J]].Artificial) {
        AnyArtificial = true;
        break;
      }
      Parts.push_back(unsigned(R.indexOf(SR.ExplicitSubRegs[J])));
    }
    if (AnyArtificial)
      continue;
    SubRegIndex &Concat = Indices[R.ExplicitSubRegIndices[K]];
    if (Concat.ConcatenationOf.empty())
      Concat.ConcatenationOf = Parts;
  }

  // Units: a leaf register has one of its own, others inherit their
  // explicit sub-registers'; each ad hoc alias edge adds a shared one.
  if (R.ExplicitSubRegs.empty()) {
    insertSorted(R.Units, newUnit(int(RI), -1));
  } else {
    for (unsigned SR : R.ExplicitSubRegs)
      for (unsigned U : Regs[SR].Units)
        insertSorted(R.Units, U);
  }
  for (unsigned A : R.Aliases) {
    if (Regs[A].SubRegsDone)
      continue;
    unsigned U = newUnit(int(RI), int(A));
    insertSorted(R.Units, U);
    insertSorted(Regs[A].Units, U);
  }
  R.NativeUnits = R.Units;
}

void RegisterBank::computeSecondarySubRegs(unsigned RI) {
  Register &R = Regs[RI];
  // The index of each sub-register of R, by register: a dense table
  // filled for R and cleared after, so lookups are direct.
  std::vector<int> &IndexIn = ScratchIndex;
  IndexIn.resize(Regs.size(), -1);
  for (auto [S, I] : R.SubRegIndexOf)
    IndexIn[S] = int(I);
  std::vector<std::pair<unsigned, unsigned>> NewSubRegs;
  std::queue<std::pair<unsigned, unsigned>> Queue;
  for (auto P : R.SubRegs)
    Queue.push(P);
  std::vector<unsigned> Parts;
  while (!Queue.empty()) {
    unsigned Sub = Queue.front().second;
    Queue.pop();
    for (unsigned Cand : Regs[Sub].LeadingSuperRegs) {
      if (Cand == RI || IndexIn[Cand] >= 0)
        continue;
      const Register &C = Regs[Cand];
      if (C.ExplicitSubRegs.size() == 1)
        continue;
      // Most candidates reach beyond this register: their last part tells.
      if (IndexIn[C.ExplicitSubRegs.back()] < 0)
        continue;
      // Cand is a sub-register when all its parts are.
      Parts.clear();
      for (unsigned S : C.ExplicitSubRegs) {
        int I = IndexIn[S];
        if (I < 0) {
          Parts.clear();
          break;
        }
        const SubRegIndex &Idx = Indices[unsigned(I)];
        if (Idx.ConcatenationOf.empty())
          Parts.push_back(unsigned(I));
        else
          Parts.insert(Parts.end(), Idx.ConcatenationOf.begin(), Idx.ConcatenationOf.end());
      }
      if (Parts.empty())
        continue;
      unsigned Concat = concatIndex(Parts);
      if (!insertSubReg(R, Concat, Cand))
        continue;
      NewSubRegs.emplace_back(Concat, Cand);
      Queue.emplace(Concat, Cand);
      if (IndexIn[Cand] < 0) {
        insertFirst(R.SubRegIndexOf, Cand, Concat);
        IndexIn[Cand] = int(Concat);
      }
    }
  }
  for (auto [NewIdx, NewSub] : NewSubRegs)
    for (auto [I, S] : Regs[NewSub].SubRegs) {
      int SubIdx = IndexIn[S];
      if (SubIdx < 0)
        PrintFatalError(R.Def, "No SubRegIndex for " + std::string(Regs[S].Name) + " in " +
                                   std::string(R.Name));
      addComposite(NewIdx, I, unsigned(SubIdx));
    }
  for (auto [S, I] : R.SubRegIndexOf)
    IndexIn[S] = -1;
}

void RegisterBank::computeSuperRegs(unsigned RI) {
  if (Regs[RI].SuperRegsDone)
    return;
  Regs[RI].SuperRegsDone = true;
  for (auto [I, S] : Regs[RI].SubRegs)
    computeSuperRegs(S);
  std::vector<unsigned> Sig;
  for (auto [I, S] : Regs[RI].SubRegs) {
    Sig.push_back(Indices[I].EnumValue);
    Sig.push_back(Regs[S].TopoSig);
    std::vector<unsigned> &Supers = Regs[S].SuperRegs;
    if (Supers.empty() || Supers.back() != RI)
      Supers.push_back(RI);
  }
  auto [It, New] = TopoSigIds.try_emplace(std::move(Sig), unsigned(TopoSigIds.size()));
  Regs[RI].TopoSig = It->second;
}

void RegisterBank::computeSubRegGraph() {
  for (unsigned R = 0; R < Regs.size(); ++R)
    computeSubRegs(R);

  // Concatenations of concatenations flatten to their leaves.
  std::function<void(unsigned)> Flatten = [&](unsigned I) {
    std::vector<unsigned> Flat;
    std::vector<unsigned> Parts = Indices[I].ConcatenationOf;
    for (unsigned P : Parts) {
      Flatten(P);
      const std::vector<unsigned> &Sub = Indices[P].ConcatenationOf;
      if (Sub.empty())
        Flat.push_back(P);
      else
        Flat.insert(Flat.end(), Sub.begin(), Sub.end());
    }
    Indices[I].ConcatenationOf = std::move(Flat);
  };
  for (unsigned I = 0; I < Indices.size(); ++I) {
    Flatten(I);
    if (!Indices[I].ConcatenationOf.empty())
      ConcatIndex.try_emplace(Indices[I].ConcatenationOf, I);
  }

  for (unsigned R = 0; R < Regs.size(); ++R)
    if (Regs[R].CoveredBySubRegs)
      computeSecondarySubRegs(R);
  for (unsigned R = 0; R < Regs.size(); ++R)
    computeSuperRegs(R);
  for (const Register &R : Regs) {
    if (R.Artificial)
      continue;
    for (auto [I, S] : R.SubRegs)
      if (!Regs[S].Artificial)
        Indices[I].Artificial = false;
  }
  computeIndexOrder();
  NumNativeUnits = unsigned(Units.size());
  // The lists grew by insertion; give back the slack. Of the index of
  // each sub-register, only what differs from the first index holding it
  // in SubRegs is kept (see Register::SubRegIndexOf).
  std::vector<int> &FirstIndex = ScratchIndex; // -1 between registers
  FirstIndex.resize(Regs.size(), -1);
  for (Register &R : Regs) {
    R.SubRegs.shrink_to_fit();
    for (auto It = R.SubRegs.rbegin(); It != R.SubRegs.rend(); ++It)
      FirstIndex[It->second] = int(It->first);
    std::vector<std::pair<unsigned, unsigned>> Exceptions;
    for (auto [S, I] : R.SubRegIndexOf)
      if (FirstIndex[S] != int(I))
        Exceptions.emplace_back(S, I);
    for (auto [I, S] : R.SubRegs)
      FirstIndex[S] = -1;
    R.SubRegIndexOf = std::move(Exceptions);
    R.SuperRegs.shrink_to_fit();
    R.LeadingSuperRegs.shrink_to_fit();
  }
}

void RegisterBank::computeIndexOrder() {
  // Reverse post-order of the graph with an edge from each index to the
  // indices it composes to, entered from a root with an edge to every
  // index; edges are taken from the last one, as llvm-tblgen does.
  const unsigned N = unsigned(Indices.size());
  std::vector<bool> Seen(N);
  std::vector<unsigned> Post;
  // An explicit stack: (index, next edge to take, counting down).
  std::vector<std::pair<unsigned, size_t>> Stack;
  for (unsigned Root = N; Root-- > 0;) {
    if (Seen[Root])
      continue;
    Seen[Root] = true;
    Stack.emplace_back(Root, Indices[Root].Composed.size());
    while (!Stack.empty()) {
      auto &[Node, Next] = Stack.back();
      if (Next == 0) {
        Post.push_back(Node);
        Stack.pop_back();
        continue;
      }
      unsigned Child = Indices[Node].Composed[--Next].second;
      if (!Seen[Child]) {
        Seen[Child] = true;
        Stack.emplace_back(Child, Indices[Child].Composed.size());
      }
    }
  }
  IndexRPOT.assign(Post.rbegin(), Post.rend());
}

std::vector<unsigned> RegisterBank::subRegsPreOrder(unsigned Reg) const {
  std::vector<unsigned> Out;
  // The registers met so far, sorted: a register has few sub-registers.
  std::vector<unsigned> Seen;
  auto Add = [&](unsigned R) {
    auto It = std::lower_bound(Seen.begin(), Seen.end(), R);
    if (It != Seen.end() && *It == R)
      return false;
    Seen.insert(It, R);
    Out.push_back(R);
    return true;
  };
  auto Walk = [&](auto &Self, unsigned R) -> void {
    for (unsigned S : Regs[R].ExplicitSubRegs)
      if (Add(S))
        Self(Self, S);
    for (auto [I, S] : Regs[R].SubRegs)
      Add(S);
  };
  Walk(Walk, Reg);
  return Out;
}

//===----------------------------------------------------------------------===//
// Compositions and lane masks
//===----------------------------------------------------------------------===//

void RegisterBank::computeComposites() {
  std::vector<bool> SigSeen(TopoSigIds.size());
  std::set<std::pair<unsigned, unsigned>> UserDefined;
  for (unsigned I = 0; I < Indices.size(); ++I)
    for (auto [A, B] : Indices[I].Composed)
      UserDefined.emplace(I, A);
  for (unsigned R1 = 0; R1 < Regs.size(); ++R1) {
    const Register &Reg1 = Regs[R1];
    if (SigSeen[Reg1.TopoSig])
      continue;
    SigSeen[Reg1.TopoSig] = true;
    for (auto [Idx1, R2] : Reg1.SubRegs) {
      if (R2 == R1)
        continue;
      for (auto [Idx2, R3] : Regs[R2].SubRegs) {
        if (R3 == R2)
          continue;
        int Idx3 = Reg1.indexOf(R3);
        if (Idx3 < 0)
          continue;
        int Prev = addComposite(Idx1, Idx2, unsigned(Idx3));
        if (Prev >= 0 && !UserDefined.count({Idx1, Idx2}))
          PrintWarning("SubRegIndex " + Indices[Idx1].qualified() + " and " +
                       Indices[Idx2].qualified() + " compose ambiguously as " +
                       Indices[unsigned(Prev)].qualified() + " or " +
                       Indices[unsigned(Idx3)].qualified());
      }
    }
  }
}

void RegisterBank::computeLaneMasks() {
  // Leaf indices (that compose with nothing) get a lane each; the others
  // the union of the lanes of what they compose to.
  unsigned Bit = 0;
  for (SubRegIndex &I : Indices) {
    if (I.Composed.empty()) {
      if (Bit > 64)
        PrintFatalError("Ran out of lanemask bits to represent subregister " + I.Name);
      I.LaneMask = Bit < 64 ? uint64_t(1) << Bit : 0;
      ++Bit;
    } else {
      I.LaneMask = 0;
    }
  }
  auto HighestLane = [](uint64_t M) { return unsigned(63 - __builtin_clzll(M)); };
  for (SubRegIndex &I : Indices) {
    auto &T = I.LaneTransform;
    if (I.Composed.empty()) {
      T.emplace_back(uint64_t(1), uint8_t(HighestLane(I.LaneMask)));
    } else {
      unsigned NextBit = 0;
      for (unsigned J = 0; J < Indices.size(); ++J) {
        if (!Indices[J].Composed.empty())
          continue;
        unsigned SrcBit = NextBit;
        uint64_t SrcMask = uint64_t(1) << SrcBit;
        if (NextBit < 63)
          ++NextBit;
        int C = I.compose(J);
        if (C < 0)
          continue;
        unsigned DstBit = HighestLane(Indices[unsigned(C)].LaneMask);
        int Shift = int(DstBit) - int(SrcBit);
        uint8_t Rot = uint8_t(Shift >= 0 ? Shift : 64 + Shift);
        for (auto &P : T)
          if (P.second == Rot) {
            P.first |= SrcMask;
            SrcMask = 0;
          }
        if (SrcMask)
          T.emplace_back(SrcMask, Rot);
      }
    }
    if (T.size() == 1)
      T[0].first = ~uint64_t(0);
    if (T.empty())
      T.emplace_back(~uint64_t(0), uint8_t(0));
  }
  std::vector<int> State(Indices.size(), 0);
  std::function<uint64_t(unsigned)> Mask = [&](unsigned I) -> uint64_t {
    SubRegIndex &Idx = Indices[I];
    if (Idx.LaneMask)
      return Idx.LaneMask;
    Idx.LaneMask = ~uint64_t(0); // a cycle sees all lanes
    uint64_t M = 0;
    for (auto [A, B] : Idx.Composed)
      M |= Mask(B);
    Idx.LaneMask = M;
    return M;
  };
  CoveringLanes = ~uint64_t(0);
  for (unsigned I = 0; I < Indices.size(); ++I) {
    uint64_t M = Mask(I);
    if (!Indices[I].AllSuperRegsCovered)
      CoveringLanes &= ~M;
  }
  for (RegClass &RC : Classes) {
    uint64_t M = 0;
    for (unsigned I = 0; I < Indices.size(); ++I)
      if (RC.SubClassWithSubReg[I] >= 0)
        M |= Indices[I].LaneMask;
    RC.LaneMask = M ? M : 1;
  }
}

void RegisterBank::computeUnitLaneMasks() {
  for (Register &R : Regs) {
    std::vector<uint64_t> Masks(R.Units.size(), ~uint64_t(0));
    for (auto [I, S] : R.SubRegs) {
      if (!Regs[S].SubRegs.empty())
        continue;
      for (unsigned U : Regs[S].Units) {
        auto It = std::lower_bound(R.Units.begin(), R.Units.end(), U);
        if (It != R.Units.end() && *It == U)
          Masks[size_t(It - R.Units.begin())] &= Indices[I].LaneMask;
      }
    }
    Masks.resize(R.NativeUnits.size());
    R.UnitLaneMasks = std::move(Masks);
  }
}

//===----------------------------------------------------------------------===//
// Classes for sub-registers
//===----------------------------------------------------------------------===//

void RegisterBank::setClassTopoSigs(RegClass &RC) const {
  RC.TopoSigs.resize(TopoSigIds.size());
  for (unsigned R : RC.Members)
    if (!Regs[R].SuperRegs.empty())
      RC.TopoSigs.set(Regs[R].TopoSig);
}

std::pair<unsigned, bool> RegisterBank::getOrCreateSubClass(unsigned RCI,
                                                            const std::vector<unsigned> &Members,
                                                            std::string Name) {
  DenseBits Bits;
  Bits.resize(Regs.size());
  for (unsigned R : Members)
    Bits.set(R);
  RegSizeInfo Size = Classes[RCI].RSI.get(Classes[RCI].RSI.firstMode());
  int Found = findClass(Bits, Size);
  if (Found >= 0)
    return {unsigned(Found), false};
  RegClass New;
  New.Name = std::move(Name);
  New.Members = Members;
  New.MemberBits = std::move(Bits);
  New.RSI = Classes[RCI].RSI;
  New.Allocatable = true;
  New.GeneratePressureSet = false;
  New.Artificial = true;
  for (unsigned R : New.Members)
    New.Artificial = New.Artificial && Regs[R].Artificial;
  New.SubClassWithSubReg.assign(Indices.size(), -1);
  setClassTopoSigs(New);
  uint64_t H = New.MemberBits.hash();
  unsigned Idx = unsigned(Classes.size());
  Classes.push_back(std::move(New));
  ClassByKey[H].push_back(Idx);
  return {Idx, true};
}

void RegisterBank::inferSubClassWithSubReg(unsigned RCI) {
  // The members having each index, by index.
  std::vector<std::vector<unsigned>> Having(Indices.size());
  for (unsigned R : Classes[RCI].Members) {
    if (Regs[R].Artificial)
      continue;
    for (auto [I, S] : Regs[R].SubRegs)
      Having[I].push_back(R);
  }
  for (unsigned I = 0; I < Indices.size(); ++I) {
    if (Having[I].empty())
      continue;
    if (Having[I].size() == Classes[RCI].Members.size()) {
      Classes[RCI].SubClassWithSubReg[I] = int(RCI);
      continue;
    }
    if (Indices[I].Artificial)
      continue;
    unsigned Sub =
        getOrCreateSubClass(RCI, Having[I], Classes[RCI].Name + "_with_" + Indices[I].Name).first;
    Classes[RCI].SubClassWithSubReg[I] = int(Sub);
  }
}

void RegisterBank::inferCommonSubClass(unsigned RCI) {
  // Every class overlapping RC gets a class for the intersection (named
  // after the pair) unless one with those members and sizes exists.
  DenseBits Common;
  const size_t End = Classes.size();
  for (size_t J = 0; J < End; ++J) {
    if (J == RCI)
      continue;
    size_t A = RCI, B = J;
    const auto &WA = Classes[A].MemberBits.Words, &WB = Classes[B].MemberBits.Words;
    Common.Words.resize(WA.size());
    bool Any = false;
    for (size_t K = 0; K < WA.size(); ++K) {
      Common.Words[K] = WA[K] & WB[K];
      Any = Any || Common.Words[K];
    }
    if (!Any)
      continue;
    // The stricter spill size and alignment wins; on a tie, RC.
    const RegSizeInfo &SA = Classes[A].RSI.get(Classes[A].RSI.firstMode());
    const RegSizeInfo &SB = Classes[B].RSI.get(Classes[B].RSI.firstMode());
    if (std::tie(SB.SpillSize, SB.SpillAlignment) > std::tie(SA.SpillSize, SA.SpillAlignment))
      std::swap(A, B);
    getOrCreateSubClass(unsigned(A), Common.members(),
                        Classes[A].Name + "_and_" + Classes[B].Name);
  }
}

void RegisterBank::inferMatchingSuperRegClass(unsigned RCI, size_t FirstSubRC) {
  // The indices all members have, in IndexRPOT order, and the members'
  // sub-registers at each, read from each member's list in one pass (a
  // member's sub-registers are then found in a row, not searched for).
  const std::vector<unsigned> Members = Classes[RCI].Members;
  std::vector<int> Column(Indices.size(), -1);
  std::vector<unsigned> Wanted;
  for (unsigned Idx : IndexRPOT)
    if (Classes[RCI].SubClassWithSubReg[Idx] == int(RCI)) {
      Column[Idx] = int(Wanted.size());
      Wanted.push_back(Idx);
    }
  if (Wanted.empty())
    return;
  const size_t NM = Members.size();
  std::vector<unsigned> SubTable(Wanted.size() * NM);
  for (size_t K = 0; K < NM; ++K)
    for (auto [I, S] : Regs[Members[K]].SubRegs)
      if (Column[I] >= 0)
        SubTable[size_t(Column[I]) * NM + K] = S;
  std::vector<bool> Implied(Indices.size());
  DenseBits Sigs;
  std::vector<unsigned> SubSet;
  // The sub-registers as a bit set over the registers, with the words it
  // uses: a class is compared with them a few words at a time.
  DenseBits SubBits;
  SubBits.resize(Regs.size());
  std::vector<size_t> SubWords;
  for (size_t Col = 0; Col < Wanted.size(); ++Col) {
    unsigned Idx = Wanted[Col];
    if (Implied[Idx])
      continue;
    const unsigned *Subs = SubTable.data() + Col * NM;
    Sigs.resize(TopoSigIds.size());
    for (size_t W : SubWords)
      SubBits.Words[W] = 0;
    SubWords.clear();
    for (size_t K = 0; K < NM; ++K) {
      unsigned Sub = Subs[K];
      Sigs.set(TopoSigOf[Sub]);
      uint64_t &Word = SubBits.Words[Sub >> 6];
      if (!Word)
        SubWords.push_back(Sub >> 6);
      SubBits.set(Sub);
    }
    const size_t Last = Classes.size();
    for (size_t J = FirstSubRC; J < Last; ++J) {
      if (Classes[J].Artificial || !Sigs.anyCommon(Classes[J].TopoSigs))
        continue;
      // Whether some or all of the sub-registers are in class J.
      const std::vector<uint64_t> &InJ = Classes[J].MemberBits.Words;
      bool Some = false, All = true;
      for (size_t W : SubWords) {
        Some = Some || (SubBits.Words[W] & InJ[W]);
        All = All && !(SubBits.Words[W] & ~InJ[W]);
      }
      if (!Some)
        continue;
      if (All) {
        Classes[J].SuperRegClasses[Idx].insert(RCI);
        // What Idx composes to is implied: checked through the classes
        // made for Idx.
        for (auto [K, V] : Indices[Idx].Composed)
          Implied[V] = true;
        continue;
      }
      SubSet.clear();
      for (size_t K = 0; K < NM; ++K)
        if (Classes[J].contains(Subs[K]))
          SubSet.push_back(Members[K]);
      unsigned CompIdx = Idx, CompRC = unsigned(J);
      if (Classes[J].InferredFromIdx >= 0) {
        int C = Indices[Idx].compose(unsigned(Classes[J].InferredFromIdx));
        if (C >= 0) {
          CompIdx = unsigned(C);
          CompRC = unsigned(Classes[J].InferredFromRC);
        }
      }
      auto [New, Inserted] =
          getOrCreateSubClass(RCI, SubSet,
                              Classes[RCI].Name + "_with_" + Indices[CompIdx].Name + "_in_" +
                                  Classes[CompRC].Name);
      if (Inserted) {
        Classes[New].InferredFromIdx = int(CompIdx);
        Classes[New].InferredFromRC = int(CompRC);
      }
    }
  }
}

void RegisterBank::extendSuperRegClasses() {
  // Once every class exists: the sets as bit vectors over the classes
  // while they grow (each step a union of a few words, not of trees).
  const size_t N = Classes.size(), W = (N + 63) / 64;
  using Bits = std::vector<uint64_t>;
  std::vector<std::map<unsigned, Bits>> Sup(N);
  for (size_t C = 0; C < N; ++C)
    for (const auto &[Idx, Set] : Classes[C].SuperRegClasses) {
      Bits &B = Sup[C][Idx];
      B.assign(W, 0);
      for (unsigned S : Set)
        B[S / 64] |= uint64_t(1) << (S % 64);
    }
  std::vector<unsigned> Mids;
  for (unsigned Idx : IndexRPOT)
    for (unsigned RCI = 0; RCI < N; ++RCI) {
      std::map<unsigned, Bits> &Into = Sup[RCI];
      auto It = Into.find(Idx);
      if (It == Into.end())
        continue;
      Mids.clear();
      for (size_t K = 0; K < W; ++K)
        for (uint64_t Word = It->second[K]; Word; Word &= Word - 1)
          Mids.push_back(unsigned(K * 64 + unsigned(std::countr_zero(Word))));
      for (unsigned Mid : Mids) {
        // Mid's pairs as they were (only RCI's change here: a copy when
        // Mid is RCI).
        std::map<unsigned, Bits> Copy;
        const auto &Pairs = Mid == RCI ? (Copy = Into) : Sup[Mid];
        for (const auto &[I2, Supers] : Pairs) {
          int Comp = Indices[I2].compose(Idx);
          if (Comp < 0)
            continue;
          Bits &To = Into[unsigned(Comp)];
          if (To.empty())
            To.assign(W, 0);
          for (size_t K = 0; K < W; ++K)
            To[K] |= Supers[K];
        }
      }
    }
  for (size_t C = 0; C < N; ++C) {
    auto &Out = Classes[C].SuperRegClasses;
    Out.clear();
    for (const auto &[Idx, B] : Sup[C]) {
      ClassSet &Set = Out[Idx];
      for (size_t K = 0; K < W; ++K)
        for (uint64_t Word = B[K]; Word; Word &= Word - 1)
          Set.insert(unsigned(K * 64 + unsigned(std::countr_zero(Word))));
    }
  }
}

void RegisterBank::inferClasses() {
  for (RegClass &RC : Classes) {
    RC.SubClassWithSubReg.assign(Indices.size(), -1);
    setClassTopoSigs(RC);
  }
  TopoSigOf.resize(Regs.size());
  for (size_t R = 0; R < Regs.size(); ++R)
    TopoSigOf[R] = Regs[R].TopoSig;
  size_t FirstNew = Classes.size() - 1;
  for (size_t I = 0; I < Classes.size(); ++I) {
    if (Classes[I].Artificial)
      continue;
    inferSubClassWithSubReg(unsigned(I));
    inferCommonSubClass(unsigned(I));
    inferMatchingSuperRegClass(unsigned(I), 0);
    // Classes made since the last round are sub-register classes the
    // classes before them have not been matched against yet.
    if (I == FirstNew) {
      size_t NextNew = Classes.size() - 1;
      for (size_t J = 0; J <= FirstNew; ++J)
        inferMatchingSuperRegClass(unsigned(J), FirstNew + 1);
      FirstNew = NextNew;
    }
  }
  extendSuperRegClasses();
  TopoSigOf = {};
}

namespace {
/// Classes of one size and BaseClassOrder are equivalent in
/// matchingSubClassWithSubRegs's order, except that the class asked about
/// comes first among its equals.
bool sameRank(const RegClass &A, const RegClass &B) {
  return A.Members.size() == B.Members.size() && A.BaseClassOrder == B.BaseClassOrder;
}
} // namespace

const RegisterBank::SubClassOrder &RegisterBank::subClassOrder() const {
  std::call_once(SubClassOrderOnce, [&] {
    auto O = std::make_unique<SubClassOrder>();
    auto Less = [&](unsigned A, unsigned B) {
      const RegClass &CA = Classes[A], &CB = Classes[B];
      if (CA.Members.size() != CB.Members.size())
        return CA.Members.size() > CB.Members.size();
      return CA.BaseClassOrder > CB.BaseClassOrder;
    };
    O->All.resize(Classes.size());
    std::iota(O->All.begin(), O->All.end(), 0u);
    std::stable_sort(O->All.begin(), O->All.end(), Less);
    O->ByIdx.resize(Indices.size());
    for (unsigned C : O->All)
      for (const auto &[Idx, Set] : Classes[C].SuperRegClasses)
        if (!Set.empty())
          O->ByIdx[Idx].emplace_back(C, &Set);
    SubClassOrderCache = std::move(O);
  });
  return *SubClassOrderCache;
}

std::optional<std::pair<unsigned, unsigned>>
RegisterBank::matchingSubClassWithSubRegs(unsigned RCI, unsigned Idx) const {
  const RegClass &RC = Classes[RCI];
  int Biggest = RC.SubClassWithSubReg[Idx];
  if (Biggest < 0)
    return std::nullopt;
  const SubClassOrder &O = subClassOrder();
  const std::vector<bool> &Subs = Classes[unsigned(Biggest)].SubClasses;
  // Visits L (in the cached order) with RCI, when in Pick, moved to the
  // front of the classes ranked equal to it; F returns true to stop.
  auto VisitWithRCIFirst = [&](const auto &L, auto ClassOf, auto Pick, auto F) {
    bool HasRCI = false;
    for (const auto &E : L)
      if (ClassOf(E) == RCI) {
        HasRCI = Pick(E);
        break;
      }
    bool RCIDone = !HasRCI;
    const typename std::decay_t<decltype(L)>::value_type *RCIEntry = nullptr;
    if (HasRCI)
      for (const auto &E : L)
        if (ClassOf(E) == RCI)
          RCIEntry = &E;
    for (const auto &E : L) {
      unsigned C = ClassOf(E);
      if (!RCIDone && sameRank(Classes[C], RC)) {
        RCIDone = true;
        if (F(*RCIEntry))
          return;
      }
      if (C == RCI || !Pick(E))
        continue;
      if (F(E))
        return;
    }
  };
  const auto &SubRCs = O.ByIdx[Idx];
  std::optional<std::pair<unsigned, unsigned>> Result;
  VisitWithRCIFirst(
      O.All, [](unsigned C) { return C; }, [&](unsigned C) { return bool(Subs[C]); },
      [&](unsigned Super) {
        int Chosen = -1, SubRC = -1;
        bool Done = false;
        VisitWithRCIFirst(
            SubRCs, [](const auto &E) { return E.first; }, [](const auto &) { return true; },
            [&](const auto &E) {
              if (!E.second->count(Super))
                return false;
              SubRC = int(E.first);
              Chosen = int(Super);
              if (Classes[Super].Members.size() >= Classes[E.first].Members.size())
                Done = true;
              return Done;
            });
        if (Chosen >= 0)
          Result = std::make_pair(unsigned(Chosen), unsigned(SubRC));
        return Chosen >= 0;
      });
  return Result;
}

} // namespace tblgen::codegen
