//===- NeonModel.cpp - The intrinsics of arm_neon.td and friends ----------===//

#include "backends/clang/arm/NeonModel.h"

#include "backends/common/LLVMCompat.h"

#include "tblgen/Error.h"
#include "tblgen/Record.h"

#include <algorithm>
#include <deque>
#include <unordered_map>

namespace tblgen::armneon {

//===----------------------------------------------------------------------===//
// Types
//===----------------------------------------------------------------------===//

NType NType::make(std::string_view Spec, std::string_view Mods) {
  NType T;
  bool Quad = false;
  T.K = SInt;
  T.Elt = ~0u;
  T.Vecs = 1;
  for (char C : Spec) {
    switch (C) {
    case 'S':
      T.ScalarMangle = true;
      break;
    case 'H':
      T.NoQMangle = true, Quad = true;
      break;
    case 'Q':
      Quad = true;
      break;
    case 'P':
      T.K = Poly;
      break;
    case 'U':
      T.K = UInt;
      break;
    case 'c':
      T.Elt = 8;
      break;
    case 'h':
      T.K = Float, T.Elt = 16;
      break;
    case 's':
      T.Elt = 16;
      break;
    case 'f':
      T.K = Float, T.Elt = 32;
      break;
    case 'i':
      T.Elt = 32;
      break;
    case 'd':
      T.K = Float, T.Elt = 64;
      break;
    case 'l':
      T.Elt = 64;
      break;
    case 'k':
      T.Elt = 128;
      if (T.K == Poly)
        T.Vecs = 0;
      break;
    case 'b':
      T.K = BFloat16, T.Elt = 16;
      break;
    case 'm':
      T.K = MFloat8, T.Elt = 8;
      break;
    default:
      break;
    }
  }
  T.Bits = Quad ? 128 : 64;
  for (char M : Mods) {
    switch (M) {
    case 'v':
      T.K = Void;
      break;
    case 'S':
      T.K = SInt;
      break;
    case 'U':
      T.K = UInt;
      break;
    case 'B':
      T.K = BFloat16, T.Elt = 16;
      break;
    case 'F':
      T.K = Float;
      break;
    case 'P':
      T.K = Poly;
      break;
    case '>':
      T.Elt *= 2;
      break;
    case '<':
      T.Elt /= 2;
      break;
    case '1':
      T.Vecs = 0;
      break;
    case '2':
    case '3':
    case '4':
      T.Vecs = unsigned(M - '0');
      break;
    case '*':
      T.Ptr = true;
      break;
    case 'c':
      T.Const = true;
      break;
    case 'Q':
      T.Bits = 128;
      break;
    case 'q':
      T.Bits = 64;
      break;
    case 'I':
      T.K = SInt;
      T.Elt = T.Bits = 32;
      T.Vecs = 0;
      T.Imm = true;
      break;
    case 'p':
      if (T.K == Poly)
        T.K = UInt;
      break;
    case 'V': // the fpm_t operand
      T.K = UInt;
      T.Fpm = true;
      T.Elt = T.Bits = 64;
      T.Vecs = 0;
      break;
    default:
      break;
    }
  }
  return T;
}

NType NType::fromName(std::string_view N) {
  NType T;
  T.K = SInt;
  if (N.starts_with("u")) {
    T.K = UInt;
    N.remove_prefix(1);
  }
  if (N.starts_with("float")) {
    T.K = Float;
    N.remove_prefix(5);
  } else if (N.starts_with("poly")) {
    T.K = Poly;
    N.remove_prefix(4);
  } else if (N.starts_with("bfloat")) {
    T.K = BFloat16;
    N.remove_prefix(6);
  } else if (N.starts_with("mfloat")) {
    T.K = MFloat8;
    N.remove_prefix(6);
  } else if (N.starts_with("int")) {
    N.remove_prefix(3);
  }
  auto Number = [&N]() {
    unsigned V = 0;
    while (!N.empty() && N[0] >= '0' && N[0] <= '9') {
      V = V * 10 + unsigned(N[0] - '0');
      N.remove_prefix(1);
    }
    return V;
  };
  T.Elt = Number();
  T.Bits = T.Elt;
  T.Vecs = 1;
  if (N.starts_with("x")) {
    N.remove_prefix(1);
    T.Bits = T.Elt * Number();
  } else {
    T.Vecs = 0;
  }
  if (N.starts_with("x")) {
    N.remove_prefix(1);
    T.Vecs = Number();
  }
  return T;
}

const std::string &NType::str() const {
  static const std::string VoidName = "void", FpmName = "fpm_t";
  if (K == Void)
    return VoidName;
  if (Fpm)
    return FpmName;
  // The same few types are printed again and again: their texts are kept
  // by the fields they are made of (a type too wide for the key gets a
  // text of its own each time).
  const bool Small = Elt < 0x10000 && Bits < 0x10000 && Vecs < 0x100;
  const uint64_t Key = uint64_t(K) | uint64_t(Const) << 8 | uint64_t(Ptr) << 9 |
                       uint64_t(Elt) << 16 | uint64_t(Bits) << 32 | uint64_t(Vecs) << 48;
  thread_local std::unordered_map<uint64_t, std::string> Texts;
  thread_local std::deque<std::string> Wide;
  if (Small) {
    auto It = Texts.find(Key);
    if (It != Texts.end())
      return It->second;
  }
  std::string S;
  if (isInteger() && K != SInt)
    S += "u";
  switch (K) {
  case Poly:
    S += "poly";
    break;
  case Float:
    S += "float";
    break;
  case BFloat16:
    S += "bfloat";
    break;
  case MFloat8:
    S += "mfloat";
    break;
  default:
    S += "int";
    break;
  }
  S += std::to_string(Elt);
  if (isVector())
    S += "x" + std::to_string(lanes());
  if (Vecs > 1)
    S += "x" + std::to_string(Vecs);
  S += "_t";
  if (Const)
    S += " const";
  if (Ptr)
    S += " *";
  if (Small)
    return Texts.emplace(Key, std::move(S)).first->second;
  return Wide.emplace_back(std::move(S));
}

std::string NType::builtinStr() const {
  if (K == Void)
    return "v";
  if (Ptr)
    return Const ? "vC*" : "v*";
  std::string S;
  if (isInteger() || K == Poly) {
    switch (Elt) {
    case 8:
      S = "c";
      break;
    case 16:
      S = "s";
      break;
    case 32:
      S = "i";
      break;
    case 64:
      S = "Wi";
      break;
    default:
      S = "LLLi";
      break;
    }
  } else if (K == BFloat16) {
    S = "y";
  } else if (K == MFloat8) {
    S = "m";
  } else {
    S = Elt == 16 ? "h" : Elt == 32 ? "f" : "d";
  }
  if (Elt == 8 && K == SInt)
    S = "S" + S;
  else if (K == UInt)
    S = "U" + S;
  if (Imm)
    S = "I" + S;
  if (isScalar())
    return S;
  std::string Out;
  for (unsigned I = 0; I < Vecs; ++I)
    Out += "V" + std::to_string(lanes()) + S;
  return Out;
}

unsigned NType::neonEnum() const {
  // Int8..Int64 = 0..3, Poly8, Poly16, Poly64, Poly128 = 4..7, Float16..64
  // = 8..10, BFloat16 = 11, MFloat8 = 12; quad 0x20, unsigned 0x10.
  unsigned Size = Elt == 8 ? 0 : Elt == 16 ? 1 : Elt == 32 ? 2 : Elt == 64 ? 3 : 4;
  unsigned V = Size;
  if (K == Poly)
    V = 4 + (Size >= 2 ? Size - 1 : Size);
  if (K == Float)
    V = 8 + (Size - 1);
  if (K == BFloat16)
    V = 11;
  if (K == MFloat8)
    V = 12;
  if (Bits == 128)
    V |= 0x20;
  if (K == UInt)
    V |= 0x10;
  return V;
}

//===----------------------------------------------------------------------===//
// Intrinsics
//===----------------------------------------------------------------------===//

bool NIntrinsic::hasBody() const { return Body && !Body->empty(); }

bool NIntrinsic::hasImmediate() const {
  return std::any_of(Types.begin(), Types.end(), [](const NType &T) { return T.Imm; });
}

bool NIntrinsic::hasScalar() const {
  return std::any_of(Types.begin(), Types.end(),
                     [](const NType &T) { return T.isScalar() && !T.Imm; });
}

bool NIntrinsic::endianSafe() const {
  if (BigEndianSafe)
    return true;
  return std::none_of(Types.begin(), Types.end(),
                      [](const NType &T) { return T.isVector() && T.lanes() > 1; });
}

std::string NIntrinsic::typeCode(const NType &T, NClass C) const {
  if ((C == NClass::B && TargetGuard == "neon") || C == NClass::V)
    return "";
  if (T.K == NType::BFloat16)
    return "bf16";
  if (T.K == NType::MFloat8)
    return "mf8";
  char Code;
  if (T.K == NType::Poly)
    Code = 'p';
  else if (T.isInteger())
    Code = T.K == NType::SInt ? 's' : 'u';
  else
    Code = 'f';
  if (C == NClass::I && Code != 'f')
    Code = 'i';
  return Code + std::to_string(T.Elt);
}

std::string NIntrinsic::mangle(const std::string &N, NClass C) const {
  // Intrinsics without a type suffix keep it off whatever the class asked.
  if (CK == NClass::V)
    C = NClass::V;
  if (N == "vcvt_f16_f32" || N == "vcvt_f32_f16" || N == "vcvt_f32_f64" || N == "vcvt_f64_f32" ||
      N == "vcvt_f32_bf16")
    return N;
  std::string Code = typeCode(Base, C);
  std::string S = N;
  if (!Code.empty()) {
    size_t L = N.size();
    bool TupleSuffix =
        L >= 3 && N[L - 1] >= '0' && N[L - 1] <= '9' && N[L - 2] == 'x' && N[L - 3] == '_';
    if (TupleSuffix)
      S.insert(L - 3, "_" + Code);
    else
      S += "_" + Code;
  }
  if (!(Base == InBase))
    S += "_" + typeCode(InBase, C);
  if (C == NClass::B && TargetGuard == "neon")
    S += "_v";
  if (Base.Bits == 128 && !Base.NoQMangle)
    S.insert(S.find('_'), "q");
  if (Base.ScalarMangle) {
    char Suffix = Base.Elt == 8 ? 'b' : Base.Elt == 16 ? 'h' : Base.Elt == 32 ? 's' : 'd';
    S.insert(S.find('_'), 1, Suffix);
  }
  return S;
}

const std::string &NIntrinsic::mangledName(bool ForceS) const {
  if (!HaveMangled[ForceS]) {
    Mangled[ForceS] = mangle(Name, ForceS ? NClass::S : hasScalar() ? CK : NClass::B);
    HaveMangled[ForceS] = true;
  }
  return Mangled[ForceS];
}

std::string NIntrinsic::builtinTypeStr() const {
  NClass C = hasScalar() ? CK : NClass::B;
  std::string S;
  NType Ret = Types[0];
  if ((C == NClass::I || C == NClass::W) && Ret.isScalar() && Ret.K != NType::Float &&
      Ret.K != NType::BFloat16 && Ret.K != NType::MFloat8)
    Ret.makeInteger(Ret.Elt, false);
  if (Ret.Vecs > 1) {
    S += "vv*";
  } else {
    if (Ret.K == NType::Poly)
      Ret.makeInteger(Ret.Elt, false);
    if (!Ret.isScalar() && Ret.isInteger() && Ret.K == NType::UInt)
      Ret.K = NType::SInt;
    if (C == NClass::B && Ret.isValue() && !Ret.isScalar())
      Ret.makeInteger(8, true);
    S += Ret.builtinStr();
  }
  for (unsigned I = 1; I < Types.size(); ++I) {
    NType T = Types[I];
    if (T.K == NType::Poly)
      T.makeInteger(T.Elt, false);
    if (C == NClass::B && !T.isScalar())
      T.makeInteger(8, true);
    if (T.isHalf() && T.isVector() && !T.ScalarMangle)
      T.makeInteger(8, true);
    if (C == NClass::I && T.isInteger())
      T.K = NType::SInt;
    if (Types[I].Imm) {
      T.K = NType::SInt;
      T.Imm = true;
      T.Elt = 32;
    }
    S += T.builtinStr();
  }
  if (C == NClass::B)
    S += "i";
  return S;
}

namespace {

/// Splits a Types string into type specs, each ending at a lower-case
/// letter ("QUs" "f" ...).
std::vector<std::string> typeSpecs(std::string_view S) {
  std::vector<std::string> Out;
  std::string Cur;
  for (char C : S) {
    Cur += C;
    if (C >= 'a' && C <= 'z') {
      Out.push_back(Cur);
      Cur.clear();
    }
  }
  return Out;
}

/// The modifier groups of a prototype: single characters, or the contents
/// of a parenthesised group.
std::vector<std::string> modifierGroups(std::string_view P) {
  std::vector<std::string> Out;
  size_t I = 0;
  while (I < P.size()) {
    if (P[I] != '(') {
      Out.emplace_back(1, P[I++]);
      continue;
    }
    size_t End = P.find(')', I + 1);
    if (End == std::string_view::npos)
      PrintFatalError("unmatched modifier group paren");
    Out.emplace_back(P.substr(I + 1, End - I - 1));
    I = End + 1;
  }
  return Out;
}

NClass classOf(const Record *R) {
  auto Supers = R->getSuperClasses();
  if (Supers.size() < 2)
    return NClass::None;
  std::string_view N = Supers[1].first->getName();
  if (N == "SInst" || N == "SOpInst")
    return NClass::S;
  if (N == "IInst" || N == "IOpInst")
    return NClass::I;
  if (N == "WInst" || N == "WOpInst")
    return NClass::W;
  if (N == "VInst")
    return NClass::V;
  if (N == "LOpInst")
    return NClass::L;
  if (N == "NoTestOpInst")
    return NClass::NoTest;
  return NClass::None;
}

} // namespace

void Model::build(const RecordKeeper &RK) {
  for (const Record *R : RK.getAllDerivedDefinitions("Inst")) {
    std::string Name = R->getValueAsString("Name");
    std::string Proto = R->getValueAsString("Prototype");
    const Record *Op = R->getValueAsDef("Operation");
    std::string Product = R->getValueAsString("CartesianProductWith");
    std::vector<std::string> Specs = typeSpecs(compat::stringField(R, "Types"));
    std::vector<std::pair<std::string, std::string>> Pairs;
    if (!Product.empty()) {
      std::vector<std::string> From = typeSpecs(Product);
      for (const std::string &TS : Specs)
        for (const std::string &Src : From)
          if (TS != Src && NType::make(Src, ".").Bits == NType::make(TS, ".").Bits)
            Pairs.emplace_back(TS, Src);
    } else {
      for (const std::string &TS : Specs)
        Pairs.emplace_back(TS, TS);
    }
    std::sort(Pairs.begin(), Pairs.end());
    Pairs.erase(std::unique(Pairs.begin(), Pairs.end()), Pairs.end());

    std::vector<std::string> Groups = modifierGroups(Proto);
    std::deque<NIntrinsic> &Slot = ByName[Name];
    for (const auto &[Out, In] : Pairs) {
      NIntrinsic &I = Slot.emplace_back();
      I.Def = R;
      I.Name = Name;
      I.OutSpec = Out;
      I.InSpec = In;
      I.CK = classOf(R);
      I.Body = Op->getValueAsListInit("Ops");
      I.ArchGuard = R->getValueAsString("ArchGuard");
      I.TargetGuard = R->getValueAsString("TargetGuard");
      I.Unavailable = Op->getValueAsBit("Unavailable");
      I.BigEndianSafe = R->getValueAsBit("BigEndianSafe");
      I.Base = NType::make(Out, ".");
      I.InBase = NType::make(In, ".");
      // 8-bit floating point exists on AArch64 only.
      if (I.ArchGuard.empty() && (I.Base.K == NType::MFloat8 || I.InBase.K == NType::MFloat8))
        I.ArchGuard = "defined(__aarch64__)";
      for (size_t G = 0; G < Groups.size(); ++G) {
        I.Types.push_back(NType::make(G == 0 ? Out : In, Groups[G]));
        if (G > 0 && Groups[G].find('!') != std::string::npos)
          I.KeyType = unsigned(G);
      }
      for (const NType &T : I.Types)
        if (T.Imm || T.Ptr || (T.isScalar() && T.isHalf()))
          I.UseMacro = true;
      for (const Record *C : R->getValueAsListOfDefs("ImmChecks")) {
        NImmCheck Check{C->getValueAsInt("ImmArgIdx"),
                        C->getValueAsDef("Kind")->getValueAsInt("Value"), 0, 0};
        int64_t Ctx = C->getValueAsInt("TypeContextArgIdx");
        if (Ctx >= 0 && size_t(Ctx + 1) < I.Types.size()) {
          const NType &T = I.Types[size_t(Ctx + 1)];
          if (I.CK != NClass::B)
            Check.EltBits = T.Elt;
          Check.VecBits = T.Bits;
        }
        I.Checks.push_back(Check);
      }
      std::stable_sort(I.Checks.begin(), I.Checks.end(),
                       [](const NImmCheck &A, const NImmCheck &B) { return A.Arg < B.Arg; });
      Defs.push_back(&I);
    }
  }
}

} // namespace tblgen::armneon
