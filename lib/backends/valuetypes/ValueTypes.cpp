//===- ValueTypes.cpp - -gen-vt --------------------------------------------===//
//
// Emits the machine value type tables from llvm/CodeGen/ValueTypes.td: one
// GET_VT_ATTR line per type (in definition order, which is the order of the
// MVT enumerators), the FIRST_/LAST_ bounds of each range of types, the
// vector attributes, and the IR type each simple type corresponds to.
//
//===----------------------------------------------------------------------===//
#include "tblgen/Backend.h"
#include "tblgen/Error.h"
#include "tblgen/Record.h"

#include <algorithm>
#include <map>

namespace tblgen {
namespace {

/// MVT::SimpleValueType is stored in 16 bits, but llvm-tblgen only has room
/// for this many types.
constexpr size_t MaxValueTypes = 512;

bool isPowerOf2(int64_t V) { return V > 0 && (V & (V - 1)) == 0; }

/// Writes the expression that builds the IR type of VT in an LLVMContext
/// named Context.
void emitIRType(OStream &OS, const Record *VT) {
  if (VT->getValueAsBit("isRISCVVecTuple")) {
    // The element count of the i8 vector is the size per field in bytes,
    // computed in 32-bit unsigned arithmetic as llvm-tblgen does.
    uint32_t NF = uint32_t(VT->getValueAsInt("NF"));
    uint32_t Size = uint32_t(VT->getValueAsInt("Size"));
    uint32_t FieldBits = NF * 8;
    if (FieldBits == 0)
      PrintFatalError(VT, "RISC-V vector tuple type '" + std::string(VT->getName()) +
                              "' must have a non-zero NF");
    OS << "TargetExtType::get(Context, \"riscv.vector.tuple\", "
          "ScalableVectorType::get(Type::getInt8Ty(Context), "
       << Size / FieldBits << "), " << NF << ")";
    return;
  }

  bool IsVector = VT->getValueAsBit("isVector");
  if (IsVector)
    OS << (VT->getValueAsBit("isScalable") ? "Scalable" : "Fixed") << "VectorType::get(";
  const Record *Elt = IsVector ? VT->getValueAsDef("ElementType") : VT;
  int64_t Size = Elt->getValueAsInt("Size");
  if (Elt->getValueAsBit("isFP")) {
    std::string Name = Elt->getValueAsString("LLVMName");
    std::string_view Ty;
    switch (Size) {
    case 16: Ty = Name == "bf16" ? "BFloatTy" : "HalfTy"; break;
    case 32: Ty = "FloatTy"; break;
    case 64: Ty = "DoubleTy"; break;
    case 80: Ty = "X86_FP80Ty"; break;
    case 128: Ty = Name == "ppcf128" ? "PPC_FP128Ty" : "FP128Ty"; break;
    default:
      PrintFatalError(VT, "no IR floating-point type of " + std::to_string(Size) + " bits for '" +
                              std::string(VT->getName()) + "'");
    }
    OS << "Type::get" << Ty << "(Context)";
  } else {
    // An integer type. (llvm-tblgen 22 also takes this path for elements that
    // are neither integer nor floating point, so do the same.) Type has named
    // getters for i1, i8, i16, i32, i64 and i128 only.
    if ((isPowerOf2(Size) && Size >= 8 && Size <= 128) || Size == 1)
      OS << "Type::getInt" << Size << "Ty(Context)";
    else
      OS << "Type::getIntNTy(Context, " << Size << ")";
  }
  if (IsVector)
    OS << ", " << VT->getValueAsInt("nElem") << ")";
}

/// The first and last type of a contiguous range of types.
struct Range {
  std::string First, Last;
};

void emitValueTypes(const RecordKeeper &Records, OStream &OS) {
  emitSourceFileHeader("ValueTypes Source Fragment", OS, Records);

  std::vector<const Record *> VTs = Records.getAllDerivedDefinitions("ValueType");
  std::sort(VTs.begin(), VTs.end(), LessRecordByID());
  if (VTs.size() > MaxValueTypes)
    PrintFatalError("too many value types: " + std::to_string(VTs.size()) + " (at most " +
                    std::to_string(MaxValueTypes) + ")");

  std::map<std::string, Range, std::less<>> Ranges;
  auto Extend = [&Ranges](std::string_view Key, const std::string &Name, bool InRange) {
    if (!InRange)
      return;
    auto [It, New] = Ranges.try_emplace(std::string(Key));
    if (New)
      It->second.First = Name;
    It->second.Last = Name;
  };

  OS << "#ifdef GET_VT_ATTR // (Ty, sz, Any, Int, FP, Vec, Sc, Tup, NF, NElem, EltTy)\n";
  for (const Record *VT : VTs) {
    std::string Name = VT->getValueAsString("LLVMName");
    bool IsInteger = VT->getValueAsBit("isInteger");
    bool IsFP = VT->getValueAsBit("isFP");
    bool IsVector = VT->getValueAsBit("isVector");
    bool IsScalable = VT->getValueAsBit("isScalable");
    bool IsTuple = VT->getValueAsBit("isRISCVVecTuple");
    bool IsCheri = VT->getValueAsBit("isCheriCapability");
    int64_t NF = VT->getValueAsInt("NF");
    bool IsNormal = VT->getValueAsBit("isNormalValueType");
    int64_t NElem = IsVector ? VT->getValueAsInt("nElem") : 0;
    std::string_view EltName =
        IsVector ? VT->getValueAsDef("ElementType")->getName() : "INVALID_SIMPLE_VALUE_TYPE";

    Extend("INTEGER_FIXEDLEN_VECTOR_VALUETYPE", Name, IsInteger && IsVector && !IsScalable);
    Extend("INTEGER_SCALABLE_VECTOR_VALUETYPE", Name, IsInteger && IsScalable);
    Extend("FP_FIXEDLEN_VECTOR_VALUETYPE", Name, IsFP && IsVector && !IsScalable);
    Extend("FP_SCALABLE_VECTOR_VALUETYPE", Name, IsFP && IsScalable);
    Extend("FIXEDLEN_VECTOR_VALUETYPE", Name, IsVector && !IsScalable);
    Extend("SCALABLE_VECTOR_VALUETYPE", Name, IsScalable);
    Extend("RISCV_VECTOR_TUPLE_VALUETYPE", Name, IsTuple);
    Extend("VECTOR_VALUETYPE", Name, IsVector);
    Extend("INTEGER_VALUETYPE", Name, IsInteger && !IsVector);
    Extend("FP_VALUETYPE", Name, IsFP && !IsVector);
    Extend("VALUETYPE", Name, IsNormal);
    Extend("CHERI_CAPABILITY_VALUETYPE", Name, IsCheri);

    // Int and FP are 3 for the plain iN/fN types, 1 for other types of the
    // kind (e.g. bf16).
    int IntKind = IsInteger ? (!Name.empty() && Name[0] == 'i' ? 3 : 1) : 0;
    int FPKind = IsFP ? (!Name.empty() && Name[0] == 'f' ? 3 : 1) : 0;
    OS << "  GET_VT_ATTR(" << Name << ", " << VT->getValueAsInt("Size") << ", "
       << VT->getValueAsBit("isOverloaded") << ", " << IntKind << ", " << FPKind << ", "
       << IsVector << ", " << IsScalable << ", " << IsTuple << ", " << NF << ", " << NElem << ", "
       << EltName << ")\n";
  }
  OS << "#endif\n\n";

  OS << "#ifdef GET_VT_RANGES\n";
  for (const auto &[Key, R] : Ranges)
    OS << "  FIRST_" << Key << " = " << R.First << ",\n  LAST_" << Key << " = " << R.Last << ",\n";
  OS << "#endif\n\n";

  OS << "#ifdef GET_VT_VECATTR // (Ty, Sc, Tup, nElem, ElTy)\n";
  for (const Record *VT : VTs) {
    if (!VT->getValueAsBit("isVector"))
      continue;
    const Record *Elt = VT->getValueAsDef("ElementType");
    OS << "  GET_VT_VECATTR(" << VT->getValueAsString("LLVMName") << ", "
       << VT->getValueAsBit("isScalable") << ", " << VT->getValueAsBit("isRISCVVecTuple") << ", "
       << VT->getValueAsInt("nElem") << ", " << Elt->getName() << ")\n";
  }
  OS << "#endif\n\n";

  OS << "#ifdef GET_VT_EVT\n";
  for (const Record *VT : VTs) {
    if (!VT->getValueAsBit("isInteger") && !VT->getValueAsBit("isVector") &&
        !VT->getValueAsBit("isFP") && !VT->getValueAsBit("isRISCVVecTuple"))
      continue;
    OS << "  GET_VT_EVT(" << VT->getValueAsString("LLVMName") << ", ";
    emitIRType(OS, VT);
    OS << ")\n";
  }
  OS << "#endif\n\n";
}

} // namespace

TBLGEN_REGISTER_BACKEND(ValueTypes, "gen-vt", "Generate ValueType", emitValueTypes);

} // namespace tblgen
