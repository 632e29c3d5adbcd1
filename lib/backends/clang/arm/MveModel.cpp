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

std::string MType::stem() const {
  switch (S) {
  case Scalar:
    return std::string(K == Signed     ? "int"
                       : K == Unsigned ? "uint"
                                       : "float") +
           std::to_string(Bits);
  case Vector:
  case Tuple:
    return Of->stem() + "x" + std::to_string(Count);
  case Predicate:
    return "mve_pred16";
  default:
    return "";
  }
}

std::string MType::cName() const {
  switch (S) {
  case Void:
    return "void";
  case Pointer:
    return (Const ? "const " : "") + Of->cName() + " *";
  case Scalar:
    if (!Override.empty())
      return Override;
    [[fallthrough]];
  default:
    return stem() + "_t";
  }
}

std::string MType::llvmName() const {
  switch (S) {
  case Scalar:
    if (K == Float)
      return Bits == 16 ? "HalfTy" : Bits == 32 ? "FloatTy" : "DoubleTy";
    return "Int" + std::to_string(Bits) + "Ty";
  case Vector:
    return "llvm::FixedVectorType::get(" + Of->llvmName() + ", " + std::to_string(Count) + ")";
  case Predicate:
    return "llvm::FixedVectorType::get(Builder.getInt1Ty(), " + std::to_string(Count) + ")";
  case Pointer:
    return "Builder.getPtrTy()";
  default:
    return "";
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
  for (const MType &E : Types)
    if (std::tie(E.S, E.K, E.Bits, E.Count, E.Const, E.Of, E.Override) ==
        std::tie(T.S, T.K, T.Bits, T.Count, T.Const, T.Of, T.Override))
      return &E;
  Types.push_back(std::move(T));
  return &Types.back();
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

const MType *Model::typeOf(const Record *R, const MType *Param) {
  if (R->isSubClassOf("Immediate"))
    R = R->getValueAsDef("type");
  else if (R->isSubClassOf("unpromoted"))
    R = R->getValueAsDef("underlying_type");
  if (R->getName() == "Void")
    return &VoidType;
  if (R->isSubClassOf("PrimitiveType"))
    return Scalars[std::string(R->getName())];
  if (R->isSubClassOf("ComplexType"))
    return typeOf(R->getValueAsDag("spec"), Param);
  PrintFatalError(R, "Could not convert this record into a type");
}

const MType *Model::typeOf(const DagInit *D, const MType *Param) {
  const auto *OpDef = dyn_cast<DefInit>(D->getOperator());
  const Record *Op = OpDef ? OpDef->getDef() : nullptr;
  if (!Op || !Op->isSubClassOf("ComplexTypeOp"))
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
  if (Op->isSubClassOf("CTO_Tuple"))
    return tupleOf(typeOf(D->getArg(0), Param), unsigned(Op->getValueAsInt("n")));
  if (Op->isSubClassOf("CTO_Pointer")) {
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
  if (Op->isSubClassOf("CTO_ScaleSize")) {
    const MType *Kind = typeOf(D->getArg(0), Param);
    int64_t Bits = int64_t(Kind->Bits) * Op->getValueAsInt("num") / Op->getValueAsInt("denom");
    return findScalar(Kind->K, unsigned(Bits), "ScaleSize");
  }
  PrintFatalError("Bad operator in type dag expression");
}

//===----------------------------------------------------------------------===//
// Code-generation steps
//===----------------------------------------------------------------------===//

namespace {

StepRef makeStep(Step::Kind K) {
  auto S = std::make_shared<Step>();
  S->K = K;
  return S;
}

StepRef literal(const MType *Ty, uint32_t V) {
  StepRef S = makeStep(Step::Literal);
  S->Ty = Ty;
  S->Value = V;
  return S;
}

/// Links a 'seq' item after Prev: an item that is itself the end of an inner
/// seq hangs the whole inner chain after Prev.
void placeAfter(const StepRef &S, const StepRef &Prev) {
  Step *First = S.get();
  while (First->After)
    First = First->After.get();
  First->After = Prev;
}

} // namespace

StepRef Model::call(const Record *Op, std::vector<StepRef> Ops, const MType *Param) {
  if (Op->isSubClassOf("strictFPAlt")) {
    StepRef S = makeStep(Step::StrictFP);
    S->Standard = call(Op->getValueAsDef("standard"), Ops, Param);
    S->Strict = call(Op->getValueAsDef("strictfp"), Ops, Param);
    return S;
  }
  if (Op->isSubClassOf("IRBuilderBase")) {
    StepRef S = makeStep(Step::Call);
    for (const Record *P : Op->getValueAsListOfDefs("special_params"))
      if (P->isSubClassOf("IRBuilderIntParam"))
        S->IntOps[unsigned(P->getValueAsInt("index"))] = P->getValueAsString("type");
    S->Text = Op->getValueAsString("prefix");
    S->Ops = std::move(Ops);
    return S;
  }
  if (Op->isSubClassOf("IRIntBase")) {
    StepRef S = makeStep(Step::IRCall);
    for (const Record *T : Op->getValueAsListOfDefs("params"))
      S->IRTypes.push_back(typeOf(T, Param));
    S->Text = Op->getValueAsString("intname");
    if (Op->getValueAsBit("appendKind"))
      S->Text += std::string("_") + MType::letter(Param->K);
    S->Ops = std::move(Ops);
    return S;
  }
  PrintFatalError("Unsupported dag node " + std::string(Op->getName()));
}

StepRef Model::stepFor(const DagInit *D, const std::map<std::string, StepRef> &Scope,
                       const MType *Param) {
  const auto *OpDef = dyn_cast<DefInit>(D->getOperator());
  if (!OpDef)
    PrintFatalError("Unsupported dag node");
  const Record *Op = OpDef->getDef();
  std::string_view Name = Op->getName();

  if (Name == "seq") {
    std::map<std::string, StepRef> Inner = Scope;
    StepRef Prev;
    for (unsigned I = 0; I < D->getNumArgs(); ++I) {
      const auto *Sub = dyn_cast<DagInit>(D->getArg(I));
      if (!Sub)
        PrintFatalError("Unsupported dag node");
      StepRef S = stepFor(Sub, Inner, Param);
      std::string_view Bind = D->getArgNameStr(I);
      if (!Bind.empty())
        Inner[std::string(Bind)] = S;
      if (Prev)
        placeAfter(S, Prev);
      Prev = S;
    }
    return Prev;
  }
  if (Op->isSubClassOf("Type")) {
    if (D->getNumArgs() != 1)
      PrintFatalError("Type casts should have exactly one argument");
    const MType *To = typeOf(Op, Param);
    StepRef From = operand(D, 0, Scope, Param);
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
    StepRef Ptr = operand(D, 0, Scope, Param);
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
    if (!TD || !TD->getDef()->isSubClassOf("Type"))
      PrintFatalError(std::string(Name) + "'s argument should be a type");
    const MType *T = typeOf(TD->getDef(), Param);
    if (T->S != MType::Scalar)
      PrintFatalError(std::string(Name) + "'s argument should be a scalar type");
    return literal(Scalars["u32"], Name == "bitsize" ? T->Bits : T->K == MType::Unsigned);
  }
  std::vector<StepRef> Ops;
  for (unsigned I = 0; I < D->getNumArgs(); ++I)
    Ops.push_back(operand(D, I, Scope, Param));
  return call(Op, std::move(Ops), Param);
}

StepRef Model::operand(const DagInit *D, unsigned I, const std::map<std::string, StepRef> &Scope,
                       const MType *Param) {
  const Init *Arg = D->getArg(I);
  std::string_view Name = D->getArgNameStr(I);
  if (!Name.empty()) {
    if (!isa<UnsetInit>(Arg))
      PrintFatalError("dag operator argument should not have both a value and a name");
    auto It = Scope.find(std::string(Name));
    if (It == Scope.end())
      PrintFatalError("unrecognized variable name '" + std::string(Name) + "'");
    return It->second;
  }
  if (const auto *B = dyn_cast<BitInit>(Arg))
    return literal(Scalars["u32"], B->getValue());
  if (const auto *N = dyn_cast<IntInit>(Arg))
    return literal(Scalars["u32"], uint32_t(N->getValue()));
  if (const auto *Sub = dyn_cast<DagInit>(Arg))
    return stepFor(Sub, Scope, Param);
  if (const auto *Def = dyn_cast<DefInit>(Arg))
    if (Def->getDef()->isSubClassOf("Type")) {
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

void Model::addIntrinsic(const Record *R, const MType *Param) {
  Intrinsic I;
  I.Ret = typeOf(R->getValueAsDef("ret"), Param);
  std::string Base =
      R->isSubClassOf("NameOverride") ? R->getValueAsString("basename") : std::string(R->getName());
  std::string Letter = R->getValueAsString("overrideKindLetter");
  I.Full = Base;
  if (Param->S == MType::Scalar)
    I.Full += "_" + (Letter.empty() ? std::string(1, MType::letter(Param->K)) : Letter) +
              std::to_string(Param->Bits);

  // The polymorphic name drops trailing type suffixes and the last
  // occurrence of an extra suffix.
  const Record *PNT = R->getValueAsDef("pnt");
  std::vector<std::string> Parts{""};
  for (char C : I.Full) {
    if (C == '_')
      Parts.emplace_back();
    else
      Parts.back() += C;
  }
  for (int64_t N = PNT->getValueAsInt("NumTypeSuffixesToDiscard"); N > 0 && !Parts.empty(); --N)
    Parts.pop_back();
  if (!PNT->isValueUnset("ExtraSuffixToDiscard")) {
    std::string Extra = PNT->getValueAsString("ExtraSuffixToDiscard");
    for (size_t K = Parts.size(); K-- > 0;)
      if (Parts[K] == Extra) {
        Parts.erase(Parts.begin() + long(K));
        break;
      }
  }
  for (size_t K = 0; K < Parts.size(); ++K)
    I.Short += (K ? "_" : "") + Parts[K];

  I.Extension = R->getValueAsString("builtinExtension");
  I.PolymorphicOnly = R->getValueAsBit("polymorphicOnly");
  I.NonEvaluating = R->getValueAsBit("nonEvaluating");
  I.HeaderOnly = R->getValueAsBit("headerOnly");

  const DagInit *ArgDag = R->getValueAsDag("args");
  std::map<std::string, StepRef> Scope;
  for (unsigned K = 0; K < ArgDag->getNumArgs(); ++K) {
    const Init *TI = ArgDag->getArg(K);
    const auto *TD = dyn_cast<DefInit>(TI);
    bool Promote = !(TD && TD->getDef()->isSubClassOf("unpromoted"));
    const MType *T = typeOf(TI, Param);
    I.Args.push_back(T);

    bool IsImm = TD && TD->getDef()->isSubClassOf("Immediate");
    if (IsImm) {
      const Record *TR = TD->getDef();
      const Record *B = TR->getValueAsDef("bounds");
      Immediate &Imm = I.Imms[K];
      if (B->isSubClassOf("IB_ConstRange")) {
        Imm.Lo = B->getValueAsInt("lo");
        Imm.Hi = B->getValueAsInt("hi");
      } else if (B->getName() == "IB_UEltValue") {
        Imm.FromBits = true;
        Imm.Lo = Param->size();
      } else if (B->getName() == "IB_LaneIndex") {
        Imm.Lo = 0;
        Imm.Hi = 128 / Param->size() - 1;
      } else if (B->isSubClassOf("IB_EltBit")) {
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
        StepRef C = makeStep(Step::IntCast);
        C->Ty = Scalars["u32"];
        C->Ops = {V};
        V = C;
      } else if (T->S == MType::Predicate) {
        StepRef C = makeStep(Step::IntCast);
        C->Ty = Scalars["u32"];
        C->Ops = {V};
        StepRef P = makeStep(Step::IRCall);
        P->Text = "arm_mve_pred_i2v";
        P->IRTypes = {T};
        P->Ops = {C};
        V = P;
      }
    }
    Scope[std::string(ArgName)] = V;
  }

  const DagInit *CG = R->getValueAsDag("codegen");
  const auto *MainDef = dyn_cast<DefInit>(CG->getOperator());
  if (MainDef && MainDef->getDef()->isSubClassOf("CustomCodegen")) {
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
    I.Code = stepFor(CG, Scope, Param);
  }
  std::string Key = I.Full;
  Intrinsics.insert_or_assign(Key, std::move(I));
}

bool Model::build(const RecordKeeper &RK, bool WithMacros) {
  for (const Record *R : RK.getAllDerivedDefinitions("PrimitiveType")) {
    MType T;
    T.S = MType::Scalar;
    std::string Kind = R->getValueAsString("kind");
    T.K = Kind == "u" ? MType::Unsigned : Kind == "f" ? MType::Float : MType::Signed;
    T.Bits = unsigned(R->getValueAsInt("size"));
    T.Override = R->getValueAsString("nameOverride");
    Types.push_back(T);
    Scalars[std::string(R->getName())] = &Types.back();
  }
  for (const Record *R : RK.getAllDerivedDefinitions("Intrinsic"))
    for (const Record *P : R->getValueAsListOfDefs("params"))
      addIntrinsic(R, typeOf(P, &VoidType));
  if (WithMacros)
    Macros = RK.getAllDerivedDefinitions("FunctionMacro");
  return true;
}

} // namespace tblgen::armmve
