//===- DiagDocs.cpp - -gen-diag-docs --------------------------------------===//
//
// The reStructuredText reference of the diagnostic flags
// (DiagnosticsReference.rst): the GlobalDocumentation introduction, then per
// DiagGroup record, by flag name, its heading (-Wname or, for remarks,
// -Rname), whether it is on by default, the flags it controls, the text of
// each of its diagnostics and its documentation.
//
//===----------------------------------------------------------------------===//

#include "DiagFields.h"
#include "DiagModel.h"
#include "DiagText.h"
#include "DocTable.h"

#include "tblgen/Backend.h"
#include "tblgen/Error.h"
#include "tblgen/Record.h"

#include <algorithm>
#include <set>
#include <tuple>

namespace tblgen::clangdiag {

namespace {

class DiagDocs {
public:
  DiagDocs(const RecordKeeper &Records, const Record *Global)
      : Records(Records), Global(Global), Texts(Records),
        Model(Records, DiagModel::NeedGroups | DiagModel::NeedPedantic), Table(Texts) {}

  void run(OStream &OS) {
    OS << textField(Global, "Intro") << '\n';
    collectMembers();
    std::vector<uint32_t> Order(Model.groupDefs().size());
    for (uint32_t I = 0; I < Order.size(); ++I)
      Order[I] = I;
    std::stable_sort(Order.begin(), Order.end(), [&](uint32_t A, uint32_t B) {
      return Model.groupDefs()[A].Name < Model.groupDefs()[B].Name;
    });
    for (uint32_t G : Order)
      emitGroup(OS, Model.groupDefs()[G]);
  }

private:
  const RecordKeeper &Records;
  const Record *Global;
  TextPool Texts;
  DiagModel Model;
  DocTable Table;
  /// Per flag: its diagnostics and its subgroups' names, -Wpedantic's
  /// inferred members added (in source order).
  std::vector<std::vector<uint32_t>> Diags;
  std::vector<std::vector<std::string_view>> SubNames;
  /// The flags being visited (forEachDiagBelow).
  std::vector<bool> OnPath;

  /// Where a record's definition lies, ordered as clang-tblgen orders
  /// -Wpedantic's inferred members: by the address of the definition's
  /// text in its memory. Files under 16 KiB (and those of a whole number
  /// of pages) are read into the heap, one after the other; larger ones are
  /// mapped, each below the one mapped before.
  std::tuple<bool, int64_t, uint32_t> placeOf(const Record *R) const {
    SrcLoc Loc = R->getLocs().front();
    const SourceMgr *SM = Records.getSourceMgr();
    int Buf = SM ? SM->findBuffer(Loc) : -1;
    if (Buf < 0)
      return {false, 0, Loc.Raw};
    const SourceMgr::Buffer &B = SM->buffer(unsigned(Buf));
    constexpr size_t Page = 4096;
    const bool Mapped = B.size() >= 4 * Page && B.size() % Page != 0;
    return {Mapped, Mapped ? -int64_t(Buf) : int64_t(Buf), Loc.Raw - B.Base};
  }

  void collectMembers() {
    const std::vector<Flag> &Flags = Model.flags();
    Diags.resize(Flags.size());
    SubNames.resize(Flags.size());
    for (size_t I = 0; I < Flags.size(); ++I) {
      Diags[I] = Flags[I].Diags;
      for (uint32_t S : Flags[I].SubFlags)
        SubNames[I].push_back(Flags[S].Name);
    }
    int32_t Pedantic = Model.findFlag("pedantic");
    if (Pedantic == None)
      return;
    auto bySource = [&](const Record *A, const Record *B) {
      return placeOf(A) < placeOf(B);
    };
    std::vector<uint32_t> PD = Model.pedanticDiags();
    std::sort(PD.begin(), PD.end(), [&](uint32_t A, uint32_t B) {
      return bySource(Model.diags()[A].R, Model.diags()[B].R);
    });
    std::vector<uint32_t> PG = Model.pedanticGroups();
    std::sort(PG.begin(), PG.end(), [&](uint32_t A, uint32_t B) {
      return bySource(Model.groupDefs()[A].R, Model.groupDefs()[B].R);
    });
    Diags[size_t(Pedantic)].insert(Diags[size_t(Pedantic)].end(), PD.begin(), PD.end());
    for (uint32_t G : PG)
      SubNames[size_t(Pedantic)].push_back(Model.groupDefs()[G].Name);
  }

  /// Calls Visit on every diagnostic of G's flag and of the flags below
  /// it. A flag below itself (two group names listing each other, possible
  /// since a name may be defined twice) is a fatal error at G, where
  /// clang-tblgen recurses until it crashes.
  template <typename Fn> void forEachDiagBelow(const GroupDef &G, Fn &Visit) {
    OnPath.assign(Diags.size(), false);
    visitBelow(G, G.Flag, Visit);
  }
  template <typename Fn> void visitBelow(const GroupDef &G, uint32_t F, Fn &Visit) {
    if (OnPath[F])
      PrintFatalError(G.R, "diagnostic group '" + std::string(Model.flags()[F].Name) +
                               "' is its own subgroup");
    OnPath[F] = true;
    for (uint32_t D : Diags[F])
      Visit(Model.diags()[D]);
    for (std::string_view Name : SubNames[F])
      visitBelow(G, uint32_t(Model.findFlag(Name)), Visit);
    OnPath[F] = false;
  }

  bool isRemarkGroup(const GroupDef &G) {
    bool Remarks = false, Others = false;
    auto Visit = [&](const Diag &D) { (D.Kind == DiagKind::Remark ? Remarks : Others) = true; };
    forEachDiagBelow(G, Visit);
    if (Remarks && Others)
      PrintFatalError(G.R, "Diagnostic group contains both remark and non-remark diagnostics");
    return Remarks;
  }

  void emitGroup(OStream &OS, const GroupDef &G) {
    const bool Remark = isRemarkGroup(G);
    const std::string_view Dash = Remark ? "-R" : "-W";
    const uint32_t F = G.Flag;
    std::vector<std::string_view> &Subs = SubNames[F];
    const bool Synonym = Diags[F].empty() && Subs.size() == 1;

    OS << Dash << G.Name << '\n';
    OS.fill(Dash.size() + G.Name.size(), '-');
    OS << '\n';

    if (!Synonym) {
      std::set<std::string_view> Severities;
      auto Visit = [&](const Diag &D) { Severities.insert(Model.severity(D)); };
      forEachDiagBelow(G, Visit);
      if (!Severities.empty() && !Severities.count("Ignored")) {
        if (Severities.count("Warning") || Severities.count("Remark"))
          OS << "This diagnostic is enabled by default.\n\n";
        else
          OS << "This diagnostic is an error by default, but the flag ``-Wno-" << G.Name
             << "`` can be used to disable the error.\n\n";
      } else if (Severities.size() > 1) {
        OS << "Some of the diagnostics controlled by this flag are enabled by default.\n\n";
      }
    }

    if (!Subs.empty()) {
      OS << (Synonym ? "Synonym for " : Diags[F].empty() ? "Controls " : "Also controls ");
      std::sort(Subs.begin(), Subs.end());
      for (size_t I = 0; I < Subs.size(); ++I)
        OS << (I ? ", `" : "`") << Dash << Subs[I] << "`_";
      OS << ".\n\n";
    }

    if (!Diags[F].empty()) {
      OS << "**Diagnostic text:**\n\n";
      for (uint32_t I : Diags[F])
        emitText(OS, Model.diags()[I], Remark);
    }

    std::string_view Doc = textField(G.R, "Documentation");
    if (!Doc.empty())
      OS << Doc;
    else if (Subs.empty() && Diags[F].empty())
      OS << "This diagnostic flag exists for GCC compatibility, and has no effect in Clang.\n";
    OS << '\n';
  }

  void emitText(OStream &OS, const Diag &D, bool InRemarkGroup) {
    if (D.Summary == "%0") {
      OS << "The text of this diagnostic is not controlled by Clang.\n\n";
      return;
    }
    // The role is the default severity in lower case; an ignored one shows
    // as what turning it on makes it.
    std::string Role(Model.severity(D));
    if (!Role.empty() && Role[0] >= 'A' && Role[0] <= 'Z')
      Role[0] = char(Role[0] - 'A' + 'a');
    if (Role == "ignored")
      Role = InRemarkGroup ? "remark" : "warning";
    const TextPool::Mark Before = Texts.mark();
    for (const std::string &Line : Table.layout(Texts.parse(D.Summary, D.R), D.R, Role))
      OS << Line << '\n';
    Texts.rewind(Before);
    OS << '\n';
  }
};

void emitDiagDocs(const RecordKeeper &Records, OStream &OS) {
  const Record *Global = Records.getDef("GlobalDocumentation");
  if (!Global)
    PrintFatalError("The Documentation top-level definition is missing, no documentation will "
                    "be generated.");
  DiagDocs(Records, Global).run(OS);
}

} // namespace

TBLGEN_REGISTER_TOOL_BACKEND(DiagDocs, TM_Clang, "gen-diag-docs",
                             "Generate diagnostic documentation", emitDiagDocs, BT_None);

} // namespace tblgen::clangdiag
