//===- AttrSpellingIndex.cpp - -gen-clang-attr-spelling-index -------------===//
//
// ParsedAttr's spelling index: for each parsed attribute kind, the index
// of the spelling that matches the syntax, scope and (when the spellings
// differ in it) the name.
//
//===----------------------------------------------------------------------===//

#include "AttrModel.h"

#include "backends/common/LLVMCompat.h"
#include "tblgen/Backend.h"
#include "tblgen/Record.h"

#include <map>

namespace tblgen::clangattr {

namespace {

void emitSpellingIndex(const RecordKeeper &Records, OStream &OS) {
  emitSourceFileHeader(
      "Code to translate different attribute spellings into internal identifiers", OS, Records);
  OS << "  switch (getParsedKind()) {\n    case IgnoredAttribute:\n    case UnknownAttribute:\n"
        "    case NoSemaHandlerAttribute:\n"
        "      llvm_unreachable(\"Ignored/unknown shouldn't get here\");\n";
  for (const ParsedAttr &P : parsedAttrs(Records)) {
    OS << "  case AT_" << P.Name << ": {\n";
    const std::vector<Spelling> Spellings = spellingsOf(P.Def);
    if (Spellings.size() <= 1) {
      OS << "    return 0;\n    break;\n  }\n";
      continue;
    }
    // How many distinct names have each length.
    std::map<std::string_view, bool> Names;
    for (const Spelling &S : Spellings)
      Names[S.Name] = true;
    std::map<size_t, unsigned> Lengths;
    for (const auto &[Name, Unused] : Names)
      ++Lengths[Name.size()];
    for (size_t I = 0; I < Spellings.size(); ++I) {
      const Spelling &S = Spellings[I];
      OS << "    if (";
      if (Names.size() > 1) {
        if (Lengths[S.Name.size()] == 1)
          OS << "Name.size() == " << S.Name.size() << " && ";
        else
          OS << "Name == \"" << S.Name << "\" && ";
      }
      OS << "getSyntax() == AttributeCommonInfo::" << syntaxName(S.Kind)
         << " && ComputedScope == AttributeCommonInfo::Scope::"
         << (S.Namespace.empty() ? std::string("NONE") : compat::upper(S.Namespace)) << ")\n"
         << "      return " << I << ";\n";
    }
    OS << "    break;\n  }\n";
  }
  OS << "  }\n  return 0;\n";
}

} // namespace

TBLGEN_REGISTER_TOOL_BACKEND(ClangAttrSpellingIndex, TM_Clang, "gen-clang-attr-spelling-index",
                             "Generate a clang attribute spelling index", emitSpellingIndex,
                             BT_None);

} // namespace tblgen::clangattr
