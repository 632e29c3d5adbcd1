//===- AttrParsedKinds.cpp - -gen-clang-attr-parsed-attr-kinds ------------===//
//
// getAttrKind: the parsed attribute kind of a spelling, one string matcher
// per syntax ([[scope::name]] spellings matched with their scope).
//
//===----------------------------------------------------------------------===//

#include "AttrModel.h"

#include "backends/codegen/mc/AsmMatcher.h"
#include "tblgen/Backend.h"
#include "tblgen/Error.h"
#include "tblgen/Record.h"

#include <set>

namespace tblgen::clangattr {

namespace {

using Cases = std::vector<std::pair<std::string, std::string>>;

/// The syntaxes in the order getAttrKind tests them, with the condition.
struct SyntaxSection {
  Variety Kind;
  std::string_view Test;
};

constexpr SyntaxSection Sections[] = {
    {Variety::GNU, "AttributeCommonInfo::AS_GNU == Syntax"},
    {Variety::Declspec, "AttributeCommonInfo::AS_Declspec == Syntax"},
    {Variety::Microsoft, "AttributeCommonInfo::AS_Microsoft == Syntax"},
    {Variety::CXX11, "AttributeCommonInfo::AS_CXX11 == Syntax"},
    {Variety::C23, "AttributeCommonInfo::AS_C23 == Syntax"},
    {Variety::Keyword, "AttributeCommonInfo::AS_Keyword == Syntax || "
                       "AttributeCommonInfo::AS_ContextSensitiveKeyword == Syntax"},
    {Variety::Pragma, "AttributeCommonInfo::AS_Pragma == Syntax"},
    {Variety::HLSLAnnotation, "AttributeCommonInfo::AS_HLSLAnnotation == Syntax"},
};

bool hasUpper(std::string_view S) {
  for (char C : S)
    if (C >= 'A' && C <= 'Z')
      return true;
  return false;
}

void emitParsedAttrKinds(const RecordKeeper &Records, OStream &OS) {
  std::vector<Cases> BySyntax(std::size(Sections));
  // Target-specific attributes sharing a parse kind: the first one speaks
  // for all.
  std::set<std::string> SeenKinds;
  for (const Record *A : allAttrs(Records)) {
    const bool Sema = A->getValueAsBit("SemaHandler");
    if (!Sema && !A->getValueAsBit("Ignored"))
      continue;
    std::string Kind;
    if (A->isSubClassOf("TargetSpecificAttr") && !A->isValueUnset("ParseKind")) {
      Kind = A->getValueAsString("ParseKind");
      if (!SeenKinds.insert(Kind).second)
        continue;
    } else
      Kind = std::string(stripDunder(A->getName()));
    // A Sema handler wins over being ignored.
    const std::string Code = Sema ? "return AttributeCommonInfo::AT_" + Kind + ";"
                                  : "return AttributeCommonInfo::IgnoredAttribute;";
    for (const Spelling &S : spellingsOf(A)) {
      if (S.Kind == Variety::HLSLAnnotation && hasUpper(S.Name))
        PrintFatalError(S.Def->getLoc().front(), "HLSLAnnotation Attribute must be lower case.");
      std::string Key(S.Name);
      if ((S.Kind == Variety::CXX11 || S.Kind == Variety::C23) && !S.Namespace.empty())
        Key = std::string(S.Namespace) + "::" + Key;
      for (size_t I = 0; I < std::size(Sections); ++I)
        if (Sections[I].Kind == S.Kind)
          BySyntax[I].emplace_back(std::move(Key), Code);
    }
  }
  emitSourceFileHeader("Attribute name matcher", OS, Records);
  OS << "static AttributeCommonInfo::Kind getAttrKind(StringRef Name, "
        "AttributeCommonInfo::Syntax Syntax) {\n";
  // One spelling of two attributes in one syntax: clang-tblgen 22 aborts.
  for (const Cases &C : BySyntax) {
    std::set<std::string_view> Keys;
    for (const auto &[Key, Code] : C)
      if (!Keys.insert(Key).second)
        PrintFatalError("Had duplicate keys to match on: '" + Key + "'");
  }
  for (size_t I = 0; I < std::size(Sections); ++I) {
    OS << (I ? "  } else if (" : "  if (") << Sections[I].Test << ") {\n";
    asmmatcher::writeStringSwitch(OS, "Name", BySyntax[I], 0, /*IgnoreDuplicates=*/false);
  }
  OS << "  }\n  return AttributeCommonInfo::UnknownAttribute;\n}\n";
}

} // namespace

TBLGEN_REGISTER_TOOL_BACKEND(ClangAttrParsedAttrKinds, TM_Clang, "gen-clang-attr-parsed-attr-kinds",
                             "Generate a clang parsed attribute kinds", emitParsedAttrKinds,
                             BT_None);

} // namespace tblgen::clangattr
