//===- DirectiveFrontends.cpp - Flang and Clang parts of -gen-directive-impl ===//
//
// The sections of the directive implementation file that the Flang and Clang
// front ends include: per-directive clause sets and the map over them,
// Flang's parse-tree classes, dumper, unparser, semantic-check prototypes and
// clause parser.
//
//===----------------------------------------------------------------------===//
#include "DirectiveInfo.h"

#include <algorithm>

namespace tblgen::directive {
namespace {

enum class Frontend { Flang, Clang };

/// One clause set: "static <SetClass> <Prefix><Directive> { ... };".
void emitClauseSet(const Language &Lang, const Record *Dir, std::string_view ListField,
                   std::string_view SetPrefix, Frontend FE, OStream &OS) {
  OS << "\nstatic " << Lang.ClauseSetClass << " " << SetPrefix
     << Lang.DirectivePrefix << getFormattedName(Dir) << " {\n";
  std::string ClausePrefix = Lang.ClausePrefix;
  for (const Record *VC : Dir->getValueAsListOfDefs(ListField)) {
    const Record *C = getVersionedClause(VC);
    if (FE == Frontend::Flang)
      OS << "  Clause::" << getIdentifierName(C, ClausePrefix) << ",\n";
    else
      OS << "  OpenACCClauseKind::" << getClangAccClauseSpelling(C) << ",\n";
  }
  OS << "};\n";
}

std::string_view frontendNamespace(Frontend FE) { return FE == Frontend::Flang ? "llvm" : "clang"; }
std::string_view frontendMacro(Frontend FE) { return FE == Frontend::Flang ? "FLANG" : "CLANG"; }

/// The four clause sets (allowed, allowed once, allowed exclusive,
/// required) of every directive.
void emitDirectiveClauseSets(const Language &Lang, Frontend FE, OStream &OS) {
  std::string Macro = "GEN_" + std::string(frontendMacro(FE)) + "_DIRECTIVE_CLAUSE_SETS";
  openIfDef(OS, Macro);
  std::string NS(frontendNamespace(FE));
  if (std::string Cpp = Lang.CppNamespace; !Cpp.empty())
    NS += "::" + Cpp;
  openNamespace(OS, NS);
  for (const Record *Dir : Lang.directives()) {
    OS << "// Sets for " << getSpellingForIdentifier(Dir) << "\n";
    emitClauseSet(Lang, Dir, "allowedClauses", "allowedClauses_", FE, OS);
    emitClauseSet(Lang, Dir, "allowedOnceClauses", "allowedOnceClauses_", FE, OS);
    emitClauseSet(Lang, Dir, "allowedExclusiveClauses", "allowedExclusiveClauses_", FE, OS);
    emitClauseSet(Lang, Dir, "requiredClauses", "requiredClauses_", FE, OS);
  }
  closeNamespace(OS, NS);
  closeIfDef(OS, Macro);
}

/// An initializer list mapping each directive to its four clause sets.
void emitDirectiveClauseMap(const Language &Lang, Frontend FE, OStream &OS) {
  std::string Macro = "GEN_" + std::string(frontendMacro(FE)) + "_DIRECTIVE_CLAUSE_MAP";
  openIfDef(OS, Macro);
  OS << "{\n";
  std::string Qual = Lang.qualifier(frontendNamespace(FE));
  std::string Prefix = Lang.DirectivePrefix;
  for (const Record *Dir : Lang.directives()) {
    std::string Name = getIdentifierName(Dir, Prefix);
    OS << "  {";
    if (FE == Frontend::Flang)
      OS << Qual << "Directive::" << Name << ",\n";
    else
      OS << "clang::OpenACCDirectiveKind::" << getClangAccDirectiveSpelling(Dir) << ",\n";
    OS << "    {\n";
    for (std::string_view Set :
         {"allowedClauses_", "allowedOnceClauses_", "allowedExclusiveClauses_", "requiredClauses_"})
      OS << "      " << Qual << Set << Name << ",\n";
    OS << "    }\n";
    OS << "  },\n";
  }
  OS << "}\n";
  closeIfDef(OS, Macro);
}

/// Flang parse-tree classes: WRAPPER_CLASS for clauses with a value,
/// EMPTY_CLASS for the others.
void emitFlangClauseParserClasses(const Language &Lang, OStream &OS) {
  openIfDef(OS, "GEN_FLANG_CLAUSE_PARSER_CLASSES");
  for (const Record *C : Lang.clauses()) {
    std::string FlangClass = C->getValueAsString("flangClass");
    if (FlangClass.empty()) {
      OS << "EMPTY_CLASS(" << getParserClassName(C);
    } else {
      OS << "WRAPPER_CLASS(" << getParserClassName(C) << ", ";
      bool Optional = C->getValueAsBit("isValueOptional");
      bool List = C->getValueAsBit("isValueList");
      if (Optional && List)
        OS << "std::optional<std::list<" << FlangClass << ">>";
      else if (Optional)
        OS << "std::optional<" << FlangClass << ">";
      else if (List)
        OS << "std::list<" << FlangClass << ">";
      else
        OS << FlangClass;
    }
    OS << ");\n";
  }
  closeIfDef(OS, "GEN_FLANG_CLAUSE_PARSER_CLASSES");
}

void emitFlangClauseParserClassList(const Language &Lang, OStream &OS) {
  openIfDef(OS, "GEN_FLANG_CLAUSE_PARSER_CLASSES_LIST");
  bool First = true;
  for (const Record *C : Lang.clauses()) {
    if (!First)
      OS << ", ";
    First = false;
    OS << getParserClassName(C) << "\n";
  }
  closeIfDef(OS, "GEN_FLANG_CLAUSE_PARSER_CLASSES_LIST");
}

void emitFlangClauseDump(const Language &Lang, OStream &OS) {
  openIfDef(OS, "GEN_FLANG_DUMP_PARSE_TREE_CLAUSES");
  std::string Base = Lang.FlangClauseBase;
  for (const Record *C : Lang.clauses())
    OS << "NODE(" << Base << ", " << getParserClassName(C) << ")\n";
  closeIfDef(OS, "GEN_FLANG_DUMP_PARSE_TREE_CLAUSES");
}

std::string upperCase(std::string S) {
  for (char &C : S)
    if (C >= 'a' && C <= 'z')
      C = char(C - 'a' + 'A');
  return S;
}

/// Unparse (or Before) functions that print each clause back as source.
void emitFlangClauseUnparse(const Language &Lang, OStream &OS) {
  openIfDef(OS, "GEN_FLANG_CLAUSE_UNPARSE");
  std::string Base = Lang.FlangClauseBase;
  for (const Record *C : Lang.clauses()) {
    if (C->getValueAsBit("skipFlangUnparser"))
      continue;
    // The unparser does not know the language version; any spelling does.
    std::string Upper = upperCase(getSpellingForIdentifier(C));
    std::string Parser = getParserClassName(C);
    if (C->getValueAsString("flangClass").empty()) {
      OS << "void Before(const " << Base << "::" << Parser << " &) { Word(\"" << Upper
         << "\"); }\n";
      continue;
    }
    OS << "void Unparse(const " << Base << "::" << Parser << " &x) {\n";
    OS << "  Word(\"" << Upper << "\");\n";
    bool List = C->getValueAsBit("isValueList");
    if (C->getValueAsBit("isValueOptional")) {
      std::string Default = C->getValueAsString("defaultValue");
      if (Default.empty()) {
        OS << "  Walk(\"(\", x.v, \")\");\n";
      } else {
        OS << "  Put(\"(\");\n";
        OS << "  if (x.v.has_value())\n";
        OS << (List ? "    Walk(x.v, \",\");\n" : "    Walk(x.v);\n");
        OS << "  else\n";
        OS << "    Put(\"" << Default << "\");\n";
        OS << "  Put(\")\");\n";
      }
    } else {
      OS << "  Put(\"(\");\n";
      OS << (List ? "  Walk(x.v, \",\");\n" : "  Walk(x.v);\n");
      OS << "  Put(\")\");\n";
    }
    OS << "}\n";
  }
  closeIfDef(OS, "GEN_FLANG_CLAUSE_UNPARSE");
}

void emitFlangClauseCheckPrototypes(const Language &Lang, OStream &OS) {
  openIfDef(OS, "GEN_FLANG_CLAUSE_CHECK_ENTER");
  std::string Base = Lang.FlangClauseBase;
  for (const Record *C : Lang.clauses())
    OS << "void Enter(const parser::" << Base << "::" << getParserClassName(C) << " &);\n";
  closeIfDef(OS, "GEN_FLANG_CLAUSE_CHECK_ENTER");
}

/// Maps each parser class to its Clause enumerator.
void emitFlangClauseParserKindMap(const Language &Lang, OStream &OS) {
  openIfDef(OS, "GEN_FLANG_CLAUSE_PARSER_KIND_MAP");
  std::string Prefix = Lang.ClausePrefix;
  std::string Qual = Lang.qualifier();
  std::string Base = Lang.FlangClauseBase;
  for (const Record *C : Lang.clauses()) {
    OS << "if constexpr (std::is_same_v<A, parser::" << Base << "::" << getParserClassName(C)
       << ">)\n";
    OS << "  return " << Qual << "Clause::" << getIdentifierName(C, Prefix) << ";\n";
  }
  OS << "llvm_unreachable(\"Invalid " << Lang.Name << " Parser clause\");\n";
  closeIfDef(OS, "GEN_FLANG_CLAUSE_PARSER_KIND_MAP");
}

/// The parser for a clause's value, from its Flang class: the common
/// parsers by their own name, anything else through Parser<>.
std::string flangValueParser(const std::string &FlangClass) {
  if (FlangClass == "Name")
    return "name";
  if (FlangClass == "ScalarIntConstantExpr")
    return "scalarIntConstantExpr";
  if (FlangClass == "ScalarIntExpr")
    return "scalarIntExpr";
  if (FlangClass == "ScalarExpr")
    return "scalarExpr";
  if (FlangClass == "ScalarLogicalExpr")
    return "scalarLogicalExpr";
  return "Parser<" + FlangClass + ">{}";
}

/// One alternative per spelling, longest-first (reverse alphabetical) so
/// that a spelling is tried before its prefixes.
void emitFlangClausesParser(const Language &Lang, OStream &OS) {
  struct Alt {
    const Record *Clause;
    std::string Spelling;
  };
  std::vector<Alt> Alts;
  for (const Record *C : Lang.clauses())
    for (Spelling &S : getSpellings(C))
      Alts.push_back({C, std::move(S.Name)});
  std::stable_sort(Alts.begin(), Alts.end(),
                   [](const Alt &A, const Alt &B) { return A.Spelling > B.Spelling; });

  openIfDef(OS, "GEN_FLANG_CLAUSES_PARSER");
  std::string Base = Lang.FlangClauseBase;
  OS << "TYPE_PARSER(\n";
  for (size_t I = 0; I != Alts.size(); ++I) {
    const Record *C = Alts[I].Clause;
    std::string FlangClass = C->getValueAsString("flangClass");
    OS << "  \"" << Alts[I].Spelling << "\" >> construct<" << Base << ">(construct<" << Base
       << "::" << getParserClassName(C) << ">(";
    if (!FlangClass.empty()) {
      bool Optional = C->getValueAsBit("isValueOptional");
      bool List = C->getValueAsBit("isValueList");
      std::string Prefix = C->getValueAsString("prefix");
      if (Optional)
        OS << "maybe(";
      OS << "parenthesized(";
      if (List)
        OS << "nonemptyList(";
      if (!Prefix.empty())
        OS << "\"" << Prefix << ":\" >> ";
      std::string Parser = flangValueParser(FlangClass);
      OS << Parser;
      if (!Prefix.empty() && C->getValueAsBit("isPrefixOptional"))
        OS << " || " << Parser;
      if (List)
        OS << ")";
      OS << ")";
      if (Optional)
        OS << ")";
    }
    OS << "))";
    if (I + 1 != Alts.size())
      OS << " ||";
    OS << "\n";
  }
  OS << ")\n";
  closeIfDef(OS, "GEN_FLANG_CLAUSES_PARSER");
}

} // namespace

void emitFlangImpl(const Language &Lang, OStream &OS) {
  emitDirectiveClauseSets(Lang, Frontend::Flang, OS);
  emitDirectiveClauseMap(Lang, Frontend::Flang, OS);
  emitFlangClauseParserClasses(Lang, OS);
  emitFlangClauseParserClassList(Lang, OS);
  emitFlangClauseDump(Lang, OS);
  emitFlangClauseUnparse(Lang, OS);
  emitFlangClauseCheckPrototypes(Lang, OS);
  emitFlangClauseParserKindMap(Lang, OS);
  emitFlangClausesParser(Lang, OS);
}

void emitClangImpl(const Language &Lang, OStream &OS) {
  // Clang only uses the generated clause sets for OpenACC.
  if (Lang.Name != "OpenACC")
    return;
  emitDirectiveClauseSets(Lang, Frontend::Clang, OS);
  emitDirectiveClauseMap(Lang, Frontend::Clang, OS);
}

} // namespace tblgen::directive
