//===- ScheduleVariants.cpp - Classes inferred from schedule variants -----===//
//
// After the instruction and InstRW classes, every class is visited in
// order (classes created on the way included) with each SchedRW list that
// applies to it: the ItinRW lists of its itinerary class (per model), its
// InstRW lists (per model) and its own list (for its models). A list that
// names a SchedVariant, or a type aliased to a variant or sequence on some
// model, is expanded per processor model into "transitions": the choices of
// each variant, guarded by their predicates, are substituted breadth-first
// until no variant is left. Each guarded outcome becomes a class (named
// after its writes and reads; a multi-write operand becomes a new sequence
// type named "(A_B)") and a transition of the visited class.
//
// Predicates of one variant are exclusive of each other (they are tested in
// order), so a choice whose predicate belongs to an already taken variant
// that shares the taken predicate is dropped: nested variants over the same
// predicates stay linear instead of multiplying.
//
//===----------------------------------------------------------------------===//

#include "codegen/schedule/Schedule.h"

#include "tblgen/Error.h"
#include "tblgen/Record.h"

#include <algorithm>
#include <unordered_map>

namespace tblgen::codegen {

namespace {

/// A predicate taken on the way, and the variant type it belongs to.
struct PredCheck {
  bool IsRead;
  unsigned RW;
  const Record *Pred;
};

/// A partly expanded SchedRW list under a conjunction of predicates, for
/// one processor model: one sequence of types per operand.
struct Transition {
  std::vector<PredCheck> Term;
  std::vector<std::vector<unsigned>> WriteSeqs, ReadSeqs;
  unsigned Proc = 0;
};

/// A way a type may be replaced: a SchedVar of a variant, or a sequence
/// the type is aliased to. Target is the transition it applies to.
struct Choice {
  const Record *Def;
  unsigned RW;
  unsigned Proc;
  size_t Target = 0;
};

} // namespace

/// The inference over one model; a friend of ScheduleModel.
class VariantInference {
public:
  explicit VariantInference(ScheduleModel &M) : M(M) {}

  void run();

private:
  void fromItinClass(unsigned Class);
  void fromInstRWs(unsigned Class);
  void fromRW(const std::vector<unsigned> &W, const std::vector<unsigned> &R, unsigned Class,
              const std::vector<unsigned> &Procs);
  bool substitute(const Transition &T, std::vector<Transition> &Out);
  bool substituteOperand(const std::vector<unsigned> &Seq, bool IsRead, size_t Start,
                         std::vector<Transition> &Out);
  std::vector<Choice> choices(const SchedReadWrite &RW, unsigned RWIdx, bool IsRead,
                              size_t Trans, std::vector<Transition> &Out);
  bool exclusive(const Record *Pred, const std::vector<const Record *> &AllPreds,
                 const std::vector<PredCheck> &Term);
  void apply(const Choice &C, bool IsRead, std::vector<Transition> &Out);
  void finish(const std::vector<Transition> &Done, unsigned Class);
  unsigned indexOf(const Record *Def, bool IsRead) const {
    return IsRead ? M.readIndex(Def) : M.writeIndex(Def);
  }
  const SchedReadWrite &rw(unsigned I, bool IsRead) const {
    return (IsRead ? M.Reads : M.Writes)[I];
  }
  /// Whether the sequence RW expands to has neither a variant nor an
  /// aliased type (memoized: types only get added on the way).
  bool plain(unsigned RW, bool IsRead) {
    std::vector<signed char> &Memo = IsRead ? PlainRead : PlainWrite;
    if (Memo.size() <= RW)
      Memo.resize(RW + 1, -1);
    if (Memo[RW] < 0) {
      const SchedReadWrite &T = rw(RW, IsRead);
      bool P;
      if (!T.isSequence())
        P = !T.IsVariant && plainAliases(T, IsRead);
      else {
        P = true;
        if (T.Repeat > 0)
          for (unsigned Step : T.Sequence)
            P = P && plain(Step, IsRead);
      }
      (IsRead ? PlainRead : PlainWrite)[RW] = P; // (the recursion may resize)
    }
    return (IsRead ? PlainRead : PlainWrite)[RW] != 0;
  }
  /// Whether T's aliases never offer a choice, nor fail: each is bound to
  /// a model (a generic one fails when nothing is chosen) and names a type
  /// that is neither a variant nor a sequence. choices() then finds nothing
  /// for T on any model; the aliases' models are looked up (and fail) as
  /// choices() would look them up, in order.
  bool plainAliases(const SchedReadWrite &T, bool IsRead) {
    for (const Record *Alias : T.Aliases) {
      if (procOf(Alias) == 0)
        return false;
      const Record *ToDef = Alias->getValueAsDef("AliasRW");
      if (rw(indexOf(ToDef, IsRead), IsRead).IsVariant || ToDef->isSubClassOf("WriteSequence"))
        return false;
    }
    return true;
  }
  /// Whether nothing bound to a model (a variant or an alias with a
  /// SchedModel) can be reached from RW through variants' choices, aliases
  /// and sequences (memoized; a cycle counts as bound). Reads no field that
  /// may fail.
  bool modelFree(unsigned RW, bool IsRead) {
    std::vector<signed char> &Memo = IsRead ? FreeRead : FreeWrite;
    if (Memo.size() <= RW)
      Memo.resize(RW + 1, -1);
    if (Memo[RW] >= 0)
      return Memo[RW] == 1;
    Memo[RW] = 2; // in progress
    bool F = true;
    const SchedReadWrite &T = rw(RW, IsRead);
    auto Selected = [&](const Record *Variant) {
      for (const Record *Var : Variant->getValueAsListOfDefs("Variants"))
        for (const Record *Sel : Var->getValueAsListOfDefs("Selected"))
          if (!modelFree(indexOf(Sel, IsRead), IsRead))
            return false;
      return true;
    };
    if (T.isSequence()) {
      for (unsigned Step : T.Sequence)
        F = F && modelFree(Step, IsRead);
    } else if (T.IsVariant) {
      F = !ScheduleModel::boundModel(T.Def) && Selected(T.Def);
    }
    for (const Record *Alias : T.Aliases)
      F = F && !ScheduleModel::boundModel(Alias) &&
          modelFree(indexOf(Alias->getValueAsDef("AliasRW"), IsRead), IsRead);
    std::vector<signed char> &After = IsRead ? FreeRead : FreeWrite; // (may have grown)
    if (After[RW] == 2)
      After[RW] = F;
    return After[RW] == 1;
  }
  unsigned procOf(const Record *Def) const {
    const Record *Model = ScheduleModel::boundModel(Def);
    return Model ? M.modelFor(Def, Model).Index : 0;
  }

  /// A choice's record: whether it is a SchedVar, and then its predicate
  /// and (once applied) its selected types.
  struct VarInfo {
    bool IsSchedVar = false;
    const Record *Pred = nullptr;
    bool HasSelected = false;
    std::vector<const Record *> Selected;
  };
  VarInfo &varInfo(const Record *Def) {
    auto [It, New] = VarInfos.try_emplace(Def);
    if (New) {
      It->second.IsSchedVar = Def->isSubClassOf("SchedVar");
      if (It->second.IsSchedVar)
        It->second.Pred = Def->getValueAsDef("Predicate");
    }
    return It->second;
  }
  /// The predicates of a variant type's SchedVars, in order.
  const std::vector<const Record *> &variantPreds(const Record *Variant) {
    auto [It, New] = VariantPreds.try_emplace(Variant);
    if (New)
      for (const Record *Var : Variant->getValueAsListOfDefs("Variants"))
        It->second.push_back(Var->getValueAsDef("Predicate"));
    return It->second;
  }

  ScheduleModel &M;
  std::vector<signed char> PlainWrite, PlainRead, FreeWrite, FreeRead;
  struct InstRWList {
    std::vector<unsigned> W, R, Proc;
  };
  std::unordered_map<const Record *, InstRWList> InstRWLists;
  /// The transitions of each list expanded so far, by (writes, ~0u, reads,
  /// ~0u, models).
  std::unordered_map<std::vector<unsigned>, std::vector<Transition>, IndexListHash> Expanded;
  std::unordered_map<const Record *, VarInfo> VarInfos;
  std::unordered_map<const Record *, std::vector<const Record *>> VariantPreds;
};

void VariantInference::run() {
  for (unsigned C = 0; C < M.Classes.size(); ++C) {
    if (M.Classes[C].ItinClass)
      fromItinClass(C);
    if (!M.Classes[C].InstRWs.empty())
      fromInstRWs(C);
    if (!M.Classes[C].Writes.empty()) {
      std::vector<unsigned> W = M.Classes[C].Writes, R = M.Classes[C].Reads,
                            Procs = M.Classes[C].ProcIndices;
      fromRW(W, R, C, Procs);
    }
  }
}

void VariantInference::fromItinClass(unsigned Class) {
  const Record *Itin = M.Classes[Class].ItinClass;
  for (unsigned P = 0; P < M.ProcModels.size(); ++P) {
    bool Matched = false;
    std::vector<const Record *> ItinRWs = M.ProcModels[P].ItinRWDefs;
    for (const Record *ItinRW : ItinRWs) {
      std::vector<const Record *> Classes = ItinRW->getValueAsListOfDefs("MatchedItinClasses");
      if (std::find(Classes.begin(), Classes.end(), Itin) == Classes.end())
        continue;
      if (Matched)
        PrintFatalError(ItinRW, "Duplicate itinerary class " + std::string(Itin->getName()) +
                                    " in ItinResources for " + M.ProcModels[P].Name);
      Matched = true;
      std::vector<unsigned> W, R;
      M.findRWs(ItinRW->getValueAsListOfDefs("OperandReadWrites"), W, R);
      fromRW(W, R, Class, {P});
    }
  }
}

void VariantInference::fromInstRWs(unsigned Class) {
  std::vector<const Record *> InstRWs = M.Classes[Class].InstRWs;
  for (const Record *InstRW : InstRWs) {
    const std::vector<const Record *> &Instrs = M.instRWInstrs(InstRW);
    // A class its instructions have all left since has nothing to infer.
    bool Used = std::any_of(Instrs.begin(), Instrs.end(),
                            [&](const Record *I) { return M.classOfInstr(I) == Class; });
    if (!Used)
      continue;
    // (an InstRW's lists and model are read once, the first time)
    auto [It, New] = InstRWLists.try_emplace(InstRW);
    InstRWList &L = It->second;
    if (New) {
      M.findRWs(InstRW->getValueAsListOfDefs("OperandReadWrites"), L.W, L.R);
      L.Proc = {M.modelFor(InstRW, InstRW->getValueAsDef("SchedModel")).Index};
    }
    fromRW(L.W, L.R, Class, L.Proc);
    unsigned Proc = L.Proc.front();
    std::vector<unsigned> &Done = M.Classes[Class].InstRWProcIndices;
    if (std::find(Done.begin(), Done.end(), Proc) == Done.end())
      Done.insert(std::upper_bound(Done.begin(), Done.end(), Proc), Proc);
  }
}

void VariantInference::fromRW(const std::vector<unsigned> &W, const std::vector<unsigned> &R,
                              unsigned Class, const std::vector<unsigned> &Procs) {
  // Only variants and aliases lead anywhere: a list without either has no
  // transition on any model.
  auto Plain = [&](const std::vector<unsigned> &List, bool IsRead) {
    for (unsigned I : List)
      if (!plain(I, IsRead))
        return false;
    return true;
  };
  if (Plain(W, false) && Plain(R, true))
    return;
  // The expansion is a function of the lists and models alone (finish()
  // is what depends on the class): a list expanded before is not again.
  std::vector<unsigned> Key(W);
  Key.push_back(~0u);
  Key.insert(Key.end(), R.begin(), R.end());
  Key.push_back(~0u);
  Key.insert(Key.end(), Procs.begin(), Procs.end());
  if (auto Known = Expanded.find(Key); Known != Expanded.end()) {
    finish(Known->second, Class);
    return;
  }
  auto Free = [&](const std::vector<unsigned> &List, bool IsRead) {
    for (unsigned I : List)
      if (!modelFree(I, IsRead))
        return false;
    return true;
  };
  Transition Seed;
  for (unsigned I : W) {
    Seed.WriteSeqs.emplace_back();
    M.expandSequence(I, false, Seed.WriteSeqs.back());
  }
  for (unsigned I : R) {
    Seed.ReadSeqs.emplace_back();
    M.expandSequence(I, true, Seed.ReadSeqs.back());
  }
  // One seed per processor model the list applies to (0: every model).
  std::vector<unsigned> SeedProcs;
  bool All = std::find(Procs.begin(), Procs.end(), 0u) != Procs.end();
  for (unsigned P = 1; P < M.ProcModels.size(); ++P)
    if (All || std::find(Procs.begin(), Procs.end(), P) != Procs.end())
      SeedProcs.push_back(P);
  // The seeds are expanded independently of each other. When nothing
  // bound to a model can be reached from the list, every model's expansion
  // is the first one's (choices() looks at the model only for what is
  // bound to one), and is made once.
  bool Same = SeedProcs.size() > 1 && Free(W, false) && Free(R, true);
  std::vector<Transition> Current;
  for (unsigned P : SeedProcs) {
    Current.push_back(Seed);
    Current.back().Proc = P;
    if (Same)
      break;
  }
  bool Changed;
  do {
    Changed = false;
    std::vector<Transition> Next;
    for (const Transition &T : Current)
      Changed |= substitute(T, Next);
    Current = std::move(Next);
  } while (Changed);
  if (Same) {
    size_t N = Current.size();
    Current.reserve(N * SeedProcs.size());
    for (size_t K = 1; K < SeedProcs.size(); ++K)
      for (size_t I = 0; I < N; ++I) {
        Current.push_back(Current[I]);
        Current.back().Proc = SeedProcs[K];
      }
  }
  const std::vector<Transition> &Done =
      Expanded.emplace(std::move(Key), std::move(Current)).first->second;
  finish(Done, Class);
}

bool VariantInference::substitute(const Transition &T, std::vector<Transition> &Out) {
  size_t Start = Out.size();
  Out.emplace_back();
  Out.back().Term = T.Term;
  Out.back().Proc = T.Proc;
  bool Changed = false;
  for (const auto &Seq : T.WriteSeqs) {
    for (size_t I = Start; I < Out.size(); ++I)
      Out[I].WriteSeqs.emplace_back();
    Changed |= substituteOperand(Seq, false, Start, Out);
  }
  for (const auto &Seq : T.ReadSeqs) {
    for (size_t I = Start; I < Out.size(); ++I)
      Out[I].ReadSeqs.emplace_back();
    Changed |= substituteOperand(Seq, true, Start, Out);
  }
  return Changed;
}

bool VariantInference::substituteOperand(const std::vector<unsigned> &Seq, bool IsRead,
                                         size_t Start, std::vector<Transition> &Out) {
  bool Changed = false;
  for (unsigned RWIdx : Seq) {
    // Copies made for further choices go to the end and are not revisited
    // for this type.
    size_t End = Out.size();
    for (size_t T = Start; T < End; ++T) {
      std::vector<Choice> Found = choices(rw(RWIdx, IsRead), RWIdx, IsRead, T, Out);
      for (const Choice &C : Found)
        apply(C, IsRead, Out);
      if (Found.empty()) {
        auto &Seqs = IsRead ? Out[T].ReadSeqs : Out[T].WriteSeqs;
        Seqs.back().push_back(RWIdx);
      } else {
        Changed = true;
      }
    }
  }
  return Changed;
}

bool VariantInference::exclusive(const Record *Pred, const std::vector<const Record *> &AllPreds,
                                 const std::vector<PredCheck> &Term) {
  for (const PredCheck &PC : Term) {
    if (PC.Pred == Pred)
      return false;
    const SchedReadWrite &Taken = rw(PC.RW, PC.IsRead);
    const std::vector<const Record *> &TakenPreds = variantPreds(Taken.Def);
    bool SameVariant = std::find(TakenPreds.begin(), TakenPreds.end(), Pred) != TakenPreds.end();
    // The taken predicate excludes Pred only when both variants test it.
    if (SameVariant && std::find(AllPreds.begin(), AllPreds.end(), PC.Pred) != AllPreds.end())
      return true;
  }
  return false;
}

std::vector<Choice> VariantInference::choices(const SchedReadWrite &RW, unsigned RWIdx,
                                              bool IsRead, size_t Trans,
                                              std::vector<Transition> &Out) {
  bool Generic = false;
  std::vector<Choice> All;
  unsigned Proc = Out[Trans].Proc;
  if (RW.IsVariant) {
    unsigned VarProc = procOf(RW.Def);
    if (VarProc == 0 || VarProc == Proc) {
      for (const Record *Var : RW.Def->getValueAsListOfDefs("Variants"))
        All.push_back({Var, RWIdx, VarProc});
      Generic |= VarProc == 0;
    }
  }
  for (const Record *Alias : RW.Aliases) {
    unsigned AliasProc = procOf(Alias);
    if (AliasProc && AliasProc != Proc)
      continue;
    if (!All.empty())
      PrintFatalError(Alias, "Multiple variants defined for processor " +
                                 M.ProcModels[AliasProc].Name +
                                 " Ensure only one SchedAlias exists per RW.");
    const Record *ToDef = Alias->getValueAsDef("AliasRW");
    unsigned ToIdx = indexOf(ToDef, IsRead);
    const SchedReadWrite &To = rw(ToIdx, IsRead);
    if (To.IsVariant)
      for (const Record *Var : ToDef->getValueAsListOfDefs("Variants"))
        All.push_back({Var, ToIdx, AliasProc});
    if (ToDef->isSubClassOf("WriteSequence"))
      All.push_back({ToDef, RWIdx, AliasProc});
    Generic |= AliasProc == 0;
  }
  std::vector<const Record *> Preds;
  for (const Choice &C : All)
    if (const VarInfo &V = varInfo(C.Def); V.IsSchedVar)
      Preds.push_back(V.Pred);
  std::vector<Choice> Result;
  for (Choice C : All) {
    if (const VarInfo &V = varInfo(C.Def); V.IsSchedVar && exclusive(V.Pred, Preds, Out[Trans].Term))
      continue;
    if (Result.empty()) {
      C.Target = Trans;
    } else {
      C.Target = Out.size();
      Transition Copy = Out[Trans];
      Out.push_back(std::move(Copy));
    }
    Result.push_back(C);
  }
  if (Generic && Result.empty())
    PrintFatalError(RW.Def, "No variant of this type has a matching predicate on any processor");
  return Result;
}

void VariantInference::apply(const Choice &C, bool IsRead, std::vector<Transition> &Out) {
  Transition &T = Out[C.Target];
  std::vector<unsigned> Selected;
  if (VarInfo &V = varInfo(C.Def); V.IsSchedVar) {
    T.Term.push_back({IsRead, C.RW, V.Pred});
    if (!V.HasSelected) {
      V.Selected = C.Def->getValueAsListOfDefs("Selected");
      V.HasSelected = true;
    }
    for (const Record *Sel : V.Selected)
      Selected.push_back(indexOf(Sel, IsRead));
  } else {
    Selected.push_back(indexOf(C.Def, IsRead));
  }
  auto Expand = [&](unsigned Sel, std::vector<unsigned> &Into) {
    if (IsRead)
      Into.push_back(Sel);
    else
      M.expandSequence(Sel, false, Into);
  };
  auto &Seqs = IsRead ? T.ReadSeqs : T.WriteSeqs;
  if (rw(C.RW, IsRead).IsVariadic) {
    // Each selected type becomes an operand of its own, on a copy of the
    // operand's sequence so far.
    size_t Oper = Seqs.size() - 1;
    if (!Selected.empty())
      Seqs.insert(Seqs.end(), Selected.size() - 1, Seqs[Oper]);
    for (unsigned Sel : Selected)
      Expand(Sel, Seqs[Oper++]);
  } else {
    for (unsigned Sel : Selected)
      Expand(Sel, Seqs.back());
  }
}

void VariantInference::finish(const std::vector<Transition> &Done, unsigned Class) {
  for (const Transition &T : Done) {
    // An outcome reached without any predicate needs no class.
    if (T.Term.empty())
      continue;
    std::vector<unsigned> W, R;
    for (const auto &Seq : T.WriteSeqs)
      if (!Seq.empty())
        W.push_back(M.sequenceRW(Seq, false));
    for (const auto &Seq : T.ReadSeqs)
      if (!Seq.empty())
        R.push_back(M.sequenceRW(Seq, true));
    // A model whose InstRW gives this class its list has its own
    // transitions (inferred from the InstRW).
    const auto &InstRWProcs = M.Classes[Class].InstRWProcIndices;
    if (std::find(InstRWProcs.begin(), InstRWProcs.end(), T.Proc) != InstRWProcs.end())
      continue;
    SchedTransition ST;
    ST.ProcIndex = T.Proc;
    ST.ToClass = M.addClass(nullptr, W, R, {T.Proc});
    for (const PredCheck &PC : T.Term)
      if (ST.PredTerm.empty() || ST.PredTerm.back() != PC.Pred)
        ST.PredTerm.push_back(PC.Pred);
    M.Classes[Class].Transitions.push_back(std::move(ST));
  }
}

void ScheduleModel::inferClasses() { VariantInference(*this).run(); }

} // namespace tblgen::codegen
