//===- DAGISelGen.cpp - One pattern as a matcher sequence -----------------===//
//
// The target facts of the DAG selector (DAGISelTarget) and the matcher
// generator: a pattern becomes a straight list of nodes
//
//   match part   walk the source tree: check opcodes, record named values
//                and chained nodes, check predicates, and check a type
//                wherever the tree's type is not implied by the operators
//                (found by re-inferring a copy of the tree whose types were
//                cleared, one check at a time);
//   then         the pattern predicate, then the ComplexPattern calls;
//   result part  merge the input chains, emit the result instructions
//                bottom-up (operands, defaults, immediates converted to
//                target constants, transforms), and complete the match.
//
// Behaviour (node order, slot numbering, flags) follows llvm-tblgen 22.
//
//===----------------------------------------------------------------------===//
#include "backends/codegen/isel/DAGISelMatcher.h"

#include "codegen/patterns/InstrFlagInference.h"

#include "tblgen/Casting.h"
#include "tblgen/Error.h"
#include "tblgen/Record.h"
#include "tblgen/CodeGen/Registers.h"

#include <algorithm>
#include <bit>
#include <cstring>
#include <utility>

namespace tblgen {
namespace dagisel {

using codegen::InstrFlag;
using codegen::Instruction;
using codegen::MVTTable;
using codegen::TypeSet;

//===----------------------------------------------------------------------===//
// Target facts
//===----------------------------------------------------------------------===//

namespace {
bool hasDefInList(const Record *R, std::string_view Field, std::string_view Name) {
  // (No vector of the defs: the list is walked in place; an element that is
  // not a def takes the general path and its error.)
  const ListInit *L = R->getValueAsListInit(Field);
  for (const Init *I : L->getValues()) {
    const auto *D = dyn_cast<DefInit>(I);
    if (!D) {
      for (const Record *P : R->getValueAsListOfDefs(Field))
        if (P->getName() == Name)
          return true;
      return false;
    }
    if (D->getDef()->getName() == Name)
      return true;
  }
  return false;
}

unsigned typeNamed(const RecordKeeper &Records, const MVTTable &VT, const char *Name) {
  const Record *R = Records.getDef(Name);
  const codegen::MVTInfo *I = R ? VT.get(R) : nullptr;
  return I ? I->Value : 0;
}

/// The names of DAGISelTarget's ClassIDs, in order.
constexpr std::string_view MatcherClassNames[] = {
    "ComplexPattern", "Instruction", "Register", "RegisterClass", "RegisterOperand",
    "PointerLikeRegClass", "SubRegIndex", "ValueType", "CondCode", "Operand", "SDNodeXForm",
    "RegClassByHwMode"};

/// Every Instruction operator in a tree.
void instructionsIn(const Record *InstructionClass, const PatNode &N,
                    std::vector<const Record *> &Out) {
  if (N.isLeaf())
    return;
  if (N.Op->isSubClassOf(InstructionClass))
    Out.push_back(N.Op);
  for (const auto &K : N.Kids)
    instructionsIn(InstructionClass, *K, Out);
}
} // namespace

DAGISelTarget::DAGISelTarget(const RecordKeeper &Records, codegen::PatternDatabase &DB,
                             std::vector<uint64_t> InferredFlags, bool InferChains)
    : Records(Records), DB(DB), Instrs(codegen::getInstructionSet(Records)),
      Bank(codegen::getRegisterBank(Records)), Flags(std::move(InferredFlags)),
      Classes(Records, MatcherClassNames) {
  if (InferChains)
    inferChains();
}

bool DAGISelTarget::flag(const Record *Inst, InstrFlag F) const {
  const Instruction *I = Instrs.find(Inst);
  if (!I)
    return false;
  size_t Idx = size_t(I - &Instrs[0]);
  return Idx < Flags.size() ? (Flags[Idx] >> unsigned(F) & 1) : I->is(F);
}

void DAGISelTarget::inferChains() {
  // llvm-tblgen infers flags from the first single-instruction pattern of
  // an instruction with '?' flags (every one when none is '?'); the chain
  // is taken only from patterns that are instructions' own.
  std::map<const Record *, bool> Done;
  for (const PatternToMatch &P : DB.patterns()) {
    std::vector<const Record *> Insts;
    instructionsIn(Classes.get(ClsInstruction), *P.DstTree, Insts);
    if (Insts.size() != 1)
      continue;
    const Record *Inst = Insts[0];
    const Instruction *I = Instrs.find(Inst);
    if (!I || Done[Inst])
      continue;
    if (I->isUnset(InstrFlag::mayLoad) || I->isUnset(InstrFlag::mayStore) ||
        I->isUnset(InstrFlag::hasSideEffects))
      Done[Inst] = true;
    if (!isA(P.Src, ClsInstruction))
      continue;
    auto &C = Chain[Inst];
    C.first = true;
    std::function<bool(const PatNode &)> HasChain = [&](const PatNode &N) {
      if (N.isLeaf())
        return false;
      for (const auto &K : N.Kids)
        if (HasChain(*K))
          return true;
      return nodeHasProperty(N, DAGISelTarget::HasChain);
    };
    C.second |= HasChain(*P.SrcTree);
  }
}

const Record *DAGISelTarget::complexPattern(const PatNode &N) const {
  if (!N.isLeaf())
    return isA(N.Op, ClsComplexPattern) ? N.Op : nullptr;
  const Record *R = N.leafDef();
  return R && isA(R, ClsComplexPattern) ? R : nullptr;
}

namespace {
constexpr uint32_t IsSDPatternOperator = 1u << 30, HasPropertiesField = 1u << 29;

/// The SDNode properties that have a bit of their own in a property mask.
constexpr std::pair<std::string_view, uint32_t> PropertyBits[] = {
    {"SDNPHasChain", DAGISelTarget::HasChain},   {"SDNPOutGlue", DAGISelTarget::OutGlue},
    {"SDNPInGlue", DAGISelTarget::InGlue},       {"SDNPOptInGlue", DAGISelTarget::OptInGlue},
    {"SDNPMemOperand", DAGISelTarget::MemOperand}, {"SDNPVariadic", DAGISelTarget::Variadic},
};

uint32_t propertyBit(std::string_view Name) {
  for (const auto &[Property, Bit] : PropertyBits)
    if (Property == Name)
      return Bit;
  return 0;
}
} // namespace

uint32_t DAGISelTarget::recordProperties(const Record *R) const {
  auto It = PropertyCache.find(R);
  if (It != PropertyCache.end())
    return It->second;
  uint32_t M = 0;
  if (R->isSubClassOf("SDPatternOperator"))
    M |= IsSDPatternOperator;
  if (R->getValue("Properties")) {
    M |= HasPropertiesField;
    const ListInit *L = R->getValueAsListInit("Properties");
    for (const Init *I : L->getValues()) {
      const auto *D = dyn_cast<DefInit>(I);
      if (!D) {
        // (Not a def: the general path and its error.)
        for (const Record *P : R->getValueAsListOfDefs("Properties"))
          M |= propertyBit(P->getName());
        break;
      }
      M |= propertyBit(D->getDef()->getName());
    }
  }
  if (!Shared)
    PropertyCache.emplace(R, M);
  return M;
}

uint32_t DAGISelTarget::nodeProperties(const PatNode &N) const {
  constexpr uint32_t All = HasChain | OutGlue | InGlue | OptInGlue | MemOperand | Variadic;
  // A record without the field: the by-name lookup reports the error.
  auto Read = [&](const Record *R) {
    uint32_t M = recordProperties(R);
    if (!(M & HasPropertiesField))
      hasDefInList(R, "Properties", "SDNPHasChain");
    return M & All;
  };
  if (N.isLeaf()) {
    const Record *CP = complexPattern(N);
    return CP ? Read(CP) : 0;
  }
  uint32_t M = 0;
  if (N.intrinsic())
    M |= Read(N.intrinsic()) & ~uint32_t(HasChain);
  if (recordProperties(N.Op) & IsSDPatternOperator)
    M |= Read(N.Op) & (N.intrinsic() ? uint32_t(HasChain) : All);
  return M;
}

uint32_t DAGISelTarget::treeProperties(const PatNode &N) const {
  uint32_t M = nodeProperties(N);
  for (const auto &K : N.Kids)
    M |= treeProperties(*K);
  return M;
}

bool DAGISelTarget::nodeHasProperty(const PatNode &N, std::string_view Prop) const {
  if (uint32_t Bit = propertyBit(Prop))
    return nodeProperties(N) & Bit;
  if (N.isLeaf()) {
    const Record *CP = complexPattern(N);
    return CP && hasDefInList(CP, "Properties", Prop);
  }
  if (Prop != "SDNPHasChain" && N.intrinsic())
    return hasDefInList(N.intrinsic(), "Properties", Prop);
  if (!N.Op->isSubClassOf("SDPatternOperator"))
    return false;
  return hasDefInList(N.Op, "Properties", Prop);
}

bool DAGISelTarget::treeHasProperty(const PatNode &N, std::string_view Prop) const {
  if (uint32_t Bit = propertyBit(Prop))
    return treeProperties(N) & Bit;
  if (nodeHasProperty(N, Prop))
    return true;
  for (const auto &K : N.Kids)
    if (treeHasProperty(*K, Prop))
      return true;
  return false;
}

unsigned DAGISelTarget::numMIResults(const PatNode &N) const {
  if (const Record *CP = complexPattern(N))
    return unsigned(CP->getValueAsInt("NumOperands"));
  if (N.isLeaf()) {
    const Record *R = N.leafDef();
    if (R && isA(R, ClsOperand))
      if (unsigned Args = R->getValueAsDag("MIOperandInfo")->getNumArgs())
        return Args;
  }
  return 1;
}

std::string DAGISelTarget::enumName(const Record *SDNode) {
  return SDNode->getValueAsString("Opcode");
}

unsigned DAGISelTarget::sdNumResults(const Record *SDNode) {
  return unsigned(SDNode->getValueAsDef("TypeProfile")->getValueAsInt("NumResults"));
}

int DAGISelTarget::sdNumOperands(const Record *SDNode) {
  return int(SDNode->getValueAsDef("TypeProfile")->getValueAsInt("NumOperands"));
}

bool DAGISelTarget::sdHasProperty(const Record *SDNode, std::string_view Prop) {
  return SDNode->isSubClassOf("SDNode") && hasDefInList(SDNode, "Properties", Prop);
}

unsigned DAGISelTarget::knownType(const Record *SDNode) const {
  const Record *Profile = SDNode->getValueAsDef("TypeProfile");
  int64_t NumResults = Profile->getValueAsInt("NumResults");
  for (const Record *C : Profile->getValueAsListOfDefs("Constraints")) {
    if (C->getValueAsInt("OperandNum") >= NumResults)
      continue;
    if (C->isSubClassOf("SDTCisVT")) {
      const Record *V = C->getValueAsDef("VT");
      if (const codegen::MVTInfo *I = types().get(V))
        return I->Value;
    } else if (C->isSubClassOf("SDTCisPtrTy")) {
      return types().IPTR;
    }
  }
  return types().Other;
}

std::vector<const Record *> DAGISelTarget::dstRegs(const PatternToMatch &P) const {
  std::vector<const Record *> Regs;
  std::vector<const Init *> Tops;
  if (isA(P.Src, ClsInstruction)) {
    for (const Init *I : P.Src->getValueAsListInit("Pattern")->getValues())
      Tops.push_back(I);
  } else if (P.Src->getValue("PatternToMatch")) {
    Tops.push_back(P.Src->getValueAsDag("PatternToMatch"));
  }
  for (const Init *I : Tops) {
    const auto *D = dyn_cast<DagInit>(I);
    if (!D)
      continue;
    const auto *Op = dyn_cast<DefInit>(D->getOperator());
    if (!Op)
      continue;
    std::string_view Name = Op->getDef()->getName();
    if (Name != "set" && Name != "implicit")
      continue;
    unsigned End = Name == "set" ? D->getNumArgs() - (D->getNumArgs() ? 1 : 0) : D->getNumArgs();
    for (unsigned A = 0; A < End; ++A)
      if (const auto *R = dyn_cast<DefInit>(D->getArg(A)))
        if (isA(R->getDef(), ClsRegister))
          Regs.push_back(R->getDef());
  }
  return Regs;
}

unsigned DAGISelTarget::registerVT(const Record *Reg) const {
  int Idx = Bank.regIndex(Reg);
  for (const codegen::RegClass &RC : Bank.regClasses())
    if (Idx >= 0 && RC.Def && RC.contains(unsigned(Idx)) && !RC.VTs.empty())
      return RC.VTs[0].get(RC.VTs[0].firstMode()).Value;
  return types().Other;
}

unsigned DAGISelTarget::oneImplicitDefVT(const Instruction &I) const {
  if (I.ImplicitDefs.empty())
    return types().Other;
  int Idx = Bank.regIndex(I.ImplicitDefs[0]);
  std::vector<unsigned> VTs;
  bool Simple = true;
  for (const codegen::RegClass &RC : Bank.regClasses())
    if (Idx >= 0 && RC.Def && RC.contains(unsigned(Idx)))
      for (const auto &V : RC.VTs) {
        Simple &= V.isSimple();
        unsigned T = V.get(V.firstMode()).Value;
        if (std::find(VTs.begin(), VTs.end(), T) == VTs.end())
          VTs.push_back(T);
      }
  return VTs.size() == 1 && Simple ? VTs[0] : types().Other;
}

//===----------------------------------------------------------------------===//
// Generation
//===----------------------------------------------------------------------===//

namespace {

void clearTypes(PatNode &N) {
  for (TypeSet &T : N.Types)
    T = TypeSet{};
  for (auto &K : N.Kids)
    clearTypes(*K);
}

uint64_t setHash(const TypeSet &TS) {
  uint64_t H = 0x9e3779b97f4a7c15ull * (1 + (TS.Known ? 1 : 0) + (TS.ByMode ? 2 : 0)) ^
               uint64_t(uint32_t(TS.AddrSpace)) << 8;
  for (unsigned V : TS.VTs)
    H = (H ^ V) * 0x100000001b3ull;
  return H;
}

} // namespace

uint32_t GenState::setNumber(const TypeSet &TS) {
  uint64_t H = setHash(TS);
  auto [First, Last] = SetsByHash.equal_range(H);
  for (auto It = First; It != Last; ++It) {
    const TypeSet &Known = Sets[It->second];
    if (Known == TS && Known.AddrSpace == TS.AddrSpace)
      return It->second;
  }
  uint32_t Id = uint32_t(Sets.size());
  Sets.push_back(TS);
  SetsByHash.emplace(H, Id);
  return Id;
}

void GenState::packTypes(const PatNode &N, std::string &Out) {
  for (const TypeSet &TS : N.Types)
    for (uint32_t Id = setNumber(TS);; Id >>= 7) {
      if (Id < 0x80) {
        Out += char(Id);
        break;
      }
      Out += char(0x80 | (Id & 0x7f));
    }
  for (const auto &K : N.Kids)
    packTypes(*K, Out);
}

const char *GenState::unpackTypes(const char *P, PatNode &N) const {
  for (TypeSet &Into : N.Types) {
    uint32_t Id = 0;
    for (unsigned Shift = 0;; Shift += 7) {
      uint8_t B = uint8_t(*P++);
      Id |= uint32_t(B & 0x7f) << Shift;
      if (!(B & 0x80))
        break;
    }
    const TypeSet &TS = Sets[Id];
    if (!(Into == TS))
      Into = TS;
  }
  for (auto &K : N.Kids)
    P = unpackTypes(P, *K);
  return P;
}

namespace {

/// Appends V to a cache key, 7 bits a byte (each field ends where its last
/// byte has the top bit clear, so keys of different fields never collide).
void appendVarint(std::string &K, uint32_t V) {
  for (; V >= 0x80; V >>= 7)
    K += char(0x80 | (V & 0x7f));
  K += char(V);
}

/// A hash of everything inference reads from a tree except its types
/// (what sameShape compares).
uint64_t shapeHash(const PatNode &N) {
  auto Mix = [](uint64_t H, uint64_t V) { return (H ^ V) * 0x100000001b3ull + (H >> 29); };
  uint64_t H = Mix(0xcbf29ce484222325ull, reinterpret_cast<uintptr_t>(N.Op));
  H = Mix(H, reinterpret_cast<uintptr_t>(N.Leaf));
  H = Mix(H, reinterpret_cast<uintptr_t>(N.transform()) ^ reinterpret_cast<uintptr_t>(N.intrinsic()));
  H = Mix(H, N.Int ? uint64_t(*N.Int) * 3 + 1 : 0);
  H = Mix(H, N.Types.size() | uint64_t(N.Kids.size()) << 16 |
                 uint64_t(N.predicates().size()) << 32);
  H = Mix(H, std::hash<std::string_view>()(N.Name));
  for (const Record *R : N.predicates())
    H = Mix(H, reinterpret_cast<uintptr_t>(R));
  for (const auto &Kid : N.Kids)
    H = Mix(H, shapeHash(*Kid));
  return H;
}

/// Whether A and B differ in their types at most.
bool sameShape(const PatNode &A, const PatNode &B) {
  if (A.Op != B.Op || A.Leaf != B.Leaf || A.transform() != B.transform() ||
      A.intrinsic() != B.intrinsic() || A.Int != B.Int || A.Types.size() != B.Types.size() ||
      A.Name != B.Name || A.predicates() != B.predicates() || A.Kids.size() != B.Kids.size())
    return false;
  for (size_t I = 0; I < A.Kids.size(); ++I)
    if (!sameShape(*A.Kids[I], *B.Kids[I]))
      return false;
  return true;
}

} // namespace

size_t GenState::ShapeRef::Hasher::operator()(const ShapeRef &R) const { return size_t(R.Hash); }
bool GenState::ShapeRef::operator==(const ShapeRef &O) const {
  return Hash == O.Hash && sameShape(*Tree, *O.Tree);
}

namespace {

class MatcherGen {
public:
  MatcherGen(const DAGISelTarget &T, GenState &S, const PatternToMatch &P)
      : T(T), S(S), P(P), VT(T.types()) {}

  /// The source tree with the matcher's own types (inferred without
  /// registers), made when a variant is matched.
  void prepare() {
    if (NoTypes)
      return;
    NoTypes = P.SrcTree->clone();
    clearTypes(*NoTypes);
    auto [It, New] =
        S.NoTypesCache.try_emplace(GenState::ShapeRef{P.SrcTree.get(), shapeHash(*P.SrcTree)});
    if (New) {
      It->second.Shape = uint32_t(S.NoTypesCache.size());
      S.inferWithoutRegisters(T, *NoTypes);
      It->second.Types = packed(*NoTypes);
    } else {
      S.unpackTypes(It->second.Types.data(), *NoTypes);
    }
    FixedKey.clear();
    appendVarint(FixedKey, It->second.Shape);
  }

  /// Infers NoTypes again after Changed's result I was given its type
  /// (the same tree and the same fixed types give the same result).
  void inferAfterFixing(const PatNode &Changed, unsigned I) {
    if (Order.empty())
      preorder(*NoTypes);
    uint32_t Pos = uint32_t(std::find(Order.begin(), Order.end(), &Changed) - Order.begin());
    const TypeSet &Fixed = Changed.Types[I];
    appendVarint(FixedKey, Pos);
    appendVarint(FixedKey, uint32_t(I));
    FixedKey += Fixed.Known ? '1' : '0';
    appendVarint(FixedKey, uint32_t(Fixed.VTs.size()));
    for (unsigned V : Fixed.VTs)
      appendVarint(FixedKey, V);
    auto It = S.FixedTypesCache.find(FixedKey);
    if (It == S.FixedTypesCache.end()) {
      S.inferWithoutRegisters(T, *NoTypes);
      S.FixedTypesCache.emplace(S.CacheTexts.add(FixedKey), packed(*NoTypes));
    } else {
      S.unpackTypes(It->second.data(), *NoTypes);
    }
  }
  /// N's types packed, kept in the state's texts.
  std::string_view packed(const PatNode &N) {
    S.Packed.clear();
    S.packTypes(N, S.Packed);
    return S.CacheTexts.add(S.Packed);
  }
  void preorder(const PatNode &N) {
    Order.push_back(&N);
    for (const auto &K : N.Kids)
      preorder(*K);
  }


  /// The match part; false when Variant does not exist.
  bool emitMatch(unsigned Variant);
  void emitResult();
  MatcherPtr take() { return std::move(Head); }

private:
  const DAGISelTarget &T;
  GenState &S;
  const PatternToMatch &P;
  const MVTTable &VT;
  std::unique_ptr<PatNode> NoTypes;
  /// FixedTypesCache's key for the current NoTypes; its nodes in preorder.
  std::string FixedKey;
  std::vector<const PatNode *> Order;
  /// Recorded slot + 1 of each name.
  std::map<std::string, unsigned> Vars;
  /// First slot + 1 of the results of the ComplexPattern named so.
  std::map<std::string, unsigned> ComplexOperands;
  unsigned NextSlot = 0;
  std::vector<unsigned> ChainNodes;
  std::vector<std::pair<const PatNode *, unsigned>> Complex;
  std::vector<std::pair<const Record *, unsigned>> PhysRegInputs;
  MatcherPtr Head;
  MatcherNode *Tail = nullptr;
  /// T.dstRegs(P), computed on first use.
  std::vector<const Record *> DstRegs;
  bool HaveDstRegs = false;
  const std::vector<const Record *> &dstRegs() {
    if (!HaveDstRegs) {
      DstRegs = T.dstRegs(P);
      HaveDstRegs = true;
    }
    return DstRegs;
  }
  /// The properties of the source tree's nodes (computed on first use).
  uint32_t SrcProperties = 0;
  bool HaveSrcProperties = false;
  uint32_t srcProperties() {
    if (!HaveSrcProperties) {
      SrcProperties = T.treeProperties(*P.SrcTree);
      HaveSrcProperties = true;
    }
    return SrcProperties;
  }

  MatcherNode &add(MatcherKind K) {
    auto N = std::make_unique<MatcherNode>(K);
    MatcherNode *Raw = N.get();
    if (Tail)
      Tail->Next = std::move(N);
    else
      Head = std::move(N);
    Tail = Raw;
    return *Raw;
  }
  [[noreturn]] void fail(const std::string &Msg) { PrintFatalError(P.Src, Msg); }

  unsigned concrete(const PatNode &N, unsigned ResNo) {
    if (ResNo >= N.Types.size() || !N.Types[ResNo].isConcrete())
      fail("-gen-dag-isel: a type of '" + patternText(N, VT) + "' is not concrete");
    return N.Types[ResNo].concrete();
  }
  /// A node's copy of X (kept in the state's MatcherTexts).
  NodeText text(std::string_view X) { return S.Texts->add(X); }
  MatcherNode &record(std::string_view WhatFor, unsigned Slot) {
    MatcherNode &M = add(MatcherKind::RecordNode);
    M.Text = text(WhatFor);
    M.Result = Slot;
    return M;
  }
  bool recordUnique(const std::string &Name);
  /// recordUnique for a node known by several names (its own name and the
  /// fragment operands it stands for): one record, all names on its slot.
  bool recordUniqueNames(const std::vector<std::string> &Names);
  /// "pred:SCOPE:NAME", the name of a fragment operand in a scope.
  static std::string scopedName(uint32_t Scope, std::string_view Name) {
    return "pred:" + std::to_string(Scope) + ":" + std::string(Name);
  }
  void matchNode(const PatNode &N, PatNode &NoType);
  void matchLeaf(const PatNode &N);
  void matchOperator(const PatNode &N, PatNode &NoType);

  void resultOperand(const PatNode &N, std::vector<unsigned> &Ops);
  void resultNamed(const PatNode &N, std::vector<unsigned> &Ops);
  void resultLeaf(const PatNode &N, std::vector<unsigned> &Ops);
  void resultInstruction(const PatNode &N, std::vector<unsigned> &Ops);
  void defaultOperand(const Record *Operand, std::vector<unsigned> &Ops);
  /// An IMPLICIT_DEF of the given type, its result an operand.
  void emitImplicitDef(unsigned Type, std::vector<unsigned> &Ops);
  /// An EmitNodeXForm of XForm over slot Input; its result slot goes to Ops.
  void emitXForm(const Record *XForm, unsigned Input, std::vector<unsigned> &Ops);
  /// One value of a DefaultOps list (a tree typed by the database).
  void defaultValue(const Record *Operand, const std::string &Text, const PatNode &N,
                    std::vector<unsigned> &Ops);
  void emitInteger(int64_t V, unsigned Type, std::string Name, std::vector<unsigned> &Ops);
};

bool MatcherGen::recordUnique(const std::string &Name) {
  unsigned &Entry = Vars[Name];
  if (Entry == 0) {
    record("$" + Name, NextSlot);
    Entry = ++NextSlot;
    return true;
  }
  add(MatcherKind::CheckSame).Num = Entry - 1;
  return false;
}

bool MatcherGen::recordUniqueNames(const std::vector<std::string> &Names) {
  if (Names.size() == 1)
    return recordUnique(Names[0]);
  unsigned Entry = 0;
  for (const std::string &Name : Names) {
    auto It = Vars.find(Name);
    if (It != Vars.end() && It->second) {
      Entry = It->second;
      break;
    }
  }
  const bool Fresh = Entry == 0;
  if (Fresh) {
    std::string WhatFor;
    for (const std::string &Name : Names)
      (WhatFor += WhatFor.empty() ? "$" : ",$") += Name;
    record(WhatFor, NextSlot);
    Entry = ++NextSlot;
  } else {
    add(MatcherKind::CheckSame).Num = Entry - 1;
  }
  for (const std::string &Name : Names)
    Vars[Name] = Entry;
  return Fresh;
}

void MatcherGen::matchNode(const PatNode &N, PatNode &NoType) {
  // A type the operators do not imply needs a check; applying it may
  // imply others.
  std::vector<unsigned> Checks;
  for (unsigned I = 0; I < NoType.Types.size() && I < N.Types.size(); ++I) {
    if (NoType.Types[I] == N.Types[I])
      continue;
    NoType.Types[I] = N.Types[I];
    inferAfterFixing(NoType, I);
    Checks.push_back(I);
  }
  if (N.predArgs().empty()) {
    if (!N.Name.empty() && !recordUnique(std::string(N.Name)))
      return;
  } else {
    std::vector<std::string> Names;
    if (!N.Name.empty())
      Names.push_back(std::string(N.Name));
    for (const auto &[Scope, Arg] : N.predArgs())
      Names.push_back(scopedName(Scope, Arg));
    if (!recordUniqueNames(Names))
      return;
  }
  if (N.isLeaf())
    matchLeaf(N);
  else
    matchOperator(N, NoType);
  for (const Record *Pred : N.predicates()) {
    MatcherNode &M = add(MatcherKind::CheckPredicate);
    M.Rec = Pred;
    if (!codegen::fragmentUsesOperands(Pred))
      continue;
    // The slots of the fragment's operands, in its operand order (a name
    // never recorded reads as slot -1, as in llvm-tblgen).
    M.WithOperands = true;
    const DagInit *Ops = Pred->getValueAsDag("Operands");
    for (unsigned I = 0; I < Ops->getNumArgs(); ++I) {
      auto It = Vars.find(scopedName(N.predScope(), Ops->getArgNameStr(I)));
      M.list().push_back(It == Vars.end() ? ~0u : It->second - 1);
    }
  }
  for (unsigned I : Checks) {
    MatcherNode &M = add(MatcherKind::CheckType);
    M.VT = concrete(N, I);
    M.Num = I;
  }
}

void MatcherGen::matchLeaf(const PatNode &N) {
  bool IsRoot = &N == P.SrcTree.get();
  if (N.Int) {
    if (IsRoot)
      add(MatcherKind::CheckOpcode).Rec = T.Records.getDef("imm");
    add(MatcherKind::CheckInteger).Value = *N.Int;
    return;
  }
  const Record *R = N.leafDef();
  if (!R) {
    if (!N.Leaf || isa<UnsetInit>(N.Leaf))
      return;
    fail("Unknown leaf kind: " + patternText(N, VT));
  }
  if (T.isA(R, DAGISelTarget::ClsValueType)) {
    if (!N.Name.empty())
      return;
    const codegen::MVTInfo *I = VT.get(R);
    add(MatcherKind::CheckValueType).VT = I ? I->Value : VT.Other;
    return;
  }
  if (T.isA(R, DAGISelTarget::ClsRegisterClass) || T.isA(R, DAGISelTarget::ClsRegisterOperand) ||
      T.isA(R, DAGISelTarget::ClsPointerLikeRegClass) || T.isA(R, DAGISelTarget::ClsSubRegIndex) ||
      T.isA(R, DAGISelTarget::ClsRegClassByHwMode) || R->getName() == "srcvalue")
    return;
  if (T.isA(R, DAGISelTarget::ClsRegister)) {
    record("physreg input " + std::string(R->getName()), NextSlot);
    PhysRegInputs.emplace_back(R, NextSlot++);
    return;
  }
  if (T.isA(R, DAGISelTarget::ClsCondCode)) {
    add(MatcherKind::CheckCondCode).Text = text(R->getName());
    return;
  }
  if (T.isA(R, DAGISelTarget::ClsComplexPattern)) {
    if (N.Name.empty())
      fail("We expect complex pattern uses to have names: " + patternText(N, VT));
    Complex.emplace_back(&N, Vars[std::string(N.Name)] - 1);
    return;
  }
  if (R->getName() == "immAllOnesV" || R->getName() == "immAllZerosV") {
    // At the root, an opcode check joins the opcode switch: splat_vector
    // for a scalable vector type, build_vector otherwise.
    if (IsRoot) {
      bool Scalable = VT.at(concrete(N, 0)).IsScalable;
      add(MatcherKind::CheckOpcode).Rec =
          T.Records.getDef(Scalable ? "splat_vector" : "build_vector");
    }
    add(R->getName() == "immAllOnesV" ? MatcherKind::CheckImmAllOnesV
                                      : MatcherKind::CheckImmAllZerosV);
    return;
  }
  fail("Unknown leaf kind: " + patternText(N, VT));
}

void MatcherGen::matchOperator(const PatNode &N, PatNode &NoType) {
  if (T.isA(N.Op, DAGISelTarget::ClsComplexPattern)) {
    std::string Name(N.Op->getName());
    for (const auto &K : N.Kids)
      Name.append(":").append(K->Name);
    if (recordUnique(Name))
      Complex.emplace_back(&N, NextSlot - 1);
    return;
  }
  const PatNode &Root = *P.SrcTree;
  std::string_view OpName = N.Op->getName();
  // (and X, 255): the DAG combiner may have cleared known-zero bits of the
  // mask, so the interpreter checks the mask loosely.
  if ((OpName == "and" || OpName == "or") && N.Kids.size() > 1 && N.Kids[1]->isLeaf() &&
      N.Kids[1]->predicates().empty() && N.predicates().empty() && N.Kids[1]->Int &&
      !std::has_single_bit(uint32_t(*N.Kids[1]->Int))) {
    if (&N == &Root)
      add(MatcherKind::CheckOpcode).Rec = N.Op;
    add(OpName == "and" ? MatcherKind::CheckAndImm : MatcherKind::CheckOrImm).Value = *N.Kids[1]->Int;
    add(MatcherKind::MoveChild).Num = 0;
    matchNode(*N.Kids[0], *NoType.Kids[0]);
    add(MatcherKind::MoveParent);
    return;
  }
  add(MatcherKind::CheckOpcode).Rec = N.Op;
  if (T.nodeHasProperty(N, DAGISelTarget::MemOperand))
    add(MatcherKind::RecordMemRef);
  unsigned OpNo = 0;
  if (T.nodeHasProperty(N, DAGISelTarget::HasChain)) {
    record("'" + std::string(OpName) + "' chained node", NextSlot);
    ChainNodes.push_back(NextSlot++);
    OpNo = 1;
    if (&N != &Root) {
      bool NeedCheck = std::none_of(Root.Kids.begin(), Root.Kids.end(),
                                    [&](const auto &K) { return K.get() == &N; });
      if (!NeedCheck) {
        std::string_view RootName = Root.Op->getName();
        NeedCheck = RootName == "intrinsic_void" || RootName == "intrinsic_w_chain" ||
                    RootName == "intrinsic_wo_chain" ||
                    DAGISelTarget::sdNumOperands(Root.Op) > 1 ||
                    DAGISelTarget::sdHasProperty(Root.Op, "SDNPHasChain") ||
                    DAGISelTarget::sdHasProperty(Root.Op, "SDNPInGlue") ||
                    DAGISelTarget::sdHasProperty(Root.Op, "SDNPOptInGlue");
      }
      if (NeedCheck)
        add(MatcherKind::CheckFoldableChainNode);
    }
  }
  // llvm-tblgen records the glue node without advancing the slot count.
  if (T.nodeHasProperty(N, DAGISelTarget::OutGlue) && &N != &Root)
    record("'" + std::string(OpName) + "' glue output node", NextSlot);
  if (T.nodeHasProperty(N, DAGISelTarget::OptInGlue) || T.nodeHasProperty(N, DAGISelTarget::InGlue))
    add(MatcherKind::CaptureGlueInput);
  for (size_t I = 0; I < N.Kids.size(); ++I, ++OpNo) {
    add(MatcherKind::MoveChild).Num = OpNo;
    matchNode(*N.Kids[I], *NoType.Kids[I]);
    add(MatcherKind::MoveParent);
  }
}

bool MatcherGen::emitMatch(unsigned Variant) {
  const PatNode &Root = *P.SrcTree;
  // (The types of a variant that does not exist are not needed.)
  if (Variant == 0)
    prepare();
  if (const Record *CP = T.complexPattern(Root)) {
    std::vector<const Record *> Roots = CP->getValueAsListOfDefs("RootNodes");
    if (Variant >= Roots.size())
      return false;
    add(MatcherKind::CheckOpcode).Rec = Roots[Variant];
  } else if (Variant != 0) {
    return false;
  }
  prepare();
  matchNode(Root, *NoTypes);
  std::string Check = P.predicateCheck();
  if (!Check.empty())
    add(MatcherKind::CheckPatternPredicate).Text = text(Check);
  // ComplexPatterns last: they are costly and hard to factor.
  for (auto &[N, Slot] : Complex) {
    if (N->isLeaf()) {
      ComplexOperands[std::string(N->Name)] = NextSlot + 1;
    } else {
      unsigned Cur = NextSlot;
      for (const auto &K : N->Kids) {
        ComplexOperands[std::string(K->Name)] = Cur + 1;
        Cur += T.numMIResults(*K);
      }
    }
    const Record *CP = T.complexPattern(*N);
    MatcherNode &M = add(MatcherKind::CheckComplexPat);
    M.Rec = CP;
    M.Num = Slot;
    M.Text = text(N->Name);
    M.Result = NextSlot;
    NextSlot += unsigned(CP->getValueAsInt("NumOperands"));
    if (hasDefInList(CP, "Properties", "SDNPHasChain"))
      ChainNodes.push_back(NextSlot++);
  }
  return true;
}

void MatcherGen::emitInteger(int64_t V, unsigned Type, std::string Name, std::vector<unsigned> &Ops) {
  MatcherNode &M = add(MatcherKind::EmitInteger);
  int64_t Bits = VT.at(Type).Size;
  if (Bits > 0 && Bits < 64)
    V = int64_t(uint64_t(V) << (64 - Bits)) >> (64 - Bits);
  M.Value = V;
  M.VT = Type;
  M.Text = text(Name);
  M.Result = NextSlot;
  Ops.push_back(NextSlot++);
}

void MatcherGen::resultNamed(const PatNode &N, std::vector<unsigned> &Ops) {
  if (unsigned First = ComplexOperands[std::string(N.Name)]) {
    for (unsigned I = 0; I < T.numMIResults(N); ++I)
      Ops.push_back(First - 1 + I);
    return;
  }
  unsigned Entry = Vars[std::string(N.Name)];
  if (!Entry)
    fail("Variable referenced but not defined: $" + std::string(N.Name));
  unsigned Slot = Entry - 1;
  if (!N.isLeaf() && (N.Op->getName() == "imm" || N.Op->getName() == "fpimm")) {
    MatcherNode &M = add(MatcherKind::EmitConvertToTarget);
    M.Num = Slot;
    M.Result = NextSlot;
    Ops.push_back(NextSlot++);
    return;
  }
  for (unsigned I = 0; I < T.numMIResults(N); ++I)
    Ops.push_back(Slot + I);
}

void MatcherGen::resultLeaf(const PatNode &N, std::vector<unsigned> &Ops) {
  if (N.Int) {
    emitInteger(*N.Int, concrete(N, 0), "", Ops);
    return;
  }
  const Record *R = N.leafDef();
  if (R) {
    if (T.isA(R, DAGISelTarget::ClsRegister) || R->getName() == "zero_reg") {
      MatcherNode &M = add(MatcherKind::EmitRegister);
      M.Rec = T.isA(R, DAGISelTarget::ClsRegister) ? R : nullptr;
      M.VT = concrete(N, 0);
      M.Result = NextSlot;
      Ops.push_back(NextSlot++);
      return;
    }
    if (R->getName() == "undef_tied_input") {
      emitImplicitDef(concrete(N, 0), Ops);
      return;
    }
    if (T.isA(R, DAGISelTarget::ClsRegisterOperand))
      R = R->getValueAsDef("RegClass");
    if (T.isA(R, DAGISelTarget::ClsRegisterClass)) {
      unsigned I32 = typeNamed(T.Records, VT, "i32");
      for (const codegen::RegClass &RC : T.Bank.regClasses())
        if (RC.Def == R) {
          emitInteger(RC.EnumValue, I32, RC.qualified("RegClassID"), Ops);
          return;
        }
    }
    if (T.isA(R, DAGISelTarget::ClsSubRegIndex)) {
      unsigned I32 = typeNamed(T.Records, VT, "i32");
      const auto &Indices = T.Bank.subRegIndices();
      unsigned Enum = 0;
      for (const auto &S : Indices)
        if (S.Def == R)
          Enum = S.EnumValue;
      // (A large index is written as a number; the comment names it.)
      std::string NS = R->getValueAsString("Namespace");
      emitInteger(Enum, I32, NS.empty() ? std::string(R->getName()) : NS + "::" + std::string(R->getName()),
                  Ops);
      return;
    }
  }
  fail("-gen-dag-isel: unhandled leaf node in result pattern: " + patternText(N, VT));
}

void MatcherGen::emitXForm(const Record *XForm, unsigned Input, std::vector<unsigned> &Ops) {
  MatcherNode &M = add(MatcherKind::EmitNodeXForm);
  M.Num = Input;
  M.Rec = XForm;
  M.Result = NextSlot;
  Ops.push_back(NextSlot++);
}

void MatcherGen::emitImplicitDef(unsigned Type, std::vector<unsigned> &Ops) {
  unsigned Slot = NextSlot++;
  MatcherNode &M = add(MatcherKind::EmitNode);
  M.Rec = T.Records.getDef("IMPLICIT_DEF");
  M.vts() = {Type};
  M.Result = Slot;
  Ops.push_back(Slot);
}

void MatcherGen::defaultOperand(const Record *Operand, std::vector<unsigned> &Ops) {
  const auto *Values = T.DB.defaultValues(Operand);
  if (!Values)
    return;
  const DagInit *D = Operand->getValueAsDag("DefaultOps");
  for (size_t I = 0; I < Values->size(); ++I)
    defaultValue(Operand, D->getArg(unsigned(I))->getAsString(), *(*Values)[I], Ops);
}

void MatcherGen::defaultValue(const Record *Operand, const std::string &Text, const PatNode &N,
                              std::vector<unsigned> &Ops) {
  auto Refuse = [&](const std::string &Why) {
    PrintFatalError(Operand, "-gen-dag-isel: default value '" + Text + "' of " +
                                 std::string(Operand->getName()) + " " + Why);
  };
  if (N.isLeaf()) {
    const Record *R = N.leafDef();
    bool Typed = !N.Types.empty() && N.Types[0].isConcrete();
    if (!N.Int && !(R && (T.isA(R, DAGISelTarget::ClsRegister) || R->getName() == "zero_reg" ||
                          R->getName() == "undef_tied_input" ||
                          T.isA(R, DAGISelTarget::ClsRegisterOperand) ||
                          T.isA(R, DAGISelTarget::ClsRegisterClass) ||
                          T.isA(R, DAGISelTarget::ClsSubRegIndex))))
      Refuse("is not an integer, register, register class or sub-register index "
             "(llvm-tblgen 22 crashes on it)");
    // (llvm-tblgen 22 emits an untyped zero_reg or undef_tied_input with
    // whatever type it reads from an empty type set.)
    if (!Typed)
      Refuse("has no value type (give it one, as in (i32 " + Text + "))");
    resultLeaf(N, Ops);
    return;
  }
  if (T.isA(N.Op, DAGISelTarget::ClsSDNodeXForm) && N.Kids.size() == 1) {
    std::vector<unsigned> In;
    defaultValue(Operand, Text, *N.Kids[0], In);
    emitXForm(N.Op, In[0], Ops);
    return;
  }
  if (T.isA(N.Op, DAGISelTarget::ClsInstruction))
    Refuse("is an instruction (llvm-tblgen 22 crashes on one in DefaultOps)");
  PrintFatalError("Unknown node in result pattern!");
}

void MatcherGen::resultInstruction(const PatNode &N, std::vector<unsigned> &Out) {
  const Instruction *I = T.Instrs.find(N.Op);
  if (!I)
    fail("Unknown instruction '" + std::string(N.Op->getName()) + "'");
  const PatNode &Src = *P.SrcTree;
  bool IsRoot = &N == P.DstTree.get();
  bool InGlue = false, OutGlue = false;
  if (IsRoot) {
    InGlue = (srcProperties() & (DAGISelTarget::OptInGlue | DAGISelTarget::InGlue));
    OutGlue = (srcProperties() & DAGISelTarget::OutGlue);
  }
  auto Operands = T.Instrs.operands(*I);
  unsigned NumResults = T.dagResults(N.Op);
  unsigned NumFixed = unsigned(Operands.size());
  unsigned NonOverridable = NumFixed;
  while (NonOverridable > NumResults && S.operandHasDefault(T, Operands[NonOverridable - 1].Rec))
    --NonOverridable;
  std::vector<unsigned> Ops;
  size_t Child = 0;
  for (unsigned O = NumResults; O < NumFixed; ++O) {
    const Record *Rec = Operands[O].Rec;
    if (S.operandHasDefault(T, Rec) && (O < NonOverridable || Child >= N.Kids.size())) {
      defaultOperand(Rec, Ops);
      continue;
    }
    unsigned NumSub = 1;
    if (T.isA(Rec, DAGISelTarget::ClsOperand))
      if (unsigned Args = Rec->getValueAsDag("MIOperandInfo")->getNumArgs())
        NumSub = Args;
    size_t Final = Ops.size() + NumSub;
    while (Ops.size() < Final) {
      if (Child >= N.Kids.size())
        fail("-gen-dag-isel: too few operands for " + std::string(N.Op->getName()));
      const PatNode &K = *N.Kids[Child];
      size_t Before = Ops.size();
      resultOperand(K, Ops);
      if (!K.isLeaf() && T.isA(K.Op, DAGISelTarget::ClsInstruction))
        Ops.resize(Before + 1);
      ++Child;
    }
  }
  if (I->IsVariadic)
    for (; Child < N.Kids.size(); ++Child)
      resultOperand(*N.Kids[Child], Ops);
  if (IsRoot && !PhysRegInputs.empty()) {
    for (auto &[Reg, Slot] : PhysRegInputs) {
      MatcherNode &M = add(MatcherKind::EmitCopyToReg);
      M.Num = Slot;
      M.Rec = Reg;
    }
    InGlue = true;
  }
  std::vector<unsigned> VTs;
  for (unsigned R = 0; R < N.Types.size(); ++R)
    VTs.push_back(concrete(N, R));
  if (IsRoot) {
    const std::vector<const Record *> &Regs = dstRegs();
    const Record *Handled = T.oneImplicitDefVT(*I) != VT.Other ? I->ImplicitDefs[0] : nullptr;
    for (const Record *Reg : Regs)
      if (Reg != Handled)
        VTs.push_back(T.registerVT(Reg));
  }
  int Arity = -1;
  if (IsRoot && T.nodeHasProperty(Src, DAGISelTarget::Variadic))
    Arity = int(Src.Kids.size());
  auto MayTouchMemory = [&](const Record *Inst) {
    return T.flag(Inst, InstrFlag::mayLoad) || T.flag(Inst, InstrFlag::mayStore);
  };
  bool MemRefs = false;
  if (srcProperties() & DAGISelTarget::MemOperand) {
    std::function<unsigned(const PatNode &)> Count = [&](const PatNode &X) -> unsigned {
      if (X.isLeaf() || !T.isA(X.Op, DAGISelTarget::ClsInstruction))
        return 0;
      unsigned C = MayTouchMemory(X.Op) ? 1 : 0;
      for (const auto &K : X.Kids)
        C += Count(*K);
      return C;
    };
    unsigned NumTouching = Count(*P.DstTree);
    bool Mine = MayTouchMemory(N.Op);
    MemRefs = (Mine && NumTouching == 1) || (IsRoot && (Mine || NumTouching != 1));
  }
  bool HasChain = false;
  if (srcProperties() & DAGISelTarget::HasChain) {
    auto It = T.Chain.find(N.Op);
    if (It != T.Chain.end() && It->second.first)
      HasChain = It->second.second;
    else
      HasChain = IsRoot;
    if (T.flag(N.Op, InstrFlag::hasCtrlDep) || MayTouchMemory(N.Op) ||
        T.flag(N.Op, InstrFlag::canFoldAsLoad) || T.flag(N.Op, InstrFlag::hasSideEffects))
      HasChain = true;
  }
  MatcherNode &M = add(MatcherKind::EmitNode);
  M.Rec = N.Op;
  M.vts() = VTs;
  M.list() = std::move(Ops);
  M.HasChain = HasChain;
  M.HasInGlue = InGlue;
  M.HasOutGlue = OutGlue;
  M.HasMemRefs = MemRefs;
  M.NumFixedArityOperands = Arity;
  M.Result = NextSlot;
  unsigned Glue = typeNamed(T.Records, VT, "Glue");
  for (unsigned V : VTs) {
    if (V == VT.Other || V == Glue)
      break;
    Out.push_back(NextSlot++);
  }
}

void MatcherGen::resultOperand(const PatNode &N, std::vector<unsigned> &Ops) {
  if (!N.Name.empty())
    return resultNamed(N, Ops);
  if (N.isLeaf())
    return resultLeaf(N, Ops);
  if (T.isA(N.Op, DAGISelTarget::ClsInstruction))
    return resultInstruction(N, Ops);
  if (T.isA(N.Op, DAGISelTarget::ClsSDNodeXForm)) {
    std::vector<unsigned> In;
    if (N.Kids.size() == 1)
      resultOperand(*N.Kids[0], In);
    if (In.size() != 1)
      fail("-gen-dag-isel: an SDNodeXForm takes one value");
    emitXForm(N.Op, In[0], Ops);
    return;
  }
  fail("Unknown node in result pattern!");
}

void MatcherGen::emitResult() {
  if (!ChainNodes.empty())
    add(MatcherKind::EmitMergeInputChains).list() = ChainNodes;
  std::vector<unsigned> Ops;
  resultOperand(*P.DstTree, Ops);
  unsigned NumSrcResults = unsigned(P.SrcTree->Types.size());
  const std::vector<const Record *> &Regs = dstRegs();
  if (!Regs.empty()) {
    const Record *Handled = nullptr;
    const PatNode &Dst = *P.DstTree;
    if (!Dst.isLeaf() && T.isA(Dst.Op, DAGISelTarget::ClsInstruction))
      if (const Instruction *I = T.Instrs.find(Dst.Op))
        if (T.oneImplicitDefVT(*I) != VT.Other)
          Handled = I->ImplicitDefs[0];
    for (const Record *Reg : Regs)
      if (Reg != Handled)
        ++NumSrcResults;
  }
  // (Results set in another order than the instruction's outs take the
  // values of the outs of their names.)
  if (!P.ResultOrder.empty()) {
    std::vector<unsigned> Outs = Ops;
    for (size_t R = 0; R < P.ResultOrder.size() && R < Ops.size(); ++R)
      if (P.ResultOrder[R] < Outs.size())
        Ops[R] = Outs[P.ResultOrder[R]];
  }
  Ops.resize(NumSrcResults);
  MatcherNode &M = add(MatcherKind::CompleteMatch);
  M.list() = std::move(Ops);
  M.Pattern = &P;
}

} // namespace

unsigned DAGISelTarget::dagResults(const Record *Inst) const {
  auto It = DagResults.find(Inst);
  if (It != DagResults.end())
    return It->second;
  if (Shared)
    return computeDagResults(Inst);
  return DagResults.emplace(Inst, computeDagResults(Inst)).first->second;
}

void DAGISelTarget::share() {
  if (Shared)
    return;
  std::vector<const Record *> Insts;
  for (const PatternToMatch &P : DB.patterns()) {
    treeProperties(*P.SrcTree);
    Insts.clear();
    instructionsIn(Classes.get(ClsInstruction), *P.DstTree, Insts);
    for (const Record *I : Insts)
      dagResults(I);
  }
  Shared = true;
}

unsigned DAGISelTarget::computeDagResults(const Record *Inst) const {
  const Instruction *I = Instrs.find(Inst);
  const auto *LI = dyn_cast<ListInit>(Inst->getValueInit("Pattern"));
  if (!LI || LI->size() == 0 || codegen::PatternDatabase::mentionsNullFragment(LI))
    return I ? I->NumDefs : 0;
  unsigned N = 0;
  for (const Init *E : LI->getValues()) {
    const auto *D = dyn_cast<DagInit>(E);
    const auto *Op = D ? dyn_cast<DefInit>(D->getOperator()) : nullptr;
    if (!Op || Op->getDef()->getName() != "set")
      continue;
    for (unsigned A = 0; A + 1 < D->getNumArgs(); ++A) {
      const auto *R = dyn_cast<DefInit>(D->getArg(A));
      if (!R || !isA(R->getDef(), ClsRegister))
        ++N;
    }
  }
  return N;
}

MatcherPtr generateMatcher(const DAGISelTarget &T, GenState &State, const PatternToMatch &P,
                           unsigned Variant, bool &Ok) {
  Ok = true;
  MatcherGen Gen(T, State, P);
  if (!Gen.emitMatch(Variant))
    return nullptr;
  Gen.emitResult();
  return Gen.take();
}

} // namespace dagisel
} // namespace tblgen
