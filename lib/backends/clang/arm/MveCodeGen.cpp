//===- MveCodeGen.cpp - -gen-arm-mve/cde-builtin-codegen ------------------===//
//
// The switch cases of clang's MVE/CDE builtin codegen. Each intrinsic's
// steps are printed as C++ (one statement per step, in dependency order).
// Intrinsics whose code only differs in types, constants or IR intrinsic
// ids share one case: a first printing turns every such value into a
// parameter variable and groups identical texts; a second one keeps only
// the parameters that vary within the group (one variable per distinct
// column of values), set by an inner switch on the builtin.
//
//===----------------------------------------------------------------------===//

#include "backends/clang/arm/MveModel.h"

#include "tblgen/Backend.h"
#include "tblgen/Record.h"

#include <list>
#include <set>

namespace tblgen::armmve {

namespace {

/// A list of strings ordered by length first, then element by element.
struct Column : std::vector<std::string> {
  bool operator<(const Column &O) const {
    if (size() != O.size())
      return size() < O.size();
    for (size_t I = 0; I < size(); ++I)
      if ((*this)[I] != O[I])
        return (*this)[I] < O[I];
    return false;
  }
};

/// Hands out parameter variables while code is printed. First printing:
/// every value gets a new one. Second printing: Plan says, per request in
/// order, which variable to use (-1: print the value itself).
struct ParamSink {
  Column *Types = nullptr;
  Column *Values = nullptr;
  const std::vector<int> *Plan = nullptr;
  unsigned Requests = 0;

  std::string operator()(const std::string &Type, const std::string &Value) {
    unsigned Number;
    if (!Plan) {
      Number = Requests++;
    } else {
      int Slot = (*Plan)[Requests++];
      if (Slot < 0)
        return Value;
      Number = unsigned(Slot);
    }
    if (Types->size() == Number)
      Types->push_back(Type);
    if (Values->size() == Number)
      Values->push_back(Value);
    return "Param" + std::to_string(Number);
  }
};

std::string useVar(Step &S) {
  S.VarUsed = true;
  return S.Var;
}

std::string asValue(Step &S) {
  if (S.K == Step::Arg && S.IsAddress)
    return "(" + useVar(S) + ".emitRawPointer(*this))";
  return useVar(S);
}

std::string typeName(const Step &S) {
  if ((S.K == Step::Arg && S.IsAddress) || S.K == Step::Address)
    return "Address";
  if (S.K == Step::TypeRef)
    return "llvm::Type *";
  return "Value *";
}

std::string print(const Step &S, ParamSink &P) {
  switch (S.K) {
  case Step::Arg:
    return std::string(S.IsAddress ? "EmitPointerWithAlignment" : "EmitScalarExpr") +
           "(E->getArg(" + std::to_string(S.ArgNo) + "))";
  case Step::Literal: {
    std::string Out = "llvm::ConstantInt::get(" + P("llvm::Type *", S.Ty->llvmName()) + ", ";
    return Out + P(S.Ty->cName(), std::to_string(S.Value)) + ")";
  }
  case Step::IntCast: {
    std::string Out = "Builder.CreateIntCast(" + useVar(*S.Ops[0]) + ", ";
    Out += P("llvm::Type *", S.Ty->llvmName()) + ", ";
    return Out + P("bool", S.Ty->K == MType::Signed ? "true" : "false") + ")";
  }
  case Step::PtrCast: {
    std::string Out = "Builder.CreatePointerCast(" + asValue(*S.Ops[0]) + ", ";
    return Out + P("llvm::Type *", S.Ty->llvmName()) + ")";
  }
  case Step::Call: {
    std::string Out(S.Text);
    for (size_t I = 0; I < S.Ops.size(); ++I) {
      if (I)
        Out += ", ";
      Step &Op = *S.Ops[I];
      const std::string *Int = S.intOp(unsigned(I));
      if (!Int)
        Out += useVar(Op);
      else if (Op.K == Step::Literal)
        Out += "static_cast<" + *Int + ">(" + P(*Int, std::to_string(Op.Value)) + ")";
      else if (Op.K == Step::Arg && Op.IsImmediate)
        Out += P(*Int, "GetIntegerConstantValue<" + *Int + ">(E->getArg(" +
                           std::to_string(Op.ArgNo) + "), getContext())");
    }
    return Out + ")";
  }
  case Step::Address:
    return "Address(" + useVar(*S.Ops[0]) + ", " + S.Ty->llvmName() + ", CharUnits::fromQuantity(" +
           std::to_string(S.Value) + "))";
  case Step::IRCall: {
    std::string Out =
        "Builder.CreateCall(CGM.getIntrinsic(" + P("Intrinsic::ID", "Intrinsic::" + std::string(S.Text));
    if (!S.IRTypes.empty()) {
      Out += ", {";
      for (size_t I = 0; I < S.IRTypes.size(); ++I)
        Out += (I ? ", " : "") + P("llvm::Type *", S.IRTypes[I]->llvmName());
      Out += "}";
    }
    Out += "), {";
    for (size_t I = 0; I < S.Ops.size(); ++I)
      Out += (I ? ", " : "") + asValue(*S.Ops[I]);
    return Out + "})";
  }
  case Step::TypeRef:
    return S.Ty->llvmName();
  case Step::StrictFP: {
    std::string Out = "!Builder.getIsFPConstrained() ? " + print(*S.Standard, P);
    return Out + " : " + print(*S.Strict, P);
  }
  }
  return "";
}

/// The steps S's own computation reads (not counting 'seq' order).
void operandsOf(const Step &S, std::vector<StepRef> &Out) {
  switch (S.K) {
  case Step::Call:
    for (size_t I = 0; I < S.Ops.size(); ++I)
      if (!S.intOp(unsigned(I)))
        Out.push_back(S.Ops[I]);
    break;
  case Step::IntCast:
  case Step::PtrCast:
  case Step::Address:
  case Step::IRCall:
    Out.insert(Out.end(), S.Ops.begin(), S.Ops.end());
    break;
  case Step::StrictFP:
    operandsOf(*S.Standard, Out);
    operandsOf(*S.Strict, Out);
    break;
  default:
    break;
  }
}

void order(StepRef S, std::list<StepRef> &Out, unsigned Pass) {
  if (S->Visited >= Pass)
    return;
  S->Visited = Pass;
  std::vector<StepRef> Before;
  if (S->After)
    Before.push_back(S->After);
  operandsOf(*S, Before);
  for (StepRef B : Before)
    order(B, Out, Pass);
  Out.push_back(S);
}

/// The statements of one intrinsic's case body.
std::string printIntrinsic(const Intrinsic &I, ParamSink &P, unsigned Pass) {
  std::string Out;
  if (!I.Code) {
    for (const auto &[Name, Value] : I.Custom)
      Out += "  " + Name + " = " + Value + ";\n";
    return Out + "  break; // custom code gen\n";
  }
  std::list<StepRef> Steps;
  order(I.Code, Steps, Pass);
  unsigned Next = 0;
  for (StepRef S : Steps)
    if (S->VarUsed)
      S->Var = "Val" + std::to_string(Next++);
  for (StepRef S : Steps) {
    Out += "  ";
    if (S == Steps.back()) {
      Out += "return ";
    } else if (S->VarUsed) {
      std::string T = typeName(*S);
      Out += T + (T.ends_with('*') ? "" : " ") + useVar(*S) + " = ";
    }
    Out += print(*S, P) + ";\n";
  }
  return Out;
}

struct Member {
  const Intrinsic *I;
  Column Values;
  bool operator<(const Member &O) const {
    if (I->Full != O.I->Full)
      return I->Full < O.I->Full;
    return Values < O.Values;
  }
};
struct Shape {
  std::string Code;
  Column Types;
  bool operator<(const Shape &O) const {
    if (Code != O.Code)
      return Code < O.Code;
    return Types < O.Types;
  }
};
using Groups = std::map<Shape, std::set<Member>>;

template <bool Cde> void emitCodeGen(const RecordKeeper &RK, OStream &OS) {
  Model M;
  if (!M.build(RK, Cde))
    return;
  Groups First;
  for (const auto &[Name, I] : M.Intrinsics) {
    if (I.HeaderOnly)
      continue;
    Shape G;
    Member Mb{&I, {}};
    ParamSink P{&G.Types, &Mb.Values};
    G.Code = printIntrinsic(I, P, 1);
    First[G].insert(std::move(Mb));
  }

  Groups Final;
  for (const auto &[G, Members] : First) {
    std::vector<int> Plan;
    std::map<Column, int> Seen;
    const Member &Lead = *Members.begin();
    for (size_t K = 0; K < G.Types.size(); ++K) {
      bool Same = true;
      for (const Member &Mb : Members)
        Same &= Mb.Values[K] == Lead.Values[K];
      if (Same) {
        Plan.push_back(-1);
        continue;
      }
      Column Key;
      Key.push_back(G.Types[K]);
      for (const Member &Mb : Members)
        Key.push_back(Mb.Values[K]);
      auto [It, New] = Seen.emplace(Key, int(Seen.size()));
      Plan.push_back(It->second);
    }
    for (const Member &Old : Members) {
      Shape G2;
      Member Mb{Old.I, {}};
      ParamSink P{&G2.Types, &Mb.Values, &Plan};
      G2.Code = printIntrinsic(*Old.I, P, 2);
      Final[G2].insert(std::move(Mb));
    }
  }

  for (const auto &[G, Members] : Final) {
    bool FirstCase = true;
    for (const Member &Mb : Members) {
      OS << (FirstCase ? "" : "\n") << "case ARM::BI__builtin_arm_" << Mb.I->Extension << "_"
         << Mb.I->Full << ":";
      FirstCase = false;
    }
    OS << " {\n";
    if (!G.Types.empty()) {
      for (size_t K = 0; K < G.Types.size(); ++K)
        OS << "  " << G.Types[K] << (G.Types[K].ends_with('*') ? "" : " ") << " Param" << K
           << ";\n";
      OS << "  switch (BuiltinID) {\n";
      for (const Member &Mb : Members) {
        OS << "  case ARM::BI__builtin_arm_" << Mb.I->Extension << "_" << Mb.I->Full << ":\n";
        for (size_t K = 0; K < G.Types.size(); ++K)
          OS << "    Param" << K << " = static_cast<" << G.Types[K] << ">(" << Mb.Values[K]
             << ");\n";
        OS << "    break;\n";
      }
      OS << "  }\n";
    }
    OS << G.Code << "}\n";
  }
}

} // namespace

TBLGEN_REGISTER_TOOL_BACKEND(MveCodeGen, TM_Clang, "gen-arm-mve-builtin-codegen",
                             "Generate ARM MVE builtin code-generator for clang",
                             emitCodeGen<false>, BT_None);
TBLGEN_REGISTER_TOOL_BACKEND(CdeCodeGen, TM_Clang, "gen-arm-cde-builtin-codegen",
                             "Generate ARM CDE builtin code-generator for clang", emitCodeGen<true>,
                             BT_None);

} // namespace tblgen::armmve
