//===- RiscvTargetDef.cpp - -gen-riscv-target-def --------------------------===//
//
// The RISC-V TargetParser tables, from the RISCVExtension, RISCVProfile,
// RISCVProcessorModel, RISCVTuneProcessorModel and RISCVExtensionBitmask
// records (any of the classes may be missing):
//
//   GET_SUPPORTED_EXTENSIONS   {"name", {major, minor}} by name, the stable
//                              extensions, then the experimental ones
//   GET_IMPLIED_EXTENSIONS     { {"name"}, "implied"} for each RISCVExtension
//                              an extension implies
//   GET_SUPPORTED_PROFILES     {"profile","march"}, stable then experimental
//   PROC(...), TUNE_PROC(...)  the processors in record order
//   GET_RISCVExtensionBitmaskTable_IMPL   by group, then bit
//
// Names lose an "experimental-" prefix. A march string ("rv64i2p1_m2p0...")
// lists the extensions among the features in the ISA's canonical order;
// "32bit"/"64bit" give the XLEN.
//
//===----------------------------------------------------------------------===//
#include "backends/common/LLVMCompat.h"

#include "tblgen/Backend.h"
#include "tblgen/Record.h"

#include <cstdint>
#include <map>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace tblgen {
namespace {

using compat::stringField;

std::string_view extensionName(const Record *R) {
  std::string_view Name = stringField(R, "Name");
  constexpr std::string_view Prefix = "experimental-";
  if (Name.substr(0, Prefix.size()) == Prefix)
    Name.remove_prefix(Prefix.size());
  return Name;
}

//===----------------------------------------------------------------------===//
// Canonical extension order
//===----------------------------------------------------------------------===//

/// The position of a letter in the canonical order: i, e, the standard
/// letters "mafdqlcbkjtpvnh", then the other lower-case letters
/// alphabetically. Other characters get 17 + (C - 'a') in unsigned
/// arithmetic, as llvm-tblgen computes it (so 'Q' ranks next to 'e').
uint32_t letterRank(char C) {
  constexpr std::string_view Standard = "mafdqlcbkjtpvnh";
  if (C == 'i')
    return 0;
  if (C == 'e')
    return 1;
  size_t Pos = Standard.find(C);
  if (Pos != std::string_view::npos)
    return uint32_t(Pos + 2);
  return uint32_t(2 + Standard.size()) + uint32_t(int(C) - int('a'));
}

/// Category and rank of an extension name: single letters first, then the
/// "z" extensions by their second letter, then "s", then "x", then other
/// names; names of the same rank sort alphabetically.
uint32_t nameRank(const std::string &Name) {
  constexpr uint32_t ZGroup = 64, SGroup = 128, XGroup = 192, OtherGroup = 256;
  switch (Name.empty() ? '\0' : Name[0]) {
  case 's':
    return SGroup;
  case 'x':
    return XGroup;
  case 'z':
    return ZGroup | letterRank(Name.size() > 1 ? Name[1] : '\0');
  default:
    return Name.size() == 1 ? letterRank(Name[0]) : OtherGroup;
  }
}

struct CanonicalOrder {
  bool operator()(const std::string &A, const std::string &B) const {
    uint32_t RA = nameRank(A), RB = nameRank(B);
    return RA != RB ? RA < RB : A < B;
  }
};

/// "rv<xlen>" and "<name><major>p<minor>" for each extension among Features,
/// joined with '_'.
void writeMarch(OStream &OS, const std::vector<const Record *> &Features) {
  std::map<std::string, std::pair<uint32_t, uint32_t>, CanonicalOrder> Exts;
  unsigned XLen = 0;
  for (const Record *F : Features) {
    std::string_view Name = extensionName(F);
    if (F->isSubClassOf("RISCVExtension")) {
      uint32_t Major = uint32_t(F->getValueAsInt("MajorVersion"));
      uint32_t Minor = uint32_t(F->getValueAsInt("MinorVersion"));
      Exts[std::string(Name)] = {Major, Minor};
    } else if (Name == "64bit") {
      XLen = 64;
    } else if (Name == "32bit") {
      XLen = 32;
    }
  }
  OS << "rv" << XLen;
  const char *Sep = "";
  for (const auto &[Name, Version] : Exts) {
    OS << Sep << Name << Version.first << 'p' << Version.second;
    Sep = "_";
  }
}

//===----------------------------------------------------------------------===//
// Sections
//===----------------------------------------------------------------------===//

void writeExtensionList(OStream &OS, const std::vector<const Record *> &Exts,
                        bool Experimental) {
  OS << "static const RISCVSupportedExtension Supported"
     << (Experimental ? "Experimental" : "") << "Extensions[] = {\n";
  for (const Record *Ext : Exts) {
    if (Ext->getValueAsBit("Experimental") != Experimental)
      continue;
    OS << "    {\"" << extensionName(Ext) << "\", {" << Ext->getValueAsInt("MajorVersion")
       << ", " << Ext->getValueAsInt("MinorVersion") << "}},\n";
  }
  OS << "};\n\n";
}

void writeExtensions(OStream &OS, const RecordKeeper &Records) {
  std::vector<const Record *> Exts = Records.getAllDerivedDefinitionsIfDefined("RISCVExtension");
  compat::libstdcxxSort(Exts, [](const Record *A, const Record *B) {
    std::string_view NameA = extensionName(A);
    return NameA < extensionName(B);
  });
  OS << "#ifdef GET_SUPPORTED_EXTENSIONS\n#undef GET_SUPPORTED_EXTENSIONS\n\n";
  if (!Exts.empty()) {
    writeExtensionList(OS, Exts, false);
    writeExtensionList(OS, Exts, true);
  }
  OS << "#endif // GET_SUPPORTED_EXTENSIONS\n\n"
     << "#ifdef GET_IMPLIED_EXTENSIONS\n#undef GET_IMPLIED_EXTENSIONS\n\n";
  if (!Exts.empty()) {
    OS << "\nstatic constexpr ImpliedExtsEntry ImpliedExts[] = {\n";
    for (const Record *Ext : Exts) {
      std::vector<const Record *> Implied = Ext->getValueAsListOfDefs("Implies");
      if (Implied.empty())
        continue;
      std::string_view Name = extensionName(Ext);
      for (const Record *I : Implied)
        if (I->isSubClassOf("RISCVExtension"))
          OS << "    { {\"" << Name << "\"}, \"" << extensionName(I) << "\"},\n";
    }
    OS << "};\n\n";
  }
  OS << "#endif // GET_IMPLIED_EXTENSIONS\n\n";
}

void writeProfileList(OStream &OS, const std::vector<const Record *> &Profiles,
                      bool Experimental) {
  OS << "static constexpr RISCVProfile Supported" << (Experimental ? "Experimental" : "")
     << "Profiles[] = {\n";
  for (const Record *P : Profiles) {
    if (P->getValueAsBit("Experimental") != Experimental)
      continue;
    OS << "    {\"" << extensionName(P) << "\",\"";
    writeMarch(OS, P->getValueAsListOfDefs("Implies"));
    OS << "\"},\n";
  }
  OS << "};\n\n";
}

void writeProfiles(OStream &OS, const RecordKeeper &Records) {
  std::vector<const Record *> Profiles = Records.getAllDerivedDefinitionsIfDefined("RISCVProfile");
  OS << "#ifdef GET_SUPPORTED_PROFILES\n#undef GET_SUPPORTED_PROFILES\n\n";
  if (!Profiles.empty()) {
    writeProfileList(OS, Profiles, false);
    for (const Record *P : Profiles)
      if (P->getValueAsBit("Experimental")) {
        writeProfileList(OS, Profiles, true);
        break;
      }
  }
  OS << "#endif // GET_SUPPORTED_PROFILES\n\n";
}

/// Whether one of Features is named Name.
bool hasFeatureNamed(const std::vector<const Record *> &Features, std::string_view Name) {
  for (const Record *F : Features)
    if (stringField(F, "Name") == Name)
      return true;
  return false;
}

/// V in hex with "0x", zero-padded to Digits digits.
void writeHex(OStream &OS, uint64_t V, unsigned Digits) {
  char Buf[17];
  for (unsigned I = Digits; I-- > 0; V >>= 4)
    Buf[I] = "0123456789abcdef"[V & 15];
  OS << "0x" << std::string_view(Buf, Digits);
}

void writeProcessors(OStream &OS, const RecordKeeper &Records) {
  OS << "#ifndef PROC\n#define PROC(ENUM, NAME, DEFAULT_MARCH, FAST_SCALAR_UNALIGN, "
        "FAST_VECTOR_UNALIGN, MVENDORID, MARCHID, MIMPID)\n#endif\n\n";
  for (const Record *Proc : Records.getAllDerivedDefinitionsIfDefined("RISCVProcessorModel")) {
    std::vector<const Record *> Features = Proc->getValueAsListOfDefs("Features");
    bool ScalarUnaligned = hasFeatureNamed(Features, "unaligned-scalar-mem");
    bool VectorUnaligned = hasFeatureNamed(Features, "unaligned-vector-mem");
    OS << "PROC(" << Proc->getName() << ", {\"" << stringField(Proc, "Name") << "\"}, {\"";
    std::string_view March = stringField(Proc, "DefaultMarch");
    if (March.empty())
      writeMarch(OS, Features);
    else
      OS << March;
    OS << "\"}, " << ScalarUnaligned << ", " << VectorUnaligned << ", ";
    // The vendor id is 32 bits wide, the other two 64.
    uint64_t Vendor = uint32_t(Proc->getValueAsInt("MVendorID"));
    uint64_t Arch = uint64_t(Proc->getValueAsInt("MArchID"));
    uint64_t Impl = uint64_t(Proc->getValueAsInt("MImpID"));
    writeHex(OS, Vendor, 8);
    OS << ", ";
    writeHex(OS, Arch, 16);
    OS << ", ";
    writeHex(OS, Impl, 16);
    OS << ")\n";
  }
  OS << "\n#undef PROC\n\n#ifndef TUNE_PROC\n#define TUNE_PROC(ENUM, NAME)\n#endif\n\n";
  for (const Record *Tune : Records.getAllDerivedDefinitionsIfDefined("RISCVTuneProcessorModel"))
    OS << "TUNE_PROC(" << Tune->getName() << ", \"" << stringField(Tune, "Name") << "\")\n";
  OS << "\n#undef TUNE_PROC\n";
}

void writeBitmasks(OStream &OS, const RecordKeeper &Records) {
  std::vector<const Record *> Masks =
      Records.getAllDerivedDefinitionsIfDefined("RISCVExtensionBitmask");
  compat::libstdcxxSort(Masks, [](const Record *A, const Record *B) {
    uint32_t GroupA = uint32_t(A->getValueAsInt("GroupID"));
    uint32_t GroupB = uint32_t(B->getValueAsInt("GroupID"));
    if (GroupA != GroupB)
      return GroupA < GroupB;
    uint32_t BitA = uint32_t(A->getValueAsInt("BitPos"));
    return BitA < uint32_t(B->getValueAsInt("BitPos"));
  });
  OS << "#ifdef GET_RISCVExtensionBitmaskTable_IMPL\n"
     << "static const RISCVExtensionBitmask ExtensionBitmask[]={\n";
  for (const Record *M : Masks) {
    uint32_t Group = uint32_t(M->getValueAsInt("GroupID"));
    uint32_t Bit = uint32_t(M->getValueAsInt("BitPos"));
    OS << "    {\"" << extensionName(M) << "\", " << Group << ", " << Bit << "ULL},\n";
  }
  OS << "};\n#endif\n";
}

void emitRiscvTargetDef(const RecordKeeper &Records, OStream &OS) {
  writeExtensions(OS, Records);
  writeProfiles(OS, Records);
  writeProcessors(OS, Records);
  writeBitmasks(OS, Records);
}

} // namespace

TBLGEN_REGISTER_BACKEND(RiscvTargetDef, "gen-riscv-target-def",
                        "Generate the list of CPUs and extensions for RISC-V",
                        emitRiscvTargetDef);

} // namespace tblgen
