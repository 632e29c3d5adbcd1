//===- AttrModel.h - Clang's attribute records, as the backends see them -===//
//
// The reading of Attr.td that the attribute backends share:
//
//   Spelling     one way to write an attribute, after the shorthand
//                varieties (GCC, Clang, ClangGCC) are expanded into the
//                GNU, CXX11 and C23 spellings they stand for
//   AttrClass    the fixed hierarchy of attribute base classes (Attr,
//                InheritableAttr, ...), each with its list macro
//   parsedAttrs  the attributes Sema handles, one per parse kind
//
// Attributes come in the order llvm-tblgen lists the records of class Attr
// (by name).
//
//===----------------------------------------------------------------------===//
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace tblgen {
class OStream;
class Record;
class RecordKeeper;
} // namespace tblgen

namespace tblgen::clangattr {

/// The spelling varieties after expansion.
enum class Variety : uint8_t {
#define ATTR_VARIETY(Id, Name) Id,
#include "AttrVarieties.def"
};

/// The Variety field's text of V ("GNU", "CXX11", ...).
std::string_view varietyName(Variety V);

/// One spelling of an attribute.
struct Spelling {
  Variety Kind;
  std::string_view Name;
  std::string_view Namespace; ///< CXX11, C23 and Pragma spellings only
  bool KnownToGCC = false;    ///< expanded from a GCC spelling
  const Record *Def = nullptr; ///< the Spelling record it comes from
};

/// The spellings of attribute A, shorthands expanded, in the order listed.
std::vector<Spelling> spellingsOf(const Record *A);

/// Every Attr record, by name.
const std::vector<const Record *> &allAttrs(const RecordKeeper &Records);

/// Name without one leading "__" and one trailing "__".
std::string_view stripDunder(std::string_view Name);

/// An attribute with the name it is parsed under (its ParseKind, or its
/// record name without surrounding "__").
struct ParsedAttr {
  std::string Name;
  const Record *Def;
};

/// The attributes with a Sema handler, one per parse kind (a target-specific
/// attribute sharing an earlier one's ParseKind is left out, or listed in
/// Dupes when given).
std::vector<ParsedAttr> parsedAttrs(const RecordKeeper &Records,
                                    std::vector<ParsedAttr> *Dupes = nullptr);

/// One base class of the attribute hierarchy: its record name, its list
/// macro and the index of its parent (-1 for Attr).
struct AttrClass {
  std::string_view Name;
  std::string_view Macro;
  int Parent;
};

/// The base classes, parents before children.
const std::vector<AttrClass> &attrClasses();

/// The index in attrClasses() of the most derived base class of A.
int attrClassOf(const Record *A);

/// A's arguments (the Args list), in order.
std::vector<const Record *> argsOf(const Record *A);

/// The TargetSpec of a target-specific attribute, or null.
const Record *attrTarget(const Record *A);

/// The C++ condition testing target T: "true && (T.getArch() == ...)".
/// Arches, when given, replaces T's own list; AnyCheck tells whether the
/// condition tests anything.
std::string targetCondition(const Record *T, const std::vector<std::string> *Arches = nullptr,
                            bool *AnyCheck = nullptr);

/// Whether the spellings' names agree once leading and trailing
/// underscores are dropped (no semantic spelling is needed).
bool spellingNamesAgree(const std::vector<Spelling> &Spellings);

/// The index of spelling S in List (same variety, namespace and name); a
/// fatal "Unknown spelling" error when it is not there.
size_t spellingIndexIn(const std::vector<Spelling> &List, const Spelling &S);

/// The semantic spelling enumerator of each spelling (GNU_name,
/// CXX11_ns_name, ...).
std::vector<std::string> semanticSpellings(const std::vector<Spelling> &Spellings);

/// The "enum Spelling" of an attribute with these enumerators.
std::string spellingEnumText(const std::vector<std::string> &Semantic);

/// The switch from spelling list index (in variable Var) to semantic
/// spelling.
std::string semanticSwitchText(std::string_view Var, const std::vector<std::string> &Semantic);

/// The AttributeCommonInfo syntax of variety V ("AS_GNU", ...).
std::string syntaxName(Variety V);

/// A #pragma clang attribute subject match rule, or one of its sub-rules.
struct MatchRule {
  const Record *Def;
  std::string_view Name;      ///< "function", "is_member"
  int Parent = -1;            ///< index of the rule of a sub-rule
  bool Negated = false;       ///< a sub-rule written unless(...)
  bool Abstract = false;      ///< a rule with no subjects of its own
  std::string Enum;           ///< the enumerator, SubjectMatchRule_...
  std::string Spelled;        ///< "function(is_member)"
  std::vector<const Record *> Subjects;
  std::vector<uint32_t> SubRules; ///< indices, rules only
  std::vector<const Record *> LangOpts; ///< a sub-rule's own, else its rule's
};

/// The match rules, each rule followed by its sub-rules, rules by record
/// name.
std::vector<MatchRule> matchRules(const RecordKeeper &Records);

/// The match rules and what #pragma clang attribute can apply.
class PragmaSupport {
public:
  explicit PragmaSupport(const RecordKeeper &Records);

  const std::vector<MatchRule> &rules() const { return Rules; }
  /// The rule matching Subject (a single index), or for an aggregate subject
  /// the rules of the declarations derived from it; null when no rule
  /// covers Subject.
  const std::vector<uint32_t> *rulesFor(const Record *Subject, bool *IsAggregate = nullptr) const;
  /// Whether A can be applied with #pragma clang attribute.
  bool supports(const Record *A) const;

private:
  struct Entry {
    std::vector<uint32_t> Rules;
    bool Aggregate = false;
  };
  std::vector<MatchRule> Rules;
  std::unordered_map<const Record *, Entry> BySubject;
};

/// Whether Subject is a declaration (or a subset of one): the only
/// subjects #pragma clang attribute considers.
bool isDeclSubject(const Record *Subject);

/// The Subjects of A's subject list (empty when unset).
std::vector<const Record *> subjectsOf(const Record *A);

} // namespace tblgen::clangattr
