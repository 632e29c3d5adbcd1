//===- IntrinsicAttributes.cpp - The GET_INTRINSIC_ATTRIBUTES section -----===//
//
// Attributes are emitted as three levels of uniqued tables:
//
//  * argument attribute sets: the attributes of one parameter (or of the
//    return value), numbered in order of first use;
//  * function attribute sets: the function-level flags and memory effects,
//    numbered in order of first use;
//  * argument attribute lists: the (attribute index, argument set) pairs of
//    a whole intrinsic, numbered in order of first use and stored in one
//    suffix-sharing array.
//
// Each intrinsic maps to its function set and argument list through a
// packed integer whose width depends on how many of each there are.
//
//===----------------------------------------------------------------------===//

#include "IntrinsicEmitter.h"
#include "backends/common/SequenceTables.h"

#include "tblgen/Error.h"

#include <bit>
#include <unordered_map>

namespace tblgen::intrinsics {
using tables::SequenceTable;
using tables::StringOffsetTable;
namespace {

using AttrSpan = std::span<const IndexedArgAttr>;

/// Hashes and compares attribute lists by content; WithIndex says whether
/// the attribute index takes part (whole-intrinsic lists) or not (the
/// attributes of a single argument).
template <bool WithIndex> struct SpanHash {
  size_t operator()(AttrSpan S) const {
    uint64_t H = 0x9E3779B97F4A7C15ull ^ S.size();
    for (const IndexedArgAttr &A : S) {
      uint64_t V = (WithIndex ? uint64_t(A.Index) << 8 : 0) | uint64_t(A.Kind);
      for (uint64_t X : {V, A.Value, A.Value2}) {
        H ^= X + 0x9E3779B97F4A7C15ull + (H << 6) + (H >> 2);
      }
    }
    return size_t(H);
  }
};
template <bool WithIndex> struct SpanEq {
  bool operator()(AttrSpan L, AttrSpan R) const {
    if (L.size() != R.size())
      return false;
    for (size_t I = 0; I != L.size(); ++I)
      if ((WithIndex && L[I].Index != R[I].Index) || L[I].Kind != R[I].Kind ||
          L[I].Value != R[I].Value || L[I].Value2 != R[I].Value2)
        return false;
    return true;
  }
};

/// The LLVM Attribute enumerator of an argument attribute.
std::string_view attrEnumName(ArgAttrKind K) {
  switch (K) {
  case ArgAttrKind::NoCapture: return "NoCapture";
  case ArgAttrKind::NoAlias: return "NoAlias";
  case ArgAttrKind::NoUndef: return "NoUndef";
  case ArgAttrKind::NonNull: return "NonNull";
  case ArgAttrKind::Returned: return "Returned";
  case ArgAttrKind::ReadOnly: return "ReadOnly";
  case ArgAttrKind::WriteOnly: return "WriteOnly";
  case ArgAttrKind::ReadNone: return "ReadNone";
  case ArgAttrKind::ImmArg: return "ImmArg";
  case ArgAttrKind::Alignment: return "Alignment";
  case ArgAttrKind::Dereferenceable: return "Dereferenceable";
  case ArgAttrKind::Range: return "Range";
  }
  return "";
}

void emitArgAttr(OStream &OS, const IndexedArgAttr &A) {
  switch (A.Kind) {
  case ArgAttrKind::NoCapture:
    OS << "      Attribute::getWithCaptureInfo(C, CaptureInfo::none()),\n";
    return;
  case ArgAttrKind::Alignment:
  case ArgAttrKind::Dereferenceable:
    OS << "      Attribute::get(C, Attribute::" << attrEnumName(A.Kind) << ", " << A.Value << "),\n";
    return;
  case ArgAttrKind::Range:
    OS << "      Attribute::get(C, Attribute::Range, ConstantRange(APInt(BitWidth, "
       << int64_t(A.Value) << ", /*isSigned=*/true, /*implicitTrunc=*/true), APInt(BitWidth, "
       << int64_t(A.Value2) << ", /*isSigned=*/true, /*implicitTrunc=*/true))),\n";
    return;
  default:
    OS << "      Attribute::get(C, Attribute::" << attrEnumName(A.Kind) << "),\n";
    return;
  }
}

/// What distinguishes two function attribute sets: the flags (including
/// IntrHasSideEffects, which is not an attribute itself) and the effective
/// memory effects.
uint64_t fnAttrKey(const CodeGenIntrinsic &Int) {
  const uint32_t NotAttributes = 1u << unsigned(IntrinsicFlag::Commutative) |
                                 1u << unsigned(IntrinsicFlag::Overloaded);
  return uint64_t(Int.Flags & ~NotAttributes) << 32 | Int.getEffectiveME().toIntValue();
}

void emitFnAttrSet(OStream &OS, const CodeGenIntrinsic &Int) {
  static constexpr std::pair<IntrinsicFlag, std::string_view> FlagAttributes[] = {
#define INTRINSIC_FLAG(Id, Property, Attribute) {IntrinsicFlag::Id, Attribute},
#include "backends/intrinsics/IntrinsicFlags.def"
  };
  auto Add = [&OS](std::string_view Attr) {
    OS << "      Attribute::get(C, Attribute::" << Attr << "),\n";
  };
  if (!Int.has(IntrinsicFlag::Throws))
    Add("NoUnwind");
  for (auto [Flag, Attr] : FlagAttributes)
    if (!Attr.empty() && Int.has(Flag))
      Add(Attr);
  MemoryEffects ME = Int.getEffectiveME();
  if (ME != MemoryEffects::unknown()) {
    OS << "      // ";
    ME.print(OS);
    OS << "\n      Attribute::getWithMemoryEffects(C, MemoryEffects::createFromIntValue("
       << ME.toIntValue() << ")),\n";
  }
}

/// Number of bits for values 0..N-1 (32 for N == 0, as LLVM's Log2_32_Ceil).
unsigned log2Ceil(uint32_t N) { return 32 - unsigned(std::countl_zero(uint32_t(N - 1))); }

} // namespace

void emitAttributes(const CodeGenIntrinsicTable &Ints, OStream &OS) {
  OS << "// Add parameter attributes that are not common to all intrinsics.\n"
        "#ifdef GET_INTRINSIC_ATTRIBUTES\n"
        "static AttributeSet getIntrinsicArgAttributeSet(LLVMContext &C, unsigned ID,\n"
        "                                                Type *ArgType) {\n"
        "  unsigned BitWidth = ArgType->getScalarSizeInBits();\n"
        "  switch (ID) {\n"
        "  default: llvm_unreachable(\"Invalid attribute set number\");\n";

  // Argument attribute sets, and each intrinsic's (index, set) pairs.
  std::unordered_map<AttrSpan, unsigned, SpanHash<false>, SpanEq<false>> ArgSetIDs;
  std::vector<std::pair<unsigned, unsigned>> Pairs; // all intrinsics', concatenated
  std::vector<uint32_t> PairBegin(Ints.size() + 1);
  for (size_t I = 0; I != Ints.size(); ++I) {
    PairBegin[I] = uint32_t(Pairs.size());
    AttrSpan Attrs = Ints[I].ArgAttrs;
    for (size_t B = 0; B != Attrs.size();) {
      size_t E = B + 1;
      while (E != Attrs.size() && Attrs[E].Index == Attrs[B].Index)
        ++E;
      AttrSpan Group = Attrs.subspan(B, E - B);
      auto [It, Inserted] = ArgSetIDs.try_emplace(Group, unsigned(ArgSetIDs.size()));
      if (Inserted) {
        OS << "  case " << It->second << ":\n    return AttributeSet::get(C, {\n";
        for (const IndexedArgAttr &A : Group)
          emitArgAttr(OS, A);
        OS << "    });\n";
      }
      Pairs.push_back({Attrs[B].Index, It->second});
      B = E;
    }
  }
  PairBegin[Ints.size()] = uint32_t(Pairs.size());
  OS << "  }\n} // getIntrinsicArgAttributeSet\n\n";

  // Function attribute sets.
  OS << "static AttributeSet getIntrinsicFnAttributeSet(LLVMContext &C, unsigned ID) {\n"
        "  switch (ID) {\n"
        "    default: llvm_unreachable(\"Invalid attribute set number\");\n";
  std::unordered_map<uint64_t, unsigned> FnSetIDs;
  std::vector<unsigned> FnIDs(Ints.size(), ~0u);
  for (size_t I = 0; I != Ints.size(); ++I) {
    const CodeGenIntrinsic &Int = Ints[I];
    if (!Int.hasFnAttributes())
      continue;
    auto [It, Inserted] = FnSetIDs.try_emplace(fnAttrKey(Int), unsigned(FnSetIDs.size()));
    FnIDs[I] = It->second;
    if (!Inserted)
      continue;
    OS << "  case " << It->second << ": // " << Int.Name
       << "\n    return AttributeSet::get(C, {\n";
    emitFnAttrSet(OS, Int);
    OS << "    });\n";
  }
  OS << "  }\n} // getIntrinsicFnAttributeSet\n";

  // Whole-intrinsic argument attribute lists.
  std::unordered_map<AttrSpan, unsigned, SpanHash<true>, SpanEq<true>> ArgListIDs;
  std::vector<unsigned> ListIDs(Ints.size());
  std::vector<size_t> ListFirstUser; // intrinsic that introduced each list
  unsigned MaxAttrs = 0;
  for (size_t I = 0; I != Ints.size(); ++I) {
    auto [It, Inserted] = ArgListIDs.try_emplace(Ints[I].ArgAttrs, unsigned(ArgListIDs.size()));
    if (Inserted)
      ListFirstUser.push_back(I);
    ListIDs[I] = It->second;
    unsigned NumAttrs = PairBegin[I + 1] - PairBegin[I] + (FnIDs[I] != ~0u ? 1 : 0);
    MaxAttrs = std::max(MaxAttrs, NumAttrs);
  }

  const unsigned ArgBits = log2Ceil(uint32_t(ArgListIDs.size()));
  const unsigned FnBits = log2Ceil(uint32_t(FnSetIDs.size() + 1));
  const uint64_t NoFnAttrsID = FnBits >= 64 ? ~0ull : (uint64_t(1) << FnBits) - 1;
  unsigned MapBits = std::bit_ceil(ArgBits + FnBits);
  if (MapBits < 8)
    MapBits = 8;
  else if (MapBits > 64)
    PrintFatalError("Packed ID of IntrinsicsToAttributesMap exceeds 64b!");
  else if (MapBits > 16)
    PrintWarning("Packed ID of IntrinsicsToAttributesMap exceeds 16b, this may cause "
                 "performance drop (pr106809), please consider redesigning intrinsic sets!");

  OS << "static constexpr uint" << MapBits << "_t IntrinsicsToAttributesMap[] = {\n";
  for (size_t I = 0; I != Ints.size(); ++I)
    OS << "    " << (FnIDs[I] != ~0u ? uint64_t(FnIDs[I]) : NoFnAttrsID) << " << " << ArgBits
       << " | " << ListIDs[I] << ", // " << Ints[I].Name << '\n';
  OS << "}; // IntrinsicsToAttributesMap\n\n";

  // The (index, set) pairs of every list, packed.
  using Pair = std::pair<unsigned, unsigned>;
  SequenceTable<Pair> PairTable(std::nullopt);
  std::vector<unsigned> ListSeq(ListFirstUser.size(), ~0u);
  for (size_t L = 0; L != ListFirstUser.size(); ++L) {
    size_t I = ListFirstUser[L];
    std::span<const Pair> Seq(Pairs.data() + PairBegin[I], PairBegin[I + 1] - PairBegin[I]);
    if (!Seq.empty())
      ListSeq[L] = PairTable.add(Seq);
  }
  PairTable.layout();

  OS << "namespace {\n"
        "struct ArgNoAttrIDPair {\n"
        "  uint16_t ArgNo, ArgAttrID;\n"
        "};\n"
        "} // namespace\n"
        "\n"
        "// Number of entries: "
     << PairTable.size()
     << "\n"
        "static constexpr ArgNoAttrIDPair ArgAttrIdTable[] = {\n";
  PairTable.emit(OS, [](OStream &O, const Pair &P) {
    O << '{' << P.first << ", " << P.second << '}';
  });
  OS << "}; // ArgAttrIdTable\n"
        "\n"
        "namespace {\n"
        "struct ArgAttributesInfo {\n"
        "  uint16_t StartIndex;\n"
        "  uint16_t NumAttrs;\n"
        "};\n"
        "} // namespace\n"
        "\n"
        "// Number of entries: "
     << ListFirstUser.size()
     << "\n"
        "static constexpr ArgAttributesInfo ArgAttributesInfoTable[] = {\n";
  for (size_t L = 0; L != ListFirstUser.size(); ++L) {
    size_t I = ListFirstUser[L];
    unsigned Start = ListSeq[L] == ~0u ? 0 : PairTable.offsetOf(ListSeq[L]);
    OS << "  {" << Start << ", " << (PairBegin[I + 1] - PairBegin[I]) << "},\n";
  }
  OS << "}; // ArgAttributesInfoTable\n\n";

  OS << "\n"
        "template <typename IDTy>\n"
        "inline std::pair<uint32_t, uint32_t> unpackID(const IDTy PackedID) {\n"
        "  constexpr uint8_t UniqAttributesBitSize = "
     << ArgBits
     << ";\n"
        "  const uint32_t FnAttrID = PackedID >> UniqAttributesBitSize;\n"
        "  const uint32_t ArgAttrID = PackedID &\n"
        "    maskTrailingOnes<uint32_t>(UniqAttributesBitSize);\n"
        "  return {FnAttrID, ArgAttrID};\n"
        "}\n"
        "\n"
        "AttributeList Intrinsic::getAttributes(LLVMContext &C, ID id,\n"
        "                                       FunctionType *FT) {\n"
        "  if (id == 0)\n"
        "    return AttributeList();\n"
        "  auto [FnAttrID, ArgAttrID] = unpackID(IntrinsicsToAttributesMap[id - 1]);\n"
        "  using PairTy = std::pair<unsigned, AttributeSet>;\n"
        "  alignas(PairTy) char ASStorage[sizeof(PairTy) * "
     << MaxAttrs
     << "];\n"
        "  PairTy *AS = reinterpret_cast<PairTy *>(ASStorage);\n"
        "\n"
        "  // Construct an ArrayRef for easier range checking.\n"
        "  ArrayRef<ArgAttributesInfo> ArgAttributesInfoTableAR(ArgAttributesInfoTable);\n"
        "  if (ArgAttrID >= ArgAttributesInfoTableAR.size())\n"
        "    llvm_unreachable(\"Invalid arguments attribute ID\");\n"
        "\n"
        "  auto [StartIndex, NumAttrs] = ArgAttributesInfoTableAR[ArgAttrID];\n"
        "  for (unsigned Idx = 0; Idx < NumAttrs; ++Idx) {\n"
        "    auto [ArgNo, ArgAttrID] = ArgAttrIdTable[StartIndex + Idx];\n"
        "    AS[Idx] = {ArgNo,\n"
        "        getIntrinsicArgAttributeSet(C, ArgAttrID, FT->getContainedType(ArgNo))};\n"
        "  }\n"
        "  if (FnAttrID != "
     << NoFnAttrsID
     << ") {\n"
        "    AS[NumAttrs++] = {AttributeList::FunctionIndex,\n"
        "                      getIntrinsicFnAttributeSet(C, FnAttrID)};\n"
        "  }\n"
        "  return AttributeList::get(C, ArrayRef(AS, NumAttrs));\n"
        "}\n"
        "\n"
        "AttributeSet Intrinsic::getFnAttributes(LLVMContext &C, ID id) {\n"
        "  if (id == 0)\n"
        "    return AttributeSet();\n"
        "  auto [FnAttrID, _] = unpackID(IntrinsicsToAttributesMap[id - 1]);\n"
        "  if (FnAttrID == "
     << NoFnAttrsID
     << ")\n"
        "    return AttributeSet();\n"
        "  return getIntrinsicFnAttributeSet(C, FnAttrID);\n"
        "}\n"
        "#endif // GET_INTRINSIC_ATTRIBUTES\n"
        "\n";
}

} // namespace tblgen::intrinsics
