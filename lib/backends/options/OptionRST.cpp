//===- OptionRST.cpp - -gen-opt-rst ----------------------------------------===//
//
// Emits a reStructuredText man page section per option group: a heading
// with the group's name in upper case, then an ".. option::" entry per
// option of the group (options without a group go under OPTIONS) with its
// help text and allowed values.
//
// Groups come in the iteration order of llvm-tblgen's StringMap keyed by
// group name, which depends on the xxh3 hashes of the names; it is
// reproduced by compat::StringMapOrder.
//
//===----------------------------------------------------------------------===//
#include "backends/common/LLVMCompat.h"
#include "backends/common/SequenceTables.h"
#include "OptionOrder.h"

#include "tblgen/Backend.h"
#include "tblgen/Error.h"
#include "tblgen/Record.h"

namespace tblgen {
namespace {

using compat::stringField;
using compat::trimmed;
using tables::writeEscaped;

bool isUnset(const Record *R, std::string_view F) { return isa<UnsetInit>(R->getValueInit(F)); }

void emitOption(OStream &OS, const Record *R) {
  OS << ".. option:: ";
  std::vector<std::string_view> Prefixes = options::stringList(R, "Prefixes");
  if (!Prefixes.empty())
    OS << Prefixes.front();
  OS << stringField(R, "Name");

  std::string_view MetaVar;
  if (!isUnset(R, "MetaVarName"))
    MetaVar = stringField(R, "MetaVarName");
  else if (!isUnset(R, "Values"))
    MetaVar = "<value>";
  if (!MetaVar.empty()) {
    OS << '=';
    writeEscaped(OS, MetaVar);
  }
  OS << "\n\n";

  std::string Help;
  if (!isUnset(R, "HelpText")) {
    Help = trimmed(stringField(R, "HelpText"));
    if (!Help.empty() && Help.back() != '.')
      Help.push_back('.');
  }
  if (!isUnset(R, "Values")) {
    // The values between commas; empty ones are dropped.
    std::vector<std::string_view> Values;
    std::string_view Rest = stringField(R, "Values");
    while (!Rest.empty()) {
      size_t Comma = Rest.find(',');
      std::string_view V = Rest.substr(0, Comma);
      if (!V.empty())
        Values.push_back(V);
      if (Comma == std::string_view::npos)
        break;
      Rest.remove_prefix(Comma + 1);
    }
    Help += ' ';
    Help += MetaVar;
    Help += " must be '";
    for (size_t I = 0; I + 1 < Values.size(); ++I) {
      Help += Values[I];
      Help += I + 2 < Values.size() ? "', '" : "' or '";
    }
    if (!Values.empty())
      Help += Values.back();
    Help += "'.";
  }
  if (!Help.empty()) {
    OS << ' ';
    writeEscaped(OS, Help);
    OS << "\n\n";
  }
}

void emitOptionRST(const RecordKeeper &Records, OStream &OS) {
  std::vector<const Record *> Opts = options::sortOptions(Records.getAllDerivedDefinitions("Option"));

  compat::StringMapOrder Groups;
  std::vector<std::string> Names;
  std::vector<std::vector<const Record *>> Members;
  auto GroupIndex = [&](std::string_view Name) {
    unsigned I = Groups.insert(Name);
    if (I == Members.size()) {
      Names.emplace_back(Name);
      Members.emplace_back();
    }
    return I;
  };
  for (const Record *G : Records.getAllDerivedDefinitions("OptionGroup"))
    GroupIndex(stringField(G, "Name"));
  for (const Record *R : Opts) {
    const auto *Group = dyn_cast<DefInit>(R->getValueInit("Group"));
    Members[GroupIndex(Group ? stringField(Group->getDef(), "Name") : "options")].push_back(R);
  }

  for (unsigned I : Groups.order()) {
    std::string Heading = Names[I];
    for (char &C : Heading)
      if (C >= 'a' && C <= 'z')
        C = char(C - 'a' + 'A');
    OS << Heading << '\n';
    OS.fill(Heading.size(), '-');
    OS << "\n\n";
    for (const Record *R : Members[I])
      emitOption(OS, R);
  }
}

} // namespace

TBLGEN_REGISTER_BACKEND(OptionRST, "gen-opt-rst", "Generate option RST", emitOptionRST);

} // namespace tblgen
