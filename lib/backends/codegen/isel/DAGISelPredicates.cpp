//===- DAGISelPredicates.cpp - Node predicate code, pattern text ----------===//
//
// The C++ a node predicate runs (one case of CheckNodePredicate): for an
// immediate predicate (ImmLeaf) the immediate read as int64_t, APInt or
// APFloat followed by its ImmediateCode; otherwise the node cast to its
// SDNode class, the checks the PatFrags' memory fields ask for (address
// space, alignment, memory type, atomic ordering, addressing mode,
// extension / truncation, scalar memory type, use counts) and its
// PredicateCode. Inconsistent fields are errors at the PatFrags, with
// llvm-tblgen's messages.
//
// Also the text llvm-tblgen prints for a pattern tree in the Src/Dst
// comments.
//
//===----------------------------------------------------------------------===//
#include "backends/codegen/isel/DAGISelMatcher.h"

#include "tblgen/Casting.h"
#include "tblgen/Error.h"
#include "tblgen/Record.h"

namespace tblgen {
namespace dagisel {

namespace {

/// A predicate field that is a bit set to 1 (absent or '?' is false).
bool bit(const Record *R, std::string_view Field) {
  const RecordVal *V = R->getValue(Field);
  if (!V)
    return false;
  const auto *B = dyn_cast<BitInit>(V->getValue());
  return B && B->getValue();
}

/// A predicate field that is a bit explicitly set to 0.
bool bitFalse(const Record *R, std::string_view Field) {
  const RecordVal *V = R->getValue(Field);
  if (!V)
    return false;
  const auto *B = dyn_cast<BitInit>(V->getValue());
  return B && !B->getValue();
}

const Record *optionalDef(const Record *R, std::string_view Field) {
  const RecordVal *V = R->getValue(Field);
  if (!V)
    return nullptr;
  const auto *D = dyn_cast<DefInit>(V->getValue());
  return D ? D->getDef() : nullptr;
}

std::string str(const Record *R, std::string_view Field) {
  const RecordVal *V = R->getValue(Field);
  if (!V)
    return "";
  const auto *S = dyn_cast<StringInit>(V->getValue());
  return S ? std::string(S->getValue()) : "";
}

} // namespace

/// Appends the SDNode class at the root of each of Frag's trees: (vt X)
/// casts are X, a bare def is an operator without operands, a PatFrags at
/// the root stands for its own trees' roots; a leaf is "SDNode".
void rootClasses(const Record *Frag, std::vector<std::string> &Out, unsigned Depth) {
  for (const Init *I : Frag->getValueAsListInit("Fragments")->getValues()) {
    const Record *Root = nullptr;
    while (const auto *D = dyn_cast<DagInit>(I)) {
      const auto *Op = dyn_cast<DefInit>(D->getOperator());
      Root = Op ? Op->getDef() : nullptr;
      if (!Root || !Root->isSubClassOf("ValueType") || D->getNumArgs() != 1)
        break;
      Root = nullptr;
      I = D->getArg(0);
    }
    if (const auto *DI = dyn_cast<DefInit>(I))
      Root = DI->getDef();
    if (Root && Root->isSubClassOf("SDNode"))
      Out.push_back(Root->getValueAsString("SDClass"));
    else if (Root && Root->isSubClassOf("PatFrags") && Depth < 64)
      rootClasses(Root, Out, Depth + 1);
    else
      Out.push_back("SDNode");
  }
}

std::string nodePredicateCode(const DAGISelTarget &T, const Record *Frag, bool &Ok) {
  Ok = true;
  auto Fail = [&](const std::string &Msg) -> std::string { PrintFatalError(Frag, Msg); };
  bool IsLoad = bit(Frag, "IsLoad"), IsStore = bit(Frag, "IsStore"), IsAtomic = bit(Frag, "IsAtomic");
  bool Unindexed = bit(Frag, "IsUnindexed");
  bool NonExt = bit(Frag, "IsNonExtLoad"), AnyExt = bit(Frag, "IsAnyExtLoad");
  bool SExt = bit(Frag, "IsSignExtLoad"), ZExt = bit(Frag, "IsZeroExtLoad");
  bool NonTrunc = bitFalse(Frag, "IsTruncStore"), Trunc = bit(Frag, "IsTruncStore");
  const Record *MemoryVT = optionalDef(Frag, "MemoryVT");
  const Record *ScalarMemoryVT = optionalDef(Frag, "ScalarMemoryVT");
  const RecordVal *AS = Frag->getValue("AddressSpaces");
  const auto *AddressSpaces = AS ? dyn_cast<ListInit>(AS->getValue()) : nullptr;
  int64_t MinAlign = 0;
  if (const RecordVal *A = Frag->getValue("MinAlignment"))
    if (const auto *I = dyn_cast<IntInit>(A->getValue()))
      MinAlign = I->getValue();
  // The ordering checks: their name, the field, and the value that asks for
  // them (the "weaker than" checks are the "or stronger" fields set to 0).
  struct OrderingCheck {
    std::string_view Name, Field;
    bool Value;
  };
  static constexpr OrderingCheck Orderings[] = {
      {"IsAtomicOrderingMonotonic", "IsAtomicOrderingMonotonic", true},
      {"IsAtomicOrderingAcquire", "IsAtomicOrderingAcquire", true},
      {"IsAtomicOrderingRelease", "IsAtomicOrderingRelease", true},
      {"IsAtomicOrderingAcquireRelease", "IsAtomicOrderingAcquireRelease", true},
      {"IsAtomicOrderingSequentiallyConsistent", "IsAtomicOrderingSequentiallyConsistent", true},
      {"IsAtomicOrderingAcquireOrStronger", "IsAtomicOrderingAcquireOrStronger", true},
      {"IsAtomicOrderingWeakerThanAcquire", "IsAtomicOrderingAcquireOrStronger", false},
      {"IsAtomicOrderingReleaseOrStronger", "IsAtomicOrderingReleaseOrStronger", true},
      {"IsAtomicOrderingWeakerThanRelease", "IsAtomicOrderingReleaseOrStronger", false}};

  std::string ImmCode = str(Frag, "ImmediateCode");
  if (!ImmCode.empty()) {
    static constexpr std::pair<std::string_view, std::string_view> NotWithImm[] = {
        {"IsLoad", "IsLoad"}, {"IsStore", "IsStore"}, {"IsUnindexed", "IsUnindexed"},
        {"IsNonExtLoad", "IsNonExtLoad"}, {"IsAnyExtLoad", "IsAnyExtLoad"},
        {"IsSignExtLoad", "IsSignExtLoad"}, {"IsZeroExtLoad", "IsZeroExtLoad"},
        {"IsTruncStore", "IsTruncStore"}};
    for (auto [Field, Name] : NotWithImm)
      if (bit(Frag, Field))
        Fail(std::string(Name) + " cannot be used with ImmLeaf or its subclasses");
    if (NonTrunc)
      Fail("IsNonTruncStore cannot be used with ImmLeaf or its subclasses");
    if (MemoryVT)
      Fail("MemoryVT cannot be used with ImmLeaf or its subclasses");
    if (ScalarMemoryVT)
      Fail("ScalarMemoryVT cannot be used with ImmLeaf or its subclasses");
    std::string Result;
    if (bit(Frag, "IsAPFloat"))
      Result = "    const APFloat & Imm = cast<ConstantFPSDNode>(Op.getNode())->getValueAPF();\n";
    else if (bit(Frag, "IsAPInt"))
      Result = "    const APInt & Imm = Op->getAsAPIntVal();\n";
    else
      Result = "    int64_t Imm = cast<ConstantSDNode>(Op.getNode())->getSExtValue();\n";
    return Result + ImmCode;
  }

  // The SDNode class of the fragment's trees, with the fragments they use
  // at their roots inlined (they must agree).
  std::vector<std::string> TreeClasses;
  rootClasses(Frag, TreeClasses, 0);
  std::string ClassName;
  for (const std::string &TreeClass : TreeClasses) {
    if (ClassName.empty())
      ClassName = TreeClass;
    else if (ClassName != TreeClass)
      Fail("PatFrags trees do not have consistent class");
  }
  if (ClassName.empty())
    ClassName = "SDNode";

  if (!IsLoad && !IsStore && !IsAtomic && MemoryVT)
    Fail("MemoryVT requires IsLoad or IsStore");
  if (!IsLoad && !IsStore) {
    if (Unindexed)
      Fail("IsUnindexed requires IsLoad or IsStore");
    if (ScalarMemoryVT)
      Fail("ScalarMemoryVT requires IsLoad or IsStore");
  }
  if (int(IsLoad) + int(IsStore) + int(IsAtomic) > 1)
    Fail("IsLoad, IsStore, and IsAtomic are mutually exclusive");
  bool NoMemFields = !MemoryVT && !ScalarMemoryVT && !AddressSpaces && MinAlign < 1;
  if (IsLoad) {
    if (!Unindexed && !NonExt && !AnyExt && !SExt && !ZExt && NoMemFields)
      Fail("IsLoad cannot be used by itself");
  } else {
    if (!IsAtomic) {
      if (NonExt)
        Fail("IsNonExtLoad requires IsLoad or IsAtomic");
      if (AnyExt)
        Fail("IsAnyExtLoad requires IsLoad or IsAtomic");
      if (SExt)
        Fail("IsSignExtLoad requires IsLoad or IsAtomic");
      if (ZExt)
        Fail("IsZeroExtLoad requires IsLoad or IsAtomic");
    }
  }
  if (IsStore) {
    if (!Unindexed && !Trunc && !NonTrunc && NoMemFields)
      Fail("IsStore cannot be used by itself");
  } else {
    if (NonTrunc)
      Fail("IsNonTruncStore requires IsStore");
    if (Trunc)
      Fail("IsTruncStore requires IsStore");
  }
  if (!IsAtomic)
    for (const OrderingCheck &O : Orderings)
      if (O.Value ? bit(Frag, O.Field) : bitFalse(Frag, O.Field))
        Fail(std::string(O.Name) + " requires IsAtomic");

  std::string Code;
  if (IsLoad || IsStore || IsAtomic) {
    if (AddressSpaces) {
      Code += "unsigned AddrSpace = cast<MemSDNode>(N)->getAddressSpace();\n if (";
      bool First = true;
      for (const Init *V : AddressSpaces->getValues()) {
        const auto *I = dyn_cast<IntInit>(V);
        if (!I)
          Fail("AddressSpaces element must be integer");
        Code += (First ? "" : " && ") + std::string("AddrSpace != ") + std::to_string(uint64_t(I->getValue()));
        First = false;
      }
      Code += ")\nreturn false;\n";
    }
    if (MinAlign > 0)
      Code += "if (cast<MemSDNode>(N)->getAlign() < Align(" + std::to_string(MinAlign) +
              "))\nreturn false;\n";
    if (MemoryVT)
      Code += "if (cast<MemSDNode>(N)->getMemoryVT() != MVT::" + std::string(MemoryVT->getName()) +
              ") return false;\n";
  }
  if (IsAtomic) {
    static constexpr std::pair<std::string_view, std::string_view> Exact[] = {
        {"IsAtomicOrderingMonotonic", "Monotonic"},
        {"IsAtomicOrderingAcquire", "Acquire"},
        {"IsAtomicOrderingRelease", "Release"},
        {"IsAtomicOrderingAcquireRelease", "AcquireRelease"},
        {"IsAtomicOrderingSequentiallyConsistent", "SequentiallyConsistent"}};
    for (auto [Field, Ord] : Exact)
      if (bit(Frag, Field))
        Code += "if (cast<AtomicSDNode>(N)->getMergedOrdering() != AtomicOrdering::" + std::string(Ord) +
                ") return false;\n";
    if (bit(Frag, "IsAtomicOrderingAcquireOrStronger"))
      Code += "if (!isAcquireOrStronger(cast<AtomicSDNode>(N)->getMergedOrdering())) return false;\n";
    if (bitFalse(Frag, "IsAtomicOrderingAcquireOrStronger"))
      Code += "if (isAcquireOrStronger(cast<AtomicSDNode>(N)->getMergedOrdering())) return false;\n";
    if (bit(Frag, "IsAtomicOrderingReleaseOrStronger"))
      Code += "if (!isReleaseOrStronger(cast<AtomicSDNode>(N)->getMergedOrdering())) return false;\n";
    if (bitFalse(Frag, "IsAtomicOrderingReleaseOrStronger"))
      Code += "if (isReleaseOrStronger(cast<AtomicSDNode>(N)->getMergedOrdering())) return false;\n";
  }
  // Extension kinds of loads and atomic loads.
  auto ExtChecks = [&](const std::string &Node) {
    if (int(NonExt) + int(AnyExt) + int(SExt) + int(ZExt) > 1)
      Fail("IsNonExtLoad, IsAnyExtLoad, IsSignExtLoad, and IsZeroExtLoad are mutually exclusive");
    const std::pair<bool, std::string_view> Kinds[] = {
        {NonExt, "NON_EXTLOAD"}, {AnyExt, "EXTLOAD"}, {SExt, "SEXTLOAD"}, {ZExt, "ZEXTLOAD"}};
    for (auto [Set, Kind] : Kinds)
      if (Set)
        Code += "if (cast<" + Node + ">(N)->getExtensionType() != ISD::" + std::string(Kind) +
                ") return false;\n";
  };
  if (IsAtomic)
    ExtChecks("AtomicSDNode");
  if (IsLoad || IsStore) {
    std::string Node = IsLoad ? "LoadSDNode" : "StoreSDNode";
    if (Unindexed)
      Code += "if (cast<" + Node + ">(N)->getAddressingMode() != ISD::UNINDEXED) return false;\n";
    if (IsLoad) {
      ExtChecks(Node);
    } else {
      if (int(NonTrunc) + int(Trunc) > 1)
        Fail("IsNonTruncStore, and IsTruncStore are mutually exclusive");
      if (NonTrunc)
        Code += " if (cast<StoreSDNode>(N)->isTruncatingStore()) return false;\n";
      if (Trunc)
        Code += " if (!cast<StoreSDNode>(N)->isTruncatingStore()) return false;\n";
    }
    if (ScalarMemoryVT)
      Code += "if (cast<" + Node + ">(N)->getMemoryVT().getScalarType() != MVT::" +
              std::string(ScalarMemoryVT->getName()) + ") return false;\n";
  }
  if (bit(Frag, "HasNoUse"))
    Code += "if (N->hasAnyUseOfValue(0)) return false;\n";
  if (bit(Frag, "HasOneUse"))
    Code += "if (!N->hasNUsesOfValue(1, 0)) return false;\n";
  std::string PredCode = str(Frag, "PredicateCode");
  Code += PredCode;
  if (PredCode.empty() && !Code.empty())
    Code += "return true;\n";

  std::string Head = ClassName == "SDNode" ? "    SDNode *N = Op.getNode();\n"
                                           : "    auto *N = cast<" + ClassName + ">(Op.getNode());\n";
  (void)T;
  return Head + "    (void)N;\n" + Code;
}

std::string patternText(const PatNode &N, const codegen::MVTTable &VT) {
  std::string S;
  N.appendText(S, VT);
  return S;
}

} // namespace dagisel
} // namespace tblgen
