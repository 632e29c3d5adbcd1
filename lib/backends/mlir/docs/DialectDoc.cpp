//===- DialectDoc.cpp - -gen-dialect-doc -----------------------------------===//
//
// The Markdown page of one dialect (-dialect picks it among several): its
// name, summary and description, a [TOC] marker unless the description has
// one, then its sections: the ops (sorted by mnemonic, case-insensitively,
// those comparing equal left as the reference's introspective sort leaves
// them; the ops of an OpDocGroup together under the group's summary, their
// headings one level deeper), then every enum of the records.
//
// Between the ops and the enums: the dialect's attribute constraints
// (DialectAttr defs that are not AttrDefs), its attribute definitions, its
// type constraints (DialectType defs that are not TypeDefs), then its type
// definitions, each kind by record name.
//
//===----------------------------------------------------------------------===//

#include "DocText.h"
#include "OpDoc.h"

#include "backends/common/LLVMCompat.h"
#include "backends/mlir/attrtype/AttrTypeDocs.h"
#include "mlir/AttrOrTypeDef.h"
#include "mlir/Dialect.h"
#include "mlir/Enum.h"
#include "mlir/Operator.h"
#include "tblgen/Backend.h"
#include "tblgen/Error.h"
#include "tblgen/Output.h"
#include "tblgen/Record.h"

#include <algorithm>
#include <map>
#include <set>

namespace tblgen::mlirdoc {

using mlir::Operator;

namespace {

/// The ops of a section: one op alone, or an OpDocGroup's.
struct OpSection {
  std::string Summary;     ///< the group's; empty for a lone op
  std::string Description; ///< the group's
  std::vector<Operator> Ops;
};

/// A line of the description that is only "[TOC]" (after blanks).
bool hasTocMarker(std::string_view Text) {
  for (size_t Pos = 0; Pos <= Text.size();) {
    size_t NL = Text.find('\n', Pos);
    std::string_view Line = Text.substr(Pos, NL == std::string_view::npos ? NL : NL - Pos);
    size_t B = Line.find_first_not_of(" \t\r\v\f");
    if (B != std::string_view::npos && Line.substr(B) == "[TOC]")
      return true;
    if (NL == std::string_view::npos)
      break;
    Pos = NL + 1;
  }
  return false;
}

std::string lower(std::string_view S) {
  std::string L(S);
  for (char &C : L)
    if (C >= 'A' && C <= 'Z')
      C = char(C - 'A' + 'a');
  return L;
}

/// A section's text, its headings one level deeper when it is a group's.
void writeSection(OStream &OS, const OpSection &S, const OpDocOptions &Opts) {
  OStream Text;
  bool Nested = !S.Summary.empty();
  if (Nested) {
    std::string_view Sum = S.Summary;
    size_t B = Sum.find_first_not_of(" \t\n\r\v\f");
    size_t E = Sum.find_last_not_of(" \t\n\r\v\f");
    Text << "\n## " << (B == std::string_view::npos ? std::string_view() : Sum.substr(B, E - B + 1))
         << "\n\n";
    // (An empty description adds no lines at all.)
    if (!S.Description.empty()) {
      writeFlushLeft(Text, S.Description);
      Text << "\n";
    }
  }
  for (const Operator &Op : S.Ops)
    writeOpDoc(Text, Op, Opts);
  // Line by line, the last (empty) piece after the final newline included.
  std::string_view All = Text.view();
  for (size_t Pos = 0;;) {
    size_t NL = All.find('\n', Pos);
    std::string_view Line = All.substr(Pos, NL == std::string_view::npos ? NL : NL - Pos);
    if (Nested && Line.starts_with('#'))
      OS << '#';
    OS << Line << '\n';
    if (NL == std::string_view::npos)
      break;
    Pos = NL + 1;
  }
}

/// The records of Class (AttrDef, TypeDef, ...) in dialect D, by name.
std::vector<const Record *> dialectDefs(const RecordKeeper &Records, const mlir::Dialect &D,
                                        std::string_view Class) {
  std::vector<const Record *> Out;
  for (const Record *R : Records.getAllDerivedDefinitionsIfDefined(Class))
    if (auto *DI = dyn_cast<DefInit>(R->getValueInit("dialect")); DI && DI->getDef() == D.def())
      Out.push_back(R);
  return Out;
}

/// The attribute (type) constraints of dialect D: its DialectAttr
/// (DialectType) defs that are not AttrDefs (TypeDefs), by name.
std::vector<const Record *> dialectConstraints(const RecordKeeper &Records, const mlir::Dialect &D,
                                               std::string_view Class, std::string_view Def) {
  std::vector<const Record *> Out;
  for (const Record *R : dialectDefs(Records, D, Class))
    if (!R->isSubClassOf(Def))
      Out.push_back(R);
  return Out;
}

/// "### summary", then the description flush left when there is one.
void writeConstraintDoc(OStream &OS, const Record *R) {
  OS << "\n### " << mlir::constraintSummary(R) << "\n\n";
  std::string Desc = mlir::constraintDescription(R);
  if (!Desc.empty()) {
    writeFlushLeft(OS, Desc);
    OS << "\n";
  }
}

void emitDialectDoc(const RecordKeeper &Records, OStream &OS, const BackendContext &Ctx) {
  std::string Error;
  std::vector<mlir::Dialect> Dialects;
  if (Records.getClass("Dialect"))
    Dialects = mlir::allDialects(Records);
  std::optional<mlir::Dialect> D = mlir::chooseDialect(Dialects, Ctx.option("dialect", ""), Error);
  if (!D)
    mlir::failWithMessage(Error);
  OpDocOptions Opts = OpDocOptions::from(Ctx);

  std::vector<OpSection> Sections;
  std::map<const Record *, OpSection> Groups;
  std::set<const Record *> Seen;
  std::vector<const Record *> OpDefs =
      mlir::requestedOps(Records, Ctx.option("op-include-regex", ""), Ctx.option("op-exclude-regex", ""));
  // mlir-tblgen reads every attribute definition (by name) before the ops
  // and every type definition after them, of any dialect: a malformed one
  // is an error then.
  auto readAll = [&](std::string_view Class) {
    for (const Record *R : Records.getAllDerivedDefinitionsIfDefined(Class))
      (void)mlir::AttrOrTypeDef(R);
  };
  readAll("AttrDef");
  for (const Record *R : OpDefs) {
    Operator Op(R);
    if (Op.dialectDef() != D->def() || !Seen.insert(R).second)
      continue;
    if (const Record *G = R->getValueAsOptionalDef("opDocGroup"))
      Groups[G].Ops.push_back(std::move(Op));
    else
      Sections.push_back({"", "", {std::move(Op)}});
  }
  readAll("TypeDef");
  for (const Record *G : Records.getAllDerivedDefinitionsIfDefined("OpDocGroup")) {
    auto It = Groups.find(G);
    if (It == Groups.end() || It->second.Ops.empty())
      continue;
    It->second.Summary = G->getValueAsString("summary");
    It->second.Description = G->getValueAsString("description");
    Sections.push_back(std::move(It->second));
  }
  std::vector<mlir::EnumInfo> Enums = mlir::allEnums(Records);

  // By group summary or mnemonic, ignoring case.
  auto key = [](const OpSection &S) {
    return lower(S.Summary.empty() ? S.Ops.front().def()->getValueAsString("opName") : S.Summary);
  };
  // (libstdcxxSort: sections whose keys compare equal stay where the
  // reference's std::sort leaves them.)
  compat::libstdcxxSort(Sections, [&](const OpSection &A, const OpSection &B) { return key(A) < key(B); });

  OS << "<!-- Autogenerated by mlir-tblgen; don't manually edit -->\n";
  OS << "\n# '" << D->name() << "' Dialect\n";
  writeSummary(OS, D->summary());
  if (!D->description().empty()) {
    OS << "\n";
    writeFlushLeft(OS, D->description());
  }
  if (!hasTocMarker(D->description()))
    OS << "\n[TOC]\n";
  if (!Sections.empty()) {
    OS << "\n## Operations\n";
    writeSourceLink(OS, Records.getInputFilename());
    for (const OpSection &S : Sections)
      writeSection(OS, S, Opts);
  }
  struct Kind {
    std::string_view Class, Def, ConstraintTitle, DefTitle;
  };
  for (const Kind &K : {Kind{"DialectAttr", "AttrDef", "Attribute constraints", "Attributes"},
                        Kind{"DialectType", "TypeDef", "Type constraints", "Types"}}) {
    std::vector<const Record *> Constraints = dialectConstraints(Records, *D, K.Class, K.Def);
    if (!Constraints.empty()) {
      OS << "\n## " << K.ConstraintTitle << "\n";
      for (const Record *R : Constraints)
        writeConstraintDoc(OS, R);
    }
    std::vector<const Record *> Defs = dialectDefs(Records, *D, K.Def);
    if (Defs.empty())
      continue;
    OS << "\n## " << K.DefTitle << "\n";
    for (const Record *R : Defs)
      mlirattr::writeAttrOrTypeDoc(OS, mlir::AttrOrTypeDef(R));
  }
  if (!Enums.empty()) {
    OS << "\n## Enums\n";
    for (const mlir::EnumInfo &E : Enums) {
      OS << "\n### " << E.className() << "\n";
      writeSummary(OS, E.summary());
      OS << "\n#### Cases:\n\n| Symbol | Value | String |\n| :----: | :---: | ------ |\n";
      for (const mlir::EnumCase &C : E.cases())
        OS << "| " << C.symbol() << " | `" << C.value() << "` | " << C.str() << " |\n";
    }
  }
}

} // namespace

TBLGEN_REGISTER_TOOL_BACKEND(MLIRDialectDoc, TM_MLIR, "gen-dialect-doc", "Generate dialect documentation",
                             emitDialectDoc, BT_None);

} // namespace tblgen::mlirdoc
