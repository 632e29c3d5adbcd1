//===- DiagTables.cpp - The per-component diagnostic tables ---------------===//
//
// clang-tblgen's backends for the files each diagnostic component includes:
//
//   -gen-clang-diags-defs        DIAG(...) per diagnostic (DiagnosticXKinds.inc)
//   -gen-clang-diags-enums       the enumerations of %enum_select
//   -gen-clang-diags-compat-ids  the C++ compatibility diagnostic pairs
//   -gen-clang-diags-iface       the component's header body
//   -gen-clang-diags-index-name  every diagnostic's name, sorted
//
// The first four take -clang-component=X and keep to X's diagnostics.
//
//===----------------------------------------------------------------------===//

#include "DiagFields.h"
#include "DiagModel.h"
#include "DiagText.h"
#include "Wording.h"

#include "backends/common/SequenceTables.h"
#include "backends/common/LLVMCompat.h"
#include "tblgen/Backend.h"
#include "tblgen/Error.h"
#include "tblgen/Record.h"

#include <algorithm>
#include <unordered_map>
#include <unordered_set>

namespace tblgen::clangdiag {

namespace {

TBLGEN_REGISTER_BACKEND_OPTION(ClangComponent, "clang-component",
                               "Only use warnings from specified component", "", "component",
                               false, TM_Clang, /*Hidden=*/true);

std::string componentOption(const BackendContext &Ctx) {
  return Ctx.option("clang-component", "");
}

//===----------------------------------------------------------------------===//
// -gen-clang-diags-defs
//===----------------------------------------------------------------------===//

void emitDefs(const RecordKeeper &Records, OStream &OS, const BackendContext &Ctx) {
  const std::string Component = componentOption(Ctx);
  if (!Component.empty()) {
    const std::string U = compat::upper(Component);
    OS << "#ifdef " << U << "START\n__" << U << "START = DIAG_START_" << U << ",\n#undef " << U
       << "START\n#endif\n\n";
  }
  TextPool Texts(Records);
  DiagModel Model(Records, DiagModel::NeedGroups | DiagModel::NeedCategories |
                               DiagModel::NeedPedantic);
  const std::vector<Diag> &Diags = Model.diags();
  const int32_t Pedantic = Model.findFlag("pedantic");
  // The fields only the component's diagnostics need, read as printed.
  FieldReader SFINAE("SFINAE"), NoWerror("WarningNoWerror"),
      InSystemHeader("ShowInSystemHeader"), InSystemMacro("ShowInSystemMacro"),
      Deferrable("Deferrable");
  std::string Text;
  const TextPool::Mark Parsed = Texts.mark();
  for (uint32_t I = 0; I < Diags.size(); ++I) {
    const Diag &D = Diags[I];
    const GroupDef *Group = D.Group == None ? nullptr : &Model.groupDefs()[size_t(D.Group)];
    if (D.Kind == DiagKind::Error && Group)
      PrintFatalError(D.R, "Error " + std::string(D.Name) + " cannot be in a warning group [" +
                               std::string(Group->Name) + "]");
    if (D.Kind == DiagKind::Remark && !Group)
      PrintFatalError(D.R, "Error " + std::string(D.Name) + " not in any diagnostic group");
    if (!DiagModel::inComponent(D, Component))
      continue;
    checkWording(D);

    // A text without directives is one literal, printed as written.
    std::string_view Flat = D.Summary;
    if (Flat.find('%') != std::string_view::npos) {
      Text.clear();
      Texts.printFlat(Texts.parse(D.Summary, D.R), D.R, Text);
      Texts.rewind(Parsed);
      Flat = Text;
    }
    OS << "DIAG(" << D.Name << ", " << D.ClassName << ", (unsigned)diag::Severity::" << Model.severity(D)
       << ", \"";
    tables::writeEscaped(OS, Flat);
    // The group is an index into the name-sorted group table; an extension
    // in no group that -Wpedantic controls is in that group.
    int64_t GroupIndex = 0;
    if (Group) {
      GroupIndex = Group->Flag;
    } else if (Model.isPedantic(I)) {
      // clang-tblgen prints whatever lies past the end of its group table
      // here (docs/known-differences.md).
      if (Pedantic == None)
        PrintFatalError(D.R, "diagnostic '" + std::string(D.Name) +
                                 "' belongs to -Wpedantic, which no DiagGroup defines");
      GroupIndex = Pedantic;
    }
    OS << "\", " << GroupIndex << ", " << SFINAE.def(D.R)->getName();
    for (FieldReader *Bit : {&NoWerror, &InSystemHeader, &InSystemMacro, &Deferrable})
      OS << (Bit->bit(D.R) ? ", true" : ", false");
    OS << ", " << D.Category << ")\n";
  }
}

//===----------------------------------------------------------------------===//
// -gen-clang-diags-enums
//===----------------------------------------------------------------------===//

/// Prints the %enum_select enumerations of the diagnostics' texts,
/// substitutions expanded, each enumeration before those inside it.
class EnumPrinter {
public:
  EnumPrinter(const TextPool &Texts, OStream &OS) : Texts(Texts), OS(OS) {}

  void print(const Diag &D, uint32_t Root) {
    Owner = D.R;
    walk(Root, ArgMap{});
  }

private:
  const TextPool &Texts;
  OStream &OS;
  const Record *Owner = nullptr;
  /// Enumeration names printed so far, with the diagnostic naming them.
  std::unordered_map<std::string_view, const Record *> Enumerations;

  void walk(uint32_t Id, const ArgMap &Map) {
    const TextNode &N = Texts.node(Id);
    if (N.Kind == NodeKind::Sub) {
      std::vector<int32_t> Inner;
      Texts.mapInto(N, Map, Owner, Inner);
      walk(Texts.substitution(N), ArgMap{Inner, false});
      return;
    }
    if (N.Kind == NodeKind::Choice && N.Mod == Modifier::EnumSelect && !N.Text.empty())
      printEnumeration(N);
    if (N.Kind == NodeKind::Seq || N.Kind == NodeKind::Choice || N.Kind == NodeKind::Diff)
      for (uint32_t K : Texts.kids(N))
        walk(K, Map);
  }

  void printEnumeration(const TextNode &N) {
    auto [It, New] = Enumerations.try_emplace(N.Text, Owner);
    if (!New) {
      PrintError(Owner, "Duplicate enumeration name '" + std::string(N.Text) + "'");
      PrintNote(It->second, "Previous diagnostic is here");
    }
    OS << "DIAG_ENUM(" << N.Text << ")\n";
    std::unordered_set<std::string_view> Seen;
    for (size_t I = 0; I < N.Count; ++I) {
      std::string_view Enumerator = Texts.label(N, I);
      if (Enumerator.empty())
        continue;
      if (!Seen.insert(Enumerator).second)
        PrintError(Owner, "Duplicate enumerator name '" + std::string(Enumerator) + "'");
      OS << "DIAG_ENUM_ITEM(" << I << ", " << Enumerator << ")\n";
    }
    OS << "DIAG_ENUM_END()\n";
  }
};

void emitEnums(const RecordKeeper &Records, OStream &OS, const BackendContext &Ctx) {
  const std::string Component = componentOption(Ctx);
  TextPool Texts(Records);
  DiagModel Model(Records, 0);
  EnumPrinter Printer(Texts, OS);
  // A text without directives names no enumeration.
  const TextPool::Mark Parsed = Texts.mark();
  for (const Diag &D : Model.diags())
    if (DiagModel::inComponent(D, Component) && D.Summary.find('%') != std::string_view::npos) {
      Printer.print(D, Texts.parse(D.Summary, D.R));
      Texts.rewind(Parsed);
    }
}

//===----------------------------------------------------------------------===//
// -gen-clang-diags-compat-ids
//===----------------------------------------------------------------------===//

/// Every CompatWarningId is numbered, in record order; a component's file
/// lists its own, each run of one component between BEGIN and END.
void emitCompatIds(const RecordKeeper &Records, OStream &OS, const BackendContext &Ctx) {
  const std::string Component = componentOption(Ctx);
  std::string_view Open; // the component of the run being printed
  size_t Number = 0;
  for (const Record *R : Records.getAllDerivedDefinitions("CompatWarningId")) {
    const size_t Id = Number++;
    std::string_view Of = textField(R, "Component");
    if (!Component.empty() && Of != Component)
      continue;
    if (Of != Open) {
      if (!Open.empty())
        OS << "DIAG_COMPAT_IDS_END()\n";
      OS << "DIAG_COMPAT_IDS_BEGIN()\n";
      Open = Of;
    }
    OS << "DIAG_COMPAT_ID(" << Id << ',' << textField(R, "Name") << ','
       << R->getValueAsInt("Std") << ',' << textField(R, "Diag") << ','
       << textField(R, "DiagPre") << ")\n";
  }
  if (!Open.empty())
    OS << "DIAG_COMPAT_IDS_END()\n";
}

//===----------------------------------------------------------------------===//
// -gen-clang-diags-iface
//===----------------------------------------------------------------------===//

void emitInterface(const RecordKeeper &, OStream &OS, const BackendContext &Ctx) {
  const std::string Component = componentOption(Ctx);
  if (Component.empty())
    PrintFatalError("'-gen-clang-diags-iface' requires a component name");
  const std::string U = compat::upper(Component);
  OS << "\nnamespace clang {\n"
        "namespace diag {\n"
        "enum {\n"
        "#define DIAG(ENUM, FLAGS, DEFAULT_MAPPING, DESC, GROUP, SFINAE, NOWERROR,      \\\n"
        "             SHOWINSYSHEADER, SHOWINSYSMACRO, DEFERRABLE, CATEGORY)            \\\n"
        "  ENUM,\n"
        "#define "
     << U << "START\n#include \"clang/Basic/Diagnostic" << Component
     << "Kinds.inc\"\n"
        "#undef DIAG\n"
        "  NUM_BUILTIN_"
     << U
     << "_DIAGNOSTICS\n"
        "};\n"
        "\n"
        "#define DIAG_ENUM(ENUM_NAME)                                                   \\\n"
        "  namespace ENUM_NAME {                                                        \\\n"
        "  enum {\n"
        "#define DIAG_ENUM_ITEM(IDX, NAME) NAME = IDX,\n"
        "#define DIAG_ENUM_END()                                                        \\\n"
        "  }                                                                            \\\n"
        "  ;                                                                            \\\n"
        "  }\n"
        "#include \"clang/Basic/Diagnostic"
     << Component
     << "Enums.inc\"\n"
        "#undef DIAG_ENUM_END\n"
        "#undef DIAG_ENUM_ITEM\n"
        "#undef DIAG_ENUM\n"
        "} // end namespace diag\n"
        "\n"
        "namespace diag_compat {\n"
        "#define DIAG_COMPAT_IDS_BEGIN() enum {\n"
        "#define DIAG_COMPAT_IDS_END()                                                  \\\n"
        "  }                                                                            \\\n"
        "  ;\n"
        "#define DIAG_COMPAT_ID(IDX, NAME, ...) NAME = IDX,\n"
        "#include \"clang/Basic/Diagnostic"
     << Component
     << "CompatIDs.inc\"\n"
        "#undef DIAG_COMPAT_ID\n"
        "#undef DIAG_COMPAT_IDS_BEGIN\n"
        "#undef DIAG_COMPAT_IDS_END\n"
        "} // end namespace diag_compat\n"
        "} // end namespace clang\n";
}

//===----------------------------------------------------------------------===//
// -gen-clang-diags-index-name
//===----------------------------------------------------------------------===//

void emitIndexName(const RecordKeeper &Records, OStream &OS) {
  const auto &All = Records.getAllDerivedDefinitions("Diagnostic");
  std::vector<std::string_view> Names;
  Names.reserve(All.size());
  for (const Record *R : All)
    Names.push_back(R->getName());
  std::sort(Names.begin(), Names.end());
  for (std::string_view N : Names)
    OS << "DIAG_NAME_INDEX(" << N << ")\n";
}

} // namespace

TBLGEN_REGISTER_TOOL_BACKEND(ClangDiagsDefs, TM_Clang, "gen-clang-diags-defs",
                             "Generate Clang diagnostics definitions", emitDefs, BT_None);
TBLGEN_REGISTER_TOOL_BACKEND(ClangDiagsEnums, TM_Clang, "gen-clang-diags-enums",
                             "Generate Clang diagnostic enums for selects", emitEnums, BT_None);
TBLGEN_REGISTER_TOOL_BACKEND(ClangDiagsCompatIds, TM_Clang, "gen-clang-diags-compat-ids",
                             "Generate Clang diagnostic compatibility ids", emitCompatIds,
                             BT_None);
TBLGEN_REGISTER_TOOL_BACKEND(ClangDiagsIface, TM_Clang, "gen-clang-diags-iface",
                             "Generate Clang diagnostic interface headers", emitInterface,
                             BT_None);
TBLGEN_REGISTER_TOOL_BACKEND(ClangDiagsIndexName, TM_Clang, "gen-clang-diags-index-name",
                             "Generate Clang diagnostic name index", emitIndexName, BT_None);

} // namespace tblgen::clangdiag
