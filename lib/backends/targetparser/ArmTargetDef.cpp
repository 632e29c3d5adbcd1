//===- ArmTargetDef.cpp - -gen-arm-target-def ------------------------------===//
//
// The TargetParser tables of ARM and AArch64. Every description gets the two
// X-macro lists
//
//   ARM_PROCESSOR_FAMILY(E)  the values of the SubtargetFeatures whose
//   ARM_ARCHITECTURE(E)      FieldName is "ARMProcFamily" / "ARMArch"
//                            (llvm::StringSet order, each value once);
//
// a description with the Architecture64 class (AArch64) gets seven more
// sections, each in its own #ifdef EMIT_*:
//
//   ARCHEXTKIND_ENUM         AEK_* of the Extension records by Name
//   EXTENSIONS               one ExtensionInfo per Extension, same order
//   FMV_INFO                 getFMVInfo(): the FMVExtension records, with
//                            the extension whose user-visible name is
//                            their BackendFeature
//   EXTENSION_DEPENDENCIES   {implied AEK, extension AEK} pairs
//   ARCHITECTURES            an ArchInfo per Architecture64 and ArchInfos[]
//   CPU_ALIAS                the ProcessorAlias records, checked against
//                            the ProcessorModel names
//   CPU_INFO                 a CpuInfo per ProcessorModel: its architecture
//                            and its Extension features
//
// Fields are read section by section, in the order llvm-tblgen reads them,
// so that a description with several bad fields reports the same one.
//
//===----------------------------------------------------------------------===//
#include "backends/common/LLVMCompat.h"

#include "tblgen/Backend.h"
#include "tblgen/Error.h"
#include "tblgen/Record.h"

#include <algorithm>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <unordered_set>
#include <vector>

namespace tblgen {
namespace {

using compat::stringField;

/// The C++ name of an architecture's ArchInfo: ARMV<major>[_<minor>]<P>.
std::string archInfoName(int Major, int Minor, std::string_view Profile) {
  std::string Name = "ARMV" + std::to_string(Major);
  if (Minor != 0)
    Name += "_" + std::to_string(Minor);
  return Name + compat::upper(Profile);
}

/// One AArch64 TargetParser run: the sorted extensions and what the later
/// sections look up in them.
class ArmTables {
public:
  ArmTables(const RecordKeeper &Records, OStream &OS) : Records(Records), OS(OS) {}
  void emit();

private:
  void sortExtensions();
  void writeFeatureValues(std::string_view Field, std::string_view Macro);
  void writeKindEnum();
  void writeExtensionInfos();
  void writeFmvInfos();
  void writeDependencies();
  void writeArchitectures();
  void writeCpuAliases();
  void writeCpuInfos();
  void writeCpu(const Record *Cpu, std::string_view Name,
                const std::vector<const Record *> &Features);
  const Record *architectureOf(const Record *Cpu, std::string_view Name,
                               const std::vector<const Record *> &Features);
  void checkMandatoryExtensions(const Record *Arch);

  /// "AEK_..." of an extension (upper case), read once by the enum.
  const std::string &kindOf(const Record *Ext);

  const RecordKeeper &Records;
  OStream &OS;
  std::vector<const Record *> Extensions; ///< by Name
  /// Each extension by its user-visible name (its Name when it has none);
  /// with equal names, the last in Name order.
  std::unordered_map<std::string_view, const Record *> ByUserName;
  std::unordered_map<const Record *, std::string> Kinds;
};

void ArmTables::sortExtensions() {
  Extensions = Records.getAllDerivedDefinitions("Extension");
  // The names are read as std::sort compares them, so that a missing Name
  // is reported on the record llvm-tblgen reads first.
  compat::libstdcxxSort(Extensions, [](const Record *A, const Record *B) {
    std::string_view NameA = stringField(A, "Name");
    return NameA < stringField(B, "Name");
  });
  for (const Record *Ext : Extensions) {
    std::string_view Key = stringField(Ext, "UserVisibleName");
    if (Key.empty())
      Key = stringField(Ext, "Name");
    ByUserName[Key] = Ext;
  }
}

const std::string &ArmTables::kindOf(const Record *Ext) {
  auto [It, New] = Kinds.try_emplace(Ext);
  if (New)
    It->second = compat::upper(stringField(Ext, "ArchExtKindSpelling"));
  return It->second;
}

/// The distinct values of the SubtargetFeatures whose FieldName is Field,
/// as an X-macro list.
void ArmTables::writeFeatureValues(std::string_view Field, std::string_view Macro) {
  compat::StringMapOrder Set;
  std::vector<std::string_view> Values;
  for (const Record *F : Records.getAllDerivedDefinitions("SubtargetFeature")) {
    if (stringField(F, "FieldName") != Field)
      continue;
    std::string_view V = stringField(F, "Value");
    if (Set.insert(V) == Values.size())
      Values.push_back(V);
  }
  OS << "#ifndef " << Macro << "\n#define " << Macro << "(ENUM)\n#endif\n\n";
  for (unsigned I : Set.order())
    OS << Macro << "(" << Values[I] << ")\n";
  OS << "\n#undef " << Macro << "\n\n";
}

void ArmTables::writeKindEnum() {
  OS << "#ifdef EMIT_ARCHEXTKIND_ENUM\nenum ArchExtKind : unsigned {\n";
  for (const Record *Ext : Extensions)
    OS << "  " << kindOf(Ext) << ",\n";
  OS << "  AEK_NUM_EXTENSIONS\n};\n#undef EMIT_ARCHEXTKIND_ENUM\n"
     << "#endif // EMIT_ARCHEXTKIND_ENUM\n";
}

void ArmTables::writeExtensionInfos() {
  OS << "#ifdef EMIT_EXTENSIONS\ninline constexpr ExtensionInfo Extensions[] = {\n";
  for (const Record *Ext : Extensions) {
    OS << "  {\"" << stringField(Ext, "UserVisibleName") << "\", ";
    std::string_view Alias = stringField(Ext, "UserVisibleAlias");
    if (Alias.empty())
      OS << "{}";
    else
      OS << '"' << Alias << '"';
    OS << ", AArch64::" << kindOf(Ext) << ", \"" << stringField(Ext, "ArchFeatureName")
       << "\", \"" << stringField(Ext, "Desc") << "\"";
    std::string_view Feature = stringField(Ext, "Name");
    OS << ", \"+" << Feature << "\", \"-" << Feature << "\"},\n";
  }
  OS << "};\n#undef EMIT_EXTENSIONS\n#endif // EMIT_EXTENSIONS\n\n";
}

void ArmTables::writeFmvInfos() {
  std::vector<const Record *> Fmv = Records.getAllDerivedDefinitionsIfDefined("FMVExtension");
  OS << "#ifdef EMIT_FMV_INFO\n"
     << "const std::vector<llvm::AArch64::FMVInfo>& llvm::AArch64::getFMVInfo() {\n"
     << "  static std::vector<FMVInfo> I;\n  if(I.size()) return I;\n"
     << "  I.reserve(" << Fmv.size() << ");\n";
  for (const Record *F : Fmv) {
    auto Found = ByUserName.find(stringField(F, "BackendFeature"));
    const Record *Ext = Found == ByUserName.end() ? nullptr : Found->second;
    OS << "  I.emplace_back(\"" << stringField(F, "Name") << "\", ";
    if (Ext)
      OS << stringField(F, "FeatureBit");
    else
      OS << "std::nullopt";
    OS << ", " << stringField(F, "PriorityBit") << ", ";
    if (Ext)
      OS << kindOf(Ext);
    else
      OS << "std::nullopt";
    OS << ");\n";
  }
  OS << "  return I;\n}\n#undef EMIT_FMV_INFO\n#endif // EMIT_FMV_INFO\n\n";
}

void ArmTables::writeDependencies() {
  OS << "#ifdef EMIT_EXTENSION_DEPENDENCIES\n"
     << "inline constexpr ExtensionDependency ExtensionDependencies[] = {\n";
  for (const Record *Ext : Extensions) {
    const std::string &Later = kindOf(Ext);
    for (const Record *Implied : Ext->getValueAsListOfDefs("Implies"))
      if (std::optional<std::string> Earlier = Implied->getValueAsOptionalString("ArchExtKindSpelling"))
        OS << "  {" << compat::upper(*Earlier) << ", " << Later << "},\n";
  }
  // RCPC3 implies RCPC only through a SubtargetFeature that is no Extension;
  // llvm-tblgen writes the pair whatever the description says.
  OS << "  {AEK_RCPC, AEK_RCPC3},\n};\n#undef EMIT_EXTENSION_DEPENDENCIES\n"
     << "#endif // EMIT_EXTENSION_DEPENDENCIES\n\n";
}

void ArmTables::writeArchitectures() {
  OS << "#ifdef EMIT_ARCHITECTURES\n";
  std::vector<std::string> Names;
  for (const Record *Arch : Records.getAllDerivedDefinitionsIfDefined("Architecture64")) {
    int Major = int(Arch->getValueAsInt("Major"));
    int Minor = int(Arch->getValueAsInt("Minor"));
    std::string_view Profile = stringField(Arch, "Profile");
    if (Profile != "a" && Profile != "r")
      PrintFatalError(Arch->getLocs(), "error: Profile must be one of 'a' or 'r', got '" +
                                           std::string(Profile) + "'");
    Names.push_back(archInfoName(Major, Minor, Profile));
    OS << "inline constexpr ArchInfo " << Names.back() << " = {\n"
       << "  VersionTuple{" << Major << ", " << Minor << "},\n"
       << "  " << compat::upper(Profile) << "Profile,\n"
       << "  \"armv" << Major;
    if (Minor != 0)
      OS << '.' << Minor;
    OS << '-' << Profile << "\",\n";
    OS << "  \"+" << stringField(Arch, "Name") << "\",\n  (AArch64::ExtensionBitset({";
    for (const Record *Ext : Arch->getValueAsListOfDefs("DefaultExts"))
      OS << "AArch64::" << compat::upper(stringField(Ext, "ArchExtKindSpelling")) << ", ";
    OS << "}))\n};\n";
  }
  OS << "\n/// The set of all architectures\n"
     << "static constexpr std::array<const ArchInfo *, " << Names.size() << "> ArchInfos = {\n";
  for (const std::string &Name : Names)
    OS << "  &" << Name << ",\n";
  OS << "};\n#undef EMIT_ARCHITECTURES\n#endif // EMIT_ARCHITECTURES\n\n";
}

void ArmTables::writeCpuAliases() {
  OS << "#ifdef EMIT_CPU_ALIAS\ninline constexpr Alias CpuAliases[] = {\n";
  std::unordered_set<std::string_view> Cpus, Aliases;
  for (const Record *Cpu : Records.getAllDerivedDefinitions("ProcessorModel"))
    Cpus.insert(stringField(Cpu, "Name"));
  for (const Record *A : Records.getAllDerivedDefinitions("ProcessorAlias")) {
    std::string Name(stringField(A, "Name"));
    std::string_view Target = stringField(A, "Alias");
    if (!Cpus.count(Target))
      PrintFatalError(A, "Alias '" + Name + "' references a non-existent ProcessorModel '" +
                             std::string(Target) + "'");
    if (Cpus.count(Name))
      PrintFatalError(A, "Alias '" + Name + "' duplicates an existing ProcessorModel");
    if (!Aliases.insert(stringField(A, "Name")).second)
      PrintFatalError(A, "Alias '" + Name + "' duplicates an existing ProcessorAlias");
    OS << "  { \"" << Name << "\", \"" << Target << "\" },\n";
  }
  OS << "};\n#undef EMIT_CPU_ALIAS\n#endif // EMIT_CPU_ALIAS\n\n";
}

/// Every extension an architecture implies (through Implies, at any depth)
/// that can be named on -march must be one of its DefaultExts.
void ArmTables::checkMandatoryExtensions(const Record *Arch) {
  std::vector<const Record *> Implied{Arch};
  std::unordered_set<const Record *> Seen{Arch};
  // Depth first, each feature's list read when the feature is first met.
  std::vector<std::pair<std::vector<const Record *>, size_t>> Stack;
  Stack.emplace_back(Arch->getValueAsListOfDefs("Implies"), 0);
  while (!Stack.empty()) {
    auto &[List, Next] = Stack.back();
    if (Next == List.size()) {
      Stack.pop_back();
      continue;
    }
    const Record *F = List[Next++];
    if (!Seen.insert(F).second)
      continue;
    Implied.push_back(F);
    Stack.emplace_back(F->getValueAsListOfDefs("Implies"), 0);
  }
  std::vector<const Record *> Defaults = Arch->getValueAsListOfDefs("DefaultExts");
  // llvm-tblgen walks a set ordered by address, which follows the order the
  // records were made in.
  std::sort(Implied.begin(), Implied.end(),
            [](const Record *A, const Record *B) { return A->getID() < B->getID(); });
  for (const Record *F : Implied)
    if (F->isSubClassOf("ExtensionWithMArch") &&
        std::find(Defaults.begin(), Defaults.end(), F) == Defaults.end())
      PrintFatalError(Arch->getLocs(), "ExtensionWithMArch " + std::string(F->getName()) +
                                           " is implied (mandatory) as a SubtargetFeature, "
                                           "but is not present in DefaultExts");
}

const Record *ArmTables::architectureOf(const Record *Cpu, std::string_view Name,
                                        const std::vector<const Record *> &Features) {
  // "generic" names no architecture; TargetParser lists it as Armv8.0-A.
  if (Name == "generic") {
    const Record *V80 = Records.getDef("HasV8_0aOps");
    if (!V80)
      PrintFatalError(Cpu, "CPU 'generic' needs the architecture record 'HasV8_0aOps'");
    return V80;
  }
  const Record *Arch = nullptr;
  unsigned Count = 0;
  for (const Record *F : Features)
    if (F->isSubClassOf("Architecture64") && Count++ == 0)
      Arch = F;
  if (!Arch)
    PrintFatalError(Cpu, "Features must include an Architecture64.");
  if (Count > 1)
    PrintFatalError(Cpu, "Features has multiple Architecture64 entries");
  return Arch;
}

void ArmTables::writeCpu(const Record *Cpu, std::string_view Name,
                         const std::vector<const Record *> &Features) {
  const Record *Arch = architectureOf(Cpu, Name, Features);
  int Major = int(Arch->getValueAsInt("Major"));
  int Minor = int(Arch->getValueAsInt("Minor"));
  std::string ArchName = archInfoName(Major, Minor, stringField(Arch, "Profile"));
  checkMandatoryExtensions(Arch);
  OS << "  {\n    \"" << Name << "\",\n    " << ArchName << ",\n"
     << "    AArch64::ExtensionBitset({\n";
  std::unordered_set<std::string_view> Written;
  for (const Record *F : Features) {
    if (!F->isSubClassOf("Extension"))
      continue;
    const std::string &Kind = kindOf(F);
    if (!Written.insert(Kind).second)
      PrintFatalError(Cpu, "feature already added: " + std::string(F->getName()));
    OS << "      AArch64::" << Kind << ",\n";
  }
  OS << "    })\n  },\n";
}

void ArmTables::writeCpuInfos() {
  OS << "#ifdef EMIT_CPU_INFO\ninline constexpr CpuInfo CpuInfos[] = {\n";
  for (const Record *Cpu : Records.getAllDerivedDefinitions("ProcessorModel")) {
    std::string_view Name = stringField(Cpu, "Name");
    std::vector<const Record *> Features = Cpu->getValueAsListOfDefs("Features");
    // A backend-only name that the TargetParser must not accept.
    if (Name != "apple-latest")
      writeCpu(Cpu, Name, Features);
  }
  OS << "};\n#undef EMIT_CPU_INFO\n#endif // EMIT_CPU_INFO\n\n";
}

void ArmTables::emit() {
  OS << "// Autogenerated by ARMTargetDefEmitter.cpp\n\n";
  sortExtensions();
  writeFeatureValues("ARMProcFamily", "ARM_PROCESSOR_FAMILY");
  writeFeatureValues("ARMArch", "ARM_ARCHITECTURE");
  // ARM stops here; the rest describes AArch64.
  if (!Records.getClass("Architecture64"))
    return;
  writeKindEnum();
  writeExtensionInfos();
  writeFmvInfos();
  writeDependencies();
  writeArchitectures();
  writeCpuAliases();
  writeCpuInfos();
}

void emitArmTargetDef(const RecordKeeper &Records, OStream &OS) {
  ArmTables(Records, OS).emit();
}

} // namespace

TBLGEN_REGISTER_BACKEND(ArmTargetDef, "gen-arm-target-def",
                        "Generate the ARM or AArch64 Architecture information header.",
                        emitArmTargetDef);

} // namespace tblgen
