//===- GlobalISelRender.cpp - Result trees as GlobalISel actions ----------===//
//
// The second half of importing a pattern: the rule's entry point (checks on
// the root's results, the result instruction, the choice to recycle a
// matched instruction) and the rendering of result trees into BuildMI
// actions. Sub-instructions get a temporary register each, inserted before
// the instruction that reads it (later operands' sub-instructions before
// earlier ones', as llvm-tblgen orders them).
//
//===----------------------------------------------------------------------===//
#include "backends/codegen/globalisel/GlobalISelImport.h"

#include "codegen/Instructions.h"

#include "tblgen/Casting.h"
#include "tblgen/Record.h"
#include "tblgen/CodeGen/Registers.h"

namespace tblgen {
namespace gisel {

using codegen::PatNode;

const Record *Importer::classRecordOf(const Init *I) {
  const auto *D = dyn_cast_or_null<DefInit>(I);
  if (!D)
    return nullptr;
  const Record *R = D->getDef();
  if (R->isSubClassOf("RegisterOperand"))
    return R->getValueAsDef("RegClass");
  if (R->isSubClassOf("RegisterClass"))
    return R;
  return nullptr;
}

Importer::ActIt Importer::newBuildMI(RuleM &R, ActIt At, const Record *InstDef) {
  auto A = std::make_unique<Action>();
  A->Kind = ActionKind::BuildMI;
  A->InsnID = R.NextOutputInsn++;
  A->Inst = InstDef;
  A->Text = qualifiedInst(InstDef);
  if (const codegen::Instruction *I = inst(InstDef)) {
    A->Renderers.reserve(Instrs.operands(*I).size());
    unsigned Idx = unsigned(I - &Instrs[0]);
    uint64_t F = Idx < Flags.size() ? Flags[Idx] : I->Flags;
    A->MayLoadOrStore = (F >> unsigned(codegen::InstrFlag::mayLoad) & 1) ||
                        (F >> unsigned(codegen::InstrFlag::mayStore) & 1);
    for (const Record *D : I->ImplicitDefs)
      A->implicit().Defs.push_back(qualifiedReg(D));
    for (const Record *U : I->ImplicitUses)
      A->implicit().Uses.push_back(qualifiedReg(U));
  }
  return R.Actions.insert(At, std::move(A));
}

Importer::ActIt Importer::newTempRegister(RuleM &R, ActIt At, const LowLevelType &Ty,
                                          unsigned &TempReg) {
  TempReg = R.NextTempReg++;
  auto MT = std::make_unique<Action>();
  MT->Kind = ActionKind::MakeTempRegister;
  MT->TempReg = TempReg;
  MT->Text = Ty.enumName();
  return R.Actions.insert(At, std::move(MT));
}

static Renderer render(RenderKind K, unsigned InsnID, std::string_view Name = {}) {
  Renderer Rn;
  Rn.Kind = K;
  Rn.InsnID = InsnID;
  Rn.Name = Name;
  return Rn;
}

bool Importer::renderUndefTiedInput(RuleM &R, Action &B, std::optional<LowLevelType> Ty,
                                    ActIt At) {
  // An IMPLICIT_DEF into a temporary register, read by the operand.
  if (!Ty)
    return fail("unsupported type");
  Known.insert(*Ty);
  unsigned TempReg = 0;
  newTempRegister(R, At, *Ty, TempReg);
  ActIt Def = newBuildMI(R, At, Records.getDef("IMPLICIT_DEF"));
  Renderer D0 = render(RenderKind::TempRegister, (*Def)->InsnID);
  D0.Imm = TempReg;
  D0.IsDef = true;
  (*Def)->Renderers.push_back(D0);
  Renderer Rn = render(RenderKind::TempRegister, B.InsnID);
  Rn.Imm = TempReg;
  B.Renderers.push_back(Rn);
  return true;
}

bool Importer::renderDefaults(RuleM &R, Action &B, const Record *OperandRec, ActIt At) {
  const DagInit *D = OperandRec->getValueAsDag("DefaultOps");
  for (const Init *Op : D->getArgs()) {
    const Record *CastVT = nullptr;
    if (const auto *DD = dyn_cast<DagInit>(Op))
      if (const auto *OpDef = dyn_cast<DefInit>(DD->getOperator()))
        if (isA(OpDef->getDef(), ClsValueType) && DD->getNumArgs()) {
          CastVT = OpDef->getDef();
          Op = DD->getArg(0);
        }
    if (const auto *DI = dyn_cast<DefInit>(Op)) {
      const Record *Def = DI->getDef();
      if (Def->getName() == "undef_tied_input") {
        // Its type is the value type it is cast to, (v4i32 undef_tied_input).
        std::optional<LowLevelType> Ty;
        if (const codegen::MVTInfo *T = CastVT ? DB.types().get(CastVT) : nullptr)
          Ty = lltOf(T->Value);
        if (!renderUndefTiedInput(R, B, Ty, At))
          return false;
        continue;
      }
      Renderer Rn = render(RenderKind::Register, B.InsnID);
      Rn.Ref = Def->getName() == "zero_reg" ? std::string(inst(B.Inst)->Namespace) + "::NoRegister"
                                            : qualifiedReg(Def);
      B.Renderers.push_back(Rn);
      continue;
    }
    // (An integer, or bits such as 0b1101 read as one, as patterns read them.)
    std::optional<int64_t> Imm;
    if (const auto *II = dyn_cast<IntInit>(Op))
      Imm = II->getValue();
    else if (const auto *BI = dyn_cast<BitsInit>(Op))
      Imm = BI->convertInitializerToInt();
    if (Imm) {
      Renderer Rn = render(RenderKind::Imm, B.InsnID);
      Rn.Imm = *Imm;
      B.Renderers.push_back(Rn);
      continue;
    }
    return fail("Could not add default op");
  }
  (void)R;
  return true;
}

/// OWDO: the OperandWithDefaultOps class (null when not defined).
static bool operandHasDefault(const Record *OWDO, const Record *Op) {
  return Op->isSubClassOf(OWDO) &&
         cast<DagInit>(Op->getValueInit("DefaultOps"))->getNumArgs() != 0;
}

// One operand of a built instruction from a result-tree node: a named node
// reads what the match recorded under that name; an unnamed leaf is a
// constant (integer, register, sub-register index, undef_tied_input); a
// transform calls its GlobalISel renderer; an instruction is built first,
// into a temporary register.
bool Importer::renderUse(RuleM &R, Action &B, const PatNode &Child, const PatNode &Src,
                         ActIt &At) {
  if (!Child.Name.empty())
    return renderNamedUse(R, B, Child);
  if (Child.isLeaf())
    return renderLeafUse(R, B, Child, At);
  const Record *Op = Child.Op;
  if (isA(Op, ClsSDNodeXForm)) {
    const PatNode &Arg = *Child.Kids[0];
    auto It = XFormEquivs.find(Op);
    if (It == XFormEquivs.end())
      return fail("SDNodeXForm " + std::string(Op->getName()) + " does not have GISel equivalent");
    bool Timm = Op->getValueAsDef("Opcode")->getName() == "timm";
    Renderer Rn = render(Timm ? RenderKind::CustomOperand : RenderKind::Custom, B.InsnID, Arg.Name);
    Rn.Ref = "GICR_" + It->second->getValueAsString("RendererFn");
    B.Renderers.push_back(Rn);
    return true;
  }
  if (!isA(Op, ClsInstruction))
    return fail("unrecognized node " + print(Child));
  std::optional<LowLevelType> Ty;
  if (!resultLLT(Child, Ty))
    return false;
  unsigned TempReg = 0;
  At = newTempRegister(R, At, *Ty, TempReg);
  Renderer Rn = render(RenderKind::TempRegister, B.InsnID);
  Rn.Imm = TempReg;
  B.Renderers.push_back(Rn);
  ActIt Next = std::next(At);
  if (!renderSubInstruction(R, Child, Src, TempReg, Next))
    return false;
  At = Next;
  return true;
}

bool Importer::renderNamedUse(RuleM &R, Action &B, const PatNode &Child) {
  const std::string Name(Child.Name);
  if (auto It = R.ComplexSubOps.find(Name); It != R.ComplexSubOps.end()) {
    Renderer Rn = render(RenderKind::ComplexPattern, B.InsnID, Name);
    Rn.Imm = It->second.RendererID;
    Rn.SubOperand = It->second.SubOperand;
    B.Renderers.push_back(Rn);
    return true;
  }
  if (!Child.isLeaf()) {
    std::string_view Op = Child.Op->getName();
    RenderKind K;
    if (Op == "imm")
      K = RenderKind::CopyConstantAsImm;
    else if (Op == "fpimm")
      K = RenderKind::CopyFConstantAsFPImm;
    else if (Op == "bb" || Op == "timm" || Op == "tframeindex")
      K = RenderKind::Copy;
    else
      return fail("node has unsupported operator " + print(Child));
    B.Renderers.push_back(render(K, B.InsnID, Name));
    return true;
  }
  if (const Record *D = Child.leafDef()) {
    if (Child.Types.size() != 1)
      return fail("node does not have one result " + print(Child));
    if (isA(D, ClsComplexPattern)) {
      auto It = ComplexEquivs.find(D);
      if (It == ComplexEquivs.end())
        return fail("ComplexPattern " + std::string(D->getName()) +
                    " does not have GISel equivalent");
      OperandM *OM = R.find(Name);
      Renderer Rn = render(RenderKind::ComplexPattern, B.InsnID, Name);
      Rn.Imm = OM ? OM->TempBase : 0;
      B.Renderers.push_back(Rn);
      return true;
    }
    if (isA(D, ClsRegisterOperand) && D->getValue("GIZeroRegister") &&
        !D->isValueUnset("GIZeroRegister")) {
      Renderer Rn = render(RenderKind::CopyOrAddZeroReg, B.InsnID, Name);
      Rn.Ref = qualifiedReg(D->getValueAsDef("GIZeroRegister"));
      B.Renderers.push_back(Rn);
      return true;
    }
    if (isA(D, ClsRegisterClass) || isA(D, ClsRegisterOperand) || isA(D, ClsValueType) ||
        D->isSubClassOf("RegClassByHwMode")) {
      B.Renderers.push_back(render(RenderKind::Copy, B.InsnID, Name));
      return true;
    }
  }
  if (!R.find(Name))
    return fail("could not find node $" + Name + " in the source DAG");
  if (Child.Leaf && isa<UnsetInit>(Child.Leaf)) {
    B.Renderers.push_back(render(RenderKind::Copy, B.InsnID, Name));
    return true;
  }
  return fail("unsupported node " + print(Child));
}

bool Importer::renderLeafUse(RuleM &R, Action &B, const PatNode &Child, ActIt &At) {
  if (Child.Int) {
    Renderer Rn = render(RenderKind::Imm, B.InsnID);
    Rn.Imm = *Child.Int;
    B.Renderers.push_back(Rn);
    return true;
  }
  if (const Record *D = Child.leafDef()) {
    if (isA(D, ClsRegister) || D->getName() == "zero_reg") {
      Renderer Rn = render(RenderKind::Register, B.InsnID);
      Rn.Ref = D->getName() == "zero_reg" ? std::string(inst(B.Inst)->Namespace) + "::NoRegister"
                                          : qualifiedReg(D);
      B.Renderers.push_back(Rn);
      return true;
    }
    if (D->getName() == "undef_tied_input") {
      std::optional<LowLevelType> Ty;
      if (!Child.Types.empty() && Child.Types[0].isConcrete())
        Ty = lltOf(Child.Types[0].concrete());
      return renderUndefTiedInput(R, B, Ty, At);
    }
    if (isA(D, ClsSubRegIndex)) {
      Renderer Rn = render(RenderKind::Imm, B.InsnID);
      int Idx = subRegIndexOf(Child);
      Rn.Imm = Idx < 0 ? 0 : Bank.subRegIndices()[unsigned(Idx)].EnumValue;
      B.Renderers.push_back(Rn);
      return true;
    }
  }
  return fail("unrecognized node " + print(Child));
}

bool Importer::renderUses(RuleM &R, Action &B, const PatNode &Dst, const PatNode &Src,
                          ActIt &At) {
  const codegen::Instruction *Orig = inst(Dst.Op);
  std::string Name(Dst.Op->getName());
  if (Name == "EXTRACT_SUBREG")
    return renderExtractSubReg(R, B, Dst, Src, At);
  if (Name == "REG_SEQUENCE")
    return renderRegSequence(R, B, Dst, Src, At);
  auto Ops = Instrs.operands(*Orig);
  unsigned NumUses = unsigned(Ops.size()) - Orig->NumDefs;
  unsigned Expected = unsigned(Dst.Kids.size());
  if (Name == "COPY_TO_REGCLASS") {
    --NumUses;
    --Expected;
  }
  const codegen::Instruction *DstI = inst(B.Inst);
  auto DOps = Instrs.operands(*DstI);
  unsigned NumFixed = unsigned(DOps.size());
  unsigned NonOverridable = NumFixed;
  const Record *WithDefaults = Classes.get(ClsOperandWithDefaultOps);
  while (NonOverridable > Orig->NumDefs &&
         operandHasDefault(WithDefaults, DOps[NonOverridable - 1].Rec))
    --NonOverridable;
  unsigned Child = 0, NumDefaults = 0;
  for (unsigned I = 0; I < NumUses; ++I) {
    unsigned OpNo = DstI->NumDefs + I;
    const Record *OpRec = DOps[OpNo].Rec;
    if (operandHasDefault(WithDefaults, OpRec) &&
        (OpNo < NonOverridable || Child >= Dst.Kids.size())) {
      if (!renderDefaults(R, B, OpRec, At))
        return false;
      ++NumDefaults;
      continue;
    }
    if (Child >= Dst.Kids.size())
      break;
    if (!renderUse(R, B, *Dst.Kids[Child], Src, At))
      return false;
    ++Child;
  }
  if (NumDefaults + Expected != NumUses)
    return fail("Expected " + std::to_string(NumUses) + " used operands but found " +
                std::to_string(Expected) + " explicit ones and " + std::to_string(NumDefaults) +
                " default ones");
  return true;
}

bool Importer::renderSubInstruction(RuleM &R, const PatNode &Dst, const PatNode &Src,
                                    unsigned TempReg, ActIt &At) {
  if (!isA(Dst.Op, ClsInstruction))
    return fail(isA(Dst.Op, ClsValueType)
                    ? "Pattern operator isn't an instruction (it's a ValueType)"
                    : "Pattern operator isn't an instruction");
  std::string Name(Dst.Op->getName());
  const Record *Def = Dst.Op;
  if (Name == "COPY_TO_REGCLASS" || Name == "EXTRACT_SUBREG")
    Def = Records.getDef("COPY");
  const ActIt Before = At;
  ActIt It = newBuildMI(R, At, Def);
  Action &B = **It;
  Renderer Rn = render(RenderKind::TempRegister, B.InsnID);
  Rn.Imm = TempReg;
  Rn.IsDef = true;
  B.Renderers.push_back(Rn);
  // Its own sub-instructions go before the temporary register it defines
  // (made just before it), each later operand's before the earlier ones'.
  ActIt Uses = std::prev(It);
  if (!renderDiscardedDefs(R, B, Dst, 1, Uses))
    return false;
  if (!renderUses(R, B, Dst, Src, Uses) || !constrainResult(R, Before, B.InsnID, Dst))
    return false;
  At = Uses;
  return true;
}

bool Importer::renderOptionalDef(Action &B, const Record *OperandRec) {
  const DagInit *D = OperandRec->getValueAsDag("DefaultOps");
  for (const Init *Op : D->getArgs()) {
    if (const auto *DD = dyn_cast<DagInit>(Op)) {
      const auto *OpDef = dyn_cast<DefInit>(DD->getOperator());
      if (!OpDef || !isA(OpDef->getDef(), ClsValueType) || DD->getNumArgs() != 1)
        return fail("optional def is not a leaf");
      Op = DD->getArg(0);
    }
    const auto *DI = dyn_cast<DefInit>(Op);
    if (!DI)
      return fail("optional def is not a record");
    const Record *Reg = DI->getDef();
    // (An operator, such as imm, is a node of its own, not a leaf.)
    if (isA(Reg, ClsSDNode) || Reg->isSubClassOf("PatFrags"))
      return fail("optional def is not a leaf");
    if (!isA(Reg, ClsRegister) && Reg->getName() != "zero_reg")
      return fail("optional def is not a register");
    Renderer Rn = render(RenderKind::Register, B.InsnID);
    Rn.Ref = Reg->getName() == "zero_reg" ? std::string(inst(B.Inst)->Namespace) + "::NoRegister"
                                          : qualifiedReg(Reg);
    Rn.IsDef = true;
    Rn.IsDead = true;
    B.Renderers.push_back(Rn);
  }
  return true;
}

bool Importer::renderDefs(RuleM &R, Action &B, const PatNode &Src, const PatNode &Dst,
                          ActIt &At) {
  const codegen::Instruction *DstI = inst(B.Inst);
  unsigned SrcDefs = unsigned(Src.Types.size()), DstDefs = DstI->NumDefs;
  if (DstDefs == 0)
    return true;
  auto Ops = Instrs.operands(*DstI);
  // (Source results beyond the explicit defs are the implicit defs': none
  // is rendered for them.)
  unsigned Copied = std::min(SrcDefs, DstDefs);
  for (unsigned I = 0; I < Copied; ++I)
    B.Renderers.push_back(
        render(RenderKind::Copy, B.InsnID, "DstI[" + std::string(Ops[I].Name) + "]"));
  return renderDiscardedDefs(R, B, Dst, SrcDefs, At);
}

bool Importer::renderDiscardedDefs(RuleM &R, Action &B, const PatNode &Dst, unsigned First,
                                   ActIt &At) {
  const codegen::Instruction *DstI = inst(B.Inst);
  auto Ops = Instrs.operands(*DstI);
  for (unsigned I = First; I < DstI->NumDefs; ++I) {
    // A discarded optional def (ARM's cc_out) is its default register, dead.
    if (isA(Ops[I].Rec, ClsOptionalDefOperand)) {
      if (!renderOptionalDef(B, Ops[I].Rec))
        return false;
      continue;
    }
    if (I >= Dst.Types.size())
      return fail("unhandled discarded def");
    const codegen::TypeSet &T = Dst.Types[I];
    if (!T.isConcrete())
      return fail("unsupported typeset");
    std::optional<LowLevelType> Ty = lltOf(T.concrete());
    if (!Ty)
      return fail("unsupported type");
    Known.insert(*Ty);
    unsigned TempReg = 0;
    At = newTempRegister(R, At, *Ty, TempReg);
    Renderer Rn = render(RenderKind::TempRegister, B.InsnID);
    Rn.Imm = TempReg;
    Rn.IsDef = true;
    Rn.IsDead = true;
    B.Renderers.push_back(Rn);
  }
  return true;
}

bool Importer::renderInstruction(RuleM &R, const PatNode &Src, const PatNode &Dst,
                                 Action *&Out) {
  std::string Name(Dst.Op->getName());
  const Record *Def = Dst.Op;
  if (Name == "COPY_TO_REGCLASS" || Name == "EXTRACT_SUBREG")
    Def = Records.getDef("COPY");
  ActIt At = newBuildMI(R, R.Actions.end(), Def);
  Action &B = **At;
  Out = &B;
  // Every physical register input of the pattern, nested ones included, is
  // copied into its register ahead of the instruction.
  for (const auto &[Reg, OM] : R.PhysRegOps) {
    At = newBuildMI(R, At, Records.getDef("COPY"));
    Renderer D = render(RenderKind::Register, (*At)->InsnID);
    D.Ref = qualifiedReg(Reg);
    D.IsDef = true;
    (*At)->Renderers.push_back(D);
    (*At)->Renderers.push_back(
        render(RenderKind::CopyPhysReg, (*At)->InsnID, std::string(Reg->getName())));
    (void)OM;
  }
  if (!renderDefs(R, B, Src, Dst, At))
    return false;
  return renderUses(R, B, Dst, Src, At);
}

bool Importer::chooseMutation(RuleM &R, Action &B) {
  for (auto It = R.Mutatable.begin(); It != R.Mutatable.end(); ++It) {
    InsnM *I = *It;
    if (B.Renderers.size() != I->Ops.size())
      continue;
    bool OK = true;
    for (size_t K = 0; K < B.Renderers.size() && OK; ++K) {
      const Renderer &Rn = B.Renderers[K];
      if (Rn.Kind != RenderKind::Copy) {
        OK = false;
        break;
      }
      OperandM *OM = R.find(Rn.Name);
      OK = OM && OM->Insn == I && OM->OpIdx == K;
    }
    if (OK) {
      B.Mutate = I;
      R.Mutatable.erase(It);
      return true;
    }
  }
  return false;
}

bool Importer::import(const codegen::PatternToMatch &P, RuleM &R, std::string &Why) {
  Reason.clear();
  NamedOperandsAwaited = 0;
  NamedOperandSlots.clear();
  auto Done = [&](bool OK) {
    if (!OK)
      Why = Reason;
    return OK;
  };
  const PatNode &Src = *P.SrcTree, &Dst = *P.DstTree;
  R.Score = DB.complexity(P);
  // (The GISelFlags of the pattern record; those of fragments apply below
  // the nodes they are the roots of: importSrc.)
  applyGISelFlags(R, R.Src);
  auto Comment = std::make_unique<Action>();
  Comment->Kind = ActionKind::DebugComment;
  std::string Text;
  Src.appendText(Text, DB.types());
  Text += "  =>  ";
  Dst.appendText(Text, DB.types());
  // (Kept by every rule to the end: a block of its exact size.)
  Comment->Text = Text;
  R.Actions.push_back(std::move(Comment));
  // (The rules' features and HwMode guards are numbered by the caller, in
  // pattern order: rules may be imported on several threads.)
  for (const Record *Pr : P.Predicates) {
    auto [It, New] = HasCondString.try_emplace(Pr, false);
    if (New)
      It->second = !Pr->getValueAsString("CondString").empty();
    if (It->second)
      R.Features.push_back(Pr);
  }

  if (auto E = rootProblem(Dst))
    return Done(fail("Dst pattern root isn't a trivial operator (" + *E + ")"));
  if (auto E = rootProblem(Src))
    return Done(fail("Src pattern root isn't a trivial operator (" + *E + ")"));

  R.Root = R.newInsn(Src.Name);
  InsnM &Root = *R.Root;
  unsigned Temp = 0;
  if (!importSrc(R, Root, Src, Temp))
    return Done(false);

  auto AddErase = [&] {
    auto E = std::make_unique<Action>();
    E->Kind = ActionKind::EraseInst;
    E->InsnID = 0;
    R.Actions.push_back(std::move(E));
  };

  if (Dst.isLeaf()) {
    const Record *RCDef = classRecordOf(Dst.Leaf);
    const codegen::RegClass *RC = RCDef ? regClass(RCDef) : nullptr;
    if (!RC)
      return Done(fail("Dst pattern root isn't a known leaf"));
    const Record *Copy = Records.getDef("COPY");
    const codegen::Instruction *CI = inst(Copy);
    // The copy's def keeps COPY's own operand name here (no "DstI[...]"
    // mangling, unlike an instruction result): llvm-tblgen prints "// dst".
    std::string DefName(Instrs.operands(*CI)[0].Name);
    OperandM *OM0 = Root.operand(0);
    OM0->Name = DefName;
    R.define(DefName, *OM0);
    auto RB = std::make_unique<Pred>(PredKind::RegBank, 0, 0);
    RB->S = regClassID(RC);
    OM0->Preds.push_back(std::move(RB));
    ActIt It = newBuildMI(R, R.Actions.end(), Copy);
    (*It)->Renderers.push_back(render(RenderKind::Copy, (*It)->InsnID, DefName));
    (*It)->Renderers.push_back(render(RenderKind::Copy, (*It)->InsnID, Dst.Name));
    auto C = std::make_unique<Action>();
    C->Kind = ActionKind::ConstrainOperandToRegClass;
    C->Text = regClassID(RC);
    R.Actions.push_back(std::move(C));
    AddErase();
    return true;
  }

  if (!isA(Dst.Op, ClsInstruction))
    return Done(fail("Pattern operator isn't an instruction"));
  const codegen::Instruction *DstI = inst(Dst.Op);
  unsigned DstDefs = DstI->NumDefs, SrcDefs = unsigned(Src.Types.size());
  // Results in implicitly defined registers count as results here.
  if (DstDefs + DstI->ImplicitDefs.size() < SrcDefs) {
    if (DstDefs != 0)
      return Done(fail("Src pattern result has more defs than dst MI (" +
                       std::to_string(SrcDefs) + " def(s) vs " + std::to_string(DstDefs) +
                       " def(s))"));
    bool NoUse = false;
    for (const auto &Pr : Root.Preds)
      NoUse |= Pr->Kind == PredKind::NoUse;
    if (!NoUse)
      return Done(fail("Src pattern result has " + std::to_string(SrcDefs) +
                       " def(s) without the HasNoUse predicate set to true but Dst MI has no def"));
  }
  auto DOps = Instrs.operands(*DstI);
  for (unsigned I = 0; I < std::min(DstDefs, SrcDefs); ++I) {
    OperandM *OM = Root.operand(I);
    std::string DefName = "DstI[" + std::string(DOps[I].Name) + "]";
    OM->Name = DefName;
    R.define(DefName, *OM);
    const codegen::RegClass *RC = resultClass(Dst, I);
    if (!RC)
      return Done(fail("Could not infer register class for result #" + std::to_string(I) +
                       " from pattern " + print(Dst)));
    auto RB = std::make_unique<Pred>(PredKind::RegBank, 0, I);
    RB->S = regClassID(RC);
    OM->Preds.push_back(std::move(RB));
  }

  Action *B = nullptr;
  if (!renderInstruction(R, Src, Dst, B))
    return Done(false);

  // Implicit results of the pattern (set PHYSREG, ...) are not supported.
  if (isA(P.Src, ClsInstruction)) {
    if (const auto *L = dyn_cast<ListInit>(P.Src->getValueInit("Pattern")))
      for (const Init *E : L->getValues())
        if (const auto *D = dyn_cast<DagInit>(E)) {
          const auto *Op = dyn_cast<DefInit>(D->getOperator());
          if (!Op || Op->getDef()->getName() != "set")
            continue;
          for (unsigned A = 0; A + 1 < D->getNumArgs(); ++A)
            if (const auto *DI = dyn_cast<DefInit>(D->getArg(A)))
              if (isA(DI->getDef(), ClsRegister))
                return Done(fail("Pattern defines a physical register"));
        }
  }

  chooseMutation(R, *B);
  if (!constrainResult(R, R.Actions.end(), B->InsnID, Dst))
    return Done(false);
  AddErase();
  return true;
}

} // namespace gisel
} // namespace tblgen
