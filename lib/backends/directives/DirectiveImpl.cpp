//===- DirectiveImpl.cpp - -gen-directive-impl ----------------------------===//
//
// Emits the implementation file of a directive language: the Flang and Clang
// sections (DirectiveFrontends.cpp), Clang's CLAUSE macros, and the
// GEN_DIRECTIVES_IMPL section that defines the name/kind lookups,
// isAllowedClauseForDirective, the association, category and language of
// each directive, and the table of leaf constructs.
//
//===----------------------------------------------------------------------===//
#include "DirectiveInfo.h"

#include "tblgen/Backend.h"
#include "tblgen/Error.h"
#include "tblgen/Record.h"

#include <algorithm>
#include <cctype>
#include <set>
#include <unordered_map>

namespace tblgen {
namespace {

using namespace directive;

/// The CLAUSE/CLAUSE_CLASS/CLAUSE_NO_CLASS macro list that Clang includes.
void emitClauseClassMacros(const Language &Lang, OStream &OS) {
  openIfDef(OS, "GEN_CLANG_CLAUSE_CLASS");
  std::string P = Lang.ClausePrefix;
  OS << "#ifndef CLAUSE\n#define CLAUSE(Enum, Str, Implicit)\n#endif\n";
  OS << "#ifndef CLAUSE_CLASS\n#define CLAUSE_CLASS(Enum, Str, Class)\n#endif\n";
  OS << "#ifndef CLAUSE_NO_CLASS\n#define CLAUSE_NO_CLASS(Enum, Str)\n#endif\n\n";
  OS << "#define __CLAUSE(Name, Class)                      \\\n";
  OS << "  CLAUSE(" << P << "##Name, #Name, /* Implicit */ false) \\\n";
  OS << "  CLAUSE_CLASS(" << P << "##Name, #Name, Class)\n";
  OS << "#define __CLAUSE_NO_CLASS(Name)                    \\\n";
  OS << "  CLAUSE(" << P << "##Name, #Name, /* Implicit */ false) \\\n";
  OS << "  CLAUSE_NO_CLASS(" << P << "##Name, #Name)\n";
  OS << "#define __IMPLICIT_CLAUSE_CLASS(Name, Str, Class)  \\\n";
  OS << "  CLAUSE(" << P << "##Name, Str, /* Implicit */ true)    \\\n";
  OS << "  CLAUSE_CLASS(" << P << "##Name, Str, Class)\n";
  OS << "#define __IMPLICIT_CLAUSE_NO_CLASS(Name, Str)      \\\n";
  OS << "  CLAUSE(" << P << "##Name, Str, /* Implicit */ true)    \\\n";
  OS << "  CLAUSE_NO_CLASS(" << P << "##Name, Str)\n\n";

  for (const Record *C : Lang.clauses()) {
    std::string Name = getFormattedName(C);
    std::string ClangClass = C->getValueAsString("clangClass");
    bool Implicit = C->getValueAsBit("isImplicit");
    if (ClangClass.empty()) {
      if (Implicit)
        OS << "__IMPLICIT_CLAUSE_NO_CLASS(" << Name << ", \"" << Name << "\")\n";
      else
        OS << "__CLAUSE_NO_CLASS(" << Name << ")\n";
    } else {
      if (Implicit)
        OS << "__IMPLICIT_CLAUSE_CLASS(" << Name << ", \"" << Name << "\", " << ClangClass
           << ")\n";
      else
        OS << "__CLAUSE(" << Name << ", " << ClangClass << ")\n";
    }
  }

  OS << "\n#undef __IMPLICIT_CLAUSE_NO_CLASS\n#undef __IMPLICIT_CLAUSE_CLASS\n"
        "#undef __CLAUSE_NO_CLASS\n#undef __CLAUSE\n#undef CLAUSE_NO_CLASS\n"
        "#undef CLAUSE_CLASS\n#undef CLAUSE\n";
  closeIfDef(OS, "GEN_CLANG_CLAUSE_CLASS");
}

/// The first of Recs marked isDefault, or null.
const Record *defaultOf(std::span<const Record *const> Recs) {
  for (const Record *R : Recs)
    if (R->getValueAsBit("isDefault"))
      return R;
  return nullptr;
}

/// get<Lang><Enum>KindAndVersions(StringRef): spelling -> enumerator and
/// the versions the spelling is valid in.
void emitGetKind(std::span<const Record *const> Recs, OStream &OS, std::string_view Enum,
                 const Language &Lang, std::string_view Prefix, bool ImplicitAsUnknown) {
  const Record *Fallback = defaultOf(Recs);
  if (!Fallback) {
    PrintUncountedError("At least one " + std::string(Enum) + " must be defined as default.");
    return;
  }
  std::string Qual = Lang.qualifier();
  const std::string FallbackName = getIdentifierName(Fallback, Prefix);

  OS << "\nstd::pair<" << Qual << Enum << ", llvm::directive::VersionRange> " << Qual << "get"
     << Lang.Name << Enum << "KindAndVersions(llvm::StringRef Str) {\n";
  OS << "  directive::VersionRange All; // Default-initialized to \"all versions\"\n";
  OS << "  return StringSwitch<std::pair<" << Enum << ", directive::VersionRange>>(Str)\n";
  for (const Record *R : Recs) {
    // Implicit clauses may map to the unknown (default) clause.
    const bool Unknown = ImplicitAsUnknown && R->getValueAsBit("isImplicit");
    std::string Ident = Unknown ? FallbackName : getIdentifierName(R, Prefix);
    for (const Spelling &S : getSpellings(R)) {
      OS << "    .Case(\"" << S.Name << "\", {" << Ident << ", ";
      if (S.coversAllVersions())
        OS << "All})\n";
      else
        OS << "{" << S.Min << ", " << S.Max << "}})\n";
    }
  }
  OS << "    .Default({" << FallbackName << ", All});\n";
  OS << "}\n";
}

/// get<Lang><Enum>Name(Enum, unsigned Version): enumerator -> spelling.
void emitGetName(std::span<const Record *const> Recs, OStream &OS, std::string_view Enum,
                 const Language &Lang, std::string_view Prefix) {
  std::string Qual = Lang.qualifier();
  OS << "\nllvm::StringRef " << Qual << "get" << Lang.Name << Enum << "Name(" << Qual
     << Enum << " Kind, unsigned Version) {\n";
  OS << "  switch (Kind) {\n";
  for (const Record *R : Recs) {
    std::string Ident = getIdentifierName(R, Prefix);
    OS << "    case " << Ident << ":";
    // Ordered by version range so that FindName can binary-search.
    std::vector<Spelling> Spellings = getSpellings(R);
    std::stable_sort(Spellings.begin(), Spellings.end(), [](const Spelling &A, const Spelling &B) {
      return A.Min != B.Min ? A.Min < B.Min : A.Max < B.Max;
    });
    if (Spellings.size() == 1) {
      OS << "\n      return \"" << Spellings.front().Name << "\";\n";
      continue;
    }
    std::string Table = Ident + "_spellings";
    OS << " {\n";
    OS << "      static constexpr llvm::directive::Spelling " << Table << "[] = {\n";
    for (const Spelling &S : Spellings)
      OS << "          {\"" << S.Name << "\", {" << S.Min << ", " << S.Max << "}},\n";
    OS << "      };\n";
    OS << "      return llvm::directive::FindName(" << Table << ", Version);\n";
    OS << "    }\n";
  }
  OS << "  }\n";
  OS << "  llvm_unreachable(\"Invalid " << Lang.Name << " " << Enum << " kind\");\n";
  OS << "}\n";
}

/// get<ValueEnum>(StringRef) and get<Lang><ValueEnum>Name(ValueEnum) for
/// every clause with a list of allowed values.
void emitGetClauseValues(const Language &Lang, OStream &OS) {
  std::string Qual = Lang.qualifier();
  for (const Record *C : Lang.clauses()) {
    std::vector<const Record *> Vals = C->getValueAsListOfDefs("allowedClauseValues");
    if (Vals.empty())
      continue;
    const Record *Fallback = defaultOf(Vals);
    if (!Fallback) {
      PrintUncountedError("At least one val in Clause " + std::string(C->getName()) +
                 " must be defined as default.");
      return;
    }
    std::string_view DefaultName = Fallback->getName();
    std::string Enum = C->getValueAsString("enumClauseValue");
    if (Enum.empty()) {
      PrintUncountedError("enumClauseValue field not set in Clause" + std::string(C->getName()) + ".");
      return;
    }

    OS << "\n" << Qual << Enum << " " << Qual << "get" << Enum << "(llvm::StringRef Str) {\n";
    OS << "  return StringSwitch<" << Enum << ">(Str)\n";
    for (const Record *V : Vals)
      OS << "    .Case(\"" << getFormattedName(V) << "\"," << V->getName() << ")\n";
    OS << "    .Default(" << DefaultName << ");\n";
    OS << "}\n";

    OS << "\nllvm::StringRef " << Qual << "get" << Lang.Name << Enum << "Name(" << Qual
       << Enum << " x) {\n";
    OS << "  switch (x) {\n";
    for (const Record *V : Vals) {
      OS << "    case " << V->getName() << ":\n";
      OS << "      return \"" << getFormattedName(V) << "\";\n";
    }
    OS << "  }\n";
    OS << "  llvm_unreachable(\"Invalid " << Lang.Name << " " << Enum << " kind\");\n";
    OS << "}\n";
  }
}

/// The version checks of one clause list; a clause already handled by an
/// earlier list is skipped.
void emitVersionedClauseCases(const std::vector<const Record *> &VerClauses, const Language &Lang,
                              std::set<std::string, std::less<>> &Cases, OStream &OS) {
  std::string Prefix = Lang.ClausePrefix;
  for (const Record *VC : VerClauses) {
    std::string Name = getIdentifierName(getVersionedClause(VC), Prefix);
    if (!Cases.insert(Name).second)
      continue;
    OS << "        case " << Name << ":\n";
    OS << "          return " << VC->getValueAsInt("minVersion") << " <= Version && "
       << VC->getValueAsInt("maxVersion") << " >= Version;\n";
  }
}

void emitIsAllowedClause(const Language &Lang, OStream &OS) {
  std::string Qual = Lang.qualifier();
  OS << "\nbool " << Qual << "isAllowedClauseForDirective(" << Qual << "Directive D, " << Qual
     << "Clause C, unsigned Version) {\n";
  OS << "  assert(unsigned(D) <= Directive_enumSize);\n";
  OS << "  assert(unsigned(C) <= Clause_enumSize);\n";
  OS << "  switch (D) {\n";
  std::string Prefix = Lang.DirectivePrefix;
  for (const Record *Dir : Lang.directives()) {
    OS << "    case " << getIdentifierName(Dir, Prefix) << ":\n";
    std::vector<const Record *> Lists[] = {Dir->getValueAsListOfDefs("allowedClauses"),
                                           Dir->getValueAsListOfDefs("allowedOnceClauses"),
                                           Dir->getValueAsListOfDefs("allowedExclusiveClauses"),
                                           Dir->getValueAsListOfDefs("requiredClauses")};
    if (std::all_of(std::begin(Lists), std::end(Lists), [](auto &L) { return L.empty(); })) {
      OS << "      return false;\n";
    } else {
      OS << "      switch (C) {\n";
      std::set<std::string, std::less<>> Cases;
      for (const auto &L : Lists)
        emitVersionedClauseCases(L, Lang, Cases, OS);
      OS << "        default:\n";
      OS << "          return false;\n";
      OS << "      }\n";
    }
    OS << "      break;\n";
  }
  OS << "  }\n";
  OS << "  llvm_unreachable(\"Invalid " << Lang.Name << " Directive kind\");\n";
  OS << "}\n";
}

//===----------------------------------------------------------------------===//
// Associations
//===----------------------------------------------------------------------===//

/// The associations the emitter understands (and two markers: compute from
/// the leaves; no valid association).
enum class Assoc { Block, Declaration, Delimited, LoopNest, LoopSeq, None, Separating, FromLeaves, Invalid };

Assoc assocFromRecordName(std::string_view Name) {
  static constexpr std::pair<std::string_view, Assoc> Known[] = {
      {"AS_Block", Assoc::Block},       {"AS_Declaration", Assoc::Declaration},
      {"AS_Delimited", Assoc::Delimited}, {"AS_LoopNest", Assoc::LoopNest},
      {"AS_LoopSeq", Assoc::LoopSeq},   {"AS_None", Assoc::None},
      {"AS_Separating", Assoc::Separating}, {"AS_FromLeaves", Assoc::FromLeaves}};
  for (const auto &[N, A] : Known)
    if (N == Name)
      return A;
  return Assoc::Invalid;
}

/// Combines the associations of two leaves: x + x = x, None + x = x, and a
/// block combines with a loop nest or sequence into the loop.
Assoc combineAssoc(Assoc A, Assoc B) {
  auto IsLoop = [](Assoc X) { return X == Assoc::LoopNest || X == Assoc::LoopSeq; };
  if (A == B || B == Assoc::None || (IsLoop(A) && B == Assoc::Block))
    return A;
  if (A == Assoc::None || (IsLoop(B) && A == Assoc::Block))
    return B;
  return Assoc::Invalid;
}

class AssociationComputer {
public:
  explicit AssociationComputer(const Language &Lang) : Lang(Lang) {}

  /// The association of Dir, computing it from its leaves when it asks for
  /// that. Reports malformed associations as fatal errors.
  Assoc get(const Record *Dir) {
    if (auto It = Cache.find(Dir->getID()); It != Cache.end())
      return It->second;
    const Record *AsRec = Dir->getValueAsDef("association");
    Assoc AS = assocFromRecordName(AsRec->getName());
    if (AS == Assoc::Invalid)
      PrintFatalError(errorPrefix(Dir) + "has an unrecognized value for association: '" +
                      std::string(AsRec->getName()) + "'");
    if (AS != Assoc::FromLeaves)
      return Cache[Dir->getID()] = AS;

    std::vector<const Record *> Leaves = Dir->getValueAsListOfDefs("leafConstructs");
    if (Leaves.empty())
      PrintFatalError(errorPrefix(Dir) +
                      "requests association to be computed from leaves, but it has no leaves");
    Assoc Result = get(Leaves[0]);
    for (size_t I = 1; I < Leaves.size(); ++I) {
      Assoc A = get(Leaves[I]);
      Assoc R = combineAssoc(Result, A);
      // llvm-tblgen names the combined (invalid) value as "".
      if (R == Assoc::Invalid)
        PrintFatalError(errorPrefix(Dir) + "has leaves with incompatible association values: " +
                        enumName(A) + " and " + enumName(R));
      Result = R;
    }
    return Cache[Dir->getID()] = Result;
  }

  /// The enumerator (the record's "name") of an association; empty for the
  /// values without one.
  std::string enumName(Assoc A) const {
    if (A == Assoc::Invalid || A == Assoc::FromLeaves)
      return "";
    for (const Record *R : Lang.associations())
      if (assocFromRecordName(R->getName()) == A)
        return R->getValueAsString("name");
    return "";
  }

private:
  std::string errorPrefix(const Record *Dir) const {
    return "Directive '" + std::string(Dir->getName()) + "' in namespace '" +
           Lang.CppNamespace + "' ";
  }

  const Language &Lang;
  std::unordered_map<unsigned, Assoc> Cache;
};

void emitGetDirectiveAssociation(const Language &Lang, OStream &OS) {
  AssociationComputer Assocs(Lang);
  std::vector<Assoc> Values;
  for (const Record *Dir : Lang.directives())
    Values.push_back(Assocs.get(Dir));

  std::string Qual = Lang.qualifier();
  std::string Prefix = Lang.DirectivePrefix;
  OS << "\n" << Qual << "Association " << Qual << "getDirectiveAssociation(" << Qual
     << "Directive Dir) {\n";
  OS << "  switch (Dir) {\n";
  auto Dirs = Lang.directives();
  for (size_t I = 0; I != Dirs.size(); ++I) {
    OS << "  case " << getIdentifierName(Dirs[I], Prefix) << ":\n";
    OS << "    return Association::" << Assocs.enumName(Values[I]) << ";\n";
  }
  OS << "  } // switch (Dir)\n";
  OS << "  llvm_unreachable(\"Unexpected directive\");\n";
  OS << "}\n";
}

void emitGetDirectiveCategory(const Language &Lang, OStream &OS) {
  std::string Qual = Lang.qualifier();
  std::string Prefix = Lang.DirectivePrefix;
  OS << "\n" << Qual << "Category " << Qual << "getDirectiveCategory(" << Qual
     << "Directive Dir) {\n";
  OS << "  switch (Dir) {\n";
  for (const Record *Dir : Lang.directives()) {
    OS << "  case " << getIdentifierName(Dir, Prefix) << ":\n";
    OS << "    return Category::" << Dir->getValueAsDef("category")->getValueAsString("name")
       << ";\n";
  }
  OS << "  } // switch (Dir)\n";
  OS << "  llvm_unreachable(\"Unexpected directive\");\n";
  OS << "}\n";
}

void emitGetDirectiveLanguages(const Language &Lang, OStream &OS) {
  std::string Qual = Lang.qualifier();
  std::string Prefix = Lang.DirectivePrefix;
  OS << "\n" << Qual << "SourceLanguage " << Qual << "getDirectiveLanguages(" << Qual
     << "Directive D) {\n";
  OS << "  switch (D) {\n";
  for (const Record *Dir : Lang.directives()) {
    OS << "  case " << getIdentifierName(Dir, Prefix) << ":\n";
    OS << "    return ";
    bool First = true;
    for (const Record *L : Dir->getValueAsListOfDefs("languages")) {
      if (!First)
        OS << " | ";
      First = false;
      OS << "SourceLanguage::" << getSnakeName(L->getValueAsString("name"));
    }
    OS << ";\n";
  }
  OS << "  } // switch(D)\n";
  OS << "  llvm_unreachable(\"Unexpected directive\");\n";
  OS << "}\n";
}

//===----------------------------------------------------------------------===//
// Leaf construct table
//===----------------------------------------------------------------------===//

/// True for the compound "end ..." directives (spelled so in any case).
bool closesConstruct(const Record *Dir) {
  std::string Name = getSpellingForIdentifier(Dir);
  if (Name.size() < 4)
    return false;
  for (size_t I = 0; I != 4; ++I)
    if (std::tolower(static_cast<unsigned char>(Name[I])) != "end "[I])
      return false;
  return true;
}

/// A 2D table with a row per directive: the directive, its number of leaf
/// constructs, the leaves, padded with -1 to the longest row. Rows are
/// sorted by their leaf sequences (for binary search), with the "end ..."
/// directives last; an auxiliary table maps a directive to its row.
void emitLeafTable(const Language &Lang, OStream &OS, std::string_view TableName) {
  auto Dirs = Lang.directives();
  std::unordered_map<unsigned, int> EnumValue; // record ID -> enumerator value
  for (size_t I = 0; I != Dirs.size(); ++I)
    EnumValue.emplace(Dirs[I]->getID(), int(I));

  struct LeafRow {
    int Dir;
    bool Closing; ///< an "end ..." directive
    std::vector<int> Leaves;
  };
  std::vector<LeafRow> Rows;
  Rows.reserve(Dirs.size());
  for (const Record *Dir : Dirs) {
    LeafRow &R = Rows.emplace_back(LeafRow{int(Rows.size()), closesConstruct(Dir), {}});
    for (const Record *Leaf : Dir->getValueAsListOfDefs("leafConstructs"))
      R.Leaves.push_back(EnumValue.at(Leaf->getID()));
  }
  // Compound "end ..." directives share their leaves with the directive
  // they close; keeping them at the end lets a lookup by leaves find the
  // opening directive.
  std::stable_sort(Rows.begin(), Rows.end(), [](const LeafRow &A, const LeafRow &B) {
    if (A.Closing == B.Closing)
      return A.Leaves < B.Leaves;
    return B.Closing;
  });

  const size_t Width = Lang.maxLeafCount() + 2;
  std::string Prefix = Lang.DirectivePrefix;
  std::string Qual = Lang.qualifier();
  std::string DirType = Qual + "Directive";
  OS << "\nstatic_assert(sizeof(" << DirType << ") == sizeof(int));\n";
  OS << "[[maybe_unused]] static const " << DirType << ' ' << TableName << "[][" << Width
     << "] = {\n";
  for (const LeafRow &R : Rows) {
    OS << "    {" << Qual << getIdentifierName(Dirs[size_t(R.Dir)], Prefix);
    OS << ", static_cast<" << DirType << ">(" << R.Leaves.size() << "),";
    for (int Leaf : R.Leaves)
      OS << ' ' << Qual << getIdentifierName(Dirs[size_t(Leaf)], Prefix) << ',';
    for (size_t Pad = R.Leaves.size() + 2; Pad != Width; ++Pad)
      OS << " static_cast<" << DirType << ">(-1),";
    OS << "},\n";
  }
  OS << "};\n\n";

  auto FirstClosing = std::find_if(Rows.begin(), Rows.end(), [](const LeafRow &R) { return R.Closing; });
  OS << "[[maybe_unused]] static auto " << TableName << "EndDirective = " << TableName << " + "
     << (FirstClosing - Rows.begin()) << ";\n\n";

  OS << "[[maybe_unused]] static const int " << TableName << "Ordering[] = {\n";
  OS << "   ";
  std::vector<size_t> RowOfDir(Rows.size());
  for (size_t I = 0; I != Rows.size(); ++I)
    RowOfDir[size_t(Rows[I].Dir)] = I;
  for (size_t Row : RowOfDir)
    OS << ' ' << Row << ',';
  OS << "\n};\n";
}

void emitDirectivesBasicImpl(const Language &Lang, OStream &OS) {
  openIfDef(OS, "GEN_DIRECTIVES_IMPL");
  std::string DPrefix = Lang.DirectivePrefix;
  std::string CPrefix = Lang.ClausePrefix;
  OS << "#include \"llvm/Frontend/Directive/Spelling.h\"\n";
  OS << "#include \"llvm/Support/ErrorHandling.h\"\n";
  OS << "#include <utility>\n";

  emitGetKind(Lang.directives(), OS, "Directive", Lang, DPrefix, false);
  emitGetName(Lang.directives(), OS, "Directive", Lang, DPrefix);
  emitGetKind(Lang.clauses(), OS, "Clause", Lang, CPrefix, true);
  emitGetName(Lang.clauses(), OS, "Clause", Lang, CPrefix);
  emitGetClauseValues(Lang, OS);
  emitIsAllowedClause(Lang, OS);
  emitGetDirectiveAssociation(Lang, OS);
  emitGetDirectiveCategory(Lang, OS);
  emitGetDirectiveLanguages(Lang, OS);
  emitLeafTable(Lang, OS, "LeafConstructTable");
  closeIfDef(OS, "GEN_DIRECTIVES_IMPL");
}

void emitDirectivesImpl(const RecordKeeper &Records, OStream &OS) {
  Language Lang(Records);
  emitFlangImpl(Lang, OS);
  emitClangImpl(Lang, OS);
  emitClauseClassMacros(Lang, OS);
  emitDirectivesBasicImpl(Lang, OS);
}

} // namespace

TBLGEN_REGISTER_BACKEND(DirectiveImpl, "gen-directive-impl",
                        "Generate directive related implementation code", emitDirectivesImpl);

} // namespace tblgen
