//===- PatternTree.cpp - Pattern trees: parsing and fragment inlining -----===//
//
// Turns the dags of patterns into PatNode trees the way llvm-tblgen reads
// them: a bare SDNode or PatFrags reference is a node without operands, a
// value-type operator is a type cast of its single operand, an intrinsic
// call becomes an intrinsic_void / intrinsic_w_chain / intrinsic_wo_chain
// node whose first operand is the intrinsic's ID. Inlining replaces each
// PatFrags node by its fragments (formal operands substituted), giving one
// tree per combination of alternatives, in llvm-tblgen's order.
//
//===----------------------------------------------------------------------===//
#include "codegen/patterns/PatternBuilder.h"

#include "codegen/Instructions.h"

#include "tblgen/Casting.h"
#include "tblgen/Error.h"
#include "tblgen/HelperThread.h"
#include "tblgen/Record.h"
#include "tblgen/CodeGen/Registers.h"

#include <algorithm>
#include <set>

namespace tblgen {
namespace codegen {

using Builder = PatternDatabase::Builder;

const Record *PatNode::leafDef() const {
  if (const auto *DI = dyn_cast_or_null<DefInit>(Leaf))
    return DI->getDef();
  return nullptr;
}

std::unique_ptr<PatNode> PatNode::clone() const {
  auto N = std::make_unique<PatNode>();
  N->Op = Op;
  N->Leaf = Leaf;
  N->Int = Int;
  N->Name = Name;
  N->Types = Types;
  N->copyRareFrom(*this);
  N->Tie = Tie;
  N->Kids.reserve(Kids.size());
  for (const auto &K : Kids)
    N->Kids.push_back(K->clone());
  return N;
}

std::string PatNode::str() const {
  std::string S;
  if (isLeaf())
    S = Int ? std::to_string(*Int) : Leaf ? Leaf->getAsString() : "?";
  else {
    S = "(" + std::string(Op->getName());
    for (size_t I = 0; I < Kids.size(); ++I)
      S += (I ? ", " : " ") + Kids[I]->str();
    S += ")";
  }
  if (!Name.empty())
    S.append(":$").append(Name);
  return S;
}

namespace {
/// Appends a string literal (its length known here, not measured).
template <size_t N> void lit(std::string &S, const char (&L)[N]) { S.append(L, N - 1); }
} // namespace

void PatNode::appendText(std::string &S, const MVTTable &VT) const {
  if (isLeaf()) {
    if (Int)
      S += std::to_string(*Int);
    else if (const auto *D = dyn_cast_or_null<DefInit>(Leaf))
      S += D->getDef()->getName(); // (DefInit::getAsString, without a copy)
    else if (Leaf)
      S += Leaf->getAsString();
    else
      S += '?';
  } else {
    S += '(';
    S += Op->getName();
  }
  for (const codegen::TypeSet &T : Types) {
    // (A concrete type, the usual case, written without a temporary.)
    if (T.isConcrete()) {
      lit(S, ":{ *:[");
      S += VT.at(T.concrete()).Name;
      lit(S, "] }");
      continue;
    }
    S += ':';
    S += T.str(VT);
  }
  if (!isLeaf()) {
    for (size_t I = 0; I < Kids.size(); ++I) {
      if (I)
        lit(S, ", ");
      else
        S += ' ';
      Kids[I]->appendText(S, VT);
    }
    S += ')';
  }
  for (const Record *P : predicates()) {
    lit(S, "<<P:");
    if (predScope() && fragmentUsesOperands(P)) {
      S += std::to_string(predScope());
      S += ':';
    }
    lit(S, "Predicate_");
    S += P->getName();
    lit(S, ">>");
  }
  if (const Record *Transform = transform()) {
    lit(S, "<<X:");
    S += Transform->getName();
    lit(S, ">>");
  }
  if (!Name.empty()) {
    lit(S, ":$");
    S += Name;
  }
  for (const auto &[Scope, Arg] : predArgs()) {
    lit(S, ":$pred:");
    S += std::to_string(Scope);
    S += ':';
    S += Arg;
  }
}

void PatternDatabase::Builder::error(const std::string &Msg) {
  HasError = true;
  PrintFatalError(Current, "In " + std::string(Current->getName()) + ": " + Msg);
}

bool PatternDatabase::Builder::mentionsNullFrag(const Init *I) {
  if (const auto *DI = dyn_cast<DefInit>(I))
    return DI->getDef()->getName() == "null_frag";
  if (const auto *D = dyn_cast<DagInit>(I)) {
    if (mentionsNullFrag(D->getOperator()))
      return true;
    for (const Init *A : D->getArgs())
      if (mentionsNullFrag(A))
        return true;
  }
  if (const auto *L = dyn_cast<ListInit>(I))
    for (const Init *E : L->getValues())
      if (mentionsNullFrag(E))
        return true;
  return false;
}

unsigned PatternDatabase::Builder::numResults(const Record *Op) {
  if (int Known = facts(Op).NumResults; Known >= 0)
    return unsigned(Known);
  unsigned N = computeNumResults(Op);
  facts(Op).NumResults = int(N);
  return N;
}

unsigned PatternDatabase::Builder::computeNumResults(const Record *Op) {
  std::string_view N = Op->getName();
  if (N == "set" || N == "implicit")
    return 0;
  const uint32_t C = classes(Op);
  if (C & Cls::SDNode)
    return unsigned(Op->getValueAsDef("TypeProfile")->getValueAsInt("NumResults"));
  if (C & Cls::PatFrags) {
    const ListInit *L = Op->getValueAsListInit("Fragments");
    if (L->size() == 0)
      error("Invalid Fragment");
    const auto *D = dyn_cast<DagInit>(L->getElement(0));
    const auto *DI = D ? dyn_cast<DefInit>(D->getOperator()) : nullptr;
    if (!DI)
      error("Invalid Fragment");
    return numResults(DI->getDef());
  }
  if (C & Cls::Intrinsic)
    return unsigned(Op->getValueAsListInit("RetTypes")->size());
  if (C & (Cls::SDNodeXForm | Cls::ComplexPattern | Cls::ValueType))
    return 1;
  if (C & Cls::Instruction) {
    const Instruction *I = Instrs.find(Op);
    if (!I)
      return 0;
    unsigned N = 0;
    auto Ops = Instrs.operands(*I);
    for (unsigned D = 0; D < I->NumDefs; ++D)
      if (!hasDefaultOps(Ops[D].Rec))
        ++N;
    // The first implicit def counts when all its classes agree on one type.
    if (!I->ImplicitDefs.empty()) {
      int Reg = Bank.regIndex(I->ImplicitDefs[0]);
      std::vector<unsigned> VTs;
      bool Simple = true;
      for (const RegClass &RC : Bank.regClasses())
        if (Reg >= 0 && RC.Def && RC.contains(unsigned(Reg)))
          for (const auto &V : RC.VTs) {
            if (!V.isSimple())
              Simple = false;
            else if (std::find(VTs.begin(), VTs.end(), V.get(0).Value) == VTs.end())
              VTs.push_back(V.get(0).Value);
          }
      if (Simple && VTs.size() == 1 && VTs[0] != VT.Other)
        ++N;
    }
    return N;
  }
  error("Unknown Node");
  return 0;
}

bool PatternDatabase::Builder::operandHasDefault(const Record *Op) const {
  if (!Op->isSubClassOf("OperandWithDefaultOps"))
    return false;
  const DagInit *D = Op->getValueAsDag("DefaultOps");
  return D->getNumArgs() != 0;
}

namespace {
/// Intrinsics take their node kind from their return types and effects.
const Record *intrinsicNode(const RecordKeeper &Records, const Record *Int) {
  if (Int->getValueAsListInit("RetTypes")->size() == 0)
    return Records.getDef("intrinsic_void");
  bool NoMem = false, SideEffects = false;
  for (const Record *P : Int->getValueAsListOfDefs("IntrProperties")) {
    NoMem |= P->getName() == "IntrNoMem";
    SideEffects |= P->getName() == "IntrHasSideEffects";
  }
  return Records.getDef(NoMem && !SideEffects ? "intrinsic_wo_chain" : "intrinsic_w_chain");
}
} // namespace

std::unique_ptr<PatNode> PatternDatabase::Builder::parse(const Init *I, std::string_view Name,
                                                         bool Input) {
  auto Leaf = [&](const Init *V) {
    auto N = std::make_unique<PatNode>();
    N->Leaf = V;
    N->Name = Name;
    return N;
  };
  if (const auto *DI = dyn_cast<DefInit>(I)) {
    const Record *R = DI->getDef();
    // A bare SDNode or fragment is that operator without operands.
    if (classes(R) & (Cls::SDNode | Cls::PatFrags)) {
      auto N = std::make_unique<PatNode>();
      N->Op = R;
      N->Name = Name;
      N->Types.resize(numResults(R));
      checkOperator(*N, Input);
      return N;
    }
    auto N = Leaf(I);
    N->Types.resize(1);
    return N;
  }
  if (isa<UnsetInit>(I)) {
    if (Name.empty())
      error("'?' argument requires a name to match with operand list");
    auto N = Leaf(I);
    N->Types.resize(1);
    return N;
  }
  if (const auto *II = dyn_cast<IntInit>(I)) {
    auto N = Leaf(nullptr);
    N->Int = II->getValue();
    N->Types.resize(1);
    return N;
  }
  if (const auto *B = dyn_cast<BitInit>(I)) {
    // A bit is the integer 0 or 1.
    auto N = Leaf(nullptr);
    N->Int = B->getValue() ? 1 : 0;
    N->Types.resize(1);
    return N;
  }
  if (const auto *BI = dyn_cast<BitsInit>(I)) {
    auto V = BI->convertInitializerToInt();
    if (!V)
      error("Unknown leaf value for tree pattern!");
    auto N = Leaf(nullptr);
    N->Int = *V;
    N->Types.resize(1);
    return N;
  }
  const auto *D = dyn_cast<DagInit>(I);
  if (!D)
    error("Unknown leaf value for tree pattern!");
  const auto *OpDI = dyn_cast<DefInit>(D->getOperator());
  if (!OpDI)
    error("Pattern has unexpected operator type!");
  const Record *Op = OpDI->getDef();
  const uint32_t OpCls = classes(Op);

  if (OpCls & Cls::ValueType) {
    // (vt X): X with its only type narrowed to vt.
    if (D->getNumArgs() != 1)
      error("Type cast only takes one operand!");
    if (!Name.empty())
      error("ValueType cast should not have a name!");
    std::unique_ptr<PatNode> N = parse(D->getArg(0), D->getArgNameStr(0), Input);
    if (N->Types.size() != 1)
      error("Type cast can only have one type!");
    if (classes(Op) & Cls::HwModeSelect)
      N->setCastVT(Op);
    updateVT(*N, 0, Op);
    return N;
  }

  // A name on the operator, (op:$x ...), names the node (over the name of
  // the operand slot).
  if (D->getName())
    Name = D->getNameStr();
  auto N = std::make_unique<PatNode>();
  N->Op = Op;
  N->Name = Name;
  checkOperator(*N, Input);
  N->Kids.reserve(D->getNumArgs() + ((OpCls & Cls::Intrinsic) ? 1 : 0));
  for (unsigned A = 0; A < D->getNumArgs(); ++A)
    N->Kids.push_back(parse(D->getArg(A), D->getArgNameStr(A), Input));

  if (OpCls & Cls::Intrinsic) {
    // (int_foo a, b) is matched as (intrinsic_xxx ID, a, b).
    auto Id = std::make_unique<PatNode>();
    Id->Int = int64_t(intrinsicID(Op));
    Id->Types.resize(1);
    N->Kids.insert(N->Kids.begin(), std::move(Id));
    N->setIntrinsic(Op);
    N->Op = intrinsicNode(Records, Op);
    if (!N->Op)
      error("Unrecognized node '" + std::string(Op->getName()) + "'!");
  }
  N->Types.resize(numResults(Op));
  return N;
}

void PatternDatabase::Builder::checkOperator(const PatNode &N, bool Input) {
  const Record *Op = N.Op;
  uint32_t C = classes(Op);
  std::string_view Name = Op->getName();
  if (!(C & (Cls::PatFrags | Cls::SDNode | Cls::Instruction | Cls::SDNodeXForm | Cls::Intrinsic |
             Cls::ComplexPattern)) &&
      Name != "set" && Name != "implicit")
    error("Unrecognized node '" + std::string(Name) + "'!");
  if (Input) {
    if (C & (Cls::Instruction | Cls::SDNodeXForm))
      error("Cannot use '" + std::string(Name) + "' in an input pattern!");
    return;
  }
  if (C & Cls::Intrinsic)
    error("Cannot use '" + std::string(Name) + "' in an output pattern!");
  static constexpr std::string_view OutputLeaves[] = {
      "imm",         "timm", "fpimm",       "tglobaltlsaddr", "tconstpool", "tjumptable",
      "tframeindex", "texternalsym", "tblockaddress", "tglobaladdr", "bb", "vt", "mcsym"};
  if ((C & Cls::SDNode) &&
      std::find(std::begin(OutputLeaves), std::end(OutputLeaves), Name) == std::end(OutputLeaves))
    error("Cannot use '" + std::string(Name) + "' in an output pattern!");
}

//===----------------------------------------------------------------------===//
// Fragment checks
//===----------------------------------------------------------------------===//

namespace {
/// The names of the node:$x and bare $x leaves of a tree, in order
/// (repeats kept).
void formalNames(Builder &B, const PatNode &N, std::vector<std::string> &Out) {
  for (const auto &K : N.Kids) {
    if (!K->isLeaf()) {
      formalNames(B, *K, Out);
      continue;
    }
    const Record *R = K->leafDef();
    if (R && R->getName() == "node") {
      if (K->Name.empty())
        B.error("'node' argument requires a name to match with operand list");
      Out.push_back(std::string(K->Name));
    } else if (K->Leaf && isa<UnsetInit>(K->Leaf)) {
      Out.push_back(std::string(K->Name)); // a bare $x (parse requires its name)
    }
  }
}
} // namespace

/// A fragment's Operands dag: (ops ...), or (ins ...) or (outs ...) for
/// readability.
static bool isOperandList(const DagInit *Ops) {
  const auto *Op = dyn_cast<DefInit>(Ops->getOperator());
  std::string_view Name = Op ? Op->getDef()->getName() : "";
  return Name == "ops" || Name == "ins" || Name == "outs";
}

void Builder::checkFragments() {
  // Input fragments first, then output ones, each in name order.
  const std::vector<const Record *> Frags = Records.getAllDerivedDefinitionsIfDefined("PatFrags");
  for (bool Out : {false, true})
    for (const Record *Frag : Frags) {
      if (Frag->isSubClassOf("OutPatFrag") != Out)
        continue;
      Current = Frag;
      std::vector<std::string> Names;
      // (Types by HwMode stay open here: a fragment is typed per mode
      // where a pattern uses it.)
      const unsigned ModeBefore = Mode;
      Mode = AnyMode;
      for (const Init *Alt : Frag->getValueAsListInit("Fragments")->getValues()) {
        std::unique_ptr<PatNode> T = parse(Alt, "", !Out);
        formalNames(*this, *T, Names);
      }
      Mode = ModeBefore;
      std::set<std::string> Unused(Names.begin(), Names.end());
      const DagInit *Ops = Frag->getValueAsDag("Operands");
      if (!isOperandList(Ops))
        error("Operands list should start with '(ops ... '!");
      for (unsigned I = 0; I < Ops->getNumArgs(); ++I) {
        const auto *A = dyn_cast<DefInit>(Ops->getArg(I));
        if (!A || A->getDef()->getName() != "node")
          error("Operands list should all be 'node' values.");
        if (!Ops->getArgName(I))
          error("Operands list should have names for each operand!");
        std::string Name(Ops->getArgNameStr(I));
        if (!Unused.erase(Name))
          error("'" + Name + "' does not occur in pattern or was multiply specified!");
      }
      if (!Unused.empty())
        error("Operands list does not contain an entry for operand '" + *Unused.begin() + "'!");
    }
}

//===----------------------------------------------------------------------===//
// Fragment inlining
//===----------------------------------------------------------------------===//

namespace {
/// A fragment's formal operands and the trees they stand for (a name given
/// twice: the last one).
using FragmentArgs = std::vector<std::pair<std::string_view, PatNode *>>;

/// Replaces the formal operands (node:$x or ?:$x leaves) below N.
void substitute(PatNode &N, const FragmentArgs &Args) {
  for (auto &K : N.Kids) {
    if (!K->isLeaf()) {
      substitute(*K, Args);
      continue;
    }
    const Record *R = K->leafDef();
    bool Formal = (K->Leaf && isa<UnsetInit>(K->Leaf)) || (R && R->getName() == "node");
    if (!Formal)
      continue;
    for (size_t A = Args.size(); A-- > 0;)
      if (Args[A].first == K->Name) {
        K = Args[A].second->clone();
        break;
      }
  }
}

} // namespace

bool fragmentUsesOperands(const Record *Frag) {
  return Frag->getValue("PredicateCodeUsesOperands") &&
         Frag->getValueAsBit("PredicateCodeUsesOperands");
}

/// Whether a fragment carries a predicate (llvm-tblgen's !isAlwaysTrue()).
bool fragmentHasPredicate(const Record *Frag) {
  if (!Frag->getValueAsString("PredicateCode").empty() ||
      !Frag->getValueAsString("ImmediateCode").empty())
    return true;
  for (std::string_view F : {"IsLoad", "IsStore", "IsAtomic", "HasNoUse", "HasOneUse"}) {
    bool Unset = false;
    if (Frag->getValue(F) && Frag->getValueAsBitOrUnset(F, Unset) && !Unset)
      return true;
  }
  return false;
}

void PatternDatabase::Builder::tieTree(PatNode &N, bool LeavesOnly) {
  if ((!LeavesOnly || N.Kids.empty()) && !N.Tie)
    N.Tie = ++NextTie;
  for (auto &K : N.Kids)
    tieTree(*K, LeavesOnly);
}

std::vector<std::unique_ptr<PatNode>> PatternDatabase::Builder::inlineFragments(const PatNode &N,
                                                                                bool Input) {
  std::vector<std::unique_ptr<PatNode>> Out;
  inlineOwned(N.clone(), Input, Out);
  return Out;
}

void PatternDatabase::Builder::inlineOwned(std::unique_ptr<PatNode> N, bool Input,
                                           std::vector<std::unique_ptr<PatNode>> &Out) {
  if (N->isLeaf()) {
    Out.push_back(std::move(N));
    return;
  }
  if (!(classes(N->Op) & Cls::PatFrags)) {
    // Children with one alternative stay in place; the alternatives of
    // every child are listed only once one has several.
    std::vector<std::vector<std::unique_ptr<PatNode>>> Alts;
    for (size_t I = 0; I < N->Kids.size(); ++I) {
      std::unique_ptr<PatNode> &K = N->Kids[I];
      std::vector<std::unique_ptr<PatNode>> A;
      if (K->isLeaf()) {
        if (Alts.empty())
          continue;
        A.push_back(std::move(K));
      } else {
        inlineOwned(std::move(K), Input, A);
        if (A.empty())
          return;
        if (Alts.empty() && A.size() == 1) {
          K = std::move(A[0]);
          continue;
        }
      }
      if (Alts.empty()) {
        Alts.reserve(N->Kids.size());
        for (size_t J = 0; J < I; ++J) {
          Alts.emplace_back();
          Alts.back().push_back(std::move(N->Kids[J]));
        }
      }
      Alts.push_back(std::move(A));
    }
    if (Alts.empty()) {
      Out.push_back(std::move(N));
      return;
    }
    // Every combination, the last operand varying fastest. The operands
    // are shared between the combinations (tied).
    size_t Combinations = 1;
    for (const auto &A : Alts)
      Combinations *= A.size();
    if (Combinations > 1)
      for (auto &A : Alts)
        for (auto &K : A)
          tieTree(*K, false);
    std::vector<size_t> Idx(Alts.size(), 0);
    while (true) {
      auto R = std::make_unique<PatNode>();
      R->Op = N->Op;
      R->Name = N->Name;
      R->Types = N->Types;
      R->copyRareFrom(*N);
      R->Kids.reserve(Alts.size());
      for (size_t I = 0; I < Alts.size(); ++I)
        R->Kids.push_back(Alts[I][Idx[I]]->clone());
      Out.push_back(std::move(R));
      int I = int(Alts.size()) - 1;
      for (; I >= 0; --I) {
        if (++Idx[size_t(I)] == Alts[size_t(I)].size())
          Idx[size_t(I)] = 0;
        else
          break;
      }
      if (I < 0)
        break;
    }
    return;
  }

  const Record *Frag = N->Op;
  const DagInit *Ops = Frag->getValueAsDag("Operands");
  if (!isOperandList(Ops))
    error("Operands list should start with '(ops ... '!");
  if (Ops->getNumArgs() != N->Kids.size())
    error("'" + std::string(Frag->getName()) + "' fragment requires " +
          std::to_string(Ops->getNumArgs()) + " operands!");
  FragmentArgs Args;
  Args.reserve(Ops->getNumArgs());
  for (unsigned I = 0; I < Ops->getNumArgs(); ++I)
    Args.emplace_back(Ops->getArgNameStr(I), N->Kids[I].get());

  // The operands' leaves (and operators without operands) are shared by
  // every use, unless the fragment's predicate reads its operands (then
  // each use has its own copy, named as the fragment's operand in a new
  // scope for the predicate to find it).
  const bool UsesOperands = fragmentUsesOperands(Frag);
  const uint32_t Scope = UsesOperands ? ++Scopes : 0;
  if (!UsesOperands)
    for (auto &[Name, Arg] : Args)
      tieTree(*Arg, true);
  else
    for (auto &[Name, Arg] : Args)
      Arg->addPredArg(Scope, Name);
  auto Inline = [&](std::unique_ptr<PatNode> T, const TypeList &Own) {
    checkUseTypes(Own, *N);
    substitute(*T, Args);
    if (UsesOperands &&
        std::find(T->predicates().begin(), T->predicates().end(), Frag) != T->predicates().end())
      T->setPredScope(Scope);
    if (N->predScope())
      T->setPredScope(N->predScope());
    T->Name = N->Name;
    if (N->castVT())
      T->setCastVT(N->castVT());
    if (Frag->isSubClassOf("GISelFlags"))
      T->setFlags(Frag);
    for (size_t I = 0; I < T->Types.size() && I < N->Types.size(); ++I)
      update(*T, unsigned(I), N->Types[I]);
    if (T->castVT() && !T->Types.empty())
      updateVT(*T, 0, T->castVT());
    for (const Record *P : N->predicates())
      T->addPredicate(P);
    inlineOwned(std::move(T), Input, Out);
  };
  // The fragment's alternatives as parsed are kept (per fragment and side)
  // when parsing them asked nothing of the current HwMode and met no
  // contradiction: they are then the same every time. The first use parses
  // and inlines them one by one, as always (so errors come in order).
  FragmentCache &C = FragCache[{Frag, Input}];
  if (C.Ready && C.Cacheable) {
    for (size_t K = 0; K < C.Trees.size(); ++K)
      Inline(C.Trees[K]->clone(), C.Own[K]);
    return;
  }
  // Only the outermost use records (the arguments may use the fragment
  // again, inlined while this one is still being read).
  const bool Owner = !C.Ready && !C.Busy;
  bool Recording = Owner;
  C.Busy |= Owner;
  const Record *XForm = Frag->getValueAsOptionalDef("OperandTransform");
  if (XForm && XForm->getValueAsString("XFormFunction").empty())
    XForm = nullptr;
  bool HasPred = hasPredicate(Frag);
  for (const Init *Alt : Frag->getValueAsListInit("Fragments")->getValues()) {
    unsigned ModeQueriesBefore = ModeQueries;
    bool ContradictedBefore = Contradicted;
    Contradicted = false;
    std::unique_ptr<PatNode> T = parse(Alt, "", Input);
    Recording &= ModeQueries == ModeQueriesBefore && !Contradicted;
    Contradicted |= ContradictedBefore;
    if (XForm)
      T->setTransform(XForm);
    if (HasPred)
      T->addPredicate(Frag);
    // (The fragment's own types are made for a use with types, and for the
    // cache; a use without types has nothing to check.)
    const bool Typed =
        std::any_of(N->Types.begin(), N->Types.end(), [](const TypeSet &S) { return S.Known; });
    TypeList Own = Recording || Typed ? fragmentTypes(*T) : TypeList();
    if (Recording) {
      C.Trees.push_back(T->clone());
      C.Own.push_back(Own);
    }
    Inline(std::move(T), Own);
  }
  // (FragCache is a std::map: C survived the inlining above.)
  if (Owner) {
    C.Busy = false;
    C.Ready = true;
    C.Cacheable = Recording;
    if (!Recording) {
      C.Trees.clear();
      C.Own.clear();
    }
  }
}

TypeList PatternDatabase::Builder::fragmentTypes(const PatNode &T) {
  Diagnostics *Diags = currentDiagnostics();
  if (!Diags || T.isLeaf())
    return {};
  std::unique_ptr<PatNode> Copy = T.clone();
  // The inference runs aside: the builder's state is as it was after.
  const bool SoftBefore = Soft, ContradictedBefore = Contradicted, FoldedBefore = Folded;
  const bool ErrorBefore = HasError;
  const unsigned QueriesBefore = ModeQueries;
  const uint32_t ScopesSaved = Scopes;
  Soft = true;
  Contradicted = false;
  bool Clean = runQuietly(Diags->sourceMgr(), [&] { inferAll({Copy.get()}, nullptr); });
  Clean &= !Contradicted;
  Soft = SoftBefore;
  Contradicted = ContradictedBefore;
  Folded = FoldedBefore;
  HasError = ErrorBefore;
  ModeQueries = QueriesBefore;
  Scopes = ScopesSaved;
  if (!Clean)
    return {};
  return std::move(Copy->Types);
}

void PatternDatabase::Builder::checkUseTypes(const TypeList &Own, const PatNode &Use) {
  for (size_t I = 0; I < Own.size() && I < Use.Types.size(); ++I) {
    if (!Own[I].Known || !Use.Types[I].Known)
      continue;
    PatNode Meet;
    Meet.Types.push_back(Own[I]);
    const bool SoftBefore = Soft, ContradictedBefore = Contradicted;
    Soft = true;
    Contradicted = false;
    update(Meet, 0, Use.Types[I]);
    const bool Empty = Contradicted;
    Soft = SoftBefore;
    Contradicted = ContradictedBefore;
    if (Empty)
      contradiction();
  }
}

} // namespace codegen
} // namespace tblgen
