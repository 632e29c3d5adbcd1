//===- Instructions.cpp - The instruction model of a target ---------------===//
//
// Reads Instruction records the way llvm-tblgen's CodeGenInstruction does:
// the operand lists first (with their checks), then the flags, then the
// Constraints string, which refers to operands by '$name' or
// '$name.subname'. (LLVM 22 has no DisableEncoding field any more.)
//
//===----------------------------------------------------------------------===//

#include "codegen/Instructions.h"
#include "codegen/FieldSlot.h"
#include "codegen/TargetInfo.h"

#include "tblgen/Casting.h"
#include "tblgen/Error.h"
#include "tblgen/HelperThread.h"
#include "tblgen/Record.h"

#include <algorithm>
#include <atomic>
#include <map>
#include <memory>
#include <mutex>
#include <set>

namespace tblgen::codegen {

namespace {

constexpr std::string_view FixedOpcodes[] = {
#define FIXED_OPCODE(Name) #Name,
#include "TargetOpcodes.def"
};

constexpr std::string_view FlagNames[] = {
#define INSTR_FLAG(Name, InDocs) #Name,
#include "InstrFlags.def"
};
constexpr bool FlagInDocs[] = {
#define INSTR_FLAG(Name, InDocs) InDocs != 0,
#include "InstrFlags.def"
};
static_assert(unsigned(InstrFlag::NumFlags) <= 64, "flags live in one uint64_t");

/// A string field as a view of the (arena-held, immutable) value, after
/// getValueAsString has checked it.
std::string_view stringField(const Record *R, std::string_view Field) {
  (void)R->getValueAsString(Field);
  if (const auto *S = dyn_cast<StringInit>(R->getValueInit(Field)))
    return S->getValue();
  return {};
}

} // namespace

struct InstructionSet::ReadCache {
  std::vector<FieldSlot> Flags;
  /// The plain-bit flags' positions and names in the last record that had
  /// all of them as bits (readFlags' fast path).
  struct PlainFlag {
    unsigned Pos;
    const Init *Name;
    unsigned Flag;
  };
  std::vector<PlainFlag> Plain;
  uint64_t PlainMask = 0;
  FieldSlot Outs{"OutOperandList"}, Ins{"InOperandList"}, Namespace{"Namespace"},
      AsmString{"AsmString"}, Constraints{"Constraints"}, Defs{"Defs"}, Uses{"Uses"};
  std::unordered_map<const Record *, OperandRecInfo> OperandRecs;
  ReadCache() {
    Flags.reserve(unsigned(InstrFlag::NumFlags));
    for (std::string_view N : FlagNames)
      Flags.emplace_back(N);
  }
};

InstructionSet::InstructionSet() : Cache(std::make_unique<ReadCache>()) {}
InstructionSet::~InstructionSet() = default;
InstructionSet::InstructionSet(InstructionSet &&) noexcept = default;
InstructionSet &InstructionSet::operator=(InstructionSet &&) noexcept = default;

std::string_view instrFlagName(InstrFlag F) { return FlagNames[unsigned(F)]; }
bool isDocumentedInstrFlag(InstrFlag F) { return FlagInDocs[unsigned(F)]; }

//===----------------------------------------------------------------------===//
// Reading one instruction
//===----------------------------------------------------------------------===//

struct OperandRecInfo;

/// Reads one record into a set; lives for the duration of InstructionSet::add.
class InstrReader {
public:
  InstrReader(InstructionSet &Set, const Record *Def) : Set(Set), Def(Def) {}
  Instruction read();

private:
  [[noreturn]] void fail(const std::string &Msg) { PrintFatalError(Def->getLocs(), Msg); }
  std::string name() const { return std::string(Def->getName()); }

  const OperandRecInfo &operandRecInfo(const Record *Rec);
  void readOperands();
  void readFlags();
  /// Resolves "$name" or "$name.sub" to (operand index, sub-operand).
  std::pair<unsigned, unsigned> resolveOperand(std::string_view Ref, bool AllowWhole);
  void readConstraints(std::string_view All);
  void readConstraint(std::string_view C);

  InstrOperand &op(unsigned I) { return Set.Operands[I0 + I]; }
  MIOperand &miOp(std::pair<unsigned, unsigned> P) {
    return Set.MIOps[op(P.first).FirstMIOp + P.second];
  }

  InstructionSet &Set;
  const Record *Def;
  Instruction I;
  unsigned I0 = 0;
  /// Names given to sub-operands in the operand list: name -> (op, sub).
  std::map<std::string_view, std::pair<unsigned, unsigned>, std::less<>> SubOpAliases;
};

const OperandRecInfo &InstrReader::operandRecInfo(const Record *Rec) {
  auto [It, New] = Set.Cache->OperandRecs.try_emplace(Rec);
  OperandRecInfo &Info = It->second;
  if (!New)
    return Info;
  std::string_view Type = "OPERAND_UNKNOWN", TypeNS = "MCOI";
  if (Rec->isSubClassOf("RegisterOperand")) {
    Info.K = OperandRecInfo::RegOperand;
    Info.PrintMethod = stringField(Rec, "PrintMethod");
    Type = stringField(Rec, "OperandType");
    TypeNS = stringField(Rec, "OperandNamespace");
    Info.EncoderMethod = stringField(Rec, "EncoderMethod");
  } else if (Rec->isSubClassOf("Operand")) {
    Info.K = OperandRecInfo::Operand;
    Info.PrintMethod = stringField(Rec, "PrintMethod");
    Type = stringField(Rec, "OperandType");
    TypeNS = stringField(Rec, "OperandNamespace");
    Info.EncoderMethod = stringField(Rec, "EncoderMethod");
    Info.MIOperandInfo = Rec->getValueAsDag("MIOperandInfo");
    const auto *OpsOp = dyn_cast<DefInit>(Info.MIOperandInfo->getOperator());
    if (!OpsOp || OpsOp->getDef()->getName() != "ops") {
      Set.Cache->OperandRecs.erase(It);
      fail("Bad value for MIOperandInfo in operand '" + std::string(Rec->getName()) + "'\n");
    }
    if (unsigned K = Info.MIOperandInfo->getNumArgs())
      Info.MINumOperands = K;
    if (Rec->isSubClassOf("PredicateOp"))
      Info.IsPredicateOp = true;
    else if (Rec->isSubClassOf("OptionalDefOperand"))
      Info.IsOptionalDef = true;
  } else if (Rec->getName() == "variable_ops") {
    Info.K = OperandRecInfo::VariableOps;
  } else if (Rec->isSubClassOf("RegisterClass") || Rec->isSubClassOf("RegClassByHwMode")) {
    // A register class, or one chosen by hardware mode (LLVM 22).
    Info.K = OperandRecInfo::RegClass;
    Type = "OPERAND_REGISTER";
  } else if (!Rec->isSubClassOf("PointerLikeRegClass") && !Rec->isSubClassOf("unknown_class")) {
    Info.K = OperandRecInfo::Unknown;
  }
  Info.OperandType.reserve(TypeNS.size() + 2 + Type.size());
  Info.OperandType.append(TypeNS).append("::").append(Type);
  return Info;
}

void InstrReader::readOperands() {
  auto ListOf = [&](FieldSlot &Field, std::string_view Want,
                    std::string_view What) -> const DagInit * {
    const DagInit *D = Field.getDag(Def);
    const auto *Op = dyn_cast<DefInit>(D->getOperator());
    if (!Op)
      fail(name() + ": invalid " + std::string(What) + " list: use '" + std::string(Want) + "'");
    if (Op->getDef()->getName() != Want)
      fail(name() + ": invalid def name for " + std::string(What) + " list: use '" +
           std::string(Want) + "'");
    return D;
  };
  const DagInit *Outs = ListOf(Set.Cache->Outs, "outs", "output");
  I.NumDefs = Outs->getNumArgs();
  const DagInit *Ins = ListOf(Set.Cache->Ins, "ins", "input");

  I0 = unsigned(Set.Operands.size());
  I.FirstOperand = I0;
  // The names given so far (operands and sub-operands): few, so a vector.
  std::vector<std::string_view> Names;
  auto NewName = [&](std::string_view N) {
    if (std::find(Names.begin(), Names.end(), N) != Names.end())
      return false;
    Names.push_back(N);
    return true;
  };
  bool VariadicOuts = false;
  unsigned NextMI = 0;
  unsigned Total = Outs->getNumArgs() + Ins->getNumArgs();
  Names.reserve(Total);
  for (unsigned N = 0; N != Total; ++N) {
    bool IsOut = N < Outs->getNumArgs();
    const DagInit *List = IsOut ? Outs : Ins;
    unsigned A = IsOut ? N : N - Outs->getNumArgs();
    const Init *Arg = List->getArg(A);
    std::string_view ArgName = List->getArgNameStr(A);
    const auto *SubNames = dyn_cast<DagInit>(Arg);
    if (SubNames)
      Arg = SubNames->getOperator();
    const auto *DI = dyn_cast<DefInit>(Arg);
    if (!DI)
      fail("Illegal operand for the '" + name() + "' instruction!");

    InstrOperand Op;
    Op.Rec = DI->getDef();
    const OperandRecInfo &Info = operandRecInfo(Op.Rec);
    switch (Info.K) {
    case OperandRecInfo::VariableOps:
      VariadicOuts |= IsOut;
      I.IsVariadic = true;
      continue;
    case OperandRecInfo::Unknown:
      fail("Unknown operand class '" + std::string(Op.Rec->getName()) + "' in '" + name() +
           "' instruction!");
    case OperandRecInfo::Operand:
      if (Info.IsPredicateOp)
        I.HasPredicateOperand = true;
      else if (Info.IsOptionalDef)
        I.HasOptionalDef = true;
      break;
    default:
      break;
    }
    Op.Info = &Info;

    auto Prefix = [&] {
      return "In instruction '" + name() + "', operand #" + std::to_string(N);
    };
    if (ArgName.empty())
      fail(Prefix() + " has no name!");
    if (!NewName(ArgName))
      fail(Prefix() + " has the same name as a previous operand!");

    Op.Name = ArgName;
    Op.MIOperandNo = NextMI;
    Op.FirstMIOp = unsigned(Set.MIOps.size());
    Set.MIOps.resize(Set.MIOps.size() + Op.miNumOperands());
    unsigned OpIndex = unsigned(Set.Operands.size()) - I0;
    MIOperand *Subs = Set.MIOps.data() + Op.FirstMIOp;

    if (SubNames) {
      // The names must match the operand's MIOperandInfo entries (none for
      // an Operand without them, which still is one MI operand).
      std::string Count = std::to_string(SubNames->getNumArgs());
      if (!Op.miOperandInfo())
        fail(Prefix() + " has " + Count + " sub-arg names, but no sub-operands");
      if (SubNames->getNumArgs() != Op.miOperandInfo()->getNumArgs())
        fail(Prefix() + " has " + Count + " sub-arg names, expected " +
             std::to_string(Op.miOperandInfo()->getNumArgs()));
      for (unsigned J = 0; J != Op.miNumOperands(); ++J) {
        auto SubPrefix = [&] { return Prefix() + " sub-arg #" + std::to_string(J); };
        if (J >= SubNames->getNumArgs() || !isa<UnsetInit>(SubNames->getArg(J)))
          fail(SubPrefix() + " has unexpected operand (expected only $name).");
        std::string_view SubName = SubNames->getArgNameStr(J);
        if (SubName.empty())
          fail(Prefix() + " has no name!");
        if (!NewName(SubName))
          fail(SubPrefix() + " has the same name as a previous operand!");
        // Only Operand records have more than one MI operand, so the
        // sub-operand dag exists here.
        if (Op.miOperandInfo() && J < Op.miOperandInfo()->getNumArgs())
          if (const auto *SubDef = dyn_cast<DefInit>(Op.miOperandInfo()->getArg(J)))
            if (auto Enc = SubDef->getDef()->getValueAsOptionalString("EncoderMethod"))
              Subs[J].setEncoderMethod(stringField(SubDef->getDef(), "EncoderMethod"));
        Subs[J].setSubOpName(SubName);
        SubOpAliases[SubName] = {OpIndex, J};
      }
    } else if (!Op.encoderMethod().empty()) {
      // One encoder produces all the sub-operands (on the first).
      Subs[0].setEncoderMethod(Op.encoderMethod());
    }
    NextMI += Op.miNumOperands();
    Set.Operands.push_back(std::move(Op));
  }
  I.NumOperands = unsigned(Set.Operands.size()) - I0;
  I.NumMIOperands = NextMI;
  if (VariadicOuts)
    --I.NumDefs;
}

void InstrReader::readFlags() {
  // Instructions derive from the same classes, so a flag usually sits at
  // the same position among their fields as in the previous instruction
  // (FieldSlot). A flag that is missing or not a plain bit takes the
  // general path, which reports llvm-tblgen's error.
  std::vector<FieldSlot> &Slots = Set.Cache->Flags;
  using F = InstrFlag;
  // The plain bits all at once when this record has them where the last
  // one did (all or nothing: any difference reads flag by flag, in order).
  static constexpr F PlainFlags[] = {
      F::isPreISelOpcode, F::isReturn, F::isEHScopeReturn, F::isBranch, F::isIndirectBranch,
      F::isCompare, F::isMoveImm, F::isMoveReg, F::isBitcast, F::isSelect, F::isBarrier,
      F::isCall, F::isAdd, F::isTrap, F::canFoldAsLoad, F::isUnpredicable,
      F::isConvertibleToThreeAddress, F::isCommutable, F::isTerminator, F::isReMaterializable,
      F::hasDelaySlot, F::usesCustomInserter, F::hasPostISelHook, F::hasCtrlDep,
      F::isNotDuplicable, F::isRegSequence, F::isExtractSubreg, F::isInsertSubreg,
      F::isConvergent, F::hasNoSchedulingInfo, F::FastISelShouldIgnore, F::variadicOpsAreDefs,
      F::isAuthenticated, F::mayRaiseFPException, F::isAsCheapAsAMove,
      F::hasExtraSrcRegAllocReq, F::hasExtraDefRegAllocReq, F::isCodeGenOnly, F::isPseudo,
      F::isMeta};
  auto &Cache = *Set.Cache;
  std::span<const RecordVal> Fields = Def->getValues();
  bool Fast = !Cache.Plain.empty();
  uint64_t PlainBits = 0;
  for (const auto &P : Cache.Plain) {
    const BitInit *B;
    if (P.Pos >= Fields.size() || Fields[P.Pos].getNameInit() != P.Name ||
        !(B = dyn_cast_or_null<BitInit>(Fields[P.Pos].getValue()))) {
      Fast = false;
      break;
    }
    PlainBits |= uint64_t(B->getValue()) << P.Flag;
  }
  if (Fast) {
    I.Flags = (I.Flags & ~Cache.PlainMask) | PlainBits;
    bool Predicable = !I.is(F::isUnpredicable);
    if (Predicable && !I.HasPredicateOperand)
      Predicable = Slots[unsigned(F::isPredicable)].getBit(Def);
    I.set(F::isPredicable, Predicable);
  }
  auto Bit = [&](InstrFlag F) { I.set(F, Slots[unsigned(F)].getBit(Def)); };
  auto MaybeBit = [&](InstrFlag F) {
    bool Unset = false;
    const Init *V = Slots[unsigned(F)].find(Def);
    if (const auto *B = dyn_cast_or_null<BitInit>(V))
      I.set(F, B->getValue());
    else if (V && isa<UnsetInit>(V))
      Unset = true, I.set(F, false);
    else
      I.set(F, Def->getValueAsBitOrUnset(instrFlagName(F), Unset));
    if (Unset)
      I.UnsetFlags |= uint64_t(1) << unsigned(F);
  };
  // The order llvm-tblgen reads the fields in (which decides the first
  // error when one is missing).
  if (!Fast) {
  for (F Flag : {F::isPreISelOpcode, F::isReturn, F::isEHScopeReturn, F::isBranch,
                 F::isIndirectBranch, F::isCompare, F::isMoveImm, F::isMoveReg, F::isBitcast,
                 F::isSelect, F::isBarrier, F::isCall, F::isAdd, F::isTrap, F::canFoldAsLoad})
    Bit(Flag);
  Bit(F::isUnpredicable);
  bool Predicable = !I.is(F::isUnpredicable);
  if (Predicable && !I.HasPredicateOperand)
    Predicable = Slots[unsigned(F::isPredicable)].getBit(Def);
  I.set(F::isPredicable, Predicable);
  for (F Flag : {F::isConvertibleToThreeAddress, F::isCommutable, F::isTerminator,
                 F::isReMaterializable, F::hasDelaySlot, F::usesCustomInserter,
                 F::hasPostISelHook, F::hasCtrlDep, F::isNotDuplicable, F::isRegSequence,
                 F::isExtractSubreg, F::isInsertSubreg, F::isConvergent, F::hasNoSchedulingInfo,
                 F::FastISelShouldIgnore, F::variadicOpsAreDefs, F::isAuthenticated})
    Bit(Flag);
  MaybeBit(F::mayLoad);
  MaybeBit(F::mayStore);
  Bit(F::mayRaiseFPException);
  MaybeBit(F::hasSideEffects);
  for (F Flag : {F::isAsCheapAsAMove, F::hasExtraSrcRegAllocReq, F::hasExtraDefRegAllocReq,
                 F::isCodeGenOnly, F::isPseudo, F::isMeta})
    Bit(Flag);
  // Remember where this record keeps the plain bits, if they all are bits.
  Cache.Plain.clear();
  Cache.PlainMask = 0;
  for (F Flag : PlainFlags) {
    const RecordVal *RV = Def->getValue(instrFlagName(Flag));
    if (!RV || !isa_and_nonnull<BitInit>(RV->getValue())) {
      Cache.Plain.clear();
      Cache.PlainMask = 0;
      break;
    }
    Cache.Plain.push_back({unsigned(RV - Fields.data()), RV->getNameInit(), unsigned(Flag)});
    Cache.PlainMask |= uint64_t(1) << unsigned(Flag);
  }
  } else {
    MaybeBit(F::mayLoad);
    MaybeBit(F::mayStore);
    MaybeBit(F::hasSideEffects);
  }
  I.ImplicitDefs = Set.Cache->Defs.getListOfDefs(Def);
  I.ImplicitUses = Set.Cache->Uses.getListOfDefs(Def);
}

std::pair<unsigned, unsigned> InstrReader::resolveOperand(std::string_view Ref,
                                                          bool AllowWhole) {
  if (!Ref.starts_with("$"))
    fail(name() + ": Illegal operand name: '" + std::string(Ref) + "'");
  std::string_view Name = Ref.substr(1), Sub;
  if (size_t Dot = Name.find('.'); Dot != std::string_view::npos) {
    Sub = Name.substr(Dot + 1);
    if (Sub.empty())
      fail(name() + ": illegal empty suboperand name in '" + std::string(Ref) + "'");
    Name = Name.substr(0, Dot);
  }
  if (auto It = SubOpAliases.find(Name); It != SubOpAliases.end()) {
    if (!Sub.empty())
      fail(name() + ": Cannot use dotted suboperand name within suboperand '" +
           std::string(Name) + "'");
    return It->second;
  }
  int Index = -1;
  for (unsigned K = 0; K != I.NumOperands; ++K)
    if (op(K).Name == Name) {
      Index = int(K);
      break;
    }
  if (Index < 0)
    fail("'" + name() + "' does not have an operand named '$" + std::string(Name) + "'!");
  const InstrOperand &Op = op(unsigned(Index));
  if (Sub.empty()) {
    if (Op.miNumOperands() > 1 && !AllowWhole)
      fail(name() + ": Illegal to refer to whole operand part of complex operand '" +
           std::string(Ref) + "'");
    return {unsigned(Index), 0};
  }
  if (Op.miOperandInfo())
    for (unsigned K = 0; K != Op.miOperandInfo()->getNumArgs(); ++K)
      if (Op.miOperandInfo()->getArgNameStr(K) == Sub)
        return {unsigned(Index), K};
  fail(name() + ": unknown suboperand name in '" + std::string(Ref) + "'");
}

void InstrReader::readConstraint(std::string_view C) {
  std::string Quoted(C);
  size_t First = C.find_first_not_of(" \t");
  size_t Blank = C.find_first_of(" \t");
  std::string_view Word =
      First == std::string_view::npos ? std::string_view() : C.substr(First, Blank - First);
  if (Word == "@earlyclobber") {
    // With no blank at all, the operand is read from the start of the
    // constraint: the keyword itself, an illegal operand name.
    std::string_view Rest = Blank == std::string_view::npos ? C : C.substr(Blank + 1);
    size_t Start = Rest.find_first_not_of(" \t");
    if (Start == std::string_view::npos)
      fail("Illegal format for @earlyclobber constraint in '" + name() + "': '" + Quoted + "'");
    Rest = Rest.substr(Start);
    auto Target = resolveOperand(Rest, false);
    MIOperand &M = miOp(Target);
    if (M.Constraint.K != OperandConstraint::None)
      fail("Operand '" + std::string(Rest) + "' of '" + name() +
           "' cannot have multiple constraints!");
    M.Constraint = {OperandConstraint::EarlyClobber, 0};
    return;
  }

  // Otherwise a tie: "$a = $b", the '=' with exactly one blank each side.
  size_t Eq = C.find('=');
  if (Eq == std::string_view::npos || Eq == 0 || C.find_first_of(" \t", Eq) != Eq + 1 ||
      C.find_last_of(" \t", Eq) != Eq - 1)
    fail("Unrecognized constraint '" + Quoted + "' in '" + name() + "'");
  size_t LStart = C.find_first_not_of(" \t");
  size_t LEnd = C.find_first_of(" \t", LStart);
  if (LEnd == std::string_view::npos || LEnd > Eq)
    fail("Illegal format for tied-to constraint in '" + name() + "': '" + Quoted + "'");
  std::string_view LHSName = C.substr(LStart, LEnd - LStart);
  auto LHS = resolveOperand(LHSName, false);
  size_t RStart = C.find_first_not_of(" \t", Eq + 1);
  if (RStart == std::string_view::npos)
    fail("Illegal format for tied-to constraint: '" + Quoted + "'");
  std::string_view RHSName = C.substr(RStart);
  auto RHS = resolveOperand(RHSName, false);

  // The earlier operand is the output; the constraint sits on the later.
  bool LHSFirst = LHS < RHS;
  auto Dest = LHSFirst ? LHS : RHS, Src = LHSFirst ? RHS : LHS;
  std::string_view DestName = LHSFirst ? LHSName : RHSName;
  std::string_view SrcName = LHSFirst ? RHSName : LHSName;
  auto FailTie = [&](std::string_view Kind) {
    std::string Msg(Kind);
    Msg.append(" operands '").append(LHSName).append("' and '").append(RHSName);
    Msg.append("' of '").append(Def->getName()).append("' cannot be tied!");
    fail(Msg);
  };
  if (Dest.first >= I.NumDefs)
    FailTie("Input");
  if (Src.first < I.NumDefs)
    FailTie("Output");
  if (miOp(Src).Constraint.K != OperandConstraint::None)
    fail("Operand '" + std::string(SrcName) + "' of '" + name() +
         "' cannot have multiple constraints!");
  OperandConstraint Tie{OperandConstraint::Tied, op(Dest.first).MIOperandNo + Dest.second};
  for (unsigned K = 0; K != I.NumOperands; ++K)
    for (const MIOperand &M : Set.miOperands(op(K)))
      if (M.Constraint == Tie)
        fail("Operand '" + std::string(DestName) + "' of '" + name() +
             "' cannot have multiple operands tied to it!");
  miOp(Src).Constraint = Tie;
}

void InstrReader::readConstraints(std::string_view All) {
  size_t Pos = 0;
  while ((Pos = All.find_first_not_of(',', Pos)) != std::string_view::npos) {
    size_t End = All.find(',', Pos);
    if (End == std::string_view::npos)
      End = All.size();
    readConstraint(All.substr(Pos, End - Pos));
    Pos = End;
  }
}

Instruction InstrReader::read() {
  I.Def = Def;
  readOperands();
  I.Namespace = Set.Cache->Namespace.getString(Def);
  I.AsmString = Set.Cache->AsmString.getString(Def);
  readFlags();
  readConstraints(Set.Cache->Constraints.getString(Def));
  return std::move(I);
}

//===----------------------------------------------------------------------===//
// InstructionSet
//===----------------------------------------------------------------------===//

unsigned InstructionSet::add(const Record *Def) {
  if (auto It = ByDef.find(Def); It != ByDef.end())
    return It->second;
  Instruction I = InstrReader(*this, Def).read();
  unsigned Index = unsigned(Instrs.size());
  Instrs.push_back(std::move(I));
  ByDef.emplace(Def, Index);
  return Index;
}

void InstructionSet::append(InstructionSet &&Other) {
  unsigned OpBase = unsigned(Operands.size()), MIBase = unsigned(MIOps.size());
  Operands.reserve(Operands.size() + Other.Operands.size());
  for (InstrOperand &Op : Other.Operands) {
    Op.FirstMIOp += MIBase;
    Operands.push_back(Op);
  }
  MIOps.reserve(MIOps.size() + Other.MIOps.size());
  MIOps.insert(MIOps.end(), Other.MIOps.begin(), Other.MIOps.end());
  Instrs.reserve(Instrs.size() + Other.Instrs.size());
  ByDef.reserve(ByDef.size() + Other.Instrs.size());
  for (Instruction &I : Other.Instrs) {
    I.FirstOperand += OpBase;
    ByDef.emplace(I.Def, unsigned(Instrs.size()));
    Instrs.push_back(std::move(I));
  }
  Appended.push_back(std::move(Other.Cache));
  for (auto &C : Other.Appended)
    Appended.push_back(std::move(C));
}

const Instruction *InstructionSet::find(const Record *Def) const {
  auto It = ByDef.find(Def);
  return It == ByDef.end() ? nullptr : &Instrs[It->second];
}

int InstructionSet::operandNamed(const Instruction &I, std::string_view Name) const {
  for (unsigned K = 0; K != I.NumOperands; ++K)
    if (Operands[I.FirstOperand + K].Name == Name)
      return int(K);
  return -1;
}

std::vector<unsigned> orderByEnumValue(const RecordKeeper &Records, const std::vector<EnumInstr> &Instrs,
                                       const std::unordered_map<const Record *, unsigned> &Position) {
  // Each instruction's enum value (-1: none), then the indexes sorted by it
  // (a stable order among the unnumbered).
  std::vector<int64_t> Value(Instrs.size(), -1);
  int64_t Next = 0;
  for (std::string_view Name : FixedOpcodes) {
    const Record *Def = Records.getDef(Name);
    if (!Def || !Def->isSubClassOf("Instruction"))
      PrintFatalError("Could not find '" + std::string(Name) + "' instruction!");
    if (auto It = Position.find(Def); It != Position.end())
      Value[It->second] = Next;
    ++Next;
  }
  // Sorted by (not pseudo, name); the names' first eight bytes, read as a
  // big-endian number, decide most comparisons without a memcmp.
  struct Entry {
    uint64_t Key;
    std::string_view Name;
    unsigned K;
    bool NotPseudo;
  };
  std::vector<Entry> Rest;
  Rest.reserve(Instrs.size());
  for (unsigned K = 0; K != Instrs.size(); ++K)
    if (!Instrs[K].Generic) {
      std::string_view Name = Instrs[K].Def->getName();
      uint64_t Prefix = 0;
      for (size_t J = 0; J != 8; ++J)
        Prefix = Prefix << 8 | (J < Name.size() ? uint8_t(Name[J]) : 0);
      Rest.push_back({Prefix, Name, K, !Instrs[K].Pseudo});
    }
  std::sort(Rest.begin(), Rest.end(), [](const Entry &A, const Entry &B) {
    if (A.NotPseudo != B.NotPseudo)
      return B.NotPseudo;
    if (A.Key != B.Key)
      return A.Key < B.Key;
    return A.Name < B.Name;
  });
  for (const Entry &E : Rest)
    Value[E.K] = Next++;
  std::vector<std::pair<int64_t, unsigned>> Order;
  Order.reserve(Instrs.size());
  for (unsigned K = 0; K != Instrs.size(); ++K)
    Order.emplace_back(Value[K], K);
  std::sort(Order.begin(), Order.end());
  std::vector<unsigned> Out;
  Out.reserve(Order.size());
  for (const auto &[V, K] : Order)
    Out.push_back(K);
  return Out;
}

/// The keeper's extension: made (empty) under the keeper's lock, then
/// built under a lock of its own, so that the helper thread reading half
/// the instructions may take the keeper's lock (interning, names) while
/// this thread waits for it. (No one asks for the set while holding the
/// keeper's lock: the only other extension, the register bank, does not.)
struct InstructionSetSlot : RecordKeeper::Extension {
  explicit InstructionSetSlot(const RecordKeeper &) {}
  std::mutex BuildLock;
  std::atomic<bool> Built{false};

  /// Builds the set; after a fatal error it is left empty (and unbuilt:
  /// the next call tries again, reporting the same error).
  void build(const RecordKeeper &Records) {
    try {
      read(Records);
    } catch (...) {
      Set = InstructionSet();
      throw;
    }
    Built.store(true, std::memory_order_release);
  }

  void read(const RecordKeeper &Records) {
    // A target's specialisation of a standard pseudo (RemapPointerOperands)
    // is no instruction of its own: llvm-tblgen leaves it out of the list.
    std::vector<const Record *> Defs;
    for (const Record *Def : Records.getAllDerivedDefinitions("Instruction"))
      if (!Def->isSubClassOf("TargetSpecializedStandardPseudoInstruction"))
        Defs.push_back(Def);
    readAll(Defs);
    // The lists grew by doubling; every backend keeps them to the end.
    Set.Operands.shrink_to_fit();
    Set.MIOps.shrink_to_fit();
    Set.Instrs.shrink_to_fit();
    // The target's checks, in llvm-tblgen's order.
    searchable::TargetInfo Info(Records);
    // The enum values searchable::TargetInfo::getInstrIntValue gives, from
    // what the set has read: the fixed opcodes first, then the pseudos and
    // then the others (TargetOpcode's own excluded), each by name.
    if (!Set.Instrs.empty()) {
      std::vector<EnumInstr> Items;
      Items.reserve(Set.Instrs.size());
      for (const Instruction &I : Set.Instrs)
        Items.push_back({I.Def, I.Namespace == "TargetOpcode", I.is(InstrFlag::isPseudo)});
      Set.EnumOrder = orderByEnumValue(Records, Items, Set.ByDef);
    }
  }
  InstructionSet Set;

private:
  /// Reads Defs in order; the second half on the helper thread into a set
  /// of its own, appended. The helper reports nothing: if it fails, this
  /// thread reads that half again (after its own, so the first error in
  /// name order is the one reported, as on one thread).
  void readAll(const std::vector<const Record *> &Defs) {
    size_t N = Defs.size();
    Set.Instrs.reserve(N);
    Set.ByDef.reserve(N);
    Diagnostics *Diags = currentDiagnostics();
    HelperScope Helper;
    if (!Helper || !Diags || N < 1024) {
      for (const Record *Def : Defs)
        Set.add(Def);
      return;
    }
    size_t Mid = N / 2;
    InstructionSet Second;
    bool Failed = false;
    Helper->start([&] {
      Failed = !runQuietly(Diags->sourceMgr(), [&] {
        for (size_t I = Mid; I < N; ++I)
          Second.add(Defs[I]);
      });
    });
    try {
      for (size_t I = 0; I < Mid; ++I)
        Set.add(Defs[I]);
    } catch (...) {
      Helper->wait();
      throw;
    }
    Helper->wait();
    if (Failed) {
      for (size_t I = Mid; I < N; ++I)
        Set.add(Defs[I]);
    } else {
      Set.append(std::move(Second));
    }
    // The halves grew their operand arrays by doubling; every backend of
    // the run keeps the set, so it keeps no slack.
    Set.Operands.shrink_to_fit();
    Set.MIOps.shrink_to_fit();
  }
};

const InstructionSet &getInstructionSet(const RecordKeeper &Records) {
  InstructionSetSlot &Slot = Records.getOrCreateExtension<InstructionSetSlot>(Records);
  if (!Slot.Built.load(std::memory_order_acquire)) {
    std::lock_guard<std::mutex> Lock(Slot.BuildLock);
    if (!Slot.Built.load(std::memory_order_relaxed))
      Slot.build(Records);
  }
  return Slot.Set;
}

//===----------------------------------------------------------------------===//
// Asm strings
//===----------------------------------------------------------------------===//

std::string flattenAsmVariants(std::string_view Asm, unsigned Variant) {
  std::string Out;
  size_t Pos = 0;
  while (Pos < Asm.size()) {
    // The next '{' not escaped by '$' or '\' opens a group of variants.
    size_t Open = Pos;
    while (Open < Asm.size() &&
           !(Asm[Open] == '{' && (Open == 0 || (Asm[Open - 1] != '$' && Asm[Open - 1] != '\\'))))
      ++Open;
    Out.append(Asm.substr(Pos, Open - Pos));
    if (Open == Asm.size())
      break;
    size_t Close = Open + 1;
    for (unsigned Depth = 1; Close < Asm.size(); ++Close) {
      if (Asm[Close] == '}' && Asm[Close - 1] != '\\') {
        if (--Depth == 0)
          break;
      } else if (Asm[Close] == '{') {
        ++Depth;
      }
    }
    // Pick the Variant'th '|'-separated alternative (empty if missing).
    std::string_view Group = Asm.substr(Open + 1, Close - Open - 1);
    for (unsigned V = 0; V != Variant; ++V) {
      size_t Bar = Group.find('|');
      Group = Bar == std::string_view::npos ? std::string_view() : Group.substr(Bar + 1);
    }
    Out.append(Group.substr(0, Group.find('|')));
    Pos = Close + 1;
  }
  return Out;
}

} // namespace tblgen::codegen
