//===- MveModel.cpp - The intrinsics of arm_mve.td and arm_cde.td ---------===//

#include "backends/clang/arm/MveModel.h"

#include "tblgen/Error.h"
#include "tblgen/Record.h"

#include <algorithm>
#include <tuple>

namespace tblgen::armmve {

//===----------------------------------------------------------------------===//
// Types
//===----------------------------------------------------------------------===//

unsigned MType::size() const {
  switch (S) {
  case Void:
    return 0;
  case Scalar:
    return Bits;
  case Vector:
    return Count * Of->size();
  case Tuple:
    return Count * Of->size();
  case Predicate:
    return 16;
  case Pointer:
    return 32;
  }
  return 0;
}

void Model::name(MType &T) {
  switch (T.S) {
  case MType::Scalar:
    T.Stem = std::string(T.K == MType::Signed     ? "int"
                         : T.K == MType::Unsigned ? "uint"
                                                  : "float") +
             std::to_string(T.Bits);
    if (T.K == MType::Float)
      T.LLVMName = T.Bits == 16 ? "HalfTy" : T.Bits == 32 ? "FloatTy" : "DoubleTy";
    else
      T.LLVMName = "Int" + std::to_string(T.Bits) + "Ty";
    T.CName = T.Override.empty() ? T.Stem + "_t" : T.Override;
    break;
  case MType::Vector:
  case MType::Tuple:
    T.Stem = T.Of->Stem + "x" + std::to_string(T.Count);
    T.CName = T.Stem + "_t";
    if (T.S == MType::Vector)
      T.LLVMName =
          "llvm::FixedVectorType::get(" + T.Of->LLVMName + ", " + std::to_string(T.Count) + ")";
    break;
  case MType::Predicate:
    T.Stem = "mve_pred16";
    T.CName = "mve_pred16_t";
    T.LLVMName =
        "llvm::FixedVectorType::get(Builder.getInt1Ty(), " + std::to_string(T.Count) + ")";
    break;
  case MType::Pointer:
    T.CName = (T.Const ? "const " : "") + T.Of->CName + " *";
    T.LLVMName = "Builder.getPtrTy()";
    break;
  case MType::Void:
    T.CName = "void";
    break;
  }
}

bool MType::needsFloat() const {
  switch (S) {
  case Scalar:
    return K == Float;
  case Vector:
  case Tuple:
  case Pointer:
    return Of->needsFloat();
  default:
    return false;
  }
}

bool MType::needsMVE() const {
  switch (S) {
  case Vector:
  case Tuple:
  case Predicate:
    return true;
  case Pointer:
    return Of->needsMVE();
  default:
    return false;
  }
}

const MType *Model::intern(MType T) {
  auto [It, New] = Interned.try_emplace(
      std::make_tuple(uint8_t(T.S), uint8_t(T.K), T.Bits, T.Count, T.Const, T.Of), nullptr);
  if (New) {
    name(T);
    Types.push_back(std::move(T));
    It->second = &Types.back();
  }
  return It->second;
}

const MType *Model::u32() {
  if (!U32)
    U32 = Scalars["u32"];
  return U32;
}

const MType *Model::vectorOf(const MType *Elt, unsigned Lanes) {
  MType T;
  T.S = MType::Vector;
  T.Count = Lanes;
  T.Of = Elt;
  return intern(T);
}

const MType *Model::tupleOf(const MType *Vec, unsigned Regs) {
  MType T;
  T.S = MType::Tuple;
  T.Count = Regs;
  T.Of = Vec;
  return intern(T);
}

const MType *Model::findScalar(MType::Kind K, unsigned Bits, const char *What) {
  for (const auto &[Name, T] : Scalars)
    if (T->K == K && T->Bits == Bits)
      return T;
  PrintFatalError(std::string("Cannot find a type to satisfy ") + What);
}

const MType *Model::typeOf(const Init *I, const MType *Param) {
  if (const auto *D = dyn_cast<DagInit>(I))
    return typeOf(D, Param);
  if (const auto *D = dyn_cast<DefInit>(I))
    return typeOf(D->getDef(), Param);
  PrintFatalError("Could not convert this value into a type");
}

// A record's or dag's type depends on nothing but the parameter type: each
// is read once per parameter.
const MType *Model::typeOf(const Record *R, const MType *Param) {
  auto It = TypeMemo.find({R, Param});
  if (It != TypeMemo.end())
    return It->second;
  const MType *T = readType(R, Param);
  TypeMemo.emplace(std::make_pair(static_cast<const void *>(R), Param), T);
  return T;
}

const MType *Model::typeOf(const DagInit *D, const MType *Param) {
  auto It = TypeMemo.find({D, Param});
  if (It != TypeMemo.end())
    return It->second;
  const MType *T = readType(D, Param);
  TypeMemo.emplace(std::make_pair(static_cast<const void *>(D), Param), T);
  return T;
}

const MType *Model::readType(const Record *R, const MType *Param) {
  if (R->isSubClassOf(C.Immediate))
    R = R->getValueAsDef("type");
  else if (R->isSubClassOf(C.Unpromoted))
    R = R->getValueAsDef("underlying_type");
  if (R->getName() == "Void")
    return &VoidType;
  if (R->isSubClassOf(C.PrimitiveType)) {
    auto It = ScalarOf.find(R);
    return It != ScalarOf.end() ? It->second : Scalars[std::string(R->getName())];
  }
  if (R->isSubClassOf(C.ComplexType))
    return typeOf(R->getValueAsDag("spec"), Param);
  PrintFatalError(R, "Could not convert this record into a type");
}

const MType *Model::readType(const DagInit *D, const MType *Param) {
  const auto *OpDef = dyn_cast<DefInit>(D->getOperator());
  const Record *Op = OpDef ? OpDef->getDef() : nullptr;
  if (!Op || !Op->isSubClassOf(C.ComplexTypeOp))
    PrintFatalError("Expected ComplexTypeOp as dag operator in type expression");
  std::string_view Name = Op->getName();
  if (Name == "CTO_Parameter") {
    if (Param->S == MType::Void)
      PrintFatalError("Parametric type in unparametrised context");
    return Param;
  }
  if (Name == "CTO_Vec") {
    const MType *Elt = typeOf(D->getArg(0), Param);
    if (D->getNumArgs() == 1)
      return vectorOf(Elt);
    return vectorOf(Elt, typeOf(D->getArg(1), Param)->Count);
  }
  if (Name == "CTO_Pred") {
    MType T;
    T.S = MType::Predicate;
    T.Count = 128 / typeOf(D->getArg(0), Param)->size();
    return intern(T);
  }
  if (Op->isSubClassOf(C.Tuple))
    return tupleOf(typeOf(D->getArg(0), Param), unsigned(Op->getValueAsInt("n")));
  if (Op->isSubClassOf(C.Pointer)) {
    const MType *Pointee = typeOf(D->getArg(0), Param);
    MType T;
    T.S = MType::Pointer;
    T.Of = Pointee;
    T.Const = Op->getValueAsBit("const");
    return intern(T);
  }
  if (Name == "CTO_CopyKind") {
    const MType *Size = typeOf(D->getArg(0), Param);
    const MType *Kind = typeOf(D->getArg(1), Param);
    return findScalar(Kind->K, Size->Bits, "CopyKind");
  }
  if (Op->isSubClassOf(C.ScaleSize)) {
    const MType *Kind = typeOf(D->getArg(0), Param);
    int64_t Bits = int64_t(Kind->Bits) * Op->getValueAsInt("num") / Op->getValueAsInt("denom");
    return findScalar(Kind->K, unsigned(Bits), "ScaleSize");
  }
  PrintFatalError("Bad operator in type dag expression");
}

//===----------------------------------------------------------------------===//
// Code-generation steps
//===----------------------------------------------------------------------===//

StepRef Model::makeStep(Step::Kind K) {
  Step &S = Steps.emplace_back();
  S.K = K;
  return &S;
}

StepRef Model::literal(const MType *Ty, uint32_t V) {
  StepRef S = makeStep(Step::Literal);
  S->Ty = Ty;
  S->Value = V;
  return S;
}

namespace {

/// Links a 'seq' item after Prev: an item that is itself the end of an inner
/// seq hangs the whole inner chain after Prev.
void placeAfter(StepRef S, StepRef Prev) {
  Step *First = S;
  while (First->After)
    First = First->After;
  First->After = Prev;
}

} // namespace

StepRef Model::call(const Record *Op, const std::vector<StepRef> &Ops, const MType *Param) {
  // The operator's fields are read at its first use, in the order used.
  CallInfo &Info = Calls[Op];
  if (Op->isSubClassOf(C.StrictFPAlt)) {
    StepRef S = makeStep(Step::StrictFP);
    if (!Info.Read)
      Info.Standard = Op->getValueAsDef("standard");
    S->Standard = call(Info.Standard, Ops, Param);
    if (!Info.Read)
      Info.Strict = Op->getValueAsDef("strictfp");
    S->Strict = call(Info.Strict, Ops, Param);
    Info.Read = true;
    return S;
  }
  if (Op->isSubClassOf(C.IRBuilderBase)) {
    if (!Info.Read) {
      for (const Record *P : Op->getValueAsListOfDefs("special_params"))
        if (P->isSubClassOf(C.IRBuilderIntParam))
          Info.IntOps[unsigned(P->getValueAsInt("index"))] = P->getValueAsString("type");
      Info.Text = Op->getValueAsString("prefix");
      Info.Read = true;
    }
    StepRef S = makeStep(Step::Call);
    if (!Info.IntOps.empty())
      S->IntOps = &Info.IntOps;
    S->Text = Info.Text;
    S->Ops = Ops;
    return S;
  }
  if (Op->isSubClassOf(C.IRIntBase)) {
    StepRef S = makeStep(Step::IRCall);
    if (!Info.Read)
      Info.Params = Op->getValueAsListOfDefs("params");
    for (const Record *T : Info.Params)
      S->IRTypes.push_back(typeOf(T, Param));
    if (!Info.Read) {
      Info.Text = Op->getValueAsString("intname");
      Info.AppendKind = Op->getValueAsBit("appendKind");
      for (MType::Kind K : {MType::Signed, MType::Unsigned, MType::Float})
        Info.Suffixed[K] = Info.Text + "_" + MType::letter(K);
      Info.Read = true;
    }
    S->Text = Info.AppendKind ? Info.Suffixed[Param->K] : Info.Text;
    S->Ops = Ops;
    return S;
  }
  PrintFatalError("Unsupported dag node " + std::string(Op->getName()));
}

StepRef Model::stepFor(const DagInit *D, Scope &Names, const MType *Param) {
  const auto *OpDef = dyn_cast<DefInit>(D->getOperator());
  if (!OpDef)
    PrintFatalError("Unsupported dag node");
  const Record *Op = OpDef->getDef();
  std::string_view Name = Op->getName();

  if (Name == "seq") {
    size_t Outer = Names.size();
    StepRef Prev = nullptr;
    for (unsigned I = 0; I < D->getNumArgs(); ++I) {
      const auto *Sub = dyn_cast<DagInit>(D->getArg(I));
      if (!Sub)
        PrintFatalError("Unsupported dag node");
      StepRef S = stepFor(Sub, Names, Param);
      std::string_view Bind = D->getArgNameStr(I);
      if (!Bind.empty())
        Names.emplace_back(Bind, S);
      if (Prev)
        placeAfter(S, Prev);
      Prev = S;
    }
    Names.resize(Outer);
    return Prev;
  }
  if (Op->isSubClassOf(C.Type)) {
    if (D->getNumArgs() != 1)
      PrintFatalError("Type casts should have exactly one argument");
    const MType *To = typeOf(Op, Param);
    StepRef From = operand(D, 0, Names, Param);
    if (To->S == MType::Scalar && To->K != MType::Float) {
      if (From->K == Step::Literal)
        return literal(To, From->Value);
      StepRef S = makeStep(Step::IntCast);
      S->Ty = To;
      S->Ops = {From};
      return S;
    }
    if (To->S == MType::Pointer) {
      StepRef S = makeStep(Step::PtrCast);
      S->Ty = To;
      S->Ops = {From};
      return S;
    }
    PrintFatalError("Unsupported type cast");
  }
  if (Name == "address") {
    if (D->getNumArgs() != 2)
      PrintFatalError("'address' should have two arguments");
    StepRef Ptr = operand(D, 0, Names, Param);
    const MType *Pointee = nullptr;
    if (const auto *Inner = dyn_cast<DagInit>(D->getArg(0)))
      if (const MType *T = typeOf(Inner->getOperator(), Param); T->S == MType::Pointer)
        Pointee = T->Of;
    if (!Pointee)
      PrintFatalError("'address' pointer argument should be a pointer");
    const auto *Align = dyn_cast<IntInit>(D->getArg(1));
    if (!Align)
      PrintFatalError("'address' alignment argument should be an integer");
    StepRef S = makeStep(Step::Address);
    S->Ops = {Ptr};
    S->Ty = Pointee;
    S->Value = uint32_t(Align->getValue());
    return S;
  }
  if (Name == "unsignedflag" || Name == "bitsize") {
    if (D->getNumArgs() != 1)
      PrintFatalError(std::string(Name) + " should have exactly one argument");
    const auto *TD = dyn_cast<DefInit>(D->getArg(0));
    if (!TD || !TD->getDef()->isSubClassOf(C.Type))
      PrintFatalError(std::string(Name) + "'s argument should be a type");
    const MType *T = typeOf(TD->getDef(), Param);
    if (T->S != MType::Scalar)
      PrintFatalError(std::string(Name) + "'s argument should be a scalar type");
    return literal(u32(), Name == "bitsize" ? T->Bits : T->K == MType::Unsigned);
  }
  std::vector<StepRef> Ops;
  Ops.reserve(D->getNumArgs());
  for (unsigned I = 0; I < D->getNumArgs(); ++I)
    Ops.push_back(operand(D, I, Names, Param));
  return call(Op, Ops, Param);
}

StepRef Model::operand(const DagInit *D, unsigned I, Scope &Names, const MType *Param) {
  const Init *Arg = D->getArg(I);
  std::string_view Name = D->getArgNameStr(I);
  if (!Name.empty()) {
    if (!isa<UnsetInit>(Arg))
      PrintFatalError("dag operator argument should not have both a value and a name");
    for (size_t K = Names.size(); K-- > 0;)
      if (Names[K].first == Name)
        return Names[K].second;
    PrintFatalError("unrecognized variable name '" + std::string(Name) + "'");
  }
  if (const auto *B = dyn_cast<BitInit>(Arg))
    return literal(u32(), B->getValue());
  if (const auto *N = dyn_cast<IntInit>(Arg))
    return literal(u32(), uint32_t(N->getValue()));
  if (const auto *Sub = dyn_cast<DagInit>(Arg))
    return stepFor(Sub, Names, Param);
  if (const auto *Def = dyn_cast<DefInit>(Arg))
    if (Def->getDef()->isSubClassOf(C.Type)) {
      StepRef S = makeStep(Step::TypeRef);
      S->Ty = typeOf(Def->getDef(), Param);
      return S;
    }
  PrintError("bad DAG argument type for code generation");
  PrintNote("DAG: " + D->getAsString());
  if (const auto *Typed = dyn_cast<TypedInit>(Arg))
    PrintNote("argument type: " + Typed->getType()->getAsString());
  PrintFatalNote("argument number " + std::to_string(I) + ": " + Arg->getAsString());
}

//===----------------------------------------------------------------------===//
// Intrinsics
//===----------------------------------------------------------------------===//

bool Intrinsic::needsFloat() const {
  return Ret->needsFloat() ||
         std::any_of(Args.begin(), Args.end(), [](const MType *T) { return T->needsFloat(); });
}

bool Intrinsic::needsMVE() const {
  return Ret->needsMVE() ||
         std::any_of(Args.begin(), Args.end(), [](const MType *T) { return T->needsMVE(); });
}

namespace {

/// V as a C hex literal of its low 64 bits read as signed ("-0x1FC").
std::string hexLiteral(unsigned __int128 V) {
  int64_t S = int64_t(uint64_t(V));
  uint64_t Mag = S < 0 ? uint64_t(0) - uint64_t(S) : uint64_t(S);
  static const char Digits[] = "0123456789ABCDEF";
  std::string Hex;
  do {
    Hex.insert(Hex.begin(), Digits[Mag & 15]);
    Mag >>= 4;
  } while (Mag);
  return (S < 0 ? "-0x" : "0x") + Hex;
}

unsigned __int128 lowOnes(unsigned Bits) {
  return Bits >= 128 ? ~(unsigned __int128)0 : (((unsigned __int128)1 << Bits) - 1);
}

} // namespace

std::string Intrinsic::semaChecks() const {
  std::vector<std::string> Checks;
  for (const auto &[Index, Imm] : Imms) {
    unsigned __int128 Lo, Hi;
    if (Imm.FromBits) {
      Lo = 0;
      Hi = lowOnes(unsigned(Imm.Lo));
    } else {
      Lo = (unsigned __int128)uint64_t(Imm.Lo);
      Hi = (unsigned __int128)uint64_t(Imm.Hi);
    }
    std::string Idx = std::to_string(Index);
    // A range check only when the legal range is narrower than the type's.
    unsigned __int128 TypeRange = lowOnes(Imm.Ty->size());
    unsigned __int128 Range = (unsigned __int128)(__int128)int64_t(uint64_t(Hi - Lo));
    if (Range < TypeRange)
      Checks.push_back("SemaRef.BuiltinConstantArgRange(TheCall, " + Idx + ", " + hexLiteral(Lo) +
                       ", " + hexLiteral(Hi) + ")");
    if (!Imm.Extra.empty()) {
      std::string Suffix;
      if (!Imm.ExtraArg.empty())
        Suffix =
            ", " + (Imm.ExtraArg == "!lanesize" ? std::to_string(Imm.Ty->size()) : Imm.ExtraArg);
      Checks.push_back("SemaRef.BuiltinConstantArg" + Imm.Extra + "(TheCall, " + Idx + Suffix +
                       ")");
    }
  }
  std::string Out;
  for (size_t I = 0; I < Checks.size(); ++I)
    Out += (I ? " ||\n         " : "") + Checks[I];
  return Out.empty() ? Out : Out + ";\n";
}

/// The fields of an Intrinsic record, read at its first parameter type.
struct Model::IntrinsicFields {
  const Record *R = nullptr;
  bool Read = false;
  const Record *Ret = nullptr;
  std::string Base, Letter, Extra, Extension;
  int64_t Discard = 0;
  bool HasExtra = false, PolymorphicOnly = false, NonEvaluating = false, HeaderOnly = false;
  const DagInit *Args = nullptr, *Codegen = nullptr;
};

void Model::addIntrinsic(IntrinsicFields &F, const MType *Param) {
  // The fields are read in the order of their first use.
  const Record *R = F.R;
  Intrinsic I;
  if (!F.Read)
    F.Ret = R->getValueAsDef("ret");
  I.Ret = typeOf(F.Ret, Param);
  if (!F.Read) {
    F.Base = R->isSubClassOf(C.NameOverride) ? R->getValueAsString("basename")
                                             : std::string(R->getName());
    F.Letter = R->getValueAsString("overrideKindLetter");
    const Record *PNT = R->getValueAsDef("pnt");
    F.Discard = PNT->getValueAsInt("NumTypeSuffixesToDiscard");
    F.HasExtra = !PNT->isValueUnset("ExtraSuffixToDiscard");
    if (F.HasExtra)
      F.Extra = PNT->getValueAsString("ExtraSuffixToDiscard");
    F.Extension = R->getValueAsString("builtinExtension");
    F.PolymorphicOnly = R->getValueAsBit("polymorphicOnly");
    F.NonEvaluating = R->getValueAsBit("nonEvaluating");
    F.HeaderOnly = R->getValueAsBit("headerOnly");
    F.Args = R->getValueAsDag("args");
  }
  I.Full = F.Base;
  if (Param->S == MType::Scalar) {
    I.Full += '_';
    if (F.Letter.empty())
      I.Full += MType::letter(Param->K);
    else
      I.Full += F.Letter;
    I.Full += std::to_string(Param->Bits);
  }

  // The polymorphic name drops trailing type suffixes and the last
  // occurrence of an extra suffix.
  std::vector<std::string_view> Parts;
  std::string_view Full = I.Full;
  for (size_t Start = 0;;) {
    size_t End = Full.find('_', Start);
    Parts.push_back(Full.substr(Start, End == std::string_view::npos ? End : End - Start));
    if (End == std::string_view::npos)
      break;
    Start = End + 1;
  }
  for (int64_t N = F.Discard; N > 0 && !Parts.empty(); --N)
    Parts.pop_back();
  if (F.HasExtra)
    for (size_t K = Parts.size(); K-- > 0;)
      if (Parts[K] == F.Extra) {
        Parts.erase(Parts.begin() + long(K));
        break;
      }
  for (size_t K = 0; K < Parts.size(); ++K) {
    if (K)
      I.Short += '_';
    I.Short += Parts[K];
  }

  I.Extension = F.Extension;
  I.PolymorphicOnly = F.PolymorphicOnly;
  I.NonEvaluating = F.NonEvaluating;
  I.HeaderOnly = F.HeaderOnly;

  const DagInit *ArgDag = F.Args;
  Scope Names;
  for (unsigned K = 0; K < ArgDag->getNumArgs(); ++K) {
    const Init *TI = ArgDag->getArg(K);
    const auto *TD = dyn_cast<DefInit>(TI);
    bool Promote = !(TD && TD->getDef()->isSubClassOf(C.Unpromoted));
    const MType *T = typeOf(TI, Param);
    I.Args.push_back(T);

    bool IsImm = TD && TD->getDef()->isSubClassOf(C.Immediate);
    if (IsImm) {
      const Record *TR = TD->getDef();
      const Record *B = TR->getValueAsDef("bounds");
      Immediate &Imm = I.Imms[K];
      if (B->isSubClassOf(C.ConstRange)) {
        Imm.Lo = B->getValueAsInt("lo");
        Imm.Hi = B->getValueAsInt("hi");
      } else if (B->getName() == "IB_UEltValue") {
        Imm.FromBits = true;
        Imm.Lo = Param->size();
      } else if (B->getName() == "IB_LaneIndex") {
        Imm.Lo = 0;
        Imm.Hi = 128 / Param->size() - 1;
      } else if (B->isSubClassOf(C.EltBit)) {
        Imm.Lo = B->getValueAsInt("base");
        Imm.Hi = Imm.Lo + typeOf(B->getValueAsDef("type"), Param)->size() - 1;
      } else {
        PrintFatalError("unrecognised ImmediateBounds subclass");
      }
      Imm.Ty = T;
      if (!TR->isValueUnset("extra")) {
        Imm.Extra = TR->getValueAsString("extra");
        if (!TR->isValueUnset("extraarg"))
          Imm.ExtraArg = TR->getValueAsString("extraarg");
      }
    }

    std::string_view ArgName = ArgDag->getArgNameStr(K);
    if (ArgName.empty())
      continue;
    StepRef V = makeStep(Step::Arg);
    V->ArgNo = K;
    V->IsAddress = T->S == MType::Pointer;
    V->IsImmediate = IsImm;
    if (Promote) {
      if (T->S == MType::Scalar && T->isInteger() && T->Bits < 32) {
        StepRef Cast = makeStep(Step::IntCast);
        Cast->Ty = u32();
        Cast->Ops = {V};
        V = Cast;
      } else if (T->S == MType::Predicate) {
        StepRef Cast = makeStep(Step::IntCast);
        Cast->Ty = u32();
        Cast->Ops = {V};
        StepRef P = makeStep(Step::IRCall);
        P->Text = "arm_mve_pred_i2v";
        P->IRTypes = {T};
        P->Ops = {Cast};
        V = P;
      }
    }
    Names.emplace_back(ArgName, V);
  }

  if (!F.Read) {
    F.Codegen = R->getValueAsDag("codegen");
    F.Read = true;
  }
  const DagInit *CG = F.Codegen;
  const auto *MainDef = dyn_cast<DefInit>(CG->getOperator());
  if (MainDef && MainDef->getDef()->isSubClassOf(C.CustomCodegen)) {
    I.Custom["CustomCodeGenType"] = "CustomCodeGen::" + MainDef->getDef()->getValueAsString("type");
    for (unsigned K = 0; K < CG->getNumArgs(); ++K) {
      std::string_view N = CG->getArgNameStr(K);
      if (N.empty())
        PrintFatalError("Operands to CustomCodegen should have names");
      if (const auto *II = dyn_cast<IntInit>(CG->getArg(K)))
        I.Custom[std::string(N)] = std::to_string(II->getValue());
      else if (const auto *SI = dyn_cast<StringInit>(CG->getArg(K)))
        I.Custom[std::string(N)] = std::string(SI->getValue());
      else
        PrintFatalError("Operands to CustomCodegen should be integers");
    }
  } else {
    I.Code = stepFor(CG, Names, Param);
  }
  auto It = Intrinsics.find(I.Full);
  if (It == Intrinsics.end())
    Intrinsics.emplace(I.Full, std::move(I));
  else
    It->second = std::move(I);
}

Model::Model() { name(VoidType); }

bool Model::build(const RecordKeeper &RK, bool WithMacros) {
  auto Class = [&](std::string_view Name) { return RK.getClass(Name); };
  C = {Class("Immediate"),      Class("unpromoted"),   Class("PrimitiveType"),
       Class("ComplexType"),    Class("ComplexTypeOp"), Class("CTO_Tuple"),
       Class("CTO_Pointer"),    Class("CTO_ScaleSize"), Class("Type"),
       Class("strictFPAlt"),    Class("IRBuilderBase"), Class("IRIntBase"),
       Class("IRBuilderIntParam"), Class("NameOverride"), Class("CustomCodegen"),
       Class("IB_ConstRange"),  Class("IB_EltBit")};
  for (const Record *R : RK.getAllDerivedDefinitions("PrimitiveType")) {
    MType T;
    T.S = MType::Scalar;
    std::string Kind = R->getValueAsString("kind");
    T.K = Kind == "u" ? MType::Unsigned : Kind == "f" ? MType::Float : MType::Signed;
    T.Bits = unsigned(R->getValueAsInt("size"));
    T.Override = R->getValueAsString("nameOverride");
    name(T);
    Types.push_back(std::move(T));
    Scalars[std::string(R->getName())] = &Types.back();
    ScalarOf[R] = &Types.back();
  }
  for (const Record *R : RK.getAllDerivedDefinitions("Intrinsic")) {
    IntrinsicFields F;
    F.R = R;
    for (const Record *P : R->getValueAsListOfDefs("params"))
      addIntrinsic(F, typeOf(P, &VoidType));
  }
  if (WithMacros)
    Macros = RK.getAllDerivedDefinitions("FunctionMacro");
  return true;
}

} // namespace tblgen::armmve
