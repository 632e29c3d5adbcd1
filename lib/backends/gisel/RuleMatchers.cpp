//===- RuleMatchers.cpp - Rules, predicates and actions ---------*- C++ -*-===//
//
// Emission of predicates and actions, rule priority, and the grouping /
// switching of rules into a match table, byte-exact with llvm-tblgen 22.
//
//===----------------------------------------------------------------------===//
#include "backends/gisel/RuleMatchers.h"

#include "target/TargetInfo.h"
#include "tblgen/Casting.h"
#include "tblgen/Record.h"

#include <algorithm>

namespace tblgen {
namespace gicombiner {

using MT = MatchTable;

static bool isOperandKind(PredKind K) {
  switch (K) {
#define GISEL_PRED(Name, IsOperand)                                            \
  case PredKind::Name:                                                         \
    return IsOperand;
#include "backends/gisel/MatchPredicates.def"
  }
  return false;
}

static std::string qualifiedInst(const Record *I) {
  return I->getValueAsString("Namespace") + "::" + std::string(I->getName());
}

int64_t TableContext::opcodeValue(const Record *Inst) const { return Target.getInstrIntValue(Inst); }

int64_t TableContext::typeIndex(const LowLevelType &Ty) const {
  int64_t I = 0;
  for (const LowLevelType &T : KnownTypes) {
    if (T == Ty)
      return I;
    ++I;
  }
  return -1;
}

//===- Predicate ------------------------------------------------------------===//

bool Predicate::isOperandPred() const { return isOperandKind(Kind); }

bool Predicate::isIdentical(const Predicate &B) const {
  if (Kind != B.Kind || InsnVarID != B.InsnVarID || OpIdx != B.OpIdx)
    return false;
  switch (Kind) {
  case PredKind::Opcode:
    return Inst == B.Inst;
  case PredKind::NumOperands:
    return Value == B.Value && CheckKind == B.CheckKind;
  case PredKind::GenericPredicate:
  case PredKind::IntrinsicID:
    return Str == B.Str;
  case PredKind::MIFlags:
    return Str == B.Str && CheckKind == B.CheckKind;
  case PredKind::SameOperand:
    return Value == B.Value && Str == B.Str;
  case PredKind::LLT:
    return Ty == B.Ty;
  case PredKind::Int:
  case PredKind::LiteralInt:
  case PredKind::RecordRegType:
    return Value == B.Value;
  default:
    return true;
  }
}

bool Predicate::hasValue(const TableContext &C) const {
  if (Kind == PredKind::Opcode)
    return true;
  if (Kind == PredKind::LLT)
    return C.KnownTypes.count(Ty) != 0;
  return false;
}

TableEntry Predicate::value(const TableContext &C) const {
  if (Kind == PredKind::Opcode)
    return MT::named(2, qualifiedInst(Inst), C.opcodeValue(Inst));
  return MT::named(1, Ty.enumName(), C.typeIndex(Ty));
}

void Predicate::emit(MatchTable &T, RuleMatcher &R) const {
  switch (Kind) {
  case PredKind::Opcode:
    T << MT::opcode("GIM_CheckOpcode") << MT::comment("MI") << MT::uleb(InsnVarID)
      << value(R.Ctx) << MT::lineBreak();
    return;
  case PredKind::NumOperands:
    T << MT::opcode(CheckKind == 0   ? "GIM_CheckNumOperands"
                    : CheckKind == 1 ? "GIM_CheckNumOperandsLE"
                                     : "GIM_CheckNumOperandsGE")
      << MT::comment("MI") << MT::uleb(InsnVarID) << MT::comment("Expected") << MT::uleb(Value)
      << MT::lineBreak();
    return;
  case PredKind::GenericPredicate:
    T << MT::opcode("GIM_CheckCxxInsnPredicate") << MT::comment("MI") << MT::uleb(InsnVarID)
      << MT::comment("FnId") << MT::named(2, Str) << MT::lineBreak();
    return;
  case PredKind::MIFlags:
    T << MT::opcode(CheckKind ? "GIM_MIFlagsNot" : "GIM_MIFlags") << MT::comment("MI")
      << MT::uleb(InsnVarID) << MT::named(4, Str) << MT::lineBreak();
    return;
  case PredKind::SameOperand: {
    OperandMatcher *Other = R.findOperand(Str);
    T << MT::opcode(Flags & 1 ? "GIM_CheckIsSameOperandIgnoreCopies" : "GIM_CheckIsSameOperand")
      << MT::comment("MI") << MT::uleb(InsnVarID) << MT::comment("OpIdx") << MT::uleb(OpIdx)
      << MT::comment("OtherMI") << MT::uleb(Other->insnVarID()) << MT::comment("OtherOpIdx")
      << MT::uleb(Other->OpIdx) << MT::lineBreak();
    return;
  }
  case PredKind::IntrinsicID:
    T << MT::opcode("GIM_CheckIntrinsicID") << MT::comment("MI") << MT::uleb(InsnVarID)
      << MT::comment("Op") << MT::uleb(OpIdx) << MT::named(2, "Intrinsic::" + Str)
      << MT::lineBreak();
    return;
  case PredKind::Instruction: {
    unsigned NewID = Nested->VarID;
    T << MT::opcode(Flags & 1 ? "GIM_RecordInsnIgnoreCopies" : "GIM_RecordInsn")
      << MT::comment("DefineMI") << MT::uleb(NewID) << MT::comment("MI") << MT::uleb(InsnVarID)
      << MT::comment("OpIdx") << MT::uleb(OpIdx)
      << MT::comment("MIs[" + std::to_string(NewID) + "]") << MT::lineBreak();
    Nested->emit(T, R);
    return;
  }
  case PredKind::Int: {
    bool Small = Value >= -128 && Value <= 127;
    T << MT::opcode(Small ? "GIM_CheckConstantInt8" : "GIM_CheckConstantInt") << MT::comment("MI")
      << MT::uleb(InsnVarID) << MT::comment("Op") << MT::uleb(OpIdx)
      << MT::intValue(Small ? 1 : 8, Value) << MT::lineBreak();
    return;
  }
  case PredKind::LiteralInt:
    T << MT::opcode("GIM_CheckLiteralInt") << MT::comment("MI") << MT::uleb(InsnVarID)
      << MT::comment("Op") << MT::uleb(OpIdx) << MT::intValue(8, Value) << MT::lineBreak();
    return;
  case PredKind::LLT:
    if (InsnVarID == 0)
      T << MT::opcode("GIM_RootCheckType");
    else
      T << MT::opcode("GIM_CheckType") << MT::comment("MI") << MT::uleb(InsnVarID);
    T << MT::comment("Op") << MT::uleb(OpIdx) << MT::comment("Type") << value(R.Ctx)
      << MT::lineBreak();
    return;
  case PredKind::RecordRegType:
    T << MT::opcode("GIM_RecordRegType") << MT::comment("MI") << MT::uleb(InsnVarID)
      << MT::comment("Op") << MT::uleb(OpIdx) << MT::comment("TempTypeIdx")
      << MT::intValue(1, Value) << MT::lineBreak();
    return;
  default:
    return;
  }
}

/// llvm-tblgen's operand predicate priority (G_CONSTANT sub-instructions are
/// less important than plain immediates).
static bool operandPredHigher(const Predicate &A, const Predicate &B) {
  auto IsConstInsn = [](const Predicate &P) {
    if (P.Kind != PredKind::Instruction)
      return false;
    Predicate *Opc = P.Nested->opcodePred();
    return Opc && Opc->Inst->getName() == "G_CONSTANT";
  };
  bool AIsInsn = A.Kind == PredKind::Instruction, BIsInsn = B.Kind == PredKind::Instruction;
  bool AConst = IsConstInsn(A), BConst = IsConstInsn(B);
  if (AIsInsn && BIsInsn)
    return !AConst && BConst;
  auto IsInt = [](const Predicate &P) {
    return P.Kind == PredKind::Int || P.Kind == PredKind::LiteralInt;
  };
  if (AConst && IsInt(B))
    return false;
  if (BConst && IsInt(A))
    return true;
  return A.Kind < B.Kind;
}

static bool operandPredHigherVirtual(const Predicate &A, const Predicate &B) {
  if (A.Kind != PredKind::Instruction)
    return operandPredHigher(A, B);
  if (operandPredHigher(A, B))
    return true;
  if (operandPredHigher(B, A))
    return false;
  if (B.Kind == PredKind::Instruction && A.Nested->higherPriorityThan(*B.Nested))
    return true;
  return false;
}

static bool insnPredHigher(const Predicate &A, const Predicate &B) {
  if (A.Kind < B.Kind)
    return true;
  if (A.Kind != PredKind::Opcode)
    return false;
  if (B.Kind < A.Kind)
    return false;
  if (B.Kind == PredKind::Opcode)
    return A.Inst->getName() < B.Inst->getName();
  return false;
}

//===- OperandMatcher -------------------------------------------------------===//

bool OperandMatcher::sameAsAnother() const { return has<PredKind::SameOperand>(); }

Predicate *OperandMatcher::addPredicate(PredKind K) {
  if (sameAsAnother() || Variadic)
    return nullptr;
  auto P = std::make_unique<Predicate>();
  P->Kind = K;
  P->InsnVarID = insnVarID();
  P->OpIdx = OpIdx;
  Preds.push_back(std::move(P));
  return Preds.back().get();
}

unsigned OperandMatcher::insnVarID() const { return Insn.VarID; }

int64_t OperandMatcher::tempTypeIdx(RuleMatcher &R) {
  if (TTIdx >= 0) {
    TTIdx = R.nextTempTypeIdx();
    if (Predicate *P = addPredicate(PredKind::RecordRegType))
      P->Value = TTIdx;
  }
  return TTIdx;
}

void OperandMatcher::eraseNull() {
  auto It = std::stable_partition(Preds.begin(), Preds.end(),
                                  [](const std::unique_ptr<Predicate> &P) { return !P; });
  if (It != Preds.begin()) {
    Preds.erase(Preds.begin(), It);
    Optimized = true;
  }
}

void OperandMatcher::emit(MatchTable &T, RuleMatcher &R) {
  if (!Optimized)
    T << MT::comment("MIs[" + std::to_string(insnVarID()) + "] " +
                     (Name.empty() ? "Operand " + std::to_string(OpIdx) : Name))
      << MT::lineBreak();
  if (Preds.empty() && !Optimized) {
    T << MT::comment("No operand predicates") << MT::lineBreak();
    return;
  }
  for (auto &P : Preds)
    P->emit(T, R);
}

bool OperandMatcher::higherPriorityThan(OperandMatcher &B) {
  if (Preds.size() != B.Preds.size())
    return Preds.size() > B.Preds.size();
  for (size_t I = 0; I < Preds.size(); ++I) {
    if (operandPredHigherVirtual(*Preds[I], *B.Preds[I]))
      return true;
    if (operandPredHigherVirtual(*B.Preds[I], *Preds[I]))
      return false;
  }
  return false;
}

//===- InsnMatcher ----------------------------------------------------------===//

InsnMatcher::InsnMatcher(RuleMatcher &Rule, std::string N) : Rule(Rule), Name(std::move(N)) {
  VarID = Rule.defineInsnVar(*this);
}

Predicate *InsnMatcher::addPredicate(PredKind K) {
  auto P = std::make_unique<Predicate>();
  P->Kind = K;
  P->InsnVarID = VarID;
  Preds.push_back(std::move(P));
  return Preds.back().get();
}

OperandMatcher &InsnMatcher::addOperand(unsigned OpIdx, const std::string &N, bool Variadic) {
  Ops.push_back(std::make_unique<OperandMatcher>(*this, OpIdx, N, Variadic));
  if (!N.empty())
    Rule.defineOperand(N, *Ops.back());
  return *Ops.back();
}

Predicate *InsnMatcher::opcodePred() {
  for (auto &P : Preds)
    if (P && P->Kind == PredKind::Opcode)
      return P.get();
  return nullptr;
}

bool InsnMatcher::canAddNumOperandsCheck() const {
  if (!AllowNumOps || hasVariadic())
    return false;
  for (auto &P : Preds)
    if (P->Kind == PredKind::NumOperands)
      return false;
  return true;
}

void InsnMatcher::optimize() {
  std::vector<std::unique_ptr<Predicate>> Stash;
  Predicate *Opc = opcodePred();
  Stash.push_back(std::move(Preds.front()));
  Preds.pop_front();
  PredsOptimized = true;
  if (Stash.back().get() == Opc) {
    // Variadic instructions get an explicit operand count check.
    bool IsVariadic = false;
    if (const auto *Ins = Opc->Inst->getValueAsDag("InOperandList"))
      for (unsigned I = 0; I < Ins->getNumArgs(); ++I)
        if (const auto *D = dyn_cast<DefInit>(Ins->getArg(I)))
          if (D->getDef()->getName() == "variable_ops")
            IsVariadic = true;
    if (const auto *Outs = Opc->Inst->getValueAsDag("OutOperandList"))
      for (unsigned I = 0; I < Outs->getNumArgs(); ++I)
        if (const auto *D = dyn_cast<DefInit>(Outs->getArg(I)))
          if (D->getDef()->getName() == "variable_ops")
            IsVariadic = true;
    if (canAddNumOperandsCheck() && IsVariadic && !Ops.empty()) {
      auto P = std::make_unique<Predicate>();
      P->Kind = PredKind::NumOperands;
      P->InsnVarID = VarID;
      P->Value = int64_t(Ops.size());
      Stash.push_back(std::move(P));
    }
    AllowNumOps = false;
    for (auto &OM : Ops)
      for (auto &P : OM->Preds)
        if (P && P->Kind == PredKind::IntrinsicID) {
          Stash.push_back(std::move(P));
          OM->eraseNull();
          break;
        }
  }
  if (VarID > 0 && !Ops.empty()) {
    for (auto &P : Ops[0]->Preds)
      P.reset();
    Ops[0]->eraseNull();
  }
  for (auto &OM : Ops) {
    for (auto &P : OM->Preds)
      if (P && P->Kind == PredKind::LLT)
        Stash.push_back(std::move(P));
    OM->eraseNull();
  }
  while (!Stash.empty()) {
    Preds.push_front(std::move(Stash.back()));
    Stash.pop_back();
  }
}

void InsnMatcher::emit(MatchTable &T, RuleMatcher &R) {
  if (canAddNumOperandsCheck()) {
    Predicate N;
    N.Kind = PredKind::NumOperands;
    N.InsnVarID = VarID;
    N.Value = int64_t(Ops.size());
    N.emit(T, R);
  }
  auto EmitFiltered = [&](bool DependsOnOperands) {
    if (Preds.empty() && !PredsOptimized) {
      T << MT::comment("No instruction predicates") << MT::lineBreak();
      return;
    }
    for (auto &P : Preds)
      if (P->dependsOnOperands() == DependsOnOperands)
        P->emit(T, R);
  };
  EmitFiltered(false);
  for (auto &OM : Ops)
    OM->emit(T, R);
  EmitFiltered(true);
}

bool InsnMatcher::higherPriorityThan(InsnMatcher &B) {
  if (Ops.size() != B.Ops.size())
    return Ops.size() > B.Ops.size();
  for (size_t I = 0; I < std::min(Preds.size(), B.Preds.size()); ++I) {
    if (insnPredHigher(*Preds[I], *B.Preds[I]))
      return true;
    if (insnPredHigher(*B.Preds[I], *Preds[I]))
      return false;
  }
  for (size_t I = 0; I < Ops.size(); ++I) {
    if (Ops[I]->higherPriorityThan(*B.Ops[I]))
      return true;
    if (B.Ops[I]->higherPriorityThan(*Ops[I]))
      return false;
  }
  return false;
}

//===- Actions --------------------------------------------------------------===//

static void emitRenderer(MatchTable &T, RuleMatcher &R, unsigned InsnID, const Renderer &Rd) {
  switch (Rd.K) {
  case Renderer::RCopy: {
    OperandMatcher *OM = R.findOperand(Rd.Name);
    unsigned Old = OM->insnVarID();
    if (!OM->Variadic && InsnID == 0 && Old == 0)
      T << MT::opcode("GIR_RootToRootCopy");
    else
      T << MT::opcode(OM->Variadic ? "GIR_CopyRemaining" : "GIR_Copy") << MT::comment("NewInsnID")
        << MT::uleb(InsnID) << MT::comment("OldInsnID") << MT::uleb(Old);
    T << MT::comment("OpIdx") << MT::uleb(OM->OpIdx) << MT::comment(Rd.Name) << MT::lineBreak();
    return;
  }
  case Renderer::RImm: {
    bool Small = Rd.Imm >= -128 && Rd.Imm <= 127;
    T << MT::opcode(Small ? "GIR_AddImm8" : "GIR_AddImm") << MT::comment("InsnID")
      << MT::uleb(InsnID) << MT::comment("Imm") << MT::intValue(Small ? 1 : 8, Rd.Imm)
      << MT::lineBreak();
    return;
  }
  case Renderer::RCImm:
    T << MT::opcode("GIR_AddCImm") << MT::comment("InsnID") << MT::uleb(InsnID)
      << MT::comment("Type") << Rd.Ty.entry() << MT::comment("Imm") << MT::intValue(8, Rd.Imm)
      << MT::lineBreak();
    return;
  case Renderer::RTempReg:
    T << MT::opcode(Rd.IsDef ? "GIR_AddTempRegister" : "GIR_AddSimpleTempRegister")
      << MT::comment("InsnID") << MT::uleb(InsnID) << MT::comment("TempRegID")
      << MT::uleb(Rd.TempReg);
    if (Rd.IsDef)
      T << MT::comment("TempRegFlags") << MT::named(2, "RegState::Define");
    T << MT::lineBreak();
    return;
  case Renderer::RIntrinsicID:
    T << MT::opcode("GIR_AddIntrinsicID") << MT::comment("MI") << MT::uleb(InsnID)
      << MT::named(2, "Intrinsic::" + Rd.Name) << MT::lineBreak();
    return;
  }
}

static std::string joinFlags(const std::vector<std::string> &F) {
  std::string S;
  for (size_t I = 0; I < F.size(); ++I)
    S += (I ? " | " : "") + F[I];
  return S;
}

void Action::emit(MatchTable &T, RuleMatcher &R) const {
  switch (K) {
  case DebugComment:
    T << MT::comment(Text) << MT::lineBreak();
    return;
  case BuildMI: {
    if (InsnID == 0)
      T << MT::opcode("GIR_BuildRootMI");
    else
      T << MT::opcode("GIR_BuildMI") << MT::comment("InsnID") << MT::uleb(InsnID);
    T << MT::comment("Opcode") << MT::named(2, qualifiedInst(Inst)) << MT::lineBreak();
    for (const Renderer &Rd : Renderers)
      emitRenderer(T, R, InsnID, Rd);
    if (Inst->getValueAsBit("mayLoad") || Inst->getValueAsBit("mayStore")) {
      T << MT::opcode("GIR_MergeMemOperands") << MT::comment("InsnID") << MT::uleb(InsnID)
        << MT::comment("NumInsns") << MT::intValue(1, R.countInsns())
        << MT::comment("MergeInsnID's");
      for (unsigned I = 0; I < R.countInsns(); ++I)
        T << MT::uleb(I);
      T << MT::lineBreak();
    }
    for (unsigned From : CopyFlagsFrom)
      T << MT::opcode("GIR_CopyMIFlags") << MT::comment("InsnID") << MT::uleb(InsnID)
        << MT::comment("OldInsnID") << MT::uleb(From) << MT::lineBreak();
    if (!SetFlags.empty())
      T << MT::opcode("GIR_SetMIFlags") << MT::comment("InsnID") << MT::uleb(InsnID)
        << MT::named(4, joinFlags(SetFlags)) << MT::lineBreak();
    if (!UnsetFlags.empty())
      T << MT::opcode("GIR_UnsetMIFlags") << MT::comment("InsnID") << MT::uleb(InsnID)
        << MT::named(4, joinFlags(UnsetFlags)) << MT::lineBreak();
    return;
  }
  case BuildConstant:
    T << MT::opcode("GIR_BuildConstant") << MT::comment("TempRegID") << MT::uleb(TempReg)
      << MT::comment("Val") << MT::intValue(8, Value) << MT::lineBreak();
    return;
  case EraseInst:
    if (!R.tryErase(InsnID))
      return;
    T << MT::opcode("GIR_EraseFromParent") << MT::comment("InsnID") << MT::uleb(InsnID)
      << MT::lineBreak();
    return;
  case ReplaceReg:
    if (TempReg != ~0u)
      T << MT::opcode("GIR_ReplaceRegWithTempReg") << MT::comment("OldInsnID") << MT::uleb(InsnID)
        << MT::comment("OldOpIdx") << MT::uleb(OldOpIdx) << MT::comment("TempRegID")
        << MT::uleb(TempReg) << MT::lineBreak();
    else
      T << MT::opcode("GIR_ReplaceReg") << MT::comment("OldInsnID") << MT::uleb(InsnID)
        << MT::comment("OldOpIdx") << MT::uleb(OldOpIdx) << MT::comment("NewInsnId")
        << MT::uleb(NewInsnID) << MT::comment("NewOpIdx") << MT::uleb(NewOpIdx)
        << MT::lineBreak();
    return;
  case MakeTempReg:
    T << MT::opcode("GIR_MakeTempReg") << MT::comment("TempRegID") << MT::uleb(TempReg)
      << MT::comment("TypeID") << Ty.entry() << MT::lineBreak();
    return;
  }
}

bool Action::emitAndDone(MatchTable &T, RuleMatcher &R) const {
  if (K == EraseInst && InsnID == 0) {
    if (!R.tryErase(0))
      return false;
    T << MT::opcode("GIR_EraseRootFromParent_Done", -1) << MT::lineBreak();
    return true;
  }
  emit(T, R);
  return false;
}

//===- RuleMatcher ----------------------------------------------------------===//

InsnMatcher &RuleMatcher::addRoot(const std::string &Name) {
  Roots.push_back(std::make_unique<InsnMatcher>(*this, Name));
  return *Roots.back();
}

void RuleMatcher::defineOperand(const std::string &Name, OperandMatcher &OM) {
  if (Operands.emplace(Name, &OM).second)
    return;
  // A second use of a name must be the very same operand.
  unsigned OrigIdx = Operands[Name]->OpIdx;
  if (Predicate *P = OM.addPredicate(PredKind::SameOperand)) {
    P->Str = Name;
    P->Value = OrigIdx;
    P->Flags = GISelFlags;
  }
}

OperandMatcher *RuleMatcher::findOperand(const std::string &Name) const {
  auto It = Operands.find(Name);
  return It == Operands.end() ? nullptr : It->second;
}

InsnMatcher *RuleMatcher::findInsn(const std::string &Name) const {
  for (InsnMatcher *M : InsnVars)
    if (M->Name == Name)
      return M;
  return nullptr;
}

void RuleMatcher::optimize() {
  for (InsnMatcher *M : InsnVars)
    M->optimize();
  // One erase per instruction; the root's last so it can end the rule.
  std::set<unsigned> Seen;
  auto RootIt = Actions.end();
  for (auto It = Actions.begin(); It != Actions.end();) {
    if ((*It)->K == Action::EraseInst) {
      if (!Seen.insert((*It)->InsnID).second) {
        It = Actions.erase(It);
        continue;
      }
      if ((*It)->InsnID == 0)
        RootIt = It;
    }
    ++It;
  }
  if (RootIt != Actions.end())
    Actions.splice(Actions.end(), Actions, RootIt);
}

bool RuleMatcher::hasFirstCondition() const {
  if (Roots.empty())
    return false;
  InsnMatcher &M = root();
  if (!M.Preds.empty())
    return true;
  for (auto &OM : M.Ops)
    for (auto &P : OM->Preds)
      if (P->Kind != PredKind::Instruction)
        return true;
  return false;
}

const Predicate &RuleMatcher::firstCondition() const {
  InsnMatcher &M = root();
  if (!M.Preds.empty())
    return *M.Preds.front();
  for (auto &OM : M.Ops)
    for (auto &P : OM->Preds)
      if (P->Kind != PredKind::Instruction)
        return *P;
  return *M.Preds.front();
}

std::unique_ptr<Predicate> RuleMatcher::popFirstCondition() {
  InsnMatcher &M = root();
  if (!M.Preds.empty()) {
    auto P = std::move(M.Preds.front());
    M.Preds.pop_front();
    M.PredsOptimized = true;
    return P;
  }
  for (auto &OM : M.Ops)
    for (auto &P : OM->Preds)
      if (P->Kind != PredKind::Instruction) {
        auto Result = std::move(P);
        OM->eraseNull();
        return Result;
      }
  return nullptr;
}

std::optional<LowLevelType> RuleMatcher::firstConditionRootType() const {
  InsnMatcher &M = root();
  if (!M.Preds.empty()) {
    const Predicate &P = *M.Preds.front();
    if (P.Kind == PredKind::LLT && P.InsnVarID == 0 && P.OpIdx == 0)
      return P.Ty;
  }
  return std::nullopt;
}

bool RuleMatcher::higherPriorityThan(const RuleMatcher &B) const {
  if (Roots.size() != B.Roots.size())
    return Roots.size() > B.Roots.size();
  for (size_t I = 0; I < Roots.size(); ++I) {
    if (Roots[I]->higherPriorityThan(*B.Roots[I]))
      return true;
    if (B.Roots[I]->higherPriorityThan(*Roots[I]))
      return false;
  }
  return false;
}

std::string featureBitsetName(const std::vector<const Record *> &Features) {
  std::string N = "GIFBS";
  for (const Record *F : Features)
    N += "_" + std::string(F->getName());
  return N;
}

void RuleMatcher::emit(MatchTable &T) {
  unsigned Label = T.newLabel();
  T << MT::opcode("GIM_Try", +1) << MT::comment("On fail goto") << MT::jumpTarget(Label)
    << MT::comment("Rule ID " + std::to_string(RuleID) + " //") << MT::lineBreak();
  if (!Features.empty())
    T << MT::opcode("GIM_CheckFeatures") << MT::named(2, featureBitsetName(Features))
      << MT::lineBreak();
  for (const std::string &P : SimplePredicates)
    T << MT::opcode("GIM_CheckSimplePredicate") << MT::named(2, P) << MT::lineBreak();
  root().emit(T, *this);
  for (auto &A : Actions)
    if (A->K == Action::ReplaceReg && A->TempReg == ~0u)
      T << MT::opcode("GIM_CheckCanReplaceReg") << MT::comment("OldInsnID") << MT::uleb(A->InsnID)
        << MT::comment("OldOpIdx") << MT::uleb(A->OldOpIdx) << MT::comment("NewInsnId")
        << MT::uleb(A->NewInsnID) << MT::comment("NewOpIdx") << MT::uleb(A->NewOpIdx)
        << MT::lineBreak();
  if (InsnVars.size() >= 2)
    T << MT::opcode("GIM_CheckIsSafeToFold") << MT::comment("NumInsns")
      << MT::intValue(1, int64_t(InsnVars.size()) - 1) << MT::lineBreak();
  if (!CustomAction.empty()) {
    for (auto &A : Actions)
      A->emit(T, *this);
    T << MT::opcode("GIR_DoneWithCustomAction", -1) << MT::comment("Fn")
      << MT::named(2, CustomAction) << MT::lineBreak();
  } else {
    for (auto It = Actions.begin(); It != Actions.end(); ++It)
      if (std::next(It) != Actions.end())
        (*It)->emit(T, *this);
    if (!T.isCombiner())
      T << MT::comment("GIR_Coverage, " + std::to_string(RuleID) + ",") << MT::lineBreak();
    if (Actions.empty() || !Actions.back()->emitAndDone(T, *this))
      T << MT::opcode("GIR_Done", -1) << MT::lineBreak();
  }
  T << MT::label(Label);
}

//===- Groups and switches ----------------------------------------------------===//

namespace {

class GroupMatcher final : public Matcher {
public:
  explicit GroupMatcher(TableContext &Ctx) : Matcher(MK_Group), Ctx(Ctx) {}

  bool addMatcher(Matcher &M) {
    if (!M.hasFirstCondition())
      return false;
    const Predicate &P = M.firstCondition();
    if (Matchers.empty()) {
      if (P.InsnVarID != 0)
        return false;
    } else if (!P.isIdentical(Matchers.front()->firstCondition())) {
      return false;
    }
    if (cannotHoist(P, M))
      return false;
    Matchers.push_back(&M);
    return true;
  }

  void finalize() {
    if (Matchers.empty())
      return;
    Matcher &First = *Matchers.front();
    for (;;) {
      for (Matcher *M : Matchers)
        if (!M->hasFirstCondition())
          return;
      const Predicate &C = First.firstCondition();
      if (cannotHoist(C, First))
        return;
      for (size_t I = 1; I < Matchers.size(); ++I) {
        const Predicate &O = Matchers[I]->firstCondition();
        if (!O.isIdentical(C) || cannotHoist(O, *Matchers[I]))
          return;
      }
      Conditions.push_back(First.popFirstCondition());
      for (size_t I = 1; I < Matchers.size(); ++I)
        Matchers[I]->popFirstCondition();
    }
  }

  void optimize() override {
    // Order the rules of each stretch whose first conditions check the
    // root's type by that type; a rule without such a check keeps its place
    // and ends the stretch.
    auto RootType = [](Matcher *M) { return static_cast<RuleMatcher *>(M)->firstConditionRootType(); };
    size_t Start = 0;
    for (size_t At = 0; At <= Matchers.size(); ++At) {
      if (At != Matchers.size() && RootType(Matchers[At]))
        continue;
      std::stable_sort(Matchers.begin() + std::ptrdiff_t(Start), Matchers.begin() + std::ptrdiff_t(At),
                       [&](Matcher *A, Matcher *B) { return *RootType(A) < *RootType(B); });
      Start = At + 1;
    }
    Matchers = groupRules(Matchers, Storage);
    Matchers = switchRules(Matchers, Storage);
  }

  void emit(MatchTable &T) override {
    unsigned Label = ~0u;
    if (!Conditions.empty()) {
      Label = T.newLabel();
      T << MT::opcode("GIM_Try", +1) << MT::comment("On fail goto") << MT::jumpTarget(Label)
        << MT::lineBreak();
    }
    RuleMatcher &R = firstRule();
    for (auto &C : Conditions)
      C->emit(T, R);
    for (Matcher *M : Matchers)
      M->emit(T);
    if (!Conditions.empty())
      T << MT::opcode("GIM_Reject", -1) << MT::lineBreak() << MT::label(Label);
  }

  bool hasFirstCondition() const override { return !Conditions.empty(); }
  const Predicate &firstCondition() const override { return *Conditions.front(); }
  std::unique_ptr<Predicate> popFirstCondition() override {
    auto P = std::move(Conditions.front());
    Conditions.erase(Conditions.begin());
    return P;
  }
  RuleMatcher &firstRule() override { return Matchers.front()->firstRule(); }

  std::vector<Matcher *> Matchers;

private:
  static bool recordsOperand(Matcher &) { return false; }
  static bool cannotHoist(const Predicate &P, Matcher &M) {
    // The combiner never records named operands, so every condition hoists.
    return P.dependsOnOperands() && recordsOperand(M);
  }

  TableContext &Ctx;
  std::vector<std::unique_ptr<Predicate>> Conditions;
  std::vector<std::unique_ptr<Matcher>> Storage;
};

class SwitchMatcher final : public Matcher {
public:
  explicit SwitchMatcher(TableContext &Ctx) : Matcher(MK_Switch), Ctx(Ctx) {}

  bool addMatcher(Matcher &M) {
    if (!M.hasFirstCondition())
      return false;
    const Predicate &P = M.firstCondition();
    if (Matchers.empty()) {
      if (P.InsnVarID != 0)
        return false;
      if (P.Kind != PredKind::Opcode && P.Kind != PredKind::LLT)
        return false;
      if (!P.hasValue(Ctx))
        return false;
    } else {
      const Predicate &Rep = Matchers.front()->firstCondition();
      if (!P.hasValue(Ctx) || P.Kind != Rep.Kind || P.InsnVarID != Rep.InsnVarID ||
          P.OpIdx != Rep.OpIdx)
        return false;
      if (Values.count(P.value(Ctx).RawValue))
        return false;
    }
    Values.insert(P.value(Ctx).RawValue);
    Matchers.push_back(&M);
    return true;
  }

  void finalize() {
    if (Matchers.empty())
      return;
    std::stable_sort(Matchers.begin(), Matchers.end(), [&](Matcher *L, Matcher *R) {
      return L->firstCondition().value(Ctx).RawValue < R->firstCondition().value(Ctx).RawValue;
    });
    Condition = Matchers[0]->popFirstCondition();
    for (size_t I = 1; I < Matchers.size(); ++I) {
      CaseValues.push_back(Matchers[I]->firstCondition().value(Ctx));
      Matchers[I]->popFirstCondition();
    }
    CaseValues.insert(CaseValues.begin(), Condition->value(Ctx));
  }

  void emit(MatchTable &T) override {
    if (Matchers.empty())
      return;
    std::vector<unsigned> Labels;
    for (size_t I = 0; I < Matchers.size(); ++I)
      Labels.push_back(T.newLabel());
    unsigned Default = T.newLabel();
    int64_t Lower = CaseValues.front().RawValue, Upper = CaseValues.back().RawValue + 1;
    if (Condition->Kind == PredKind::Opcode)
      T << MT::opcode("GIM_SwitchOpcode") << MT::comment("MI") << MT::uleb(Condition->InsnVarID);
    else
      T << MT::opcode("GIM_SwitchType") << MT::comment("MI") << MT::uleb(Condition->InsnVarID)
        << MT::comment("Op") << MT::uleb(Condition->OpIdx);
    T << MT::comment("[") << MT::intValue(2, Lower) << MT::intValue(2, Upper) << MT::comment(")")
      << MT::comment("default:") << MT::jumpTarget(Default);
    int64_t J = Lower;
    for (size_t I = 0; I < CaseValues.size(); ++I) {
      TableEntry V = CaseValues[I];
      while (J++ < V.RawValue)
        T << MT::intValue(4, 0);
      V.makeComment();
      T << MT::lineBreak() << V << MT::jumpTarget(Labels[I]);
    }
    T << MT::lineBreak();
    for (size_t I = 0; I < Matchers.size(); ++I) {
      T << MT::label(Labels[I]);
      Matchers[I]->emit(T);
      T << MT::opcode("GIM_Reject") << MT::lineBreak();
    }
    T << MT::label(Default);
  }

  bool hasFirstCondition() const override { return false; }
  const Predicate &firstCondition() const override { return *Condition; }
  std::unique_ptr<Predicate> popFirstCondition() override { return nullptr; }
  RuleMatcher &firstRule() override { return Matchers.front()->firstRule(); }

  std::vector<Matcher *> Matchers;

private:
  TableContext &Ctx;
  std::unique_ptr<Predicate> Condition;
  std::set<int64_t> Values;
  std::vector<TableEntry> CaseValues;
};

template <class GroupT>
std::vector<Matcher *> optimizeWith(const std::vector<Matcher *> &Rules,
                                    std::vector<std::unique_ptr<Matcher>> &Storage) {
  std::vector<Matcher *> Out;
  if (Rules.empty())
    return Out;
  TableContext &Ctx = Rules.front()->firstRule().Ctx;
  auto Current = std::make_unique<GroupT>(Ctx);
  auto Flush = [&] {
    const size_t Held = Current->Matchers.size();
    if (Held == 0)
      return;
    if (Held == 1) {
      Out.insert(Out.end(), Current->Matchers.begin(), Current->Matchers.end());
    } else {
      Current->finalize();
      Out.push_back(Current.get());
      Storage.push_back(std::move(Current));
    }
    Current = std::make_unique<GroupT>(Ctx);
  };
  for (Matcher *R : Rules) {
    if (Current->addMatcher(*R))
      continue;
    Flush();
    if (!Current->addMatcher(*R))
      Out.push_back(R);
  }
  Flush();
  return Out;
}

} // namespace

std::vector<Matcher *> groupRules(const std::vector<Matcher *> &Rules,
                                  std::vector<std::unique_ptr<Matcher>> &Storage) {
  return optimizeWith<GroupMatcher>(Rules, Storage);
}

std::vector<Matcher *> switchRules(const std::vector<Matcher *> &Rules,
                                   std::vector<std::unique_ptr<Matcher>> &Storage) {
  return optimizeWith<SwitchMatcher>(Rules, Storage);
}

MatchTable buildMatchTable(std::vector<RuleMatcher *> Rules, TableContext &Ctx) {
  // Rules for one opcode stay together, in the order the opcodes first
  // appear, fewer operands first.
  std::map<std::string, unsigned, std::less<>> OpcodeOrder;
  for (RuleMatcher *R : Rules) {
    std::string Opc(R->root().opcodePred()->Inst->getName());
    OpcodeOrder.emplace(Opc, unsigned(OpcodeOrder.size()));
  }
  auto Key = [&](RuleMatcher *R) {
    return std::make_pair(OpcodeOrder[std::string(R->root().opcodePred()->Inst->getName())],
                          R->root().Ops.size());
  };
  std::stable_sort(Rules.begin(), Rules.end(),
                   [&](RuleMatcher *A, RuleMatcher *B) { return Key(A) < Key(B); });
  std::vector<Matcher *> Input(Rules.begin(), Rules.end());
  for (Matcher *M : Input)
    M->optimize();
  std::vector<std::unique_ptr<Matcher>> Storage;
  std::vector<Matcher *> Opt = groupRules(Input, Storage);
  for (Matcher *M : Opt)
    M->optimize();
  Opt = switchRules(Opt, Storage);
  MatchTable T(Ctx.IsCombiner);
  for (Matcher *M : Opt)
    M->emit(T);
  T << MT::opcode("GIM_Reject") << MT::lineBreak();
  return T;
}

} // namespace gicombiner
} // namespace tblgen
