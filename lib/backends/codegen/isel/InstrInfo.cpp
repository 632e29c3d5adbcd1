//===- InstrInfo.cpp - -gen-instr-info ------------------------------------===//
//
// The instruction descriptions of a target (what MCInstrInfo and the
// target's TargetInstrInfo subclass are built from):
//
//   GET_INSTRINFO_ENUM        the opcode enum, in the target's enum order
//   GET_INSTRINFO_SCHED_ENUM  the scheduling classes
//   GET_INSTRINFO_MC_DESC     one table holding every MCInstrDesc, the
//                             implicit register lists and the operand
//                             descriptions (both shared between
//                             instructions), then the name string table
//   GET_INSTRINFO_HEADER / _CTOR_DTOR  the <Target>GenInstrInfo class
//
// followed by the optional sections of the other InstrInfo*.cpp files.
// This file builds the shared view (InstrTable) and writes the sections
// above; a standard pseudo the target specialised (RemapPointerOperands)
// is described by its specialisation but keeps its own name.
//
//===----------------------------------------------------------------------===//
#include "backends/codegen/isel/InstrInfo.h"
#include "backends/intrinsics/IntrinsicModel.h"

#include "codegen/patterns/InstrFlagInference.h"
#include "tblgen/CodeGen/Registers.h"
#include "codegen/Instructions.h"
#include "codegen/schedule/Schedule.h"
#include "codegen/Subtarget.h"

#include "tblgen/Backend.h"
#include "tblgen/Casting.h"
#include "tblgen/Error.h"
#include "tblgen/Record.h"

#include "backends/common/SequenceTables.h"

#include <algorithm>
#include <map>
#include <string>
#include <unordered_map>
#include <vector>

namespace tblgen::instrinfo {

using codegen::InstrFlag;
using codegen::Instruction;
using codegen::InstrOperand;

std::string_view InstrTable::name(size_t I) const { return Named[I]->getName(); }

std::string_view minimalUnsignedType(uint64_t MaxValue) {
  if (MaxValue <= 0xFF)
    return "uint8_t";
  if (MaxValue <= 0xFFFF)
    return "uint16_t";
  if (MaxValue <= 0xFFFFFFFFu)
    return "uint32_t";
  return "uint64_t";
}

namespace {

/// "Namespace::Name" of a register or register class record.
std::string qualifiedName(const Record *R) {
  std::string NS = R->getValueAsString("Namespace");
  return NS.empty() ? std::string(R->getName()) : NS + "::" + std::string(R->getName());
}

/// Builds the enum-ordered view of the target.
void buildTable(InstrTable &T) {
  const RecordKeeper &Records = T.Records;
  // llvm-tblgen's pattern database reads the intrinsics, then the register
  // classes (for the legal value types), before the instructions.
  intrinsics::checkIntrinsics(Records);
  (void)codegen::getRegisterBank(Records);
  const codegen::InstructionSet &All = codegen::getInstructionSet(Records);
  T.Base = &All;
  T.TargetDef = Records.getAllDerivedDefinitions("Target")[0];
  T.TargetName = std::string(T.TargetDef->getName());

  // A target's specialisation of a standard pseudo describes it instead.
  std::unordered_map<const Record *, const Record *> Specialised;
  for (const Record *Spec :
       Records.getAllDerivedDefinitionsIfDefined("TargetSpecializedStandardPseudoInstruction"))
    Specialised.emplace(Spec->getValueAsDef("Instruction"), Spec);

  for (unsigned Index : All.enumOrder()) {
    const Record *Def = All[Index].Def;
    auto It = Specialised.find(Def);
    T.Set.add(It == Specialised.end() ? Def : It->second);
    T.Named.push_back(Def);
  }
  for (size_t I = 0; I != T.size(); ++I)
    if (T[I].Namespace != "TargetOpcode") {
      if (T.Namespace.empty()) {
        T.Namespace = std::string(T[I].Namespace);
        T.FirstTarget = unsigned(I);
      }
    }
  // (llvm-tblgen reads the patterns, and reports their errors, first.)
  T.Flags = codegen::inferInstrFlags(Records, T.Set);
  if (T.Namespace.empty())
    PrintFatalError("No instructions defined!");
}

//===----------------------------------------------------------------------===//
// Scheduling classes
//===----------------------------------------------------------------------===//

/// The scheduling classes llvm-tblgen's schedule model gives instructions
/// without InstRW/ItinRW overrides: class 0 (NoInstrModel) for those with
/// neither itinerary nor SchedRW list, else one class per distinct
/// (itinerary, writes, reads), named after them, in enum order.
struct SchedClasses {
  std::vector<std::string> Names{"NoInstrModel"};
  std::vector<unsigned> ClassOf;

  explicit SchedClasses(const InstrTable &T) {
    // llvm-tblgen builds its schedule model here, which would never end on
    // a SchedAlias that expands to itself.
    codegen::checkSchedAliasCycles(T.Records);
    // With InstRW or ItinRW definitions the classes come from the full
    // scheduling model (the explicit classes: instruction and InstRW ones).
    if (!T.Records.getAllDerivedDefinitionsIfDefined("InstRW").empty() ||
        !T.Records.getAllDerivedDefinitionsIfDefined("ItinRW").empty()) {
      codegen::SubtargetModel Subtargets(T.Records);
      codegen::ScheduleModel Model(T.Records, Subtargets, /*Lenient=*/true);
      for (unsigned C = 1; C < Model.numInstrClasses(); ++C)
        Names.push_back(Model.classes()[C].Name);
      for (size_t I = 0; I != T.size(); ++I)
        ClassOf.push_back(Model.classOfInstr(T[I].Def));
      return;
    }
    std::map<std::string, unsigned> ByKey;
    ClassOf.resize(T.size());
    for (size_t I = 0; I != T.size(); ++I) {
      const Record *Def = T[I].Def;
      const Record *Itin = Def->getValueAsDef("Itinerary");
      std::vector<const Record *> RWs;
      if (isa<ListInit>(Def->getValueInit("SchedRW")))
        RWs = Def->getValueAsListOfDefs("SchedRW");
      bool HasItin = Itin->getName() != "NoItinerary";
      if (!HasItin && RWs.empty()) {
        ClassOf[I] = 0;
        continue;
      }
      std::string Name = HasItin ? std::string(Itin->getName()) : std::string();
      auto Append = [&](bool Reads) {
        for (const Record *RW : RWs) {
          if (RW->isSubClassOf("SchedRead") != Reads)
            continue;
          if (!Name.empty())
            Name += '_';
          Name += RW->getName();
        }
      };
      Append(false);
      Append(true);
      auto [It, New] = ByKey.emplace(Name, unsigned(Names.size()));
      if (New)
        Names.push_back(Name);
      ClassOf[I] = It->second;
    }
  }
};

//===----------------------------------------------------------------------===//
// Operand descriptions
//===----------------------------------------------------------------------===//

/// Reports each operand of instruction \p Index that still names a
/// pointer-like register class (the target did not remap it). llvm-tblgen
/// reads the operands twice, once for the shared operand lists (instruction
/// order) and once for the descriptors (reverse order), and reports each
/// time; the emitter calls this at both places to give the same diagnostics.
void reportPointerClassOperands(const InstrTable &T, size_t Index) {
  const Instruction &I = T[Index];
  for (const InstrOperand &Op : T.Set.operands(I)) {
    bool Expand = Op.miOperandInfo() && Op.miOperandInfo()->getNumArgs() != 0;
    for (unsigned J = 0; J != Op.miNumOperands(); ++J) {
      const Record *R = Expand ? cast<DefInit>(Op.miOperandInfo()->getArg(J))->getDef() : Op.Rec;
      if (R->isSubClassOf("RegisterOperand"))
        R = R->getValueAsDef("RegClass");
      if (!R->isSubClassOf("PointerLikeRegClass") || R->isSubClassOf("RegisterClass") ||
          R->isSubClassOf("RegClassByHwMode"))
        continue;
      if (I.is(InstrFlag::isPseudo)) {
        PrintError(I.Def->getLocs(),
                   "missing target override for pseudoinstruction using PointerLikeRegClass");
        PrintNote(R->getLocs(), "target should define equivalent instruction with "
                                "RegisterClassLike replacement; (use "
                                "RemapAllTargetPseudoPointerOperands?)");
      } else {
        PrintError(I.Def->getLocs(), "non-pseudoinstruction user of PointerLikeRegClass");
      }
    }
  }
}

/// The MCOperandInfo initialisers of an instruction, one per MachineInstr
/// operand (a pointer-class operand left unmapped gets -1, after
/// reportPointerClassOperands).
std::vector<std::string> operandInfo(const InstrTable &T, size_t Index) {
  const Instruction &I = T[Index];
  std::vector<std::string> Out;
  for (const InstrOperand &Op : T.Set.operands(I)) {
    auto MIOps = T.Set.miOperands(Op);
    bool Expand = Op.miOperandInfo() && Op.miOperandInfo()->getNumArgs() != 0;
    for (unsigned J = 0; J != Op.miNumOperands(); ++J) {
      const Record *R = Expand ? cast<DefInit>(Op.miOperandInfo()->getArg(J))->getDef() : Op.Rec;
      if (R->isSubClassOf("RegisterOperand"))
        R = R->getValueAsDef("RegClass");
      std::string S;
      bool ByHwMode = R->isSubClassOf("RegClassByHwMode");
      if (R->isSubClassOf("RegisterClass")) {
        S = qualifiedName(R) + "RegClassID, ";
      } else if (ByHwMode) {
        S = T.Namespace + "::" + std::string(R->getName()) + ", ";
      } else {
        S = "-1, ";
      }
      S += '0';
      if (ByHwMode)
        S += "|(1<<MCOI::LookupRegClassByHwMode)";
      if (Op.Rec->isSubClassOf("PredicateOp"))
        S += "|(1<<MCOI::Predicate)";
      if (Op.Rec->isSubClassOf("OptionalDefOperand"))
        S += "|(1<<MCOI::OptionalDef)";
      if (Op.Rec->isSubClassOf("BranchTargetOperand"))
        S += "|(1<<MCOI::BranchTarget)";
      S += ", ";
      S += Op.operandType();
      S += ", ";
      const codegen::OperandConstraint &C = MIOps[J].Constraint;
      if (C.K == codegen::OperandConstraint::EarlyClobber)
        S += "MCOI_EARLY_CLOBBER";
      else if (C.K == codegen::OperandConstraint::Tied)
        S += "MCOI_TIED_TO(" + std::to_string(C.TiedTo) + ")";
      else
        S += '0';
      Out.push_back(std::move(S));
    }
  }
  return Out;
}

/// Operand lists and implicit register lists, each stored once and
/// referred to by offset.
template <typename Elem> struct SharedLists {
  std::map<std::vector<Elem>, unsigned> Offsets;
  std::vector<const std::vector<Elem> *> InOrder;
  unsigned Size = 0;

  unsigned add(std::vector<Elem> L) {
    auto [It, New] = Offsets.emplace(std::move(L), Size);
    if (New) {
      InOrder.push_back(&It->first);
      Size += unsigned(It->first.size());
    }
    return It->second;
  }
};

//===----------------------------------------------------------------------===//
// Sections
//===----------------------------------------------------------------------===//

void emitEnums(const InstrTable &T, const SchedClasses &Sched, OStream &OS) {
  const SourceMgr *SM = T.Records.getSourceMgr();
  size_t Width = 0;
  for (size_t I = 0; I != T.size(); ++I)
    Width = std::max(Width, T.name(I).size());
  OS << "#ifdef GET_INSTRINFO_ENUM\n#undef GET_INSTRINFO_ENUM\n\n";
  OS << "namespace llvm::" << T.Namespace << " {\n\n  enum {\n";
  for (size_t I = 0; I != T.size(); ++I) {
    std::string_view Name = T.name(I);
    OS << "    " << Name << std::string(Width - Name.size(), ' ') << " = " << I << ", // ";
    SrcLoc Loc = T.Named[I]->getLocs().empty() ? SrcLoc() : T.Named[I]->getLocs()[0];
    int Buf = SM && Loc.isValid() ? SM->findBuffer(Loc) : -1;
    if (Buf >= 0) {
      std::string_view File = SM->buffer(unsigned(Buf)).Name;
      if (size_t Slash = File.find_last_of('/'); Slash != std::string_view::npos)
        File = File.substr(Slash + 1);
      OS << File << ':' << SM->lineCol(Loc).Line;
    }
    OS << '\n';
  }
  OS << "    INSTRUCTION_LIST_END = " << T.size() << "\n  };\n";
  const auto &ByMode = T.Records.getAllDerivedDefinitionsIfDefined("RegClassByHwMode");
  if (!ByMode.empty()) {
    OS << "  enum RegClassByHwModeUses : uint16_t {\n";
    for (const Record *R : ByMode)
      OS << "    " << R->getName() << ",\n";
    OS << "  };\n";
  }
  OS << '\n';
  OS << "} // namespace llvm::" << T.Namespace << "\n\n#endif // GET_INSTRINFO_ENUM\n\n";

  OS << "#ifdef GET_INSTRINFO_SCHED_ENUM\n#undef GET_INSTRINFO_SCHED_ENUM\n\n";
  OS << "namespace llvm::" << T.Namespace << "::Sched {\n\n  enum {\n";
  for (size_t K = 0; K != Sched.Names.size(); ++K)
    OS << "    " << Sched.Names[K] << "\t= " << K << ",\n";
  OS << "    SCHED_LIST_END = " << Sched.Names.size() << "\n  };\n\n";
  OS << "} // namespace llvm::" << T.Namespace << "::Sched\n\n#endif // GET_INSTRINFO_SCHED_ENUM\n\n";
}

/// The target-independent flags of one MCInstrDesc, in MCID order.
void emitDescFlags(const InstrTable &T, size_t Index, bool RenamingAllowed, OStream &OS) {
  const Instruction &I = T[Index];
  struct Bit {
    bool On;
    std::string_view Name;
  };
  using F = InstrFlag;
  auto Has = [&](F Flag) { return T.has(Index, Flag); };
  const Bit Bits[] = {
      {Has(F::isPreISelOpcode), "PreISelOpcode"},
      {Has(F::isPseudo), "Pseudo"},
      {Has(F::isMeta), "Meta"},
      {Has(F::isReturn), "Return"},
      {Has(F::isEHScopeReturn), "EHScopeReturn"},
      {Has(F::isBranch), "Branch"},
      {Has(F::isIndirectBranch), "IndirectBranch"},
      {Has(F::isCompare), "Compare"},
      {Has(F::isMoveImm), "MoveImm"},
      {Has(F::isMoveReg), "MoveReg"},
      {Has(F::isBitcast), "Bitcast"},
      {Has(F::isAdd), "Add"},
      {Has(F::isTrap), "Trap"},
      {Has(F::isSelect), "Select"},
      {Has(F::isBarrier), "Barrier"},
      {Has(F::hasDelaySlot), "DelaySlot"},
      {Has(F::isCall), "Call"},
      {Has(F::canFoldAsLoad), "FoldableAsLoad"},
      {Has(F::mayLoad), "MayLoad"},
      {Has(F::mayStore), "MayStore"},
      {Has(F::mayRaiseFPException), "MayRaiseFPException"},
      {Has(F::isPredicable), "Predicable"},
      {Has(F::isConvertibleToThreeAddress), "ConvertibleTo3Addr"},
      {Has(F::isCommutable), "Commutable"},
      {Has(F::isTerminator), "Terminator"},
      {Has(F::isReMaterializable), "Rematerializable"},
      {Has(F::isNotDuplicable), "NotDuplicable"},
      {I.HasOptionalDef, "HasOptionalDef"},
      {Has(F::usesCustomInserter), "UsesCustomInserter"},
      {Has(F::hasPostISelHook), "HasPostISelHook"},
      {I.IsVariadic, "Variadic"},
      {Has(F::hasSideEffects), "UnmodeledSideEffects"},
      {Has(F::isAsCheapAsAMove), "CheapAsAMove"},
      {!RenamingAllowed || Has(F::hasExtraSrcRegAllocReq), "ExtraSrcRegAllocReq"},
      {!RenamingAllowed || Has(F::hasExtraDefRegAllocReq), "ExtraDefRegAllocReq"},
      {Has(F::isRegSequence), "RegSequence"},
      {Has(F::isExtractSubreg), "ExtractSubreg"},
      {Has(F::isInsertSubreg), "InsertSubreg"},
      {Has(F::isConvergent), "Convergent"},
      {Has(F::variadicOpsAreDefs), "VariadicOpsAreDefs"},
      {Has(F::isAuthenticated), "Authenticated"},
  };
  OS << '0';
  for (const Bit &B : Bits)
    if (B.On)
      OS << "|(1ULL<<MCID::" << B.Name << ')';
}

/// The TSFlags field as a number; every bit must be known.
uint64_t tsFlags(const Record *Def) {
  const BitsInit *Bits = Def->getValueAsBitsInit("TSFlags");
  uint64_t V = 0;
  for (unsigned K = 0; K != Bits->getNumBits(); ++K) {
    const auto *B = dyn_cast<BitInit>(Bits->getBit(K));
    if (!B)
      PrintFatalError(Def->getLocs(), "Invalid TSFlags bit in " + std::string(Def->getName()));
    if (K < 64)
      V |= uint64_t(B->getValue()) << K;
  }
  return V;
}

constexpr std::string_view ExpandOption = "instr-info-expand-mi-operand-info";

void emitInstrInfo(const RecordKeeper &Records, OStream &OS, const BackendContext &Ctx) {
  InstrTable T(Records);
  T.ExpandMIOperandInfo = Ctx.flag(ExpandOption, true);
  buildTable(T);
  SchedClasses Sched(T);
  const std::string &TN = T.TargetName;

  emitSourceFileHeader("Target Instruction Enum Values and Descriptors", OS);
  emitEnums(T, Sched, OS);

  // Operand descriptions and implicit lists, first use first.
  SharedLists<std::string> OpLists;
  std::vector<unsigned> OpOffset(T.size());
  for (size_t I = 0; I != T.size(); ++I) {
    reportPointerClassOperands(T, I);
    OpOffset[I] = OpLists.add(operandInfo(T, I));
  }
  SharedLists<const Record *> ImpLists;
  std::vector<unsigned> ImpOffset(T.size());
  bool AnyLogical = false, AnyNamed = false;
  for (size_t I = 0; I != T.size(); ++I) {
    AnyLogical |= T[I].Def->getValueAsBit("UseLogicalOperandMappings");
    AnyNamed |= T[I].Def->getValueAsBit("UseNamedOperandTable");
    std::vector<const Record *> Regs = T[I].ImplicitUses;
    Regs.insert(Regs.end(), T[I].ImplicitDefs.begin(), T[I].ImplicitDefs.end());
    ImpOffset[I] = ImpLists.add(std::move(Regs));
  }

  OS << "#if defined(GET_INSTRINFO_MC_DESC) || defined(GET_INSTRINFO_CTOR_DTOR)\n\n";
  OS << "namespace llvm {\n\n";
  OS << "struct " << TN << "InstrTable {\n";
  OS << "  MCInstrDesc Insts[" << T.size() << "];\n";
  OS << "  static_assert(alignof(MCInstrDesc) >= alignof(MCPhysReg), \"Unwanted padding between "
        "Insts and ImplicitOps\");\n";
  OS << "  MCPhysReg ImplicitOps[" << std::max(ImpLists.Size, 1u) << "];\n";
  OS << "  char Padding[sizeof(MCOperandInfo) - sizeof ImplicitOps % sizeof(MCOperandInfo)];\n";
  OS << "  static_assert(alignof(MCInstrDesc) >= alignof(MCOperandInfo), \"Unwanted padding "
        "between Insts and OperandInfo\");\n";
  OS << "  MCOperandInfo OperandInfo[" << OpLists.Size << "];\n";
  OS << "};\n} // namespace llvm\n\n";
  OS << "#endif // defined(GET_INSTRINFO_MC_DESC) || defined(GET_INSTRINFO_CTOR_DTOR)\n\n";

  OS << "#ifdef GET_INSTRINFO_MC_DESC\n#undef GET_INSTRINFO_MC_DESC\n\n";
  OS << "namespace llvm {\n\n";
  OS << "static_assert((sizeof " << TN << "InstrTable::ImplicitOps + sizeof " << TN
     << "InstrTable::Padding) % sizeof(MCOperandInfo) == 0);\n";
  OS << "static constexpr unsigned " << TN << "OpInfoBase = (sizeof " << TN
     << "InstrTable::ImplicitOps + sizeof " << TN
     << "InstrTable::Padding) / sizeof(MCOperandInfo);\n\n";
  OS << "extern const " << TN << "InstrTable " << TN << "Descs = {\n  {\n";

  bool RenamingAllowed = T.TargetDef->getValueAsInt("AllowRegisterRenaming") != 0;
  for (size_t I = T.size(); I-- > 0;) {
    reportPointerClassOperands(T, I);
    const Instruction &In = T[I];
    const auto Ops = T.Set.operands(In);
    unsigned DefOperands = 0;
    if (In.NumDefs) {
      const InstrOperand &Last = Ops[In.NumDefs - 1];
      DefOperands = Last.MIOperandNo + Last.miNumOperands();
    }
    OS << "    { " << I << ",\t" << In.NumMIOperands << ",\t" << DefOperands << ",\t"
       << In.Def->getValueAsInt("Size") << ",\t" << Sched.ClassOf[I] << ",\t"
       << In.ImplicitUses.size() << ",\t" << In.ImplicitDefs.size() << ",\t" << TN
       << "OpInfoBase + " << OpOffset[I] << ",\t" << ImpOffset[I] << ",\t";
    emitDescFlags(T, I, RenamingAllowed, OS);
    OS << ", 0x";
    OS.writeHex(tsFlags(In.Def));
    OS << "ULL },  // " << In.Def->getName() << '\n';
  }
  // The implicit lists, the padding that aligns the operand table, and it.
  OS << "  }, {\n";
  for (const auto *L : ImpLists.InOrder) {
    OS << "    /* " << ImpLists.Offsets.at(*L) << " */";
    for (size_t K = 0; K != L->size(); ++K)
      OS << (K ? ", " : " ") << qualifiedName((*L)[K]);
    OS << (L->empty() ? "\n" : ",\n");
  }
  OS << "  }, {\n    0\n  }, {\n";
  for (const auto *L : OpLists.InOrder) {
    OS << "    /* " << OpLists.Offsets.at(*L) << " */";
    for (size_t K = 0; K != L->size(); ++K)
      OS << (K ? ", " : " ") << "{ " << (*L)[K] << " }";
    OS << (L->empty() ? "\n" : ",\n");
  }
  OS << "  }\n};\n\n";

  tables::SuffixStringTable Names;
  for (size_t I = 0; I != T.size(); ++I)
    Names.add(std::string(T.name(I)));
  Names.layout();
  Names.emitDef(OS, "extern const char " + TN + "InstrNameData[]");
  OS << "extern const unsigned " << TN << "InstrNameIndices[] = {";
  for (size_t I = 0; I != T.size(); ++I) {
    if (I % 8 == 0)
      OS << "\n    ";
    OS << Names.get(std::string(T.name(I))) << "U, ";
  }
  OS << "\n};\n\n";

  // Deprecation: a feature (DeprecatedFeatureMask) or a predicate function
  // (ComplexDeprecationPredicate) per instruction.
  std::vector<std::string> Deprecation(T.size());
  std::vector<bool> ComplexDeprecation(T.size(), false);
  bool AnySimple = false, AnyComplex = false;
  for (size_t I = 0; I != T.size(); ++I) {
    const Record *Def = T[I].Def;
    if (Def->getValue("ComplexDeprecationPredicate")) {
      Deprecation[I] = Def->getValueAsString("ComplexDeprecationPredicate");
      ComplexDeprecation[I] = true;
      AnyComplex = true;
    } else if (Def->getValue("DeprecatedFeatureMask")) {
      Deprecation[I] = std::string(Def->getValueAsDef("DeprecatedFeatureMask")->getName());
      AnySimple = true;
    }
  }
  if (AnySimple) {
    OS << "extern const uint8_t " << TN << "InstrDeprecationFeatures[] = {";
    for (size_t I = 0; I != T.size(); ++I) {
      if (I % 8 == 0)
        OS << "\n    ";
      if (!ComplexDeprecation[I] && !Deprecation[I].empty())
        OS << T.Namespace << "::" << Deprecation[I] << ", ";
      else
        OS << "uint8_t(-1), ";
    }
    OS << "\n};\n\n";
  }
  if (AnyComplex) {
    OS << "extern const MCInstrInfo::ComplexDeprecationPredicate " << TN
       << "InstrComplexDeprecationInfos[] = {";
    for (size_t I = 0; I != T.size(); ++I) {
      if (I % 8 == 0)
        OS << "\n    ";
      if (ComplexDeprecation[I])
        OS << "&get" << Deprecation[I] << "DeprecationInfo, ";
      else
        OS << "nullptr, ";
    }
    OS << "\n};\n\n";
  }
  // The register class each RegClassByHwMode stands for, per mode.
  const auto &ByMode = Records.getAllDerivedDefinitionsIfDefined("RegClassByHwMode");
  std::string ByModeTable = TN + "RegClassByHwModeTables";
  std::string ByModeDims;
  if (!ByMode.empty()) {
    codegen::HwModes Modes(Records);
    ByModeDims = "[" + std::to_string(Modes.size()) + "][" + std::to_string(ByMode.size()) + "]";
    std::vector<std::vector<const Record *>> Chosen(Modes.size(),
                                                    std::vector<const Record *>(ByMode.size()));
    for (size_t K = 0; K != ByMode.size(); ++K)
      for (auto [Mode, RC] : Modes.select(ByMode[K]))
        Chosen[Mode][K] = RC;
    OS << "extern const int16_t " << ByModeTable << ByModeDims << " = {\n";
    for (unsigned M = 0; M != Modes.size(); ++M) {
      OS << "  { // " << Modes.recordName(M) << '\n';
      for (size_t K = 0; K != ByMode.size(); ++K) {
        if (Chosen[M][K])
          OS << "    " << qualifiedName(Chosen[M][K]) << "RegClassID, // " << ByMode[K]->getName()
             << '\n';
        else
          OS << "    -1, // Missing mode entry for " << ByMode[K]->getName() << '\n';
      }
      OS << "  },\n";
    }
    OS << "};\n\n";
  }
  std::string ByModeArgs = ByMode.empty() ? std::string("nullptr, 0")
                                          : "&" + ByModeTable + "[0][0], " +
                                                std::to_string(ByMode.size());

  std::string InitArgs = TN + "Descs.Insts, " + TN + "InstrNameIndices, " + TN +
                         "InstrNameData, " +
                         (AnySimple ? TN + "InstrDeprecationFeatures, " : "nullptr, ") +
                         (AnyComplex ? TN + "InstrComplexDeprecationInfos, " : "nullptr, ") +
                         std::to_string(T.size());
  OS << "static inline void Init" << TN << "MCInstrInfo(MCInstrInfo *II) {\n";
  OS << "  II->InitMCInstrInfo(" << InitArgs << ", " << ByModeArgs << ");\n}\n\n\n";
  OS << "} // namespace llvm\n\n#endif // GET_INSTRINFO_MC_DESC\n\n";

  std::string Class = TN + "GenInstrInfo";
  OS << "#ifdef GET_INSTRINFO_HEADER\n#undef GET_INSTRINFO_HEADER\n\n";
  OS << "namespace llvm {\n\n";
  OS << "struct " << Class << " : public TargetInstrInfo {\n";
  OS << "  explicit " << Class
     << "(const TargetSubtargetInfo &STI, const TargetRegisterInfo &TRI, unsigned CFSetupOpcode "
        "= ~0u, unsigned CFDestroyOpcode = ~0u, unsigned CatchRetOpcode = ~0u, unsigned "
        "ReturnOpcode = ~0u);\n";
  OS << "  ~" << Class << "() override = default;\n";
  OS << "};\n";
  if (!ByMode.empty())
    OS << "extern const int16_t " << ByModeTable << ByModeDims << ";\n";
  OS << "\n} // namespace llvm\n\n";
  // The position of each named sub-operand within its operand.
  OS << "namespace llvm::" << T.Namespace << " {\n\n";
  for (const Record *Op : Records.getAllDerivedDefinitionsIfDefined("Operand")) {
    if (Op->isAnonymous())
      continue;
    const DagInit *Subs = Op->getValueAsDag("MIOperandInfo");
    for (unsigned K = 0; K != Subs->getNumArgs(); ++K)
      if (!Subs->getArgNameStr(K).empty())
        OS << "constexpr unsigned SUBOP_" << Op->getName() << '_' << Subs->getArgNameStr(K)
           << " = " << K << ";\n";
  }
  OS << "\n} // namespace llvm::" << T.Namespace << "\n\n#endif // GET_INSTRINFO_HEADER\n\n";

  OS << "#ifdef GET_INSTRINFO_HELPER_DECLS\n#undef GET_INSTRINFO_HELPER_DECLS\n\n";
  emitTIIHelpers(T, OS, /*Definitions=*/false);
  OS << "\n#endif // GET_INSTRINFO_HELPER_DECLS\n\n";
  OS << "#ifdef GET_INSTRINFO_HELPERS\n#undef GET_INSTRINFO_HELPERS\n\n";
  emitTIIHelpers(T, OS, /*Definitions=*/true);
  OS << "\n#endif // GET_INSTRINFO_HELPERS\n\n";

  OS << "#ifdef GET_INSTRINFO_CTOR_DTOR\n#undef GET_INSTRINFO_CTOR_DTOR\n\n";
  OS << "namespace llvm {\n\n";
  OS << "extern const " << TN << "InstrTable " << TN << "Descs;\n";
  OS << "extern const unsigned " << TN << "InstrNameIndices[];\n";
  OS << "extern const char " << TN << "InstrNameData[];\n";
  if (AnySimple)
    OS << "extern const uint8_t " << TN << "InstrDeprecationFeatures[];\n";
  if (AnyComplex)
    OS << "extern const MCInstrInfo::ComplexDeprecationPredicate " << TN
       << "InstrComplexDeprecationInfos[];\n";
  OS << Class << "::" << Class
     << "(const TargetSubtargetInfo &STI, const TargetRegisterInfo &TRI, unsigned "
        "CFSetupOpcode, unsigned CFDestroyOpcode, unsigned CatchRetOpcode, unsigned "
        "ReturnOpcode)\n";
  OS << "  : TargetInstrInfo(TRI, CFSetupOpcode, CFDestroyOpcode, CatchRetOpcode, ReturnOpcode";
  if (!ByMode.empty())
    OS << ", " << ByModeTable << "[STI.getHwMode(MCSubtargetInfo::HwMode_RegInfo)]";
  OS << ") {\n";
  OS << "  InitMCInstrInfo(" << InitArgs << (ByMode.empty() ? "" : ", " + ByModeArgs)
     << ");\n}\n\n";
  OS << "} // namespace llvm\n\n#endif // GET_INSTRINFO_CTOR_DTOR\n\n";

  if (AnyNamed)
    emitNamedOperands(T, OS);
  emitOperandTypes(T, OS);
  if (AnyLogical)
    emitLogicalOperandSizes(T, OS);
  emitMCHelpers(T, OS);
  emitFeatureVerifier(T, OS);
  emitInstrMappings(T, OS);
}

} // namespace
} // namespace tblgen::instrinfo

namespace tblgen {
TBLGEN_REGISTER_BACKEND(InstrInfo, "gen-instr-info", "Generate instruction descriptions",
                        instrinfo::emitInstrInfo);
TBLGEN_REGISTER_BACKEND_OPTION(InstrInfoExpandMIOperandInfo, instrinfo::ExpandOption,
                               "Expand operand's MIOperandInfo DAG into suboperands",
                               "gen-instr-info", "", true);
} // namespace tblgen
