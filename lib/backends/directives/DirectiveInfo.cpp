//===- DirectiveInfo.cpp - Views of DirectiveBase.td records --------------===//
#include "DirectiveInfo.h"

#include "tblgen/Error.h"

#include <algorithm>
#include <set>

namespace tblgen::directive {

std::vector<Spelling> getSpellings(const Record *R) {
  std::vector<Spelling> List;
  for (const Record *S : R->getValueAsListOfDefs("spellings"))
    List.push_back({S->getValueAsString("spelling"), int(S->getValueAsInt("minVersion")),
                    int(S->getValueAsInt("maxVersion"))});
  return List;
}

std::string getSpellingForIdentifier(const Record *R) {
  std::string Best = "not found";
  int BestMin = INT_MAX;
  for (Spelling &S : getSpellings(R))
    if (S.Min < BestMin) {
      BestMin = S.Min;
      Best = std::move(S.Name);
    }
  return Best;
}

std::string getSnakeName(std::string_view Name) {
  std::string N(Name);
  std::replace(N.begin(), N.end(), ' ', '_');
  return N;
}

std::string getUpperCamelName(std::string_view Name, std::string_view Sep) {
  std::string Out;
  Out.reserve(Name.size());
  bool Cap = true;
  for (char C : Name) {
    if (Sep.find(C) != std::string_view::npos) {
      Cap = true;
      continue;
    }
    if (Cap && C >= 'a' && C <= 'z')
      C = char(C - 'a' + 'A');
    Cap = false;
    Out.push_back(C);
  }
  return Out;
}

std::string getFormattedName(const Record *R) {
  if (auto Name = R->getValueAsOptionalString("name"))
    return getSnakeName(*Name);
  return getSnakeName(getSpellingForIdentifier(R));
}

std::string getClangAccDirectiveSpelling(const Record *Dir) {
  std::string Name = getSpellingForIdentifier(Dir);
  // Clang's enumerator for the unknown directive is "Invalid".
  if (Name == "unknown")
    return "Invalid";
  return getUpperCamelName(Name, " _");
}

std::string getClangAccClauseSpelling(const Record *Clause) {
  std::string Explicit = Clause->getValueAsString("clangAccSpelling");
  if (!Explicit.empty())
    return Explicit;
  return getUpperCamelName(getSpellingForIdentifier(Clause), "_");
}

//===----------------------------------------------------------------------===//
// Language
//===----------------------------------------------------------------------===//

Language::Language(const RecordKeeper &Records) : Records(Records) {
  const auto &Langs = Records.getAllDerivedDefinitions("DirectiveLanguage");
  if (!Langs.empty())
    Def = Langs.front();
}

namespace {

/// Adds the clauses of VerClauses to Seen; reports every clause already
/// there. Returns true when one was.
bool reportDuplicates(std::span<const Record *const> VerClauses, const Record *Dir,
                      std::set<std::string, std::less<>> &Seen) {
  bool Dup = false;
  for (const Record *VC : VerClauses) {
    std::string_view Name = getVersionedClause(VC)->getName();
    if (!Seen.emplace(Name).second) {
      PrintError("Clause " + std::string(Name) + " already defined on directive " +
                 std::string(Dir->getName()));
      Dup = true;
    }
  }
  return Dup;
}

} // namespace

void Language::checkValidity() const {
  if (Records.getAllDerivedDefinitions("DirectiveLanguage").size() != 1)
    PrintFatalError("A single definition of DirectiveLanguage is needed.");

  bool Dup = false;
  for (const Record *Dir : getDirectives()) {
    // A clause may appear in at most one of the three "allowed" lists, and
    // a required clause must not also be listed as allowed. Like
    // llvm-tblgen, stop scanning a group at its first list with a duplicate.
    std::set<std::string, std::less<>> Seen;
    if (reportDuplicates(Dir->getValueAsListOfDefs("allowedClauses"), Dir, Seen) ||
        reportDuplicates(Dir->getValueAsListOfDefs("allowedOnceClauses"), Dir, Seen) ||
        reportDuplicates(Dir->getValueAsListOfDefs("allowedExclusiveClauses"), Dir, Seen))
      Dup = true;
    Seen.clear();
    if (reportDuplicates(Dir->getValueAsListOfDefs("allowedClauses"), Dir, Seen) ||
        reportDuplicates(Dir->getValueAsListOfDefs("requiredClauses"), Dir, Seen))
      Dup = true;
    if (Dup)
      PrintFatalError("One or more clauses are defined multiple times on directive " +
                      std::string(Dir->getName()));
  }
}

size_t Language::getMaxLeafCount() const {
  size_t Max = 0;
  for (const Record *Dir : getDirectives())
    Max = std::max(Max, Dir->getValueAsListOfDefs("leafConstructs").size());
  return Max;
}

//===----------------------------------------------------------------------===//
// Output helpers
//===----------------------------------------------------------------------===//

void openIfDef(OStream &OS, std::string_view Name) {
  OS << "#ifdef " << Name << "\n#undef " << Name << "\n\n";
}

void closeIfDef(OStream &OS, std::string_view Name) {
  OS << "\n#endif // " << Name << "\n\n";
}

/// The name a namespace block uses: without a leading "::".
static std::string_view namespaceBlockName(std::string_view Name) {
  if (Name.substr(0, 2) == "::")
    Name.remove_prefix(2);
  return Name;
}

void openNamespace(OStream &OS, std::string_view Name) {
  Name = namespaceBlockName(Name);
  if (!Name.empty())
    OS << "namespace " << Name << " {\n\n";
}

void closeNamespace(OStream &OS, std::string_view Name) {
  Name = namespaceBlockName(Name);
  if (!Name.empty())
    OS << "\n} // namespace " << Name << "\n";
}

} // namespace tblgen::directive
