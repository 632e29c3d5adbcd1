//===- DiagGroups.cpp - -gen-clang-diag-groups ----------------------------===//
//
// The group tables (DiagnosticGroups.inc): the diagnostics and subgroups of
// every -W flag packed into two -1-terminated arrays, the flag names in a
// string table, one DIAG_ENTRY per flag (in name order: the group index of
// the DIAG tables) and the category names.
//
//===----------------------------------------------------------------------===//

#include "DiagModel.h"

#include "backends/common/SequenceTables.h"
#include "tblgen/Backend.h"
#include "tblgen/Error.h"
#include "tblgen/Record.h"

namespace tblgen::clangdiag {

namespace {

bool isAlnum(char C) {
  return (C >= 'a' && C <= 'z') || (C >= 'A' && C <= 'Z') || (C >= '0' && C <= '9');
}

/// One flag's slice of the two arrays: the diagnostics and the subgroups
/// it lists, -Wpedantic's inferred members included.
struct FlagMembers {
  std::vector<uint32_t> Diags;    ///< Diag indices
  std::vector<uint32_t> SubFlags; ///< Flag indices
};

class GroupTables {
public:
  GroupTables(const RecordKeeper &Records)
      : Model(Records, DiagModel::NeedGroups | DiagModel::NeedCategories |
                           DiagModel::NeedPedantic) {}

  void run(OStream &OS) {
    collectMembers();
    for (const Flag &F : Model.flags())
      Names.add(F.Name);
    OS << "\n#ifdef GET_DIAG_ARRAYS\n";
    emitDiagArrays(OS);
    emitSubGroupArrays(OS);
    Names.emitStringTableDef(OS, "DiagGroupNames");
    OS << "\n#endif // GET_DIAG_ARRAYS\n\n";
    emitEntries(OS);
    emitCategories(OS);
  }

private:
  DiagModel Model;
  std::vector<FlagMembers> Members;
  tables::StringOffsetTable Names;

  void collectMembers() {
    const std::vector<Flag> &Flags = Model.flags();
    Members.resize(Flags.size());
    for (size_t I = 0; I < Flags.size(); ++I) {
      Members[I].Diags = Flags[I].Diags;
      Members[I].SubFlags = Flags[I].SubFlags;
    }
    int32_t Pedantic = Model.findFlag("pedantic");
    if (Pedantic == None)
      return;
    FlagMembers &P = Members[size_t(Pedantic)];
    P.Diags.insert(P.Diags.end(), Model.pedanticDiags().begin(), Model.pedanticDiags().end());
    for (uint32_t G : Model.pedanticGroups())
      P.SubFlags.push_back(Model.groupDefs()[G].Flag);
  }

  // Each array starts with an empty list (-1); each flag's non-empty list
  // follows, commented with the flag's number.

  void emitDiagArrays(OStream &OS) {
    OS << "static const int16_t DiagArrays[] = {\n  /* Empty */ -1,\n";
    for (size_t I = 0; I < Members.size(); ++I) {
      if (Members[I].Diags.empty())
        continue;
      OS << "  /* DiagArray" << I << " */ ";
      for (uint32_t D : Members[I].Diags)
        OS << "diag::" << Model.diags()[D].Name << ", ";
      OS << "-1,\n";
    }
    OS << "};\n\n";
  }

  void emitSubGroupArrays(OStream &OS) {
    OS << "static const int16_t DiagSubGroups[] = {\n  /* Empty */ -1,\n";
    for (size_t I = 0; I < Members.size(); ++I) {
      if (Members[I].SubFlags.empty())
        continue;
      OS << "  /* DiagSubGroup" << I << " */ ";
      for (uint32_t F : Members[I].SubFlags)
        OS << F << ", ";
      OS << "-1,\n";
    }
    OS << "};\n\n";
  }

  void emitEntries(OStream &OS) {
    OS << "\n#ifdef DIAG_ENTRY\n";
    size_t NextDiags = 1, NextSubGroups = 1;
    const std::vector<Flag> &Flags = Model.flags();
    for (size_t I = 0; I < Flags.size(); ++I) {
      const Flag &F = Flags[I];
      const GroupDef &Last = Model.groupDefs()[F.Defs.back()];
      OS << "DIAG_ENTRY(" << Last.R->getName() << " /* ";
      if (F.Name.find_first_not_of("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
                                   "0123456789!@#$%^*-+=:?") != std::string_view::npos)
        PrintFatalError("Invalid character in diagnostic group '" + std::string(F.Name) + "'");
      OS << F.Name << " */, " << Names.get(F.Name) << ", ";
      const FlagMembers &M = Members[I];
      if (M.Diags.empty()) {
        OS << "0, ";
      } else {
        OS << "/* DiagArray" << I << " */ " << NextDiags << ", ";
        NextDiags += M.Diags.size() + 1;
      }
      if (M.SubFlags.empty()) {
        OS << "0, ";
      } else {
        OS << "/* DiagSubGroup" << I << " */ " << NextSubGroups << ", ";
        NextSubGroups += M.SubFlags.size() + 1;
      }
      OS << "R\"(" << trimmed(documentation(Last.R)) << ")\")\n";
    }
    OS << "#endif // DIAG_ENTRY\n\n";
  }

  static std::string documentation(const Record *R) {
    const RecordVal *V = R->getValue("Documentation");
    return V ? V->getValue()->getAsUnquotedString() : std::string();
  }

  static std::string_view trimmed(std::string_view S) {
    constexpr std::string_view Blank = " \t\n\v\f\r";
    size_t B = S.find_first_not_of(Blank);
    if (B == std::string_view::npos)
      return {};
    return S.substr(B, S.find_last_not_of(Blank) - B + 1);
  }

  void emitCategories(OStream &OS) {
    OS << "\n#ifdef GET_CATEGORY_TABLE\n";
    for (const std::string &C : Model.categories()) {
      OS << "CATEGORY(\"" << C << "\", DiagCat_";
      if (C.empty())
        OS << "None";
      for (char Ch : C)
        OS << (isAlnum(Ch) ? Ch : '_');
      OS << ")\n";
    }
    OS << "#endif // GET_CATEGORY_TABLE\n\n";
  }
};

void emitDiagGroups(const RecordKeeper &Records, OStream &OS) { GroupTables(Records).run(OS); }

} // namespace

TBLGEN_REGISTER_TOOL_BACKEND(ClangDiagGroups, TM_Clang, "gen-clang-diag-groups",
                             "Generate Clang diagnostic groups", emitDiagGroups, BT_None);

} // namespace tblgen::clangdiag
