//===- AttrSpellingSwitches.cpp - StringSwitch cases keyed by spelling ----===//
//
// -gen-clang-attr-parser-string-switches (the parser's per-spelling facts:
// which attributes take an identifier first, which string literals, which
// are late parsed, ...) and -gen-clang-attr-has-attribute-impl (the
// __has_attribute answer per syntax and scope).
//
//===----------------------------------------------------------------------===//

#include "AttrModel.h"

#include "backends/common/LLVMCompat.h"
#include "tblgen/Backend.h"
#include "tblgen/Error.h"
#include "tblgen/Record.h"

#include <algorithm>
#include <functional>
#include <map>
#include <set>

namespace tblgen::clangattr {

namespace {

/// The first argument of A, or null.
const Record *firstArg(const Record *A) {
  const std::vector<const Record *> Args = argsOf(A);
  return Args.empty() ? nullptr : Args.front();
}

bool isIdentifierLike(const Record *Arg) {
  return Arg && (Arg->isSubClassOf("IdentifierArgument") || Arg->isSubClassOf("EnumArgument") ||
                 Arg->isSubClassOf("VariadicEnumArgument"));
}

/// Bit I set when argument I is parsed as a string literal; a variadic one
/// sets every bit from its own on.
uint32_t stringLiteralMask(const Record *A) {
  uint32_t Mask = 0;
  const std::vector<const Record *> Args = argsOf(A);
  for (size_t I = 0; I < Args.size() && I < 32; ++I) {
    const Record *Arg = Args[I];
    const bool Enum = Arg->isSubClassOf("EnumArgument") || Arg->isSubClassOf("VariadicEnumArgument");
    const bool IsString = Enum ? Arg->getValueAsBit("IsString") : Arg->isSubClassOf("StringArgument");
    const bool Variadic =
        Arg->isSubClassOf("VariadicStringArgument") || Arg->isSubClassOf("VariadicEnumArgument");
    if (Variadic && (IsString || Arg->isSubClassOf("VariadicStringArgument"))) {
      Mask |= ~0u << I;
      break;
    }
    if (IsString)
      Mask |= 1u << I;
  }
  return Mask;
}

int64_t lateParseKind(const Record *A) {
  return A->getValueAsDef("LateParsed")->getValueAsInt("Kind");
}

/// The condition that a parsed spelling is S.
std::string spellingCondition(const Record *A, const Spelling &S) {
  std::string Cond = "Syntax==AttributeCommonInfo::" + syntaxName(S.Kind);
  if (S.Namespace.empty())
    Cond += " && !ScopeName";
  else
    Cond += " && ScopeName && ScopeName->getName()==\"" + std::string(S.Namespace) + "\"";
  if (const Record *T = attrTarget(A))
    Cond += " && " + targetCondition(T);
  return Cond;
}

/// One section: the attributes it lists, with their value (0: not listed).
struct Section {
  std::string_view Macro;
  bool Numeric; ///< the value is a number, not a yes/no
  std::function<uint32_t(const Record *)> Value;
  /// Only the parsed attributes (with a Sema handler, one per parse kind).
  bool ParsedOnly = false;
};

void emitSortedSection(OStream &OS, const RecordKeeper &Records, const Section &Sec,
                       const std::map<std::string_view, std::set<const Record *>> &Users) {
  struct Entry {
    const Record *A;
    Spelling S;
    uint32_t V;
  };
  std::map<std::string_view, std::vector<Entry>> ByName;
  std::vector<const Record *> Parsed;
  if (Sec.ParsedOnly)
    for (const ParsedAttr &P : parsedAttrs(Records))
      Parsed.push_back(P.Def);
  for (const Record *A : Sec.ParsedOnly ? Parsed : allAttrs(Records)) {
    const uint32_t V = Sec.Value(A);
    if (!V)
      continue;
    for (const Spelling &S : spellingsOf(A))
      ByName[S.Name].push_back({A, S, V});
  }
  OS << "#if defined(" << Sec.Macro << ")\n";
  for (const auto &[Name, Entries] : ByName) {
    OS << ".Case(\"" << Name << "\", ";
    if (Users.at(Name).size() == 1) {
      if (Sec.Numeric)
        OS << Entries.front().V;
      else
        OS << "true";
    } else if (!Sec.Numeric && Entries.size() == 1) {
      OS << '(' << spellingCondition(Entries.front().A, Entries.front().S) << ')';
    } else {
      for (const Entry &E : Entries)
        OS << '(' << spellingCondition(E.A, E.S) << ") ? " << E.V << " : ";
      OS << '0';
    }
    OS << ")\n";
  }
  OS << "#endif // " << Sec.Macro << "\n\n";
}

void emitLateParsedSection(OStream &OS, const RecordKeeper &Records, std::string_view Macro,
                           int64_t Kind) {
  OS << "#if defined(" << Macro << ")\n";
  for (const Record *A : allAttrs(Records)) {
    if (lateParseKind(A) != Kind)
      continue;
    for (const Spelling &S : spellingsOf(A))
      if (S.Kind == Variety::GNU)
        OS << ".Case(\"" << S.Name << "\", 1)\n";
  }
  OS << "#endif // " << Macro << "\n\n";
}

void emitParserSwitches(const RecordKeeper &Records, OStream &OS) {
  emitSourceFileHeader("Parser-related llvm::StringSwitch cases", OS, Records);
  std::map<std::string_view, std::set<const Record *>> Users;
  for (const Record *A : allAttrs(Records))
    for (const Spelling &S : spellingsOf(A))
      Users[S.Name].insert(A);
  auto bit = [](bool B) { return uint32_t(B); };
  const Section Sorted[] = {
      {"CLANG_ATTR_ARG_CONTEXT_LIST", false,
       [&](const Record *A) { return bit(A->getValueAsBit("ParseArgumentsAsUnevaluated")); }, true},
      {"CLANG_ATTR_IDENTIFIER_ARG_LIST", false,
       [&](const Record *A) { return bit(isIdentifierLike(firstArg(A))); }},
      {"CLANG_ATTR_STRING_LITERAL_ARG_LIST", true, stringLiteralMask},
      {"CLANG_ATTR_VARIADIC_IDENTIFIER_ARG_LIST", false,
       [&](const Record *A) {
         const Record *Arg = firstArg(A);
         return bit(Arg && (Arg->isSubClassOf("VariadicIdentifierArgument") ||
                            Arg->isSubClassOf("VariadicParamOrParamIdxArgument")));
       }},
      {"CLANG_ATTR_THIS_ISA_IDENTIFIER_ARG_LIST", false,
       [&](const Record *A) {
         const Record *Arg = firstArg(A);
         return bit(Arg && Arg->isSubClassOf("VariadicParamOrParamIdxArgument"));
       }},
      {"CLANG_ATTR_ACCEPTS_EXPR_PACK", false,
       [&](const Record *A) { return bit(A->getValueAsBit("AcceptsExprPack")); }, true},
      {"CLANG_ATTR_TYPE_ARG_LIST", false,
       [&](const Record *A) {
         const Record *Arg = firstArg(A);
         return bit(Arg && Arg->isSubClassOf("TypeArgument"));
       }},
  };
  for (const Section &Sec : Sorted)
    emitSortedSection(OS, Records, Sec, Users);
  emitLateParsedSection(OS, Records, "CLANG_ATTR_LATE_PARSED_LIST", 1);
  emitLateParsedSection(OS, Records, "CLANG_ATTR_LATE_PARSED_EXPERIMENTAL_EXT_LIST", 2);
  emitSortedSection(OS, Records,
                    {"CLANG_ATTR_STRICT_IDENTIFIER_ARG_LIST", false,
                     [&](const Record *A) {
                       // (An identifier-like argument anywhere.)
                       if (!A->getValueAsBit("StrictEnumParameters"))
                         return 0u;
                       const std::vector<const Record *> Args = argsOf(A);
                       return bit(std::any_of(Args.begin(), Args.end(), isIdentifierLike));
                     }},
                    Users);
}

//===----------------------------------------------------------------------===//
// __has_attribute
//===----------------------------------------------------------------------===//

/// The spellings of one syntax (and scope): each name with its tests, in
/// the order an llvm::StringMap keyed by name iterates them.
class SpellingTable {
public:
  void add(std::string_view Name, std::string Test) {
    const unsigned I = Order.insert(Name);
    if (I == Tests.size()) {
      Names.push_back(Name);
      Tests.emplace_back();
    }
    // A test already listed for the name is not repeated.
    if (std::find(Tests[I].begin(), Tests[I].end(), Test) == Tests[I].end())
      Tests[I].push_back(std::move(Test));
  }

  void emit(OStream &OS) const {
    OS << "  return llvm::StringSwitch<int>(Name)\n";
    for (unsigned I : Order.order()) {
      OS << "    .Case(\"" << Names[I] << "\", ";
      for (size_t T = 0; T < Tests[I].size(); ++T)
        OS << (T ? " || (" : "(") << Tests[I][T] << ')';
      OS << ")\n";
    }
    OS << "    .Default(0);\n";
  }

private:
  compat::StringMapOrder Order;
  std::vector<std::string_view> Names;
  std::vector<std::vector<std::string>> Tests;
};

/// The target test of spelling S for __has_attribute: the attribute's
/// target, or those of the target-specific spellings with S's namespace and
/// name (in any syntax), one after the other as llvm-tblgen 22 writes them.
std::string hasAttributeTarget(const Record *A, const Spelling &S) {
  if (const Record *T = attrTarget(A))
    return targetCondition(T);
  std::string Test;
  for (const Record *TS : A->getValueAsListOfDefs("TargetSpecificSpellings"))
    for (const Spelling &Limited : spellingsOf(TS))
      if (Limited.Namespace == S.Namespace && Limited.Name == S.Name) {
        Test += targetCondition(TS->getValueAsDef("Target"));
        break;
      }
  return Test;
}

void emitHasAttribute(const RecordKeeper &Records, OStream &OS) {
  emitSourceFileHeader("Code to implement the __has_attribute logic", OS, Records);
  SpellingTable GNU, Declspec, Microsoft, Pragma, HLSL;
  std::map<std::string_view, SpellingTable> CXX, C;
  // Standard (unscoped, explicitly spelled) C++ and C attributes need a
  // version; reported as the C++ and then the C tables are written.
  std::vector<const Record *> Unversioned[2];
  for (const Record *A : allAttrs(Records)) {
    for (const Spelling &S : spellingsOf(A)) {
      if ((S.Kind == Variety::CXX11 || S.Kind == Variety::C23) && S.Namespace.empty() &&
          S.Def->getValueAsInt("Version") == 1 &&
          S.Def->getValueAsString("Variety") == varietyName(S.Kind))
        Unversioned[S.Kind == Variety::C23].push_back(S.Def);
      const std::string Version = std::to_string(S.Def->getValueAsInt("Version"));
      const std::string Target = hasAttributeTarget(A, S);
      std::string Test = Target.empty() ? Version : Target + " ? " + Version + " : 0";
      switch (S.Kind) {
      case Variety::GNU: GNU.add(S.Name, std::move(Test)); break;
      case Variety::Declspec: Declspec.add(S.Name, std::move(Test)); break;
      case Variety::Microsoft: Microsoft.add(S.Name, std::move(Test)); break;
      case Variety::Pragma: Pragma.add(S.Name, std::move(Test)); break;
      case Variety::HLSLAnnotation: HLSL.add(S.Name, std::move(Test)); break;
      case Variety::CXX11: CXX[S.Namespace].add(S.Name, std::move(Test)); break;
      case Variety::C23: C[S.Namespace].add(S.Name, std::move(Test)); break;
      case Variety::Keyword: break;
      }
    }
  }
  for (const auto &List : Unversioned)
    for (const Record *S : List)
      PrintError(S->getLoc().front(), "Standard attributes must have valid version information.");
  OS << "const llvm::Triple &T = Target.getTriple();\nswitch (Syntax) {\n";
  auto plain = [&](std::string_view Syntax, const SpellingTable &Table) {
    OS << "case AttributeCommonInfo::Syntax::" << Syntax << ":\n";
    Table.emit(OS);
  };
  plain("AS_GNU", GNU);
  plain("AS_Declspec", Declspec);
  plain("AS_Microsoft", Microsoft);
  plain("AS_Pragma", Pragma);
  plain("AS_HLSLAnnotation", HLSL);
  auto scoped = [&](std::string_view Syntax, const std::map<std::string_view, SpellingTable> &Tables) {
    OS << "case AttributeCommonInfo::Syntax::" << Syntax << ": {\n";
    bool First = true;
    for (const auto &[Scope, Table] : Tables) {
      OS << (First ? "if" : "} else if") << " (ScopeName == \"" << Scope << "\") {\n";
      Table.emit(OS);
      First = false;
    }
    OS << "}\n} break;\n";
  };
  scoped("AS_CXX11", CXX);
  scoped("AS_C23", C);
  OS << "case AttributeCommonInfo::Syntax::AS_Keyword:\n"
        "case AttributeCommonInfo::Syntax::AS_ContextSensitiveKeyword:\n"
        "  llvm_unreachable(\"hasAttribute not supported for keyword\");\n  return 0;\n"
        "case AttributeCommonInfo::Syntax::AS_Implicit:\n"
        "  llvm_unreachable (\"hasAttribute not supported for AS_Implicit\");\n  return 0;\n}\n";
}

} // namespace

TBLGEN_REGISTER_TOOL_BACKEND(ClangAttrParserStringSwitches, TM_Clang,
                             "gen-clang-attr-parser-string-switches",
                             "Generate all parser-related attribute string switches",
                             emitParserSwitches, BT_None);
TBLGEN_REGISTER_TOOL_BACKEND(ClangAttrHasAttributeImpl, TM_Clang,
                             "gen-clang-attr-has-attribute-impl",
                             "Generate a clang attribute spelling list", emitHasAttribute, BT_None);

} // namespace tblgen::clangattr
