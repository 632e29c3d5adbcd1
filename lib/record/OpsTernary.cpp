//===- OpsTernary.cpp - Ternary, conditional and record operators ---------===//
//
// The three-operand bang operators (!if, !foreach, !filter, !subst, !dag,
// !range, !substr, !find, !setdagarg, !setdagname), !cond, !foldl, !isa,
// !exists and !instances: construction, folding and printing, as in
// Ops.cpp (whose helpers, record/OpsShared.h, they share).
//
//===----------------------------------------------------------------------===//

#include "tblgen/Error.h"
#include "tblgen/Output.h"
#include "tblgen/Record.h"

#include "record/FoldAppend.h"
#include "record/OpsShared.h"
#include "record/Pools.h"
#include "record/Regex.h"
#include "tblgen/SmallVec.h"

#include <algorithm>
#include <climits>
#include <memory>
#include <optional>
#include <string>
#include <vector>

using namespace tblgen;
using namespace tblgen::ops;

namespace {

const char *const TernOpSpellings[] = {
#define TERNOP(E, S) S,
#include "tblgen/BangOps.def"
};

template <typename T> const T *lookup(InitPool &Pool, const Profile &P) {
  return static_cast<const T *>(Pool.find(P));
}

/// One level of !foreach, !foldl or !filter evaluation, counted against
/// the evaluation depth limit.
class EvalDepthGuard {
public:
  EvalDepthGuard(RecordKeeper &RK, const Record *CurRec, std::string_view Op)
      : Depth(RK.evalDepth()) {
    if (++Depth > RK.getLimits().MaxEvalDepth) {
      --Depth;
      RK.limitExceeded(locOf(CurRec), "nesting of " + std::string(Op) + " evaluation",
                       "max-eval-depth", RK.getLimits().MaxEvalDepth);
    }
  }
  ~EvalDepthGuard() { --Depth; }
  EvalDepthGuard(const EvalDepthGuard &) = delete;
  EvalDepthGuard &operator=(const EvalDepthGuard &) = delete;

private:
  unsigned &Depth;
};

} // namespace

//===----------------------------------------------------------------------===//
// TernOpInit
//===----------------------------------------------------------------------===//

const TernOpInit *TernOpInit::get(TernaryOp Op, const Init *LHS, const Init *MHS,
                                  const Init *RHS, const RecTy *T) {
  SharedStateLock Lock(LHS->getRecordKeeper());
  InitPool &Pool = LHS->getRecordKeeper().inits();
  uint64_t H =
      ProfileHasher(6).add(uint64_t(TernOpKind)).add(uint64_t(Op)).add(LHS).add(MHS).add(RHS).add(T).hash();
  ProfileTable::Hint Where;
  if (const auto *I = Pool.findAs<TernOpInit>(H, [&](const TernOpInit *X) {
        return X->getOpcode() == Op && X->getLHS() == LHS && X->getMHS() == MHS && X->getRHS() == RHS &&
               X->getType() == T;
      }, &Where))
    return I;
  auto *I = Pool.make<TernOpInit>(Op, LHS, MHS, RHS, T);
  Pool.insertHashed(H, I, Where);
  return I;
}

namespace {

/// Expr with the variable Var replaced by Value.
///
/// Front end, without the allocation model: the answer is remembered
/// (InitPool::Substituted) unless the evaluation consulted changing state
/// (InitPool::StatefulFolds), and a repeated substitution returns it
/// without resolving. Nothing can be seen missing: resolving again would
/// create no value, no record and no diagnostic, since every anonymous
/// instantiation it reaches exists already. The one fold that depends on
/// the current record, a field of it read through its def (a forbidden
/// self-reference), needs that def to exist, so such a record evaluates
/// as usual.
const Init *applyTo(const Init *Var, const Init *Value, const Init *Expr, const Record *CurRec) {
  RecordKeeper &RK = Expr->getRecordKeeper();
  InitPool &Pool = RK.inits();
  SubstitutionMemo &Memo = Pool.Substituted;
  bool Remember = false;
  uint64_t H = 0;
  if (!RK.hasAllocationModel() && !RK.sharedStateMutex() && !(CurRec && CurRec->hasDefInit())) {
    H = SubstitutionMemo::hashOf(Var, Value, Expr);
    if (const Init *Known = Memo.find(Var, Value, Expr, H))
      return Known;
    Remember = Memo.cameBefore(H);
  }
  uint64_t Stateful = Pool.statefulFolds();
  MapResolver R(CurRec);
  R.set(Var, Value);
  const Init *Result = Expr->resolve(R);
  if (Remember && Pool.statefulFolds() == Stateful)
    Memo.insert(Var, Value, Expr, H, Result);
  return Result;
}

/// !foreach over a dag: the operator and every argument (recursing into
/// nested dags) are mapped; argument names are kept.
const Init *foreachDag(const Init *Var, const DagInit *D, const Init *Expr,
                       const Record *CurRec) {
  EvalDepthGuard Guard(D->getRecordKeeper(), CurRec, "!foreach");
  bool Changed = false;
  const Init *Op = applyTo(Var, D->getOperator(), Expr, CurRec);
  if (Op != D->getOperator())
    Changed = true;

  SmallVec<const Init *, 16> NewArgs;
  NewArgs.reserve(D->getNumArgs());
  for (const Init *Arg : D->getArgs()) {
    const Init *NewArg;
    if (const auto *Sub = dyn_cast<DagInit>(Arg))
      NewArg = foreachDag(Var, Sub, Expr, CurRec);
    else
      NewArg = applyTo(Var, Arg, Expr, CurRec);
    NewArgs.push_back(NewArg);
    if (NewArg != Arg)
      Changed = true;
  }
  if (!Changed)
    return D;
  return DagInit::get(Op, D->getName(), NewArgs, D->getArgNames());
}

const Init *foreachFold(const Init *Var, const Init *Over, const Init *Expr, const RecTy *Type,
                        const Record *CurRec) {
  if (const auto *D = dyn_cast<DagInit>(Over))
    return foreachDag(Var, D, Expr, CurRec);
  if (const auto *L = dyn_cast<ListInit>(Over)) {
    EvalDepthGuard Guard(Type->getRecordKeeper(), CurRec, "!foreach");
    SmallVec<const Init *, 8> Elts; // (short lists need no heap)
    Elts.reserve(L->size());
    for (const Init *E : L->getValues())
      Elts.push_back(applyTo(Var, E, Expr, CurRec));
    return ListInit::get(Elts, cast<ListRecTy>(Type)->getElementType());
  }
  return nullptr;
}

const Init *filterFold(const Init *Var, const Init *Over, const Init *Pred, const RecTy *Type,
                       const Record *CurRec) {
  const auto *L = dyn_cast<ListInit>(Over);
  if (!L)
    return nullptr;
  EvalDepthGuard Guard(Type->getRecordKeeper(), CurRec, "!filter");
  SmallVec<const Init *, 8> Kept; // (short lists need no heap)
  for (const Init *E : L->getValues()) {
    const Init *Keep = applyTo(Var, E, Pred, CurRec);
    const IntInit *K = Keep ? asInt(Keep) : nullptr;
    if (!K)
      return nullptr;
    if (K->getValue())
      Kept.push_back(E);
  }
  return ListInit::get(Kept, cast<ListRecTy>(Type)->getElementType());
}

//===----------------------------------------------------------------------===//
// TernOpInit folding, one function per operator family
//===----------------------------------------------------------------------===//
//
// As for the unary operators: each foldTernary<Family> function returns the
// value, or the operator itself while its operands are not known enough.

/// !subst(from, to, in) on strings (every occurrence), on records or on
/// variables (the whole value).
const Init *foldTernarySubst(const TernOpInit &T, const Record *) {
  const Init *From = T.getLHS(), *To = T.getMHS(), *In = T.getRHS();
  if (isa<DefInit>(From) && isa<DefInit>(To) && isa<DefInit>(In)) {
    const Init *Picked = From->getAsString() == In->getAsString() ? To : In;
    return cast<DefInit>(Picked)->getDef()->getDefInit();
  }
  if (isa<VarInit>(From) && isa<VarInit>(To) && isa<VarInit>(In)) {
    const Init *Picked = From->getAsString() == In->getAsString() ? To : In;
    return VarInit::get(std::string(cast<VarInit>(Picked)->getName()), T.getType());
  }
  const auto *FromS = dyn_cast<StringInit>(From), *ToS = dyn_cast<StringInit>(To),
             *InS = dyn_cast<StringInit>(In);
  if (!FromS || !ToS || !InS)
    return &T;
  RecordKeeper &RK = T.getRecordKeeper();
  std::string Text(InS->getValue());
  std::string_view Pattern = FromS->getValue(), Replacement = ToS->getValue();
  // Every occurrence is replaced, the scan going on after each replacement.
  // An empty pattern changes nothing (llvm-tblgen loops forever on it).
  if (!Pattern.empty()) {
    for (size_t At = Text.find(Pattern); At != std::string::npos;
         At = Text.find(Pattern, At + Replacement.size())) {
      Text.replace(At, Pattern.size(), Replacement);
      checkStringSize(RK, Text.size());
    }
  }
  return StringInit::get(RK, Text);
}

const Init *foldTernaryForeach(const TernOpInit &T, const Record *CurRec) {
  const Init *R = foreachFold(T.getLHS(), T.getMHS(), T.getRHS(), T.getType(), CurRec);
  return R ? R : &T;
}

const Init *foldTernaryFilter(const TernOpInit &T, const Record *CurRec) {
  const Init *R = filterFold(T.getLHS(), T.getMHS(), T.getRHS(), T.getType(), CurRec);
  return R ? R : &T;
}

const Init *foldTernaryIf(const TernOpInit &T, const Record *) {
  const IntInit *Cond = asInt(T.getLHS());
  if (!Cond)
    return &T;
  return Cond->getValue() ? T.getMHS() : T.getRHS();
}

/// !dag(op, args, names): either list may be '?' (all unset), not both.
const Init *foldTernaryDag(const TernOpInit &T, const Record *) {
  const Init *ArgsV = T.getMHS(), *NamesV = T.getRHS();
  const auto *Args = dyn_cast<ListInit>(ArgsV);
  const auto *Names = dyn_cast<ListInit>(NamesV);
  const bool Readable = (Args || isa<UnsetInit>(ArgsV)) && (Names || isa<UnsetInit>(NamesV));
  if (!Readable || (!Args && !Names))
    return &T;
  const size_t Count = Args ? Args->size() : Names->size();
  if (Names && Names->size() != Count)
    return &T;
  std::vector<const Init *> NewArgs(Count, UnsetInit::get(T.getRecordKeeper()));
  std::vector<const StringInit *> NewNames(Count, nullptr);
  for (size_t I = 0; I != Count; ++I) {
    if (Args)
      NewArgs[I] = Args->getElement(unsigned(I));
    const Init *Name = Names ? Names->getElement(unsigned(I)) : nullptr;
    if (!Name || isa<UnsetInit>(Name))
      continue;
    NewNames[I] = dyn_cast<StringInit>(Name);
    if (!NewNames[I])
      return &T; // a name not resolved yet
  }
  return DagInit::get(T.getLHS(), nullptr, NewArgs, NewNames);
}

/// !range(start, end, step): start, start + step, ... up to end excluded.
const Init *foldTernaryRange(const TernOpInit &T, const Record *CurRec) {
  const auto *StartI = dyn_cast<IntInit>(T.getLHS());
  const auto *EndI = dyn_cast<IntInit>(T.getMHS());
  const auto *StepI = dyn_cast<IntInit>(T.getRHS());
  if (!StartI || !EndI || !StepI)
    return &T;
  RecordKeeper &RK = T.getRecordKeeper();
  int64_t Start = StartI->getValue(), End = EndI->getValue(), Step = StepI->getValue();
  if (Step == 0)
    errorAt(T.getRecordKeeper(), CurRec, "Step of !range can't be 0");
  bool Up = Start < End && Step > 0, Down = Start > End && Step < 0;
  // Distances and strides as unsigned numbers, which cannot overflow.
  uint64_t Distance = Up ? uint64_t(End) - uint64_t(Start) : uint64_t(Start) - uint64_t(End);
  uint64_t Stride = Up ? uint64_t(Step) : -uint64_t(Step);
  if (Up || Down)
    checkListSize(RK, CurRec, (Distance - 1) / Stride, "!range");
  SmallVec<const Init *, 8> Elts; // (short ranges need no heap)
  if (Up || Down) {
    // Stop before stepping past End, so the value never overflows.
    for (int64_t I = Start;; I += Step) {
      Elts.push_back(IntInit::get(RK, I));
      uint64_t Left = Up ? uint64_t(End) - uint64_t(I) : uint64_t(I) - uint64_t(End);
      if (Left <= Stride)
        break;
    }
  }
  return ListInit::get(Elts, StartI->getType());
}

const Init *foldTernarySubstr(const TernOpInit &T, const Record *CurRec) {
  const auto *S = dyn_cast<StringInit>(T.getLHS());
  const auto *StartI = dyn_cast<IntInit>(T.getMHS());
  const auto *LengthI = dyn_cast<IntInit>(T.getRHS());
  if (!S || !StartI || !LengthI)
    return &T;
  std::string_view Str = S->getValue();
  int64_t Start = StartI->getValue(), Length = LengthI->getValue();
  if (Start < 0 || Start > int64_t(Str.size()))
    errorAt(T.getRecordKeeper(), CurRec, "!substr start position is out of range 0..." + std::to_string(Str.size()) +
                        ": " + std::to_string(Start));
  if (Length < 0)
    errorAt(T.getRecordKeeper(), CurRec, "!substr length must be nonnegative");
  // After the error, out-of-range values clamp, as unsigned sizes would.
  size_t From = std::min(size_t(uint64_t(Start)), Str.size());
  size_t Count = std::min(size_t(uint64_t(Length)), Str.size() - From);
  return StringInit::get(T.getRecordKeeper(), Str.substr(From, Count), S->getFormat());
}

const Init *foldTernaryFind(const TernOpInit &T, const Record *CurRec) {
  const auto *S = dyn_cast<StringInit>(T.getLHS());
  const auto *Target = dyn_cast<StringInit>(T.getMHS());
  const auto *StartI = dyn_cast<IntInit>(T.getRHS());
  if (!S || !Target || !StartI)
    return &T;
  int64_t Start = StartI->getValue();
  if (Start < 0 || Start > int64_t(S->getValue().size()))
    errorAt(T.getRecordKeeper(), CurRec, "!find start position is out of range 0..." +
                        std::to_string(S->getValue().size()) + ": " + std::to_string(Start));
  size_t At = S->getValue().find(Target->getValue(), size_t(uint64_t(Start)));
  return IntInit::get(T.getRecordKeeper(), At == std::string_view::npos ? -1 : int64_t(At));
}

/// The argument of the dag operand that the key operand (an index or a
/// name) selects for !setdagarg and !setdagname, or nullopt while either
/// is unknown.
std::optional<unsigned> selectedDagArg(const TernOpInit &T, const DagInit *D, const char *Op,
                                       const Record *CurRec) {
  const Init *Key = T.getMHS();
  if (!D || !(isa<IntInit>(Key) || isa<StringInit>(Key)))
    return std::nullopt;
  std::string Why;
  std::optional<unsigned> No = dagArgNumber(D, Key, Why);
  if (!No)
    fatalAt(CurRec, std::string(Op) + " " + Why);
  return No;
}

const Init *foldTernarySetDagArg(const TernOpInit &T, const Record *CurRec) {
  const auto *D = dyn_cast<DagInit>(T.getLHS());
  std::optional<unsigned> No = selectedDagArg(T, D, "!setdagarg", CurRec);
  if (!No)
    return &T;
  std::vector<const Init *> NewArgs = args(D);
  NewArgs[*No] = T.getRHS();
  return DagInit::get(D->getOperator(), D->getName(), NewArgs, D->getArgNames());
}

const Init *foldTernarySetDagName(const TernOpInit &T, const Record *CurRec) {
  const auto *D = dyn_cast<DagInit>(T.getLHS());
  std::optional<unsigned> No = selectedDagArg(T, D, "!setdagname", CurRec);
  if (!No)
    return &T;
  std::vector<const StringInit *> Names = argNames(D);
  Names[*No] = dyn_cast<StringInit>(T.getRHS());
  return DagInit::get(D->getOperator(), D->getName(), D->getArgs(), Names);
}

using TernaryFoldFn = const Init *(*)(const TernOpInit &, const Record *);

/// The fold function of each operator, indexed by TernaryOp.
constexpr TernaryFoldFn TernaryFolds[] = {
#define TERNOP_ENTRY(E, S, Token, Fold, Syntax) foldTernary##Fold,
#include "tblgen/BangOps.def"
};

} // namespace

const Init *TernOpInit::getFolded(TernaryOp Op, const Init *LHS, const Init *MHS, const Init *RHS,
                                  const RecTy *T, const Record *CurRec) {
  return foldOrIntern(
      TernOpInit(Op, LHS, MHS, RHS, T), [&] { return get(Op, LHS, MHS, RHS, T); },
      [&](const TernOpInit &O) { return O.Fold(CurRec); });
}

const Init *TernOpInit::Fold(const Record *CurRec) const {
  return TernaryFolds[getOpcode()](*this, CurRec);
}

const Init *TernOpInit::resolveReferences(Resolver &R) const {
  return resolveThroughMemo(R, this, getRecordKeeper().inits(),
                            [&] { return resolveOperands(R); });
}

const Init *TernOpInit::resolveOperands(Resolver &R) const {
  const Init *NewLHS = LHS->resolve(R);

  // A decided !if resolves only the branch it takes.
  if (getOpcode() == If && NewLHS != LHS) {
    if (const IntInit *C = asInt(NewLHS))
      return (C->getValue() ? MHS : RHS)->resolve(R);
  }

  const Init *NewMHS = MHS->resolve(R);
  const Init *NewRHS;
  if (getOpcode() == Foreach || getOpcode() == Filter) {
    // The loop variable hides any outer variable of the same name.
    HidingResolver Inner(R, NewLHS);
    NewRHS = RHS->resolve(Inner);
  } else {
    NewRHS = RHS->resolve(R);
  }

  if (NewLHS != LHS || NewMHS != MHS || NewRHS != RHS)
    return getFolded(getOpcode(), NewLHS, NewMHS, NewRHS, getType(), R.getCurrentRecord());
  return this;
}

std::string TernOpInit::getAsString() const { return printedText(*this); }

void TernOpInit::printTo(OStream &OS) const {
  OS << '!' << TernOpSpellings[getOpcode()] << '(';
  // The variable of !foreach and !filter prints bare.
  if (getOpcode() == Foreach || getOpcode() == Filter)
    OS << LHS->getAsUnquotedString();
  else
    LHS->print(OS);
  OS << ", ";
  MHS->print(OS);
  OS << ", ";
  RHS->print(OS);
  OS << ')';
}

//===----------------------------------------------------------------------===//
// CondOpInit
//===----------------------------------------------------------------------===//

const CondOpInit *CondOpInit::get(std::span<const Init *const> Conds,
                                  std::span<const Init *const> Vals, const RecTy *T) {
  assert(Conds.size() == Vals.size() && "!cond needs one value per condition");
  SharedStateLock Lock(T->getRecordKeeper());
  InitPool &Pool = T->getRecordKeeper().inits();
  Profile P;
  P.add(uint64_t(CondKind)).add(T).add(uint64_t(Conds.size()));
  for (size_t I = 0; I < Conds.size(); ++I)
    P.add(Conds[I]).add(Vals[I]);
  if (const auto *I = lookup<CondOpInit>(Pool, P))
    return I;
  auto *I = Pool.make<CondOpInit>(Pool.copyArray<Init>(Conds), Pool.copyArray<Init>(Vals),
                                  unsigned(Conds.size()), T);
  Pool.insert(P, I);
  return I;
}

/// A !cond's answer when V is the value of its first true condition: V as
/// the !cond's type T, or V itself when it does not convert.
static const Init *condResult(const Init *V, const RecTy *T) {
  const Init *Converted = V->convertInitializerTo(T);
  return Converted ? Converted : V;
}

const Init *CondOpInit::Fold(const Record *CurRec) const {
  for (unsigned I = 0; I < N; ++I) {
    const IntInit *C = asInt(Conds[I]);
    if (!C)
      return this; // an undecided condition before the first true one
    if (C->getValue())
      return condResult(Vals[I], getType());
  }
  std::string Name = CurRec ? CurRec->getNameInitAsString() : std::string();
  fatalAt(CurRec, Name + " does not have any true condition in:" + getAsString());
}

namespace {
/// Would resolving E through R be invisible, apart from the value it gives:
/// no anonymous instantiation, no error, no resolver state that another
/// resolution would read differently? Conservative: lists, sizes,
/// comparisons and error-free integer arithmetic over constants and over
/// variables that the resolver answers without resolving anything
/// (Resolver::answersDirectly).
struct InertCheck {
  const Resolver &R;
  explicit InertCheck(const Resolver &R) : R(R) {}

  bool operator()(const Init *E) const {
    if (!(E->getDeps() & R.keyMask()))
      return true; // resolve() would not even look at it
    if (auto *V = dyn_cast<VarInit>(E))
      return R.answersDirectly(V->getNameInit());
    if (auto *L = dyn_cast<ListInit>(E))
      return std::all_of(L->getValues().begin(), L->getValues().end(), *this);
    if (auto *U = dyn_cast<UnOpInit>(E))
      return (U->getOpcode() == UnOpInit::Size || U->getOpcode() == UnOpInit::Empty) &&
             (*this)(U->getOperand());
    if (auto *B = dyn_cast<BinOpInit>(E)) {
      switch (B->getOpcode()) {
      case BinOpInit::Add:
      case BinOpInit::Sub:
      case BinOpInit::Mul:
      case BinOpInit::And:
      case BinOpInit::Or:
      case BinOpInit::Xor:
      case BinOpInit::Eq:
      case BinOpInit::Ne:
      case BinOpInit::Le:
      case BinOpInit::Lt:
      case BinOpInit::Ge:
      case BinOpInit::Gt:
        return (*this)(B->getLHS()) && (*this)(B->getRHS());
      default:
        return false;
      }
    }
    return false;
  }
};
} // namespace

const Init *CondOpInit::resolveReferences(Resolver &R) const {
  SmallVec<const Init *, 16> NewConds, NewVals;
  NewConds.reserve(N);
  NewVals.reserve(N);
  bool Changed = false;
  // Without the allocation model, once a condition is known true after
  // conditions known false, Fold's answer is decided: the conditions and
  // values after it need no resolution, provided resolving them could not
  // be seen (instantiations, errors; see InertCheck).
  bool Decidable = !getRecordKeeper().hasAllocationModel();
  for (unsigned I = 0; I < N; ++I) {
    const Init *C = Conds[I]->resolve(R);
    const Init *V = Vals[I]->resolve(R);
    Changed |= C != Conds[I] || V != Vals[I];
    NewConds.push_back(C);
    NewVals.push_back(V);
    if (!Decidable)
      continue;
    const IntInit *Truth = asInt(C);
    if (!Truth) {
      Decidable = false; // Fold stops at an undecided condition
      continue;
    }
    if (!Truth->getValue())
      continue;
    Decidable = false;
    if (!Changed || I + 1 == N)
      continue;
    InertCheck Inertly(R);
    bool Inert = true;
    for (unsigned J = I + 1; J < N && Inert; ++J)
      Inert = Inertly(Conds[J]) && Inertly(Vals[J]);
    if (Inert)
      return condResult(V, getType()); // what Fold would give
  }
  if (!Changed)
    return this;
  return foldOrIntern(
      CondOpInit(NewConds.data(), NewVals.data(), N, getType()),
      [&] { return get(NewConds, NewVals, getType()); },
      [&](const CondOpInit &C) { return C.Fold(R.getCurrentRecord()); });
}

bool CondOpInit::isComplete() const {
  for (unsigned I = 0; I < N; ++I)
    if (!Conds[I]->isComplete() || !Vals[I]->isComplete())
      return false;
  return true;
}

bool CondOpInit::isConcrete() const {
  for (unsigned I = 0; I < N; ++I)
    if (!Conds[I]->isConcrete() || !Vals[I]->isConcrete())
      return false;
  return true;
}

std::string CondOpInit::getAsString() const { return printedText(*this); }

void CondOpInit::printTo(OStream &OS) const {
  OS << "!cond(";
  for (unsigned I = 0; I < N; ++I) {
    OS << (I ? ", " : "");
    Conds[I]->print(OS);
    OS << ": ";
    Vals[I]->print(OS);
  }
  OS << ')';
}

//===----------------------------------------------------------------------===//
// FoldOpInit
//===----------------------------------------------------------------------===//

const FoldOpInit *FoldOpInit::get(const Init *Start, const Init *List, const Init *A,
                                  const Init *B, const Init *Expr, const RecTy *T) {
  SharedStateLock Lock(Start->getRecordKeeper());
  InitPool &Pool = Start->getRecordKeeper().inits();
  Profile P;
  P.add(uint64_t(FoldKind)).add(Start).add(List).add(A).add(B).add(Expr).add(T);
  if (const auto *I = lookup<FoldOpInit>(Pool, P))
    return I;
  auto *I = Pool.make<FoldOpInit>(Start, List, A, B, Expr, T);
  Pool.insert(P, I);
  return I;
}

const Init *FoldOpInit::Fold(const Record *CurRec) const {
  const auto *L = dyn_cast<ListInit>(List);
  if (!L)
    return this;
  EvalDepthGuard Guard(getRecordKeeper(), CurRec, "!foldl");
  // A body that appends to the accumulator folds in one buffer.
  size_t Done;
  const Init *Acc = foldAppending(*this, L->getValues(), CurRec, Done);
  for (const Init *E : L->getValues().subspan(Done)) {
    MapResolver R(CurRec);
    R.setNew(A, Acc);
    if (B != A) // (the parser lets both variables have one name)
      R.setNew(B, E);
    else
      R.set(B, E);
    Acc = Expr->resolve(R);
  }
  return Acc;
}

const Init *FoldOpInit::resolveReferences(Resolver &R) const {
  const Init *NewStart = Start->resolve(R);
  const Init *NewList = List->resolve(R);
  // A and B are the fold's own variables.
  HidingResolver Inner(R, A, B);
  const Init *NewExpr = Expr->resolve(Inner);
  if (NewStart == Start && NewList == List && NewExpr == Expr)
    return this;
  return foldOrIntern(
      FoldOpInit(NewStart, NewList, A, B, NewExpr, getType()),
      [&] { return get(NewStart, NewList, A, B, NewExpr, getType()); },
      [&](const FoldOpInit &F) { return F.Fold(R.getCurrentRecord()); });
}

std::string FoldOpInit::getAsString() const { return printedText(*this); }

void FoldOpInit::printTo(OStream &OS) const {
  OS << "!foldl(";
  Start->print(OS);
  OS << ", ";
  List->print(OS);
  // The two variables print bare.
  OS << ", " << A->getAsUnquotedString() << ", " << B->getAsUnquotedString() << ", ";
  Expr->print(OS);
  OS << ')';
}

//===----------------------------------------------------------------------===//
// IsAOpInit
//===----------------------------------------------------------------------===//

const IsAOpInit *IsAOpInit::get(const RecTy *CheckType, const Init *Expr) {
  SharedStateLock Lock(CheckType->getRecordKeeper());
  RecordKeeper &RK = CheckType->getRecordKeeper();
  InitPool &Pool = RK.inits();
  uint64_t H = ProfileHasher(3).add(uint64_t(IsAKind)).add(CheckType).add(Expr).hash();
  if (const auto *I = Pool.findAs<IsAOpInit>(
          H, [&](const IsAOpInit *A) { return A->getCheckType() == CheckType && A->getExpr() == Expr; }))
    return I;
  // Like LLVM, the result is typed int (not bit).
  auto *I = Pool.make<IsAOpInit>(CheckType, Expr, IntRecTy::get(RK));
  Pool.insertHashed(H, I);
  return I;
}

const Init *IsAOpInit::Fold() const {
  const auto *TI = dyn_cast<TypedInit>(Expr);
  if (!TI)
    return this;
  RecordKeeper &RK = getRecordKeeper();
  if (TI->getType()->typeIsConvertibleTo(CheckType))
    return IntInit::get(RK, 1);
  if (!isa<RecordRecTy>(CheckType))
    return IntInit::get(RK, 0); // non-record types never cast
  // A concrete value whose type cannot be narrowed to CheckType, or a
  // resolved record, is known not to be one.
  // (The record test first: it is the common case, and cheaper.)
  if (isa<DefInit>(Expr) ||
      (!CheckType->typeIsConvertibleTo(TI->getType()) && Expr->isConcrete()))
    return IntInit::get(RK, 0);
  return this;
}

const Init *IsAOpInit::resolveReferences(Resolver &R) const {
  const Init *NewExpr = Expr->resolve(R);
  if (NewExpr == Expr)
    return this;
  return foldOrIntern(
      IsAOpInit(CheckType, NewExpr, getType()), [&] { return get(CheckType, NewExpr); },
      [](const IsAOpInit &I) { return I.Fold(); });
}

/// "!<Op><Type>(Operand)", the spelling of !isa, !exists and !instances.
static std::string typedOperatorText(std::string_view Op, const RecTy *Type, const Init *Operand) {
  OStream OS;
  OS << '!' << Op << '<' << Type->getAsStringRef() << ">(";
  Operand->print(OS);
  OS << ')';
  return std::move(OS.str());
}

std::string IsAOpInit::getAsString() const { return typedOperatorText("isa", CheckType, Expr); }

//===----------------------------------------------------------------------===//
// ExistsOpInit
//===----------------------------------------------------------------------===//

const ExistsOpInit *ExistsOpInit::get(const RecTy *CheckType, const Init *Expr) {
  SharedStateLock Lock(CheckType->getRecordKeeper());
  RecordKeeper &RK = CheckType->getRecordKeeper();
  InitPool &Pool = RK.inits();
  Profile P;
  P.add(uint64_t(ExistsKind)).add(CheckType).add(Expr);
  if (const auto *I = lookup<ExistsOpInit>(Pool, P))
    return I;
  auto *I = Pool.make<ExistsOpInit>(CheckType, Expr, IntRecTy::get(RK));
  Pool.insert(P, I);
  return I;
}

const Init *ExistsOpInit::Fold(const Record *CurRec, bool IsFinal) const {
  const auto *Name = dyn_cast<StringInit>(Expr);
  if (!Name)
    return this;
  RecordKeeper &RK = CheckType->getRecordKeeper();
  RK.inits().noteStatefulFold(); // (the records defined so far)
  // The type of the record Name names: a def, or the record being defined
  // (which exists, but whose type is only final at the last resolution).
  const RecTy *Found = nullptr;
  if (const Record *D = RK.getDef(Name->getValue()))
    Found = D->getDefInit()->getType();
  else if (namesCurrentRecord(Name, CurRec))
    Found = IsFinal ? CurRec->getType() : nullptr;
  if (Found)
    return IntInit::get(RK, Found->typeIsA(CheckType));
  // Unknown yet, or (in the end) no such record.
  if (IsFinal)
    return IntInit::get(RK, 0);
  return this;
}

const Init *ExistsOpInit::resolveReferences(Resolver &R) const {
  const Init *NewExpr = Expr->resolve(R);
  if (NewExpr == Expr && !R.isFinal())
    return this;
  return foldOrIntern(
      ExistsOpInit(CheckType, NewExpr, getType()), [&] { return get(CheckType, NewExpr); },
      [&](const ExistsOpInit &E) { return E.Fold(R.getCurrentRecord(), R.isFinal()); });
}

std::string ExistsOpInit::getAsString() const {
  return typedOperatorText("exists", CheckType, Expr);
}

//===----------------------------------------------------------------------===//
// InstancesOpInit
//===----------------------------------------------------------------------===//

const InstancesOpInit *InstancesOpInit::get(const RecTy *Type, const Init *Regex) {
  SharedStateLock Lock(Type->getRecordKeeper());
  InitPool &Pool = Type->getRecordKeeper().inits();
  Profile P;
  P.add(uint64_t(InstancesKind)).add(Type).add(Regex);
  if (const auto *I = lookup<InstancesOpInit>(Pool, P))
    return I;
  auto *I = Pool.make<InstancesOpInit>(Type, Regex);
  Pool.insert(P, I);
  return I;
}

const Init *InstancesOpInit::Fold(const Record *CurRec, bool IsFinal) const {
  Type->getRecordKeeper().inits().noteStatefulFold(); // (the records defined so far)
  // Inside a record, wait for the final resolution: later defs may match.
  if (CurRec && !IsFinal)
    return this;
  const auto *Re = dyn_cast<StringInit>(Regex);
  if (!Re)
    return this;
  PosixRegex Matcher(Re->getValue());
  if (!Matcher.isValid())
    PrintFatalError("invalid regex '" + std::string(Re->getValue()) + "'");

  const RecordKeeper &RK = Type->getRecordKeeper();
  std::vector<const Init *> Found;
  if (const Record *Class = RK.getClass(Type->getAsString())) {
    auto Keep = [](const void *M, std::string_view Name) {
      return static_cast<const PosixRegex *>(M)->match(Name);
    };
    for (const Record *D : RK.getDerivedDefinitionsNamed(Class, Keep, &Matcher))
      Found.push_back(D->getDefInit());
  }
  return ListInit::get(Found, Type);
}

const Init *InstancesOpInit::resolveReferences(Resolver &R) const {
  // Folds again at the final resolution even when unchanged: records
  // defined since may match.
  const Init *NewRegex = Regex->resolve(R);
  const InstancesOpInit *Op = NewRegex == Regex ? this : get(Type, NewRegex);
  return Op == this && !R.isFinal() ? this : Op->Fold(R.getCurrentRecord(), R.isFinal());
}

std::string InstancesOpInit::getAsString() const {
  return typedOperatorText("instances", Type, Regex);
}
