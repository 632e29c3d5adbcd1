//===- PatternDatabase.cpp - Collecting the patterns to match -------------===//
//
// The patterns come from two places, read in llvm-tblgen's order:
//   1. Instructions with a 'Pattern': each is read (instruction name order,
//      so the first malformed one is the one reported) into a source tree
//      (the value of its 'set', or the whole dag) and a result tree
//      (the instruction applied to its input operands, found by name);
//      the patterns are then added in record definition order.
//   2. Pattern (Pat) records, in name order.
// Each pattern has its fragments inlined (one pattern per alternative) and
// its types inferred jointly over source and result; patterns whose
// immediate sits left of a commutative operator can never match and are
// dropped with llvm-tblgen's warning.
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
#include <atomic>
#include <functional>
#include <set>

namespace tblgen {
namespace codegen {

using Builder = PatternDatabase::Builder;

PatternDatabase::PatternDatabase() = default;
PatternDatabase::~PatternDatabase() = default;

void PatternDatabase::releaseInference() { B.reset(); }

std::string PatternDatabase::opcodeName(const Record *SDNode) {
  return SDNode->getValueAsString("Opcode");
}

std::string PatternToMatch::predicateCheck() const {
  std::string Check;
  for (const Record *P : Predicates) {
    // (The text in place; anything but a string goes through the checked
    // accessor for its diagnostic.)
    const auto *S = dyn_cast<StringInit>(P->getValueInit("CondString"));
    std::string_view Cond = S ? S->getValue() : std::string_view();
    std::string Owned;
    if (!S)
      Cond = Owned = P->getValueAsString("CondString");
    if (Cond.empty())
      continue;
    if (!Check.empty())
      Check += " && ";
    Check += '(';
    Check += Cond;
    Check += ')';
  }
  if (!ModeCheck.empty()) {
    if (!Check.empty())
      Check += " && ";
    Check += ModeCheck;
  }
  return Check;
}

namespace {

bool isComplexPattern(const PatNode &N) {
  if (!N.isLeaf())
    return N.Op->isSubClassOf("ComplexPattern");
  const Record *R = N.leafDef();
  return R && R->isSubClassOf("ComplexPattern");
}

int complexPatternComplexity(const PatNode &N) {
  const Record *CP = N.isLeaf() ? N.leafDef() : N.Op;
  int64_t C = CP->getValueAsInt("Complexity");
  return int(C == -1 ? CP->getValueAsInt("NumOperands") * 3 : C);
}

/// isComplexPattern with the ComplexPattern class at hand (null when the
/// input has none).
/// Whether R is one of the all-ones / all-zeros vector immediates.
bool isSplatImmediate(const Record *R) {
  std::string_view Name = R ? R->getName() : std::string_view();
  return Name == "immAllOnesV" || Name == "immAllZerosV";
}

bool isComplexPattern(const PatNode &N, const Record *CPClass) {
  const Record *R = N.isLeaf() ? N.leafDef() : N.Op;
  return R && R->isSubClassOf(CPClass);
}

int patternSize(const PatNode &P, const MVTTable &VT, const Record *CPClass) {
  int Size = 3;
  if (P.isLeaf() && P.Int)
    Size += 2;
  if (isComplexPattern(P, CPClass))
    return Size + complexPatternComplexity(P);
  if (!P.predicates().empty())
    ++Size;
  for (const auto &K : P.Kids) {
    if (!K->isLeaf() && !K->Types.empty() &&
        !(K->Types[0].isConcrete() && K->Types[0].concrete() == VT.Other)) {
      Size += patternSize(*K, VT, CPClass);
      continue;
    }
    if (K->isLeaf()) {
      const Record *R = K->leafDef();
      if (K->Int)
        Size += 5;
      else if (isComplexPattern(*K, CPClass))
        Size += patternSize(*K, VT, CPClass);
      else if (isSplatImmediate(R))
        Size += 4;
      else if (!K->predicates().empty())
        ++Size;
    }
  }
  return Size;
}

/// An immediate on the left of a commutative operator (with a non-immediate
/// on its right) can never match.
bool immediateOnlyOnRight(const PatNode &N) {
  if (!N.isLeaf())
    return N.Op->getName() == "imm";
  if (N.Int)
    return true;
  const Record *R = N.leafDef();
  return isSplatImmediate(R);
}

} // namespace

uint8_t OperatorFlags::of(const Record *R) {
  auto [It, New] = Cache.try_emplace(R, 0);
  if (!New)
    return It->second;
  uint8_t F = 0;
  if (R->isSubClassOf("SDNode")) {
    F |= SDNode;
    for (const Record *P : R->getValueAsListOfDefs("Properties")) {
      if (P->getName() == "SDNPCommutative")
        F |= Commutative;
      if (P->getName() == "SDNPAssociative")
        F |= Associative;
    }
  }
  if (R->isSubClassOf("ComplexPattern"))
    F |= ComplexPattern;
  if (R->isSubClassOf("Register"))
    F |= Register;
  if (R->isSubClassOf("Intrinsic"))
    for (const Record *P : R->getValueAsListOfDefs("IntrProperties"))
      if (P->getName() == "Commutative")
        F |= IntrCommutative;
  // The lookups above may have grown the map.
  Cache[R] = F;
  return F;
}

bool Builder::canMatch(const PatNode &N, std::string &Reason, OperatorFlags &Flags) {
  if (N.isLeaf())
    return true;
  for (const auto &K : N.Kids)
    if (!canMatch(*K, Reason, Flags))
      return false;
  uint8_t F = Flags.of(N.Op);
  if ((F & OperatorFlags::ComplexPattern) || !(F & OperatorFlags::SDNode))
    return true;
  bool Commutative = F & OperatorFlags::Commutative;
  if (N.intrinsic())
    Commutative |= (Flags.of(N.intrinsic()) & OperatorFlags::IntrCommutative) != 0;
  if (!Commutative || N.Kids.empty() || immediateOnlyOnRight(*N.Kids.back()))
    return true;
  for (size_t I = N.intrinsic() ? 1 : 0; I + 1 < N.Kids.size(); ++I)
    if (immediateOnlyOnRight(*N.Kids[I])) {
      Reason = "Immediate value must be on the RHS of commutative operators!";
      return false;
    }
  return true;
}

namespace {

/// Named values: first node of each name and how often it occurs (in
/// order of first occurrence; patterns name few values).
struct NameUse {
  std::string_view Name;
  const PatNode *First;
  int Count;
};
void findNames(Builder &B, const PatNode &P, std::vector<NameUse> &Names) {
  if (!P.Name.empty()) {
    auto It = std::find_if(Names.begin(), Names.end(),
                           [&](const NameUse &U) { return U.Name == P.Name; });
    if (It == Names.end())
      Names.push_back({P.Name, &P, 1});
    else if (++It->Count, !(It->First->Types == P.Types))
      B.error("repetition of value: $" + std::string(P.Name) + " where different uses have different types!");
  }
  for (const auto &K : P.Kids)
    findNames(B, *K, Names);
}

const NameUse *findName(const std::vector<NameUse> &Names, std::string_view N) {
  for (const NameUse &U : Names)
    if (U.Name == N)
      return &U;
  return nullptr;
}

std::vector<const Record *> predicateList(const Record *Def) {
  std::vector<const Record *> Preds;
  for (const Init *I : Def->getValueAsListInit("Predicates")->getValues())
    if (const auto *DI = dyn_cast<DefInit>(I))
      Preds.push_back(DI->getDef());
  // By name (digit runs compared as numbers, as llvm-tblgen sorts them),
  // each once (names are unique, so equal names are one record).
  std::sort(Preds.begin(), Preds.end(), LessRecord());
  auto Repeats = std::ranges::unique(Preds);
  Preds.erase(Repeats.begin(), Repeats.end());
  return Preds;
}

} // namespace

int PatternDatabase::complexity(const PatternToMatch &P) const {
  // (The class looked up once per pattern, not by name per node.)
  const Record *CPClass = P.Src->getRecords().getClass("ComplexPattern");
  return patternSize(*P.SrcTree, *VTs, CPClass) + P.AddedComplexity;
}

PatNode &Builder::resolveNamed(PatNode &N, bool Input) {
  // A named node is an operand: its fragments are resolved on the spot
  // (to a single tree) and its own types inferred.
  if (N.isLeaf()) {
    // inferAll on a lone leaf: its name group has one node, nothing to
    // exchange; the constraints alone, to their fixed point.
    while (applyConstraints(N)) {
    }
    return N;
  }
  // (The pattern's operand scopes are numbered when the whole tree is
  // inlined: this look-ahead numbers none.)
  const uint32_t ScopesSaved = Scopes;
  std::vector<std::unique_ptr<PatNode>> Alts = inlineFragments(N, Input);
  Scopes = ScopesSaved;
  if (Alts.size() != 1)
    error("Named operand '$" + std::string(N.Name) + "' has multiple alternatives");
  inferAll({Alts[0].get()}, nullptr);
  Kept.push_back(std::move(Alts[0]));
  return *Kept.back();
}

void Builder::findInputsAndOutputs(PatNode &Orig, std::map<std::string, PatNode *> &Inputs,
                                   std::vector<std::pair<std::string, PatNode *>> &Results) {
  PatNode &N = Orig.Name.empty() ? Orig : resolveNamed(Orig, true);
  auto HandleUse = [&](PatNode &P) {
    if (P.Name.empty()) {
      const Record *R = P.leafDef();
      if (P.isLeaf() && R &&
          (R->isSubClassOf("RegisterClass") || R->isSubClassOf("RegisterOperand")))
        error("Input " + std::string(R->getName()) + " must be named!");
      return false;
    }
    const Record *Rec = P.isLeaf() ? P.leafDef() : P.Op;
    if (P.isLeaf() && !Rec)
      error("Input $" + std::string(P.Name) + " must be an identifier!");
    if (Rec->getName() == "srcvalue")
      return false;
    PatNode *&Slot = Inputs[std::string(P.Name)];
    if (!Slot) {
      Slot = &P;
      return true;
    }
    const Record *SlotRec = Slot->isLeaf() ? Slot->leafDef() : Slot->Op;
    if (Rec != SlotRec)
      error("All $" + std::string(P.Name) + " inputs must agree with each other");
    if (!Slot->Types.empty() && !P.Types.empty()) {
      update(*Slot, 0, P.Types[0]);
      update(P, 0, Slot->Types[0]);
    }
    if (!(Slot->Types == P.Types))
      error("All $" + std::string(P.Name) + " inputs must agree with each other");
    return true;
  };
  if (N.isLeaf()) {
    if (!HandleUse(N) && N.transform())
      error("Cannot specify a transform function for a non-input value!");
    return;
  }
  if (N.Op->getName() != "set") {
    for (auto &K : N.Kids) {
      if (K->Types.empty())
        error("Cannot have void nodes inside of patterns!");
      findInputsAndOutputs(*K, Inputs, Results);
    }
    if (!HandleUse(N) && N.transform())
      error("Cannot specify a transform function for a non-input value!");
    return;
  }
  if (N.Kids.empty())
    error("set requires operands!");
  if (N.transform())
    error("Cannot specify a transform function on a set node!");
  for (size_t I = 0; I + 1 < N.Kids.size(); ++I) {
    PatNode &Dest = resolveNamed(*N.Kids[I], false);
    const Record *R = Dest.leafDef();
    if (!Dest.isLeaf() || !R)
      error("set destination should be a register!");
    static constexpr std::string_view Settable[] = {"RegisterClassLike", "RegisterClass",
                                                    "ValueType", "RegisterOperand"};
    if (std::ranges::any_of(Settable, [&](std::string_view C) { return R->isSubClassOf(C); })) {
      if (Dest.Name.empty())
        error("set destination must have a name!");
      bool Dup = false;
      for (auto &[Name, Node] : Results)
        if (Name == Dest.Name) {
          Node = &Dest;
          Dup = true;
        }
      if (Dup)
        error("cannot set '" + std::string(Dest.Name) + "' multiple times");
      Results.emplace_back(Dest.Name, &Dest);
    } else if (!R->isSubClassOf("Register")) {
      error("set destination should be a register!");
    }
  }
  findInputsAndOutputs(*N.Kids.back(), Inputs, Results);
}

bool Builder::readInstructionPattern(const Record *Inst, std::unique_ptr<PatNode> &Src,
                                     std::unique_ptr<PatNode> &Dst,
                                     std::vector<unsigned> &ResultOrder) {
  Current = Inst;
  const ListInit *LI = Inst->getValueAsListInit("Pattern");
  std::vector<std::unique_ptr<PatNode>> Trees;
  for (const Init *P : LI->getValues())
    Trees.push_back(parse(P, "", true));
  if (Trees.empty())
    return false;

  std::map<std::string, PatNode *> Inputs;
  std::vector<std::pair<std::string, PatNode *>> Results;
  for (auto &T : Trees) {
    if (!T->Types.empty()) {
      std::string Types;
      for (size_t I = 0; I < T->Types.size(); ++I)
        Types += (I ? ", " : "") + T->Types[I].str(VT);
      error("Top-level forms in instruction pattern should have void types, has types " + Types);
    }
    findInputsAndOutputs(*T, Inputs, Results);
  }

  const Instruction *I = Instrs.find(Inst);
  auto Ops = Instrs.operands(*I);
  unsigned NumResults = unsigned(Results.size());
  ResultOrder.clear();
  bool Permuted = false;
  for (unsigned R = 0; R < NumResults; ++R) {
    unsigned O = 0;
    while (O < NumResults && O < Ops.size() && Ops[O].Name != Results[R].first)
      ++O;
    ResultOrder.push_back(O);
    Permuted |= O != R;
  }
  if (!Permuted)
    ResultOrder.clear();
  std::vector<PatNode *> ResNodes;
  for (unsigned R = 0; R < NumResults; ++R) {
    if (R == Ops.size()) {
      for (auto &[Name, Node] : Results)
        if (Node)
          error("'" + Name + "' set but does not appear in operand list!");
    }
    std::string OpName(Ops[R].Name);
    auto It = std::find_if(Results.begin(), Results.end(),
                           [&](const auto &E) { return E.first == OpName; });
    if (It == Results.end() || !It->second)
      error("Operand $" + OpName + " does not exist in operand list!");
    const Record *Leaf = It->second->leafDef();
    if (Ops[R].Rec != Leaf && !Leaf->isSubClassOf("ValueType") && !Leaf->isSubClassOf("ComplexPattern"))
      error("Operand $" + OpName + " class mismatch!");
    ResNodes.push_back(It->second);
    It->second = nullptr;
  }

  auto Result = std::make_unique<PatNode>();
  Result->Op = Inst;
  for (unsigned O = NumResults; O < Ops.size(); ++O) {
    std::string OpName(Ops[O].Name);
    if (OpName.empty())
      error("Operand #" + std::to_string(O) + " in operands list has no name!");
    auto It = Inputs.find(OpName);
    if (It == Inputs.end()) {
      if (hasDefaultOps(Ops[O].Rec))
        continue;
      error("Operand $" + OpName + " does not appear in the instruction pattern");
    }
    PatNode *In = It->second;
    Inputs.erase(It);
    if (const Record *R = In->leafDef()) {
      if (Ops[O].Rec != R && !R->isSubClassOf("ValueType") && !R->isSubClassOf("ComplexPattern"))
        error("Operand $" + OpName + "'s register class disagrees between the operand and pattern");
    }
    std::unique_ptr<PatNode> Op = In->clone();
    Op->setPredicates({});
    if (const Record *X = Op->transform()) {
      Op->setTransform(nullptr);
      auto Wrap = std::make_unique<PatNode>();
      Wrap->Op = X;
      Wrap->Types.resize(Op->Types.size());
      Wrap->Kids.push_back(std::move(Op));
      Op = std::move(Wrap);
    }
    Result->Kids.push_back(std::move(Op));
  }
  if (!Inputs.empty())
    error("Input operand $" + Inputs.begin()->first + " occurs in pattern but not in operands list!");
  Result->Types.resize(numResults(Inst));
  for (unsigned R = 0; R < NumResults && R < Result->Types.size(); ++R)
    Result->Types[R] = ResNodes[R]->Types.empty() ? TypeSet{} : ResNodes[R]->Types[0];

  // The trees die here: the source is taken from the first one.
  PatNode &P = *Trees[0];
  if (!P.isLeaf() && P.Op->getName() == "set")
    Src = std::move(P.Kids.back());
  else
    Src = std::move(Trees[0]);
  Dst = std::move(Result);
  return true;
}

namespace {
/// One inference of a source/result pair in one HwMode.
struct Inferred {
  std::vector<std::unique_ptr<PatNode>> Pats;
  std::unique_ptr<PatNode> Result;
  bool Contradicted = false;
};

/// Makes the transforms of a result tree explicit nodes: X(N) for a node
/// N carrying transform X (N keeps its name and predicates). The new
/// nodes' types are unknown (inferred again from where they are used);
/// returns whether there were any.
bool promoteTransforms(std::unique_ptr<PatNode> &N) {
  bool Any = false;
  for (auto &K : N->Kids)
    Any |= promoteTransforms(K);
  const Record *X = N->transform();
  if (!X)
    return Any;
  N->setTransform(nullptr);
  auto Wrap = std::make_unique<PatNode>();
  Wrap->Op = X;
  Wrap->Types.resize(N->Types.size());
  Wrap->Kids.push_back(std::move(N));
  N = std::move(Wrap);
  return true;
}

/// Infers copies of Src and Dst (owned: Src and Dst themselves, taken apart).
Inferred inferPair(Builder &B, std::unique_ptr<PatNode> Src, std::unique_ptr<PatNode> Dst,
                   unsigned Mode, bool Soft) {
  B.Mode = Mode;
  B.Soft = Soft;
  B.Contradicted = false;
  Inferred R;
  // (Each inference of the pattern numbers the same operand scopes.)
  B.Scopes = B.ScopesBefore;
  B.inlineOwned(std::move(Src), true, R.Pats);
  std::vector<std::unique_ptr<PatNode>> Results;
  B.inlineOwned(std::move(Dst), false, Results);
  if (Results.size() != 1)
    B.error("Cannot use multi-alternative fragments in result pattern!");
  R.Result = std::move(Results[0]);
  PatNode &Result = *R.Result;
  std::vector<PatNode *> PatPtrs;
  for (auto &P : R.Pats)
    PatPtrs.push_back(P.get());
  NamedNodes SrcNames;
  for (PatNode *P : PatPtrs)
    Builder::collectNames(*P, SrcNames);
  Builder::sortNames(SrcNames);

  // The source trees are inferred again only when the exchange with the
  // result changed them (at their fixed point another pass changes nothing).
  bool PatDone = false, ResDone = false, Again = false, PatChanged = true;
  do {
    if (PatChanged) {
      B.Folded = false;
      PatDone = B.inferAll(PatPtrs, nullptr, /*FromFirst=*/true);
      if (B.Folded) {
        SrcNames.clear();
        for (PatNode *P : PatPtrs)
          Builder::collectNames(*P, SrcNames);
        Builder::sortNames(SrcNames);
      }
    }
    ResDone = B.inferAll({&Result}, &SrcNames);
    Again = PatChanged = false;
    for (PatNode *P : PatPtrs)
      for (size_t I = 0; I < std::min(Result.Types.size(), P->Types.size()); ++I) {
        PatChanged |= B.update(*P, unsigned(I), Result.Types[I]);
        Again |= B.update(Result, unsigned(I), P->Types[I]);
      }
    Again |= PatChanged;
    if (!Again && PatDone && !ResDone)
      Again = B.forceArbitrary(Result);
  } while (Again && !B.Contradicted);
  R.Contradicted = B.Contradicted;
  B.Soft = false;
  if (R.Contradicted)
    return R;
  if (!PatDone)
    B.error("Could not infer all types in pattern!");
  if (!ResDone)
    B.error("Could not infer all types in pattern result!");
  // The result with its transforms made explicit is inferred again on its
  // own, as llvm-tblgen does: a transform takes the types its place allows.
  if (promoteTransforms(R.Result))
    B.inferAll({R.Result.get()}, nullptr);
  return R;
}

/// "(P1) && (P2)": the conditions of a HwMode's predicates.
std::string modeCondition(const RecordKeeper &Records, const RegisterBank &Bank, unsigned Mode) {
  std::string C;
  const Record *M = Records.getDef(Bank.hwModes().recordName(Mode));
  if (!M)
    return C;
  for (const Record *P : M->getValueAsListOfDefs("Predicates")) {
    std::string Cond = P->getValueAsString("CondString");
    if (Cond.empty())
      continue;
    C += (C.empty() ? "(" : " && (") + Cond + ")";
  }
  return C;
}

Inferred inferPair(Builder &B, const PatNode &Src, const PatNode &Dst, unsigned Mode, bool Soft) {
  return inferPair(B, Src.clone(), Dst.clone(), Mode, Soft);
}

/// Whether every node of N has at least one possible type.
bool possibleTypes(const PatNode &N) {
  for (const TypeSet &T : N.Types)
    if (!T.Known || T.VTs.empty())
      return false;
  for (const auto &K : N.Kids)
    if (!possibleTypes(*K))
      return false;
  return true;
}

/// Renumbers the operand scopes of a tree numbered from 1 to follow the
/// Offset scopes numbered before it.
void shiftScopes(PatNode &N, uint32_t Offset) {
  if (N.predScope())
    N.setPredScope(N.predScope() + Offset);
  if (!N.predArgs().empty()) {
    PatNode::PredArgList Args = N.predArgs();
    for (auto &A : Args)
      A.first += Offset;
    N.setPredArgs(Args);
  }
  for (auto &K : N.Kids)
    shiftScopes(*K, Offset);
}

/// Adds the patterns of one source/result pair (after inlining and type
/// inference, once per HwMode its types depend on) to Out.
void addPatterns(Builder &B, const Record *Def, std::unique_ptr<PatNode> SrcOwned,
                 std::unique_ptr<PatNode> DstOwned, std::vector<PatternToMatch> &Out,
                 const std::vector<unsigned> &ResultOrder = {}) {
  B.Current = Def;
  B.clearModes();
  B.ScopesBefore = B.Scopes;
  // Without HwModes the pair is inferred once (the modes seen can only be
  // the default one): the inference takes the trees themselves.
  const bool OneMode = B.Bank.hwModes().size() == 1;
  Inferred First = OneMode ? inferPair(B, std::move(SrcOwned), std::move(DstOwned), 0, true)
                           : inferPair(B, *SrcOwned, *DstOwned, 0, true);
  auto Report = [&](unsigned Mode) {
    // Inferring again without Soft reports the first contradiction; that
    // is all it can report (anything before it was reported already).
    if (SrcOwned) {
      inferPair(B, *SrcOwned, *DstOwned, Mode, false);
      return;
    }
    B.Soft = false;
    B.contradiction();
  };
  std::vector<std::pair<Inferred, std::string>> PerMode;
  if (B.ModesSeen.empty()) {
    if (First.Contradicted)
      Report(0);
    PerMode.emplace_back(std::move(First), "");
  } else {
    // One pattern per mode its types name, guarded by the mode's
    // predicates; the default mode's guard negates the others'.
    std::set<unsigned> Modes = B.ModesSeen;
    std::string DefaultCheck;
    for (unsigned M : Modes) {
      if (M == 0)
        continue;
      std::string Cond = modeCondition(B.Records, B.Bank, M);
      DefaultCheck += (DefaultCheck.empty() ? "!(" : " && !(") + Cond + ")";
      Inferred I = inferPair(B, *SrcOwned, *DstOwned, M, true);
      if (!I.Contradicted)
        PerMode.emplace_back(std::move(I), Cond);
    }
    if (Modes.count(0) && !First.Contradicted)
      PerMode.emplace_back(std::move(First), DefaultCheck);
    if (PerMode.empty())
      Report(*Modes.begin());
  }
  B.Mode = 0;

  std::vector<const Record *> Preds = predicateList(Def);
  int Added = int(Def->getValueAsInt("AddedComplexity"));
  unsigned MaxAlts = 0;
  for (unsigned ModeIndex = 0; ModeIndex < PerMode.size(); ++ModeIndex) {
    auto &[I, ModeCheck] = PerMode[ModeIndex];
    PatNode &Result = *I.Result;
    MaxAlts = std::max(MaxAlts, unsigned(I.Pats.size()));
    // A tree with a node of no possible type (left unknown, or emptied)
    // can never match: llvm-tblgen drops it without a word.
    if (!possibleTypes(Result))
      continue;
    for (unsigned Alt = 0; Alt < I.Pats.size(); ++Alt) {
      auto &P = I.Pats[Alt];
      if (!possibleTypes(*P))
        continue;
      std::string Reason;
      if (!Builder::canMatch(*P, Reason, B.OpFlags)) {
        PrintWarning(Def, "Pattern can never match: " + Reason);
        continue;
      }
      if (isComplexPattern(*P) && !P->isLeaf() &&
          P->Op->getValueAsListOfDefs("RootNodes").empty())
        B.error("ComplexPattern at root must specify list of opcodes it could match");
      std::vector<NameUse> SN, DN;
      findNames(B, *P, SN);
      findNames(B, Result, DN);
      // Reported for the first offending name in name order.
      std::optional<std::string_view> Missing, Dead;
      for (const NameUse &U : DN)
        if (!findName(SN, U.Name) && (!Missing || U.Name < *Missing))
          Missing = U.Name;
      if (Missing)
        B.error("Pattern has input without matching name in output: $" + std::string(*Missing));
      for (const NameUse &U : SN)
        if (U.Count == 1 && !findName(DN, U.Name) && (!Dead || U.Name < *Dead))
          Dead = U.Name;
      if (Dead)
        B.error("Pattern has dead named input: $" + std::string(*Dead));
      PatternToMatch M;
      M.Src = Def;
      M.SrcTree = std::move(P);
      // The last alternative takes the result tree itself.
      M.DstTree = Alt + 1 < I.Pats.size() ? Result.clone() : std::move(I.Result);
      M.Predicates.assign(Preds.begin(), Preds.end());
      M.ModeCheck = ModeCheck;
      M.AddedComplexity = Added;
      M.ID = Def->getID();
      M.Origin = B.NextOrigin + Alt;
      M.ModeIndex = ModeIndex;
      M.ModeCopy = !B.ModesSeen.empty();
      M.ResultOrder.assign(ResultOrder.begin(), ResultOrder.end());
      Out.push_back(std::move(M));
    }
  }
  B.NextOrigin += MaxAlts;
}
} // namespace

unsigned Builder::intrinsicID(const Record *Which) {
  if (!IntrinsicsNumbered) {
    IntrinsicsNumbered = true;
    // Intrinsic IDs as llvm-tblgen numbers them: target-independent ones
    // first, then by the "llvm.a.b" name, then by record.
    struct IntrinsicKey {
      bool HasTarget;
      std::string Name;
      const Record *Def;
    };
    std::vector<IntrinsicKey> Ints;
    for (const Record *Int : Records.getAllDerivedDefinitionsIfDefined("Intrinsic")) {
      std::string Name = Int->getValueAsString("LLVMName");
      if (Name.empty()) {
        Name = "llvm." + std::string(Int->getName().substr(4));
        std::replace(Name.begin(), Name.end(), '_', '.');
      }
      Ints.push_back({!Int->getValueAsString("TargetPrefix").empty(), std::move(Name), Int});
    }
    std::sort(Ints.begin(), Ints.end(), [](const IntrinsicKey &A, const IntrinsicKey &B) {
      return std::tie(A.HasTarget, A.Name) < std::tie(B.HasTarget, B.Name) ||
             (std::tie(A.HasTarget, A.Name) == std::tie(B.HasTarget, B.Name) &&
              A.Def->getID() < B.Def->getID());
    });
    unsigned Id = 0;
    for (const IntrinsicKey &K : Ints)
      IntrinsicIDs.emplace(K.Def, ++Id);
  }
  auto It = IntrinsicIDs.find(Which);
  return It == IntrinsicIDs.end() ? 0 : It->second;
}

bool PatternDatabase::build(const RecordKeeper &Records) {
  VTs = std::make_unique<MVTTable>(Records);
  RegisterBank &Bank = getRegisterBank(Records);
  const InstructionSet &Set = getInstructionSet(Records);
  B = std::make_unique<Builder>(Records, *VTs, Bank, Set);
  // Every SDNode's type profile is read first: a constraint of no known
  // kind is an error even on a node no pattern uses.
  for (const Record *Node : Records.getAllDerivedDefinitionsIfDefined("SDNode"))
    B->profile(Node);
  B->checkFragments();
  readDefaultValues(Records);

  // Instruction patterns: read in name order, added in definition order.
  struct InstPattern {
    const Record *Def;
    std::unique_ptr<PatNode> Src, Dst;
    std::vector<unsigned> ResultOrder;
  };
  std::vector<const Record *> ToRead;
  for (const Record *Inst : Records.getAllDerivedDefinitionsIfDefined("Instruction")) {
    const auto *LI = dyn_cast<ListInit>(Inst->getValueInit("Pattern"));
    if (!LI || LI->size() == 0 || Builder::mentionsNullFrag(LI))
      continue;
    ToRead.push_back(Inst);
  }
  auto Read = [&](Builder &By, size_t From, size_t To, std::vector<InstPattern> &Out) {
    for (size_t I = From; I < To; ++I) {
      InstPattern P{ToRead[I], nullptr, nullptr, {}};
      By.Mode = Builder::AnyMode;
      bool Read = By.readInstructionPattern(ToRead[I], P.Src, P.Dst, P.ResultOrder);
      By.Mode = 0;
      if (Read)
        Out.push_back(std::move(P));
    }
  };
  // The second half is read on the helper thread, by a builder of its own
  // (the trees read are self-contained; the builders' caches only save
  // work). The helper reports nothing: if it fails and this thread does
  // not, this thread reads that half again, to report the first error in
  // name order as one thread does. The helper's builder is kept (warm) for
  // adding the patterns below.
  std::vector<InstPattern> InstPats;
  Diagnostics *Diags = currentDiagnostics();
  HelperScope Helper;
  std::unique_ptr<Builder> Other;
  size_t N = ToRead.size();
  if (!Helper || !Diags || N < 256) {
    Read(*B, 0, N, InstPats);
  } else {
    size_t Mid = N * 27 / 50; // (the helper starts cold: balances the two on the patterns bench)
    std::vector<InstPattern> Second;
    bool Failed = false;
    Helper->start([&] {
      Failed = !runQuietly(Diags->sourceMgr(), [&] {
        Other = std::make_unique<Builder>(Records, *VTs, Bank, Set);
        Read(*Other, Mid, N, Second);
      });
    });
    try {
      Read(*B, 0, Mid, InstPats);
    } catch (...) {
      Helper->wait();
      throw;
    }
    Helper->wait();
    if (Failed) {
      Other.reset();
      Second.clear();
      Read(*B, Mid, N, Second);
    }
    for (InstPattern &P : Second)
      InstPats.push_back(std::move(P));
  }
  std::sort(InstPats.begin(), InstPats.end(),
            [](const InstPattern &A, const InstPattern &B) { return A.Def->getID() < B.Def->getID(); });

  // The patterns are added in order: the instruction patterns (by record
  // ID), then the Pattern records (by name). Item I < InstPats.size() is an
  // instruction pattern (its trees are taken: an item done again is read
  // again), the others Pattern records.
  std::vector<const Record *> PatRecs = Records.getAllDerivedDefinitionsIfDefined("Pattern");
  const size_t NumItems = InstPats.size() + PatRecs.size();
  auto AddItem = [&](Builder &By, size_t I, std::vector<PatternToMatch> &Out) {
    if (I < InstPats.size()) {
      InstPattern &P = InstPats[I];
      if (!P.Src) {
        By.Mode = Builder::AnyMode;
        By.readInstructionPattern(P.Def, P.Src, P.Dst, P.ResultOrder);
        By.Mode = 0;
      }
      addPatterns(By, P.Def, std::move(P.Src), std::move(P.Dst), Out, P.ResultOrder);
      return;
    }
    const Record *Pat = PatRecs[I - InstPats.size()];
    const DagInit *Tree = Pat->getValueAsDag("PatternToMatch");
    if (Builder::mentionsNullFrag(Tree))
      return;
    By.Current = Pat;
    // (Read for no mode: casts to types by HwMode are applied per mode.)
    By.Mode = Builder::AnyMode;
    std::unique_ptr<PatNode> Src = By.parse(Tree, "", true);
    const ListInit *LI = Pat->getValueAsListInit("ResultInstrs");
    if (LI->size() == 0) {
      By.Mode = 0;
      return;
    }
    if (LI->size() != 1)
      By.error("Cannot handle instructions producing instructions with temporaries yet!");
    std::unique_ptr<PatNode> Dst = By.parse(LI->getElement(0), "", false);
    std::map<std::string, PatNode *> Inputs;
    std::vector<std::pair<std::string, PatNode *>> Results;
    By.findInputsAndOutputs(*Src, Inputs, Results);
    By.Mode = 0;
    addPatterns(By, Pat, std::move(Src), std::move(Dst), Out);
  };
  auto AddInOrder = [&](size_t From) {
    for (size_t I = From; I < NumItems; ++I)
      AddItem(*B, I, Patterns);
  };
  if (!Helper || !Diags || NumItems < 256) {
    AddInOrder(0);
    return !B->HasError;
  }

  // Both threads add chunks of items, taken in turn from a counter, each
  // into a list of its own, quietly (the origins numbered from 0 per
  // chunk). Chunks that reported nothing are kept; from the first chunk
  // that reported anything (or was not done) on, this thread adds the
  // items again in order, reporting as one thread does.
  constexpr size_t ChunkSize = 16;
  const size_t NumChunks = (NumItems + ChunkSize - 1) / ChunkSize;
  struct Chunk {
    std::vector<PatternToMatch> Out;
    unsigned Origins = 0;
    uint32_t Scopes = 0; ///< operand scopes numbered (from 1 per chunk)
    const Record *Current = nullptr;
    bool Done = false;
  };
  std::vector<Chunk> Chunks(NumChunks);
  std::atomic<size_t> NextChunk{0};
  std::atomic<bool> Stop{false};
  auto Work = [&](Builder &By) {
    bool Quiet = runQuietly(Diags->sourceMgr(), [&] {
      for (size_t K; !Stop.load(std::memory_order_relaxed) && (K = NextChunk++) < NumChunks;) {
        Chunk &C = Chunks[K];
        By.NextOrigin = 0;
        By.Scopes = 0;
        By.Current = nullptr;
        for (size_t I = K * ChunkSize, E = std::min(NumItems, I + ChunkSize); I < E; ++I)
          AddItem(By, I, C.Out);
        if (!quietSoFar())
          return;
        C.Origins = By.NextOrigin;
        C.Scopes = By.Scopes;
        C.Current = By.Current;
        C.Done = true;
      }
    });
    if (!Quiet)
      Stop = true;
  };
  const Record *CurrentBefore = B->Current;
  Helper->start([&] {
    if (!Other)
      Other = std::make_unique<Builder>(Records, *VTs, Bank, Set);
    Work(*Other);
  });
  Work(*B);
  Helper->wait();
  size_t Good = 0;
  while (Good < NumChunks && Chunks[Good].Done)
    ++Good;
  unsigned Origin = 0;
  uint32_t Scopes = 0;
  const Record *Current = CurrentBefore;
  size_t Total = 0;
  for (size_t K = 0; K < Good; ++K)
    Total += Chunks[K].Out.size();
  Patterns.reserve(Total);
  for (size_t K = 0; K < Good; ++K) {
    Chunk &C = Chunks[K];
    for (PatternToMatch &M : C.Out) {
      M.Origin += Origin;
      if (C.Scopes && Scopes)
        shiftScopes(*M.SrcTree, Scopes);
      Patterns.push_back(std::move(M));
    }
    Origin += C.Origins;
    Scopes += C.Scopes;
    if (C.Current)
      Current = C.Current;
  }
  Chunks.clear();
  B->NextOrigin = Origin;
  B->Scopes = Scopes;
  B->Current = Current;
  B->Mode = 0;
  B->Soft = B->Contradicted = false;
  if (Good < NumChunks)
    AddInOrder(Good * ChunkSize);
  return !B->HasError;
}

PatternDatabase::Inferrer::Inferrer(const PatternDatabase &DB)
    : B(std::make_unique<Builder>(DB.B->Records, DB.B->VT, DB.B->Bank, DB.B->Instrs)) {
  B->Current = DB.B->Current;
}
PatternDatabase::Inferrer::~Inferrer() = default;

void PatternDatabase::Inferrer::inferWithoutRegisters(PatNode &Tree) { B->inferWithoutRegisters(Tree); }

bool PatternDatabase::Inferrer::operandHasDefault(const Record *Operand) {
  return B->hasDefaultOps(Operand);
}

bool PatternDatabase::operandHasDefault(const Record *Operand) const {
  return B->hasDefaultOps(Operand); // (remembered per record)
}

bool PatternDatabase::mentionsNullFragment(const Init *I) { return Builder::mentionsNullFrag(I); }

namespace {
/// Whether every type of the tree is one type or unconstrained.
bool typesSettled(const PatNode &N) {
  for (const TypeSet &T : N.Types)
    if (T.Known && !T.VTs.empty() && !T.isConcrete())
      return false;
  for (const auto &K : N.Kids)
    if (!typesSettled(*K))
      return false;
  return true;
}
} // namespace

void PatternDatabase::readDefaultValues(const RecordKeeper &Records) {
  // Every operand with defaults, used or not, in name order: each value is
  // a result tree typed alone, which must come out with one type.
  unsigned Index = 0;
  for (const Record *Op : Records.getAllDerivedDefinitionsIfDefined("OperandWithDefaultOps")) {
    const DagInit *D = Op->getValueAsDag("DefaultOps");
    std::vector<std::unique_ptr<PatNode>> Values;
    for (const Init *Arg : D->getArgs()) {
      B->Current = Op;
      std::unique_ptr<PatNode> T = B->parse(Arg, "", false);
      B->inferAll({T.get()}, nullptr);
      if (!typesSettled(*T))
        PrintFatalError("Value #" + std::to_string(Index) + " of OperandWithDefaultOps '" +
                        std::string(Op->getName()) + "' doesn't have a concrete type!");
      Values.push_back(std::move(T));
    }
    if (!Values.empty())
      DefaultValues.emplace(Op, std::move(Values));
    ++Index;
  }
}

std::optional<unsigned> PatternDatabase::fragmentType(const Record *Frag) const {
  auto It = FragTypes.find(Frag);
  if (It != FragTypes.end())
    return It->second;
  std::unique_ptr<PatNode> Root = inferredFirstAlternative(Frag);
  if (!Root || Root->Types.empty() || !Root->Types[0].isConcrete())
    return std::nullopt;
  unsigned V = Root->Types[0].concrete();
  const_cast<PatternDatabase *>(this)->FragTypes.emplace(Frag, V);
  return V;
}

std::unique_ptr<PatNode> PatternDatabase::inferredFirstAlternative(const Record *Frag) const {
  const ListInit *L = Frag->getValueAsListInit("Fragments");
  if (L->size() == 0)
    return nullptr;
  B->Current = Frag;
  std::unique_ptr<PatNode> T = B->parse(L->getElement(0), "", true);
  std::vector<std::unique_ptr<PatNode>> Alts = B->inlineFragments(*T, true);
  if (Alts.empty())
    return nullptr;
  B->inferAll({Alts[0].get()}, nullptr);
  return std::move(Alts[0]);
}

std::optional<unsigned> PatternDatabase::fragmentFirstType(const Record *Frag) const {
  const ListInit *L = Frag->getValueAsListInit("Fragments");
  if (L->size() == 0)
    return std::nullopt;
  // The first type of the set in the default mode; a tree typed by modes
  // alone (none has a default) gives the first type of its lowest mode.
  // The inference runs aside (contradictions are no errors here).
  const unsigned ModeBefore = B->Mode;
  std::set<unsigned> SeenBefore = B->ModesSeen;
  const uint64_t BitsBefore = B->ModeBits;
  const bool SoftBefore = B->Soft, ContradictedBefore = B->Contradicted;
  const bool ErrorBefore = B->HasError;
  auto FirstIn = [&](unsigned M) -> std::optional<unsigned> {
    B->Mode = M;
    B->Soft = true;
    B->Contradicted = false;
    std::unique_ptr<PatNode> Root = inferredFirstAlternative(Frag);
    if (!Root || B->Contradicted || Root->Types.empty() || !Root->Types[0].Known ||
        Root->Types[0].VTs.empty())
      return std::nullopt;
    return Root->Types[0].VTs.front();
  };
  B->clearModes();
  std::optional<unsigned> V = FirstIn(0);
  std::set<unsigned> Modes = B->ModesSeen;
  if (!Modes.empty() && !Modes.count(0)) {
    V.reset();
    for (unsigned M : Modes)
      if ((V = FirstIn(M)))
        break;
  }
  B->Mode = ModeBefore;
  B->ModesSeen = std::move(SeenBefore);
  B->ModeBits = BitsBefore;
  B->Soft = SoftBefore;
  B->Contradicted = ContradictedBefore;
  B->HasError = ErrorBefore;
  return V;
}

} // namespace codegen
} // namespace tblgen
