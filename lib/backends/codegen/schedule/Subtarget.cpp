//===- Subtarget.cpp - -gen-subtarget --------------------------------------===//
//
// The <Target>GenSubtargetInfo.inc fragments: the feature enum, the feature
// and CPU tables, the scheduling tables, the MCSubtargetInfo subclass, the
// ParseSubtargetFeatures function and the TargetSubtargetInfo subclass, each
// in its own #ifdef GET_SUBTARGETINFO_* section.
//
// Supported: any set of features (implications, integer and inverted
// fields, tuning features), processors and processor aliases, macro fusions,
// hardware modes (with their assembler conditions), AArch64's
// CPU alias resolution (keyed by the target's name), machine
// models with InstRW, ItinRW, SchedAlias, variants (SubtargetSched.cpp,
// SubtargetVariants.cpp), STIPredicates (SubtargetSTIPredicates.cpp) and
// itineraries (the itinerary tables: SubtargetItineraries.cpp).
//
//===----------------------------------------------------------------------===//
#include "backends/codegen/schedule/SubtargetItineraries.h"

#include "backends/codegen/schedule/FeatureBits.h"
#include "backends/codegen/schedule/SubtargetSTIPredicates.h"
#include "backends/codegen/schedule/SubtargetSched.h"
#include "backends/codegen/schedule/SubtargetSideText.h"
#include "backends/codegen/schedule/SubtargetVariants.h"
#include "codegen/schedule/Itineraries.h"
#include "codegen/schedule/Schedule.h"
#include "codegen/Subtarget.h"
#include "codegen/TargetInfo.h"

#include "tblgen/Backend.h"
#include "tblgen/Casting.h"
#include "tblgen/Error.h"
#include "tblgen/Record.h"

#include <algorithm>
#include <cstdio>
#include <memory>
#include <set>
#include <string>
#include <vector>

namespace tblgen {
namespace {

/// Writes the subtarget fragments for one run.
class SubtargetWriter {
public:
  SubtargetWriter(const RecordKeeper &Records, OStream &OS) : Records(Records), OS(OS) {}

  void run();

private:
  void writeEnum();
  void writeMacros();
  void writeMCDesc();
  unsigned writeFeatureTable();
  void writeCpuTables();
  void writeMCSubtargetInfo();
  void writeTargetDesc();
  void writeHeader();
  void writeCtor();
  void writeSTIPredicateSections();
  void collectHwModes();
  std::string assemblerCondition(const Record *Mode);
  void writeHwModeFunctions(const std::string &Class, bool MC);
  void writeMask(const codegen::FeatureMask &Mask);
  /// The table arguments the two constructors share: names, features, CPUs.
  void writeTableArgs(bool Sized);
  /// For AArch64 (as llvm-tblgen does, by the target's name): the include
  /// of its CPU alias resolution, and the resolution of CPU and TuneCPU.
  void writeAliasInclude();
  void writeAliasResolution();

  const RecordKeeper &Records;
  OStream &OS;
  std::string T; ///< The target's name.
  bool ResolvesAliases = false; ///< whether T is AArch64
  std::unique_ptr<codegen::SubtargetModel> Model;
  /// The scheduling model, when some processor uses a machine model.
  std::unique_ptr<codegen::ScheduleModel> Sched;
  std::unique_ptr<STIPredicateFunctions> STIPredicates;
  /// The itineraries, when some processor or machine model has them.
  std::unique_ptr<codegen::ItineraryModel> Itins;
  /// The tables arguments for the itineraries: "nullptr, nullptr, nullptr"
  /// or the Stages, OperandCycles and ForwardingPaths tables.
  std::string ItinArgs() const;
  /// Features with a command-line name (the rows of <T>FeatureKV).
  unsigned NumNamedFeatures = 0;

  /// A hardware mode: its record and the bit getHwModeSet() gives it.
  struct HwModeInfo {
    const Record *Def;
    std::string MCCondition; ///< over the feature bits, for the MC layer
    std::string Condition;   ///< the predicates' C++ conditions
  };
  /// The modes other than DefaultMode, by record name (mode N is bit N-1).
  std::vector<HwModeInfo> HwModes;
  /// Per kind of object a HwModeSelect chooses: the modes that choose one.
  unsigned ValueTypeModes = 0, RegInfoModes = 0, EncodingInfoModes = 0;
  /// The two variant resolution functions (MC, then MachineInstr), written
  /// on a helper thread while this one writes the tables before them.
  std::unique_ptr<SideText> Variants;
  void writeVariants(bool ForMC);
};

void SubtargetWriter::run() {
  // The target model comes first: an incomplete description fails on the
  // same first error as llvm-tblgen.
  searchable::TargetInfo Target(Records);
  // The InstRW instruction sets are expanded on a helper thread from here
  // on, while the instructions are read (codegen/schedule/Schedule.h).
  codegen::InstRWsAheadPtr InstRWsAhead = codegen::startInstRWsAhead(Records);
  T = std::string(Records.getAllDerivedDefinitions("Target").front()->getName());
  ResolvesAliases = T == "AArch64";
  Model = std::make_unique<codegen::SubtargetModel>(Records);
  Model->checkUniqueFeatureNames();
  Sched = codegen::scheduleModelFor(Records, *Model, std::move(InstRWsAhead));
  InstRWsAhead.reset();
  STIPredicates = std::make_unique<STIPredicateFunctions>(Records, Sched.get(), T);
  bool HasItins = Model->firstProcessorWithItineraries() != nullptr;
  if (Sched)
    for (const codegen::ProcModelInfo &PM : Sched->procModels())
      HasItins |= PM.hasItineraries();
  if (HasItins)
    Itins = std::make_unique<codegen::ItineraryModel>(Records, *Model, Sched.get());
  collectHwModes();
  if (Model->features().size() + 1 > codegen::MaxSubtargetFeatures)
    PrintFatalError("Too many subtarget features! Bump MAX_SUBTARGET_FEATURES.");
  for (const Record *F : Model->features())
    if (!F->getValueAsString("Name").empty())
      ++NumNamedFeatures;
  if (Sched)
    Variants = std::make_unique<SideText>(std::vector<SideText::Writer>{
        [this](OStream &Out) { writeVariantResolution(Out, T, Sched.get(), /*ForMC=*/true); },
        [this](OStream &Out) { writeVariantResolution(Out, T, Sched.get(), /*ForMC=*/false); }});

  emitSourceFileHeader("Subtarget Enumeration Source Fragment", OS);
  writeEnum();
  writeMacros();
  writeMCDesc();
  writeTargetDesc();
  writeHeader();
  writeCtor();
  writeSTIPredicateSections();
}

void SubtargetWriter::writeVariants(bool ForMC) {
  if (Variants)
    Variants->appendTo(OS, ForMC ? 0 : 1);
  else
    writeVariantResolution(OS, T, Sched.get(), ForMC);
}

std::string SubtargetWriter::ItinArgs() const {
  if (!Itins || !Itins->hasItineraries())
    return "nullptr, nullptr, nullptr";
  return T + "Stages, " + T + "OperandCycles, " + T + "ForwardingPaths";
}

void SubtargetWriter::writeMask(const codegen::FeatureMask &Mask) {
  codegen::writeFeatureMaskInit(OS, Mask);
}

void SubtargetWriter::writeEnum() {
  codegen::writeFeatureEnumSection(OS, "GET_SUBTARGETINFO_ENUM", T, Model->features());
}

void SubtargetWriter::writeMacros() {
  // One accessor per boolean field: those whose value is "true" or "false"
  // and that are not an element of an array field. All features are put in
  // field-name order first with an unstable sort, as llvm-tblgen does: two
  // features setting the same field keep the order that sort leaves them in.
  struct Macro {
    std::string Field;
    std::string Value;
  };
  std::vector<Macro> Macros;
  for (const Record *F : Model->features())
    Macros.push_back({F->getValueAsString("FieldName"), F->getValueAsString("Value")});
  std::sort(Macros.begin(), Macros.end(),
            [](const Macro &A, const Macro &B) { return A.Field < B.Field; });
  std::erase_if(Macros, [](const Macro &M) {
    return (M.Value != "true" && M.Value != "false") || M.Field.find('[') != std::string::npos;
  });
  OS << "#ifdef GET_SUBTARGETINFO_MACRO\n\n";
  for (const Macro &M : Macros) {
    std::string Getter = M.Field;
    if (!Getter.empty() && Getter[0] >= 'A' && Getter[0] <= 'Z')
      Getter[0] = char(Getter[0] - 'A' + 'a');
    // A field a feature sets to false is true by default.
    OS << "GET_SUBTARGETINFO_MACRO(" << M.Field << ", " << (M.Value == "false" ? "true" : "false")
       << ", " << Getter << ")\n";
  }
  OS << "\n#undef GET_SUBTARGETINFO_MACRO\n#endif // GET_SUBTARGETINFO_MACRO\n\n";
}

unsigned SubtargetWriter::writeFeatureTable() {
  if (NumNamedFeatures == 0)
    return 0;
  std::vector<std::pair<std::string, const Record *>> ByName;
  for (const Record *F : Model->features()) {
    std::string Name = F->getValueAsString("Name");
    if (!Name.empty())
      ByName.emplace_back(std::move(Name), F);
  }
  std::stable_sort(ByName.begin(), ByName.end(),
                   [](const auto &A, const auto &B) { return A.first < B.first; });
  OS << "// Sorted (by key) array of values for CPU features.\n"
     << "extern const llvm::SubtargetFeatureKV " << T << "FeatureKV[] = {\n";
  for (const auto &[Name, F] : ByName) {
    OS << "  { \"" << Name << "\", \"" << F->getValueAsString("Desc") << "\", " << T
       << "::" << F->getName() << ", ";
    writeMask(Model->featureMask(F->getValueAsListOfDefs("Implies")));
    OS << " },\n";
  }
  OS << "};\n";
  return unsigned(ByName.size());
}

void SubtargetWriter::writeMCDesc() {
  OS << "#ifdef GET_SUBTARGETINFO_MC_DESC\n#undef GET_SUBTARGETINFO_MC_DESC\n\n";
  writeAliasInclude();
  OS << "namespace llvm {\n\n";
  writeFeatureTable();
  OS << "\n";
  if (Itins && !Sched)
    writeItinerarySchedTables(OS, T, *Itins);
  else
    writeSubtargetSchedTables(OS, T, Sched.get(), Itins.get(), Records.getDef("NoSchedModel"));
  OS << "\n";
  writeCpuTables();
  writeMCSubtargetInfo();
  OS << "\n} // namespace llvm\n\n#endif // GET_SUBTARGETINFO_MC_DESC\n\n";
}

void SubtargetWriter::writeAliasInclude() {
  if (ResolvesAliases)
    OS << "#include \"llvm/TargetParser/AArch64TargetParser.h\"\n\n";
}

void SubtargetWriter::writeAliasResolution() {
  if (ResolvesAliases)
    OS << "  CPU = AArch64::resolveCPUAlias(CPU);\n"
       << "  TuneCPU = AArch64::resolveCPUAlias(TuneCPU);\n";
}

/// llvm-tblgen's warnings for a processor's repeated features: twice among
/// its features or its tune features, or in both lists.
void warnRepeatedFeatures(const Record *Proc) {
  std::string CPU = Proc->getValueAsString("Name");
  std::set<const Record *> Features, Tune;
  auto Name = [](const Record *F) { return "'" + F->getValueAsString("Name") + "'"; };
  for (const Record *F : Proc->getValueAsListOfDefs("Features"))
    if (!Features.insert(F).second)
      PrintWarning("Processor " + CPU + " contains duplicate feature " + Name(F));
  for (const Record *F : Proc->getValueAsListOfDefs("TuneFeatures")) {
    if (!Tune.insert(F).second)
      PrintWarning("Processor " + CPU + " contains duplicate tune feature " + Name(F));
    if (Features.count(F))
      PrintWarning("Processor " + CPU + " has " + Name(F) + " in both feature and tune feature sets");
  }
}

void SubtargetWriter::writeCpuTables() {
  OS << "// Sorted (by key) array of values for CPU subtype.\n"
     << "extern const llvm::SubtargetSubTypeKV " << T << "SubTypeKV[] = {\n";
  for (const Record *Proc : Model->processors()) {
    warnRepeatedFeatures(Proc);
    OS << " { \"" << Proc->getValueAsString("Name") << "\", ";
    writeMask(Model->featureMask(Proc->getValueAsListOfDefs("Features")));
    OS << ", ";
    writeMask(Model->featureMask(Proc->getValueAsListOfDefs("TuneFeatures")));
    OS << ", &"
       << (Sched    ? Sched->modelOf(Proc).Name
           : Itins ? Itins->modelOf(Proc).Name
                   : std::string("NoSchedModel"))
       << " },\n";
  }
  OS << "};\n\n";
  OS << "// Sorted array of names of CPU subtypes, including aliases.\n"
     << "extern const llvm::StringRef " << T << "Names[] = {\n";
  const auto &Names = Model->cpuNames();
  for (size_t I = 0; I < Names.size(); ++I)
    OS << (I ? ",\n" : "") << "\"" << Names[I] << "\"";
  OS << "};\n\n";
}

void SubtargetWriter::writeMCSubtargetInfo() {
  OS << "namespace " << T << "_MC {\n\n"
     << "unsigned resolveVariantSchedClassImpl(unsigned SchedClass,\n"
     << "    const MCInst *MI, const MCInstrInfo *MCII, const MCSubtargetInfo &STI, "
        "unsigned CPUID) {\n";
  writeVariants(/*ForMC=*/true);
  OS << "}\n\n"
     << "} // namespace " << T << "_MC\n";
  OS << "struct " << T << "GenMCSubtargetInfo : public MCSubtargetInfo {\n"
     << "  " << T << "GenMCSubtargetInfo(const Triple &TT,\n"
     << "    StringRef CPU, StringRef TuneCPU, StringRef FS,\n"
     << "    ArrayRef<StringRef> PN,\n"
     << "    ArrayRef<SubtargetFeatureKV> PF,\n"
     << "    ArrayRef<SubtargetSubTypeKV> PD,\n"
     << "    const MCWriteProcResEntry *WPR,\n"
     << "    const MCWriteLatencyEntry *WL,\n"
     << "    const MCReadAdvanceEntry *RA, const InstrStage *IS,\n"
     << "    const unsigned *OC, const unsigned *FP) :\n"
     << "      MCSubtargetInfo(TT, CPU, TuneCPU, FS, PN, PF, PD,\n"
     << "                      WPR, WL, RA, IS, OC, FP) { }\n\n"
     << "  unsigned resolveVariantSchedClass(unsigned SchedClass,\n"
     << "      const MCInst *MI, const MCInstrInfo *MCII,\n"
     << "      unsigned CPUID) const override {\n"
     << "    return " << T
     << "_MC::resolveVariantSchedClassImpl(SchedClass, MI, MCII, *this, CPUID);\n"
     << "  }\n";
  if (ResolvesAliases)
    OS << "  bool isCPUStringValid(StringRef CPU) const override {\n"
       << "    CPU = AArch64::resolveCPUAlias(CPU);\n"
       << "    return MCSubtargetInfo::isCPUStringValid(CPU);\n"
       << "  }\n";
  if (!HwModes.empty())
    OS << "  unsigned getHwModeSet() const override;\n"
       << "  unsigned getHwMode(enum HwModeType type = HwMode_Default) const override;\n";
  OS << "};\n";
  writeHwModeFunctions(T + "GenMCSubtargetInfo", /*MC=*/true);
  OS << "\n";
  OS << "static inline MCSubtargetInfo *create" << T
     << "MCSubtargetInfoImpl(const Triple &TT, StringRef CPU, StringRef TuneCPU, StringRef FS) "
        "{\n";
  writeAliasResolution();
  OS << "  return new " << T << "GenMCSubtargetInfo(TT, CPU, TuneCPU, FS, ";
  writeTableArgs(false);
  OS << "\n                      " << T << "WriteProcResTable, " << T << "WriteLatencyTable, "
     << T << "ReadAdvanceTable, \n"
     << "                      " << ItinArgs() << ");\n"
     << "}\n\n";
}

void SubtargetWriter::writeTableArgs(bool Sized) {
  size_t NumNames = Model->cpuNames().size();
  size_t NumProcs = Model->processors().size();
  auto Arg = [&](std::string_view Table, size_t N) {
    if (N == 0)
      OS << "{}, ";
    else if (Sized)
      OS << "ArrayRef(" << T << Table << ", " << N << "), ";
    else
      OS << T << Table << ", ";
  };
  Arg("Names", NumNames);
  Arg("FeatureKV", NumNamedFeatures);
  Arg("SubTypeKV", NumProcs);
}

void SubtargetWriter::writeTargetDesc() {
  OS << "#ifdef GET_SUBTARGETINFO_TARGET_DESC\n#undef GET_SUBTARGETINFO_TARGET_DESC\n\n"
     << "#include \"llvm/ADT/BitmaskEnum.h\"\n"
     << "#include \"llvm/Support/Debug.h\"\n"
     << "#include \"llvm/Support/raw_ostream.h\"\n\n";
  writeAliasInclude();
  OS << "// ParseSubtargetFeatures - Parses features string setting specified\n"
     << "// subtarget options.\n"
     << "void llvm::" << T
     << "Subtarget::ParseSubtargetFeatures(StringRef CPU, StringRef TuneCPU, StringRef FS) {\n"
     << "  LLVM_DEBUG(dbgs() << \"\\nFeatures:\" << FS);\n"
     << "  LLVM_DEBUG(dbgs() << \"\\nCPU:\" << CPU);\n"
     << "  LLVM_DEBUG(dbgs() << \"\\nTuneCPU:\" << TuneCPU << \"\\n\\n\");\n";
  if (!Model->features().empty()) {
    writeAliasResolution();
    OS << "  InitMCProcessorInfo(CPU, TuneCPU, FS);\n"
       << "  const FeatureBitset &Bits = getFeatureBits();\n";
    for (const Record *F : Model->features()) {
      std::string Field = F->getValueAsString("FieldName");
      std::string Value = F->getValueAsString("Value");
      OS << "  if (Bits[" << T << "::" << F->getName() << "]";
      // A boolean field is set; any other value is a level, raised to the
      // highest level among the enabled features.
      if (Value == "true" || Value == "false")
        OS << ") " << Field << " = " << Value << ";\n";
      else
        OS << " && " << Field << " < " << Value << ") " << Field << " = " << Value << ";\n";
    }
  }
  OS << "}\n\n#endif // GET_SUBTARGETINFO_TARGET_DESC\n\n";
}

void SubtargetWriter::writeHeader() {
  std::string Class = T + "GenSubtargetInfo";
  OS << "#ifdef GET_SUBTARGETINFO_HEADER\n#undef GET_SUBTARGETINFO_HEADER\n\n"
     << "namespace llvm {\n\n"
     << "class DFAPacketizer;\n"
     << "namespace " << T << "_MC {\n\n"
     << "unsigned resolveVariantSchedClassImpl(unsigned SchedClass, const MCInst *MI, const "
        "MCInstrInfo *MCII, const MCSubtargetInfo &STI, unsigned CPUID);\n\n"
     << "} // namespace " << T << "_MC\n"
     << "struct " << Class << " : public TargetSubtargetInfo {\n"
     << "  explicit " << Class
     << "(const Triple &TT, StringRef CPU, StringRef TuneCPU, StringRef FS);\n"
     << "public:\n"
     << "  unsigned resolveSchedClass(unsigned SchedClass,  const MachineInstr *DefMI, const "
        "TargetSchedModel *SchedModel) const override;\n"
     << "  unsigned resolveVariantSchedClass(unsigned SchedClass, const MCInst *MI, const "
        "MCInstrInfo *MCII, unsigned CPUID) const override;\n"
     << "  DFAPacketizer *createDFAPacketizer(const InstrItineraryData *IID) const;\n";
  if (!HwModes.empty()) {
    OS << "  enum class " << T << "HwModeBits : unsigned {\n    DefaultMode = 0,\n";
    for (size_t I = 0; I < HwModes.size(); ++I)
      OS << "    " << HwModes[I].Def->getName() << " = (1 << " << I << "),\n";
    OS << "\n    LLVM_MARK_AS_BITMASK_ENUM(/*LargestValue=*/" << HwModes.back().Def->getName()
       << "),\n  };\n"
       << "  unsigned getHwModeSet() const override;\n"
       << "  unsigned getHwMode(enum HwModeType type = HwMode_Default) const override;\n";
  }
  if (!Records.getAllDerivedDefinitionsIfDefined("Fusion").empty())
    OS << "  std::vector<MacroFusionPredTy> getMacroFusions() const override;\n";
  STIPredicates->writeMemberDecls(OS);
  OS << "};\n\n} // namespace llvm\n\n#endif // GET_SUBTARGETINFO_HEADER\n\n";
}

void SubtargetWriter::writeCtor() {
  std::string Class = T + "GenSubtargetInfo";
  OS << "#ifdef GET_SUBTARGETINFO_CTOR\n#undef GET_SUBTARGETINFO_CTOR\n\n"
     << "#include \"llvm/CodeGen/TargetSchedule.h\"\n\n"
     << "namespace llvm {\n\n"
     << "extern const llvm::StringRef " << T << "Names[];\n"
     << "extern const llvm::SubtargetFeatureKV " << T << "FeatureKV[];\n"
     << "extern const llvm::SubtargetSubTypeKV " << T << "SubTypeKV[];\n"
     << "extern const llvm::MCWriteProcResEntry " << T << "WriteProcResTable[];\n"
     << "extern const llvm::MCWriteLatencyEntry " << T << "WriteLatencyTable[];\n"
     << "extern const llvm::MCReadAdvanceEntry " << T << "ReadAdvanceTable[];\n";
  if (Itins && Itins->hasItineraries())
    OS << "extern const llvm::InstrStage " << T << "Stages[];\n"
       << "extern const unsigned " << T << "OperandCycles[];\n"
       << "extern const unsigned " << T << "ForwardingPaths[];\n";
  OS << Class << "::" << Class
     << "(const Triple &TT, StringRef CPU, StringRef TuneCPU, StringRef FS)\n"
     << "  : TargetSubtargetInfo(TT, ";
  if (ResolvesAliases)
    OS << "AArch64::resolveCPUAlias(CPU),\n"
       << "                        AArch64::resolveCPUAlias(TuneCPU), FS, ";
  else
    OS << "CPU, TuneCPU, FS, ";
  writeTableArgs(true);
  OS << "\n                        " << T << "WriteProcResTable, " << T << "WriteLatencyTable, "
     << T << "ReadAdvanceTable, \n"
     << "                        " << ItinArgs() << ") {}\n\n";
  OS << "unsigned " << Class << "\n"
     << "::resolveSchedClass(unsigned SchedClass, const MachineInstr *MI, const "
        "TargetSchedModel *SchedModel) const {\n";
  for (const Record *Prolog : Records.getAllDerivedDefinitionsIfDefined("PredicateProlog"))
    OS << Prolog->getValueAsString("Code") << "\n";
  writeVariants(/*ForMC=*/false);
  OS << "} // " << Class << "::resolveSchedClass\n\n";
  OS << "unsigned " << Class << "\n"
     << "::resolveVariantSchedClass(unsigned SchedClass, const MCInst *MI, const MCInstrInfo "
        "*MCII, unsigned CPUID) const {\n"
     << "  return " << T
     << "_MC::resolveVariantSchedClassImpl(SchedClass, MI, MCII, *this, CPUID);\n"
     << "} // " << Class << "::resolveVariantSchedClass\n\n";
  STIPredicates->writeMemberDefs(OS, Class);
  writeHwModeFunctions(Class, /*MC=*/false);
  const auto &Fusions = Records.getAllDerivedDefinitionsIfDefined("Fusion");
  if (!Fusions.empty()) {
    OS << "std::vector<MacroFusionPredTy> " << Class << "::getMacroFusions() const {\n"
       << "  std::vector<MacroFusionPredTy> Fusions;\n";
    for (const Record *Fusion : Fusions) {
      std::string Name = Fusion->getNameInitAsString();
      OS << "  if (hasFeature(" << T << "::" << Name << ")) Fusions.push_back(llvm::is" << Name
         << ");\n";
    }
    OS << "  return Fusions;\n}\n";
  }
  OS << "\n} // namespace llvm\n\n#endif // GET_SUBTARGETINFO_CTOR\n\n";
}

void SubtargetWriter::writeSTIPredicateSections() { STIPredicates->writeMCAnalysis(OS); }

void SubtargetWriter::collectHwModes() {
  for (const Record *Mode : Records.getAllDerivedDefinitionsIfDefined("HwMode")) {
    if (Mode->getName() == "DefaultMode")
      continue;
    std::string Condition;
    for (const Record *Pred : Mode->getValueAsListOfDefs("Predicates")) {
      if (!Condition.empty())
        Condition += " && ";
      Condition += "(" + Pred->getValueAsString("CondString") + ")";
    }
    HwModes.push_back({Mode, assemblerCondition(Mode), std::move(Condition)});
  }
  auto BitOf = [&](const Record *Mode) -> unsigned {
    for (size_t I = 0; I < HwModes.size(); ++I)
      if (HwModes[I].Def == Mode)
        return 1u << I;
    return 0; // DefaultMode
  };
  for (const Record *Select : Records.getAllDerivedDefinitionsIfDefined("HwModeSelect")) {
    std::vector<const Record *> Modes = Select->getValueAsListOfDefs("Modes");
    std::vector<const Record *> Objects = Select->getValueAsListOfDefs("Objects");
    for (size_t I = 0; I < Modes.size() && I < Objects.size(); ++I) {
      unsigned Bit = BitOf(Modes[I]);
      if (Objects[I]->isSubClassOf("ValueType"))
        ValueTypeModes |= Bit;
      else if (Objects[I]->isSubClassOf("RegInfo") || Objects[I]->isSubClassOf("SubRegRange") ||
               Objects[I]->isSubClassOf("RegisterClass"))
        RegInfoModes |= Bit;
      else if (Objects[I]->isSubClassOf("InstructionEncoding"))
        EncodingInfoModes |= Bit;
    }
  }
}

/// The MC layer's test for Mode: its predicates' assembler conditions over
/// the feature bits ("false" when none has one).
std::string SubtargetWriter::assemblerCondition(const Record *Mode) {
  std::vector<std::pair<std::string, bool>> Parts; // condition, has several terms
  for (const Record *Pred : Mode->getValueAsListOfDefs("Predicates")) {
    if (!Pred->isSubClassOf("AssemblerPredicate") ||
        !Pred->getValueAsBit("AssemblerMatcherPredicate"))
      continue;
    const DagInit *Cond = Pred->getValueAsDag("AssemblerCondDag");
    std::string Text;
    if (!codegen::appendFeatureTest(Text, T, Cond, false))
      PrintFatalError(Pred, "Invalid AssemblerCondDag!");
    Parts.emplace_back(std::move(Text), Cond->getNumArgs() > 1);
  }
  if (Parts.empty())
    return "false";
  std::string Result;
  for (const auto &[Text, Compound] : Parts) {
    if (!Result.empty())
      Result += " && ";
    // Several conditions are each parenthesized when they have several
    // terms.
    Result += Parts.size() > 1 && Compound ? "(" + Text + ")" : Text;
  }
  return Result;
}

void SubtargetWriter::writeHwModeFunctions(const std::string &Class, bool MC) {
  if (HwModes.empty())
    return;
  OS << "unsigned " << Class << "::getHwModeSet() const {\n";
  if (MC) {
    OS << "  [[maybe_unused]] const FeatureBitset &FB = getFeatureBits();\n";
  } else {
    // A target may replace the Subtarget pointer set-up with its own code.
    const auto &Prologs = Records.getAllDerivedDefinitionsIfDefined("HwModePredicateProlog");
    if (Prologs.empty())
      OS << "  [[maybe_unused]] const auto *Subtarget =\n"
         << "      static_cast<const " << T << "Subtarget *>(this);\n";
    else
      OS << Prologs.front()->getValueAsString("Code") << "\n";
  }
  OS << "  // Collect HwModes and store them as a bit set.\n  unsigned Modes = 0;\n";
  for (size_t I = 0; I < HwModes.size(); ++I)
    OS << "  if (" << (MC ? HwModes[I].MCCondition : HwModes[I].Condition) << ") Modes |= (1 << "
       << I << ");\n";
  OS << "  return Modes;\n}\n";
  OS << "unsigned " << Class << "::getHwMode(enum HwModeType type) const {\n"
     << "  unsigned Modes = getHwModeSet();\n\n"
     << "  if (!Modes)\n    return Modes;\n\n"
     << "  switch (type) {\n"
     << "  case HwMode_Default:\n    return llvm::countr_zero(Modes) + 1;\n";
  auto Case = [&](std::string_view Kind, unsigned Mask) {
    OS << "  case HwMode_" << Kind << ":\n"
       << "    Modes &= " << Mask << ";\n"
       << "    if (!Modes)\n      return Modes;\n"
       << "    if (!llvm::has_single_bit<unsigned>(Modes))\n"
       << "      llvm_unreachable(\"Two or more HwModes for " << Kind << " were found!\");\n"
       << "    return llvm::countr_zero(Modes) + 1;\n";
  };
  Case("ValueType", ValueTypeModes);
  Case("RegInfo", RegInfoModes);
  Case("EncodingInfo", EncodingInfoModes);
  OS << "  }\n"
     << "  llvm_unreachable(\"unexpected HwModeType\");\n"
     << "  return 0; // should not get here\n}\n";
}

void emitSubtarget(const RecordKeeper &Records, OStream &OS) {
  SubtargetWriter(Records, OS).run();
}

} // namespace

TBLGEN_REGISTER_BACKEND(Subtarget, "gen-subtarget", "Generate subtarget enumerations",
                        emitSubtarget);

} // namespace tblgen
