//===- DirectiveDecl.cpp - -gen-directive-decl ----------------------------===//
//
// Emits the header of a directive language (OpenMP, OpenACC): enums for
// associations, categories, source languages, directives, clauses and clause
// values, and the declarations of the lookup functions that
// -gen-directive-impl defines.
//
//===----------------------------------------------------------------------===//
#include "DirectiveInfo.h"

#include "tblgen/Backend.h"
#include "tblgen/Error.h"
#include "tblgen/Record.h"

namespace tblgen {
namespace {

using namespace directive;

/// Writes the "constexpr auto X = Enum::X;" lines that make enumerators
/// usable without qualification.
void emitEnumExports(std::span<const Record *const> Recs, OStream &OS, std::string_view Enum,
                     std::string_view Prefix) {
  for (const Record *R : Recs) {
    std::string N = getIdentifierName(R, Prefix);
    OS << "constexpr auto " << N << " = " << Enum << "::" << N << ";\n";
  }
}

/// enum class Enum { ... } with First_/Last_ sentinels and the size.
void emitEnumClass(std::span<const Record *const> Recs, OStream &OS, std::string_view Enum,
                   std::string_view Prefix, bool Export) {
  OS << "enum class " << Enum << " {\n";
  if (!Recs.empty()) {
    std::string N;
    for (size_t I = 0; I != Recs.size(); ++I) {
      N = getIdentifierName(Recs[I], Prefix);
      OS << "  " << N << ",\n";
      if (I == 0)
        OS << "  First_ = " << N << ",\n";
    }
    OS << "  Last_ = " << N << ",\n";
  }
  OS << "};\n\n";
  OS << "static constexpr std::size_t " << Enum << "_enumSize = " << Recs.size() << ";\n\n";
  if (Export) {
    emitEnumExports(Recs, OS, Enum, Prefix);
    OS << '\n';
  }
}

/// An enum whose values are distinct bits (for SourceLanguage).
void emitEnumBitmask(std::span<const Record *const> Recs, OStream &OS, std::string_view Enum,
                     std::string_view Prefix) {
  bool Small = Recs.size() <= 32;
  OS << "enum class " << Enum << " : " << (Small ? "uint32_t" : "uint64_t") << " {\n";
  std::string Last;
  for (size_t I = 0; I != Recs.size(); ++I) {
    Last = getIdentifierName(Recs[I], Prefix);
    // Past 64 values the bits wrap around, as the shift does in
    // llvm-tblgen on x86-64; the C++ compiler will reject the duplicates.
    OS << "  " << Last << " = " << (uint64_t(1) << (I % 64)) << (Small ? "U" : "ULL") << ",\n";
  }
  OS << "  LLVM_MARK_AS_BITMASK_ENUM(/*LargestValue=*/" << Last << ")\n";
  OS << "};\n\n";
  OS << "static constexpr std::size_t " << Enum << "_enumSize = " << Recs.size() << ";\n\n";
}

/// The enums of the values some clauses take; collects the declarations of
/// their helper functions into Helpers.
void emitClauseValueEnums(const Language &Lang, OStream &OS, std::string &Helpers) {
  for (const Record *C : Lang.clauses()) {
    std::vector<const Record *> Vals = C->getValueAsListOfDefs("allowedClauseValues");
    if (Vals.empty())
      continue;
    std::string Enum = C->getValueAsString("enumClauseValue");
    if (Enum.empty()) {
      // The header names the clause by its spelling, the implementation
      // file by its record name.
      PrintUncountedError("enumClauseValue field not set in Clause" + getFormattedName(C) + ".");
      return;
    }
    OS << "enum class " << Enum << " {\n";
    for (const Record *V : Vals)
      OS << "  " << V->getName() << "=" << V->getValueAsInt("value") << ",\n";
    OS << "};\n";
    if (Lang.EnumsInNamespace) {
      OS << '\n';
      for (const Record *V : Vals)
        OS << "constexpr auto " << V->getName() << " = " << Enum << "::" << V->getName() << ";\n";
      OS << '\n';
      Helpers += "LLVM_ABI " + Enum + " get" + Enum + "(StringRef Str);\n";
      Helpers += "LLVM_ABI StringRef get" + Lang.Name + Enum + "Name(" + Enum + " x);\n";
    }
  }
}

void emitDirectivesDecl(const RecordKeeper &Records, OStream &OS) {
  Language Lang(Records);

  std::string Name = Lang.Name;
  std::string Guard = "LLVM_" + Name + "_INC";
  OS << "#ifndef " << Guard << "\n#define " << Guard << "\n\n";

  bool Bitmask = Lang.BitmaskInNamespace;
  OS << "#include \"llvm/ADT/ArrayRef.h\"\n";
  if (Bitmask)
    OS << "#include \"llvm/ADT/BitmaskEnum.h\"\n";
  OS << "#include \"llvm/ADT/Sequence.h\"\n"
        "#include \"llvm/ADT/StringRef.h\"\n"
        "#include \"llvm/Frontend/Directive/Spelling.h\"\n"
        "#include \"llvm/Support/Compiler.h\"\n"
        "#include <cstddef>\n"
        "#include <utility>\n\n";

  std::string NS = Lang.CppNamespace;
  openNamespace(OS, "llvm");
  openNamespace(OS, NS);
  if (Bitmask)
    OS << "LLVM_ENABLE_BITMASK_ENUMS_IN_NAMESPACE();\n\n";

  // AS_FromLeaves only tells the emitter to compute the association; it has
  // no enumerator.
  std::vector<const Record *> Associations;
  for (const Record *A : Lang.associations())
    if (A->getName() != "AS_FromLeaves")
      Associations.push_back(A);
  emitEnumClass(Associations, OS, "Association", "", false);
  emitEnumClass(Lang.categories(), OS, "Category", "", false);
  emitEnumBitmask(Lang.sourceLanguages(), OS, "SourceLanguage", "");

  bool Export = Lang.EnumsInNamespace;
  emitEnumClass(Lang.directives(), OS, "Directive", Lang.DirectivePrefix, Export);
  emitEnumClass(Lang.clauses(), OS, "Clause", Lang.ClausePrefix, Export);

  std::string Helpers;
  emitClauseValueEnums(Lang, OS, Helpers);

  OS << "// Enumeration helper functions\n";
  OS << "LLVM_ABI std::pair<Directive, directive::VersionRange> get" << Name
     << "DirectiveKindAndVersions(StringRef Str);\n";
  OS << "inline Directive get" << Name << "DirectiveKind(StringRef Str) {\n";
  OS << "  return get" << Name << "DirectiveKindAndVersions(Str).first;\n";
  OS << "}\n\n";
  OS << "LLVM_ABI StringRef get" << Name << "DirectiveName(Directive D, unsigned Ver = 0);\n\n";
  OS << "LLVM_ABI std::pair<Clause, directive::VersionRange> get" << Name
     << "ClauseKindAndVersions(StringRef Str);\n\n";
  OS << "inline Clause get" << Name << "ClauseKind(StringRef Str) {\n";
  OS << "  return get" << Name << "ClauseKindAndVersions(Str).first;\n";
  OS << "}\n\n";
  OS << "LLVM_ABI StringRef get" << Name << "ClauseName(Clause C, unsigned Ver = 0);\n\n";
  OS << "/// Return true if \\p C is a valid clause for \\p D in version \\p Version.\n";
  OS << "LLVM_ABI bool isAllowedClauseForDirective(Directive D, Clause C, unsigned Version);\n\n";
  OS << "constexpr std::size_t getMaxLeafCount() { return " << Lang.maxLeafCount() << "; }\n";
  OS << "LLVM_ABI Association getDirectiveAssociation(Directive D);\n";
  OS << "LLVM_ABI Category getDirectiveCategory(Directive D);\n";
  OS << "LLVM_ABI SourceLanguage getDirectiveLanguages(Directive D);\n";
  OS << Helpers;
  closeNamespace(OS, NS);

  // enum_iteration_traits must be specialised in namespace llvm.
  for (std::string_view Enum : {"Association", "Category", "Directive", "Clause"}) {
    OS << "\ntemplate <> struct enum_iteration_traits<" << NS << "::" << Enum << "> {\n";
    OS << "  static constexpr bool is_iterable = true;\n";
    OS << "};\n";
  }
  closeNamespace(OS, "llvm");
  OS << "\n#endif // " << Guard << "\n\n";
}

} // namespace

TBLGEN_REGISTER_BACKEND(DirectiveDecl, "gen-directive-decl",
                        "Generate directive related declaration code (header file)",
                        emitDirectivesDecl);

} // namespace tblgen
