//===- CombinerRules.cpp - Combine rules to match-table rules --*- C++ -*-===//
//
// Parsing, checking, typing and emitting one GICombineRule: its match
// patterns become the instruction matchers of one match-table rule (one per
// wip_match_opcode opcode and per PatFrag alternative combination), its apply
// patterns actions or a custom C++ action, with llvm-tblgen 22's
// diagnostics.
//
//===----------------------------------------------------------------------===//
#include "backends/codegen/globalisel/CombinerRules.h"

#include "tblgen/Casting.h"
#include "tblgen/Error.h"
#include "tblgen/Record.h"

#include <algorithm>
#include <functional>
#include <optional>

namespace tblgen {
namespace gicombiner {
namespace {

/// Expands ${name} in Code (and the \$ / \\ escapes).
static std::string expandCode(const std::string &Code, const Expansions &CE,
                              const std::vector<SrcLoc> &Loc) {
  std::string Out;
  std::string_view Cur = Code;
  while (!Cur.empty()) {
    size_t Pos = Cur.find_first_of("$\n\\");
    if (Pos == std::string_view::npos) {
      Out += Cur;
      break;
    }
    Out += Cur.substr(0, Pos);
    Cur.remove_prefix(Pos);
    if (Cur.starts_with("\n")) {
      // Expanded snippets are re-indented by four columns.
      Out += "\n    ";
      Cur.remove_prefix(1);
      continue;
    }
    if (Cur.starts_with("\\$") || Cur.starts_with("\\\\")) {
      Out += Cur[1];
      Cur.remove_prefix(2);
      continue;
    }
    if (Cur.starts_with("\\")) {
      Out += '\\';
      Cur.remove_prefix(1);
      continue;
    }
    if (Cur.starts_with("${")) {
      Cur.remove_prefix(2);
      size_t End = Cur.find('}');
      std::string Var(Cur.substr(0, End));
      Cur.remove_prefix(End == std::string_view::npos ? Cur.size() : End + 1);
      auto It = CE.find(Var);
      if (It == CE.end()) {
        PrintError(Loc, "Attempt to expand an undeclared variable '" + Var + "'");
        PrintNote("Code: [{" + Code + "}]");
        Out += "/* undeclared ${" + Var + "} */";
        continue;
      }
      Out += It->second;
      continue;
    }
    PrintWarning(Loc, "Assuming missing escape character: \\$");
    Out += '$';
    Cur.remove_prefix(1);
  }
  return Out;
}

class RuleBuilder {
public:
  RuleBuilder(CombinerState &S, const Record &Def, unsigned ID)
      : S(S), Def(Def), ID(ID), Loc(Def.getLocs()), Reader(S.RK, S.Insts, S.Frags, Def.getLocs()) {}

  bool parse();
  bool emit();
  /// The -gicombiner-stop-after-parse description of the parsed rule.
  void print(std::string &OS) const;

private:
  void error(const std::string &Msg) {
    PrintError(&Def, Msg);
    S.HadError = true;
  }
  bool addMatch(std::unique_ptr<Pattern> P);
  bool addApply(std::unique_ptr<Pattern> P);
  bool parseDefs();
  bool buildOperandTables();
  bool typecheck();
  bool findRoots();
  bool checkSemantics();
  bool onlyCXXApply() const;
  bool hasEraseRoot() const;
  Pattern *findMatch(const std::string &N) const;
  Pattern *findApply(const std::string &N) const;

  using DefLookup = std::function<Pattern *(const std::string &)>;
  using OperandMap = std::function<PatOperand(const PatOperand &)>;
  std::string altsString() const;
  unsigned altOf(const Pattern *P) const;
  RuleMatcher &newRule(const std::string &Extra);
  void addCXXPredicate(RuleMatcher &M, const Expansions &Exp, const Pattern &P);
  bool emitInstructionMatch(RuleMatcher &M, InsnMatcher &IM, const Pattern &P,
                            std::vector<const Pattern *> &Seen, Expansions &Exp,
                            const DefLookup &LookupDef, const OperandMap *Mapper);
  bool emitPatFragMatch(RuleMatcher &M, InsnMatcher *IM, const Pattern &PFP,
                        std::vector<const Pattern *> &Seen);
  bool emitPermutation();
  bool emitRest(RuleMatcher &M, std::vector<const Pattern *> &Seen, const Pattern *Skip);
  bool emitCXXMatchApply(RuleMatcher &M, const std::vector<const Pattern *> &Matchers);
  bool emitApplyPatterns(RuleMatcher &M);
  bool emitApplyInstruction(RuleMatcher &M, const Pattern &P, std::vector<const Pattern *> &Seen,
                            std::map<std::string, unsigned> &TempRegs);
  bool emitApplyImm(RuleMatcher &M, Action &MI, const Pattern &P, const PatOperand &O);
  bool emitBuiltin(RuleMatcher &M, const Pattern &P, std::map<std::string, unsigned> &TempRegs);
  std::optional<TypeOrTemp> typeOrTemp(const PatType &T, RuleMatcher &M);

  // Type inference helpers.
  std::vector<std::string> mcoiTypes(const Pattern &P);
  PatType inferNamed(const std::string &Name, bool AllowSelf);

  CombinerState &S;
  const Record &Def;
  unsigned ID;
  std::vector<SrcLoc> Loc;
  PatternReader Reader;
  std::string RootName;
  std::vector<std::unique_ptr<Pattern>> MatchPats, ApplyPats;
  OperandTable MatchOps, ApplyOps;
  Pattern *MatchRoot = nullptr;
  std::vector<Pattern *> ApplyRoots;
  std::vector<MatchData> MatchDatas;
  Expansions CE;
  /// The PatFrag alternative chosen for each PatFrag pattern of the rule
  /// while one permutation is emitted.
  std::vector<std::pair<const Pattern *, unsigned>> CurAlts;
  // Type equivalence classes (union-find with member lists in LLVM's order).
  std::map<std::string, std::string> Leader;
  std::map<std::string, std::vector<std::string>> Members;
};

Pattern *RuleBuilder::findMatch(const std::string &N) const {
  for (auto &P : MatchPats)
    if (P->Name == N)
      return P.get();
  return nullptr;
}
Pattern *RuleBuilder::findApply(const std::string &N) const {
  for (auto &P : ApplyPats)
    if (P->Name == N)
      return P.get();
  return nullptr;
}

bool RuleBuilder::addMatch(std::unique_ptr<Pattern> P) {
  if (findMatch(P->Name)) {
    error("'" + P->Name + "' match pattern defined more than once!");
    return false;
  }
  if (P->K == Pattern::Builtin) {
    error("'" + P->instName() + "' cannot be used in a 'match' pattern");
    return false;
  }
  MatchPats.push_back(std::move(P));
  return true;
}

bool RuleBuilder::addApply(std::unique_ptr<Pattern> P) {
  if (findApply(P->Name)) {
    error("'" + P->Name + "' apply pattern defined more than once!");
    return false;
  }
  if (P->K == Pattern::AnyOpcode) {
    error("'" + P->Name + "': wip_match_opcode is not supported in apply patterns");
    return false;
  }
  if (P->K == Pattern::Frag) {
    error("'" + P->Name + "': using GICombinePatFrag is not supported in apply patterns");
    return false;
  }
  if (P->K == Pattern::CXX)
    P->IsApply = true;
  ApplyPats.push_back(std::move(P));
  return true;
}

bool RuleBuilder::parseDefs() {
  const DagInit *D = Def.getValueAsDag("Defs");
  const auto *Op = dyn_cast<DefInit>(D->getOperator());
  if (!Op || Op->getDef()->getName() != "defs") {
    error("Expected defs operator");
    return false;
  }
  std::vector<std::string> Roots;
  for (unsigned I = 0; I < D->getNumArgs(); ++I) {
    const auto *A = dyn_cast<DefInit>(D->getArg(I));
    std::string Name = D->getArgName(I) ? std::string(D->getArgNameStr(I)) : "";
    if (A && A->getDef()->getName() == "root") {
      Roots.push_back(Name);
      continue;
    }
    if (A && A->getDef()->isSubClassOf("GIDefMatchData")) {
      MatchDatas.push_back({Name, A->getDef()->getValueAsString("Type")});
      continue;
    }
    if (A && A->getDef()->isSubClassOf("GIDefKind"))
      error("This GIDefKind not implemented in tablegen");
    else if (A && A->getDef()->isSubClassOf("GIDefKindWithArgs"))
      error("This GIDefKindWithArgs not implemented in tablegen");
    else
      error("Expected a subclass of GIDefKind or a sub-dag whose operator is of type "
            "GIDefKindWithArgs");
    return false;
  }
  if (Roots.size() != 1) {
    error("Combine rules must have exactly one root");
    return false;
  }
  RootName = Roots.front();
  return true;
}

bool RuleBuilder::parse() {
  if (!parseDefs())
    return false;
  const DagInit *A0 = Def.getValueAsDag("Action0");
  const DagInit *A1 = Def.getValueAsDag("Action1");
  auto OpName = [](const DagInit *D) {
    const auto *O = dyn_cast<DefInit>(D->getOperator());
    return O ? std::string(O->getDef()->getName()) : std::string();
  };
  std::string Rule(Def.getName());
  size_t ErrorsBefore = currentDiagnostics() ? currentDiagnostics()->errorCount() : 0;
  auto Failed = [&] {
    if (currentDiagnostics() && currentDiagnostics()->errorCount() != ErrorsBefore)
      S.HadError = true;
    return false;
  };
  if (OpName(A0) == "match" && OpName(A1) == "apply") {
    if (!Reader.readList(*A0, "match", Rule + "_match",
                         [&](std::unique_ptr<Pattern> P) { return addMatch(std::move(P)); }))
      return Failed();
    if (!Reader.readList(*A1, "apply", Rule + "_apply",
                         [&](std::unique_ptr<Pattern> P) { return addApply(std::move(P)); }))
      return Failed();
  } else if (OpName(A0) == "combine" && OpName(A1) == "empty_action") {
    if (!Reader.readList(*A0, "combine", Rule + "_combine", [&](std::unique_ptr<Pattern> P) {
          return P->K == Pattern::CXX ? addApply(std::move(P)) : addMatch(std::move(P));
        }))
      return Failed();
    if (MatchPats.empty() || ApplyPats.empty()) {
      error("'combine' action needs at least one pattern to match, and C++ code to apply");
      return false;
    }
  } else {
    error("expected both a 'match' and 'apply' action in combine rule, or a single 'combine' "
          "action");
    return false;
  }
  return buildOperandTables() && typecheck() && findRoots() && checkSemantics();
}

bool RuleBuilder::buildOperandTables() {
  for (auto &P : MatchPats)
    if (P->isInstLike()) {
      std::string Redef = MatchOps.add(*P);
      if (!Redef.empty()) {
        error("Operand '" + Redef + "' is defined multiple times in the 'match' patterns");
        return false;
      }
    }
  for (auto &P : ApplyPats)
    if (P->isInstLike()) {
      std::string Redef = ApplyOps.add(*P);
      if (!Redef.empty()) {
        error("Operand '" + Redef + "' is defined multiple times in the 'apply' patterns");
        return false;
      }
    }
  return true;
}

//===- Types -----------------------------------------------------------------===//

std::vector<std::string> RuleBuilder::mcoiTypes(const Pattern &P) {
  std::vector<std::string> Types;
  const codegen::Instruction &I = *P.CGI;
  auto Ops = S.Insts.operands(I);
  const Record *VarTy = P.Inst->isSubClassOf("GenericInstruction")
                            ? P.Inst->getValueAsOptionalDef("variadicOpsType")
                            : nullptr;
  std::string VarName = VarTy ? "MCOI::" + VarTy->getValueAsString("OperandType")
                              : "unknown_type_" + std::to_string(S.UnknownTypeCounter++);
  for (unsigned K = 0; K < I.NumDefs; ++K)
    Types.emplace_back(Ops[K].operandType());
  unsigned NumDefs = P.numInstDefs();
  if (P.hasVariadicDefs())
    for (unsigned K = I.NumDefs; K < NumDefs; ++K)
      Types.push_back(VarName);
  int Offset = int(I.NumDefs) - int(NumDefs);
  for (unsigned K = NumDefs; K < P.Ops.size(); ++K) {
    unsigned Idx = unsigned(int(K) + Offset);
    Types.emplace_back(Idx >= Ops.size() ? std::string_view(VarName) : Ops[Idx].operandType());
  }
  return Types;
}

PatType RuleBuilder::inferNamed(const std::string &Name, bool AllowSelf) {
  auto LIt = Leader.find(Name);
  if (LIt == Leader.end())
    return {};
  std::string Good;
  for (const std::string &M : Members[LIt->second]) {
    if (!AllowSelf && M == Name)
      continue;
    auto E = MatchOps.lookup(M);
    if (E.Def)
      return PatType::typeOf(M);
    if (Good.empty() && E.Found)
      Good = M;
  }
  if (!Good.empty())
    return PatType::typeOf(Good);
  return {};
}

bool RuleBuilder::typecheck() {
  struct Seen {
    PatType Ty;
    const Pattern *P;
  };
  std::map<std::string, Seen> Types;
  std::vector<Pattern *> Checked;
  auto Check = [&](Pattern &P, bool IsApply) {
    Checked.push_back(&P);
    for (PatOperand &Op : P.Ops) {
      if (!Op.Ty)
        continue;
      if (Op.Ty.K == PatType::TypeOf && IsApply && !MatchOps.lookup(Op.Ty.OpName).Found) {
        error("'" + Op.Ty.OpName + "' ('" + Op.Ty.str() + "') does not refer to a matched operand!");
        return false;
      }
      if (!Op.named())
        continue;
      auto It = Types.find(Op.Name);
      if (It == Types.end()) {
        Types.emplace(Op.Name, Seen{Op.Ty, &P});
        continue;
      }
      if (!(It->second.Ty == Op.Ty)) {
        PrintError(Loc, "conflicting types for operand '" + Op.Name + "': '" +
                            It->second.Ty.str() + "' vs '" + Op.Ty.str() + "'");
        PrintNote(Loc, "'" + Op.Name + "' seen with type '" + Op.Ty.str() + "' in '" + P.Name +
                           "'");
        PrintNote(Loc, "'" + Op.Name + "' seen with type '" + It->second.Ty.str() + "' in '" +
                           It->second.P->Name + "'");
        S.HadError = true;
        return false;
      }
    }
    return true;
  };
  for (auto &P : MatchPats)
    if (P->isInstLike() && !Check(*P, false))
      return false;
  for (auto &P : ApplyPats)
    if (P->isInstLike() && !Check(*P, true))
      return false;
  for (Pattern *P : Checked)
    for (PatOperand &Op : P->Ops)
      if (Op.named())
        if (auto It = Types.find(Op.Name); It != Types.end() && It->second.Ty)
          Op.Ty = It->second.Ty;

  // Equivalence classes of operands sharing a generic MCOI operand type.
  auto Union = [&](const std::string &A, const std::string &B) {
    std::string LA = Leader[A], LB = Leader[B];
    if (LA == LB)
      return;
    for (auto &M : Members[LB]) {
      Leader[M] = LA;
      Members[LA].push_back(M);
    }
    Members.erase(LB);
  };
  auto Insert = [&](const std::string &A) {
    if (Leader.emplace(A, A).second)
      Members[A].push_back(A);
  };
  auto Classes = [&](const Pattern &P) {
    if (P.K != Pattern::Instr)
      return;
    std::vector<std::string> Tys = mcoiTypes(P);
    std::vector<std::pair<std::string, std::vector<unsigned>>> ByType;
    for (unsigned I = 0; I < Tys.size(); ++I) {
      auto It = std::find_if(ByType.begin(), ByType.end(),
                             [&](auto &E) { return E.first == Tys[I]; });
      if (It == ByType.end())
        ByType.push_back({Tys[I], {I}});
      else
        It->second.push_back(I);
    }
    for (auto &[Ty, Idxs] : ByType) {
      std::string_view T = Ty;
      if (T.size() < 1 || !T.substr(0, T.size() - 1).ends_with("OPERAND_GENERIC_"))
        continue;
      std::string First;
      for (unsigned Idx : Idxs) {
        const PatOperand &Op = P.Ops[Idx];
        if (!Op.named())
          continue;
        if (First.empty()) {
          First = Op.Name;
          Insert(First);
        } else {
          Insert(Op.Name);
          Union(First, Op.Name);
        }
      }
    }
  };
  for (auto &P : MatchPats)
    Classes(*P);
  for (auto &P : ApplyPats)
    Classes(*P);

  bool InferredAny = false;
  for (auto &P : ApplyPats) {
    if (!P->isInstLike())
      continue;
    for (unsigned K = 0; K < P->Ops.size(); ++K) {
      PatOperand &Op = P->Ops[K];
      if ((!Op.IsDef && !Op.HasImm) || Op.Ty)
        continue;
      if (Op.IsDef || Op.namedImm()) {
        if (MatchOps.lookup(Op.Name).Found)
          continue;
        if (PatType T = inferNamed(Op.Name, false)) {
          Op.Ty = T;
          InferredAny = true;
        }
        continue;
      }
      if (P->K != Pattern::Instr)
        continue;
      std::vector<std::string> Tys = mcoiTypes(*P);
      for (unsigned J = 0; J < Tys.size(); ++J) {
        if (J == K || Tys[J] != Tys[K] || !P->Ops[J].named())
          continue;
        if (PatType T = inferNamed(P->Ops[J].Name, true)) {
          Op.Ty = T;
          InferredAny = true;
          break;
        }
      }
    }
  }
  if (InferredAny) {
    std::map<std::string, PatType> ApplyTypes;
    for (auto &P : ApplyPats)
      if (P->isInstLike())
        for (PatOperand &Op : P->Ops)
          if (Op.Ty && Op.named())
            ApplyTypes.emplace(Op.Name, Op.Ty);
    for (auto &P : ApplyPats)
      if (P->isInstLike())
        for (PatOperand &Op : P->Ops)
          if (Op.named())
            if (auto It = ApplyTypes.find(Op.Name); It != ApplyTypes.end())
              Op.Ty = It->second;
  }

  for (auto &P : MatchPats) {
    if (!P->isInstLike())
      continue;
    bool Diag = false;
    for (unsigned I = 0; I < P->Ops.size(); ++I)
      if (P->Ops[I].Ty.K == PatType::TypeOf) {
        error("GITypeOf is not supported in 'match' patterns");
        PrintNote(Loc, "operand " + std::to_string(I) + " of '" + P->Name + "' has type '" +
                           P->Ops[I].Ty.str() + "'");
        Diag = true;
      }
    if (Diag)
      return false;
  }
  return true;
}

//===- Roots and semantics ------------------------------------------------------===//

bool RuleBuilder::onlyCXXApply() const {
  for (auto &P : ApplyPats)
    if (P->K != Pattern::CXX)
      return false;
  return true;
}

bool RuleBuilder::hasEraseRoot() const {
  for (auto &P : ApplyPats)
    if (P->K == Pattern::Builtin && P->BI == Pattern::EraseRoot)
      return true;
  return false;
}

bool RuleBuilder::findRoots() {
  auto Finish = [&] {
    if (onlyCXXApply() || hasEraseRoot())
      return true;
    if (!MatchRoot->isInstLike())
      return true;
    if (MatchRoot->numInstDefs() == 0) {
      Pattern *AR = findApply(RootName);
      if (!AR) {
        error("Cannot find root '" + RootName + "' in apply patterns!");
        return false;
      }
      if (!AR->isInstLike()) {
        error("apply pattern root '" + RootName + "' must be an instruction pattern");
        return false;
      }
      ApplyRoots.push_back(AR);
      return true;
    }
    for (unsigned I = 0; I < MatchRoot->numInstDefs(); ++I) {
      // A PatFrag only needs its root parameter redefined.
      if (MatchRoot->K == Pattern::Frag && MatchRoot->PF->Params[I].Kind != PatFrag::Root)
        continue;
      const PatOperand &Op = MatchRoot->Ops[I];
      Pattern *Redef = ApplyOps.def(Op.Name);
      if (!Redef) {
        error("'" + Op.Name + "' must be redefined in the 'apply' pattern");
        return false;
      }
      if (std::find(ApplyRoots.begin(), ApplyRoots.end(), Redef) == ApplyRoots.end())
        ApplyRoots.push_back(Redef);
    }
    if (Pattern *AR = findApply(RootName))
      if (std::find(ApplyRoots.begin(), ApplyRoots.end(), AR) == ApplyRoots.end()) {
        error("apply pattern '" + RootName +
              "' is supposed to be a root but it does not redefine any of the defs of the "
              "match root");
        return false;
      }
    return true;
  };
  if (Pattern *P = findMatch(RootName)) {
    MatchRoot = P;
    return Finish();
  }
  auto E = MatchOps.lookup(RootName);
  if (!E.Found) {
    error("Cannot find root '" + RootName + "' in match patterns!");
    return false;
  }
  MatchRoot = E.Def;
  if (!MatchRoot) {
    error("Cannot use live-in operand '" + RootName + "' as match pattern root!");
    return false;
  }
  return Finish();
}

bool RuleBuilder::checkSemantics() {
  auto CheckVariadic = [&](const Pattern &P, bool IsMatch) {
    bool Has = false;
    for (size_t I = 0; I < P.Ops.size(); ++I) {
      const PatOperand &Op = P.Ops[I];
      if (Op.Ty.K != PatType::Variadic)
        continue;
      Has = true;
      if (IsMatch && I + 1 != P.Ops.size()) {
        error("'" + P.instName() + "': GIVariadic can only be used on the last operand");
        return false;
      }
      if (Op.IsDef) {
        error("'" + P.instName() + "': GIVariadic cannot be used on defs");
        return false;
      }
    }
    if (Has && !P.isVariadic()) {
      error("cannot use a GIVariadic operand on non-variadic instruction '" + P.instName() + "'");
      return false;
    }
    return true;
  };
  bool UsesWip = false;
  for (auto &P : MatchPats) {
    if (P->K == Pattern::CXX) {
      if (P->Code.find("return ") == std::string::npos)
        PrintWarning(Loc, "'match' C++ code does not seem to return!");
      continue;
    }
    if (P->isInstLike()) {
      if (!CheckVariadic(*P, true))
        return false;
      if (!P->CopyFlags.empty()) {
        error("'match' patterns cannot refer to flags from other instructions");
        std::string L;
        for (auto &F : P->CopyFlags)
          L += (L.empty() ? "" : ", ") + F;
        PrintNote(Loc, "MIFlags in '" + P->Name + "' refer to: " + L);
        return false;
      }
      continue;
    }
    if (P->K != Pattern::AnyOpcode)
      continue;
    if (UsesWip) {
      error("wip_opcode_match can only be present once");
      return false;
    }
    UsesWip = true;
  }
  std::optional<bool> UsingCXX;
  for (auto &P : ApplyPats) {
    bool IsCXX = P->K == Pattern::CXX;
    if (UsingCXX && *UsingCXX != IsCXX) {
      error("'apply' patterns cannot mix C++ code with other types of patterns");
      return false;
    }
    UsingCXX = IsCXX;
    if (!P->isInstLike())
      continue;
    if (!CheckVariadic(*P, false))
      return false;
    if (UsesWip) {
      error("cannot use wip_match_opcode in combination with apply instruction patterns!");
      return false;
    }
    for (const std::string &F : P->CopyFlags) {
      Pattern *M = findMatch(F);
      if (!M) {
        error("unknown instruction '$" + F + "' referenced in MIFlags of '" + P->Name + "'");
        return false;
      }
      if (M->K != Pattern::Instr) {
        error("'$" + F + "' does not refer to a CodeGenInstruction in MIFlags of '" + P->Name +
              "'");
        return false;
      }
    }
    if (P->K != Pattern::Builtin)
      continue;
    std::string Name = P->instName();
    if (P->BI == Pattern::EraseRoot) {
      if (ApplyPats.size() > 1) {
        error(Name + " must be the only 'apply' pattern");
        return false;
      }
      if (MatchRoot->K != Pattern::Instr) {
        error(Name + " can only be used if the root is a CodeGenInstruction or Intrinsic");
        return false;
      }
      if (MatchRoot->numInstDefs() != 0) {
        error(Name + " can only be used if on roots that do not have any output operand");
        PrintNote(Loc, "'" + MatchRoot->instName() + "' has " +
                           std::to_string(MatchRoot->numInstDefs()) + " output operands");
        return false;
      }
    } else {
      const std::string &Old = P->Ops[0].Name;
      Pattern *D = MatchOps.def(Old);
      if (!D) {
        error(Name + " cannot find a matched pattern that defines '" + Old + "'");
        return false;
      }
      if (D != MatchRoot) {
        error(Name + " cannot replace '" + Old +
              "': this builtin can only replace a register defined by the match root");
        return false;
      }
    }
  }
  if (!onlyCXXApply() && !MatchDatas.empty()) {
    error("GIDefMatchData can only be used if 'apply' in entirely written in C++");
    return false;
  }
  return true;
}

//===- Emission ------------------------------------------------------------------===//

std::string RuleBuilder::altsString() const {
  std::vector<std::string> Strs;
  for (auto &[P, Idx] : CurAlts)
    Strs.push_back(P->Name + "[" + std::to_string(Idx) + "]");
  std::sort(Strs.begin(), Strs.end());
  std::string R = "[";
  for (size_t I = 0; I < Strs.size(); ++I)
    R += (I ? ", " : "") + Strs[I];
  return R + "]";
}

unsigned RuleBuilder::altOf(const Pattern *P) const {
  for (auto &[Q, Idx] : CurAlts)
    if (Q == P)
      return Idx;
  return 0;
}

RuleMatcher &RuleBuilder::newRule(const std::string &Extra) {
  S.Rules.push_back(std::make_unique<RuleMatcher>(S.Ctx, S.NextRuleMatcherID++));
  RuleMatcher &M = *S.Rules.back();
  for (const Record *P : Def.getValueAsListOfDefs("Predicates")) {
    if (!P->isSubClassOf("Predicate")) {
      PrintError(P, "Unknown 'Predicate' Type");
      S.HadError = true;
      continue;
    }
    if (P->getValueAsString("CondString").empty())
      continue;
    if (std::find(S.Features.begin(), S.Features.end(), P) == S.Features.end())
      S.Features.push_back(P);
    M.Features.push_back(P);
  }
  M.GISelFlags = 1;
  M.SimplePredicates.push_back("GICXXPred_Simple_IsRule" + std::to_string(ID) + "Enabled");
  std::string C = "Combiner Rule #" + std::to_string(ID) + ": " + std::string(Def.getName());
  if (!CurAlts.empty())
    C += " @ " + altsString();
  if (!Extra.empty())
    C += "; " + Extra;
  M.addAction(Action::DebugComment).Text = C;
  return M;
}

void RuleBuilder::addCXXPredicate(RuleMatcher &M, const Expansions &Exp, const Pattern &P) {
  std::string Code = expandCode(P.Code, Exp, Loc);
  if (S.DebugCXXPreds)
    Code = "// Pattern Alternatives: " + altsString() + "\n" + Code;
  unsigned N = S.MatchCode.id(Code);
  M.root().addPredicate(PredKind::GenericPredicate)->Str =
      "GICXXPred_MI_Predicate_GICombiner" + std::to_string(N);
}

static void declare(Expansions &CE, const std::string &Name, const std::string &Exp) {
  CE.emplace(Name, Exp);
}

bool RuleBuilder::emitInstructionMatch(RuleMatcher &M, InsnMatcher &IM, const Pattern &P,
                                       std::vector<const Pattern *> &Seen, Expansions &Exp,
                                       const DefLookup &LookupDef, const OperandMap *Mapper) {
  if (std::find(Seen.begin(), Seen.end(), &P) != Seen.end())
    return true;
  Seen.push_back(&P);
  IM.addPredicate(PredKind::Opcode)->Inst = P.Inst;
  declare(Exp, P.Name, "State.MIs[" + std::to_string(IM.VarID) + "]");
  // An intrinsic's ID is the operand after its results (checked first);
  // the pattern's operands after the results come one later.
  const unsigned IDOperand = P.Intrinsic ? P.numInstDefs() : ~0u;
  if (P.Intrinsic)
    IM.addOperand(IDOperand, "$intrinsic_id", false).addPredicate(PredKind::IntrinsicID)->Str =
        P.intrinsicEnum();
  if (P.HasFlags) {
    auto Sorted = [](std::vector<std::string> V) {
      std::sort(V.begin(), V.end());
      std::string J;
      for (auto &F : V)
        J += (J.empty() ? "" : " | ") + F;
      return J;
    };
    if (!P.SetFlags.empty())
      IM.addPredicate(PredKind::MIFlags)->Str = Sorted(P.SetFlags);
    if (!P.UnsetFlags.empty()) {
      Predicate *F = IM.addPredicate(PredKind::MIFlags);
      F->Str = Sorted(P.UnsetFlags);
      F->CheckKind = 1;
    }
  }
  for (unsigned PatIdx = 0; PatIdx < P.Ops.size(); ++PatIdx) {
    const PatOperand &Orig = P.Ops[PatIdx];
    const unsigned Idx = PatIdx + (PatIdx >= IDOperand);
    // Inside a PatFrag, parameters stand for the arguments of its use.
    const PatOperand O = Mapper ? (*Mapper)(Orig) : Orig;
    const PatType &Ty = O.Ty;
    bool Variadic = Ty.K == PatType::Variadic;
    if (Variadic && M.findOperand(O.Name)) {
      error("each instance of a GIVariadic operand must have a unique name within the match "
            "patterns");
      PrintNote(Loc, "'" + O.Name + "' is used multiple times");
      return false;
    }
    OperandMatcher &OM = IM.addOperand(Idx, O.named() ? O.Name : "", Variadic);
    if (O.named())
      declare(Exp, Orig.Name,
              Variadic ? "getRemainingOperands(*State.MIs[" + std::to_string(IM.VarID) + "], " +
                             std::to_string(Idx) + ")"
                       : "State.MIs[" + std::to_string(IM.VarID) + "]->getOperand(" +
                             std::to_string(Idx) + ")");
    if (Variadic) {
      Predicate *GE = IM.addPredicate(PredKind::NumOperands);
      GE->Value = Idx + Ty.Min;
      GE->CheckKind = 2;
      if (Ty.Max) {
        Predicate *LE = IM.addPredicate(PredKind::NumOperands);
        LE->Value = Idx + Ty.Max;
        LE->CheckKind = 1;
      }
      break;
    }
    if (O.HasImm) {
      bool Literal = (P.Inst->getName() == "G_CONSTANT" || P.Inst->getName() == "G_FCONSTANT") &&
                     Idx == 1;
      if (Predicate *I = OM.addPredicate(Literal ? PredKind::LiteralInt : PredKind::Int))
        I->Value = O.Imm;
    }
    if (Ty && (!O.named() || !M.findOperand(O.Name)->has<PredKind::LLT>())) {
      LowLevelType T = LowLevelType::fromValueType(Ty.Def);
      if (Predicate *L = OM.addPredicate(PredKind::LLT)) {
        L->Ty = T;
        S.Ctx.KnownTypes.insert(T);
      }
    }
    if (Orig.IsDef || !Orig.named())
      continue;
    Pattern *DefPat = LookupDef(Orig.Name);
    if (!DefPat)
      continue;
    if (Orig.HasImm) {
      error("'" + O.Name + "' is a named immediate, it cannot be defined by another instruction");
      PrintNote(Loc, "'" + O.Name + "' is defined by '" + DefPat->Name + "'");
      return false;
    }
    Predicate *IOM = OM.addPredicate(PredKind::Instruction);
    if (!IOM) {
      error("Nested instruction '" + DefPat->Name + "' cannot be the same as another operand '" +
            Orig.Name + "'");
      return false;
    }
    IOM->Flags = M.GISelFlags;
    IOM->Nested = std::make_unique<InsnMatcher>(M, DefPat->Name);
    if (DefPat->K == Pattern::Frag) {
      if (!emitPatFragMatch(M, IOM->Nested.get(), *DefPat, Seen))
        return false;
      continue;
    }
    if (!emitInstructionMatch(M, *IOM->Nested, *DefPat, Seen, Exp, LookupDef, Mapper))
      return false;
  }
  return true;
}

bool RuleBuilder::emitPatFragMatch(RuleMatcher &M, InsnMatcher *IM, const Pattern &PFP,
                                   std::vector<const Pattern *> &Seen) {
  if (std::find(Seen.begin(), Seen.end(), &PFP) != Seen.end())
    return true;
  Seen.push_back(&PFP);
  const PatFrag &PF = *PFP.PF;
  if (!IM && PF.NumOut != 0) {
    error("pattern '" + PFP.Name + "' ('" + PFP.instName() +
          "') is unreachable from the pattern root!");
    return false;
  }
  const PatFrag::Alternative &Alt = PF.Alts[altOf(&PFP)];
  // Expansions of the fragment's own code: its parameters bound to the
  // arguments' expansions.
  Expansions FragCE;
  for (size_t Idx = 0; Idx < PFP.Ops.size(); ++Idx) {
    const PatOperand &Op = PFP.Ops[Idx];
    const std::string &Param = PF.Params[Idx].Name;
    if (Op.named()) {
      auto It = CE.find(Op.Name);
      if (It != CE.end()) {
        declare(FragCE, Param, It->second);
        continue;
      }
      for (const auto &A : PF.Alts)
        if (!A.Ops.lookup(Param).Found) {
          PrintError(Loc, "operand '" + Op.Name + "' (for parameter '" + Param + "' of '" +
                              PFP.instName() + "') cannot be unbound");
          PrintNote(Loc, "one or more alternatives of '" + PFP.instName() + "' do not bind '" +
                             Param +
                             "' to an instruction operand; either use a bound operand or "
                             "ensure '" +
                             PFP.instName() + "' binds '" + Param + "' in all alternatives");
          S.HadError = true;
          return false;
        }
      continue;
    }
    if (Op.HasImm)
      declare(FragCE, Param, std::to_string(Op.Imm));
  }
  std::vector<std::pair<std::string, std::string>> Imports; // (arg, param)
  OperandMap Mapper = [&](const PatOperand &O) -> PatOperand {
    if (!O.named())
      return O;
    int PIdx = PF.paramIndex(O.Name);
    if (PIdx < 0) {
      PatOperand R = O;
      R.Name = PFP.Name + "." + O.Name;
      return R;
    }
    const PatOperand &Arg = PFP.Ops[PIdx];
    if (Arg.named())
      Imports.push_back({Arg.Name, O.Name});
    if (Arg.Ty && O.Ty && !(Arg.Ty == O.Ty)) {
      PrintWarning(Loc, "impossible type constraints: operand " + std::to_string(PIdx) + " of '" +
                            PFP.Name + "' has type '" + Arg.Ty.str() + "', but '" +
                            PFP.instName() + "' constrains it to '" + O.Ty.str() + "'");
      if (Arg.named())
        PrintNote(Loc, "operand " + std::to_string(PIdx) + " of '" + PFP.Name + "' is '" +
                           Arg.Name + "'");
      if (O.named())
        PrintNote(Loc, "argument " + std::to_string(PIdx) + " of '" + PFP.instName() + "' is '" +
                           O.Name + "'");
    }
    return Arg;
  };
  DefLookup Lookup = [&](const std::string &N) { return Alt.Ops.def(N); };
  std::vector<const Pattern *> FragSeen;
  for (unsigned I = 0; I < PF.NumOut; ++I) {
    if (PF.Params[I].Kind != PatFrag::Root)
      continue;
    Pattern *D = Alt.Ops.def(PF.Params[I].Name);
    if (!emitInstructionMatch(M, *IM, *D, FragSeen, FragCE, Lookup, &Mapper))
      return false;
  }
  for (auto &P : Alt.Pats) {
    if (std::find(FragSeen.begin(), FragSeen.end(), P.get()) != FragSeen.end())
      continue;
    if (P->K == Pattern::CXX) {
      addCXXPredicate(M, FragCE, *P);
      continue;
    }
    PrintError(PF.Def->getLocs(), "pattern '" + P->Name + "' ('" + P->instName() +
                                      "') is unreachable from the pattern root!");
    S.HadError = true;
    return false;
  }
  for (auto &[Arg, Param] : Imports)
    declare(CE, Arg, FragCE.count(Param) ? FragCE[Param] : "");
  return true;
}

bool RuleBuilder::emitRest(RuleMatcher &M, std::vector<const Pattern *> &Seen,
                           const Pattern *Skip) {
  bool CustomAction = onlyCXXApply();
  std::vector<const Pattern *> CXXMatchers;
  for (auto &P : MatchPats) {
    if (P.get() == Skip || std::find(Seen.begin(), Seen.end(), P.get()) != Seen.end())
      continue;
    switch (P->K) {
    case Pattern::AnyOpcode:
      error(Skip ? "wip_match_opcode can only be present once!"
                 : "wip_match_opcode can not be used with instruction patterns!");
      return false;
    case Pattern::Builtin:
      error("No known match builtins");
      return false;
    case Pattern::Frag: {
      if (Skip) {
        std::vector<const Pattern *> Local;
        if (!emitPatFragMatch(M, nullptr, *P, Local))
          return false;
      } else if (!emitPatFragMatch(M, nullptr, *P, Seen)) {
        return false;
      }
      break;
    }
    case Pattern::Instr:
      error("pattern '" + P->Name + "' ('" + P->instName() + "') is unreachable from the pattern "
                                                             "root!");
      return false;
    case Pattern::CXX:
      if (CustomAction)
        CXXMatchers.push_back(P.get());
      else
        addCXXPredicate(M, CE, *P);
      break;
    }
  }
  return CustomAction ? emitCXXMatchApply(M, CXXMatchers) : emitApplyPatterns(M);
}

bool RuleBuilder::emitPermutation() {
  if (MatchRoot->K == Pattern::CXX) {
    error("C++ code cannot be the root of a rule!");
    return false;
  }
  if (MatchRoot->K == Pattern::AnyOpcode) {
    for (const Record *I : MatchRoot->Insts) {
      RuleMatcher &M = newRule("wip_match_opcode '" + std::string(I->getName()) + "'");
      InsnMatcher &IM = M.addRoot(MatchRoot->Name);
      declare(CE, MatchRoot->Name, "State.MIs[" + std::to_string(IM.VarID) + "]");
      IM.addPredicate(PredKind::Opcode)->Inst = I;
      std::vector<const Pattern *> None;
      if (!emitRest(M, None, MatchRoot))
        return false;
    }
    return true;
  }
  RuleMatcher &M = newRule("");
  InsnMatcher &IM = M.addRoot(MatchRoot->Name);
  declare(CE, MatchRoot->Name, "State.MIs[" + std::to_string(IM.VarID) + "]");
  std::vector<const Pattern *> Seen;
  if (MatchRoot->K == Pattern::Frag) {
    if (MatchRoot->PF->numRoots() != 1) {
      error("cannot use '" + MatchRoot->instName() + " as match root");
      return false;
    }
    if (!emitPatFragMatch(M, &IM, *MatchRoot, Seen))
      return false;
  } else {
    DefLookup Lookup = [&](const std::string &N) { return MatchOps.def(N); };
    if (!emitInstructionMatch(M, IM, *MatchRoot, Seen, CE, Lookup, nullptr))
      return false;
  }
  return emitRest(M, Seen, nullptr);
}

bool RuleBuilder::emit() {
  // One rule per combination of PatFrag alternatives.
  std::vector<std::vector<std::pair<const Pattern *, unsigned>>> Perms(1);
  for (auto &P : MatchPats) {
    if (P->K != Pattern::Frag)
      continue;
    std::vector<std::vector<std::pair<const Pattern *, unsigned>>> Next;
    for (auto &Perm : Perms)
      for (unsigned K = 0; K < P->PF->Alts.size(); ++K) {
        Next.push_back(Perm);
        Next.back().push_back({P.get(), K});
      }
    Perms = std::move(Next);
  }
  int64_t Max = Def.getValueAsInt("MaxPermutations");
  if (Max > 0 && int64_t(Perms.size()) > Max) {
    error("cannot emit rule '" + std::string(Def.getName()) + "'; " +
          std::to_string(Perms.size()) + " permutations would be emitted, but the max is " +
          std::to_string(Max));
    return false;
  }
  if (Perms.empty())
    Perms.emplace_back();
  for (auto &Perm : Perms) {
    CurAlts = Perm;
    if (!emitPermutation())
      return false;
  }
  return true;
}

bool RuleBuilder::emitCXXMatchApply(RuleMatcher &M, const std::vector<const Pattern *> &Matchers) {
  for (const MatchData &MD : MatchDatas)
    declare(CE, MD.Symbol, MD.var());
  std::string Code;
  for (const MatchData &MD : MatchDatas)
    Code += MD.Type + " " + MD.var() + ";\n";
  if (!Matchers.empty()) {
    Code += "// Match Patterns\n";
    for (const Pattern *P : Matchers)
      Code += "if(![&](){" + expandCode(P->Code, CE, Loc) + "}()) {\n  return false;\n}\n";
  }
  Code += "// Apply Patterns\n";
  bool First = true;
  for (auto &P : ApplyPats) {
    if (!First)
      Code += "\n";
    First = false;
    Code += expandCode(P->Code, CE, Loc);
  }
  M.CustomAction = "GICXXCustomAction_GICombiner" + std::to_string(S.ActionCode.id(Code));
  return true;
}

std::optional<TypeOrTemp> RuleBuilder::typeOrTemp(const PatType &T, RuleMatcher &M) {
  TypeOrTemp R;
  if (T.K == PatType::VT) {
    R.Ty = LowLevelType::fromValueType(T.Def);
    S.Ctx.KnownTypes.insert(R.Ty);
    return R;
  }
  OperandMatcher *OM = M.findOperand(T.OpName);
  if (!OM) {
    error("Operand " + T.OpName + " was not declared in matcher");
    return std::nullopt;
  }
  if (OM->Variadic) {
    error("type '" + T.str() + "' is ill-formed: '" + OM->Name + "' is a variadic pack operand");
    return std::nullopt;
  }
  R.Temp = OM->tempTypeIdx(M);
  return R;
}

bool RuleBuilder::emitApplyPatterns(RuleMatcher &M) {
  std::vector<const Pattern *> Seen;
  std::map<std::string, unsigned> TempRegs;
  for (Pattern *R : ApplyRoots)
    if (!emitApplyInstruction(M, *R, Seen, TempRegs))
      return false;
  for (auto &P : ApplyPats) {
    if (std::find(Seen.begin(), Seen.end(), P.get()) != Seen.end())
      continue;
    if (P->K == Pattern::Builtin) {
      if (!emitApplyInstruction(M, *P, Seen, TempRegs))
        return false;
      continue;
    }
    if (P->K == Pattern::Instr) {
      error("pattern '" + P->Name + "' ('" + P->instName() +
            "') is unreachable from the pattern root!");
      return false;
    }
  }
  M.addAction(Action::EraseInst).InsnID = M.findInsn(MatchRoot->Name)->VarID;
  return true;
}

bool RuleBuilder::emitApplyInstruction(RuleMatcher &M, const Pattern &P,
                                       std::vector<const Pattern *> &Seen,
                                       std::map<std::string, unsigned> &TempRegs) {
  if (std::find(Seen.begin(), Seen.end(), &P) != Seen.end())
    return true;
  Seen.push_back(&P);
  for (const PatOperand &Op : P.Ops) {
    if (Op.IsDef || !Op.named())
      continue;
    if (Pattern *D = ApplyOps.def(Op.Name)) {
      if (!emitApplyInstruction(M, *D, Seen, TempRegs))
        return false;
    } else if (!Op.namedImm() && !MatchOps.lookup(Op.Name).Found) {
      error("invalid output operand '" + Op.Name +
            "': operand is not a live-in of the match pattern, and it has no definition");
      return false;
    }
  }
  if (P.K == Pattern::Builtin)
    return emitBuiltin(M, P, TempRegs);

  Action &MI = M.addAction(Action::BuildMI);
  MI.InsnID = M.NextOutputInsnID++;
  MI.Inst = P.Inst;
  // An intrinsic's ID goes after its results.
  auto AddIntrinsicID = [&] {
    Renderer R;
    R.K = Renderer::RIntrinsicID;
    R.Name = P.intrinsicEnum();
    MI.Renderers.push_back(R);
  };
  for (size_t OpI = 0; OpI < P.Ops.size(); ++OpI) {
    const PatOperand &Op = P.Ops[OpI];
    if (P.Intrinsic && OpI == P.numInstDefs())
      AddIntrinsicID();
    if (Op.namedImm()) {
      error("invalid output operand '" + Op.Name + "': output immediates cannot be named");
      PrintNote(Loc, "while emitting pattern '" + P.Name + "' (" + P.instName() + ")");
      return false;
    }
    if (Op.HasImm) {
      if (!emitApplyImm(M, MI, P, Op))
        return false;
      continue;
    }
    Renderer R;
    if (!Op.IsDef) {
      if (auto It = TempRegs.find(Op.Name); It != TempRegs.end()) {
        R.K = Renderer::RTempReg;
        R.TempReg = It->second;
      } else {
        R.K = Renderer::RCopy;
        R.Name = Op.Name;
      }
      MI.Renderers.push_back(R);
      continue;
    }
    auto E = MatchOps.lookup(Op.Name);
    if (E.Found) {
      if (!E.Def) {
        error("Cannot define live-in operand '" + Op.Name + "' in the 'apply' pattern");
        return false;
      }
      if (E.Def != MatchRoot) {
        error("redefining an instruction other than the root is not supported (operand '" +
              Op.Name + "')");
        return false;
      }
      R.K = Renderer::RCopy;
      R.Name = Op.Name;
      MI.Renderers.push_back(R);
      continue;
    }
    unsigned Temp;
    if (auto It = TempRegs.find(Op.Name); It != TempRegs.end()) {
      Temp = It->second;
    } else {
      Temp = M.NextTempRegID++;
      TempRegs[Op.Name] = Temp;
      if (!Op.Ty) {
        error("def of a new register '" + Op.Name + "' in the apply patterns must have a type");
        return false;
      }
      declare(CE, Op.Name, "State.TempRegisters[" + std::to_string(Temp) + "]");
      auto T = typeOrTemp(Op.Ty, M);
      if (!T)
        return false;
      Action &MK = M.addActionFront(Action::MakeTempReg);
      MK.Ty = *T;
      MK.TempReg = Temp;
    }
    R.K = Renderer::RTempReg;
    R.TempReg = Temp;
    R.IsDef = true;
    MI.Renderers.push_back(R);
  }
  if (P.Intrinsic && P.Ops.size() == P.numInstDefs())
    AddIntrinsicID();
  for (const std::string &F : P.CopyFlags)
    MI.CopyFlagsFrom.push_back(M.findInsn(F)->VarID);
  MI.SetFlags = P.SetFlags;
  MI.UnsetFlags = P.UnsetFlags;
  CE[P.Name] = "OutMIs[" + std::to_string(MI.InsnID) + "]";
  return true;
}

bool RuleBuilder::emitApplyImm(RuleMatcher &M, Action &MI, const Pattern &P, const PatOperand &O) {
  bool IsGConstant = P.Inst->getName() == "G_CONSTANT";
  Renderer R;
  if (!O.Ty) {
    if (IsGConstant) {
      error("'G_CONSTANT' immediate must be typed!");
      PrintNote(Loc, "while emitting pattern '" + P.Name + "' (" + P.instName() + ")");
      return false;
    }
    R.K = Renderer::RImm;
    R.Imm = O.Imm;
    MI.Renderers.push_back(R);
    return true;
  }
  auto T = typeOrTemp(O.Ty, M);
  if (!T)
    return false;
  if (IsGConstant) {
    R.K = Renderer::RCImm;
    R.Imm = O.Imm;
    R.Ty = *T;
    MI.Renderers.push_back(R);
    return true;
  }
  unsigned Temp = M.NextTempRegID++;
  // MakeTempReg then BuildConstant, both ahead of every other action.
  Action &BC = M.addActionFront(Action::BuildConstant);
  BC.TempReg = Temp;
  BC.Value = O.Imm;
  Action &MK = M.addActionFront(Action::MakeTempReg);
  MK.Ty = *T;
  MK.TempReg = Temp;
  R.K = Renderer::RTempReg;
  R.TempReg = Temp;
  MI.Renderers.push_back(R);
  return true;
}

bool RuleBuilder::emitBuiltin(RuleMatcher &M, const Pattern &P,
                              std::map<std::string, unsigned> &TempRegs) {
  if (P.BI == Pattern::EraseRoot) {
    M.addAction(Action::EraseInst).InsnID = 0;
    return true;
  }
  const std::string &Old = P.Ops[0].Name, &New = P.Ops[1].Name;
  if (!ApplyOps.lookup(New).Found && !MatchOps.lookup(New).Found) {
    error("cannot emit '" + P.instName() + "' builtin: unknown operand '" + Old + "'");
    return false;
  }
  OperandMatcher *OldOM = M.findOperand(Old);
  Action &A = M.addAction(Action::ReplaceReg);
  A.InsnID = OldOM->insnVarID();
  A.OldOpIdx = OldOM->OpIdx;
  if (auto It = TempRegs.find(New); It != TempRegs.end()) {
    A.TempReg = It->second;
  } else {
    OperandMatcher *NewOM = M.findOperand(New);
    A.NewInsnID = NewOM->insnVarID();
    A.NewOpIdx = NewOM->OpIdx;
  }
  return true;
}

void RuleBuilder::print(std::string &OS) const {
  OS += "(CombineRule name:" + std::string(Def.getName()) + " id:" + std::to_string(ID) +
        " root:" + RootName + "\n";
  if (!MatchDatas.empty()) {
    OS += "  (MatchDatas\n";
    for (auto &MD : MatchDatas)
      OS += "    (MatchDataDef symbol:" + MD.Symbol + " type:" + MD.Type + ")\n";
    OS += "  )\n";
  }
  if (!Reader.seenPatFrags().empty()) {
    OS += "  (PatFrags\n";
    for (const PatFrag *PF : Reader.seenPatFrags()) {
      printPatFrag(OS, *PF, "    ");
      OS += "\n";
    }
    OS += "  )\n";
  }
  auto Dump = [&](const char *Name, const std::vector<std::unique_ptr<Pattern>> &Pats) {
    OS += std::string("  (") + Name + " ";
    if (Pats.empty()) {
      OS += "<empty>)\n";
      return;
    }
    OS += "\n";
    for (auto &P : Pats) {
      OS += "    ";
      if (P.get() == MatchRoot)
        OS += "<match_root>";
      if (std::find(ApplyRoots.begin(), ApplyRoots.end(), P.get()) != ApplyRoots.end())
        OS += "<apply_root>";
      OS += P->Name + ":";
      printPattern(OS, *P, false);
      OS += "\n";
    }
    OS += "  )\n";
  };
  Dump("MatchPats", MatchPats);
  Dump("ApplyPats", ApplyPats);
  printOperandTable(OS, MatchPats, "MatchPats", "  ");
  printOperandTable(OS, ApplyPats, "ApplyPats", "  ");
  size_t NumPerms = 1;
  for (auto &P : MatchPats)
    if (P->K == Pattern::Frag)
      NumPerms *= P->PF->Alts.size();
  if (NumPerms > 1) {
    OS += "  (PermutationsToEmit\n";
    std::vector<std::vector<std::pair<const Pattern *, unsigned>>> Perms(1);
    for (auto &P : MatchPats) {
      if (P->K != Pattern::Frag)
        continue;
      std::vector<std::vector<std::pair<const Pattern *, unsigned>>> Next;
      for (auto &Perm : Perms)
        for (unsigned K = 0; K < P->PF->Alts.size(); ++K) {
          Next.push_back(Perm);
          Next.back().push_back({P.get(), K});
        }
      Perms = std::move(Next);
    }
    for (auto &Perm : Perms) {
      std::vector<std::string> Strs;
      for (auto &[P, Idx] : Perm)
        Strs.push_back(P->Name + "[" + std::to_string(Idx) + "]");
      std::sort(Strs.begin(), Strs.end());
      OS += "    [";
      for (size_t I = 0; I < Strs.size(); ++I)
        OS += (I ? ", " : "") + Strs[I];
      OS += "],\n";
    }
    OS += "  )\n";
  }
  OS += ")\n";
}

} // namespace

void collectRules(CombinerState &S, const std::vector<const Record *> &List,
                  std::vector<std::pair<unsigned, std::string>> &All, std::set<std::string> &Seen,
                  unsigned &NextID, bool StopAfterParse, std::string &Dump) {
  for (const Record *R : List) {
    if (!R->isValueUnset("Rules")) {
      collectRules(S, R->getValueAsListOfDefs("Rules"), All, Seen, NextID, StopAfterParse, Dump);
      continue;
    }
    std::string Name(R->getName());
    if (!Seen.insert(Name).second) {
      PrintWarning(R->getLocs(), "skipping rule '" + Name + "' because it has already been processed");
      continue;
    }
    All.push_back({NextID, Name});
    RuleBuilder B(S, *R, NextID++);
    if (!B.parse()) {
      S.HadError = true;
      continue;
    }
    if (StopAfterParse) {
      B.print(Dump);
      continue;
    }
    if (!B.emit())
      S.HadError = true;
  }
}

} // namespace gicombiner
} // namespace tblgen
