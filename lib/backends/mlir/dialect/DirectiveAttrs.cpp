//===- DirectiveAttrs.cpp - mlir-tblgen's -gen-directive-decl -------------===//
//
// TableGen source (not C++) for the dialect named by --directives-dialect:
// for every clause of an OpenMP / OpenACC description (llvm/Frontend) that
// takes one of a fixed set of values, an I32EnumAttr with a case per value
// a user may write, and an EnumAttr of the dialect wrapping it.
//
//===----------------------------------------------------------------------===//

#include "backends/directives/DirectiveInfo.h"

#include "tblgen/Backend.h"
#include "tblgen/Error.h"
#include "tblgen/Output.h"
#include "tblgen/Record.h"

namespace tblgen::mlirdialect {

namespace {

std::string asciiLower(std::string S) {
  for (char &C : S)
    if (C >= 'A' && C <= 'Z')
      C = char(C - 'A' + 'a');
  return S;
}

void emitDirectiveAttrs(const RecordKeeper &Records, OStream &OS, const BackendContext &Ctx) {
  std::string Dialect = Ctx.option("directives-dialect", "");
  if (Dialect.empty())
    PrintFatalError("a dialect must be selected for the directives via '--directives-dialect'");
  const std::vector<const Record *> &Languages = Records.getAllDerivedDefinitions("DirectiveLanguage");
  for (const Record *Clause : Records.getAllDerivedDefinitions("Clause")) {
    std::vector<const Record *> Values = Clause->getValueAsListOfDefs("allowedClauseValues");
    if (Values.empty())
      continue;
    const std::string Enum = Clause->getValueAsString("enumClauseValue");
    std::vector<std::string> CaseDefs;
    for (size_t I = 0; I < Values.size(); ++I) {
      if (!Values[I]->getValueAsBit("isUserValue"))
        continue;
      std::string Name = directive::getFormattedName(Values[I]);
      std::string Symbol = asciiLower(Name);
      if (!Symbol.empty() && Symbol[0] >= 'a' && Symbol[0] <= 'z')
        Symbol[0] = char(Symbol[0] - 'a' + 'A');
      CaseDefs.push_back(Enum + Name);
      OS << "def " << CaseDefs.back() << " : I32EnumAttrCase<\"" << Symbol << "\", " << I
         << ", \"" << Name << "\">;\n";
    }
    OS << "def " << Enum << ": I32EnumAttr<\n  \"Clause" << Enum << "\",\n  \"" << Enum
       << " Clause\",\n  [";
    for (size_t I = 0; I < CaseDefs.size(); ++I)
      OS << (I ? ", " : "") << CaseDefs[I];
    OS << "]> {\n    let cppNamespace = \"::mlir::"
       << Languages.front()->getValueAsString("cppNamespace") << "\";\n"
       << "    let genSpecializedAttr = 0;\n}\n"
       << "def " << Enum << "Attr : EnumAttr<" << Dialect << "_Dialect, " << Enum << ", \""
       << asciiLower(Enum) << "\">;\n";
  }
}

} // namespace

TBLGEN_REGISTER_TOOL_BACKEND(MLIRDirectiveDecl, TM_MLIR, "gen-directive-decl",
                             "Generate declarations for directives (OpenMP/OpenACC etc.)",
                             emitDirectiveAttrs, BT_None);

} // namespace tblgen::mlirdialect
