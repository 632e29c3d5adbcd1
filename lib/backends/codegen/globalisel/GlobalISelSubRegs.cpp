//===- GlobalISelSubRegs.cpp - Sub-register operators in GlobalISel results ===//
//
// The part of the importer that knows about register classes in a result
// tree: which class a result node produces (an instruction's def, or what
// EXTRACT_SUBREG, INSERT_SUBREG, SUBREG_TO_REG, REG_SEQUENCE and
// COPY_TO_REGCLASS make), the operands of EXTRACT_SUBREG (a sub-register
// copy) and REG_SEQUENCE (value / index pairs), and the register-class
// constraints each built instruction gets.
//
//===----------------------------------------------------------------------===//
#include "backends/codegen/globalisel/GlobalISelImport.h"

#include "codegen/Instructions.h"

#include "tblgen/Casting.h"
#include "tblgen/CodeGen/Registers.h"
#include "tblgen/Record.h"

namespace tblgen {
namespace gisel {

using codegen::PatNode;
using codegen::RegClass;

int Importer::subRegIndexOf(const PatNode &N) const {
  if (!N.isLeaf())
    return -1;
  const Record *D = N.leafDef();
  if (!D)
    return -1;
  const auto &Indices = Bank.subRegIndices();
  for (size_t I = 0; I < Indices.size(); ++I)
    if (Indices[I].Def == D)
      return int(I);
  return -1;
}

std::optional<std::pair<const RegClass *, const RegClass *>>
Importer::withSubRegs(const RegClass *RC, int Idx) const {
  if (!RC || Idx < 0)
    return std::nullopt;
  auto M = Bank.matchingSubClassWithSubRegs(RC->EnumValue, unsigned(Idx));
  if (!M)
    return std::nullopt;
  const auto &All = Bank.regClasses();
  return std::pair{&All[M->first], &All[M->second]};
}

const Record *Importer::classForMode(const Record *R) const {
  if (!R || !R->isSubClassOf("RegClassByHwMode"))
    return R;
  // llvm-tblgen's register-bank check names the default mode's class, in
  // the copies of a pattern made for every mode.
  for (auto [M, Obj] : Bank.hwModes().select(R))
    if (M == 0)
      return Obj;
  return nullptr;
}

const RegClass *Importer::leafClass(const PatNode &N) const {
  const Record *D = N.isLeaf() ? classRecordOf(N.Leaf) : nullptr;
  return D ? regClass(D) : nullptr;
}

const RegClass *Importer::nodeClass(const PatNode &N) const {
  if (N.isLeaf())
    return leafClass(N);
  if (N.Types.empty() || !isA(N.Op, ClsInstruction))
    return nullptr;
  return resultClass(N, 0);
}

const RegClass *Importer::resultClass(const PatNode &N, unsigned ResIdx) const {
  std::string_view Name = N.Op->getName();
  auto Kid = [&](size_t I) -> const PatNode * {
    return I < N.Kids.size() ? N.Kids[I].get() : nullptr;
  };
  if (Name == "REG_SEQUENCE" || Name == "COPY_TO_REGCLASS") {
    const PatNode *K = Kid(Name == "REG_SEQUENCE" ? 0 : 1);
    return K ? leafClass(*K) : nullptr;
  }
  if (Name == "INSERT_SUBREG")
    return Kid(0) && Kid(2) && !N.Types.empty() ? superClassFor(N.Types[0], *Kid(0), *Kid(2))
                                                 : nullptr;
  if (Name == "EXTRACT_SUBREG") {
    if (!Kid(0) || !Kid(1))
      return nullptr;
    auto Pair = withSubRegs(nodeClass(*Kid(0)), subRegIndexOf(*Kid(1)));
    return Pair ? Pair->second : nullptr;
  }
  if (Name == "SUBREG_TO_REG")
    return Kid(2) && !N.Types.empty() ? superClassOf(N.Types[0], *Kid(2)) : nullptr;
  const codegen::Instruction *I = inst(N.Op);
  if (!I || ResIdx >= Instrs.operands(*I).size())
    return nullptr;
  const Record *Op = Instrs.operands(*I)[ResIdx].Rec;
  // A class chosen by HwMode stands for its default mode's class.
  if (isA(Op, ClsRegisterOperand))
    return regClass(classForMode(Op->getValueAsDef("RegClass")));
  if (isA(Op, ClsRegisterClass))
    return regClass(Op);
  return Op->isSubClassOf("RegClassByHwMode") ? regClass(classForMode(Op)) : nullptr;
}

const RegClass *Importer::superClassOf(const codegen::TypeSet &T, const PatNode &IdxNode) const {
  int Idx = subRegIndexOf(IdxNode);
  if (!T.isConcrete() || Idx < 0)
    return nullptr;
  // Of the classes whose members all have the index and that hold the
  // type, allocatable ones only: the one with the most members, then the
  // first by name.
  const auto &All = Bank.regClasses();
  const RegClass *Best = nullptr;
  for (const RegClass &RC : All) {
    int Sub = unsigned(Idx) < RC.SubClassWithSubReg.size() ? RC.SubClassWithSubReg[Idx] : -1;
    if (Sub < 0)
      continue;
    const RegClass &C = All[unsigned(Sub)];
    if (!C.Allocatable)
      continue;
    bool HoldsType = false;
    for (const auto &VT : C.VTs)
      HoldsType |= VT.isSimple() && VT.get(0).Value == T.concrete();
    if (!HoldsType)
      continue;
    if (!Best || C.Members.size() > Best->Members.size() ||
        (C.Members.size() == Best->Members.size() && C.Name < Best->Name))
      Best = &C;
  }
  return Best;
}

const RegClass *Importer::superClassFor(const codegen::TypeSet &T, const PatNode &Super,
                                        const PatNode &IdxNode) const {
  if (const RegClass *RC = nodeClass(Super))
    return RC;
  return superClassOf(T, IdxNode);
}

bool Importer::resultLLT(const PatNode &N, std::optional<LowLevelType> &Ty) {
  const codegen::Instruction *I = isA(N.Op, ClsInstruction) ? inst(N.Op) : nullptr;
  if (!I || I->NumDefs == 0)
    return fail("Dst pattern child needs a def");
  if (N.Types.empty())
    return fail("Dst pattern child has no result");
  if (N.Types[0].isConcrete())
    Ty = lltOf(N.Types[0].concrete());
  if (!Ty)
    return fail("Dst operand has an unsupported type");
  Known.insert(*Ty);
  return true;
}

bool Importer::constrainResult(RuleM &R, ActIt At, unsigned InsnID, const PatNode &Dst) {
  auto Constrain = [&](unsigned OpIdx, const RegClass *RC) {
    auto C = std::make_unique<Action>();
    C->Kind = ActionKind::ConstrainOperandToRegClass;
    C->InsnID = InsnID;
    C->OpIdx = OpIdx;
    C->Text = regClassID(RC);
    R.Actions.insert(At, std::move(C));
  };
  std::string_view Name = Dst.Op->getName();
  const auto &K = Dst.Kids;
  if (Name == "COPY_TO_REGCLASS") {
    const RegClass *RC = K.size() > 1 ? leafClass(*K[1]) : nullptr;
    if (!RC)
      return fail("COPY_TO_REGCLASS operand #1 isn't a register class");
    Constrain(0, RC);
    return true;
  }
  if (Name == "EXTRACT_SUBREG") {
    const RegClass *Super = K.size() > 1 ? nodeClass(*K[0]) : nullptr;
    if (!Super)
      return fail("Cannot infer register class from EXTRACT_SUBREG operand #0");
    int Idx = subRegIndexOf(*K[1]);
    if (Idx < 0)
      return fail("EXTRACT_SUBREG child #1 is not a subreg index");
    auto Pair = withSubRegs(Super, Idx);
    if (!Pair)
      return fail("subreg index is incompatible with inferred reg class");
    Constrain(0, Pair->second);
    Constrain(1, Pair->first);
    return true;
  }
  if (Name == "INSERT_SUBREG") {
    const RegClass *Sub = K.size() > 2 ? nodeClass(*K[1]) : nullptr;
    if (!Sub)
      return fail("Cannot infer register class from INSERT_SUBREG operand #1");
    const RegClass *Super = Dst.Types.empty() ? nullptr : superClassFor(Dst.Types[0], *K[0], *K[2]);
    if (!Super)
      return fail("Cannot infer register class for INSERT_SUBREG operand #0");
    Constrain(0, Super);
    Constrain(1, Super);
    Constrain(2, Sub);
    return true;
  }
  if (Name == "SUBREG_TO_REG") {
    const RegClass *Sub = K.size() > 2 ? nodeClass(*K[1]) : nullptr;
    if (!Sub)
      return fail("Cannot infer register class from SUBREG_TO_REG child #1");
    const RegClass *Super = Dst.Types.empty() ? nullptr : superClassOf(Dst.Types[0], *K[2]);
    if (!Super)
      return fail("Cannot infer register class for SUBREG_TO_REG operand #0");
    Constrain(0, Super);
    Constrain(2, Sub);
    return true;
  }
  if (Name == "REG_SEQUENCE") {
    const RegClass *Super = K.empty() ? nullptr : nodeClass(*K[0]);
    if (!Super)
      return fail("REG_SEQUENCE operand #0 isn't a register class");
    Constrain(0, Super);
    for (size_t I = 1; I + 1 < K.size(); I += 2) {
      int Idx = subRegIndexOf(*K[I + 1]);
      if (Idx < 0)
        return fail("REG_SEQUENCE child is not a subreg index");
      auto Pair = withSubRegs(Super, Idx);
      if (!Pair)
        return fail("REG_SEQUENCE sub-register index is incompatible with its register class");
      Constrain(unsigned(I), Pair->second);
    }
    return true;
  }
  auto C = std::make_unique<Action>();
  C->Kind = ActionKind::ConstrainOperandsToDefinition;
  C->InsnID = InsnID;
  R.Actions.insert(At, std::move(C));
  return true;
}

bool Importer::renderExtractSubReg(RuleM &R, Action &B, const PatNode &Dst, const PatNode &Src,
                                   ActIt &At) {
  if (Dst.Kids.size() < 2 || !Dst.Kids[1]->isLeaf())
    return fail("EXTRACT_SUBREG child #1 is not a leaf");
  int Idx = subRegIndexOf(*Dst.Kids[1]);
  if (Idx < 0)
    return fail("EXTRACT_SUBREG child #1 is not a subreg index");
  const codegen::SubRegIndex &SubIdx = Bank.subRegIndices()[unsigned(Idx)];
  const PatNode &Val = *Dst.Kids[0];
  if (!Val.isLeaf()) {
    // The value is computed first, into a temporary register whose
    // sub-register the copy reads.
    std::optional<LowLevelType> Ty;
    if (!resultLLT(Val, Ty))
      return false;
    unsigned TempReg = 0;
    ActIt Next = std::next(newTempRegister(R, At, *Ty, TempReg));
    if (!renderSubInstruction(R, Val, Src, TempReg, Next))
      return false;
    Renderer Rn;
    Rn.Kind = RenderKind::TempRegister;
    Rn.InsnID = B.InsnID;
    Rn.Imm = TempReg;
    Rn.Ref = SubIdx.Namespace.empty() ? SubIdx.Name : SubIdx.Namespace + "::" + SubIdx.Name;
    B.Renderers.push_back(Rn);
    return true;
  }
  const RegClass *RC = leafClass(Val);
  if (!RC)
    return fail("EXTRACT_SUBREG child #0 could not be coerced to a register class");
  if (auto Pair = withSubRegs(RC, Idx); Pair && Pair->first != RC)
    return fail("EXTRACT_SUBREG requires an additional COPY");
  Renderer Rn;
  Rn.InsnID = B.InsnID;
  Rn.Name = Val.Name;
  Rn.SubRegIdx = SubIdx.EnumValue;
  if (auto It = R.ComplexSubOps.find(Val.Name); !Val.Name.empty() && It != R.ComplexSubOps.end()) {
    Rn.Kind = RenderKind::ComplexPattern;
    Rn.Imm = It->second.RendererID;
    Rn.SubOperand = It->second.SubOperand;
  } else {
    Rn.Kind = RenderKind::CopySubReg;
  }
  B.Renderers.push_back(Rn);
  return true;
}

bool Importer::renderRegSequence(RuleM &R, Action &B, const PatNode &Dst, const PatNode &Src,
                                 ActIt &At) {
  if (Dst.Kids.empty() || !Dst.Kids[0]->isLeaf())
    return fail("REG_SEQUENCE child #0 is not a leaf");
  if (!leafClass(*Dst.Kids[0]))
    return fail("REG_SEQUENCE child #0 could not be coerced to a register class");
  if ((Dst.Kids.size() - 1) % 2 != 0)
    return fail("Malformed REG_SEQUENCE");
  for (size_t I = 1; I < Dst.Kids.size(); I += 2) {
    int Idx = subRegIndexOf(*Dst.Kids[I + 1]);
    if (Idx < 0)
      continue;
    if (!renderUse(R, B, *Dst.Kids[I], Src, At))
      return false;
    Renderer Rn;
    Rn.Kind = RenderKind::SubRegIndex;
    Rn.InsnID = B.InsnID;
    Rn.Imm = Bank.subRegIndices()[unsigned(Idx)].EnumValue;
    B.Renderers.push_back(Rn);
  }
  return true;
}

} // namespace gisel
} // namespace tblgen
