//===- OpDoc.cpp - -gen-op-doc ---------------------------------------------===//
//
// Markdown for every requested op, in record name order: a heading with the
// operation name and the C++ class (without the -strip-prefix namespace,
// "::mlir::" by default), the summary, the assembly format as a grammar
// rule, the description flush left, the traits, interfaces and memory
// effects (each sorted), then tables of attributes (HTML, so that with
// -allow-hugo-specific-features a description can fold under the summary),
// operands, results and successors.
//
//===----------------------------------------------------------------------===//

#include "DocText.h"
#include "OpDoc.h"

#include "mlir/Operator.h"
#include "tblgen/Backend.h"
#include "tblgen/Output.h"
#include "tblgen/Record.h"

#include <set>

namespace tblgen::mlirdoc {

using mlir::Operator;

namespace {

std::string_view trimText(std::string_view S) {
  auto white = [](char C) { return C == ' ' || C == '\t' || C == '\n' || C == '\r' || C == '\f' || C == '\v'; };
  while (!S.empty() && white(S.front()))
    S.remove_prefix(1);
  while (!S.empty() && white(S.back()))
    S.remove_suffix(1);
  return S;
}

void dropPrefix(std::string_view &S, std::string_view P) {
  if (S.starts_with(P))
    S.remove_prefix(P.size());
}
void dropSuffix(std::string_view &S, std::string_view P) {
  if (S.ends_with(P))
    S.remove_suffix(P.size());
}

/// "operation ::= `name` " and the format, its lines trimmed and aligned
/// under the first.
void writeSyntax(OStream &OS, const std::string &OpName, std::string_view Format) {
  OS << "\nSyntax:\n\n```\noperation ::= `" << OpName << "` ";
  size_t NL = Format.find('\n');
  OS << trimText(Format.substr(0, NL)) << "\n";
  while (NL != std::string_view::npos) {
    Format.remove_prefix(NL + 1);
    NL = Format.find('\n');
    std::string_view Line = trimText(Format.substr(0, NL));
    if (!Line.empty())
      OS << "              " << Line << "\n";
  }
  OS << "```\n";
}

void writeList(OStream &OS, std::string_view Title, const std::set<std::string> &Items) {
  if (Items.empty())
    return;
  OS << "\n" << Title << ": ";
  bool First = true;
  for (const std::string &I : Items) {
    if (!First)
      OS << ", ";
    First = false;
    OS << I;
  }
  OS << "\n";
}

void writeTraits(OStream &OS, const Operator &Op) {
  std::set<std::string> Traits, Interfaces, Effects;
  auto quoted = [](std::string_view S) { return "`" + std::string(S) + "`"; };
  for (const mlir::Trait &T : Op.traits()) {
    if (T.isPredicate())
      continue;
    const Record *R = T.def();
    std::string Field = T.traitField();
    std::string_view Short = Field;
    dropSuffix(Short, "::Trait");
    dropSuffix(Short, "::Impl");
    std::string Name(R->getName());
    if (Name.starts_with("anonymous_"))
      Name = std::string(Short);
    if (!T.isInterface()) {
      Traits.insert(quoted(Name));
      continue;
    }
    if (R->isSubClassOf("SideEffectsTraitBase")) {
      std::string Base = R->getValueAsString("baseEffectName");
      std::string_view B = Base;
      dropPrefix(B, "::");
      dropPrefix(B, "mlir::");
      std::string Text = std::string(B) + "{";
      bool First = true;
      for (const Record *E : R->getValueAsListOfDefs("effects")) {
        std::string Effect = E->getValueAsString("effect");
        std::string_view V = Effect;
        dropPrefix(V, "::");
        dropPrefix(V, "mlir::");
        if (!First)
          Text += ", ";
        First = false;
        Text += std::string(V) + " on " + E->getValueAsString("resource");
      }
      Text += "}";
      Effects.insert(quoted(Text));
      Name += " (" + std::string(Short) + ")";
    }
    Interfaces.insert(quoted(Name));
  }
  writeList(OS, "Traits", Traits);
  writeList(OS, "Interfaces", Interfaces);
  writeList(OS, "Effects", Effects);
}

template <typename Range>
void writeTable(OStream &OS, std::string_view Title, std::string_view Head, std::string_view Align,
                const Range &Items) {
  if (Items.empty())
    return;
  OS << "\n#### " << Title << ":\n\n| " << Head << " | Description |\n| " << Align
     << " | ----------- |\n";
  for (const auto &I : Items) {
    if (I.Name.empty())
      OS << "| &laquo;unnamed&raquo;";
    else
      OS << "| `" << I.Name << "`";
    OS << " | " << I.summary() << " |\n";
  }
}

} // namespace

void writeOpDoc(OStream &OS, const Operator &Op, const OpDocOptions &Opts) {
  std::string Class = Op.qualifiedClassName();
  std::string_view Shown = Class;
  dropPrefix(Shown, Opts.StripPrefix);
  std::string OpName = Op.operationName();
  OS << "\n### `" << OpName << "` (" << Shown << ")\n";
  if (Op.hasSummary())
    writeSummary(OS, Op.summary());
  // A format of blanks only has no syntax section.
  std::optional<std::string> Format = Op.assemblyFormat();
  if (Format && !trimText(*Format).empty())
    writeSyntax(OS, OpName, trimText(*Format));
  if (Op.hasDescription()) {
    OS << "\n";
    writeFlushLeft(OS, Op.description());
  }
  writeTraits(OS, Op);

  if (!Op.attributes().empty()) {
    OS << "\n#### Attributes:\n\n<table>\n"
       << "<tr><th>Attribute</th><th>MLIR Type</th><th>Description</th></tr>\n";
    for (const mlir::OpAttribute &A : Op.attributes()) {
      OS << "<tr><td><code>" << A.Name << "</code></td><td>" << A.storageType() << "</td><td>";
      std::string Desc = Opts.Hugo ? A.resolvedDescription() : std::string();
      if (!Desc.empty())
        OS << "<details><summary>" << A.summary() << "</summary>{{% markdown %}}" << Desc
           << "{{% /markdown %}}</details>";
      else
        OS << A.summary();
      OS << "</td></tr>\n";
    }
    OS << "</table>\n";
  }
  writeTable(OS, "Operands", "Operand", ":-----:", Op.operands());
  writeTable(OS, "Results", "Result", ":----:", Op.results());
  writeTable(OS, "Successors", "Successor", ":-------:", Op.successors());
  OS << "\n";
}

void writeSourceLink(OStream &OS, std::string_view InputFile) {
  size_t At = InputFile.find("mlir/include/mlir/");
  if (At == std::string_view::npos)
    return;
  OS << "\n[source](https://github.com/llvm/llvm-project/blob/main/" << InputFile.substr(At) << ")\n";
}

OpDocOptions OpDocOptions::from(const BackendContext &Ctx) {
  OpDocOptions O;
  O.StripPrefix = Ctx.option("strip-prefix", "::mlir::");
  O.Hugo = Ctx.flag("allow-hugo-specific-features");
  return O;
}

namespace {

void emitOpDoc(const RecordKeeper &Records, OStream &OS, const BackendContext &Ctx) {
  OpDocOptions Opts = OpDocOptions::from(Ctx);
  std::vector<const Record *> Defs =
      mlir::requestedOps(Records, Ctx.option("op-include-regex", ""), Ctx.option("op-exclude-regex", ""));
  OS << "<!-- Autogenerated by mlir-tblgen; don't manually edit -->\n";
  writeSourceLink(OS, Records.getInputFilename());
  for (const Record *R : Defs)
    writeOpDoc(OS, Operator(R), Opts);
}

} // namespace

TBLGEN_REGISTER_TOOL_BACKEND(MLIROpDoc, TM_MLIR, "gen-op-doc", "Generate dialect documentation",
                             emitOpDoc, BT_None);

} // namespace tblgen::mlirdoc
