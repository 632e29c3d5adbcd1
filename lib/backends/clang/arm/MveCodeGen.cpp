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

#include <deque>
#include <set>

namespace tblgen::armmve {

namespace {

using namespace std::string_view_literals;

/// A list of strings ordered by length first, then element by element (the
/// strings live in the model or in the printing's store).
struct Column : std::vector<std::string_view> {
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
/// order, which variable to use (-1: print the value itself). Types are
/// always strings that outlive the printing; values made while printing are
/// kept in Store when recorded.
struct ParamSink {
  Column *Types = nullptr;
  Column *Values = nullptr;
  std::deque<std::string> *Store = nullptr;
  const std::vector<int> *Plan = nullptr;
  unsigned Requests = 0;

  /// Appends Value (a lasting string), or the parameter variable that
  /// stands for it, to Out.
  void put(std::string &Out, std::string_view Type, std::string_view Value) {
    if (int Number = slot(Out, Type, Value); Number >= 0) {
      if (Values->size() == unsigned(Number))
        Values->push_back(Value);
      param(Out, unsigned(Number));
    }
  }
  /// Like put, for a value made by the caller.
  void putMade(std::string &Out, std::string_view Type, std::string Value) {
    if (int Number = slot(Out, Type, Value); Number >= 0) {
      if (Values->size() == unsigned(Number))
        Values->push_back(Store->emplace_back(std::move(Value)));
      param(Out, unsigned(Number));
    }
  }

private:
  /// The variable for this request, or -1 after appending Value itself.
  int slot(std::string &Out, std::string_view Type, std::string_view Value) {
    unsigned Number;
    if (!Plan) {
      Number = Requests++;
    } else {
      int Slot = (*Plan)[Requests++];
      if (Slot < 0) {
        Out += Value;
        return -1;
      }
      Number = unsigned(Slot);
    }
    if (Types->size() == Number)
      Types->push_back(Type);
    return int(Number);
  }
  static void param(std::string &Out, unsigned Number) {
    Out += "Param"sv;
    Out += std::to_string(Number);
  }
};

void useVar(Step &S, std::string &Out) {
  S.VarUsed = true;
  Out += S.Var;
}

void asValue(Step &S, std::string &Out) {
  if (S.K == Step::Arg && S.IsAddress) {
    Out += '(';
    useVar(S, Out);
    Out += ".emitRawPointer(*this))"sv;
    return;
  }
  useVar(S, Out);
}

std::string_view typeName(const Step &S) {
  if ((S.K == Step::Arg && S.IsAddress) || S.K == Step::Address)
    return "Address";
  if (S.K == Step::TypeRef)
    return "llvm::Type *";
  return "Value *";
}

/// Appends the C++ expression of step S.
void print(const Step &S, ParamSink &P, std::string &Out) {
  switch (S.K) {
  case Step::Arg:
    Out += S.IsAddress ? "EmitPointerWithAlignment(E->getArg("sv : "EmitScalarExpr(E->getArg("sv;
    Out += std::to_string(S.ArgNo);
    Out += "))"sv;
    return;
  case Step::Literal:
    Out += "llvm::ConstantInt::get("sv;
    P.put(Out, "llvm::Type *", S.Ty->llvmName());
    Out += ", "sv;
    P.putMade(Out, S.Ty->cName(), std::to_string(S.Value));
    Out += ')';
    return;
  case Step::IntCast:
    Out += "Builder.CreateIntCast("sv;
    useVar(*S.Ops[0], Out);
    Out += ", "sv;
    P.put(Out, "llvm::Type *", S.Ty->llvmName());
    Out += ", "sv;
    P.put(Out, "bool", S.Ty->K == MType::Signed ? "true" : "false");
    Out += ')';
    return;
  case Step::PtrCast:
    Out += "Builder.CreatePointerCast("sv;
    asValue(*S.Ops[0], Out);
    Out += ", "sv;
    P.put(Out, "llvm::Type *", S.Ty->llvmName());
    Out += ')';
    return;
  case Step::Call:
    Out += S.Text;
    for (size_t I = 0; I < S.Ops.size(); ++I) {
      if (I)
        Out += ", "sv;
      Step &Op = *S.Ops[I];
      const std::string *Int = S.intOp(unsigned(I));
      if (!Int) {
        useVar(Op, Out);
      } else if (Op.K == Step::Literal) {
        Out += "static_cast<"sv;
        Out += *Int;
        Out += ">("sv;
        P.putMade(Out, *Int, std::to_string(Op.Value));
        Out += ')';
      } else if (Op.K == Step::Arg && Op.IsImmediate) {
        P.putMade(Out, *Int,
                  "GetIntegerConstantValue<" + *Int + ">(E->getArg(" + std::to_string(Op.ArgNo) +
                      "), getContext())");
      }
    }
    Out += ')';
    return;
  case Step::Address:
    Out += "Address("sv;
    useVar(*S.Ops[0], Out);
    Out += ", "sv;
    Out += S.Ty->llvmName();
    Out += ", CharUnits::fromQuantity("sv;
    Out += std::to_string(S.Value);
    Out += "))"sv;
    return;
  case Step::IRCall:
    Out += "Builder.CreateCall(CGM.getIntrinsic("sv;
    P.putMade(Out, "Intrinsic::ID", "Intrinsic::" + std::string(S.Text));
    if (!S.IRTypes.empty()) {
      Out += ", {"sv;
      for (size_t I = 0; I < S.IRTypes.size(); ++I) {
        if (I)
          Out += ", "sv;
        P.put(Out, "llvm::Type *", S.IRTypes[I]->llvmName());
      }
      Out += '}';
    }
    Out += "), {"sv;
    for (size_t I = 0; I < S.Ops.size(); ++I) {
      if (I)
        Out += ", "sv;
      asValue(*S.Ops[I], Out);
    }
    Out += "})"sv;
    return;
  case Step::TypeRef:
    Out += S.Ty->llvmName();
    return;
  case Step::StrictFP:
    Out += "!Builder.getIsFPConstrained() ? "sv;
    print(*S.Standard, P, Out);
    Out += " : "sv;
    print(*S.Strict, P, Out);
    return;
  }
}

/// Calls F on each step S's own computation reads (not counting 'seq'
/// order), in operand order.
template <typename Fn> void forEachOperand(const Step &S, Fn &&F) {
  switch (S.K) {
  case Step::Call:
    for (size_t I = 0; I < S.Ops.size(); ++I)
      if (!S.intOp(unsigned(I)))
        F(S.Ops[I]);
    break;
  case Step::IntCast:
  case Step::PtrCast:
  case Step::Address:
  case Step::IRCall:
    for (StepRef Op : S.Ops)
      F(Op);
    break;
  case Step::StrictFP:
    forEachOperand(*S.Standard, F);
    forEachOperand(*S.Strict, F);
    break;
  default:
    break;
  }
}

/// Appends S after the steps it depends on, each step once per pass.
void order(StepRef S, std::vector<StepRef> &Out, unsigned Pass) {
  if (S->Visited >= Pass)
    return;
  S->Visited = Pass;
  if (S->After)
    order(S->After, Out, Pass);
  forEachOperand(*S, [&](StepRef B) { order(B, Out, Pass); });
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
  std::vector<StepRef> Steps;
  order(I.Code, Steps, Pass);
  unsigned Next = 0;
  for (StepRef S : Steps)
    if (S->VarUsed)
      S->Var = "Val" + std::to_string(Next++);
  for (StepRef S : Steps) {
    Out += "  "sv;
    if (S == Steps.back()) {
      Out += "return "sv;
    } else if (S->VarUsed) {
      std::string_view T = typeName(*S);
      Out += T;
      if (!T.ends_with('*'))
        Out += ' ';
      useVar(*S, Out);
      Out += " = "sv;
    }
    print(*S, P, Out);
    Out += ";\n"sv;
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
  std::deque<std::string> Store;
  Groups First;
  for (const auto &[Name, I] : M.Intrinsics) {
    if (I.HeaderOnly)
      continue;
    Shape G;
    Member Mb{&I, {}};
    ParamSink P{&G.Types, &Mb.Values, &Store};
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
      ParamSink P{&G2.Types, &Mb.Values, &Store, &Plan};
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
