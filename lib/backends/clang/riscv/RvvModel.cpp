//===- RvvModel.cpp - The intrinsics of riscv_vector.td and friends -------===//

#include "backends/clang/riscv/RvvModel.h"

#include "backends/common/LLVMCompat.h"

#include "tblgen/Error.h"
#include "tblgen/Record.h"


namespace tblgen::rvv {

namespace {

// Base types (Desc::PT).
enum : uint8_t { PInvalid, PScalar, PVector, PVoid, PSizeT, PPtrdiff, PULong, PSLong, PFloat32 };
// Vector modifiers (Desc::VTM): the widenings and the mask, then runs of
// seven values for the parametrised ones.
enum : uint8_t {
  VNone,
  VWiden2,
  VWiden4,
  VWiden8,
  VMask,
  VLog2EEW3 = 5,  ///< .. VLog2EEW3 + 3 for Log2EEW 3..6
  VFixedSEW8 = 9, ///< .. + 3 for SEW 8, 16, 32, 64
  VLFixed = 13,   ///< + Log2LMUL + 3: LMUL larger than the current one
  VSFixed = 20,   ///< smaller
  VSEFixed = 27,  ///< smaller or equal
  VTuple2 = 34    ///< + NF - 2
};
// Type modifier bits (Desc::TM), in the order they apply.
enum : uint8_t {
  TPtr = 1,
  TConst = 2,
  TImm = 4,
  TUnsigned = 8,
  TSigned = 16,
  TFloat = 32,
  TBFloat = 64,
  TLMUL1 = 128
};

int log2Of(unsigned V) {
  int L = 0;
  while ((1u << L) < V)
    ++L;
  return L;
}

} // namespace

std::vector<Desc> parseDescs(std::string_view S) {
  std::vector<Desc> Out;
  while (!S.empty()) {
    size_t From = S[0] == '(' ? S.find(')') : 0;
    size_t End = S.find_first_of("evwqom0ztulf", From);
    if (End == std::string_view::npos)
      PrintFatalError("bad prototype string '" + std::string(S) + "'");
    std::string_view One = S.substr(0, End + 1);
    S.remove_prefix(End + 1);

    Desc D;
    switch (One.back()) {
    case 'e':
      D.PT = PScalar;
      break;
    case 'v':
      D.PT = PVector;
      break;
    case 'w':
      D.PT = PVector, D.VTM = VWiden2;
      break;
    case 'q':
      D.PT = PVector, D.VTM = VWiden4;
      break;
    case 'o':
      D.PT = PVector, D.VTM = VWiden8;
      break;
    case 'm':
      D.PT = PVector, D.VTM = VMask;
      break;
    case '0':
      D.PT = PVoid;
      break;
    case 'z':
      D.PT = PSizeT;
      break;
    case 't':
      D.PT = PPtrdiff;
      break;
    case 'u':
      D.PT = PULong;
      break;
    case 'l':
      D.PT = PSLong;
      break;
    case 'f':
      D.PT = PFloat32;
      break;
    }
    One.remove_suffix(1);
    if (!One.empty() && One[0] == '(') {
      size_t Close = One.find(')');
      std::string_view Inner = One.substr(1, Close - 1);
      One.remove_prefix(Close + 1);
      size_t Colon = Inner.find(':');
      std::string_view Key = Inner.substr(0, Colon);
      std::string_view Num =
          Inner.substr(Colon == std::string_view::npos ? Inner.size() : Colon + 1);
      bool Negative = !Num.empty() && Num[0] == '-';
      if (Negative)
        Num.remove_prefix(1);
      if (Num.empty() || Num.find_first_not_of("0123456789") != std::string_view::npos)
        PrintFatalError("Invalid value in prototype transformer '" + std::string(Inner) + "'");
      int N = 0;
      for (char C : Num)
        N = N * 10 + (C - '0');
      if (Negative)
        N = -N;
      if (Key == "Log2EEW")
        D.VTM = uint8_t(VLog2EEW3 + N - 3);
      else if (Key == "FixedSEW")
        D.VTM = uint8_t(VFixedSEW8 + log2Of(unsigned(N)) - 3);
      else if (Key == "LFixedLog2LMUL")
        D.VTM = uint8_t(VLFixed + N + 3);
      else if (Key == "SFixedLog2LMUL")
        D.VTM = uint8_t(VSFixed + N + 3);
      else if (Key == "SEFixedLog2LMUL")
        D.VTM = uint8_t(VSEFixed + N + 3);
      else if (Key == "Tuple")
        D.VTM = uint8_t(VTuple2 + N - 2);
      else
        PrintFatalError("Illegal complex type transformers!");
    }
    for (char C : One) {
      switch (C) {
      case 'P':
        D.TM |= TPtr;
        break;
      case 'C':
        D.TM |= TConst;
        break;
      case 'K':
        D.TM |= TImm;
        break;
      case 'U':
        D.TM |= TUnsigned;
        break;
      case 'I':
        D.TM |= TSigned;
        break;
      case 'F':
        D.TM |= TFloat;
        break;
      case 'Y':
        D.TM |= TBFloat;
        break;
      case 'S':
        D.TM |= TLMUL1;
        break;
      default:
        PrintFatalError("Illegal non-primitive type transformer!");
      }
    }
    Out.push_back(D);
  }
  return Out;
}

unsigned typeBit(char Letter) {
  switch (Letter) {
  case 'c':
    return 1;
  case 's':
    return 2;
  case 'i':
    return 4;
  case 'l':
    return 8;
  case 'y':
    return 16;
  case 'x':
    return 32;
  case 'f':
    return 64;
  case 'd':
    return 128;
  case 'a':
    return 256;
  case 'b':
    return 512;
  default:
    return 0;
  }
}

namespace {

/// The vscale factor of a vector of Bits-wide elements at Log2LMUL; -1
/// when it would be below 1.
int scaleFor(int Log2LMUL, unsigned Bits) {
  int L = Log2LMUL;
  switch (Bits) {
  case 8:
    L += 3;
    break;
  case 16:
    L += 2;
    break;
  case 32:
    L += 1;
    break;
  case 64:
    break;
  default:
    L = 0;
    break;
  }
  return L < 0 ? -1 : (1 << L);
}

bool isPow2(int V) { return V > 0 && (V & (V - 1)) == 0; }

bool legal(const RType &T) {
  if (T.K == Elt::Invalid)
    return false;
  if (T.Scale == 0)
    return true;
  if (T.Scale < 0)
    return false;
  if (T.K == Elt::Float && T.Bits == 8)
    return false;
  if (T.K == Elt::BFloat && T.Bits != 16)
    return false;
  if (T.Tuple && (T.NF == 1 || T.NF > 8))
    return false;
  if (T.Tuple && (1 << std::max(0, T.Log2LMUL)) * int(T.NF) > 8)
    return false;
  int Max;
  switch (T.Bits) {
  case 1:
  case 8:
    Max = 64;
    break;
  case 16:
    Max = 32;
    break;
  case 32:
    Max = 16;
    break;
  case 64:
    Max = 8;
    break;
  default:
    return false;
  }
  return T.Scale <= Max && isPow2(T.Scale);
}

} // namespace

std::optional<RType> RType::make(char Letter, int Log2LMUL, Desc D) {
  RType T;
  T.Log2LMUL = Log2LMUL;
  switch (Letter) {
  case 'c':
    T.Bits = 8, T.K = Elt::SInt;
    break;
  case 's':
    T.Bits = 16, T.K = Elt::SInt;
    break;
  case 'i':
    T.Bits = 32, T.K = Elt::SInt;
    break;
  case 'l':
    T.Bits = 64, T.K = Elt::SInt;
    break;
  case 'x':
    T.Bits = 16, T.K = Elt::Float;
    break;
  case 'f':
    T.Bits = 32, T.K = Elt::Float;
    break;
  case 'd':
    T.Bits = 64, T.K = Elt::Float;
    break;
  case 'y':
    T.Bits = 16, T.K = Elt::BFloat;
    break;
  case 'a':
    T.Bits = 8, T.K = Elt::F8E4M3;
    break;
  case 'b':
    T.Bits = 8, T.K = Elt::F8E5M2;
    break;
  default:
    return std::nullopt;
  }
  switch (D.PT) {
  case PScalar:
    T.Scale = 0;
    break;
  case PVector:
    T.Scale = scaleFor(T.Log2LMUL, T.Bits);
    break;
  case PVoid:
    T.K = Elt::Void;
    break;
  case PSizeT:
    T.K = Elt::SizeT;
    break;
  case PPtrdiff:
    T.K = Elt::Ptrdiff;
    break;
  case PULong:
    T.K = Elt::ULong;
    break;
  case PSLong:
    T.K = Elt::SLong;
    break;
  case PFloat32:
    T.Bits = 32, T.K = Elt::Float;
    break;
  default:
    return std::nullopt;
  }
  auto Widen = [&T](unsigned Factor, int Log2) {
    // Widened 8-bit floats become bfloat16 (2x) or float (4x, 8x).
    if (T.K == Elt::F8E4M3 || T.K == Elt::F8E5M2)
      T.K = Factor == 2 ? Elt::BFloat : Elt::Float;
    T.Bits *= Factor;
    T.Log2LMUL += Log2;
    T.Scale = scaleFor(T.Log2LMUL, T.Bits);
  };
  auto FixLMUL = [&T](int L, int Cmp) {
    // Cmp: 1 larger than, -1 smaller than, 0 smaller or equal.
    bool Bad = Cmp == 1 ? L <= T.Log2LMUL : Cmp == -1 ? L >= T.Log2LMUL : L > T.Log2LMUL;
    if (Bad) {
      T.K = Elt::Invalid;
      return;
    }
    T.Log2LMUL = L;
    T.Scale = scaleFor(L, T.Bits);
  };
  uint8_t V = D.VTM;
  if (V == VWiden2)
    Widen(2, 1);
  else if (V == VWiden4)
    Widen(4, 2);
  else if (V == VWiden8)
    Widen(8, 3);
  else if (V == VMask) {
    T.K = Elt::Bool;
    T.Scale = scaleFor(T.Log2LMUL, T.Bits);
    T.Bits = 1;
  } else if (V >= VLog2EEW3 && V < VFixedSEW8) {
    int EEW = V - VLog2EEW3 + 3;
    T.Log2LMUL += EEW - log2Of(T.Bits);
    T.Bits = 1u << EEW;
    T.K = Elt::SInt;
    T.Scale = scaleFor(T.Log2LMUL, T.Bits);
  } else if (V >= VFixedSEW8 && V < VLFixed) {
    unsigned SEW = 8u << (V - VFixedSEW8);
    if (T.Bits == SEW) {
      T.K = Elt::Invalid;
    } else {
      T.Bits = SEW;
      T.Scale = scaleFor(T.Log2LMUL, T.Bits);
    }
  } else if (V >= VLFixed && V < VSFixed) {
    FixLMUL(V - VLFixed - 3, 1);
  } else if (V >= VSFixed && V < VSEFixed) {
    FixLMUL(V - VSFixed - 3, -1);
  } else if (V >= VSEFixed && V < VTuple2) {
    FixLMUL(V - VSEFixed - 3, 0);
  } else if (V >= VTuple2) {
    T.Tuple = true;
    T.NF = unsigned(V - VTuple2 + 2);
  }
  if (T.K == Elt::Invalid)
    return std::nullopt;
  for (unsigned Bit = 1; Bit <= 128; Bit <<= 1) {
    if (!(D.TM & Bit))
      continue;
    switch (Bit) {
    case TPtr:
      T.Ptr = true;
      break;
    case TConst:
      T.Const = true;
      break;
    case TImm:
      T.Imm = T.Const = true;
      break;
    case TUnsigned:
      T.K = Elt::UInt;
      break;
    case TSigned:
      T.K = Elt::SInt;
      break;
    case TFloat:
      T.K = Elt::Float;
      break;
    case TBFloat:
      T.K = Elt::BFloat;
      break;
    case TLMUL1:
      T.Log2LMUL = 0;
      T.Scale = scaleFor(0, T.Bits);
      break;
    }
  }
  if (!legal(T))
    return std::nullopt;
  return T;
}

std::string RType::lmulStr() const {
  return Log2LMUL < 0 ? "mf" + std::to_string(1u << -Log2LMUL)
                      : "m" + std::to_string(1u << Log2LMUL);
}

std::string RType::builtinStr() const {
  std::string S;
  switch (K) {
  case Elt::Void:
    return "v";
  case Elt::SizeT:
    S = Imm ? "Iz" : "z";
    return Ptr ? S + "*" : S;
  case Elt::Ptrdiff:
    return "Y";
  case Elt::ULong:
    return "ULi";
  case Elt::SLong:
    return "Li";
  case Elt::Bool:
    S = "b";
    break;
  case Elt::SInt:
  case Elt::UInt:
    S = Bits == 8 ? "c" : Bits == 16 ? "s" : Bits == 32 ? "i" : "Wi";
    S = (K == Elt::SInt ? "S" : "U") + S;
    break;
  case Elt::Float:
    S = Bits == 16 ? "x" : Bits == 32 ? "f" : "d";
    break;
  case Elt::BFloat:
    S = "y";
    break;
  default:
    break;
  }
  if (Imm)
    S = "I" + S;
  if (Scale == 0) {
    if (Const)
      S += "C";
    if (Ptr)
      S += "*";
    return S;
  }
  S = "q" + std::to_string(Scale) + S;
  if (Ptr)
    S += "*";
  if (Tuple)
    S = "T" + std::to_string(NF) + S;
  return S;
}

std::string RType::clangBuiltinStr() const {
  std::string S = "__rvv_";
  switch (K) {
  case Elt::Bool:
    return S + "bool" + std::to_string(64 / Scale) + "_t";
  case Elt::Float:
    S += "float";
    break;
  case Elt::BFloat:
    S += "bfloat";
    break;
  case Elt::SInt:
    S += "int";
    break;
  case Elt::UInt:
    S += "uint";
    break;
  default:
    break;
  }
  return S + std::to_string(Bits) + lmulStr() + (Tuple ? "x" + std::to_string(NF) : "") + "_t";
}

std::string RType::typeStr() const {
  std::string S = Const ? "const " : "";
  auto Named = [this](const char *Base) {
    if (Scale == 0)
      return std::string(Base) + std::to_string(Bits) + "_t";
    return "v" + std::string(Base) + std::to_string(Bits) + lmulStr() +
           (Tuple ? "x" + std::to_string(NF) : "") + "_t";
  };
  switch (K) {
  case Elt::Void:
    return "void";
  case Elt::SizeT:
    return Ptr ? "size_t *" : "size_t";
  case Elt::Ptrdiff:
    return "ptrdiff_t";
  case Elt::ULong:
    return "unsigned long";
  case Elt::SLong:
    return "long";
  case Elt::Bool:
    S += Scale == 0 ? "bool" : "vbool" + std::to_string(64 / Scale) + "_t";
    break;
  case Elt::Float:
    if (Scale == 0)
      S += Bits == 64 ? "double" : Bits == 32 ? "float" : "_Float16";
    else
      S += Named("float");
    break;
  case Elt::BFloat:
    S += Scale == 0 ? "__bf16" : Named("bfloat");
    break;
  case Elt::SInt:
    S += Named("int");
    break;
  case Elt::UInt:
    S += Named("uint");
    break;
  default:
    break;
  }
  return Ptr ? S + " *" : S;
}

namespace {

const Desc MaskDesc{PVector, VMask, 0};
const Desc VLDesc{PSizeT, 0, 0};

/// The operands of a builtin: the record's prototype with the mask, the
/// masked-off or passthru operand(s) and the VL operand added.
std::vector<Desc> builtinDescs(const std::vector<Desc> &Proto, bool Masked, bool MaskedOff,
                               bool HasVL, unsigned NF, Scheme S, Policy P, bool Tuple) {
  std::vector<Desc> Out = Proto;
  auto TupleOf = [NF](Desc From) {
    return Desc{PVector, uint8_t(VTuple2 + NF - 2), uint8_t(From.TM & ~TPtr)};
  };
  bool Undisturbed = !(P.TailAgnostic && P.MaskAgnostic);
  if (Masked) {
    if (MaskedOff && Undisturbed) {
      if (NF == 1) {
        Out.insert(Out.begin() + 1, Out[0]);
      } else if (Tuple) {
        Out.insert(Out.begin() + 1, TupleOf(Proto[1]));
      } else {
        Desc Off = Out[1];
        Off.TM &= uint8_t(~TPtr);
        Out.insert(Out.begin() + NF + 1, NF, Off);
      }
    }
    if (MaskedOff && NF > 1)
      Out.insert(Out.begin() + (Tuple ? 1 : NF + 1), MaskDesc);
    else
      Out.insert(Out.begin() + 1, MaskDesc);
  } else if (!P.TailAgnostic && S == HasPassthruOperand) {
    if (NF == 1) {
      Out.insert(Out.begin(), Out[0]);
    } else if (Tuple) {
      Out.insert(Out.begin(), TupleOf(Proto[0]));
    } else {
      Desc Off = Proto[1];
      Off.TM &= uint8_t(~TPtr);
      Out.insert(Out.begin() + NF + 1, NF, Off);
    }
  }
  if (HasVL)
    Out.push_back(VLDesc);
  return Out;
}

/// RType::make's results, each made once: the same few element types,
/// LMULs and descriptors recur across the records. An open-addressing table
/// of packed keys; a legal type is kept once, in the expansion's Types.
class TypeCache {
public:
  static constexpr uint32_t NoType = UINT32_MAX;

  explicit TypeCache(std::vector<RType> &Types) : Types(Types), Slots(1024) {}

  /// The index in Types of the type Letter, Log2LMUL and D make, or NoType.
  uint32_t get(char Letter, int Log2LMUL, Desc D) {
    uint64_t Key = uint64_t(uint8_t(Letter)) | uint64_t(uint32_t(Log2LMUL)) << 8 |
                   uint64_t(D.PT) << 40 | uint64_t(D.VTM) << 48 | uint64_t(D.TM) << 56;
    size_t Mask = Slots.size() - 1;
    for (size_t I = home(Key);; I = (I + 1) & Mask) {
      Slot &S = Slots[I];
      if (S.Used && S.Key == Key)
        return S.Index;
      if (!S.Used) {
        uint32_t Index = NoType;
        if (std::optional<RType> T = RType::make(Letter, Log2LMUL, D)) {
          // (An intrinsic keeps its types' indexes in 16 bits.)
          if (Types.size() >= UINT16_MAX)
            PrintFatalError("more than 65535 distinct RVV types");
          Index = uint32_t(Types.size());
          Types.push_back(*T);
        }
        S = {Key, Index, true};
        if (2 * ++Count > Slots.size())
          grow();
        return Index;
      }
    }
  }

private:
  struct Slot {
    uint64_t Key = 0;
    uint32_t Index = 0;
    bool Used = false;
  };
  std::vector<RType> &Types;
  std::vector<Slot> Slots;
  size_t Count = 0;
  unsigned Shift = 64 - 10; ///< 64 - log2 of the table size

  /// The top bits of the product, which every key bit reaches.
  size_t home(uint64_t Key) const { return size_t((Key * 0x9E3779B97F4A7C15ull) >> Shift); }
  void grow() {
    std::vector<Slot> Old(Slots.size() * 2);
    Old.swap(Slots);
    --Shift;
    size_t Mask = Slots.size() - 1;
    for (const Slot &S : Old) {
      if (!S.Used)
        continue;
      size_t I = home(S.Key);
      while (Slots[I].Used)
        I = (I + 1) & Mask;
      Slots[I] = S;
    }
  }
};

/// Appends the types of Ds at Letter and Log2LMUL to X.TypeRefs and returns
/// where they start; nothing is appended when one of them is not legal.
std::optional<uint32_t> typesFor(TypeCache &Cache, Expansion &X, char Letter, int Log2LMUL,
                                 const std::vector<Desc> &Ds) {
  size_t Start = X.TypeRefs.size();
  for (const Desc &D : Ds) {
    uint32_t T = Cache.get(Letter, Log2LMUL, D);
    if (T == TypeCache::NoType) {
      X.TypeRefs.resize(Start);
      return std::nullopt;
    }
    X.TypeRefs.push_back(uint16_t(T));
  }
  return uint32_t(Start);
}

} // namespace

std::string Expansion::builtinTypeStr(const Intrinsic &I) const {
  std::string S;
  for (uint16_t T : typesOf(I))
    S += Types[T].builtinStr();
  return S;
}

Expansion expand(const RecordKeeper &RK, std::vector<SemaRecord> *SemaOut, bool WantIntrinsics) {
  Expansion X;
  std::deque<Intrinsic> &Out = X.Intrinsics;
  TypeCache Cache(X.Types);
  for (const Record *R : RK.getAllDerivedDefinitions("RVVBuiltin")) {
    std::string Name = R->getValueAsString("Name");
    std::string OvName = R->getValueAsString("OverloadedName");
    std::string OvSuffix = R->getValueAsString("OverloadedSuffix");
    std::string TypeRange = R->getValueAsString("TypeRange");
    bool HasMasked = R->getValueAsBit("HasMasked");
    bool MaskedOff = R->getValueAsBit("HasMaskedOffOperand");
    bool HasVL = R->getValueAsBit("HasVL");
    auto MaskedS = Scheme(R->getValueAsDef("MaskedPolicyScheme")->getValueAsInt("Value"));
    auto UnmaskedS = Scheme(R->getValueAsDef("UnMaskedPolicyScheme")->getValueAsInt("Value"));
    std::vector<int64_t> LMULs = R->getValueAsListOfInts("Log2LMUL");
    bool TailPolicy = R->getValueAsBit("HasTailPolicy");
    bool MaskPolicy = R->getValueAsBit("HasMaskPolicy");
    bool Alias = R->getValueAsBit("HasBuiltinAlias");
    std::string_view Manual = compat::stringField(R, "ManualCodegen");
    std::vector<int64_t> ITypes = R->getValueAsListOfInts("IntrinsicTypes");
    std::vector<std::string> Features = R->getValueAsListOfStrings("RequiredFeatures");
    std::string_view IRName = compat::stringField(R, "IRName");
    std::string_view MaskedIRName = compat::stringField(R, "MaskedIRName");
    unsigned NF = unsigned(R->getValueAsInt("NF"));
    bool Tuple = R->getValueAsBit("IsTuple");
    bool FRM = R->getValueAsBit("HasFRMRoundModeOp");
    bool AltFmt = R->getValueAsBit("AltFmt");
    int64_t TWiden = R->getValueAsInt("TWiden");

    std::vector<Desc> Basic = parseDescs(compat::stringField(R, "Prototype"));
    std::vector<Policy> MaskedPolicies;
    if (TailPolicy && MaskPolicy)
      MaskedPolicies = {{false, true}, {false, false}, {true, false}};
    else if (TailPolicy)
      MaskedPolicies = {{false, true}};
    else // (with neither policy, as clang-tblgen 22 behaves: the mask one)
      MaskedPolicies = {{true, false}};

    std::string BaseOverloaded = OvName.empty() ? Name.substr(0, Name.find('_')) : OvName;
    if (!OvSuffix.empty())
      BaseOverloaded += "_" + OvSuffix;

    auto MakeVariant = [&](bool Masked, Policy P) {
      std::string Builtin = Name, Overloaded = BaseOverloaded;
      if (FRM)
        Builtin += "_rm";
      if (AltFmt)
        Builtin += "_alt";
      const char *Suffix = nullptr;
      if (Masked)
        Suffix = !P.TailAgnostic ? (P.MaskAgnostic ? "_tum" : "_tumu")
                                 : (P.MaskAgnostic ? nullptr : "_mu");
      else if (!P.TailAgnostic)
        Suffix = "_tu";
      if (Suffix) {
        Builtin += Suffix;
        Overloaded += Suffix;
      } else if (Masked) {
        Builtin += "_m";
      }
      std::vector<int64_t> &Types = X.TypeLists.emplace_back(ITypes);
      if ((Masked && MaskedOff) || (!Masked && UnmaskedS == HasPassthruOperand))
        for (int64_t &T : Types)
          if (T >= 0)
            ++T;
      Variant &V = X.Variants.emplace_back();
      V.BuiltinName = X.Names.emplace_back(std::move(Builtin));
      V.OverloadedName = X.Names.emplace_back(std::move(Overloaded));
      V.IRName = Masked ? MaskedIRName : IRName;
      V.ManualCodegen = Manual;
      V.Masked = Masked;
      V.MaskedOff = Masked && MaskedOff;
      V.HasVL = HasVL;
      V.BuiltinAlias = Alias;
      V.S = Masked ? MaskedS : UnmaskedS;
      V.P = P;
      V.NF = NF;
      V.TWiden = TWiden;
      V.IntrinsicTypes = Types;
      return &V;
    };
    // (Types: where the intrinsic's types start in X.TypeRefs; none when
    // they are not legal.)
    auto Add = [&](const Variant *V, std::optional<uint32_t> Types) {
      Intrinsic &I = Out.emplace_back();
      I.V = V;
      if (Types) {
        I.TypeStart = *Types;
        I.TypeCount = uint32_t(X.TypeRefs.size() - *Types);
      }
    };

    if (WantIntrinsics) {
      // The operand lists depend on the record and the policy only: made
      // once, then typed for every element type and LMUL.
      std::vector<Desc> Unmasked =
          builtinDescs(Basic, false, false, HasVL, NF, UnmaskedS, Policy(), Tuple);
      std::vector<Desc> UnmaskedTU;
      if (UnmaskedS != SchemeNone)
        UnmaskedTU = builtinDescs(Basic, false, false, HasVL, NF, UnmaskedS, {false, true}, Tuple);
      std::vector<Desc> MaskedD;
      std::vector<std::vector<Desc>> MaskedP;
      if (HasMasked) {
        MaskedD = builtinDescs(Basic, true, MaskedOff, HasVL, NF, MaskedS, Policy(), Tuple);
        if (MaskedS != SchemeNone)
          for (Policy P : MaskedPolicies)
            MaskedP.push_back(builtinDescs(Basic, true, MaskedOff, HasVL, NF, MaskedS, P, Tuple));
      }
      const Variant *VUnmasked = MakeVariant(false, Policy()), *VUnmaskedTU = nullptr,
                    *VMasked = nullptr;
      std::vector<const Variant *> VMaskedP;
      if (UnmaskedS != SchemeNone)
        VUnmaskedTU = MakeVariant(false, {false, true});
      if (HasMasked) {
        VMasked = MakeVariant(true, Policy());
        for (size_t K = 0; K < MaskedP.size(); ++K)
          VMaskedP.push_back(MakeVariant(true, MaskedPolicies[K]));
      }
      for (char Letter : TypeRange)
        for (int64_t L : LMULs) {
          auto Types = typesFor(Cache, X, Letter, int(L), Unmasked);
          if (!Types)
            continue;
          Add(VUnmasked, Types);
          if (UnmaskedS != SchemeNone)
            Add(VUnmaskedTU, typesFor(Cache, X, Letter, int(L), UnmaskedTU));
          if (!HasMasked)
            continue;
          Add(VMasked, typesFor(Cache, X, Letter, int(L), MaskedD));
          for (size_t K = 0; K < MaskedP.size(); ++K)
            Add(VMaskedP[K], typesFor(Cache, X, Letter, int(L), MaskedP[K]));
        }
    }

    if (Name == "vsetvli" || Name == "vsetvlimax" || !SemaOut)
      continue;
    SemaRecord SR;
    SR.Name = Name;
    SR.OverloadedName = OvName;
    for (char C : TypeRange)
      SR.TypeMask |= typeBit(C);
    for (int64_t L : LMULs)
      SR.LMULMask |= 1u << (L + 3);
    for (size_t K = 0; K < Features.size(); ++K)
      SR.Required += (K ? "," : "") + Features[K];
    SR.NF = NF;
    SR.HasMasked = HasMasked;
    SR.HasVL = HasVL;
    SR.MaskedOff = MaskedOff;
    SR.TailPolicy = TailPolicy;
    SR.MaskPolicy = MaskPolicy;
    SR.FRM = FRM;
    SR.AltFmt = AltFmt;
    SR.Tuple = Tuple;
    SR.Unmasked = UnmaskedS;
    SR.MaskedScheme = MaskedS;
    SR.Proto = std::move(Basic);
    SR.Suffix = parseDescs(compat::stringField(R, "Suffix"));
    SR.OverloadedSuffix = parseDescs(OvSuffix);
    SemaOut->push_back(std::move(SR));
  }
  return X;
}

} // namespace tblgen::rvv
