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
#include <utility>
#include <vector>

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

/// What the tables need of one ValueType def, read once.
struct TypeSummary {
  enum Trait : uint8_t {
    Int = 1,
    FP = 2,
    Vec = 4,
    Scalable = 8,
    Tuple = 16,
    Normal = 32,
    Cheri = 64,
  };
  const Record *Def;
  std::string Name; ///< LLVMName
  uint8_t Traits = 0;
  int64_t Elems = 0; ///< nElem of vectors, 0 otherwise
  bool has(uint8_t T) const { return (Traits & T) == T; }

  explicit TypeSummary(const Record *VT) : Def(VT), Name(VT->getValueAsString("LLVMName")) {
    static constexpr std::pair<std::string_view, Trait> Bits[] = {
        {"isInteger", Int},         {"isFP", FP},
        {"isVector", Vec},          {"isScalable", Scalable},
        {"isRISCVVecTuple", Tuple}, {"isNormalValueType", Normal},
        {"isCheriCapability", Cheri},
    };
    for (const auto &[Field, T] : Bits)
      if (VT->getValueAsBit(Field))
        Traits |= T;
    if (has(Vec))
      Elems = VT->getValueAsInt("nElem");
  }
  /// The element type's name, or the placeholder scalars print.
  std::string_view elementName() const {
    return has(Vec) ? Def->getValueAsDef("ElementType")->getName() : "INVALID_SIMPLE_VALUE_TYPE";
  }
  /// The Int / FP column: 3 for the plain iN / fN types, 1 for other types
  /// of the kind (bf16...), 0 otherwise.
  int kindColumn(uint8_t Kind, char Lead) const {
    if (!has(Kind))
      return 0;
    return !Name.empty() && Name[0] == Lead ? 3 : 1;
  }
};

/// A FIRST_/LAST_ range: the types that have every trait of Need and none
/// of Refuse.
struct RangeRule {
  std::string_view Key;
  uint8_t Need, Refuse;
};
using TS = TypeSummary;
constexpr RangeRule RangeRules[] = {
    {"INTEGER_FIXEDLEN_VECTOR_VALUETYPE", TS::Int | TS::Vec, TS::Scalable},
    {"INTEGER_SCALABLE_VECTOR_VALUETYPE", TS::Int | TS::Scalable, 0},
    {"FP_FIXEDLEN_VECTOR_VALUETYPE", TS::FP | TS::Vec, TS::Scalable},
    {"FP_SCALABLE_VECTOR_VALUETYPE", TS::FP | TS::Scalable, 0},
    {"FIXEDLEN_VECTOR_VALUETYPE", TS::Vec, TS::Scalable},
    {"SCALABLE_VECTOR_VALUETYPE", TS::Scalable, 0},
    {"RISCV_VECTOR_TUPLE_VALUETYPE", TS::Tuple, 0},
    {"VECTOR_VALUETYPE", TS::Vec, 0},
    {"INTEGER_VALUETYPE", TS::Int, TS::Vec},
    {"FP_VALUETYPE", TS::FP, TS::Vec},
    {"VALUETYPE", TS::Normal, 0},
    {"CHERI_CAPABILITY_VALUETYPE", TS::Cheri, 0},
};

void emitValueTypes(const RecordKeeper &Records, OStream &OS) {
  emitSourceFileHeader("ValueTypes Source Fragment", OS, Records);

  const auto &Defs = Records.getAllDerivedDefinitions("ValueType");
  if (Defs.size() > MaxValueTypes)
    PrintFatalError("too many value types: " + std::to_string(Defs.size()) + " (at most " +
                    std::to_string(MaxValueTypes) + ")");
  // In definition order, the order of the MVT enumerators.
  std::vector<TypeSummary> Types(Defs.begin(), Defs.end());
  std::sort(Types.begin(), Types.end(), [](const TypeSummary &A, const TypeSummary &B) {
    return A.Def->getID() < B.Def->getID();
  });

  OS << "#ifdef GET_VT_ATTR // (Ty, sz, Any, Int, FP, Vec, Sc, Tup, NF, NElem, EltTy)\n";
  for (const TypeSummary &T : Types)
    OS << "  GET_VT_ATTR(" << T.Name << ", " << T.Def->getValueAsInt("Size") << ", "
       << T.Def->getValueAsBit("isOverloaded") << ", " << T.kindColumn(TS::Int, 'i') << ", "
       << T.kindColumn(TS::FP, 'f') << ", " << T.has(TS::Vec) << ", " << T.has(TS::Scalable)
       << ", " << T.has(TS::Tuple) << ", " << T.Def->getValueAsInt("NF") << ", " << T.Elems
       << ", " << T.elementName() << ")\n";
  OS << "#endif\n\n";

  // Ranges print sorted by key; each spans its first to its last member.
  std::vector<std::pair<std::string_view, const RangeRule *>> Keys;
  for (const RangeRule &Rule : RangeRules)
    Keys.emplace_back(Rule.Key, &Rule);
  std::sort(Keys.begin(), Keys.end());
  OS << "#ifdef GET_VT_RANGES\n";
  for (const auto &[Key, Rule] : Keys) {
    auto Fits = [Rule](const TypeSummary &T) {
      return T.has(Rule->Need) && !(T.Traits & Rule->Refuse);
    };
    auto First = std::find_if(Types.begin(), Types.end(), Fits);
    if (First == Types.end())
      continue;
    auto Last = std::find_if(Types.rbegin(), Types.rend(), Fits);
    OS << "  FIRST_" << Key << " = " << First->Name << ",\n  LAST_" << Key << " = "
       << Last->Name << ",\n";
  }
  OS << "#endif\n\n";

  OS << "#ifdef GET_VT_VECATTR // (Ty, Sc, Tup, nElem, ElTy)\n";
  for (const TypeSummary &T : Types)
    if (T.has(TS::Vec))
      OS << "  GET_VT_VECATTR(" << T.Name << ", " << T.has(TS::Scalable) << ", "
         << T.has(TS::Tuple) << ", " << T.Elems << ", " << T.elementName() << ")\n";
  OS << "#endif\n\n";

  OS << "#ifdef GET_VT_EVT\n";
  for (const TypeSummary &T : Types) {
    if (!(T.Traits & (TS::Int | TS::Vec | TS::FP | TS::Tuple)))
      continue;
    OS << "  GET_VT_EVT(" << T.Name << ", ";
    emitIRType(OS, T.Def);
    OS << ")\n";
  }
  OS << "#endif\n\n";
}

} // namespace

TBLGEN_REGISTER_BACKEND(ValueTypes, "gen-vt", "Generate ValueType", emitValueTypes);

} // namespace tblgen
