//===- SveModel.cpp - The intrinsics of arm_sve.td and arm_sme.td ---------===//

#include "backends/clang/arm/SveModel.h"

#include "backends/common/LLVMCompat.h"

#include "tblgen/Error.h"
#include "tblgen/Record.h"

#include <algorithm>
#include <bit>
#include <cstring>

namespace tblgen::armsve {

namespace {

// Codes of the modifier table columns (SveModifiers.def).
constexpr int EKeep = 0, EHalf = -1, EQuarter = -2, ETimes4 = -3;
constexpr int WKeep = 0, WElt = -1;
constexpr int VKeep = -1;
constexpr unsigned F_Imm = 1, F_Const = 2, F_Ptr = 4, F_Default = 8, F_Fixed = 16;

struct Modifier {
  char Ch;
  bool SetsKind;
  EltKind Kind;
  int Elt, Width, Vecs;
  unsigned Flags;
};

/// The Kind column's "no change".
constexpr EltKind Keep = EltKind::Invalid;
using enum EltKind;

constexpr Modifier Modifiers[] = {
#define SVE_MOD(C, K, E, W, V, F) {C, K != Keep, K, E, W, V, F},
#include "backends/clang/arm/SveModifiers.def"
};

/// The first modifier of each character, by character (-1: none).
struct ModifierIndex {
  int16_t Of[256];
  constexpr ModifierIndex() : Of() {
    for (int16_t &I : Of)
      I = -1;
    for (size_t K = std::size(Modifiers); K-- > 0;)
      Of[static_cast<unsigned char>(Modifiers[K].Ch)] = int16_t(K);
  }
};
constexpr ModifierIndex ModifierOf;

const Modifier *findModifier(char C) {
  int16_t I = ModifierOf.Of[static_cast<unsigned char>(C)];
  return I < 0 ? nullptr : &Modifiers[I];
}

/// Sets the kind and element width a type spec names ("Uc": unsigned 8).
void applySpec(VType &T, std::string_view Spec) {
  auto Int = [&T](unsigned Bits) {
    if (T.Kind == EltKind::Invalid)
      T.Kind = EltKind::SInt;
    T.Elt = Bits;
  };
  for (char C : Spec) {
    switch (C) {
    case 'Q':
      T.Kind = EltKind::Svcount;
      break;
    case 'P':
      T.Kind = EltKind::Predicate;
      break;
    case 'U':
      T.Kind = EltKind::UInt;
      break;
    case 'c':
      Int(8);
      break;
    case 's':
      Int(16);
      break;
    case 'i':
      Int(32);
      break;
    case 'l':
      Int(64);
      break;
    case 'q':
      Int(128);
      break;
    case 'h':
      T.Kind = EltKind::Float, T.Elt = 16;
      break;
    case 'f':
      T.Kind = EltKind::Float, T.Elt = 32;
      break;
    case 'd':
      T.Kind = EltKind::Float, T.Elt = 64;
      break;
    case 'b':
      T.Kind = EltKind::BFloat16, T.Elt = 16;
      break;
    case 'm':
      T.Kind = EltKind::MFloat8, T.Elt = 8;
      break;
    default:
      break;
    }
  }
}

void applyModifier(VType &T, char C) {
  const Modifier *M = findModifier(C);
  if (!M)
    return;
  if (M->SetsKind)
    T.Kind = M->Kind;
  switch (M->Elt) {
  case EKeep:
    break;
  case EHalf:
    T.Elt /= 2;
    break;
  case EQuarter:
    T.Elt /= 4;
    break;
  case ETimes4:
    T.Elt *= 4;
    break;
  default:
    T.Elt = unsigned(M->Elt);
    break;
  }
  if (M->Width == WElt)
    T.Width = T.Elt;
  else if (M->Width != WKeep)
    T.Width = unsigned(M->Width);
  if (M->Vecs != VKeep)
    T.Vecs = unsigned(M->Vecs);
  T.Imm |= (M->Flags & F_Imm) != 0;
  T.Const |= (M->Flags & F_Const) != 0;
  T.Ptr |= (M->Flags & F_Ptr) != 0;
  T.Default |= (M->Flags & F_Default) != 0;
  if (M->Flags & F_Fixed)
    T.Scalable = false;
}

/// The operands of a prototype: (modifier, vector count) for the result
/// and each parameter; "2", "3", "4" alone stand for tuples of the default
/// type, "2.x" for tuples of modifier x.
std::vector<std::pair<char, unsigned>> operands(std::string_view P) {
  std::vector<std::pair<char, unsigned>> Ops;
  size_t I = 0;
  while (I < P.size()) {
    char C = P[I];
    if (C < '2' || C > '4') {
      Ops.emplace_back(C, 1);
      ++I;
      continue;
    }
    bool Dotted = I + 2 < P.size() && P[I + 1] == '.';
    Ops.emplace_back(Dotted ? P[I + 2] : 'd', unsigned(C - '0'));
    I += Dotted ? 3 : 1;
  }
  return Ops;
}

bool isSplatChar(char C) { return std::string_view("ajfrKLR@!").find(C) != std::string_view::npos; }

/// The operand number of the splat operand among the flattened operands
/// (a tuple parameter counts as one operand per vector).
unsigned splatParam(std::string_view P) {
  auto Ops = operands(P);
  unsigned Count = 0;
  for (size_t K = 1; K < Ops.size(); ++K) {
    // A tuple's modifier is never a splat one; "2.x" tuples read as x.
    char Mod = Ops[K].first;
    if (Ops[K].second == 1 && isSplatChar(Mod))
      return Count;
    Count += Ops[K].second;
  }
  return Count;
}

/// Guard G of a family whose base feature is Base, as the tables spell it:
/// Base joined on, with G in parentheses when it has a top-level '|'.
std::string formatGuard(std::string_view G, std::string_view Base) {
  std::string B(Base);
  int Depth = 0;
  bool TopLevelOr = false;
  for (char C : G) {
    Depth += C == '(' ? 1 : C == ')' ? -1 : 0;
    TopLevelOr |= C == '|' && Depth == 0;
  }
  if (TopLevelOr)
    return B + ",(" + std::string(G) + ")";
  if (G.empty() || G == Base || G.starts_with(B + ","))
    return std::string(G);
  return B + "," + std::string(G);
}

} // namespace

VType VType::make(std::string_view Spec, char Mod, unsigned NumVecs) {
  VType T;
  T.Vecs = NumVecs;
  if (!Spec.empty())
    applySpec(T, Spec);
  applyModifier(T, Mod);
  return T;
}

std::string VType::cName() const {
  std::string S;
  switch (Kind) {
  case EltKind::PrefetchOp:
    return "enum svprfop";
  case EltKind::Pattern:
    return "enum svpattern";
  case EltKind::Fpm:
    S = "fpm";
    break;
  case EltKind::Void:
    S = "void";
    break;
  case EltKind::Float:
    S = "float" + std::to_string(Elt);
    break;
  case EltKind::Svcount:
    S = "svcount";
    break;
  case EltKind::Predicate:
    S = "bool";
    break;
  case EltKind::BFloat16:
    S = "bfloat16";
    break;
  case EltKind::MFloat8:
    S = "mfloat8";
    break;
  case EltKind::SInt:
    S = "int" + std::to_string(Elt);
    break;
  case EltKind::UInt:
    S = "uint" + std::to_string(Elt);
    break;
  case EltKind::Invalid:
    break;
  }
  if (Vecs > 0)
    S = Scalable ? "sv" + S : S + "x" + std::to_string(lanes());
  if (Vecs > 1)
    S += "x" + std::to_string(Vecs);
  if (!isScalarPredicate() && Kind != EltKind::Void)
    S += "_t";
  if (Const)
    S += " const";
  if (Ptr)
    S += " *";
  return S;
}

std::string VType::code() const {
  std::string S;
  if (Vecs > 0)
    S = (Scalable ? "q" : "V") + std::to_string(lanes() * Vecs);
  else if (Imm)
    S = "I";
  if (Kind == EltKind::SInt && (Elt == 8 || Ptr))
    S += 'S';
  else if (Kind == EltKind::UInt)
    S += 'U';
  switch (Kind) {
  case EltKind::Void:
    S += "v";
    break;
  case EltKind::Svcount:
    S += "Qa";
    break;
  case EltKind::PrefetchOp:
  case EltKind::Pattern:
    S += "i";
    break;
  case EltKind::Fpm:
    S += "UWi";
    break;
  case EltKind::Predicate:
    S += "b";
    break;
  case EltKind::BFloat16:
    S += "y";
    break;
  case EltKind::MFloat8:
    S += "m";
    break;
  case EltKind::Float:
    S += Elt == 16 ? "h" : Elt == 32 ? "f" : "d";
    break;
  case EltKind::SInt:
  case EltKind::UInt:
    switch (Elt) {
    case 1:
      S += "b";
      break;
    case 8:
      S += "c";
      break;
    case 16:
      S += "s";
      break;
    case 32:
      S += "i";
      break;
    case 64:
      S += "Wi";
      break;
    default:
      S += "LLLi";
      break;
    }
    break;
  case EltKind::Invalid:
    break;
  }
  if (Const)
    S += "C";
  if (Ptr)
    S += "*";
  return S;
}

std::string VType::suffix() const {
  std::string_view K;
  switch (Kind) {
  case EltKind::SInt:
    K = "s";
    break;
  case EltKind::UInt:
    K = "u";
    break;
  case EltKind::Svcount:
    K = "c";
    break;
  case EltKind::Predicate:
    K = "b";
    break;
  case EltKind::BFloat16:
    K = "bf";
    break;
  case EltKind::MFloat8:
    K = "mf";
    break;
  default:
    K = "f";
    break;
  }
  return std::string(K) + std::to_string(Elt);
}

namespace {

/// S with each {N} template replaced by the suffix of operand N's type
/// ({d}: the default type) for type spec Spec.
std::string expandTemplates(std::string S, const std::string &Spec,
                            const std::vector<std::pair<char, unsigned>> &Ops) {
  for (size_t Open = S.find('{'); Open != std::string::npos; Open = S.find('{')) {
    size_t Close = S.find('}');
    char C = S[Open + 1];
    size_t Op = size_t(C - '0');
    char Mod = C == 'd' ? 'd' : Op < Ops.size() ? Ops[Op].first : 'd';
    S.replace(Open, Close - Open + 1, VType::make(Spec, Mod).suffix());
  }
  return S;
}

} // namespace

std::string Intrinsic::expand(std::string S) const {
  return expandTemplates(std::move(S), Spec, operands(Proto));
}

std::string Intrinsic::declName() const {
  if (!Overloaded)
    return FullName;
  std::string S;
  bool Skip = false;
  for (char C : Name) {
    if (C == '[')
      Skip = true;
    else if (C == ']')
      Skip = false;
    else if (!Skip)
      S += C;
  }
  S = expand(std::move(S));
  S += MergeSuffix;
  if (SetsFPMR)
    S += "_fpm";
  return S;
}

std::string Intrinsic::llvmName() const { return expand(std::string(LLVMName)); }

std::string Intrinsic::builtinCode() const {
  std::string S;
  for (const VType &T : Types)
    S += T.code();
  return S;
}

std::string Intrinsic::guard() const {
  if (SMEGuard.empty() != SVEGuard.empty())
    return std::string(SVEGuard.empty() ? SMEGuard : SVEGuard);
  auto Wrap = [](std::string_view G) {
    return G.find_first_of(",|") == std::string_view::npos ? std::string(G)
                                                           : "(" + std::string(G) + ")";
  };
  return Wrap(SVEGuard) + "|" + Wrap(SMEGuard);
}

const std::string &Model::cName(const VType &T) const {
  if (T.Vecs > 0xff || T.Width > 0xffff || uint8_t(T.Kind) > 0xf) {
    Scratch = T.cName();
    return Scratch;
  }
  uint64_t Key = uint64_t(T.Kind) | uint64_t(T.Const) << 4 | uint64_t(T.Ptr) << 5 |
                 uint64_t(T.Scalable) << 6 | uint64_t(T.Vecs) << 7 | uint64_t(T.Width) << 15 |
                 uint64_t(T.Elt) << 31;
  auto [It, New] = CNames.try_emplace(Key);
  if (New)
    It->second = T.cName();
  return It->second;
}

uint64_t Model::flag(std::string_view Name) const {
  auto It = FlagIndex.find(Name);
  return It == FlagIndex.end() ? 0 : It->second;
}

std::string Model::immCheckName(int64_t V) const {
  for (const auto &[N, Val] : ImmCheckTypes)
    if (int64_t(Val) == V)
      return N;
  return "";
}

uint64_t Model::encode(uint64_t V, uint64_t M) {
  if (M == 0)
    return 0;
  return (V << std::countr_zero(M)) & M;
}

uint64_t Model::eltFlag(const VType &T) {
  auto [Known, New] = EltFlags.try_emplace({T.Kind, T.Elt}, 0);
  if (!New)
    return Known->second;
  std::string Name;
  switch (T.Kind) {
  case EltKind::Float:
    Name = "EltTyFloat" + std::to_string(T.Elt);
    break;
  case EltKind::BFloat16:
    Name = "EltTyBFloat16";
    break;
  case EltKind::MFloat8:
    Name = "EltTyMFloat8";
    break;
  case EltKind::Predicate:
  case EltKind::Svcount:
    Name = "EltTyBool" + std::to_string(T.Elt);
    break;
  default:
    Name = "EltTyInt" + std::to_string(T.Elt);
    break;
  }
  auto It = EltIndex.find(Name);
  return Known->second = encode(It == EltIndex.end() ? 0 : It->second, EltTypeMask);
}

bool Model::expand(const Record *R) {
  std::string_view Name = compat::stringField(R, "Name");
  std::string_view Proto = compat::stringField(R, "Prototype");
  std::string_view Types = compat::stringField(R, "Types");
  if (Types.empty())
    Types = "i";
  uint64_t RecFlags = 0;
  for (const Record *F : R->getValueAsListOfDefs("Flags"))
    RecFlags |= uint64_t(F->getValueAsInt("Value"));
  std::string_view SVEGuard =
      Texts.emplace_back(formatGuard(compat::stringField(R, "SVETargetGuard"), "sve"));
  std::string_view SMEGuard =
      Texts.emplace_back(formatGuard(compat::stringField(R, "SMETargetGuard"), "sme"));
  uint64_t Merge = uint64_t(R->getValueAsInt("Merge"));
  uint64_t MemElt = uint64_t(R->getValueAsInt("MemEltType"));
  std::string_view MergeSuffix = Texts.emplace_back(R->getValueAsString("MergeSuffix"));
  std::vector<const Record *> CheckDefs = R->getValueAsListOfDefs("ImmChecks");
  // The checks' fields, read once: type context argument, immediate
  // argument, kind.
  struct CheckFields {
    int64_t Ctx;
    unsigned Arg;
    int64_t Kind;
  };
  std::vector<CheckFields> Checks;
  bool ChecksRead = false;

  std::vector<std::string> Specs;
  std::string Cur;
  for (char C : Types) {
    Cur += C;
    if (C >= 'a' && C <= 'z') {
      Specs.push_back(std::move(Cur));
      Cur.clear();
    }
  }
  std::sort(Specs.begin(), Specs.end());
  Specs.erase(std::unique(Specs.begin(), Specs.end()), Specs.end());

  auto Ops = operands(Proto);
  std::string NoBrackets;
  for (char C : Name)
    if (C != '[' && C != ']')
      NoBrackets += C;
  bool Short = Name.find('[') != std::string_view::npos && Name.find(']') != std::string_view::npos;
  uint64_t Splat = 0;
  if (Proto.find_first_of("ajfrKLR@!") != std::string_view::npos)
    Splat = encode(splatParam(Proto) + 1, SplatOperandMask);

  std::string_view LLVMName;
  for (size_t S = 0; S < Specs.size(); ++S) {
    const std::string &Spec = Specs[S];
    if (S == 0)
      LLVMName = compat::stringField(R, "LLVMIntrinsic");
    Intrinsic I{R,           Name, Proto, LLVMName, Spec, false, SVEGuard, SMEGuard,
                MergeSuffix, {},   0,     false,    {},   {}};
    for (size_t K = 0; K < CheckDefs.size(); ++K) {
      if (!ChecksRead) {
        const Record *C = CheckDefs[K];
        int64_t Ctx = C->getValueAsInt("TypeContextArgIdx");
        Checks.push_back({Ctx, 0, 0});
        unsigned Bits = 0;
        if (Ctx >= 0 && size_t(Ctx + 1) < Ops.size())
          Bits = VType::make(Spec, Ops[size_t(Ctx + 1)].first, Ops[size_t(Ctx + 1)].second).Elt;
        Checks.back().Arg = unsigned(C->getValueAsInt("ImmArgIdx"));
        Checks.back().Kind = C->getValueAsDef("Kind")->getValueAsInt("Value");
        I.Checks.push_back({Checks.back().Arg, Checks.back().Kind, Bits, false});
        continue;
      }
      const CheckFields &C = Checks[K];
      unsigned Bits = 0;
      if (C.Ctx >= 0 && size_t(C.Ctx + 1) < Ops.size())
        Bits = VType::make(Spec, Ops[size_t(C.Ctx + 1)].first, Ops[size_t(C.Ctx + 1)].second).Elt;
      I.Checks.push_back({C.Arg, C.Kind, Bits, false});
    }
    ChecksRead = true;
    for (size_t K = 0; K < Ops.size(); ++K) {
      VType T = VType::make(Spec, Ops[K].first, Ops[K].second);
      I.SetsFPMR = T.Kind == EltKind::Fpm;
      if (K > 0 && (T.Kind == EltKind::Pattern || T.Kind == EltKind::PrefetchOp)) {
        I.Checks.push_back(
            {unsigned(K - 1), T.Kind == EltKind::Pattern ? Check0_31 : Check0_13, 0, true});
      }
      I.Types.push_back(T);
    }
    I.Flags = RecFlags | eltFlag(VType::make(Spec, 'd')) | encode(MemElt, MemEltTypeMask) |
              encode(Merge, MergeTypeMask) | Splat;
    if (I.SetsFPMR)
      I.Flags |= SetsFPMR;
    I.FullName = expandTemplates(NoBrackets, Spec, Ops);
    I.FullName += MergeSuffix;
    if (I.SetsFPMR)
      I.FullName += "_fpm";
    Intrinsics.push_back(I);
    if (Short) {
      I.Overloaded = true;
      Intrinsics.push_back(std::move(I));
    }
  }
  return true;
}

bool Model::build(const RecordKeeper &RK, bool WithIntrinsics) {
  auto Collect = [&RK](NamedValues &Out, std::string_view Class) {
    for (const Record *R : RK.getAllDerivedDefinitions(Class))
      Out.emplace_back(std::string(R->getName()), uint64_t(R->getValueAsInt("Value")));
  };
  Collect(EltTypes, "EltType");
  Collect(MemEltTypes, "MemEltType");
  Collect(FlagTypes, "FlagType");
  Collect(MergeTypes, "MergeType");
  Collect(ImmCheckTypes, "ImmCheckType");
  for (const auto &[N, V] : FlagTypes)
    FlagIndex.emplace(N, V);
  for (const auto &[N, V] : EltTypes)
    EltIndex.emplace(N, V);
  EltTypeMask = flag("EltTypeMask");
  MemEltTypeMask = flag("MemEltTypeMask");
  MergeTypeMask = flag("MergeTypeMask");
  SplatOperandMask = flag("SplatOperandMask");
  SetsFPMR = flag("SetsFPMR");
  IsStreaming = flag("IsStreaming");
  VerifyRuntimeMode = flag("VerifyRuntimeMode");
  IsStreamingCompatible = flag("IsStreamingCompatible");
  // The last of each name, as a search of the list would find it.
  for (const auto &[N, V] : ImmCheckTypes) {
    if (N == "ImmCheck0_31")
      Check0_31 = int64_t(V);
    if (N == "ImmCheck0_13")
      Check0_13 = int64_t(V);
  }
  if (!WithIntrinsics)
    return true;
  for (const Record *R : RK.getAllDerivedDefinitions("Inst"))
    if (!expand(R))
      return false;
  return true;
}

std::vector<unsigned> Model::byFullName() const {
  // Each name's first eight bytes as a big-endian number (zero-padded), so
  // most comparisons are one integer compare; ties compare the names. The
  // comparisons come out as the names' own, so the order (ties included)
  // is the one sorting by name gives.
  struct Key {
    uint64_t Head;
    std::string_view Name;
    unsigned Index;
  };
  std::vector<Key> Keys(Intrinsics.size());
  for (unsigned I = 0; I < Keys.size(); ++I) {
    const std::string &N = Intrinsics[I].FullName;
    unsigned char Bytes[8] = {};
    std::memcpy(Bytes, N.data(), std::min<size_t>(N.size(), 8));
    uint64_t Head = 0;
    for (unsigned char B : Bytes)
      Head = Head << 8 | B;
    Keys[I] = {Head, N, I};
  }
  compat::libstdcxxSort(Keys, [](const Key &A, const Key &B) {
    if (A.Head != B.Head)
      return A.Head < B.Head;
    return A.Name < B.Name;
  });
  std::vector<unsigned> Order(Keys.size());
  for (unsigned I = 0; I < Order.size(); ++I)
    Order[I] = Keys[I].Index;
  return Order;
}

} // namespace tblgen::armsve
