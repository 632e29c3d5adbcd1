//===- IntrinsicEmitter.cpp - -gen-intrinsic-enums, -gen-intrinsic-impl ---===//
//
// -gen-intrinsic-enums writes the Intrinsic::ID enumerators (all targets'
// target independent ones, or one target's with -intrinsic-prefix=NAME) and
// the IITDescriptor::ArgKind values.
//
// -gen-intrinsic-impl writes the tables that lib/IR/Intrinsics.cpp includes:
// IIT_Info constants, target sets, the name table, the overload bitset, the
// type signature tables, the attributes (IntrinsicAttributes.cpp), the
// pretty-printing tables and the Clang/MS builtin to intrinsic maps.
//
//===----------------------------------------------------------------------===//

#include "IntrinsicEmitter.h"
#include "backends/common/SequenceTables.h"

#include "tblgen/Backend.h"
#include "tblgen/Error.h"

#include <array>
#include <map>
#include <optional>
#include <unordered_map>

namespace tblgen::intrinsics {
using tables::SequenceTable;
using tables::StringOffsetTable;
namespace {

constexpr std::string_view PrefixOption = "intrinsic-prefix";

/// " (File.td:123)": where the intrinsic is defined, if known.
void printDefLocation(OStream &OS, const SourceMgr *SM, const Record *R) {
  if (!SM || R->getLocs().empty())
    return;
  SrcLoc Loc = R->getLocs().front();
  int Buf = SM->findBuffer(Loc);
  if (Buf < 0)
    return;
  std::string_view File = SM->buffer(unsigned(Buf)).Name;
  if (size_t Slash = File.rfind('/'); Slash != std::string_view::npos)
    File = File.substr(Slash + 1);
  OS << " (" << File << ':' << SM->lineCol(Loc).Line << ')';
}

//===----------------------------------------------------------------------===//
// -gen-intrinsic-enums
//===----------------------------------------------------------------------===//

void emitEnumInfo(const CodeGenIntrinsicTable &Ints, const RecordKeeper &Records,
                  std::string_view Prefix, OStream &OS) {
  std::span<const CodeGenIntrinsicTable::TargetSet> Targets = Ints.getTargets();
  auto Set = std::find_if(Targets.begin(), Targets.end(),
                          [Prefix](const auto &T) { return T.Name == Prefix; });
  if (Set == Targets.end()) {
    std::string Msg = "tried to generate intrinsics for unknown target " + std::string(Prefix) +
                      "\nKnown targets are: ";
    for (size_t I = 1; I < Targets.size(); ++I)
      Msg += std::string(I > 1 ? ", " : "") + std::string(Targets[I].Name);
    PrintFatalError(Msg);
  }

  std::string Upper(Prefix);
  for (char &C : Upper)
    if (C >= 'a' && C <= 'z')
      C = char(C - 'a' + 'A');
  if (Prefix.empty()) {
    OS << "#ifdef GET_INTRINSIC_ENUM_VALUES\n";
  } else {
    OS << "#ifndef LLVM_IR_INTRINSIC_" << Upper << "_ENUMS_H\n"
       << "#define LLVM_IR_INTRINSIC_" << Upper << "_ENUMS_H\n"
       << "namespace llvm::Intrinsic {\n"
       << "enum " << Upper << "Intrinsics : unsigned {\n";
  }

  OS << "// Enum values for intrinsics.\n";
  const SourceMgr *SM = Records.getSourceMgr();
  std::span<const CodeGenIntrinsic> Members = Ints[*Set];
  for (size_t I = 0; I != Members.size(); ++I) {
    const CodeGenIntrinsic &Int = Members[I];
    OS << "    " << Int.EnumName;
    // Only the first enumerator has a value: the IDs of all targets are
    // distinct.
    if (I == 0)
      OS << " = " << (Set->Offset + 1);
    // The comments line up at column 46 (unless the name is too long).
    OS << ", ";
    OS.indent(unsigned(40 - std::min<size_t>(Int.EnumName.size(), 40)));
    OS << " // " << Int.Name;
    printDefLocation(OS, SM, Int.TheDef);
    OS << '\n';
  }

  if (Prefix.empty())
    OS << "    num_intrinsics = " << (Ints.size() + 1) << "\n#endif\n\n";
  else
    OS << "}; // enum\n} // namespace llvm::Intrinsic\n#endif\n\n";
}

void emitArgKind(const RecordKeeper &Records, OStream &OS) {
  OS << "// llvm::Intrinsic::IITDescriptor::ArgKind.\n"
        "#ifdef GET_INTRINSIC_ARGKIND\n";
  if (const Record *ArgKind = Records.getDef("ArgKind")) {
    for (const RecordVal &RV : ArgKind->getValues()) {
      OS << "    AK_" << RV.getName() << " = ";
      RV.getValue()->print(OS);
      OS << ",\n";
    }
  } else {
    OS << "#error \"ArgKind is not defined\"\n";
  }
  OS << "#endif\n\n";
}

void runIntrinsicEnums(const RecordKeeper &Records, OStream &OS, const BackendContext &Ctx) {
  emitSourceFileHeader("Intrinsic Function Source Fragment", OS);
  CodeGenIntrinsicTable Ints(Records);
  std::string Prefix = Ctx.option(PrefixOption, "");
  emitEnumInfo(Ints, Records, Prefix, OS);
  if (Prefix.empty())
    emitArgKind(Records, OS);
}

//===----------------------------------------------------------------------===//
// -gen-intrinsic-impl
//===----------------------------------------------------------------------===//

void emitIITInfo(const RecordKeeper &Records, OStream &OS) {
  OS << "#ifdef GET_INTRINSIC_IITINFO\n";
  std::array<std::string_view, 256> ByNumber{};
  const Record *BaseClass[] = {Records.getClass("IIT_Base")};
  std::vector<const Record *> Bases;
  if (BaseClass[0])
    Bases = std::move(collectDerivedDefinitions(Records, BaseClass)[0]);
  // Numbers are distinct in practice; if not, the last def wins.
  for (const Record *R : Bases) {
    int64_t Number = R->getValueAsInt("Number");
    if (Number >= 0 && Number < int64_t(ByNumber.size()))
      ByNumber[size_t(Number)] = R->getName();
  }
  if (!Bases.empty()) {
    for (size_t I = 0; I != ByNumber.size(); ++I)
      if (!ByNumber[I].empty())
        OS << "  " << ByNumber[I] << " = " << I << ",\n";
  } else {
    OS << "#error \"class IIT_Base is not defined\"\n";
  }
  OS << "#endif\n\n";
}

void emitTargetInfo(const CodeGenIntrinsicTable &Ints, OStream &OS) {
  OS << "// Target mapping.\n"
        "#ifdef GET_INTRINSIC_TARGET_DATA\n"
        "struct IntrinsicTargetInfo {\n"
        "  StringLiteral Name;\n"
        "  size_t Offset;\n"
        "  size_t Count;\n"
        "};\n"
        "static constexpr IntrinsicTargetInfo TargetInfos[] = {\n";
  for (const auto &T : Ints.getTargets())
    OS << "  {\"" << T.Name << "\", " << T.Offset << ", " << T.Count << "},\n";
  OS << "};\n#endif\n\n";
}

void emitNameTable(const CodeGenIntrinsicTable &Ints, OStream &OS) {
  // The name of each ID; ID 0 is the invalid one.
  std::vector<std::string_view> Names{"not_intrinsic"};
  for (const CodeGenIntrinsic &Int : Ints.all())
    Names.push_back(Int.Name);
  StringOffsetTable Table;
  std::vector<unsigned> Offsets(Names.size());
  std::transform(Names.begin(), Names.end(), Offsets.begin(),
                 [&Table](std::string_view N) { return Table.add(N); });

  OS << "// Intrinsic ID to name table.\n"
        "#ifdef GET_INTRINSIC_NAME_TABLE\n"
        "// Note that entry #0 is the invalid intrinsic!\n\n";
  Table.emitStringTableDef(OS, "IntrinsicNameTable");
  OS << "\nstatic constexpr unsigned IntrinsicNameOffsetTable[] = {\n";
  for (size_t Id = 0; Id != Names.size(); ++Id)
    OS << "  " << Offsets[Id] << ", // " << Names[Id] << '\n';
  OS << "\n}; // IntrinsicNameOffsetTable\n\n#endif\n\n";
}

/// The body of a bitset with one bit per intrinsic ID (bit 0 of byte 0 is
/// the invalid ID 0), in the format of the overload and pretty-print tables.
template <typename PredFn>
void emitIDBitset(const CodeGenIntrinsicTable &Ints, OStream &OS, PredFn Pred) {
  OS << "  0\n  ";
  for (size_t I = 0; I != Ints.size(); ++I) {
    size_t Idx = I + 1;
    if (Idx % 8 == 0)
      OS << ",\n  0";
    if (Pred(Ints[I]))
      OS << " | (1<<" << (Idx % 8) << ')';
  }
  OS << "\n};\n\n";
}

void emitOverloadTable(const CodeGenIntrinsicTable &Ints, OStream &OS) {
  OS << "// Intrinsic ID to overload bitset.\n"
        "#ifdef GET_INTRINSIC_OVERLOAD_TABLE\n"
        "static constexpr uint8_t OTable[] = {\n";
  emitIDBitset(Ints, OS, [](const CodeGenIntrinsic &Int) { return Int.has(IntrinsicFlag::Overloaded); });
  OS << "return (OTable[id/8] & (1 << (id%8))) != 0;\n"
        "#endif // GET_INTRINSIC_OVERLOAD_TABLE\n\n";
}

/// Packs a type signature into a fixed-encoding word: up to 8 nibbles, the
/// first element in the lowest. Fails when an element does not fit.
std::optional<uint32_t> encodePacked(std::span<const unsigned char> Sig) {
  const bool Fits = Sig.size() <= 8 && std::all_of(Sig.begin(), Sig.end(),
                                                   [](unsigned char C) { return C < 16; });
  if (!Fits)
    return std::nullopt;
  uint32_t Word = 0;
  for (size_t Nibble = 0; Nibble != Sig.size(); ++Nibble)
    Word |= uint32_t(Sig[Nibble]) << (4 * Nibble);
  return Word;
}

void emitGenerator(const CodeGenIntrinsicTable &Ints, OStream &OS) {
  // 16-bit entries: a packed signature, or (with the top bit set) an offset
  // into the long encoding table.
  constexpr unsigned Mask = 0x7FFF;
  constexpr unsigned MSBPosition = 15;

  // Type signatures are shared between intrinsics through their TypeInfo
  // record; decode each record once.
  std::vector<unsigned char> Sig;
  std::vector<uint32_t> Fixed(Ints.size());
  std::vector<unsigned> LongIds(Ints.size(), ~0u);
  SequenceTable<unsigned char> LongTable(static_cast<unsigned char>(0));
  std::unordered_map<const Record *, std::pair<uint32_t, unsigned>> ByTypeInfo;
  for (size_t I = 0; I != Ints.size(); ++I) {
    const Record *TypeInfo = Ints[I].TypeInfo;
    auto [It, Inserted] = ByTypeInfo.try_emplace(TypeInfo, 0u, ~0u);
    if (Inserted) {
      Sig.clear();
      for (const Init *V : TypeInfo->getValueAsListInit("TypeSig")->getValues())
        Sig.push_back(static_cast<unsigned char>(cast<IntInit>(V)->getValue()));
      std::optional<uint32_t> Packed = encodePacked(Sig);
      if (Packed && (*Packed & Mask) == *Packed)
        It->second.first = *Packed;
      else
        It->second.second = LongTable.add(Sig);
    }
    Fixed[I] = It->second.first;
    LongIds[I] = It->second.second;
  }
  LongTable.layout();
  for (unsigned Id : LongIds)
    if (Id != ~0u && LongTable.offsetOf(Id) > Mask)
      PrintFatalError("Offset of long encoding table exceeds encoding bits");

  OS << "// Global intrinsic function declaration type table.\n"
        "#ifdef GET_INTRINSIC_GENERATOR_GLOBAL\n"
        "static constexpr uint16_t IIT_Table[] = {\n  ";
  for (size_t I = 0; I != Ints.size(); ++I) {
    if (I % 8 == 7)
      OS << "\n  ";
    if (LongIds[I] != ~0u) {
      OS << "(1U<<" << MSBPosition << ") | " << LongTable.offsetOf(LongIds[I]) << ", ";
    } else {
      OS << "0x";
      OS.writeHex(Fixed[I]);
      OS << ", ";
    }
  }
  OS << "0\n};\n\n";

  OS << "static constexpr unsigned char IIT_LongEncodingTable[] = {\n";
  if (!LongTable.empty())
    LongTable.emit(OS, [](OStream &O, unsigned char C) { O << unsigned(C); });
  OS << "  255\n};\n#endif\n\n";
}

void emitPrettyPrintTables(const CodeGenIntrinsicTable &Ints, OStream &OS) {
  OS << "// Intrinsic ID to pretty print bitset.\n"
        "#ifdef GET_INTRINSIC_PRETTY_PRINT_TABLE\n"
        "static constexpr uint8_t PPTable[] = {\n";
  emitIDBitset(Ints, OS, [](const CodeGenIntrinsic &Int) { return !Int.PrettyArgs.empty(); });
  OS << "return (PPTable[id/8] & (1 << (id%8))) != 0;\n"
        "#endif // GET_INTRINSIC_PRETTY_PRINT_TABLE\n\n";

  OS << "\n#ifdef GET_INTRINSIC_PRETTY_PRINT_ARGUMENTS\n"
        "void Intrinsic::printImmArg(ID IID, unsigned ArgIdx, raw_ostream &OS, "
        "const Constant *ImmArgVal) {\n"
        "  using namespace Intrinsic;\n"
        "  switch (IID) {\n";
  for (const CodeGenIntrinsic &Int : Ints.all()) {
    if (Int.PrettyArgs.empty())
      continue;
    OS << "  case " << Int.EnumName << ":\n    switch (ArgIdx) {\n";
    for (const ArgPrettyInfo &Arg : Int.PrettyArgs) {
      OS << "    case " << Arg.ArgIdx << ":\n      OS << \"" << Arg.Name << "=\";\n";
      if (!Arg.Printer.empty()) {
        OS << "      ";
        if (!Int.TargetPrefix.empty())
          OS << Int.TargetPrefix << "::";
        OS << Arg.Printer << "(OS, ImmArgVal);\n";
      }
      OS << "      return;\n";
    }
    OS << "    }\n    break;\n";
  }
  OS << "  default:\n"
        "    break;\n"
        "  }\n"
        "}\n"
        "#endif // GET_INTRINSIC_PRETTY_PRINT_ARGUMENTS\n";
}

/// The two builtin maps: the compiler's name as the generated code spells
/// it, and the intrinsic field with its builtin names.
struct BuiltinFlavor {
  std::string_view Compiler, Guard;
  std::string_view CodeGenIntrinsic::*Field;
};
constexpr BuiltinFlavor ClangBuiltins{"Clang", "CLANG", &CodeGenIntrinsic::ClangBuiltinName};
constexpr BuiltinFlavor MSBuiltins{"MS", "MS", &CodeGenIntrinsic::MSBuiltinName};

/// The length of the longest common prefix of A and B.
size_t sharedPrefix(std::string_view A, std::string_view B) {
  return size_t(std::mismatch(A.begin(), A.begin() + std::ptrdiff_t(std::min(A.size(), B.size())),
                              B.begin())
                     .first -
                 A.begin());
}

/// getIntrinsicForClangBuiltin or getIntrinsicForMSBuiltin: per target
/// prefix, a sorted table of builtin names (less their common prefix).
void emitBuiltinMap(const CodeGenIntrinsicTable &Ints, const BuiltinFlavor &Flavor,
                    OStream &OS) {
  const std::string_view CompilerName = Flavor.Compiler, UpperCompilerName = Flavor.Guard;
  // Target prefix -> builtin -> enumerator; sorted at both levels, as the
  // generated code binary-searches.
  std::map<std::string_view, std::map<std::string_view, std::string_view>> ByTarget;
  for (const CodeGenIntrinsic &Int : Ints.all()) {
    std::string_view Builtin = Int.*Flavor.Field;
    if (!Builtin.empty() && !ByTarget[Int.TargetPrefix].emplace(Builtin, Int.EnumName).second)
      PrintFatalError(Int.TheDef->getLocs(), "Intrinsic '" + std::string(Int.TheDef->getName()) +
                                                 "': duplicate " + std::string(CompilerName) +
                                                 " builtin name!");
  }
  // What all builtins of a target start with: for sorted names, what the
  // first and the last share.
  std::map<std::string_view, size_t> Common;
  StringOffsetTable Table;
  for (const auto &[Target, Names] : ByTarget) {
    size_t Shared = sharedPrefix(Names.begin()->first, Names.rbegin()->first);
    Common[Target] = Shared;
    for (const auto &Entry : Names)
      Table.add(Entry.first.substr(Shared));
  }

  OS << "\n// Get the LLVM intrinsic that corresponds to a builtin. This is used by the\n"
        "// C front-end. The builtin name is passed in as BuiltinName, and a target\n"
        "// prefix (e.g. 'ppc') is passed in as TargetPrefix.\n"
        "#ifdef GET_LLVM_INTRINSIC_FOR_"
     << UpperCompilerName << "_BUILTIN\n"
     << "Intrinsic::ID\n"
        "Intrinsic::getIntrinsicFor"
     << CompilerName
     << "Builtin(StringRef TargetPrefix, \n"
        "                                      StringRef BuiltinName) {\n"
        "  using namespace Intrinsic;\n";

  if (ByTarget.empty()) {
    OS << "\n  return not_intrinsic;\n  }\n#endif  // GET_LLVM_INTRINSIC_FOR_" << UpperCompilerName
       << "_BUILTIN\n";
    return;
  }

  Table.emitStringTableDef(OS, "BuiltinNames");
  OS << "\n"
        "  struct BuiltinEntry {\n"
        "    ID IntrinsicID;\n"
        "    unsigned StrTabOffset;\n"
        "    const char *getName() const { return BuiltinNames[StrTabOffset].data(); }\n"
        "    bool operator<(StringRef RHS) const {\n"
        "      return strncmp(getName(), RHS.data(), RHS.size()) < 0;\n"
        "    }\n"
        "  };\n"
        "\n";

  for (const auto &[Target, Names] : ByTarget) {
    if (Target.empty())
      OS << "  // Target independent builtins.\n";
    else
      OS << "  // Builtins for " << Target << ".\n";
    OS << "  static constexpr BuiltinEntry " << Target << "Names[] = {\n";
    for (const auto &[Builtin, Enum] : Names)
      OS << "    {" << Enum << ", " << Table.get(Builtin.substr(Common[Target])) << "}, // "
         << Builtin << '\n';
    OS << "  }; // " << Target << "Names\n\n";
  }

  OS << "\n"
        "  struct TargetEntry {\n"
        "    StringLiteral TargetPrefix;\n"
        "    ArrayRef<BuiltinEntry> Names;\n"
        "    StringLiteral CommonPrefix;\n"
        "    bool operator<(StringRef RHS) const {\n"
        "      return TargetPrefix < RHS;\n"
        "    };\n"
        "  };\n"
        "  static constexpr TargetEntry TargetTable[] = {\n";
  for (const auto &[Target, Names] : ByTarget)
    if (!Target.empty())
      OS << "    {\"" << Target << "\", " << Target << "Names, \""
         << Names.begin()->first.substr(0, Common[Target]) << "\"},\n";
  OS << "  };\n";

  if (auto Independent = ByTarget.find(""); Independent != ByTarget.end())
    OS << "\n"
          "  // Check if it's a target independent builtin.\n"
          "  // Copy the builtin name so we can use it in consume_front without clobbering\n"
          "  // if for the lookup in the target specific table.\n"
          "  StringRef Suffix = BuiltinName;\n"
          "  if (Suffix.consume_front(\""
       << Independent->second.begin()->first.substr(0, Common[""])
       << "\")) {\n"
          "    auto II = lower_bound(Names, Suffix);\n"
          "    if (II != std::end(Names) && II->getName() == Suffix)\n"
          "      return II->IntrinsicID;\n"
          "  }\n";

  OS << "\n"
        "  auto TI = lower_bound(TargetTable, TargetPrefix);\n"
        "  if (TI == std::end(TargetTable) || TI->TargetPrefix != TargetPrefix)\n"
        "    return not_intrinsic;\n"
        "  // This is the last use of BuiltinName, so no need to copy before using it in\n"
        "  // consume_front.\n"
        "  if (!BuiltinName.consume_front(TI->CommonPrefix))\n"
        "    return not_intrinsic;\n"
        "  auto II = lower_bound(TI->Names, BuiltinName);\n"
        "  if (II == std::end(TI->Names) || II->getName() != BuiltinName)\n"
        "    return not_intrinsic;\n"
        "  return II->IntrinsicID;\n"
        "}\n"
        "#endif // GET_LLVM_INTRINSIC_FOR_"
     << UpperCompilerName << "_BUILTIN\n\n";
}

void runIntrinsicImpl(const RecordKeeper &Records, OStream &OS) {
  emitSourceFileHeader("Intrinsic Function Source Fragment", OS);
  CodeGenIntrinsicTable Ints(Records);
  OS.reserve(256 * Ints.size() + 4096);
  emitIITInfo(Records, OS);
  emitTargetInfo(Ints, OS);
  emitNameTable(Ints, OS);
  emitOverloadTable(Ints, OS);
  emitGenerator(Ints, OS);
  emitAttributes(Ints, OS);
  emitPrettyPrintTables(Ints, OS);
  emitBuiltinMap(Ints, ClangBuiltins, OS);
  emitBuiltinMap(Ints, MSBuiltins, OS);
}

} // namespace

TBLGEN_REGISTER_BACKEND(IntrinsicEnums, "gen-intrinsic-enums", "Generate intrinsic enums",
                        runIntrinsicEnums);
TBLGEN_REGISTER_BACKEND(IntrinsicImpl, "gen-intrinsic-impl",
                        "Generate intrinsic implementation code", runIntrinsicImpl);
TBLGEN_REGISTER_BACKEND_OPTION(IntrinsicPrefix, PrefixOption,
                               "Generate intrinsics with this target prefix",
                               "gen-intrinsic-enums", "target prefix");

} // namespace tblgen::intrinsics
