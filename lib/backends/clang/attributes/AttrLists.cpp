//===- AttrLists.cpp - The x-macro lists of clang attributes --------------===//
//
// -gen-clang-attr-list (the AST attributes by base class, with each class's
// range), -gen-clang-attr-parsed-attr-list, -gen-clang-attr-is-type-dependent,
// -gen-clang-regular-keyword-attr-info, -gen-cxx11-attribute-info and
// -gen-attribute-spelling-list.
//
//===----------------------------------------------------------------------===//

#include "AttrModel.h"

#include "tblgen/Backend.h"
#include "tblgen/Error.h"
#include "tblgen/Record.h"

#include <set>

namespace tblgen::clangattr {

namespace {

void emitAttrList(const RecordKeeper &Records, OStream &OS) {
  emitSourceFileHeader("List of all attributes that Clang recognizes", OS, Records);
  const auto &Classes = attrClasses();
  for (const AttrClass &C : Classes)
    if (!Records.getClass(C.Name))
      PrintFatalError("attribute class '" + std::string(C.Name) + "' is not defined");
  for (size_t I = 1; I < Classes.size(); ++I)
    OS << "#ifndef " << Classes[I].Macro << "\n#define " << Classes[I].Macro << "(NAME) "
       << Classes[Classes[I].Parent].Macro << "(NAME)\n#endif\n\n";
  OS << "#ifndef PRAGMA_SPELLING_ATTR\n#define PRAGMA_SPELLING_ATTR(NAME) \n#endif\n\n";

  std::vector<std::vector<const Record *>> Members(Classes.size());
  std::vector<const Record *> Pragma;
  for (const Record *A : allAttrs(Records)) {
    if (!A->getValueAsBit("ASTNode"))
      continue;
    Members[size_t(attrClassOf(A))].push_back(A);
    for (const Spelling &S : spellingsOf(A))
      if (S.Kind == Variety::Pragma) {
        Pragma.push_back(A);
        break;
      }
  }
  // Each class after its subclasses.
  auto list = [&](auto &Self, size_t C) -> void {
    for (size_t K = 0; K < Classes.size(); ++K)
      if (Classes[K].Parent == int(C))
        Self(Self, K);
    for (const Record *A : Members[C])
      OS << Classes[C].Macro << '(' << A->getName() << ")\n";
  };
  list(list, 0);
  for (const Record *A : Pragma)
    OS << "PRAGMA_SPELLING_ATTR(" << A->getName() << ")\n";
  // A class's range starts at its first subclass's start (its own first
  // attribute when it has no subclass) and ends at its own last attribute
  // (its last subclass's end when it has none).
  auto edge = [&](auto &Self, size_t C, bool First) -> const Record * {
    std::vector<size_t> Subs;
    for (size_t K = 0; K < Classes.size(); ++K)
      if (Classes[K].Parent == int(C))
        Subs.push_back(K);
    const std::vector<const Record *> &Own = Members[C];
    if (First ? Subs.empty() : !Own.empty()) {
      if (Own.empty())
        PrintFatalError("attribute class '" + std::string(Classes[C].Name) +
                        "' has no attributes to start its range");
      return First ? Own.front() : Own.back();
    }
    if (Subs.empty())
      PrintFatalError("attribute class '" + std::string(Classes[C].Name) +
                      "' has no attributes to end its range");
    return Self(Self, First ? Subs.front() : Subs.back(), First);
  };
  OS << "#ifdef ATTR_RANGE\n";
  for (size_t C = 0; C < Classes.size(); ++C)
    OS << "ATTR_RANGE(" << Classes[C].Name << ", " << edge(edge, C, true)->getName() << ", "
       << edge(edge, C, false)->getName() << ")\n";
  OS << "#undef ATTR_RANGE\n#endif\n#undef ATTR\n";
  for (size_t I = 1; I < Classes.size(); ++I)
    OS << "#undef " << Classes[I].Macro << '\n';
  OS << "#undef PRAGMA_SPELLING_ATTR\n";
}

void emitParsedAttrList(const RecordKeeper &Records, OStream &OS) {
  emitSourceFileHeader("List of all attributes that Clang recognizes", OS, Records);
  OS << "#ifndef PARSED_ATTR\n#define PARSED_ATTR(NAME) NAME\n#endif\n\n";
  for (const ParsedAttr &P : parsedAttrs(Records))
    OS << "PARSED_ATTR(" << P.Name << ")\n";
}

void emitIsTypeDependent(const RecordKeeper &Records, OStream &OS) {
  emitSourceFileHeader("Attribute is type dependent", OS, Records);
  OS << "void checkAttrIsTypeDependent(Decl *D, const Attr *A) {\n"
        "  switch (A->getKind()) {\n  default:\n    break;\n";
  for (const Record *A : allAttrs(Records))
    if (A->getValueAsBit("IsTypeDependent"))
      OS << "  case attr::" << A->getName() << ":\n    ActOn" << A->getName()
         << "Attr(D, A);\n    break;\n";
  OS << "  }\n}\n";
}

/// Whether A takes arguments that are not fake.
bool hasRealArgs(const Record *A) {
  for (const Record *Arg : argsOf(A))
    if (!Arg->getValueAsBit("Fake"))
      return true;
  return false;
}

void emitRegularKeywordInfo(const RecordKeeper &Records, OStream &OS) {
  emitSourceFileHeader(
      "A list of regular keyword attributes generated from the attribute definitions", OS);
  for (const Record *A : allAttrs(Records))
    for (const Spelling &S : spellingsOf(A))
      if (S.Kind == Variety::Keyword && !S.Def->getValueAsBit("HasOwnParseRules"))
        OS << "KEYWORD_ATTRIBUTE(" << S.Name << ", " << (hasRealArgs(A) ? "true" : "false")
           << ", )\n";
  OS << "#undef KEYWORD_ATTRIBUTE\n";
}

void emitCXX11AttributeInfo(const RecordKeeper &Records, OStream &OS) {
  OS << "#if defined(CXX11_ATTR_ARGS_INFO)\n";
  for (const Record *A : allAttrs(Records)) {
    std::string_view Info = "None";
    bool AnyRequired = false, Any = false;
    for (const Record *Arg : argsOf(A)) {
      if (Arg->getValueAsBit("Fake"))
        continue;
      Any = true;
      AnyRequired |= !Arg->getValueAsBit("Optional");
    }
    if (Any)
      Info = AnyRequired ? "Required" : "Optional";
    for (const Spelling &S : spellingsOf(A))
      if (S.Kind == Variety::CXX11 && S.Namespace.empty())
        OS << ".Case(\"" << S.Name << "\",AttributeCommonInfo::AttrArgsInfo::" << Info << ")\n";
  }
  OS << "#endif // CXX11_ATTR_ARGS_INFO\n";
}

void emitSpellingList(const RecordKeeper &Records, OStream &OS) {
  emitSourceFileHeader("List of attribute names", OS, Records);
  std::set<std::string_view> Names, Scopes;
  for (const Record *A : allAttrs(Records))
    for (const Spelling &S : spellingsOf(A)) {
      Names.insert(S.Name);
      if (!S.Namespace.empty())
        Scopes.insert(S.Namespace);
    }
  OS << "#ifndef ATTR_NAME\n#define ATTR_NAME(NAME) NAME\n#endif\n\n";
  for (std::string_view N : Names)
    OS << "ATTR_NAME(\"" << N << "\")\n";
  OS << "\n#undef ATTR_NAME\n\n#ifndef ATTR_SCOPE_NAME\n"
        "#define ATTR_SCOPE_NAME(SCOPE_NAME) SCOPE_NAME\n#endif\n\n";
  for (std::string_view N : Scopes)
    OS << "ATTR_SCOPE_NAME(\"" << N << "\")\n";
  OS << "\n#undef ATTR_SCOPE_NAME\n\n";
}

} // namespace

TBLGEN_REGISTER_TOOL_BACKEND(ClangAttrList, TM_Clang, "gen-clang-attr-list",
                             "Generate a clang attribute list", emitAttrList, BT_None);
TBLGEN_REGISTER_TOOL_BACKEND(ClangAttrParsedAttrList, TM_Clang, "gen-clang-attr-parsed-attr-list",
                             "Generate a clang parsed attribute list", emitParsedAttrList, BT_None);
TBLGEN_REGISTER_TOOL_BACKEND(ClangAttrIsTypeDependent, TM_Clang, "gen-clang-attr-is-type-dependent",
                             "Generate clang is type dependent attribute code", emitIsTypeDependent,
                             BT_None);
TBLGEN_REGISTER_TOOL_BACKEND(
    ClangRegularKeywordAttrInfo, TM_Clang, "gen-clang-regular-keyword-attr-info",
    "Generate a list of regular keyword attributes with info about their arguments",
    emitRegularKeywordInfo, BT_None);
TBLGEN_REGISTER_TOOL_BACKEND(CXX11AttributeInfo, TM_Clang, "gen-cxx11-attribute-info",
                             "Generate CXX11 attributes info", emitCXX11AttributeInfo, BT_None);
TBLGEN_REGISTER_TOOL_BACKEND(AttributeSpellingList, TM_Clang, "gen-attribute-spelling-list",
                             "Generate attribute spelling list", emitSpellingList, BT_None);

} // namespace tblgen::clangattr
