//===- AttrSubjects.cpp - #pragma clang attribute subject match rules -----===//
//
// -gen-clang-attr-subject-match-rule-list (the rules as x-macros) and
// -gen-clang-attr-subject-match-rules-parser-string-switches (the parser's
// lookup of rule and sub-rule names).
//
//===----------------------------------------------------------------------===//

#include "AttrModel.h"

#include "tblgen/Backend.h"
#include "tblgen/Record.h"

namespace tblgen::clangattr {

namespace {

void emitRuleList(const RecordKeeper &Records, OStream &OS) {
  emitSourceFileHeader("List of all attribute subject matching rules that Clang recognizes", OS,
                       Records);
  OS << "#ifndef ATTR_MATCH_RULE\n#define ATTR_MATCH_RULE(NAME) \n#endif\n\n"
        "#ifndef ATTR_MATCH_SUB_RULE\n#define ATTR_MATCH_SUB_RULE(Value, Spelling, IsAbstract, "
        "Parent, IsNegated) ATTR_MATCH_RULE(Value, Spelling, IsAbstract)\n#endif\n";
  const std::vector<MatchRule> Rules = matchRules(Records);
  for (const MatchRule &R : Rules) {
    if (R.Parent < 0) {
      OS << "ATTR_MATCH_RULE(" << R.Enum << ", \"" << R.Spelled << "\", " << int(R.Abstract)
         << ")\n";
      continue;
    }
    OS << "ATTR_MATCH_SUB_RULE(" << R.Enum << ", \"" << R.Spelled << "\", 0, attr::"
       << Rules[size_t(R.Parent)].Enum << ", " << int(R.Negated) << ")\n";
  }
  OS << "#undef ATTR_MATCH_SUB_RULE\n#undef ATTR_MATCH_RULE\n";
}

constexpr std::string_view OptRule = "std::optional<attr::SubjectMatchRule>";

void emitRuleSwitches(const RecordKeeper &Records, OStream &OS) {
  const std::vector<MatchRule> Rules = matchRules(Records);
  OS << OptRule << " defaultIsAttributeSubjectMatchSubRuleFor(StringRef, bool) {\n"
     << "  return std::nullopt;\n}\n\n";
  for (const MatchRule &R : Rules) {
    if (R.SubRules.empty())
      continue;
    OS << OptRule << " isAttributeSubjectMatchSubRuleFor_" << R.Name
       << "(StringRef Name, bool IsUnless) {\n  if (IsUnless)\n    return llvm::StringSwitch<"
       << OptRule << ">(Name).\n";
    for (uint32_t S : R.SubRules)
      if (Rules[S].Negated)
        OS << "    Case(\"" << Rules[S].Name << "\", attr::" << Rules[S].Enum << ").\n";
    OS << "    Default(std::nullopt);\n  return llvm::StringSwitch<" << OptRule << ">(Name).\n";
    for (uint32_t S : R.SubRules)
      if (!Rules[S].Negated)
        OS << "  Case(\"" << Rules[S].Name << "\", attr::" << Rules[S].Enum << ").\n";
    OS << "  Default(std::nullopt);\n}\n\n";
  }
  const std::string PairType = "std::pair<" + std::string(OptRule) + ", " + std::string(OptRule);
  OS << PairType << " (*)(StringRef, bool)> isAttributeSubjectMatchRule(StringRef Name) {\n"
     << "  return llvm::StringSwitch<" << PairType << " (*) (StringRef, bool)>>(Name).\n";
  for (const MatchRule &R : Rules) {
    if (R.Parent >= 0)
      continue;
    OS << "  Case(\"" << R.Name << "\", std::make_pair(attr::" << R.Enum << ", ";
    if (R.SubRules.empty())
      OS << "defaultIsAttributeSubjectMatchSubRuleFor";
    else
      OS << "isAttributeSubjectMatchSubRuleFor_" << R.Name;
    OS << ")).\n";
  }
  OS << "  Default(std::make_pair(std::nullopt, defaultIsAttributeSubjectMatchSubRuleFor));\n}\n\n"
     << "const char *validAttributeSubjectMatchSubRules(attr::SubjectMatchRule Rule) {\n"
     << "  switch (Rule) {\n";
  for (const MatchRule &R : Rules) {
    if (R.SubRules.empty())
      continue;
    OS << "  case attr::" << R.Enum << ":\n  return \"";
    bool First = true;
    for (uint32_t S : R.SubRules) {
      OS << (First ? "'" : ", '") << (Rules[S].Negated ? "unless(" : "") << Rules[S].Name
         << (Rules[S].Negated ? ")'" : "'");
      First = false;
    }
    OS << "\";\n";
  }
  OS << "  default: return nullptr;\n  }\n}\n\n";
}

void emitPragmaSupported(const RecordKeeper &Records, OStream &OS) {
  const PragmaSupport Support(Records);
  OS << "#pragma clang attribute supports the following attributes:\n";
  for (const ParsedAttr &P : parsedAttrs(Records)) {
    const Record *A = P.Def;
    if (!Support.supports(A))
      continue;
    OS << P.Name;
    if (A->isValueUnset("Subjects")) {
      OS << " ()\n";
      continue;
    }
    OS << " (";
    bool Comma = false;
    for (const Record *Subject : subjectsOf(A)) {
      if (!isDeclSubject(Subject))
        continue;
      OS << (Comma ? ", " : "");
      Comma = true;
      bool Aggregate = false;
      const std::vector<uint32_t> *Rules = Support.rulesFor(Subject, &Aggregate);
      if (!Rules)
        continue;
      if (!Aggregate) {
        OS << Support.rules()[Rules->front()].Enum;
        continue;
      }
      OS << '(';
      for (size_t I = 0; I < Rules->size(); ++I)
        OS << (I ? ", " : "") << Support.rules()[(*Rules)[I]].Enum;
      OS << ')';
    }
    OS << ")\n";
  }
  OS << "End of supported attributes.\n";
}

} // namespace

TBLGEN_REGISTER_TOOL_BACKEND(ClangTestPragmaAttributeSupportedAttributes, TM_Clang,
                             "gen-clang-test-pragma-attribute-supported-attributes",
                             "Generate a list of attributes supported by #pragma clang attribute for testing purposes",
                             emitPragmaSupported, BT_None);
TBLGEN_REGISTER_TOOL_BACKEND(ClangAttrSubjectMatchRuleList, TM_Clang,
                             "gen-clang-attr-subject-match-rule-list",
                             "Generate a clang attribute subject match rule list", emitRuleList,
                             BT_None);
TBLGEN_REGISTER_TOOL_BACKEND(
    ClangAttrSubjectMatchRulesParserStringSwitches, TM_Clang,
    "gen-clang-attr-subject-match-rules-parser-string-switches",
    "Generate all parser-related attribute subject match rulestring switches", emitRuleSwitches,
    BT_None);

} // namespace tblgen::clangattr
