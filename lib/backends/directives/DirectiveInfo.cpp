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

namespace {

/// Fatal when a directive names a clause twice within one of the groups of
/// its clause lists: the three "allowed" lists together, and allowedClauses
/// with requiredClauses. Each duplicate is reported first; like
/// llvm-tblgen, a group is not read past its first list with a duplicate.
void checkClauseLists(const Record *Dir) {
  static constexpr std::string_view Groups[][3] = {
      {"allowedClauses", "allowedOnceClauses", "allowedExclusiveClauses"},
      {"allowedClauses", "requiredClauses", {}},
  };
  bool Repeats = false;
  for (const auto &Group : Groups) {
    std::set<std::string_view> Seen;
    for (std::string_view Field : Group) {
      if (Field.empty())
        break;
      bool InThisList = false;
      for (const Record *VC : Dir->getValueAsListOfDefs(Field)) {
        std::string_view Clause = getVersionedClause(VC)->getName();
        if (Seen.insert(Clause).second)
          continue;
        PrintError("Clause " + std::string(Clause) + " already defined on directive " +
                   std::string(Dir->getName()));
        InThisList = true;
      }
      if (InThisList) {
        Repeats = true;
        break;
      }
    }
  }
  if (Repeats)
    PrintFatalError("One or more clauses are defined multiple times on directive " +
                    std::string(Dir->getName()));
}

} // namespace

Language::Language(const RecordKeeper &Records) : Records(Records) {
  std::span<const Record *const> Defs = defsOf("DirectiveLanguage");
  if (Defs.size() != 1)
    PrintFatalError("A single definition of DirectiveLanguage is needed.");
  for (const Record *Dir : directives())
    checkClauseLists(Dir);
  Def = Defs.front();
  Name = Def->getValueAsString("name");
  CppNamespace = Def->getValueAsString("cppNamespace");
  DirectivePrefix = Def->getValueAsString("directivePrefix");
  ClausePrefix = Def->getValueAsString("clausePrefix");
  ClauseSetClass = Def->getValueAsString("clauseEnumSetClass");
  FlangClauseBase = Def->getValueAsString("flangClauseBaseClass");
  EnumsInNamespace = Def->getValueAsBit("makeEnumAvailableInNamespace");
  BitmaskInNamespace = Def->getValueAsBit("enableBitmaskEnumInNamespace");
}

size_t Language::maxLeafCount() const {
  size_t Most = 0;
  for (const Record *Dir : directives())
    Most = std::max(Most, Dir->getValueAsListOfDefs("leafConstructs").size());
  return Most;
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
