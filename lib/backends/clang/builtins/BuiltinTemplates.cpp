//===- BuiltinTemplates.cpp - -gen-clang-builtin-templates ---------------===//
//
// Clang's builtin templates (BuiltinTemplates.td), each with its template
// head: the code building each head's TemplateParameterList (one case per
// template, by name), else the list of templates by language.
//
// A head's entities are numbered in one sequence per template: a template
// template parameter takes its number before its own head's entities, a
// non-type parameter typed by an earlier class parameter of its own head takes its number
// before its type's TypeSourceInfo, and a head's list takes the number
// after its parameters.
//
//===----------------------------------------------------------------------===//

#include "tblgen/Backend.h"
#include "tblgen/Error.h"
#include "tblgen/Record.h"

#include <algorithm>
#include <set>

namespace tblgen::clangbuiltins {

namespace {

/// Writes the creation code of one template's head.
class HeadWriter {
public:
  explicit HeadWriter(OStream &OS) : OS(OS) {}

  /// Writes the parameters of Args at Depth and their list; returns the
  /// list's number.
  unsigned list(const std::vector<const Record *> &Args, unsigned Depth) {
    std::vector<std::pair<std::string, unsigned>> Outer;
    Outer.swap(Scope); // a head sees its own class parameters only
    std::vector<unsigned> Parms;
    for (unsigned Index = 0; Index < Args.size(); ++Index)
      Parms.push_back(param(Args[Index], Depth, Index));
    Scope.swap(Outer);
    unsigned Id = Next++;
    OS << " auto *TPL" << Id
       << " = TemplateParameterList::Create(C, SourceLocation(), SourceLocation(), {";
    for (size_t I = 0; I < Parms.size(); ++I)
      OS << (I ? ", Parm" : "Parm") << Parms[I];
    OS << "}, SourceLocation(), nullptr);\n";
    return Id;
  }

private:
  OStream &OS;
  unsigned Next = 0;
  /// The class parameters of the head being written: name, Parm number.
  std::vector<std::pair<std::string, unsigned>> Scope;
  std::set<std::string> Declared; ///< builtin type infos written so far

  static const char *flag(bool B) { return B ? "true" : "false"; }

  unsigned param(const Record *A, unsigned Depth, unsigned Index) {
    const std::string Pos = std::to_string(Depth) + ", " + std::to_string(Index);
    if (A->isSubClassOf("Template")) {
      unsigned Id = Next++;
      unsigned Inner = list(A->getValueAsListOfDefs("Args"), Depth + 1);
      OS << " auto *Parm" << Id
         << " = TemplateTemplateParmDecl::Create(C, DC, SourceLocation(), " << Pos
         << ", /*ParameterPack=*/false, /*Id=*/nullptr, /*Kind=*/TNK_Type_template, "
            "/*Typename=*/false, TPL"
         << Inner << ");\n";
      return Id;
    }
    if (A->isSubClassOf("Class")) {
      unsigned Id = Next++;
      OS << " auto *Parm" << Id
         << " = TemplateTypeParmDecl::Create(C, DC, SourceLocation(), SourceLocation(), " << Pos
         << ", /*Id=*/nullptr, /*Typename=*/false, " << flag(A->getValueAsBit("IsVariadic"))
         << ");\n";
      Scope.emplace_back(A->getValueAsString("Name"), Id);
      return Id;
    }
    if (A->isSubClassOf("NTTP")) {
      unsigned Id = Next++;
      std::string TypeName = A->getValueAsString("TypeName");
      const std::pair<std::string, unsigned> *Found = nullptr;
      for (auto It = Scope.rbegin(); It != Scope.rend() && !Found; ++It)
        if (It->first == TypeName)
          Found = &*It;
      if (!Found)
        PrintFatalError("Unknown Type Name");
      unsigned TSI = Next++;
      OS << " auto *TSI" << TSI << " = C.getTrivialTypeSourceInfo(QualType(Parm" << Found->second
         << "->getTypeForDecl(), 0));\n";
      OS << " auto *Parm" << Id
         << " = NonTypeTemplateParmDecl::Create(C, DC, SourceLocation(), SourceLocation(), "
         << Pos << ", /*Id=*/nullptr, TSI" << TSI << "->getType(), "
         << flag(A->getValueAsBit("IsVariadic")) << ", TSI" << TSI << ");\n";
      return Id;
    }
    if (A->isSubClassOf("BuiltinNTTP")) {
      std::string TypeName = A->getValueAsString("TypeName");
      const char *Expr = TypeName == "size_t"     ? "C.getSizeType()"
                         : TypeName == "uint32_t" ? "C.UnsignedIntTy"
                                                  : nullptr;
      if (!Expr)
        PrintFatalError(A->getLoc().front(), "Unexpected type name");
      std::string Info = std::string(A->getName()) + "Info";
      if (Declared.insert(Info).second)
        OS << "TypeSourceInfo *" << Info << " = C.getTrivialTypeSourceInfo(" << Expr << ");\n";
      unsigned Id = Next++;
      OS << " auto *Parm" << Id
         << " = NonTypeTemplateParmDecl::Create(C, DC, SourceLocation(), SourceLocation(), "
         << Pos << ", /*Id=*/nullptr, " << Info << "->getType(), /*ParameterPack=*/false, "
         << Info << ");\n";
      return Id;
    }
    PrintFatalError(A->getLoc().front(), "Unexpected TemplateArg");
  }
};

/// The macro a template is listed by: its class (the last superclass).
std::string_view languageMacro(const Record *T) {
  auto Supers = T->getSuperClasses();
  return Supers.empty() ? std::string_view("BuiltinTemplate") : Supers.back().first->getName();
}

void emitBuiltinTemplates(const RecordKeeper &RK, OStream &OS) {
  const auto &Templates = RK.getAllDerivedDefinitions("BuiltinTemplate");
  // The language macros, the one met last (in template order) first.
  std::vector<std::string_view> Macros;
  for (const Record *T : Templates)
    if (std::find(Macros.begin(), Macros.end(), languageMacro(T)) == Macros.end())
      Macros.insert(Macros.begin(), languageMacro(T));

  emitSourceFileHeader("Tables and code for Clang's builtin templates", OS);
  for (std::string_view M : Macros)
    OS << "#ifndef " << M << "\n#define " << M << "(NAME) BuiltinTemplate(NAME)\n#endif\n\n";
  OS << "#if defined(CREATE_BUILTIN_TEMPLATE_PARAMETER_LIST)\n";
  for (const Record *T : Templates) {
    OS << "case BTK" << T->getName() << ": {\n";
    unsigned Id = HeadWriter(OS).list(T->getValueAsListOfDefs("TemplateHead"), 0);
    OS << "\n  return TPL" << Id << ";\n  }\n";
  }
  OS << "#undef CREATE_BUILTIN_TEMPLATE_PARAMETER_LIST\n#else\n";
  for (const Record *T : Templates)
    OS << languageMacro(T) << "(" << T->getName() << ")\n";
  OS << "#undef BuiltinTemplate\n#endif\n";
  for (std::string_view M : Macros)
    OS << "#undef " << M << "\n";
}

} // namespace

TBLGEN_REGISTER_TOOL_BACKEND(ClangBuiltinTemplates, TM_Clang, "gen-clang-builtin-templates",
                             "Generate clang builtins list", emitBuiltinTemplates, BT_None);

} // namespace tblgen::clangbuiltins
