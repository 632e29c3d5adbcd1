//===- PatternInference.cpp - Type inference over pattern trees -----------===//
//
// Every node result has a TypeSet; constraints narrow the sets until
// nothing changes. The sources of constraints, as in llvm-tblgen:
//   leaves      register classes, register operands, registers, value
//               types (a name: the type of the value; no name: Other),
//               complex patterns, operands, integers;
//   SDNodes     the SDTypeConstraint list of their SDTypeProfile;
//   instructions (result trees) their outs and ins operands;
//   intrinsics  their return and parameter types;
//   names       every node of one name has one type (and a result tree's
//               names take the source tree's types).
// An unconstrained set asked to be integer (or FP, vector...) becomes the
// legal types of the target (those of its register classes) first. A set
// left empty is a contradiction, reported as llvm-tblgen does.
//
//===----------------------------------------------------------------------===//
#include "codegen/patterns/PatternBuilder.h"

#include "codegen/Instructions.h"

#include "tblgen/Casting.h"
#include "tblgen/Error.h"
#include "tblgen/Record.h"
#include "tblgen/CodeGen/Registers.h"

#include <algorithm>
#include <functional>
#include <tuple>

namespace tblgen {
namespace codegen {

using Builder = PatternDatabase::Builder;

Builder::Builder(const RecordKeeper &Records, const MVTTable &VT, RegisterBank &Bank,
                 const InstructionSet &Instrs)
    : Records(Records), VT(VT), Bank(Bank), Instrs(Instrs) {
  for (const RegClass &RC : Bank.regClasses())
    for (const auto &V : RC.VTs)
      for (unsigned M = 0; M < Bank.hwModes().size(); ++M)
        if (V.hasMode(M))
          Legal.push_back(V.get(M).Value);
  std::sort(Legal.begin(), Legal.end());
  Legal.erase(std::unique(Legal.begin(), Legal.end()), Legal.end());
  unsigned MaxVT = 0;
  for (unsigned V : {VT.IAny, VT.FAny, VT.VAny, VT.Any, VT.IPTRAny, VT.CPTR})
    MaxVT = std::max(MaxVT, V);
  Expands.assign(MaxVT + 1, 0);
  for (unsigned V : {VT.IAny, VT.FAny, VT.VAny, VT.Any, VT.IPTRAny, VT.CPTR})
    if (V)
      Expands[V] = 1;
  MinExpand = ~0u;
  for (unsigned V : {VT.IAny, VT.FAny, VT.VAny, VT.Any, VT.IPTRAny, VT.CPTR})
    if (V)
      MinExpand = std::min(MinExpand, V);
  InKinds.assign(VT.size(), 0);
  KindOf.assign(Expands.size(), 0);
  for (auto [V, K] : {std::pair{VT.IAny, KInt}, {VT.FAny, KFP}, {VT.VAny, KVec}, {VT.Any, KAny},
                      {VT.CPTR, KCap}})
    if (V)
      KindOf[V] = K;
  for (unsigned L : Legal) {
    const MVTInfo &T = VT.at(L);
    InKinds[L] |= KAny;
    if (T.IsInteger) {
      LegalInt.push_back(L);
      InKinds[L] |= KInt;
    }
    if (T.IsFP) {
      LegalFP.push_back(L);
      InKinds[L] |= KFP;
    }
    if (T.IsVector) {
      LegalVec.push_back(L);
      InKinds[L] |= KVec;
    }
    if (T.Def && T.Def->isSubClassOf("VTCheriCapability")) {
      LegalCap.push_back(L);
      InKinds[L] |= KCap;
    }
  }
}

Builder::RecordFacts &Builder::newFacts(size_t Id) {
  if (Id >= FactSlot.size())
    FactSlot.resize(Id + 1 + Id / 2);
  uint32_t Pos = NumFacts++;
  if ((Pos >> FactChunkBits) == FactChunks.size())
    FactChunks.push_back(std::make_unique<RecordFacts[]>(size_t(1) << FactChunkBits));
  FactSlot[Id] = Pos + 1;
  return FactChunks[Pos >> FactChunkBits][Pos & ((1u << FactChunkBits) - 1)];
}

uint32_t Builder::computeClasses(const Record *R) {
  if (ClassRecords.empty()) {
    static const std::pair<const char *, uint32_t> Names[] = {
        {"SDNode", Cls::SDNode},
        {"Instruction", Cls::Instruction},
        {"ComplexPattern", Cls::ComplexPattern},
        {"SDNodeXForm", Cls::SDNodeXForm},
        {"RegisterClass", Cls::RegisterClass},
        {"RegisterOperand", Cls::RegisterOperand},
        {"Register", Cls::Register},
        {"ValueType", Cls::ValueType},
        {"CondCode", Cls::CondCode},
        {"SubRegIndex", Cls::SubRegIndex},
        {"PointerLikeRegClass", Cls::PointerLikeRegClass},
        {"Operand", Cls::Operand},
        {"RegClassByHwMode", Cls::RegClassByHwMode},
        {"HwModeSelect", Cls::HwModeSelect},
        {"unknown_class", Cls::UnknownClass},
        {"PatFrags", Cls::PatFrags},
        {"Intrinsic", Cls::Intrinsic},
        {"PtrValueType", Cls::PtrValueType},
    };
    for (const auto &[Name, Bit] : Names)
      if (const Record *C = Records.getClass(Name))
        ClassRecords.emplace_back(C, Bit);
    if (ClassRecords.empty())
      ClassRecords.emplace_back(nullptr, 0);
  }
  uint32_t Bits = 0;
  for (const auto &[C, Bit] : ClassRecords)
    if (C && R->isSubClassOf(C))
      Bits |= Bit;
  std::string_view N = R->getName();
  if (N == "srcvalue")
    Bits |= Cls::SrcValue;
  if (N == "zero_reg")
    Bits |= Cls::ZeroReg;
  if (N == "node" || N == "immAllOnesV" || N == "immAllZerosV" || N == "undef_tied_input")
    Bits |= Cls::Untyped;
  RecordFacts &F = facts(R);
  F.HasClasses = true;
  F.Classes = Bits;
  return Bits;
}

namespace {
/// The SDTypeConstraint classes the inference knows, in the order they are
/// tried, with the fields each adds to OperandNum.
struct ConstraintClass {
  std::string_view Class;
  Builder::TypeConstraint::Kind K;
  bool VTField;
  std::string_view OtherField;
};
using TCK = Builder::TypeConstraint;
constexpr ConstraintClass ConstraintClasses[] = {
    {"SDTCisVT", TCK::VT, true, ""},
    {"SDTCisPtrTy", TCK::PtrTy, false, ""},
    {"SDTCisInt", TCK::Int, false, ""},
    {"SDTCisFP", TCK::FP, false, ""},
    {"SDTCisVec", TCK::Vec, false, ""},
    {"SDTCisSameAs", TCK::SameAs, false, "OtherOperandNum"},
    {"SDTCisVTSmallerThanOp", TCK::VTSmallerThanOp, false, "OtherOperandNum"},
    {"SDTCisOpSmallerThanOp", TCK::OpSmallerThanOp, false, "BigOperandNum"},
    {"SDTCVecEltisVT", TCK::VecEltisVT, true, ""},
    {"SDTCisEltOfVec", TCK::EltOfVec, false, "OtherOpNum"},
    {"SDTCisSameNumEltsAs", TCK::SameNumEltsAs, false, "OtherOperandNum"},
    {"SDTCisSameSizeAs", TCK::SameSizeAs, false, "OtherOperandNum"},
    {"SDTCisSubVecOfVec", TCK::SubVecOfVec, false, "OtherOpNum"},
};
} // namespace

const Builder::NodeProfile &Builder::profile(const Record *Op) {
  if (NodeProfile *Known = facts(Op).Profile)
    return *Known;
  auto P = std::make_unique<NodeProfile>();
  const Record *Profile = Op->getValueAsDef("TypeProfile");
  P->NumResults = unsigned(Profile->getValueAsInt("NumResults"));
  P->NumOperands = Profile->getValueAsInt("NumOperands");
  using TC = TypeConstraint;
  for (const Record *C : Profile->getValueAsListOfDefs("Constraints")) {
    TC T;
    T.Def = C;
    T.OpNo = C->getValueAsInt("OperandNum");
    // The first SDTypeConstraint class C derives from decides the kind, and
    // which field names the other operand (or the value type).
    for (const ConstraintClass &CC : ConstraintClasses) {
      if (!C->isSubClassOf(CC.Class))
        continue;
      T.K = CC.K;
      if (CC.VTField)
        T.VTDef = C->getValueAsDef("VT");
      if (!CC.OtherField.empty())
        T.Other = C->getValueAsInt(CC.OtherField);
      break;
    }
    if (T.K == TC::Unknown)
      PrintFatalError(C, "Unrecognized SDTypeConstraint '" + std::string(C->getName()) + "'!\n");
    P->Constraints.push_back(T);
  }
  facts(Op).Profile = P.get();
  Profiles.push_back(std::move(P));
  return *Profiles.back();
}

int Builder::regClassIndex(const Record *RC) {
  RecordFacts &F = facts(RC);
  if (F.RegClass == -2) {
    F.RegClass = -1;
    const auto &Classes = Bank.regClasses();
    for (size_t I = 0; I < Classes.size(); ++I)
      if (Classes[I].Def == RC) {
        F.RegClass = int(I);
        break;
      }
  }
  return F.RegClass;
}

void Builder::contradiction() {
  if (Soft) {
    Contradicted = true;
    return;
  }
  HasError = true;
  PrintFatalError(Current, "Type set is empty for each HW mode in '" +
                               std::string(Current->getName()) + "'");
}

void Builder::fillLegal(TypeSet &S) {
  if (!S.Known) {
    S.Known = true;
    S.VTs = Legal;
  }
}

namespace {

/// Removes the types Drop selects; whether any went. An emptied set is a
/// contradiction (reported by the caller through Builder::contradiction).
template <typename F> bool eraseIf(TypeSet &S, const F &Drop) {
  size_t Before = S.VTs.size();
  S.VTs.erase(std::remove_if(S.VTs.begin(), S.VTs.end(), Drop), S.VTs.end());
  return S.VTs.size() != Before;
}

bool contains(const TypeSet &S, unsigned V) {
  return std::binary_search(S.VTs.begin(), S.VTs.end(), V);
}

} // namespace

TypeSet Builder::expandOverloaded(const TypeSet &InRaw) const {
  TypeSet In;
  In.Known = true;
  for (unsigned V : InRaw.VTs) {
    auto Add = [&](const VTList &L) {
      for (unsigned T : L)
        In.VTs.push_back(T);
    };
    if (V == VT.IAny && V)
      Add(LegalInt);
    else if (V == VT.FAny && V)
      Add(LegalFP);
    else if (V == VT.VAny && V)
      Add(LegalVec);
    else if (V == VT.Any && V) {
      In.VTs.reserve(In.VTs.size() + Legal.size());
      for (unsigned T : Legal)
        In.VTs.push_back(T);
    } else if (V == VT.IPTRAny && V)
      In.VTs.push_back(VT.IPTR);
    else if (V == VT.CPTR && V)
      Add(LegalCap);
    else
      In.VTs.push_back(V);
  }
  // One overloaded type alone expands to a sorted list already.
  if (InRaw.VTs.size() != 1) {
    std::sort(In.VTs.begin(), In.VTs.end());
    In.VTs.erase(std::unique(In.VTs.begin(), In.VTs.end()), In.VTs.end());
  }
  return In;
}

bool Builder::update(PatNode &N, unsigned ResNo, const TypeSet &InRaw) {
  if (ResNo >= N.Types.size())
    error("Invalid result number " + std::to_string(ResNo));
  if (!InRaw.Known)
    return false;
  TypeSet &Cur = N.Types[ResNo];
  if (InRaw.ByMode && !Cur.ByMode) {
    // (A set from a type by HwMode taints what it meets.)
    Cur.ByMode = true;
    if (!Cur.Known) {
      Cur.Known = true;
      Cur.VTs = InRaw.VTs;
      Cur.AddrSpace = InRaw.AddrSpace;
      return true;
    }
    update(N, ResNo, TypeSet{true, InRaw.VTs});
    return true;
  }
  // Nearly always: a set of plain types (sorted, no overloaded type) that
  // changes nothing; first the commonest case, one type equal to the
  // node's own.
  if (Cur.Known && Cur.VTs.size() == 1 && InRaw.VTs.size() == 1 && Cur.VTs[0] == InRaw.VTs[0] &&
      !(InRaw.VTs[0] < Expands.size() && Expands[InRaw.VTs[0]]))
    return false;
  // Next commonest: the node's own set again. (A node's set is sorted and
  // unique, so the other one is too; below every overloaded value it is
  // plain.)
  if (Cur.Known && !InRaw.VTs.empty() && InRaw.VTs.back() < MinExpand && Cur.VTs == InRaw.VTs)
    return false;
  // Often: one overloaded type (an intrinsic's llvm_anyvector_ty...)
  // against a known set it already covers, iPTR on neither side.
  if (Cur.Known && InRaw.VTs.size() == 1 && !Cur.VTs.empty()) {
    unsigned V = InRaw.VTs[0];
    uint8_t K = V < KindOf.size() ? KindOf[V] : 0;
    if (K && !(VT.IPTR < InKinds.size() && (InKinds[VT.IPTR] & K))) {
      bool Covered = true;
      for (unsigned C : Cur.VTs)
        if (C == VT.IPTR || C >= InKinds.size() || !(InKinds[C] & K)) {
          Covered = false;
          break;
        }
      if (Covered)
        return false;
    }
  }
  bool PlainSet = true;
  {
    const uint16_t *P = InRaw.VTs.begin(), *E = InRaw.VTs.end();
    const size_t NE = Expands.size();
    for (unsigned Prev = 0; P != E; ++P) {
      unsigned V = *P;
      if ((V < NE && Expands[V]) || (P != InRaw.VTs.begin() && Prev >= V)) {
        PlainSet = false;
        break;
      }
      Prev = V;
    }
  }
  if (PlainSet && Cur.Known && Cur.VTs == InRaw.VTs)
    return false;
  // Overloaded types stand for every legal type of their kind.
  TypeSet Expanded;
  if (!PlainSet) {
    Expanded = expandOverloaded(InRaw);
    Expanded.AddrSpace = InRaw.AddrSpace;
  }
  const TypeSet &In = PlainSet ? InRaw : Expanded;

  TypeSet &Out = N.Types[ResNo];
  if (Out == In)
    return false;
  if (!Out.Known) {
    Out = In;
    if (Out.VTs.empty())
      contradiction();
    return true;
  }
  // Intersection, where iPTR stands for any scalar integer: against a
  // single integer type it gives that type, against several it stays.
  auto ScalarInt = [&](unsigned V) { return V == VT.IPTR || (VT.at(V).IsInteger && !VT.at(V).IsVector); };
  bool OutW = contains(Out, VT.IPTR), InW = contains(In, VT.IPTR);
  VTList R;
  R.reserve(std::min(Out.VTs.size(), In.VTs.size()));
  // (Both sorted: one merge.)
  for (const uint16_t *A = Out.VTs.begin(), *AE = Out.VTs.end(), *B = In.VTs.begin(),
                      *BE = In.VTs.end();
       A != AE && B != BE;) {
    if (*A < *B) {
      ++A;
    } else if (*B < *A) {
      ++B;
    } else {
      if (*A != VT.IPTR || (OutW && InW))
        R.push_back(*A);
      ++A;
      ++B;
    }
  }
  if (OutW != InW) {
    const TypeSet &Other = OutW ? In : Out;
    const TypeSet &Wild = OutW ? Out : In;
    std::vector<unsigned> OtherOnly;
    for (unsigned V : Other.VTs)
      if (ScalarInt(V) && !contains(Wild, V))
        OtherOnly.push_back(V);
    if (OtherOnly.size() == 1)
      R.push_back(OtherOnly[0]);
    else if (OtherOnly.size() > 1)
      R.push_back(VT.IPTR);
  }
  if (OutW != InW) {
    std::sort(R.begin(), R.end());
    R.erase(std::unique(R.begin(), R.end()), R.end());
  }
  if (R == Out.VTs)
    return false;
  Out.VTs = std::move(R);
  if (Out.VTs.empty())
    contradiction();
  return true;
}

std::optional<unsigned> Builder::pick(const ByHwMode<ValueType> &V) {
  if (V.isSimple())
    return V.get(0).Value;
  ++ModeQueries;
  for (const auto &[M, T] : V.Map)
    noteMode(M);
  if (V.hasMode(Mode))
    return V.get(Mode).Value;
  if (V.hasDefault())
    return V.get(0).Value;
  return std::nullopt;
}

TypeSet Builder::valueTypeSet(const Record *VTDef) {
  if (classes(VTDef) & Cls::HwModeSelect) {
    // A value type by HwMode: the current mode's (else the default's).
    ++ModeQueries;
    if (Mode == AnyMode && NotRegisters) {
      TypeSet S{true, {}};
      bool HasDefault = false;
      for (auto [M, Obj] : modeSelect(VTDef)) {
        HasDefault |= M == 0;
        if (const MVTInfo *T = VT.get(Obj))
          S.VTs.push_back(T->Value);
      }
      std::sort(S.VTs.begin(), S.VTs.end());
      S.VTs.erase(std::unique(S.VTs.begin(), S.VTs.end()), S.VTs.end());
      // One type in every mode, the default one among them, is that type.
      S.ByMode = !(HasDefault && S.VTs.size() == 1);
      S.AddrSpace = ptrAddrSpace(VTDef);
      return S;
    }
    if (Mode == AnyMode)
      return TypeSet{};
    const Record *Chosen = modeChoice(VTDef);
    if (!Chosen)
      return TypeSet{true, {}};
    const MVTInfo *T = VT.get(Chosen);
    if (!T)
      error("'" + std::string(Chosen->getName()) + "' is not a value type");
    // (PtrValueTypeByHwMode: the select itself names the address space.)
    TypeSet S = TypeSet::of(T->Value);
    S.AddrSpace = ptrAddrSpace(VTDef);
    return S;
  }
  const MVTInfo *T = VT.get(VTDef);
  if (!T)
    error("'" + std::string(VTDef->getName()) + "' is not a value type");
  TypeSet S = TypeSet::of(T->Value);
  S.AddrSpace = ptrAddrSpace(VTDef);
  return S;
}

bool Builder::updateVT(PatNode &N, unsigned ResNo, const Record *VTDef) {
  return update(N, ResNo, valueTypeSet(VTDef));
}

const Record *Builder::defField(const Record *R, DefField F) {
  RecordFacts &Facts = facts(R);
  if (Facts.HaveDefs & (1u << F))
    return Facts.Defs[F];
  static constexpr std::string_view Names[] = {"Type", "RegClass", "Ty"};
  const Record *D = R->getValueAsDef(Names[F]);
  RecordFacts &After = facts(R);
  After.Defs[F] = D;
  After.HaveDefs |= uint8_t(1u << F);
  return D;
}

TypeSet Builder::regClassTypes(const Record *RC) {
  if (int Idx = regClassIndex(RC); Idx >= 0) {
    if (RegClassTypeCache.size() <= size_t(Idx))
      RegClassTypeCache.resize(Bank.regClasses().size());
    if (const std::optional<TypeSet> &Cached = RegClassTypeCache[size_t(Idx)])
      return *Cached;
    const RegClass &C = Bank.regClasses()[size_t(Idx)];
    bool Simple = std::all_of(C.VTs.begin(), C.VTs.end(), [](const auto &V) { return V.isSimple(); });
    if (!Simple && Mode != AnyMode && size_t(Idx) < RegClassModeCache.size()) {
      const ModeTypes &E = RegClassModeCache[size_t(Idx)];
      if (Mode < E.ByMode.size() && E.ByMode[Mode]) {
        ++ModeQueries;
        for (unsigned M : E.Modes)
          noteMode(M);
        return *E.ByMode[Mode];
      }
    }
    TypeSet S{true, {}};
    for (const auto &V : C.VTs) {
      if (!V.isSimple())
        ++ModeQueries;
      if (!V.isSimple() && Mode == AnyMode)
        return TypeSet{};
      if (std::optional<unsigned> T = pick(V))
        S.VTs.push_back(*T);
    }
    std::sort(S.VTs.begin(), S.VTs.end());
    S.VTs.erase(std::unique(S.VTs.begin(), S.VTs.end()), S.VTs.end());
    if (const ListInit *L = RC->getValueAsListInit("RegTypes"); L && L->size() != 0)
      if (const auto *First = dyn_cast<DefInit>(L->getElement(0)))
        S.AddrSpace = ptrAddrSpace(First->getDef());
    if (Simple) {
      RegClassTypeCache[size_t(Idx)] = S;
    } else if (Mode != AnyMode) {
      if (RegClassModeCache.size() <= size_t(Idx))
        RegClassModeCache.resize(Bank.regClasses().size());
      ModeTypes &E = RegClassModeCache[size_t(Idx)];
      if (E.Modes.empty())
        for (const auto &V : C.VTs)
          if (!V.isSimple())
            for (const auto &P : V.Map)
              if (std::find(E.Modes.begin(), E.Modes.end(), P.first) == E.Modes.end())
                E.Modes.push_back(P.first);
      if (E.ByMode.size() <= Mode)
        E.ByMode.resize(Mode + 1);
      E.ByMode[Mode] = S;
    }
    return S;
  }
  return TypeSet{};
}

const Record *Builder::modeChoice(const Record *Select) {
  const Record *Chosen = nullptr, *Default = nullptr;
  for (auto [M, Obj] : modeSelect(Select)) {
    noteMode(M);
    if (M == Mode)
      Chosen = Obj;
    if (M == 0)
      Default = Obj;
  }
  return Chosen ? Chosen : Default;
}

bool Builder::sameInEveryMode(const Record *R, const TypeSet &Cur) {
  if (!Cur.Known || Cur.ByMode || Cur.VTs.empty())
    return false;
  bool HasDefault = false;
  for (auto [M, Obj] : modeSelect(R)) {
    HasDefault |= M == 0;
    int Idx = regClassIndex(Obj);
    if (Idx < 0)
      return false;
    const RegClass &RC = Bank.regClasses()[size_t(Idx)];
    if (!std::all_of(RC.VTs.begin(), RC.VTs.end(), [](const auto &V) { return V.isSimple(); }))
      return false;
    if (regClassTypes(Obj).VTs != Cur.VTs)
      return false;
  }
  return HasDefault;
}

bool Builder::classSameInEveryMode(const Record *Op, const TypeSet &Cur) {
  if (!Cur.Known || Cur.ByMode || Cur.VTs.empty())
    return false;
  uint32_t C = classes(Op);
  // (An Operand is typed by its Type field, whatever else it is.)
  if (C & Cls::Operand)
    return false;
  if (C & Cls::RegisterOperand) {
    Op = defField(Op, RegClassField);
    C = classes(Op);
  }
  if (C & Cls::RegClassByHwMode)
    return sameInEveryMode(Op, Cur);
  if (!(C & Cls::RegisterClass))
    return false;
  int Idx = regClassIndex(Op);
  if (Idx < 0)
    return false;
  const RegClass &RC = Bank.regClasses()[size_t(Idx)];
  if (std::all_of(RC.VTs.begin(), RC.VTs.end(), [](const auto &V) { return V.isSimple(); }))
    return false;
  std::vector<unsigned> Modes;
  for (const auto &V : RC.VTs) {
    if (!V.hasDefault())
      return false;
    for (const auto &P : V.Map)
      if (std::find(Modes.begin(), Modes.end(), P.first) == Modes.end())
        Modes.push_back(P.first);
  }
  if (Modes.size() < 2)
    return false;
  for (unsigned M : Modes) {
    std::vector<unsigned> Types;
    for (const auto &V : RC.VTs)
      Types.push_back(V.get(M).Value);
    std::sort(Types.begin(), Types.end());
    Types.erase(std::unique(Types.begin(), Types.end()), Types.end());
    if (Types != Cur.VTs)
      return false;
  }
  return true;
}

TypeSet Builder::regClassByModeTypes(const Record *R) {
  ++ModeQueries;
  if (Mode == AnyMode)
    return TypeSet{};
  const Record *Chosen = modeChoice(R);
  return Chosen ? regClassTypes(Chosen) : TypeSet{true, {}};
}

TypeSet Builder::operandType(const Record *Op, bool &Known) {
  Known = true;
  uint32_t C = classes(Op);
  if (C & Cls::UnknownClass) {
    Known = false;
    return {};
  }
  if (C & Cls::Operand) {
    const Record *T = defField(Op, TypeField);
    if (!(classes(T) & Cls::HwModeSelect) && !VT.get(T))
      return TypeSet{};
    return valueTypeSet(T);
  }
  if (C & Cls::PointerLikeRegClass)
    return TypeSet::of(VT.IPTR);
  if (C & Cls::RegisterOperand) {
    Op = defField(Op, RegClassField);
    C = classes(Op);
  }
  if (C & Cls::RegisterClass)
    return regClassTypes(Op);
  if (C & Cls::RegClassByHwMode)
    return regClassByModeTypes(Op);
  Known = false;
  return {};
}

namespace {
/// "llvm.foo.bar": the LLVMName, else the record name int_foo_bar dotted.
std::string intrinsicName(const Record *Int) {
  std::string N = Int->getValueAsString("LLVMName");
  if (!N.empty())
    return N;
  N = "llvm." + std::string(Int->getName().substr(4));
  for (size_t I = 5; I < N.size(); ++I)
    if (N[I] == '_')
      N[I] = '.';
  return N;
}

/// The node and result an SDTypeConstraint operand number designates.
PatNode &constrained(Builder &B, PatNode &N, unsigned NumResults, int64_t OpNo, unsigned &ResNo) {
  if (OpNo < NumResults) {
    ResNo = unsigned(OpNo);
    return N;
  }
  size_t Kid = size_t(OpNo) - NumResults;
  if (Kid >= N.Kids.size())
    B.error("Invalid operand number in type constraint " + std::to_string(OpNo));
  ResNo = 0;
  return *N.Kids[Kid];
}
} // namespace

const Builder::IntrinsicSignature &Builder::signature(const Record *Int) {
  if (uint32_t I = facts(Int).Signature)
    return Signatures[I - 1];
  std::vector<const Record *> Rets = Int->getValueAsListOfDefs("RetTypes");
  std::vector<const Record *> Params = Int->getValueAsListOfDefs("ParamTypes");
  std::vector<const Record *> Overloaded;
  for (const Record *T : Rets)
    if (T->getValueAsInt("isAny"))
      Overloaded.push_back(T);
  for (const Record *T : Params)
    if (T->getValueAsInt("isAny"))
      Overloaded.push_back(T);
  auto TypeOf = [&](const Record *T) -> const Record * {
    if (T->isSubClassOf("LLVMMatchType")) {
      if (T->getName().rfind("LLVMMatchType", 0) != 0 && !T->isAnonymous())
        return nullptr;
      int64_t Num = T->getValueAsInt("Number");
      if (Num < 0 || size_t(Num) >= Overloaded.size())
        return nullptr;
      return Overloaded[size_t(Num)]->getValueAsDef("VT");
    }
    return T->getValueAsDef("VT");
  };
  IntrinsicSignature Sig;
  for (const Record *T : Rets)
    Sig.Rets.push_back(TypeOf(T));
  for (const Record *T : Params)
    Sig.Params.push_back(TypeOf(T));
  Signatures.push_back(std::move(Sig));
  facts(Int).Signature = uint32_t(Signatures.size());
  return Signatures.back();
}

bool Builder::applyConstraints(PatNode &N) {
  bool Changed = false;
  if (N.castVT() && !NotRegisters && !N.Types.empty())
    Changed |= updateVT(N, 0, N.castVT());
  if (N.isLeaf()) {
    if (N.Types.empty())
      return false;
    if (N.Int) {
      Changed |= [&] {
        TypeSet &S = N.Types[0];
        bool C = !S.Known;
        fillLegal(S);
        C |= eraseIf(S, [&](unsigned V) { return !(VT.at(V).IsInteger || V == VT.IPTR); });
        if (S.VTs.empty())
          contradiction();
        return C;
      }();
      TypeSet &S = N.Types[0];
      if (S.isConcrete() && S.concrete() != VT.IPTR) {
        int64_t Bits = VT.at(S.concrete()).Size;
        if (Bits > 0 && Bits < 64) {
          int64_t V = *N.Int;
          // Accept the value as signed or unsigned.
          int64_t Sext = int64_t(uint64_t(V) << (64 - Bits)) >> (64 - Bits);
          uint64_t Mask = (uint64_t(1) << Bits) - 1;
          if (Sext != V && (uint64_t(V) & ~Mask) != 0)
            error("Integer value '" + std::to_string(V) + "' is out of range for type '" +
                  VT.at(S.concrete()).Name + "'!");
        }
      }
      return Changed;
    }
    const Record *R = N.leafDef();
    if (!R)
      return false;
    uint32_t C = classes(R);
    // The matcher generator's inference: values of register classes,
    // registers, complex patterns and named value types are unknown.
    if (NotRegisters &&
        ((C & (Cls::RegisterClass | Cls::RegisterOperand | Cls::Register | Cls::ComplexPattern |
               Cls::RegClassByHwMode)) ||
         ((C & Cls::ValueType) && !N.Name.empty())))
      return false;
    TypeSet T;
    if ((C & Cls::RegisterClass) && N.Name.empty()) {
      // An unnamed register class is the class's ID, an i32 immediate
      // (COPY_TO_REGCLASS, REG_SEQUENCE).
      const Record *I32 = Records.getDef("i32");
      const MVTInfo *I = I32 ? VT.get(I32) : nullptr;
      T = I ? TypeSet::of(I->Value) : TypeSet{};
    } else if (C & Cls::RegisterClass)
      T = regClassTypes(R);
    else if (C & Cls::RegisterOperand) {
      const Record *RC = defField(R, RegClassField);
      T = (classes(RC) & Cls::RegClassByHwMode) ? regClassByModeTypes(RC) : regClassTypes(RC);
    }
    else if (C & Cls::Register) {
      int Reg = Bank.regIndex(R);
      T.Known = true;
      for (const RegClass &RC : Bank.regClasses())
        if (Reg >= 0 && RC.Def && RC.contains(unsigned(Reg)))
          for (const auto &V : RC.VTs) {
            if (!V.isSimple() && Mode == AnyMode)
              return false;
            if (std::optional<unsigned> P = pick(V))
              T.VTs.push_back(*P);
          }
      std::sort(T.VTs.begin(), T.VTs.end());
      T.VTs.erase(std::unique(T.VTs.begin(), T.VTs.end()), T.VTs.end());
    } else if (C & Cls::ValueType) {
      if (N.Name.empty())
        T = TypeSet::of(VT.Other);
      else
        return updateVT(N, 0, R);
    } else if (C & Cls::CondCode)
      T = TypeSet::of(VT.Other);
    else if (C & Cls::SubRegIndex) {
      // Sub-register indices are i32 immediates of the instruction.
      const MVTInfo *I32 = nullptr;
      if (const Record *D = Records.getDef("i32"))
        I32 = VT.get(D);
      T = I32 ? TypeSet::of(I32->Value) : TypeSet{};
    }
    else if (C & Cls::ComplexPattern)
      return updateVT(N, 0, defField(R, TyField));
    else if (C & Cls::PointerLikeRegClass)
      T = TypeSet::of(VT.IPTR);
    else if (C & Cls::RegClassByHwMode) {
      // Before Operand: a class by HwMode that is also an Operand<iPTR>
      // takes the types of the mode's class. Types the node already holds,
      // the same in every mode, are no news (and name no mode).
      if (Mode != AnyMode && N.Types.size() == 1 && sameInEveryMode(R, N.Types[0]))
        return false;
      T = regClassByModeTypes(R);
    }
    else if (C & Cls::Operand) {
      bool Known;
      T = operandType(R, Known);
    } else if (C & (Cls::ZeroReg | Cls::SrcValue | Cls::Untyped | Cls::SDNodeXForm))
      return false;
    else
      error("Unknown node flavor used in pattern: " + std::string(R->getName()));
    return update(N, 0, T);
  }

  const Record *Op = N.Op;
  std::string_view OpName = Op->getName();

  if (N.intrinsic()) {
    const Record *Int = N.intrinsic();
    const IntrinsicSignature &Sig = signature(Int);
    for (size_t I = 0; I < Sig.Rets.size() && I < N.Types.size(); ++I)
      if (const Record *V = Sig.Rets[I])
        Changed |= updateVT(N, unsigned(I), V);
    if (N.Kids.size() != Sig.Params.size() + 1)
      error("Intrinsic '" + intrinsicName(Int) + "' expects " +
            std::to_string(Sig.Params.size()) + " operands, not " +
            std::to_string(N.Kids.size() - 1) + " operands!");
    Changed |= update(*N.Kids[0], 0, TypeSet::of(VT.IPTR));
    for (size_t I = 0; I < Sig.Params.size(); ++I) {
      Changed |= applyConstraints(*N.Kids[I + 1]);
      if (const Record *V = Sig.Params[I])
        Changed |= updateVT(*N.Kids[I + 1], 0, V);
    }
    return Changed;
  }

  if (OpName == "set") {
    if (N.Kids.empty())
      error("set requires operands!");
    PatNode &Val = *N.Kids.back();
    Changed |= applyConstraints(Val);
    for (size_t I = 0; I + 1 < N.Kids.size(); ++I) {
      PatNode &K = *N.Kids[I];
      Changed |= applyConstraints(K);
      if (I < Val.Types.size() && !K.Types.empty()) {
        Changed |= update(K, 0, Val.Types[I]);
        Changed |= update(Val, unsigned(I), K.Types[0]);
      }
    }
    return Changed;
  }
  if (OpName == "implicit") {
    for (auto &K : N.Kids)
      Changed |= applyConstraints(*K);
    return Changed;
  }

  uint32_t OpCls = classes(Op);
  if (OpCls & Cls::SDNode) {
    const NodeProfile &Profile = profile(Op);
    unsigned NumResults = Profile.NumResults;
    int64_t NumOperands = Profile.NumOperands;
    if (NumOperands != -1 && int64_t(N.Kids.size()) != NumOperands)
      error(std::string(OpName) + " node requires exactly " + std::to_string(NumOperands) +
            " operand" + (NumOperands == 1 ? "" : "s") + "!");
    // llvm-tblgen visits the children first; the result depends on that
    // order (an unconstrained child is filled with the legal types before
    // its parent's pointer type reaches it: iPTR then meets a single legal
    // integer type, and becomes it).
    for (auto &K : N.Kids)
        Changed |= applyConstraints(*K);
    using TC = TypeConstraint;
    for (const TypeConstraint &C : Profile.Constraints) {
      unsigned ResNo = 0;
      PatNode &Target = constrained(*this, N, NumResults, C.OpNo, ResNo);
      auto Enforce = [&](const auto &Keep) {
        TypeSet &S = Target.Types[ResNo];
        bool Ch = !S.Known;
        fillLegal(S);
        Ch |= eraseIf(S, [&](unsigned V) { return !Keep(VT.at(V), V); });
        if (S.VTs.empty())
          contradiction();
        return Ch;
      };
      switch (C.K) {
      case TC::VT:
        Changed |= updateVT(Target, ResNo, C.VTDef);
        break;
      case TC::PtrTy:
        Changed |= update(Target, ResNo, TypeSet::of(VT.IPTR));
        break;
      case TC::Int:
        Changed |= Enforce([&](const MVTInfo &T, unsigned V) { return T.IsInteger || V == VT.IPTR; });
        break;
      case TC::FP:
        Changed |= Enforce([](const MVTInfo &T, unsigned) { return T.IsFP; });
        break;
      case TC::Vec:
        Changed |= Enforce([](const MVTInfo &T, unsigned) { return T.IsVector; });
        break;
      case TC::SameAs: {
        unsigned ORes = 0;
        PatNode &Other = constrained(*this, N, NumResults, C.Other, ORes);
        Changed |= update(Target, ResNo, Other.Types[ORes]);
        Changed |= update(Other, ORes, Target.Types[ResNo]);
        break;
      }
      case TC::VTSmallerThanOp: {
        const Record *V = Target.leafDef();
        if (!V || !(classes(V) & Cls::ValueType))
          error(std::string(OpName) + " expects a VT operand!");
        const MVTInfo *SmallT = VT.get(V);
        unsigned ORes = 0;
        PatNode &Other = constrained(*this, N, NumResults, C.Other, ORes);
        TypeSet Small = TypeSet::of(SmallT ? SmallT->Value : VT.Other);
        Changed |= smallerThan(Small, Other.Types[ORes], true);
        break;
      }
      case TC::OpSmallerThanOp: {
        unsigned BRes = 0;
        PatNode &Big = constrained(*this, N, NumResults, C.Other, BRes);
        Changed |= smallerThan(Target.Types[ResNo], Big.Types[BRes], false);
        break;
      }
      case TC::VecEltisVT: {
        Changed |= Enforce([](const MVTInfo &T, unsigned) { return T.IsVector; });
        const MVTInfo *E = VT.get(C.VTDef);
        Changed |= Enforce([&](const MVTInfo &T, unsigned) { return E && T.ElementValue == int(E->Value); });
        break;
      }
      case TC::EltOfVec: {
        unsigned ORes = 0;
        PatNode &Vec = constrained(*this, N, NumResults, C.Other, ORes);
        Changed |= eltOfVec(Vec.Types[ORes], Target.Types[ResNo]);
        break;
      }
      case TC::SameNumEltsAs:
      case TC::SameSizeAs: {
        unsigned ORes = 0;
        PatNode &Other = constrained(*this, N, NumResults, C.Other, ORes);
        // Scalars count as vectors of no elements.
        bool ByElts = C.K == TC::SameNumEltsAs;
        // A scalable count or size never equals a fixed one.
        auto Measure = [&](unsigned V) -> int64_t {
          const MVTInfo &T = VT.at(V);
          int64_t M = ByElts ? (T.IsVector ? int64_t(T.NumElts) : 0) : T.Size;
          return T.IsScalable ? -M - 1 : M;
        };
        Changed |= sameMeasure(Target.Types[ResNo], Other.Types[ORes], Measure);
        break;
      }
      case TC::SubVecOfVec: {
        unsigned ORes = 0;
        PatNode &Vec = constrained(*this, N, NumResults, C.Other, ORes);
        Changed |= subVecOfVec(Vec.Types[ORes], Target.Types[ResNo]);
        break;
      }
      case TC::Unknown: // (refused when the profile was read)
        break;
      }
    }
    return Changed;
  }

  if (OpCls & Cls::Instruction) {
    const Instruction *I = Instrs.find(Op);
    if (!I)
      error("Unknown instruction '" + std::string(OpName) + "'");
    auto Ops = Instrs.operands(*I);
    unsigned NumResults = I->NumDefs;
    unsigned ResultTypes = std::min<unsigned>(NumResults, unsigned(N.Types.size()));
    for (unsigned R = 0; R < ResultTypes; ++R) {
      // A class by HwMode whose types are, in every mode, the plain ones
      // the node already has adds nothing (and names no mode).
      if (Mode != AnyMode && classSameInEveryMode(Ops[R].Rec, N.Types[R]))
        continue;
      bool Known;
      TypeSet T = operandType(Ops[R].Rec, Known);
      if (Known)
        Changed |= update(N, R, T);
    }
    if (!I->ImplicitDefs.empty() && ResultTypes < N.Types.size()) {
      TypeSet T = TypeSet{};
      int Reg = Bank.regIndex(I->ImplicitDefs[0]);
      std::vector<unsigned> VTs;
      for (const RegClass &RC : Bank.regClasses())
        if (Reg >= 0 && RC.Def && RC.contains(unsigned(Reg)))
          for (const auto &V : RC.VTs)
            if (std::find(VTs.begin(), VTs.end(), V.get(V.firstMode()).Value) == VTs.end())
              VTs.push_back(V.get(V.firstMode()).Value);
      if (VTs.size() == 1 && VTs[0] != VT.Other)
        Changed |= update(N, ResultTypes, TypeSet::of(VTs[0]));
    }
    if (OpName == "INSERT_SUBREG") {
      if (N.Kids.empty())
        error("INSERT_SUBREG requires operands!");
      Changed |= update(N, 0, N.Kids[0]->Types[0]);
      Changed |= update(*N.Kids[0], 0, N.Types[0]);
    } else if (OpName == "REG_SEQUENCE") {
      size_t NC = N.Kids.size();
      if (NC < 3)
        error("REG_SEQUENCE requires at least 3 operands!");
      if (NC % 2 == 0)
        error("REG_SEQUENCE requires an odd number of operands!");
      const Record *RC = N.Kids[0]->leafDef();
      if (!RC || !RC->isSubClassOf("RegisterClass"))
        error("REG_SEQUENCE requires a RegisterClass for first operand!");
      for (size_t K = 1; K < NC; K += 2) {
        const Record *Sub = N.Kids[K + 1]->leafDef();
        if (!Sub || !Sub->isSubClassOf("SubRegIndex"))
          error("REG_SEQUENCE requires a SubRegIndex for operand " + std::to_string(K + 1) + "!");
      }
    }
    // Operands with defaults at the end may be overridden by extra children.
    unsigned NumFixed = unsigned(Ops.size());
    unsigned NonOverridable = NumFixed;
    while (NonOverridable > NumResults && hasDefaultOps(Ops[NonOverridable - 1].Rec))
      --NonOverridable;
    size_t Kid = 0;
    auto TooFew = [&] {
      error("Instruction '" + std::string(OpName) + "' expects more than the provided " +
            std::to_string(N.Kids.size()) + " operands!");
    };
    for (unsigned O = NumResults; O < NumFixed; ++O) {
      const Record *Rec = Ops[O].Rec;
      if (hasDefaultOps(Rec) && (O < NonOverridable || Kid >= N.Kids.size()))
        continue;
      if (Kid >= N.Kids.size())
        TooFew();
      PatNode *Child = N.Kids[Kid++].get();
      if (classes(Rec) & Cls::Operand) {
        const DagInit *MIInfo = miOperandInfo(Rec);
        unsigned NumArgs = MIInfo->getNumArgs();
        // A complex operand may be given one child per sub-operand, unless
        // a single child (a ComplexPattern) provides all of them.
        unsigned ChildMI = 1;
        if (!Child->isLeaf() && (classes(Child->Op) & Cls::ComplexPattern))
          ChildMI = unsigned(Child->Op->getValueAsInt("NumOperands"));
        else if (const Record *L = Child->leafDef(); L && (classes(L) & Cls::ComplexPattern))
          ChildMI = unsigned(L->getValueAsInt("NumOperands"));
        else if (L && (classes(L) & Cls::Operand))
          ChildMI = std::max(1u, unsigned(miOperandInfo(L)->getNumArgs()));
        if (NumArgs && ChildMI < NumArgs) {
          for (unsigned A = 0; A < NumArgs; ++A) {
            if (A) {
              if (Kid >= N.Kids.size())
                TooFew();
              Child = N.Kids[Kid++].get();
            }
            const auto *Sub = dyn_cast<DefInit>(MIInfo->getArg(A));
            bool Known = false;
            TypeSet T = Sub ? operandType(Sub->getDef(), Known) : TypeSet{};
            if (Known && !Child->Types.empty())
              Changed |= update(*Child, 0, T);
          }
          continue;
        }
      }
      if (Mode != AnyMode && !Child->Types.empty() && classSameInEveryMode(Rec, Child->Types[0]))
        continue;
      bool Known;
      TypeSet T = operandType(Rec, Known);
      if (Known && !Child->Types.empty())
        Changed |= update(*Child, 0, T);
    }
    if (!I->IsVariadic && Kid != N.Kids.size())
      error("Instruction '" + std::string(OpName) + "' was provided " +
            std::to_string(N.Kids.size()) + " operands but expected only " + std::to_string(Kid) +
            "!");
    for (auto &K : N.Kids)
      Changed |= applyConstraints(*K);
    return Changed;
  }

  if (OpCls & Cls::ComplexPattern) {
    // An untyped ComplexPattern operator (used under a type cast) is left to
    // the cast, as llvm-tblgen leaves it.
    const Record *Ty = defField(Op, TyField);
    if (!NotRegisters && Ty->getName() != "untyped")
      Changed |= updateVT(N, 0, Ty);
    for (auto &K : N.Kids)
      Changed |= applyConstraints(*K);
    return Changed;
  }

  if (OpCls & Cls::SDNodeXForm) {
    if (N.Kids.size() != 1)
      error("Node transform '" + std::string(OpName) + "' requires one operand!");
    return applyConstraints(*N.Kids[0]);
  }
  error("Unknown node type '" + std::string(OpName) + "'");
  return false;
}

bool Builder::smallerThan(TypeSet &Small, TypeSet &Big, bool SmallIsVT) {
  bool Changed = !Small.Known || !Big.Known;
  fillLegal(Small);
  fillLegal(Big);
  auto IsInt = [&](unsigned V) { return VT.at(V).IsInteger || V == VT.IPTR; };
  auto IsFP = [&](unsigned V) { return VT.at(V).IsFP; };
  auto IsVec = [&](unsigned V) { return VT.at(V).IsVector; };
  auto Any = [](const TypeSet &S, const std::function<bool(unsigned)> &P) {
    return std::any_of(S.VTs.begin(), S.VTs.end(), P);
  };
  if (Any(Small, IsInt) && Any(Big, IsInt)) {
    Changed |= eraseIf(Small, [&](unsigned V) { return !IsInt(V); });
    Changed |= eraseIf(Big, [&](unsigned V) { return !IsInt(V); });
  } else if (Any(Small, IsFP) && Any(Big, IsFP)) {
    Changed |= eraseIf(Small, [&](unsigned V) { return !IsFP(V); });
    Changed |= eraseIf(Big, [&](unsigned V) { return !IsFP(V); });
  } else if (SmallIsVT && Big.VTs.empty()) {
    Small.VTs.clear();
  } else if (Small.VTs.empty() || Big.VTs.empty()) {
    Small.VTs.clear();
    Big.VTs.clear();
  } else {
    error("Incompatible types");
  }
  if (!Any(Small, IsVec) || !Any(Big, IsVec)) {
    Changed |= eraseIf(Small, IsVec);
    Changed |= eraseIf(Big, IsVec);
  }
  auto ScalarBits = [&](unsigned V) {
    const MVTInfo &T = VT.at(V);
    return T.IsVector && T.NumElts ? T.Size / int64_t(T.NumElts) : T.Size;
  };
  auto Key = [&](unsigned V) { return std::make_tuple(ScalarBits(V), VT.at(V).Size); };
  auto LT = [&](unsigned A, unsigned B) { return Key(A) < Key(B); };
  auto SameKindLE = [&](unsigned A, unsigned B) {
    if (IsVec(A) != IsVec(B))
      return false;
    return Key(A) <= Key(B);
  };
  auto Extreme = [&](const TypeSet &S, bool Vec, bool Min) -> int {
    int Best = -1;
    for (unsigned V : S.VTs) {
      if (IsVec(V) != Vec)
        continue;
      if (Best < 0 || (Min ? LT(V, unsigned(Best)) : LT(unsigned(Best), V)))
        Best = int(V);
    }
    return Best;
  };
  for (bool Vec : {false, true}) {
    int MinS = Extreme(Small, Vec, true);
    if (MinS >= 0)
      Changed |= eraseIf(Big, [&](unsigned V) { return SameKindLE(V, unsigned(MinS)); });
    int MaxB = Extreme(Big, Vec, false);
    if (MaxB >= 0)
      Changed |= eraseIf(Small, [&](unsigned V) { return SameKindLE(unsigned(MaxB), V); });
  }
  if (Small.VTs.empty() || Big.VTs.empty())
    contradiction();
  return Changed;
}

bool Builder::eltOfVec(TypeSet &Vec, TypeSet &Elt) {
  bool Changed = !Vec.Known || !Elt.Known;
  fillLegal(Vec);
  fillLegal(Elt);
  Changed |= eraseIf(Vec, [&](unsigned V) { return !VT.at(V).IsVector; });
  Changed |= eraseIf(Elt, [&](unsigned V) {
    for (unsigned W : Vec.VTs)
      if (VT.at(W).ElementValue == int(V))
        return false;
    return true;
  });
  Changed |= eraseIf(Vec, [&](unsigned V) { return !contains(Elt, unsigned(VT.at(V).ElementValue)); });
  if (Vec.VTs.empty() || Elt.VTs.empty())
    contradiction();
  return Changed;
}

bool Builder::sameMeasure(TypeSet &A, TypeSet &B, const std::function<int64_t(unsigned)> &M) {
  bool Changed = !A.Known || !B.Known;
  fillLegal(A);
  fillLegal(B);
  // Each side keeps the types whose measure the other side has (both
  // against the sets as they were).
  auto Measures = [&](const TypeSet &S) {
    std::vector<int64_t> Out;
    Out.reserve(S.VTs.size());
    for (unsigned V : S.VTs)
      Out.push_back(M(V));
    return Out;
  };
  std::vector<int64_t> MA = Measures(A), MB = Measures(B);
  auto KeepIn = [&](TypeSet &S, const std::vector<int64_t> &Own, std::vector<int64_t> Other) {
    std::sort(Other.begin(), Other.end());
    size_t Out = 0;
    for (size_t I = 0; I < S.VTs.size(); ++I)
      if (std::binary_search(Other.begin(), Other.end(), Own[I]))
        S.VTs[Out++] = S.VTs[I];
    bool Dropped = Out != S.VTs.size();
    S.VTs.resize(Out);
    return Dropped;
  };
  Changed |= KeepIn(A, MA, MB);
  Changed |= KeepIn(B, MB, std::move(MA));
  if (A.VTs.empty() || B.VTs.empty())
    contradiction();
  return Changed;
}

bool Builder::subVecOfVec(TypeSet &Vec, TypeSet &Sub) {
  bool Changed = !Vec.Known || !Sub.Known;
  fillLegal(Vec);
  fillLegal(Sub);
  auto Fits = [&](unsigned S, unsigned V) {
    const MVTInfo &SI = VT.at(S), &VI = VT.at(V);
    return SI.IsVector && VI.IsVector && SI.IsScalable == VI.IsScalable &&
           SI.ElementValue == VI.ElementValue && SI.NumElts < VI.NumElts;
  };
  TypeSet OldVec = Vec;
  Changed |= eraseIf(Vec, [&](unsigned V) {
    return std::none_of(Sub.VTs.begin(), Sub.VTs.end(), [&](unsigned S) { return Fits(S, V); });
  });
  Changed |= eraseIf(Sub, [&](unsigned S) {
    return std::none_of(OldVec.VTs.begin(), OldVec.VTs.end(), [&](unsigned V) { return Fits(S, V); });
  });
  if (Vec.VTs.empty() || Sub.VTs.empty())
    contradiction();
  return Changed;
}

void Builder::collectNames(PatNode &N, NamedNodes &Out) {
  if (!N.Name.empty())
    Out.emplace_back(N.Name, &N);
  for (auto &K : N.Kids)
    collectNames(*K, Out);
}

void Builder::sortNames(NamedNodes &Names) {
  // Insertion sort (stable, no buffer): a pattern names few values.
  for (size_t I = 1; I < Names.size(); ++I) {
    auto E = Names[I];
    size_t J = I;
    for (; J > 0 && E.first < Names[J - 1].first; --J)
      Names[J] = Names[J - 1];
    Names[J] = E;
  }
}

bool Builder::allConcrete(const PatNode &N) {
  // A type nothing constrains (an instruction's "unknown" result) counts as
  // resolved, as in llvm-tblgen.
  for (const TypeSet &T : N.Types)
    if (T.Known && !T.isConcrete())
      return false;
  for (const auto &K : N.Kids)
    if (!allConcrete(*K))
      return false;
  return true;
}

void PatternDatabase::Builder::inferWithoutRegisters(PatNode &Tree) {
  NotRegisters = true;
  Soft = true;
  // Types by HwMode stay open: a copy made for one mode checks them.
  Mode = AnyMode;
  Contradicted = false;
  while (!Contradicted && applyConstraints(Tree)) {
  }
  Mode = 0;
  Soft = false;
  Contradicted = false;
  NotRegisters = false;
}

void PatternDatabase::inferWithoutRegisters(PatNode &Tree) const { B->inferWithoutRegisters(Tree); }

bool Builder::inferAll(const std::vector<PatNode *> &Trees, const NamedNodes *Input,
                       bool FromFirst) {
  NamedNodes Names;
  for (PatNode *T : Trees)
    collectNames(*T, Names);
  sortNames(Names);
  std::vector<std::pair<uint32_t, PatNode *>> Ties;
  auto CollectTies = [&] {
    Ties.clear();
    for (PatNode *T : Trees)
      collectTies(*T, Ties);
    std::stable_sort(Ties.begin(), Ties.end(),
                     [](const auto &A, const auto &B) { return A.first < B.first; });
  };
  CollectTies();
  // A contradiction (recorded when Soft) ends the inference, as an error
  // ends llvm-tblgen's: a constraint that empties a set of its own making
  // would otherwise report a change on every pass.
  bool Changed = true;
  while (Changed && !Contradicted) {
    Changed = false;
    bool Folded = false;
    for (PatNode *T : Trees) {
      Changed |= applyConstraints(*T);
      Folded |= foldBitconverts(*T);
    }
    if (Folded) {
      // A folded node's operand moved into it: collect the names again.
      this->Folded = true;
      Changed = true;
      Names.clear();
      for (PatNode *T : Trees)
        collectNames(*T, Names);
      sortNames(Names);
      CollectTies();
    }
    // Tied nodes are one node: each takes the others' constraints.
    for (size_t I = 0; I + 1 < Ties.size(); ++I) {
      if (Ties[I].first != Ties[I + 1].first)
        continue;
      PatNode &A = *Ties[I].second, &B = *Ties[I + 1].second;
      for (size_t R = 0; R < A.Types.size() && R < B.Types.size(); ++R) {
        Changed |= update(A, unsigned(R), B.Types[R]);
        Changed |= update(B, unsigned(R), A.Types[R]);
      }
    }
    for (size_t Begin = 0, End; Begin < Names.size(); Begin = End) {
      std::string_view Name = Names[Begin].first;
      End = Begin + 1;
      while (End < Names.size() && Names[End].first == Name)
        ++End;
      if (Input || FromFirst) {
        const PatNode *FromNode = Names[Begin].second;
        if (Input) {
          auto It = std::lower_bound(Input->begin(), Input->end(), Name,
                                     [](const auto &E, std::string_view N) { return E.first < N; });
          if (It == Input->end() || It->first != Name)
            error("Node '" + std::string(Name) + "' in output pattern but not input pattern");
          FromNode = It->second;
        }
        const PatNode &From = *FromNode;
        for (size_t I = Begin; I < End; ++I) {
          PatNode *N = Names[I].second;
          if (N == &From)
            continue;
          // A register-class leaf at the root may change the type.
          if (N == Trees[0] && N->isLeaf()) {
            const Record *R = N->leafDef();
            if (R && (classes(R) & (Cls::RegisterClass | Cls::RegisterOperand)))
              continue;
          }
          if (!N->Types.empty() && !From.Types.empty())
            Changed |= update(*N, 0, From.Types[0]);
        }
      }
      for (size_t I = Begin; I + 1 < End; ++I) {
        PatNode &A = *Names[I].second, &B = *Names[I + 1].second;
        for (size_t R = 0; R < A.Types.size() && R < B.Types.size(); ++R)
          Changed |= update(A, unsigned(R), B.Types[R]);
      }
    }
  }
  for (PatNode *T : Trees)
    if (!allConcrete(*T))
      return false;
  return true;
}

void Builder::collectTies(PatNode &N, std::vector<std::pair<uint32_t, PatNode *>> &Out) {
  if (N.Tie)
    Out.emplace_back(N.Tie, &N);
  for (auto &K : N.Kids)
    collectTies(*K, Out);
}

bool Builder::foldBitconverts(PatNode &N) {
  if (N.isLeaf())
    return false;
  if (N.Op->getName() == "bitconvert" && N.Name.empty() && N.Kids.size() == 1 &&
      !N.Types.empty() && N.Types[0].isConcrete() && !N.Kids[0]->Types.empty() &&
      N.Types[0] == N.Kids[0]->Types[0]) {
    std::unique_ptr<PatNode> Operand = std::move(N.Kids[0]);
    N = std::move(*Operand);
    foldBitconverts(N);
    return true;
  }
  bool Folded = false;
  for (auto &K : N.Kids)
    Folded |= foldBitconverts(*K);
  return Folded;
}

bool Builder::forceArbitrary(PatNode &N) {
  if (N.isLeaf())
    return false;
  for (auto &K : N.Kids)
    if (forceArbitrary(*K))
      return true;
  if (!(classes(N.Op) & Cls::Instruction))
    return false;
  for (TypeSet &T : N.Types) {
    if (!T.Known || T.VTs.size() <= 1)
      continue;
    T.VTs.resize(1);
    return true;
  }
  return false;
}

} // namespace codegen
} // namespace tblgen
