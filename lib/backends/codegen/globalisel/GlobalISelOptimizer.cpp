//===- GlobalISelOptimizer.cpp - Grouping and switching match-table rules -===//
//
// The match-table optimizer: rules (sorted by priority) are ordered by the
// first appearance of their root opcode, then consecutive rules sharing a
// leading check are packed into groups that make the check once (their
// members regrouped recursively, runs of the same root type sorted by type),
// and runs of groups checking different opcodes (or types) become jump
// tables.
//
//===----------------------------------------------------------------------===//
#include "backends/codegen/globalisel/GlobalISelMatchTable.h"
#include "tblgen/HelperThread.h"

#include "tblgen/Casting.h"

#include <algorithm>
#include <exception>
#include <optional>

namespace tblgen {
namespace gisel {

/// Whether Cond, a check of M, cannot be made before M's other checks (a
/// C++ predicate reading operands M records).
static bool cannotHoist(const Pred &Cond, const Matcher &M) {
  return Cond.dependsOnOperands() && M.recordsOperand();
}

template <class GroupT>
std::vector<Matcher *> optimizeMatchers(const std::vector<Matcher *> &In, MatcherStore &Store) {
  std::vector<Matcher *> Out;
  auto Current = std::make_unique<GroupT>(Store);
  auto Flush = [&] {
    if (Current->empty())
      return;
    if (Current->size() < 2) {
      Out.insert(Out.end(), Current->matchers().begin(), Current->matchers().end());
    } else {
      Current->finalize();
      Out.push_back(Current.get());
      Store.push_back(std::move(Current));
    }
    Current = std::make_unique<GroupT>(Store);
  };
  for (Matcher *M : In) {
    if (Current->add(*M))
      continue;
    Flush();
    if (!Current->add(*M))
      Out.push_back(M);
  }
  Flush();
  return Out;
}

template std::vector<Matcher *> optimizeMatchers<GroupM>(const std::vector<Matcher *> &,
                                                         MatcherStore &);
template std::vector<Matcher *> optimizeMatchers<SwitchM>(const std::vector<Matcher *> &,
                                                          MatcherStore &);

//===----------------------------------------------------------------------===//
// Groups
//===----------------------------------------------------------------------===//

bool GroupM::add(Matcher &M) {
  if (!M.hasFirstCondition())
    return false;
  const Pred &P = M.firstCondition();
  if (Matchers.empty()) {
    // Only checks on the root can be shared (nested instructions are
    // recorded inside each rule).
    if (P.InsnVar != 0)
      return false;
  } else if (!P.identical(Matchers.front()->firstCondition())) {
    return false;
  }
  if (cannotHoist(P, M))
    return false;
  Matchers.push_back(&M);
  return true;
}

void GroupM::finalize() {
  if (Matchers.empty())
    return;
  Matcher &First = *Matchers.front();
  for (;;) {
    for (Matcher *M : Matchers)
      if (!M->hasFirstCondition())
        return;
    const Pred &Cond = First.firstCondition();
    if (cannotHoist(Cond, First))
      return;
    for (size_t I = 1; I < Matchers.size(); ++I) {
      const Pred &Other = Matchers[I]->firstCondition();
      if (!Other.identical(Cond) || cannotHoist(Other, *Matchers[I]))
        return;
    }
    Conditions.push_back(First.popFirstCondition());
    for (size_t I = 1; I < Matchers.size(); ++I)
      Matchers[I]->popFirstCondition();
  }
}

std::unique_ptr<Pred> GroupM::popFirstCondition() {
  std::unique_ptr<Pred> P = std::move(Conditions.front());
  Conditions.erase(Conditions.begin());
  return P;
}

bool GroupM::recordsOperand() const {
  for (const auto &C : Conditions)
    if (C->recordsOperand())
      return true;
  for (const Matcher *M : Matchers)
    if (M->recordsOperand())
      return true;
  return false;
}

void GroupM::emit(MatchTable &T) {
  unsigned Label = 0;
  if (!Conditions.empty()) {
    Label = T.newLabel();
    T.opcode("GIM_Try", +1).comment("On fail goto").jump(Label).lineBreak();
  }
  for (const auto &C : Conditions)
    C->emit(T);
  for (Matcher *M : Matchers)
    M->emit(T);
  if (!Conditions.empty())
    T.opcode("GIM_Reject", -1).lineBreak().label(Label);
}

void GroupM::optimize(MatcherStore &Made) {
  // Within each run of rules whose first check is the root's type, order
  // the rules by that type (stable), so that equal types become adjacent.
  auto F = Matchers.begin(), E = Matchers.end();
  auto TI = F;
  while (TI != E) {
    while (TI != E) {
      auto *R = static_cast<RuleM *>(*TI);
      if (!R->firstRootType())
        break;
      ++TI;
    }
    std::stable_sort(F, TI, [](Matcher *A, Matcher *B) {
      return *static_cast<RuleM *>(A)->firstRootType() <
             *static_cast<RuleM *>(B)->firstRootType();
    });
    if (TI != E)
      F = ++TI;
  }
  Matchers = optimizeMatchers<GroupM>(Matchers, Made);
  Matchers = optimizeMatchers<SwitchM>(Matchers, Made);
}

//===----------------------------------------------------------------------===//
// Switches
//===----------------------------------------------------------------------===//

static bool switchable(const Pred &P) {
  return P.Kind == PredKind::Opcode || P.Kind == PredKind::LLT;
}

bool SwitchM::add(Matcher &M) {
  if (!M.hasFirstCondition())
    return false;
  const Pred &P = M.firstCondition();
  if (Matchers.empty()) {
    if (P.InsnVar != 0 || !switchable(P) || !P.hasValue())
      return false;
  } else {
    if (!P.sameButValue(Matchers.front()->firstCondition()))
      return false;
    if (Values.count(P.rawValue()))
      return false;
  }
  Values.insert(P.rawValue());
  Matchers.push_back(&M);
  return true;
}

void SwitchM::finalize() {
  if (Matchers.empty())
    return;
  std::stable_sort(Matchers.begin(), Matchers.end(), [](Matcher *L, Matcher *R) {
    return L->firstCondition().rawValue() < R->firstCondition().rawValue();
  });
  Condition = Matchers.front()->popFirstCondition();
  CaseEntries.push_back(Condition->valueEntry());
  for (size_t I = 1; I < Matchers.size(); ++I)
    CaseEntries.push_back(Matchers[I]->popFirstCondition()->valueEntry());
}

bool SwitchM::recordsOperand() const {
  for (const Matcher *M : Matchers)
    if (M->recordsOperand())
      return true;
  return false;
}

namespace {
/// The rules under M.
size_t weight(Matcher *M) {
  std::vector<Matcher *> *Kids = nullptr;
  if (auto *G = dyn_cast<GroupM>(M))
    Kids = &G->matchers();
  else if (auto *S = dyn_cast<SwitchM>(M))
    Kids = &S->matchers();
  if (!Kids)
    return 1;
  size_t W = 0;
  for (Matcher *K : *Kids)
    W += weight(K);
  return W;
}

/// Where to cut Items so that about Percent % of the rules come before: N
/// when there are too few rules to share out, or one item holds most of
/// them.
size_t splitByWeight(const std::vector<Matcher *> &Items, unsigned Percent = 50) {
  const size_t N = Items.size();
  if (N < 2)
    return N;
  std::vector<size_t> W(N);
  size_t Total = 0;
  for (size_t K = 0; K < N; ++K)
    Total += W[K] = weight(Items[K]);
  if (Total < 1024)
    return N;
  size_t Acc = 0, Split = 0;
  while (Split < N - 1 && 100 * (Acc + W[Split]) <= Percent * Total)
    Acc += W[Split++];
  return Split == 0 ? N : Split;
}

/// Emits items [0, N) of Items into T in order (EmitItem(T, K) emits item
/// K). A big list is cut where 45% of its rules are behind: the items from
/// there on are emitted into a part of T on the helper thread while this
/// thread emits the first ones, and the part is appended (labels and
/// offsets as if emitted here). The items must share nothing they change.
template <typename Fn>
void emitItems(MatchTable &T, const std::vector<Matcher *> &Items, Fn EmitItem) {
  const size_t N = Items.size();
  // (A little less than half here: this thread also appends the part.)
  size_t Split = splitByWeight(Items, 45);
  // (Taken only now: items emitted here may split their own lists.)
  std::optional<HelperScope> Helper;
  if (Split != N)
    Helper.emplace();
  if (Split == N || !*Helper) {
    Helper.reset();
    for (size_t K = 0; K < N; ++K)
      EmitItem(T, K);
    return;
  }
  MatchTable Part = T.part();
  runBoth(
      *Helper->get(),
      [&] {
        for (size_t K = 0; K < Split; ++K)
          EmitItem(T, K);
      },
      [&] {
        for (size_t K = Split; K < N; ++K)
          EmitItem(Part, K);
      });
  T.append(std::move(Part));
}
} // namespace

void SwitchM::emit(MatchTable &T) {
  if (Matchers.empty())
    return;
  // The cases were sorted by value in finalize; each case's check value
  // was popped, so the values come from the set (same order).
  std::vector<unsigned> Labels;
  for (size_t I = 0; I < Matchers.size(); ++I)
    Labels.push_back(T.newLabel());
  unsigned Default = T.newLabel();
  int64_t Lower = *Values.begin(), Upper = *Values.rbegin() + 1;
  if (Condition->Kind == PredKind::Opcode) {
    T.opcode("GIM_SwitchOpcode").comment("MI").uleb(Condition->InsnVar);
  } else {
    T.opcode("GIM_SwitchType").comment("MI").uleb(Condition->InsnVar);
    T.comment("Op").uleb(Condition->OpIdx);
  }
  T.comment("[").integer(2, Lower).integer(2, Upper).comment(")");
  T.comment("default:").jump(Default);
  int64_t J = Lower;
  size_t I = 0;
  for (int64_t V : Values) {
    while (J++ < V)
      T.integer(4, 0);
    MatchTable::Entry E = CaseEntries[I];
    E.Flags = (E.Flags | MatchTable::Comment) & ~MatchTable::CommaFollows;
    E.Size = 0;
    T.lineBreak().add(E).jump(Labels[I]);
    ++I;
  }
  T.lineBreak();
  emitItems(T, Matchers, [&](MatchTable &Out, size_t K) {
    Out.label(Labels[K]);
    Matchers[K]->emit(Out);
    Out.opcode("GIM_Reject").lineBreak();
  });
  T.label(Default);
}

//===----------------------------------------------------------------------===//
// The whole table
//===----------------------------------------------------------------------===//

MatchTable buildTable(std::vector<RuleM *> &Rules, bool Optimize, bool Coverage,
                      MatcherStore &Store, const std::function<void()> &Side) {
  MatchTable T(Coverage);
  std::vector<Matcher *> In(Rules.begin(), Rules.end());
  if (Optimize) {
    std::map<std::string, unsigned> OpcodeOrder;
    for (RuleM *R : Rules)
      OpcodeOrder.emplace(R->opcode(), unsigned(OpcodeOrder.size()));
    // Sorted by (opcode's first appearance, operand count), keys computed
    // once per rule.
    std::vector<std::pair<std::pair<unsigned, size_t>, Matcher *>> Keyed;
    Keyed.reserve(In.size());
    for (Matcher *M : In) {
      auto *R = static_cast<RuleM *>(M);
      Keyed.push_back({{OpcodeOrder[R->opcode()], R->Root->Ops.size()}, M});
    }
    std::stable_sort(Keyed.begin(), Keyed.end(),
                     [](const auto &A, const auto &B) { return A.first < B.first; });
    for (size_t I = 0; I < Keyed.size(); ++I)
      In[I] = Keyed[I].second;
    // Each rule, then each top-level group, is optimized on its own: on
    // two threads (the helper's groups go to a store of its own).
    auto OptimizeAll = [&](size_t Split) {
      MatcherStore Made;
      runSplit(In.size(), Split, [&](size_t B, size_t E, unsigned Thread) {
        MatcherStore &S = Thread ? Made : Store;
        for (size_t K = B; K < E; ++K)
          In[K]->optimize(S);
      });
      for (auto &M : Made)
        Store.push_back(std::move(M));
    };
    OptimizeAll(In.size() >= 1024 ? In.size() / 2 : In.size());
    // (Grouping is one pass in order: Side runs beside it.)
    {
      HelperScope Helper; // (released before the passes below take it)
      if (Helper && In.size() >= 1024) {
        runBoth(*Helper.get(), [&] { In = optimizeMatchers<GroupM>(In, Store); }, Side);
      } else {
        Side();
        In = optimizeMatchers<GroupM>(In, Store);
      }
    }
    OptimizeAll(splitByWeight(In));
    In = optimizeMatchers<SwitchM>(In, Store);
  }
  if (!Optimize)
    Side();
  emitItems(T, In, [&](MatchTable &Out, size_t K) { In[K]->emit(Out); });
  T.opcode("GIM_Reject").lineBreak();
  return T;
}

} // namespace gisel
} // namespace tblgen
