//===- GlobalISelImport.cpp - SelectionDAG patterns as GlobalISel rules ---===//
//
// Source trees become checks (opcode through GINodeEquiv, operand types as
// LLTs or pointers, register banks, constants, nested instructions,
// PatFrag memory/immediate/C++ predicates); result trees become BuildMI
// actions with operand renderers (a matched instruction is recycled when
// the result just renames its opcode). Unsupported constructs skip the
// pattern with llvm-tblgen's reason.
//
//===----------------------------------------------------------------------===//
#include "backends/codegen/globalisel/GlobalISelImport.h"

#include "codegen/patterns/InstrFlagInference.h"

#include "tblgen/Casting.h"
#include "tblgen/Record.h"
#include "tblgen/CodeGen/Registers.h"

#include <algorithm>

namespace tblgen {
namespace gisel {

using codegen::PatNode;

//===----------------------------------------------------------------------===//
// PatFrag predicate properties (llvm-tblgen's TreePredicateFn)
//===----------------------------------------------------------------------===//

namespace {
/// The builtin checks a PatFrags record asks for.
struct FragInfo {
  const Record *R;
  /// Answers already read for R (see FragMemo), or null.
  FragMemo *Memo;
  explicit FragInfo(const Record *R, FragMemo *Memo = nullptr) : R(R), Memo(Memo) {}
  // One field lookup each; anything unexpected goes through the checked
  // accessors (same diagnostics).
  /// 1 or 0 for a set bit, -1 when absent or '?'.
  int bitValue(std::string_view F) const {
    return Memo ? Memo->get(F, [&] { return readBit(F); }) : readBit(F);
  }
  int readBit(std::string_view F) const {
    const RecordVal *RV = R->getValue(F);
    if (!RV)
      return -1;
    const Init *V = RV->getValue();
    if (const auto *B = dyn_cast_or_null<BitInit>(V))
      return B->getValue();
    if (V && isa<UnsetInit>(V))
      return -1;
    bool Unset = false;
    return R->getValueAsBitOrUnset(F, Unset) ? 1 : 0;
  }
  bool bit(std::string_view F) const { return bitValue(F) == 1; }
  /// A bit that is set (not '?') and equal to V.
  bool bitIs(std::string_view F, bool V) const { return bitValue(F) == int(V); }
  bool nonTruncStore() const { return bitIs("IsTruncStore", false); }
  std::string str(std::string_view F) const {
    const RecordVal *RV = R->getValue(F);
    if (!RV)
      return std::string();
    const Init *V = RV->getValue();
    if (const auto *S = dyn_cast_or_null<StringInit>(V))
      return std::string(S->getValue());
    if (V && isa<UnsetInit>(V))
      return std::string();
    return R->isValueUnset(F) ? std::string() : R->getValueAsString(F);
  }
  /// Whether the string field is set and not empty (no copy).
  bool hasStr(std::string_view F) const {
    return Memo ? Memo->get(F, [&] { return int(readHasStr(F)); }) != 0 : readHasStr(F);
  }
  bool readHasStr(std::string_view F) const {
    const RecordVal *RV = R->getValue(F);
    if (RV)
      if (const auto *S = dyn_cast_or_null<StringInit>(RV->getValue()))
        return !S->getValue().empty();
    return !str(F).empty();
  }
  bool isLoad() const { return bit("IsLoad"); }
  bool isStore() const { return bit("IsStore"); }
  bool isAtomic() const { return bit("IsAtomic"); }
  bool hasNoUse() const { return bit("HasNoUse"); }
  bool hasOneUse() const { return bit("HasOneUse"); }
  bool hasImmCode() const { return hasStr("ImmediateCode"); }
  /// Whether the fragment tests more than an immediate: a memory-access or
  /// use-count flag, or C++ code of its own.
  bool hasPredCode() const {
    static constexpr std::string_view Flags[] = {"IsLoad", "IsStore", "IsAtomic", "HasNoUse",
                                                 "HasOneUse"};
    return std::ranges::any_of(Flags, [&](std::string_view F) { return bit(F); }) ||
           hasStr("PredicateCode");
  }
  bool alwaysTrue() const { return !hasPredCode() && !hasImmCode(); }
  bool hasGISelCode() const { return hasStr("GISelPredicateCode"); }
  const Record *memoryVT() const {
    return R->getValue("MemoryVT") && !R->isValueUnset("MemoryVT")
               ? R->getValueAsOptionalDef("MemoryVT")
               : nullptr;
  }
  const Record *scalarMemoryVT() const {
    return R->getValue("ScalarMemoryVT") && !R->isValueUnset("ScalarMemoryVT")
               ? R->getValueAsOptionalDef("ScalarMemoryVT")
               : nullptr;
  }
  const ListInit *addressSpaces() const {
    if (!R->getValue("AddressSpaces") || R->isValueUnset("AddressSpaces"))
      return nullptr;
    return dyn_cast<ListInit>(R->getValueInit("AddressSpaces"));
  }
  int64_t minAlign() const {
    if (!R->getValue("MinAlignment") || R->isValueUnset("MinAlignment"))
      return 0;
    return R->getValueAsInt("MinAlignment");
  }
  std::string immType() const {
    if (bit("IsAPInt"))
      return "APInt";
    if (bit("IsAPFloat"))
      return "APFloat";
    return "I64";
  }
};

/// The atomic ordering checks of a PatFrags record: the bit field and the
/// value it is set to (the "weaker than" checks are the "or stronger" bits
/// set to false), with their explanation.
struct OrderingCheck {
  const char *Field;
  bool Value;
  const char *Text;
};
constexpr OrderingCheck Orderings[] = {
    {"IsAtomicOrderingMonotonic", true, " monotonic"},
    {"IsAtomicOrderingAcquire", true, " acquire"},
    {"IsAtomicOrderingRelease", true, " release"},
    {"IsAtomicOrderingAcquireRelease", true, " acq_rel"},
    {"IsAtomicOrderingSequentiallyConsistent", true, " seq_cst"},
    {"IsAtomicOrderingAcquireOrStronger", true, " >=acquire"},
    {"IsAtomicOrderingAcquireOrStronger", false, " <acquire"},
    {"IsAtomicOrderingReleaseOrStronger", true, " >=release"},
    {"IsAtomicOrderingReleaseOrStronger", false, " <release"},
};

/// "ld unindexed, load non-extload": what a node's predicates ask for.
std::string explainPredicates(const PatNode &N) {
  std::string E, Sep;
  for (const Record *R : N.predicates()) {
    FragInfo P(R);
    E += Sep + std::string(R->getName());
    Sep = ", ";
    if (P.alwaysTrue())
      E += " always-true";
    if (P.hasImmCode())
      E += " immediate";
    if (P.bit("IsUnindexed"))
      E += " unindexed";
    if (P.bit("IsNonExtLoad"))
      E += " non-extload";
    if (P.bit("IsAnyExtLoad"))
      E += " extload";
    if (P.bit("IsSignExtLoad"))
      E += " sextload";
    if (P.bit("IsZeroExtLoad"))
      E += " zextload";
    if (P.nonTruncStore())
      E += " non-truncstore";
    if (P.bit("IsTruncStore"))
      E += " truncstore";
    if (const Record *VT = P.memoryVT())
      E += " MemVT=" + std::string(VT->getName());
    if (const Record *VT = P.scalarMemoryVT())
      E += " ScalarVT(MemVT)=" + std::string(VT->getName());
    if (const ListInit *AS = P.addressSpaces()) {
      E += " AddressSpaces=[";
      std::string S2;
      for (const Init *V : AS->getValues())
        if (const auto *I = dyn_cast<IntInit>(V)) {
          E += S2 + std::to_string(I->getValue());
          S2 = ", ";
        }
      E += "]";
    }
    if (int64_t A = P.minAlign(); A > 0)
      E += " MinAlign=" + std::to_string(A);
    for (const OrderingCheck &O : Orderings)
      if (P.bitIs(O.Field, O.Value))
        E += O.Text;
  }
  return E;
}

std::string explainOperator(const Record *Op) {
  if (Op->isSubClassOf("SDNode"))
    return " (" + Op->getValueAsString("Opcode") + ")";
  if (Op->isSubClassOf("Intrinsic"))
    return " (Operator is an Intrinsic, " + std::string(Op->getName()) + ")";
  if (Op->isSubClassOf("ComplexPattern"))
    return " (Operator is an unmapped ComplexPattern, " + std::string(Op->getName()) + ")";
  if (Op->isSubClassOf("SDNodeXForm"))
    return " (Operator is an unmapped SDNodeXForm, " + std::string(Op->getName()) + ")";
  return " (Operator " + std::string(Op->getName()) + " not understood)";
}

} // namespace

/// Whether the predicates of PatFrags R can be imported on a root.
static bool trivialAtRoot(const Record *R) {
  FragInfo P(R);
  if (P.alwaysTrue() || P.hasImmCode() || P.hasNoUse() || P.hasOneUse())
    return true;
  bool Load = P.isLoad(), Store = P.isStore(), Atomic = P.isAtomic();
  if (P.bit("IsNonExtLoad") || P.bit("IsAnyExtLoad") || P.bit("IsSignExtLoad") ||
      P.bit("IsZeroExtLoad") || P.nonTruncStore() || P.bit("IsTruncStore"))
    return true;
  if ((Load || Store) && P.memoryVT())
    return true;
  if ((Load || Store) && P.bit("IsUnindexed"))
    return true;
  if (Load || Store || Atomic) {
    const ListInit *AS = P.addressSpaces();
    if (AS && AS->size() != 0)
      return true;
    if (P.minAlign() > 0)
      return true;
  }
  if (Atomic && P.memoryVT())
    return true;
  if (Atomic) {
    bool Any = false;
    for (const OrderingCheck &O : Orderings)
      Any |= P.bitIs(O.Field, O.Value);
    if (Any)
      return true;
  }
  return P.hasGISelCode();
}

std::optional<std::string> nonTrivialRoot(const PatNode &N) {
  for (const Record *R : N.predicates()) {
    if (trivialAtRoot(R))
      continue;
    return "Has a predicate (" + explainPredicates(N) + "), first-failing:" +
           std::string(R->getName());
  }
  return std::nullopt;
}

std::optional<std::string> Importer::rootProblem(const PatNode &N) {
  for (const Record *R : N.predicates()) {
    auto It = TrivialAtRoot.find(R);
    if (It == TrivialAtRoot.end())
      It = TrivialAtRoot.emplace(R, trivialAtRoot(R)).first;
    if (!It->second)
      return nonTrivialRoot(N);
  }
  return std::nullopt;
}

namespace {
/// The names of the Importer's ClassIDs, in order.
constexpr std::string_view ImporterClassNames[] = {
    "SDNode", "Intrinsic", "ComplexPattern", "SDNodeXForm", "RegisterOperand",
    "RegisterClass", "Register", "ValueType", "ImmLeaf", "Instruction", "SubRegIndex",
    "CondCode", "TypedOperand", "OperandWithDefaultOps", "ImmArg", "OptionalDefOperand"};

/// (RegOperand, RegClass: the RegisterOperand and RegisterClass classes.)
const Record *regClassOfInit(const Init *I, const Record *RegOperand, const Record *RegClass) {
  const auto *D = dyn_cast_or_null<DefInit>(I);
  if (!D)
    return nullptr;
  const Record *R = D->getDef();
  if (R->isSubClassOf(RegOperand))
    return R->getValueAsDef("RegClass");
  if (R->isSubClassOf(RegClass))
    return R;
  return nullptr;
}
} // namespace

//===----------------------------------------------------------------------===//
// Setup
//===----------------------------------------------------------------------===//

Importer::Importer(const RecordKeeper &Records, const codegen::PatternDatabase &DB,
                   std::vector<uint64_t> InferredFlags)
    : Classes(Records, ImporterClassNames), Records(Records), DB(DB),
      Instrs(codegen::getInstructionSet(Records)), Bank(codegen::getRegisterBank(Records)) {
  Flags = std::move(InferredFlags);
  unsigned V = 0;
  for (unsigned I : Instrs.enumOrder())
    InstValue[Instrs[I].Def] = V++;
  for (const Record *E : Records.getAllDerivedDefinitionsIfDefined("GINodeEquiv"))
    NodeEquivs[E->getValueAsDef("Node")] = E;
  for (const Record *E : Records.getAllDerivedDefinitionsIfDefined("GIComplexPatternEquiv"))
    if (const Record *S = E->getValueAsDef("SelDAGEquivalent"))
      ComplexEquivs[S] = E;
  for (const Record *E : Records.getAllDerivedDefinitionsIfDefined("GISDNodeXFormEquiv"))
    if (const Record *S = E->getValueAsDef("SelDAGEquivalent"))
      XFormEquivs[S] = E;
}

std::vector<const Record *> Importer::complexMatchers() const {
  // In plain name order ("x128" before "x8"), not the records' numeric order.
  std::vector<const Record *> All =
      Records.getAllDerivedDefinitionsIfDefined("GIComplexOperandMatcher");
  std::sort(All.begin(), All.end(),
            [](const Record *A, const Record *B) { return A->getName() < B->getName(); });
  return All;
}

std::optional<LowLevelType> Importer::lltOf(unsigned VT) const {
  if (VT >= LLTs.size())
    LLTs.resize(VT + 1);
  if (!LLTs[VT])
    LLTs[VT] = readLLT(VT);
  return *LLTs[VT];
}

std::optional<LowLevelType> Importer::readLLT(unsigned VT) const {
  const codegen::MVTInfo &T = DB.types().at(VT);
  LowLevelType L;
  bool Scalable = T.Def && T.Def->getValue("isScalable") && T.Def->getValueAsBit("isScalable");
  if (T.IsVector && (T.NumElts != 1 || Scalable) && T.NumElts > 0) {
    L.Kind = LowLevelType::Vector;
    L.Elts = T.NumElts;
    L.Scalable = Scalable;
    L.Bits = unsigned(T.Size / T.NumElts);
    return L;
  }
  if (T.IsInteger || T.IsFP) {
    L.Bits = unsigned(T.Size);
    return L;
  }
  return std::nullopt;
}

const codegen::RegClass *Importer::regClass(const Record *R) const {
  for (const codegen::RegClass &RC : Bank.regClasses())
    if (RC.Def == R)
      return &RC;
  return nullptr;
}

const std::string &Importer::regClassID(const codegen::RegClass *RC) const {
  auto It = RegClassIDs.find(RC);
  if (It == RegClassIDs.end())
    It = RegClassIDs.emplace(RC, RC->qualified("RegClassID")).first;
  return It->second;
}

const std::string &Importer::qualifiedInst(const Record *Inst) const {
  auto It = QualifiedInsts.find(Inst);
  if (It != QualifiedInsts.end())
    return It->second;
  const codegen::Instruction *I = inst(Inst);
  std::string NS = I ? std::string(I->Namespace) : "";
  return QualifiedInsts.emplace(Inst, NS + "::" + std::string(Inst->getName())).first->second;
}

std::string Importer::qualifiedReg(const Record *Reg) const {
  std::string NS = Reg->getValue("Namespace") ? Reg->getValueAsString("Namespace") : "";
  return NS + "::" + std::string(Reg->getName());
}

/// The TypedOperand flag Prop of an operand of a generic instruction.
static bool typedOperandFlag(const Record *Inst, bool Out, unsigned Idx, std::string_view Prop) {
  const DagInit *D = Inst->getValueAsDag(Out ? "OutOperandList" : "InOperandList");
  if (!D || Idx >= D->getNumArgs())
    return false;
  const auto *DI = dyn_cast<DefInit>(D->getArg(Idx));
  if (!DI || !DI->getDef()->isSubClassOf("TypedOperand"))
    return false;
  return DI->getDef()->getValueAsBit(Prop);
}

uint64_t Importer::operandFlagKey(const Record *Inst, unsigned Kind, unsigned Idx) {
  return uint64_t(Inst->getID()) << 34 | uint64_t(Kind) << 32 | Idx;
}

bool Importer::operandIsPointer(const Record *Inst, bool Out, unsigned Idx) const {
  uint64_t Key = operandFlagKey(Inst, Out ? 1u : 0u, Idx);
  auto It = OperandFlags.find(Key);
  if (It == OperandFlags.end())
    It = OperandFlags.emplace(Key, typedOperandFlag(Inst, Out, Idx, "IsPointer")).first;
  return It->second;
}

bool Importer::operandIsImmArg(const Record *Inst, unsigned Idx) const {
  uint64_t Key = operandFlagKey(Inst, 2u, Idx);
  auto It = OperandFlags.find(Key);
  if (It == OperandFlags.end())
    It = OperandFlags.emplace(Key, typedOperandFlag(Inst, false, Idx, "IsImmediate")).first;
  return It->second;
}

void Importer::numberTypes(RuleM &R) const {
  // (Known only grows: the same size means the same types.)
  if (TypeIndexSize != Known.size()) {
    TypeIndex.clear();
    unsigned N = 0;
    for (const LowLevelType &T : Known)
      TypeIndex[T.enumName()] = N++;
    TypeIndexSize = Known.size();
  }
  // (Only read from here on: rules are numbered on two threads once the
  // index is made. A name not in it, which cannot happen, reads 0.)
  const auto &Index = TypeIndex;
  auto Number = [&](std::string_view Name) {
    auto It = Index.find(Name);
    return It == Index.end() ? 0u : It->second;
  };
  std::function<void(InsnM &)> Visit = [&](InsnM &I) {
    for (auto &P : I.Preds)
      if (P->Kind == PredKind::LLT)
        P->Value = Number(P->S);
    for (auto &O : I.Ops)
      for (auto &P : O->Preds) {
        if (P->Kind == PredKind::LLT)
          P->Value = Number(P->S);
        if (P->Kind == PredKind::Instruction)
          Visit(*P->Nested);
      }
  };
  Visit(*R.Root);
}

//===----------------------------------------------------------------------===//
// Printing trees
//===----------------------------------------------------------------------===//

std::string Importer::print(const PatNode &N) const {
  std::string S;
  N.appendText(S, DB.types());
  return S;
}

//===----------------------------------------------------------------------===//
// Source trees
//===----------------------------------------------------------------------===//

bool Importer::addTypeCheck(OperandM &OM, const codegen::TypeSet &T, bool IsPtr) {
  auto Add = [&](PredKind K) -> Pred & {
    OM.Preds.push_back(std::make_unique<Pred>(K, OM.insnVar(), OM.OpIdx));
    return *OM.Preds.back();
  };
  if (OM.isSameAsAnother())
    return true;
  if (!T.isConcrete())
    return fail("unsupported typeset");
  unsigned VT = T.concrete();
  if (VT == DB.types().IPTR && IsPtr) {
    Add(PredKind::PointerToAny).A = 0;
    return true;
  }
  // The type's LLT and its name, found once per value type.
  if (VT >= TypeCache.size())
    TypeCache.resize(VT + 1);
  CachedType &C = TypeCache[VT];
  if (!C.Done) {
    C.L = lltOf(VT);
    if (C.L)
      C.Name = C.L->enumName();
    C.Done = true;
  }
  const std::optional<LowLevelType> &L = C.L;
  if (!L)
    return fail("unsupported type");
  if (IsPtr) {
    Add(PredKind::PointerToAny).A = L->Kind == LowLevelType::Vector ? L->Bits * L->Elts : L->Bits;
    return true;
  }
  if (T.AddrSpace >= 0) {
    // A type named by a PtrValueType: a pointer of its size in its space.
    LowLevelType P;
    P.Kind = LowLevelType::Pointer;
    P.Bits = L->Kind == LowLevelType::Vector ? L->Bits * L->Elts : L->Bits;
    P.AddrSpace = unsigned(T.AddrSpace);
    Known.insert(P);
    Add(PredKind::LLT).S = P.enumName();
    return true;
  }
  if (!C.Known) {
    Known.insert(*L);
    C.Known = true;
  }
  Add(PredKind::LLT).S = C.Name;
  return true;
}

namespace {
constexpr std::string_view EquivFieldNames[] = {"IfFloatingPoint", "IfConvergent", "IfSignExtend",
                                                "IfZeroExtend", "I"};
} // namespace

const Record *Importer::equivInstruction(const Record *Equiv, const PatNode &N) const {
  auto [It, New] = EquivInfos.try_emplace(Equiv);
  EquivInfo &E = It->second;
  if (New) {
    for (unsigned F = 0; F != NumEquivFields; ++F) {
      const RecordVal *RV = Equiv->getValue(EquivFieldNames[F]);
      const Init *V = RV ? RV->getValue() : nullptr;
      if (const auto *D = dyn_cast_or_null<DefInit>(V))
        E.Alt[F] = D->getDef();
      else if (!(F != EquivI && V && isa<UnsetInit>(V))) // only I must be set
        E.Ok = false;
    }
  }
  if (E.Ok)
    return chooseEquiv(
        N, [&](EquivField F) { return E.Alt[F] != nullptr; }, [&](EquivField F) { return E.Alt[F]; });
  // (Fields of other kinds: read as written, for the same diagnostics.)
  return chooseEquiv(
      N, [&](EquivField F) { return !Equiv->isValueUnset(EquivFieldNames[F]); },
      [&](EquivField F) { return Equiv->getValueAsDef(EquivFieldNames[F]); });
}

template <typename HasFn, typename GetFn>
const Record *Importer::chooseEquiv(const PatNode &N, HasFn Has, GetFn Get) const {
  if (!N.Kids.empty() && Has(IfFP) && !N.Kids[0]->Types.empty() &&
      N.Kids[0]->Types[0].isConcrete() && DB.types().at(N.Kids[0]->Types[0].concrete()).IsFP)
    return Get(IfFP);
  if (Has(IfConv) && N.intrinsic()) {
    for (const Record *P : N.intrinsic()->getValueAsListOfDefs("IntrProperties"))
      if (P->getName() == "IntrConvergent")
        return Get(IfConv);
  }
  for (const Record *R : N.predicates()) {
    FragInfo P(R, fragMemo(R));
    if (Has(IfSExt) && (P.isLoad() || P.isAtomic()) && P.bit("IsSignExtLoad"))
      return Get(IfSExt);
    if (Has(IfZExt) && (P.isLoad() || P.isAtomic()) && P.bit("IsZeroExtLoad"))
      return Get(IfZExt);
  }
  return Get(EquivI);
}

bool Importer::addBuiltinPredicates(const Record *Equiv, const Record *Frag, InsnM &I,
                                    bool &Added) {
  FragInfo P(Frag, fragMemo(Frag));
  auto Add = [&](PredKind K) -> Pred & {
    I.Preds.push_back(std::make_unique<Pred>(K, I.Var, ~0u));
    return *I.Preds.back();
  };
  bool Load = P.isLoad(), Store = P.isStore(), Atomic = P.isAtomic();
  auto MemBytes = [&]() -> std::optional<int64_t> {
    const codegen::MVTInfo *T = DB.types().get(P.memoryVT());
    if (!T)
      return std::nullopt;
    std::optional<LowLevelType> L = lltOf(T->Value);
    if (!L)
      return std::nullopt;
    int64_t Bits = L->Kind == LowLevelType::Vector ? int64_t(L->Bits) * L->Elts : L->Bits;
    return (Bits + 7) / 8 * 8 / 8;
  };
  if (Load || Store || Atomic) {
    if (const ListInit *AS = P.addressSpaces()) {
      std::vector<int64_t> Spaces;
      for (const Init *V : AS->getValues()) {
        const auto *II = dyn_cast<IntInit>(V);
        if (!II)
          return fail("Address space is not an integer");
        Spaces.push_back(II->getValue());
      }
      if (!Spaces.empty()) {
        Pred &Check = Add(PredKind::MemoryAddressSpace);
        for (int64_t Space : Spaces)
          Check.List.push_back(Space);
        return true;
      }
    }
    if (int64_t A = P.minAlign(); A > 0) {
      Add(PredKind::MemoryAlignment).B = A;
      return true;
    }
  }
  auto VsLLT = [&](int Relation) {
    Pred &M = Add(PredKind::MemoryVsLLTSize);
    M.B = Relation;
    M.C = 0;
  };
  if ((Load || Atomic) && P.bit("IsNonExtLoad")) {
    VsLLT(1);
    return true;
  }
  if ((Load || Atomic) && P.bit("IsAnyExtLoad")) {
    VsLLT(2);
    return true;
  }
  if (Store) {
    if (P.bit("IsTruncStore")) {
      if (P.memoryVT()) {
        std::optional<int64_t> B = MemBytes();
        if (!B)
          return fail("MemVT could not be converted to LLT");
        Add(PredKind::MemorySize).B = *B;
      } else {
        VsLLT(2);
      }
      return true;
    }
    if (P.nonTruncStore())
      VsLLT(1);
  }
  if (!Equiv->isValueUnset("IfSignExtend") && P.bit("IsSignExtLoad"))
    return true;
  if (!Equiv->isValueUnset("IfZeroExtend") && P.bit("IsZeroExtLoad"))
    return true;
  if (P.nonTruncStore())
    return true;
  if ((Load || Store || Atomic) && P.memoryVT()) {
    std::optional<int64_t> B = MemBytes();
    if (!B)
      return fail("MemVT could not be converted to LLT");
    Add(PredKind::MemorySize).B = *B;
    return true;
  }
  if ((Load || Store) && P.bit("IsUnindexed"))
    return true;
  if (Atomic) {
    static const char *const Exact[][2] = {
        {"IsAtomicOrderingMonotonic", "Monotonic"},
        {"IsAtomicOrderingAcquire", "Acquire"},
        {"IsAtomicOrderingRelease", "Release"},
        {"IsAtomicOrderingAcquireRelease", "AcquireRelease"},
        {"IsAtomicOrderingSequentiallyConsistent", "SequentiallyConsistent"}};
    for (const auto &E : Exact)
      if (P.bit(E[0])) {
        Add(PredKind::AtomicOrdering).S = E[1];
        return true;
      }
  }
  // (An "or stronger" bit: 1 checks OrStrongerThan, set to 0 WeakerThan.)
  static const char *const Rel[][2] = {{"IsAtomicOrderingAcquireOrStronger", "Acquire"},
                                       {"IsAtomicOrderingReleaseOrStronger", "Release"}};
  for (const auto &E : Rel)
    for (bool Stronger : {true, false})
      if (P.bitIs(E[0], Stronger)) {
        Pred &A = Add(PredKind::AtomicOrdering);
        A.S = E[1];
        A.A = Stronger ? 1 : 2;
        return true;
      }
  Added = false;
  return true;
}

namespace {
/// "pred:SCOPE:NAME": a fragment operand's name in its scope.
std::string scopedOperandName(uint32_t Scope, std::string_view Name) {
  return "pred:" + std::to_string(Scope) + ":" + std::string(Name);
}
} // namespace

bool Importer::importSrc(RuleM &R, InsnM &I, const PatNode &N, unsigned &Temp) {
  // The flags of a GISelFlags fragment rooted here hold for what is made
  // while this node and its operands are imported.
  struct FlagsScope {
    RuleM &R;
    bool Saved;
    ~FlagsScope() { R.IgnoreCopies = Saved; }
  } Scope{R, R.IgnoreCopies};
  applyGISelFlags(R, N.fragmentFlags());
  const Record *Equiv = nullptr, *GI = nullptr;
  auto AddInsnPred = [&](PredKind K) -> Pred & {
    I.Preds.push_back(std::make_unique<Pred>(K, I.Var, ~0u));
    return *I.Preds.back();
  };
  auto SetOpcode = [&](const Record *Inst) {
    Pred &P = AddInsnPred(PredKind::Opcode);
    P.S = std::string(Inst->getName());
    P.Strs.push_back(qualifiedInst(Inst));
    if (auto It = InstValue.find(Inst); It != InstValue.end())
      P.Value = It->second;
    if (const codegen::Instruction *II = inst(Inst))
      I.Variadic = II->IsVariadic;
  };
  if (N.isLeaf()) {
    if (!N.Int)
      return fail("Unable to deduce gMIR opcode to handle Src (which is a leaf)");
    SetOpcode(Records.getDef("G_CONSTANT"));
  } else {
    auto It = NodeEquivs.find(N.Op);
    if (It == NodeEquivs.end())
      return fail("Pattern operator lacks an equivalent Instruction" + explainOperator(N.Op));
    Equiv = It->second;
    GI = equivInstruction(Equiv, N);
    SetOpcode(GI);
  }

  unsigned OpIdx = 0;
  for (const codegen::TypeSet &T : N.Types) {
    bool Ptr = GI && operandIsPointer(GI, true, OpIdx);
    OperandM &OM = R.addOperand(I, OpIdx++, "", Temp);
    if (!addTypeCheck(OM, T, Ptr))
      return fail(Reason + " for result of Src pattern operator");
  }

  // (The GINodeEquiv's MMO check, read once per record: 1 non-atomic,
  // 2 atomic, 0 none.)
  int MMO = 0;
  if (Equiv) {
    auto [It, New] = MMOChecks.try_emplace(Equiv, 0);
    if (New)
      It->second = Equiv->getValueAsBit("CheckMMOIsNonAtomic") ? 1
                   : Equiv->getValueAsBit("CheckMMOIsAtomic")  ? 2
                                                               : 0;
    MMO = It->second;
  }
  if (MMO == 1)
    AddInsnPred(PredKind::AtomicOrdering).S = "NotAtomic";
  else if (MMO == 2) {
    Pred &P = AddInsnPred(PredKind::AtomicOrdering);
    P.S = "Unordered";
    P.A = 1;
  }

  for (const Record *Frag : N.predicates()) {
    FragInfo P(Frag, fragMemo(Frag));
    if (P.alwaysTrue())
      continue;
    if (P.hasImmCode()) {
      Pred &IP = AddInsnPred(PredKind::ImmPredicate);
      IP.S = "GICXXPred_" + P.immType() + "_Predicate_" + std::string(Frag->getName());
      IP.Strs.push_back(P.immType());
      continue;
    }
    bool Added = true;
    if (!addBuiltinPredicates(Equiv, Frag, I, Added))
      return false;
    if (P.hasNoUse()) {
      AddInsnPred(PredKind::NoUse);
      Added = true;
    }
    if (P.hasOneUse()) {
      AddInsnPred(PredKind::OneUse);
      Added = true;
    }
    if (P.hasGISelCode()) {
      if (codegen::fragmentUsesOperands(Frag)) {
        // The operands below are recorded (by scoped name) for its code.
        const DagInit *Ops = Frag->getValueAsDag("Operands");
        NamedOperandsAwaited = Ops->getNumArgs();
        for (unsigned A = 0; A < Ops->getNumArgs(); ++A)
          NamedOperandSlots[scopedOperandName(N.predScope(), Ops->getArgNameStr(A))] = A;
      }
      AddInsnPred(PredKind::GenericPredicate).S =
          "GICXXPred_MI_Predicate_" + std::string(Frag->getName());
      continue;
    }
    if (!Added)
      return fail("Src pattern child has predicate (" + explainPredicates(N) + ")");
  }

  if (N.isLeaf()) {
    OperandM &OM = R.addOperand(I, OpIdx++, N.Name, Temp);
    auto P = std::make_unique<Pred>(PredKind::LiteralInt, OM.insnVar(), OM.OpIdx);
    P->A = *N.Int;
    OM.Preds.push_back(std::move(P));
    return true;
  }
  std::string_view GName = GI->getName();
  // These carry their value in an operand no pattern child names.
  if (GName == "G_CONSTANT" || GName == "G_FCONSTANT" || GName == "G_FRAME_INDEX") {
    R.addOperand(I, OpIdx++, "", Temp);
    return true;
  }
  size_t NumKids = N.Kids.size();
  bool IsFCmp = GName == "G_FCMP";
  if ((IsFCmp || GName == "G_ICMP") && NumKids) {
    const PatNode &CC = *N.Kids[NumKids - 1];
    if (CC.isLeaf()) {
      const Record *CCDef = CC.leafDef();
      if (!CCDef || !isA(CCDef, ClsCondCode))
        return fail("Unable to handle CondCode");
      OperandM &OM = R.addOperand(I, OpIdx++, CC.Name, Temp);
      std::string PT = CCDef->getValueAsString(IsFCmp ? "FCmpPredicate" : "ICmpPredicate");
      if (!PT.empty()) {
        auto P = std::make_unique<Pred>(PredKind::CmpPredicate, OM.insnVar(), OM.OpIdx);
        P->S = "CmpInst::" + PT;
        OM.Preds.push_back(std::move(P));
        --NumKids;
      }
    }
  }
  bool IsIntrinsic = GName == "G_INTRINSIC" || GName == "G_INTRINSIC_W_SIDE_EFFECTS" ||
                     GName == "G_INTRINSIC_CONVERGENT" ||
                     GName == "G_INTRINSIC_CONVERGENT_W_SIDE_EFFECTS";
  if (IsIntrinsic && !N.intrinsic())
    return fail("Expected IntInit containing intrinsic ID)");
  for (size_t K = 0; K < NumKids; ++K) {
    const PatNode &Child = *N.Kids[K];
    bool ImmArg = operandIsImmArg(GI, unsigned(K));
    bool Ptr = operandIsPointer(GI, false, unsigned(K));
    if (IsIntrinsic) {
      if (K == 0) {
        OperandM &OM = R.addOperand(I, OpIdx++, Child.Name, Temp);
        auto P = std::make_unique<Pred>(PredKind::IntrinsicID, OM.insnVar(), OM.OpIdx);
        std::string Name(N.intrinsic()->getName());
        if (Name.rfind("int_", 0) == 0)
          Name = Name.substr(4);
        P->S = "Intrinsic::" + Name;
        OM.Preds.push_back(std::move(P));
        continue;
      }
      std::vector<const Record *> Params = N.intrinsic()->getValueAsListOfDefs("ParamTypes");
      if (K - 1 < Params.size()) {
        const Record *VT = Params[K - 1]->getValue("VT") ? Params[K - 1]->getValueAsDef("VT")
                                                         : nullptr;
        if (VT && (VT->getName() == "iPTR" || VT->getName() == "pAny" ||
                   VT->getName() == "ptr"))
          Ptr = true;
      }
      for (const Record *Prop : N.intrinsic()->getValueAsListOfDefs("IntrProperties"))
        if (isA(Prop, ClsImmArg) && Prop->getValueAsInt("ArgNo") == int64_t(K))
          ImmArg = true;
    }
    if (!importChild(R, I, Child, Ptr, ImmArg, OpIdx++, Temp))
      return false;
  }
  return true;
}

bool Importer::importComplex(OperandM &OM, const Record *CP, unsigned &Temp) {
  auto It = ComplexEquivs.find(CP);
  if (It == ComplexEquivs.end())
    return fail("SelectionDAG ComplexPattern (" + std::string(CP->getName()) +
                ") not mapped to GlobalISel");
  auto P = std::make_unique<Pred>(PredKind::ComplexPattern, OM.insnVar(), OM.OpIdx);
  P->S = "GICP_" + std::string(It->second->getName());
  P->Operand = &OM;
  OM.Preds.push_back(std::move(P));
  ++Temp;
  return true;
}

bool Importer::unnamedTypeLeaf(const PatNode &N) const {
  const Record *D = N.isLeaf() ? N.leafDef() : nullptr;
  return D && N.Name.empty() && isA(D, ClsValueType);
}

bool Importer::importChild(RuleM &R, InsnM &I, const PatNode &N, bool IsPtr, bool ImmArg,
                           unsigned OpIdx, unsigned &Temp) {
  const Record *PhysReg = nullptr;
  std::string Name(N.Name);
  if (Name.empty() && N.isLeaf())
    if (const Record *D = N.leafDef(); D && isA(D, ClsRegister)) {
      Name = std::string(D->getName());
      PhysReg = D;
    }
  if (!N.isLeaf() && isA(N.Op, ClsComplexPattern)) {
    Name = std::string(N.Op->getName());
    for (const auto &K : N.Kids)
      Name.append(":").append(K->Name);
  }
  OperandM *OMp;
  if (PhysReg) {
    OMp = &R.addOperand(I, OpIdx, "", Temp);
    auto Seen = [&](const auto &E) { return E.first == PhysReg; };
    if (std::none_of(R.PhysRegOps.begin(), R.PhysRegOps.end(), Seen))
      R.PhysRegOps.emplace_back(PhysReg, OMp);
  } else {
    OMp = &R.addOperand(I, OpIdx, Name, Temp);
  }
  OperandM &OM = *OMp;
  if (OM.isSameAsAnother())
    return true;
  if (N.Types.size() != 1)
    return fail("Src pattern child has multiple results");
  auto Add = [&](PredKind K) -> Pred & {
    OM.Preds.push_back(std::make_unique<Pred>(K, OM.insnVar(), OM.OpIdx));
    return *OM.Preds.back();
  };
  if (!N.isLeaf() && isA(N.Op, ClsSDNode)) {
    if (N.Op->getValueAsString("SDClass") == "BasicBlockSDNode") {
      Add(PredKind::MBB);
      return true;
    }
    if (N.Op->getName() == "timm") {
      Add(PredKind::Imm);
      for (const Record *Frag : N.predicates())
        if (FragInfo F(Frag, fragMemo(Frag)); F.hasImmCode()) {
          Pred &P = Add(PredKind::ImmPredicate);
          P.S = "GICXXPred_" + F.immType() + "_Predicate_" + std::string(Frag->getName());
          P.Strs.push_back(F.immType());
        }
      return true;
    }
  }
  if (!ImmArg && !addTypeCheck(OM, N.Types[0], IsPtr))
    return fail(Reason + " for Src operand (" + print(N) + ")");
  if (NamedOperandsAwaited && !N.predArgs().empty() && !unnamedTypeLeaf(N)) {
    const auto &[Scope, Arg] = N.predArgs().front();
    Pred &P = Add(PredKind::RecordNamedOperand);
    P.S = scopedOperandName(Scope, Arg);
    P.A = NamedOperandSlots[P.S.str()];
    --NamedOperandsAwaited;
  }

  if (!N.isLeaf()) {
    if (isA(N.Op, ClsComplexPattern)) {
      unsigned RendererID = Temp;
      if (!importComplex(OM, N.Op, Temp))
        return false;
      for (size_t K = 0; K < N.Kids.size(); ++K) {
        const std::string Sub(N.Kids[K]->Name);
        if (Sub.empty())
          continue;
        auto [It, New] = R.ComplexSubOps.try_emplace(
            Sub, RuleM::SubOp{ComplexEquivs[N.Op], RendererID, unsigned(K), Name});
        if (!New && It->second.Parent != Name)
          return fail("Error: Complex suboperand " + Sub + " referenced by different operands: " +
                      It->second.Parent + " and " + Name + ".");
      }
      return true;
    }
    auto P = std::make_unique<Pred>(PredKind::Instruction, OM.insnVar(), OM.OpIdx);
    P->IgnoreCopies = R.IgnoreCopies;
    P->Nested = R.newInsn(N.Name);
    InsnM &Nested = *P->Nested;
    OM.Preds.push_back(std::move(P));
    return importSrc(R, Nested, N, Temp);
  }

  if (N.transform())
    return fail("Src pattern child has unsupported predicate");
  if (!N.predicates().empty()) {
    // A leaf's predicates are checks of the operand itself, each a
    // GISelLeafPredicateCode (and nothing else of the leaf is checked).
    for (const Record *Frag : N.predicates()) {
      if (!FragInfo(Frag, fragMemo(Frag)).hasStr("GISelLeafPredicateCode"))
        return fail("Src pattern child has unsupported predicate");
      Add(PredKind::LeafPredicate).S = "GICXXPred_MO_Predicate_" + std::string(Frag->getName());
    }
    return true;
  }
  if (N.Int) {
    Add(ImmArg ? PredKind::LiteralInt : PredKind::Int).A = *N.Int;
    return true;
  }
  if (const Record *D = N.leafDef()) {
    bool ByMode = !isA(D, ClsRegisterClass) && !isA(D, ClsRegisterOperand) &&
                  D->isSubClassOf("RegClassByHwMode");
    if (isA(D, ClsRegisterClass) || isA(D, ClsRegisterOperand) || ByMode) {
      const codegen::RegClass *RC = regClass(classForMode(
          ByMode ? D
                 : regClassOfInit(N.Leaf, Classes.get(ClsRegisterOperand),
                                  Classes.get(ClsRegisterClass))));
      if (!RC)
        return fail("Src pattern child def is an unsupported tablegen class");
      Add(PredKind::RegBank).S = regClassID(RC);
      return true;
    }
    if (isA(D, ClsRegister)) {
      int Reg = Bank.regIndex(D);
      unsigned VT = N.Types[0].isConcrete() ? N.Types[0].concrete() : 0;
      const codegen::RegClass *Best = nullptr;
      for (const codegen::RegClass &C : Bank.regClasses()) {
        bool HasVT = false;
        // (A class type by HwMode has the type if one of its modes does.)
        for (const auto &V : C.VTs)
          for (const auto &[Mode, T] : V.Map)
            HasVT |= T.Value == VT;
        if (Reg >= 0 && C.contains(unsigned(Reg)) && HasVT &&
            (!Best || Best->SubClasses[C.EnumValue]))
          Best = &C;
      }
      if (!Best)
        return fail("Could not determine physical register class of pattern source");
      Add(PredKind::RegBank).S = regClassID(Best);
      return true;
    }
    if (isA(D, ClsValueType)) {
      // An immediate operand naming a type (sext_inreg's) is its width; a
      // named one (i32:$x) is a typed operand like any other.
      // (Of a vector type: its element's width.)
      if (ImmArg && N.Name.empty())
        if (const codegen::MVTInfo *T = DB.types().get(D))
          Add(PredKind::LiteralInt).A =
              T->IsVector && T->NumElts ? T->Size / int64_t(T->NumElts) : T->Size;
      return true;
    }
    if (isA(D, ClsComplexPattern))
      return importComplex(OM, D, Temp);
    if (isA(D, ClsImmLeaf))
      return fail("Src pattern child def is an unsupported tablegen class (ImmLeaf)");
    if (D->getName() == "srcvalue")
      return true;
    bool AllOnes = D->getName() == "immAllOnesV";
    if (AllOnes || D->getName() == "immAllZerosV") {
      // A splat: a G_BUILD_VECTOR (or its truncating form) of one value.
      auto P = std::make_unique<Pred>(PredKind::Instruction, OM.insnVar(), OM.OpIdx);
      P->IgnoreCopies = R.IgnoreCopies;
      P->Nested = R.newInsn(N.Name, false);
      InsnM &BV = *P->Nested;
      OM.Preds.push_back(std::move(P));
      auto Opc = std::make_unique<Pred>(PredKind::Opcode, BV.Var, ~0u);
      Opc->S = "G_BUILD_VECTOR";
      for (const char *Name : {"G_BUILD_VECTOR", "G_BUILD_VECTOR_TRUNC"})
        Opc->Strs.push_back(qualifiedInst(Records.getDef(Name)));
      BV.Preds.push_back(std::move(Opc));
      OperandM &Res = R.addOperand(BV, 0, "", Temp);
      if (!addTypeCheck(Res, N.Types[0], false))
        return fail(Reason + " for result of Src pattern operator");
      auto Splat = std::make_unique<Pred>(PredKind::VectorSplatImm, BV.Var, ~0u);
      Splat->A = AllOnes;
      BV.Preds.push_back(std::move(Splat));
      return true;
    }
    return fail("Src pattern child def is an unsupported tablegen class");
  }
  return fail("Src pattern child is an unsupported kind");
}

void applyGISelFlags(RuleM &R, const Record *F) {
  if (!F || !F->isSubClassOf("GISelFlags"))
    return;
  bool Unset = false;
  bool Value = F->getValueAsBitOrUnset("GIIgnoreCopies", Unset);
  if (!Unset)
    R.IgnoreCopies = Value;
}

} // namespace gisel
} // namespace tblgen
