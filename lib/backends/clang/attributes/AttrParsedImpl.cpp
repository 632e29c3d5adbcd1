//===- AttrParsedImpl.cpp - -gen-clang-attr-parsed-attr-impl --------------===//
//
// Sema's ParsedAttrInfo of every parsed attribute kind: spellings, argument
// counts and names, the subjects it appertains to, mutual exclusions,
// language and target requirements, #pragma clang attribute match rules;
// then the info table, the delayed-argument handler, the match rule checks
// and the merge-time mutual exclusion checks.
//
//===----------------------------------------------------------------------===//

#include "AttrArgs.h"
#include "AttrModel.h"

#include "backends/common/LLVMCompat.h"
#include "tblgen/Backend.h"
#include "tblgen/Error.h"
#include "tblgen/Output.h"
#include "tblgen/Record.h"

#include <set>

namespace tblgen::clangattr {

namespace {

/// The name of the class Arg was defined with (its last superclass).
std::string_view argClass(const Record *Arg) {
  const auto Supers = Arg->getSuperClasses();
  return Supers.empty() ? std::string_view() : Supers.back().first->getName();
}

std::string subjectDecl(const Record *R) {
  if (R->getName() == "DeclBase")
    return "Decl";
  return std::string(R->getName()) + "Decl";
}

std::string customCheckName(const Record *Subject) { return "is" + std::string(Subject->getName()); }

/// The language option test of LangOpts ("true" when empty).
std::string langOptTest(const std::vector<const Record *> &LangOpts) {
  std::string Test;
  for (const Record *L : LangOpts) {
    if (!Test.empty())
      Test += " || ";
    const std::string Code = L->getValueAsString("CustomCode");
    if (!Code.empty())
      Test += "(" + Code + ")";
    else
      Test += "LangOpts." + L->getValueAsString("Name");
  }
  return Test.empty() ? "true" : Test;
}

/// What a subject is called in diagnostics (its own or its base's).
std::string diagSpelling(const Record *R) {
  for (; R; R = R->getValueAsOptionalDef("Base")) {
    if (R->getValue("DiagSpelling") == nullptr)
      continue;
    std::string S = R->getValueAsString("DiagSpelling");
    if (!S.empty())
      return S;
  }
  return "";
}

/// The diagnostic argument naming the subjects of subject list SL.
std::string subjectsDiagnostic(const Record *SL) {
  const std::string Custom = SL->getValueAsString("CustomDiag");
  if (!Custom.empty())
    return "\"" + Custom + "\"";
  std::vector<std::string> Names;
  for (const Record *R : SL->getValueAsListOfDefs("Subjects")) {
    const std::string V = diagSpelling(R);
    if (V.empty()) {
      PrintError(R, "Could not determine diagnostic spelling for the node: " +
                        std::string(R->getName()) + "; please add one to DeclNodes.td");
      continue;
    }
    std::string_view Rest = V;
    while (!Rest.empty()) {
      const size_t Comma = Rest.find(',');
      const std::string_view Piece = compat::trimmed(Rest.substr(0, Comma));
      if (!Piece.empty())
        Names.emplace_back(Piece);
      if (Comma == std::string_view::npos)
        break;
      Rest.remove_prefix(Comma + 1);
    }
  }
  if (Names.empty())
    PrintFatalError(SL->getLoc().front(), "Could not deduce diagnostic argument for Attr subjects");
  if (Names.size() == 1)
    return '"' + Names[0] + '"';
  if (Names.size() == 2)
    return '"' + Names[0] + " and " + Names[1] + '"';
  std::string Out = "\"";
  for (size_t I = 0; I + 1 < Names.size(); ++I)
    Out += (I ? ", " : "") + Names[I];
  return Out + ", and " + Names.back() + '"';
}

class ParsedImplWriter {
public:
  ParsedImplWriter(const RecordKeeper &Records, OStream &OS)
      : Records(Records), OS(OS), Support(Records) {}

  void run() {
    emitSourceFileHeader("Parsed attribute helpers", OS, Records);
    OS << "#if !defined(WANT_DECL_MERGE_LOGIC) && !defined(WANT_STMT_MERGE_LOGIC)\n";
    Attrs = parsedAttrs(Records, &Dupes);
    std::set<std::string> Checks;
    for (const ParsedAttr &P : Attrs)
      for (const Record *Subject : subjectsOf(P.Def))
        if (Subject->isSubClassOf("SubsetSubject") && Checks.insert(customCheckName(Subject)).second)
          customCheck(Subject);
    for (const ParsedAttr &P : Attrs)
      info(P);
    OS << "static const ParsedAttrInfo *AttrInfoMap[] = {\n";
    for (const ParsedAttr &P : Attrs)
      OS << "&ParsedAttrInfo" << P.Name << "::Instance,\n";
    OS << "};\n\n";
    delayedArgsHandler();
    matchRuleChecks();
    OS << "#elif defined(WANT_DECL_MERGE_LOGIC)\n\n"
       << "static bool DiagnoseMutualExclusions(Sema &S, const NamedDecl *D, const Attr *A) {\n"
       << DeclMerge.str() << "  return true;\n}\n\n#elif defined(WANT_STMT_MERGE_LOGIC)\n\n"
       << "static bool DiagnoseMutualExclusions(Sema &S, const SmallVectorImpl<const Attr *> &C) "
          "{\n  for (const Attr *A : C) {\n"
       << StmtMerge.str() << "  }\n  return true;\n}\n\n#endif\n";
  }

private:
  const RecordKeeper &Records;
  OStream &OS;
  PragmaSupport Support;
  std::vector<ParsedAttr> Attrs, Dupes;
  OStream DeclMerge, StmtMerge;

  void customCheck(const Record *Subject) {
    const Record *Base = Subject->getValueAsDef("Base");
    if (Base->isSubClassOf("SubsetSubject"))
      PrintFatalError(Subject->getLoc().front(),
                      "SubsetSubjects within SubsetSubjects is not supported");
    OS << "static bool " << customCheckName(Subject) << "(const Decl *D) {\n"
       << "  if (const auto *S = dyn_cast<" << subjectDecl(Base) << ">(D))\n"
       << "    return " << Subject->getValueAsString("CheckCode") << ";\n  return false;\n}\n\n";
  }

  void info(const ParsedAttr &P) {
    const Record *A = P.Def;
    const std::vector<Spelling> Spellings = spellingsOf(A);
    if (!Spellings.empty()) {
      OS << "static constexpr ParsedAttrInfo::Spelling " << P.Name << "Spellings[] = {\n";
      for (const Spelling &S : Spellings) {
        std::string Text;
        if (!S.Namespace.empty())
          Text = std::string(S.Namespace) + "::";
        std::string_view N = S.Name;
        if (S.Kind == Variety::GNU && N.size() >= 4 && N.starts_with("__") && N.ends_with("__"))
          N = N.substr(2, N.size() - 4);
        Text += N;
        OS << "  {AttributeCommonInfo::" << syntaxName(S.Kind) << ", \"" << Text << "\"},\n";
      }
      OS << "};\n";
    }
    std::vector<std::string> ArgNames;
    unsigned Required = 0, Optional = 0, Members = 0;
    bool Variadic = false;
    const std::vector<Arg> Args = attrArgs(A);
    for (const Arg &Ar : Args) {
      if (Ar.Fake)
        continue;
      ArgNames.push_back(Ar.Def->getValueAsString("Name"));
      for (const auto &Super : Ar.Def->getSuperClasses())
        if (Super.first->getName().starts_with("Variadic")) {
          ArgNames.back() += "...";
          break;
        }
      (Ar.Optional ? Optional : Required) += 1;
      ++Members;
      Variadic |= Ar.isVariadic();
    }
    if (!ArgNames.empty()) {
      OS << "static constexpr const char *" << P.Name << "ArgNames[] = {\n";
      for (const std::string &N : ArgNames)
        OS << '"' << N << "\",";
      OS << "};\n";
    }
    bool KnownToGCC = false;
    for (const Spelling &S : Spellings)
      KnownToGCC |= S.KnownToGCC;
    OS << "struct ParsedAttrInfo" << P.Name << " final : public ParsedAttrInfo {\n"
       << "  constexpr ParsedAttrInfo" << P.Name << "() : ParsedAttrInfo(\n"
       << "    /*AttrKind=*/ParsedAttr::AT_" << P.Name << ",\n"
       << "    /*NumArgs=*/" << Required << ",\n    /*OptArgs=*/" << (Variadic ? 15 : Optional)
       << ",\n    /*NumArgMembers=*/" << Members << ",\n"
       << "    /*HasCustomParsing=*/" << A->getValueAsBit("HasCustomParsing") << ",\n"
       << "    /*AcceptsExprPack=*/" << A->getValueAsBit("AcceptsExprPack") << ",\n"
       << "    /*IsTargetSpecific=*/" << A->isSubClassOf("TargetSpecificAttr") << ",\n"
       << "    /*IsType=*/"
       << (A->isSubClassOf("TypeAttr") || A->isSubClassOf("DeclOrTypeAttr")) << ",\n"
       << "    /*IsStmt=*/"
       << (A->isSubClassOf("StmtAttr") || A->isSubClassOf("DeclOrStmtAttr")) << ",\n"
       << "    /*IsKnownToGCC=*/" << KnownToGCC << ",\n"
       << "    /*IsSupportedByPragmaAttribute=*/" << Support.supports(A) << ",\n";
    if (!Spellings.empty())
      OS << "    /*Spellings=*/" << P.Name << "Spellings,\n";
    else
      OS << "    /*Spellings=*/{},\n";
    if (!ArgNames.empty())
      OS << "    /*ArgNames=*/" << P.Name << "ArgNames";
    else
      OS << "    /*ArgNames=*/{}";
    OS << ") {}\n";
    appertainsTo(A);
    mutualExclusions(A);
    const std::vector<const Record *> LangOpts = A->getValueAsListOfDefs("LangOpts");
    if (!LangOpts.empty())
      OS << "bool acceptsLangOpts(const LangOptions &LangOpts) const override {\n  return "
         << langOptTest(LangOpts) << ";\n}\n\n";
    targetRequirements(A);
    spellingTargets(A, Spellings);
    if (A->getValueAsBit("ASTNode") && Spellings.size() > 1 && !spellingNamesAgree(Spellings)) {
      const std::vector<std::string> Semantic = semanticSpellings(Spellings);
      OS << "unsigned spellingIndexToSemanticSpelling(const ParsedAttr &Attr) const override {\n"
         << spellingEnumText(Semantic) << "  unsigned Idx = Attr.getAttributeSpellingListIndex();\n"
         << semanticSwitchText("Idx", Semantic) << "}\n\n";
    }
    pragmaMatchRules(A);
    if (A->getValueAsBit("SimpleHandler"))
      OS << "AttrHandling handleDeclAttribute(Sema &S, Decl *D,const ParsedAttr &Attr) const "
            "override {\n  D->addAttr(::new (S.Context) "
         << A->getName() << "Attr(S.Context, Attr));\n  return AttributeApplied;\n}\n\n";
    OS << "bool isParamExpr(size_t N) const override {\n  return ";
    const std::vector<const Record *> ArgDefs = A->getValueAsListOfDefs("Args");
    for (size_t I = 0; I < ArgDefs.size(); ++I) {
      const std::string_view C = argClass(ArgDefs[I]);
      if (C == "ExprArgument" || C == "VariadicExprArgument")
        OS << "(N == " << I << ") || ";
    }
    OS << "false;\n}\n\n"
       << "static const ParsedAttrInfo" << P.Name << " Instance;\n};\n"
       << "const ParsedAttrInfo" << P.Name << " ParsedAttrInfo" << P.Name << "::Instance;\n";
  }

  void appertainsTo(const Record *A) {
    if (A->isValueUnset("Subjects"))
      return;
    const Record *SL = A->getValueAsDef("Subjects");
    const std::vector<const Record *> Subjects = SL->getValueAsListOfDefs("Subjects");
    if (Subjects.empty())
      return;
    const bool Warn = SL->getValueAsDef("Diag")->getValueAsBit("Warn");
    std::vector<const Record *> Decls, Stmts;
    for (const Record *R : Subjects) {
      if (R->isSubClassOf("SubsetSubject") || !R->isSubClassOf("StmtNode"))
        Decls.push_back(R);
      if (R->isSubClassOf("StmtNode"))
        Stmts.push_back(R);
    }
    const std::string_view DiagName =
        Warn ? "warn_attribute_wrong_decl_type_str" : "err_attribute_wrong_decl_type_str";
    auto check = [&](std::string_view Kind, std::string_view Param, std::string_view Var,
                     const std::vector<const Record *> &List, bool IsDecl) {
      OS << "bool diagAppertainsTo" << Kind << "(Sema &S, const ParsedAttr &Attr, const " << Param
         << ") const override {\n  if (";
      for (size_t I = 0; I < List.size(); ++I) {
        if (I)
          OS << " && ";
        if (IsDecl && List[I]->isSubClassOf("SubsetSubject"))
          OS << '!' << customCheckName(List[I]) << "(D)";
        else if (IsDecl)
          OS << "!isa<" << subjectDecl(List[I]) << ">(D)";
        else
          OS << "!isa<" << List[I]->getName() << ">(" << Var << ')';
      }
      OS << ") {\n    S.Diag(Attr.getLoc(), diag::" << DiagName << ")\n"
         << "      << Attr << Attr.isRegularKeywordAttribute() << " << subjectsDiagnostic(SL)
         << ";\n    return false;\n  }\n  return true;\n}\n\n";
    };
    if (Decls.empty()) {
      if (!Stmts.empty())
        OS << "bool diagAppertainsToDecl(Sema &S, const ParsedAttr &AL, const Decl *D) const "
              "override {\n  S.Diag(AL.getLoc(), diag::err_attribute_invalid_on_decl)\n"
              "    << AL << AL.isRegularKeywordAttribute() << D->getLocation();\n"
              "  return false;\n}\n\n";
    } else {
      check("Decl", "Decl *D", "D", Decls, true);
    }
    if (Stmts.empty()) {
      if (!Decls.empty())
        OS << "bool diagAppertainsToStmt(Sema &S, const ParsedAttr &AL, const Stmt *St) const "
              "override {\n  S.Diag(AL.getLoc(), diag::err_decl_attribute_invalid_on_stmt)\n"
              "    << AL << AL.isRegularKeywordAttribute() << St->getBeginLoc();\n"
              "  return false;\n}\n\n";
    } else {
      check("Stmt", "Stmt *St", "St", Stmts, false);
    }
  }

  void mutualExclusions(const Record *A) {
    if (A->isSubClassOf("TypeAttr"))
      return;
    const bool IsStmt = A->isSubClassOf("StmtAttr") || A->isSubClassOf("DeclOrStmtAttr");
    const bool IsDecl = !IsStmt || A->isSubClassOf("DeclOrStmtAttr");
    std::vector<std::string> DeclAttrs, StmtAttrs;
    for (const Record *Ex : Records.getAllDerivedDefinitionsIfDefined("MutualExclusions")) {
      const std::vector<const Record *> List = Ex->getValueAsListOfDefs("Exclusions");
      bool Listed = false;
      for (const Record *R : List)
        Listed |= R->getName() == A->getName();
      if (!Listed)
        continue;
      for (const Record *R : List) {
        if (R->getName() == A->getName())
          continue;
        if (IsStmt)
          StmtAttrs.push_back(std::string(R->getName()) + "Attr");
        if (IsDecl)
          DeclAttrs.push_back(std::string(R->getName()) + "Attr");
      }
    }
    if (!DeclAttrs.empty() || !StmtAttrs.empty())
      OS << "  using ParsedAttrInfo::diagMutualExclusion;\n\n";
    const std::string Self = std::string(A->getName()) + "Attr";
    if (!DeclAttrs.empty()) {
      OS << "  bool diagMutualExclusion(Sema &S, const ParsedAttr &AL, const Decl *D) const "
            "override {\n";
      for (const std::string &Other : DeclAttrs)
        OS << "    if (const auto *A = D->getAttr<" << Other << ">()) {\n"
           << "      S.Diag(AL.getLoc(), diag::err_attributes_are_not_compatible) << AL << A << "
              "(AL.isRegularKeywordAttribute() || A->isRegularKeywordAttribute());\n"
           << "      S.Diag(A->getLocation(), diag::note_conflicting_attribute);      \n"
              "return false;\n    }\n";
      OS << "    return true;\n  }\n\n";
      if (A->isSubClassOf("InheritableAttr")) {
        DeclMerge << "  if (const auto *Second = dyn_cast<" << Self << ">(A)) {\n";
        for (const std::string &Other : DeclAttrs)
          DeclMerge << "    if (const auto *First = D->getAttr<" << Other << ">()) {\n"
                    << "      S.Diag(First->getLocation(), "
                       "diag::err_attributes_are_not_compatible) << First << Second << "
                       "(First->isRegularKeywordAttribute() || "
                       "Second->isRegularKeywordAttribute());\n"
                    << "      S.Diag(Second->getLocation(), diag::note_conflicting_attribute);\n"
                    << "      return false;\n    }\n";
        DeclMerge << "    return true;\n  }\n";
      }
    }
    if (!StmtAttrs.empty()) {
      StmtMerge << "    if (const auto *Second = dyn_cast<" << Self << ">(A)) {\n"
                << "      auto Iter = llvm::find_if(C, [](const Attr *Check) { return isa<";
      for (size_t I = 0; I < StmtAttrs.size(); ++I)
        StmtMerge << (I ? ", " : "") << StmtAttrs[I];
      StmtMerge << ">(Check); });\n      if (Iter != C.end()) {\n"
                << "        S.Diag((*Iter)->getLocation(), "
                   "diag::err_attributes_are_not_compatible) << *Iter << Second << "
                   "((*Iter)->isRegularKeywordAttribute() || "
                   "Second->isRegularKeywordAttribute());\n"
                << "        S.Diag(Second->getLocation(), diag::note_conflicting_attribute);\n"
                << "        return false;\n      }\n    }\n";
    }
  }

  void targetRequirements(const Record *A) {
    if (!A->isSubClassOf("TargetSpecificAttr"))
      return;
    const Record *T = A->getValueAsDef("Target");
    std::vector<std::string> Arches = T->getValueAsListOfStrings("Arches");
    // Kinds shared by several target-specific attributes exist on all
    // their targets.
    if (!A->isValueUnset("ParseKind")) {
      const std::string Kind = A->getValueAsString("ParseKind");
      for (const ParsedAttr &D : Dupes)
        if (D.Name == Kind)
          for (std::string &Arch : D.Def->getValueAsDef("Target")->getValueAsListOfStrings("Arches"))
            Arches.push_back(std::move(Arch));
    }
    bool UsesT = false;
    const std::string Test = targetCondition(T, &Arches, &UsesT);
    OS << "bool existsInTarget(const TargetInfo &Target) const override {\n";
    if (UsesT)
      OS << "  const llvm::Triple &T = Target.getTriple(); (void)T;\n";
    OS << "  return " << Test << ";\n}\n\n";
  }

  void spellingTargets(const Record *A, const std::vector<Spelling> &Spellings) {
    const std::vector<const Record *> Targeted = A->getValueAsListOfDefs("TargetSpecificSpellings");
    if (Targeted.empty())
      return;
    std::string Test;
    bool UsesT = false;
    for (size_t I = 0; I < Targeted.size(); ++I) {
      const std::vector<Spelling> Listed = spellingsOf(Targeted[I]);
      Test += "((SpellingListIndex == ";
      for (size_t J = 0; J < Listed.size(); ++J) {
        Test += std::to_string(spellingIndexIn(Spellings, Listed[J]));
        Test += J + 1 < Listed.size() ? " ||\n    SpellingListIndex == " : ") && ";
      }
      bool Any = false;
      Test += targetCondition(Targeted[I]->getValueAsDef("Target"), nullptr, &Any);
      UsesT |= Any;
      Test += ")";
      if (I + 1 < Targeted.size())
        Test += " || ";
    }
    OS << "bool spellingExistsInTarget(const TargetInfo &Target,\n"
       << "                            const unsigned SpellingListIndex) const override {\n";
    if (UsesT)
      OS << "  const llvm::Triple &T = Target.getTriple(); (void)T;\n";
    OS << "  return " << Test << ";\n}\n\n";
  }

  void pragmaMatchRules(const Record *A) {
    if (!Support.supports(A) || A->isValueUnset("Subjects"))
      return;
    OS << "void getPragmaAttributeMatchRules(llvm::SmallVectorImpl<std::pair<"
          "attr::SubjectMatchRule, bool>> &MatchRules, const LangOptions &LangOpts) const "
          "override {\n";
    for (const Record *Subject : subjectsOf(A)) {
      if (!isDeclSubject(Subject))
        continue;
      const std::vector<uint32_t> *Rules = Support.rulesFor(Subject);
      if (!Rules)
        continue;
      for (uint32_t R : *Rules) {
        const MatchRule &Rule = Support.rules()[R];
        OS << "  MatchRules.push_back(std::make_pair(attr::" << Rule.Enum
           << ", /*IsSupported=*/" << langOptTest(Rule.LangOpts) << "));\n";
      }
    }
    OS << "}\n\n";
  }

  void delayedArgsHandler() {
    OS << "static void handleAttrWithDelayedArgs(Sema &S, Decl *D, const ParsedAttr &Attr) {\n"
       << "  SmallVector<Expr *, 4> ArgExprs;\n  ArgExprs.reserve(Attr.getNumArgs());\n"
       << "  for (unsigned I = 0; I < Attr.getNumArgs(); ++I) {\n"
       << "    assert(!Attr.isArgIdent(I));\n    ArgExprs.push_back(Attr.getArgAsExpr(I));\n  }\n"
       << "  clang::Attr *CreatedAttr = nullptr;\n  switch (Attr.getKind()) {\n  default:\n"
       << "    llvm_unreachable(\"Attribute cannot hold delayed arguments.\");\n";
    for (const ParsedAttr &P : Attrs) {
      if (!P.Def->getValueAsBit("AcceptsExprPack"))
        continue;
      OS << "  case ParsedAttr::AT_" << P.Name << ": {\n    CreatedAttr = " << P.Def->getName()
         << "Attr::CreateWithDelayedArgs(S.Context, ArgExprs.data(), ArgExprs.size(), Attr);\n"
         << "    break;\n  }\n";
    }
    OS << "  }\n  D->addAttr(CreatedAttr);\n}\n\n";
  }

  void matchRuleChecks() {
    OS << "static bool checkAttributeMatchRuleAppliesTo(const Decl *D, attr::SubjectMatchRule "
          "rule) {\n  switch (rule) {\n";
    for (const MatchRule &Rule : Support.rules()) {
      OS << "  case attr::" << Rule.Enum << ":\n";
      if (Rule.Subjects.empty()) {
        OS << "    assert(false && \"Abstract matcher rule isn't allowed\");\n    return false;\n";
        continue;
      }
      OS << "    return ";
      for (size_t I = 0; I < Rule.Subjects.size(); ++I) {
        if (I)
          OS << " || ";
        if (Rule.Subjects[I]->isSubClassOf("SubsetSubject"))
          OS << customCheckName(Rule.Subjects[I]) << "(D)";
        else
          OS << "isa<" << subjectDecl(Rule.Subjects[I]) << ">(D)";
      }
      OS << ";\n";
    }
    OS << "  }\n  llvm_unreachable(\"Invalid match rule\");\nreturn false;\n}\n\n";
  }
};

void emitParsedAttrImpl(const RecordKeeper &Records, OStream &OS) {
  ParsedImplWriter(Records, OS).run();
}

} // namespace

TBLGEN_REGISTER_TOOL_BACKEND(ClangAttrParsedAttrImpl, TM_Clang, "gen-clang-attr-parsed-attr-impl",
                             "Generate the clang parsed attribute helpers", emitParsedAttrImpl,
                             BT_None);

} // namespace tblgen::clangattr
