//===- DirectiveInfo.h - Views of DirectiveBase.td records ------*- C++ -*-===//
//
// Shared by the -gen-directive-decl and -gen-directive-impl backends: typed
// accessors for the records that llvm/Frontend/Directive/DirectiveBase.td
// defines (DirectiveLanguage, Directive, Clause, VersionedClause, Spelling,
// EnumVal, Association, Category, SourceLanguage), the naming rules that
// turn them into C++ identifiers, and small output helpers.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "tblgen/Output.h"
#include "tblgen/Record.h"

#include <climits>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace tblgen::directive {

/// One spelling of a directive or clause, with the language versions in
/// which it is valid.
struct Spelling {
  std::string Name;
  int Min = 0;
  int Max = INT_MAX;

  /// True for the default range [0, INT_MAX] ("all versions").
  bool coversAllVersions() const { return Min == 0 && Max == INT_MAX; }
};

/// The spellings of a Directive or Clause record, in declaration order.
std::vector<Spelling> getSpellings(const Record *R);

/// The spelling used to build identifiers: the first of the spellings with
/// the smallest minimum version.
std::string getSpellingForIdentifier(const Record *R);

/// Name with every space replaced by '_'.
std::string getSnakeName(std::string_view Name);

/// Name split at any character of Sep, each part capitalised and the
/// separators dropped: ("num_threads", "_") -> "NumThreads".
std::string getUpperCamelName(std::string_view Name, std::string_view Sep);

/// The record's "name" field when it has one (Association, Category, ...),
/// otherwise its identifier spelling; spaces become underscores.
std::string getFormattedName(const Record *R);

/// Prefix followed by the formatted name, e.g. "OMPD_target_data".
inline std::string getIdentifierName(const Record *R, std::string_view Prefix) {
  return std::string(Prefix) + getFormattedName(R);
}

/// The name Flang's parser uses for a clause class: "num_threads" ->
/// "NumThreads".
inline std::string getParserClassName(const Record *Clause) {
  return getUpperCamelName(getSpellingForIdentifier(Clause), "_");
}

/// The enumerator of clang::OpenACCDirectiveKind for a directive.
std::string getClangAccDirectiveSpelling(const Record *Dir);
/// The enumerator of clang::OpenACCClauseKind for a clause.
std::string getClangAccClauseSpelling(const Record *Clause);

/// The clause a VersionedClause refers to.
inline const Record *getVersionedClause(const Record *VC) {
  return VC->getValueAsDef("clause");
}

/// The one DirectiveLanguage record of the input, its settings read once,
/// and the record lists the backends walk over (each sorted as
/// RecordKeeper::getAllDerivedDefinitions sorts them).
struct Language {
  /// Reads the language; reports (fatally) what llvm-tblgen reports for a
  /// malformed one: not exactly one DirectiveLanguage, or a clause listed
  /// twice for a directive.
  explicit Language(const RecordKeeper &Records);

  const Record *Def = nullptr;
  std::string Name;            ///< name
  std::string CppNamespace;    ///< cppNamespace
  std::string DirectivePrefix; ///< directivePrefix
  std::string ClausePrefix;    ///< clausePrefix
  std::string ClauseSetClass;  ///< clauseEnumSetClass
  std::string FlangClauseBase; ///< flangClauseBaseClass
  bool EnumsInNamespace;       ///< makeEnumAvailableInNamespace
  bool BitmaskInNamespace;     ///< enableBitmaskEnumInNamespace

  /// The defs of each class, looked up when asked for (a class that is not
  /// defined is an error only when its defs are needed).
  std::span<const Record *const> associations() const { return defsOf("Association"); }
  std::span<const Record *const> categories() const { return defsOf("Category"); }
  std::span<const Record *const> sourceLanguages() const { return defsOf("SourceLanguage"); }
  std::span<const Record *const> directives() const { return defsOf("Directive"); }
  std::span<const Record *const> clauses() const { return defsOf("Clause"); }

  /// "llvm::<cppNamespace>::" (or with another outer namespace).
  std::string qualifier(std::string_view Outer = "llvm") const {
    return std::string(Outer) + "::" + CppNamespace + "::";
  }
  /// The largest number of leaf constructs of any directive.
  size_t maxLeafCount() const;

private:
  std::span<const Record *const> defsOf(std::string_view Class) const {
    return Records.getAllDerivedDefinitions(Class);
  }
  const RecordKeeper &Records;
};

//===----------------------------------------------------------------------===//
// Output helpers
//===----------------------------------------------------------------------===//

/// "#ifdef Name" / "#undef Name" and a blank line.
void openIfDef(OStream &OS, std::string_view Name);
/// A blank line, "#endif // Name" and another blank line.
void closeIfDef(OStream &OS, std::string_view Name);
/// "namespace Name {" and a blank line (a leading "::" is dropped); nothing
/// for an empty name.
void openNamespace(OStream &OS, std::string_view Name);
/// A blank line and "} // namespace Name"; nothing for an empty name.
void closeNamespace(OStream &OS, std::string_view Name);

/// The sections of -gen-directive-impl that serve Flang (clause sets and
/// map, parser classes, unparser, ...).
void emitFlangImpl(const Language &Lang, OStream &OS);
/// The sections of -gen-directive-impl that serve Clang (OpenACC only).
void emitClangImpl(const Language &Lang, OStream &OS);

} // namespace tblgen::directive
