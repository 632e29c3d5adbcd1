//===- AttrClasses.cpp - -gen-clang-attr-classes and -gen-clang-attr-impl -===//
//
// The C++ class of every AST attribute (members, spelling enumeration,
// factory methods, constructors, accessors) and, for -impl, the member
// function definitions plus Attr's dispatching getSpelling, clone and
// printPretty.
//
//===----------------------------------------------------------------------===//

#include "AttrArgs.h"
#include "AttrModel.h"

#include "tblgen/Backend.h"
#include "tblgen/Error.h"
#include "tblgen/Output.h"
#include "tblgen/Record.h"

#include <set>

namespace tblgen::clangattr {

namespace {

/// Everything the class of one attribute is written from.
struct AttrShape {
  const Record *R;
  std::string_view Name;
  std::string Super;
  bool Inheritable = false;
  std::vector<Arg> Args;
  bool Delayed = false;
  Arg DelayedArg;
  std::vector<Spelling> Spellings;
  /// The spellings' names agree up to underscores: no semantic spelling.
  bool Elide = true;
  /// The semantic enumerator of each spelling (empty with one spelling).
  std::vector<std::string> Semantic;
  bool HasFake = false, HasOpt = false;

  explicit AttrShape(const Record *Attr) : R(Attr), Name(Attr->getName()) {
    const auto Supers = R->getSuperClasses();
    for (size_t I = Supers.size(); I > 0; --I) {
      const std::string_view S = Supers[I - 1].first->getName();
      if (S != "TargetSpecificAttr" && S != "DeclOrTypeAttr" && Super.empty())
        Super = std::string(S);
      Inheritable |= S == "InheritableAttr";
    }
    Args = attrArgs(R);
    for (const Arg &A : Args) {
      if (A.Fake)
        HasFake = true;
      else if (A.Optional)
        HasOpt = true;
    }
    Delayed = R->getValueAsBit("AcceptsExprPack");
    if (Delayed)
      DelayedArg = delayedArgs(R);
    Spellings = spellingsOf(R);
    Elide = Spellings.empty() || spellingNamesAgree(Spellings);
    if (Spellings.size() > 1)
      Semantic = semanticSpellings(Spellings);
  }
};

void formInitializer(OStream &OS, const Spelling &S, std::string_view Index) {
  const bool Alignas = S.Kind == Variety::Keyword && S.Name == "alignas";
  const bool Regular = S.Kind == Variety::Keyword && !S.Def->getValueAsBit("HasOwnParseRules");
  OS << "{AttributeCommonInfo::" << syntaxName(S.Kind) << ", " << Index << ", "
     << (Alignas ? "true" : "false") << " /*IsAlignas*/, " << (Regular ? "true" : "false")
     << " /*IsRegularKeywordAttribute*/}";
}

/// The four factory methods of one argument selection.
void emitFactories(OStream &OS, const AttrShape &S, bool Header, bool DelayedOnly, bool WithFake) {
  auto params = [&]() {
    if (DelayedOnly) {
      OS << ", ";
      argcode::ctorParameters(OS, S.DelayedArg);
      return;
    }
    for (const Arg &A : S.Args)
      if (!A.Fake || WithFake) {
        OS << ", ";
        argcode::ctorParameters(OS, A);
      }
  };
  auto passArgs = [&]() {
    if (DelayedOnly) {
      OS << ", ";
      argcode::implicitCtorArgs(OS, S.DelayedArg);
      return;
    }
    for (const Arg &A : S.Args)
      if (!A.Fake || WithFake) {
        OS << ", ";
        argcode::implicitCtorArgs(OS, A);
      }
  };
  auto head = [&](bool Implicit) {
    if (Header)
      OS << "  static ";
    OS << S.Name << "Attr *";
    if (!Header)
      OS << S.Name << "Attr::";
    OS << "Create" << (Implicit ? "Implicit" : "") << (DelayedOnly ? "WithDelayedArgs" : "")
       << "(ASTContext &Ctx";
    params();
  };
  // From an AttributeCommonInfo.
  for (bool Implicit : {true, false}) {
    head(Implicit);
    OS << ", const AttributeCommonInfo &CommonInfo)";
    if (Header) {
      OS << ";\n";
      continue;
    }
    OS << " {\n  auto *A = new (Ctx) " << S.Name << "Attr(Ctx, CommonInfo";
    if (!DelayedOnly)
      for (const Arg &A : S.Args)
        if (!A.Fake || WithFake) {
          OS << ", ";
          argcode::implicitCtorArgs(OS, A);
        }
    OS << ");\n";
    if (Implicit)
      OS << "  A->setImplicit(true);\n";
    if (Implicit || S.Elide)
      OS << "  if (!A->isAttributeSpellingListCalculated() && !A->getAttrName())\n"
            "    A->setAttributeSpellingListIndex(0);\n";
    if (DelayedOnly) {
      OS << "  A->setDelayedArgs(Ctx, ";
      argcode::implicitCtorArgs(OS, S.DelayedArg);
      OS << ");\n";
    }
    OS << "  return A;\n}\n\n";
  }
  // From a source range and a spelling.
  for (bool Implicit : {true, false}) {
    head(Implicit);
    OS << ", SourceRange Range" << (Header ? " = {}" : "");
    if (S.Spellings.size() > 1) {
      OS << ", Spelling S";
      if (Header)
        OS << " = " << S.Semantic.front();
    }
    OS << ')';
    if (Header) {
      OS << ";\n";
      continue;
    }
    OS << " {\n  AttributeCommonInfo I(Range, NoSemaHandlerAttribute";
    if (S.Spellings.empty()) {
      OS << ", AttributeCommonInfo::Form::Implicit()";
    } else if (S.Spellings.size() == 1) {
      OS << ", ";
      formInitializer(OS, S.Spellings.front(), "0");
    } else {
      OS << ", [&]() {\n    switch (S) {\n";
      std::set<std::string_view> Seen;
      for (size_t I = 0; I < S.Spellings.size(); ++I) {
        if (!Seen.insert(S.Semantic[I]).second)
          continue;
        OS << "    case " << S.Semantic[I] << ":\n      return AttributeCommonInfo::Form";
        formInitializer(OS, S.Spellings[I], S.Semantic[I]);
        OS << ";\n";
      }
      OS << "    default:\n      llvm_unreachable(\"Unknown attribute spelling!\");\n"
         << "      return AttributeCommonInfo::Form";
      formInitializer(OS, S.Spellings.front(), "0");
      OS << ";\n    }\n  }()";
    }
    OS << ");\n  return Create" << (Implicit ? "Implicit" : "")
       << (DelayedOnly ? "WithDelayedArgs" : "") << "(Ctx";
    passArgs();
    OS << ", I);\n}\n\n";
  }
}

/// A constructor taking the optional (WithOpt) and fake (WithFake)
/// arguments, or none (NoArgs).
void emitCtor(OStream &OS, const AttrShape &S, bool Header, bool WithOpt, bool WithFake,
              bool NoArgs) {
  auto takes = [&](const Arg &A) {
    if (NoArgs)
      return false;
    if (A.Fake)
      return WithFake;
    if (A.Optional)
      return WithOpt;
    return true;
  };
  OS << (Header ? "  " : std::string(S.Name) + "Attr::") << S.Name
     << "Attr(ASTContext &Ctx, const AttributeCommonInfo &CommonInfo\n";
  for (const Arg &A : S.Args)
    if (takes(A)) {
      OS << "              , ";
      argcode::ctorParameters(OS, A);
      OS << '\n';
    }
  OS << "             )";
  if (Header) {
    OS << ";\n";
    return;
  }
  const bool Late = S.R->getValueAsDef("LateParsed")->getValueAsInt("Kind") != 0;
  OS << "\n  : " << S.Super << "(Ctx, CommonInfo, attr::" << S.Name
     << ", /*IsLateParsed=*/" << (Late ? "true" : "false");
  if (S.Inheritable)
    OS << ", " << (S.R->getValueAsBit("InheritEvenIfAlreadyPresent") ? "true" : "false");
  OS << ")\n";
  for (const Arg &A : S.Args) {
    OS << "              , ";
    if (takes(A))
      argcode::ctorInitializers(OS, A);
    else
      argcode::ctorDefaultInitializers(OS, A);
    OS << '\n';
  }
  if (S.Delayed) {
    OS << "              , ";
    argcode::ctorDefaultInitializers(OS, S.DelayedArg);
    OS << '\n';
  }
  OS << "  {\n";
  for (const Arg &A : S.Args)
    if (takes(A))
      argcode::ctorBody(OS, A);
  OS << "}\n\n";
}



void emitPrettyPrint(OStream &OS, const AttrShape &S) {
  OS << "void " << S.Name
     << "Attr::printPretty(raw_ostream &OS, const PrintingPolicy &Policy) const {\n";
  if (S.Spellings.empty()) {
    OS << "}\n\n";
    return;
  }
  OS << "  bool IsFirstArgument = true; (void)IsFirstArgument;\n"
     << "  unsigned TrailingOmittedArgs = 0; (void)TrailingOmittedArgs;\n"
     << "  switch (getAttributeSpellingListIndex()) {\n  default:\n"
     << "    llvm_unreachable(\"Unknown attribute spelling!\");\n    break;\n";
  for (size_t I = 0; I < S.Spellings.size(); ++I) {
    const Spelling &Sp = S.Spellings[I];
    std::string_view Prefix, Suffix;
    std::string Spelled;
    switch (Sp.Kind) {
    case Variety::GNU: Prefix = "__attribute__(("; Suffix = "))"; break;
    case Variety::CXX11:
    case Variety::C23:
      Prefix = "[[";
      Suffix = "]]";
      if (!Sp.Namespace.empty())
        Spelled = std::string(Sp.Namespace) + "::";
      break;
    case Variety::Declspec: Prefix = "__declspec("; Suffix = ")"; break;
    case Variety::Microsoft: Prefix = "["; Suffix = "]"; break;
    case Variety::Keyword: break;
    case Variety::Pragma:
      Prefix = "#pragma ";
      Suffix = "\n";
      if (!Sp.Namespace.empty())
        Spelled = std::string(Sp.Namespace) + " ";
      break;
    case Variety::HLSLAnnotation: Prefix = ":"; break;
    }
    Spelled += Sp.Name;
    OS << "  case " << I << " : {\n    OS << \"" << Prefix << Spelled << "\";\n";
    if (Sp.Kind == Variety::Pragma) {
      OS << "    printPrettyPragma(OS, Policy);\n    OS << \"\\n\";    break;\n  }\n";
      continue;
    }
    if (Spelled == "availability") {
      OS << "    OS << \"(\" << getPlatform()->getName();\n"
         << "  if (getStrict()) OS << \", strict\";\n"
         << "  if (!getIntroduced().empty()) OS << \", introduced=\" << getIntroduced();\n"
         << "  if (!getDeprecated().empty()) OS << \", deprecated=\" << getDeprecated();\n"
         << "  if (!getObsoleted().empty()) OS << \", obsoleted=\" << getObsoleted();\n"
         << "  if (getUnavailable()) OS << \", unavailable\";\n  OS << \")\";\n";
    } else if (Spelled == "deprecated" || Spelled == "gnu::deprecated") {
      OS << "    OS << \"(\\\"\" << getMessage() << \"\\\"\";\n";
      if (Sp.Kind == Variety::GNU)
        OS << "    if (!getReplacement().empty()) OS << \", \\\"\" << getReplacement() << "
              "\"\\\"\";\n";
      OS << "    OS << \")\";\n";
    } else {
      // Trailing omitted optional arguments are counted from the last one
      // that is always printed.
      bool Required = false;
      for (size_t J = S.Args.size(); J > 0; --J) {
        const Arg &A = S.Args[J - 1];
        if (A.Fake || Required)
          continue;
        const std::string Omitted = argcode::isOmitted(A);
        if (!A.Optional || Omitted == "false") {
          Required = true;
          continue;
        }
        OS << "    if (" << Omitted << ")\n      ++TrailingOmittedArgs;\n";
      }
      bool Any = false;
      for (const Arg &A : S.Args) {
        if (A.Fake)
          continue;
        const std::string Omitted = argcode::isOmitted(A);
        const bool Guarded = A.Optional && Omitted != "false";
        if (Guarded)
          OS << "    if (!(" << Omitted << ")) {\n";
        if (!A.isVariadic())
          OS << "    DelimitAttributeArgument(OS, IsFirstArgument);\n";
        OS << "    OS << \"";
        argcode::value(OS, A);
        OS << "\";\n";
        if (Guarded)
          OS << "    }\n";
        Any = true;
      }
      if (Any)
        OS << "    if (!IsFirstArgument)\n      OS << \")\";\n";
    }
    OS << "    OS << \"" << (Suffix == "\n" ? "\\n" : Suffix) << "\";\n    break;\n  }\n";
  }
  OS << "}\n}\n\n";
}

void emitGetSpelling(OStream &OS, const AttrShape &S) {
  OS << "const char *" << S.Name << "Attr::getSpelling() const {\n";
  if (S.Spellings.empty()) {
    OS << "  return \"(No spelling)\";\n}\n\n";
    return;
  }
  OS << "  switch (getAttributeSpellingListIndex()) {\n  default:\n"
     << "    llvm_unreachable(\"Unknown attribute spelling!\");\n    return \"(No spelling)\";\n";
  for (size_t I = 0; I < S.Spellings.size(); ++I)
    OS << "  case " << I << ":\n    return \"" << S.Spellings[I].Name << "\";\n";
  OS << "  }\n}\n\n";
}

void emitAttr(OStream &OS, const AttrShape &S, bool Header) {
  if (Header)
    OS << "class CLANG_ABI " << S.Name << "Attr : public " << S.Super << " {\n";
  else
    OS << "\n// " << S.Name << "Attr implementation\n\n";
  if (Header) {
    for (const Arg &A : S.Args) {
      argcode::declarations(OS, A);
      OS << "\n\n";
    }
    if (S.Delayed) {
      argcode::declarations(OS, S.DelayedArg);
      OS << "\n\n";
    }
    OS << "public:\n";
    if (S.Spellings.size() > 1)
      OS << spellingEnumText(S.Semantic);
    OS << "  // Factory methods\n";
  }
  emitFactories(OS, S, Header, false, true);
  if (S.HasFake)
    emitFactories(OS, S, Header, false, false);
  if (S.Delayed)
    emitFactories(OS, S, Header, true, false);

  if (Header)
    OS << "\n  // Constructors\n";
  emitCtor(OS, S, Header, true, true, false);
  if (S.HasFake)
    emitCtor(OS, S, Header, true, false, false);
  if (S.HasOpt)
    emitCtor(OS, S, Header, false, false, false);
  bool Required = false;
  for (const Arg &A : S.Args)
    Required |= !A.Fake && !A.Optional;
  if (S.Delayed && Required)
    emitCtor(OS, S, Header, false, false, true);

  if (Header)
    OS << "\n  " << S.Name << "Attr *clone(ASTContext &C) const;\n"
       << "  void printPretty(raw_ostream &OS,\n                   const PrintingPolicy &Policy) "
          "const;\n  const char *getSpelling() const;\n";
  if (!S.Elide) {
    if (Header) {
      OS << "  Spelling getSemanticSpelling() const;\n";
    } else {
      OS << S.Name << "Attr::Spelling " << S.Name << "Attr::getSemanticSpelling() const {\n"
         << semanticSwitchText("getAttributeSpellingListIndex()", S.Semantic) << "}\n";
    }
  }
  if (Header)
    for (const Record *Acc : S.R->getValueAsListOfDefs("Accessors")) {
      OS << "  bool " << Acc->getValueAsString("Name")
         << "() const { return getAttributeSpellingListIndex() == ";
      const std::vector<Spelling> Listed = spellingsOf(Acc);
      for (size_t I = 0; I < Listed.size(); ++I)
        OS << spellingIndexIn(S.Spellings, Listed[I])
           << (I + 1 < Listed.size() ? " ||\n    getAttributeSpellingListIndex() == " : "; }\n");
    }
  for (const Arg &A : S.Args) {
    if (Header)
      argcode::accessors(OS, A);
    else
      argcode::accessorDefinitions(OS, A);
    OS << "\n\n";
    if (!A.Fake && A.isEnum())
      argcode::enumConversions(OS, A, Header);
  }
  if (Header) {
    if (S.Delayed) {
      argcode::accessors(OS, S.DelayedArg);
      argcode::variadicSetter(OS, S.DelayedArg);
    }
    OS << S.R->getValueAsString("AdditionalMembers") << "\n\n"
       << "  static bool classof(const Attr *A) { return A->getKind() == attr::" << S.Name
       << "; }\n};\n\n";
    return;
  }
  OS << S.Name << "Attr *" << S.Name << "Attr::clone(ASTContext &C) const {\n  auto *A = new (C) "
     << S.Name << "Attr(C, *this";
  for (const Arg &A : S.Args) {
    OS << ", ";
    argcode::cloneArgs(OS, A);
  }
  OS << ");\n  A->Inherited = Inherited;\n  A->IsPackExpansion = IsPackExpansion;\n"
     << "  A->setImplicit(Implicit);\n";
  if (S.Delayed) {
    OS << "  A->setDelayedArgs(C, ";
    argcode::cloneArgs(OS, S.DelayedArg);
    OS << ");\n";
  }
  OS << "  return A;\n}\n\n";
  emitPrettyPrint(OS, S);
  emitGetSpelling(OS, S);
}

/// Attributes that accept packs take neither identifiers nor types, and
/// only their last argument may be variadic.
void checkPackArgs(const Record *A) {
  if (!A->getValueAsBit("AcceptsExprPack"))
    return;
  const std::vector<const Record *> Args = A->getValueAsListOfDefs("Args");
  for (size_t I = 0; I < Args.size(); ++I) {
    const auto Supers = Args[I]->getSuperClasses();
    const std::string_view C = Supers.empty() ? std::string_view() : Supers.back().first->getName();
    if (C == "IdentifierArgument" || C == "EnumArgument" || C == "VariadicEnumArgument" ||
        C == "VariadicIdentifierArgument" || C == "VariadicParamOrParamIdxArgument" ||
        C == "TypeArgument")
      PrintFatalError(A->getLoc().front(),
                      "Attributes accepting packs cannot also have identifier or type arguments.");
    if (I + 1 < Args.size() && C == "VariadicExprArgument")
      PrintFatalError(A->getLoc().front(),
                      "Attributes accepting packs can only have the last argument be variadic.");
  }
}

void emitAllAttrs(const RecordKeeper &Records, OStream &OS, bool Header) {
  OS << "static inline void DelimitAttributeArgument(raw_ostream& OS, bool& IsFirst) {\n"
     << "  if (IsFirst) {\n    IsFirst = false;\n    OS << \"(\";\n  } else\n"
     << "    OS << \", \";\n}\n";
  for (const Record *R : allAttrs(Records)) {
    (void)R->getValueAsListOfDefs("Documentation");
    if (!R->getValueAsBit("ASTNode"))
      continue;
    checkPackArgs(R);
    emitAttr(OS, AttrShape(R), Header);
  }
}

void emitClasses(const RecordKeeper &Records, OStream &OS) {
  emitSourceFileHeader("Attribute classes' definitions", OS, Records);
  OS << "#ifndef LLVM_CLANG_ATTR_CLASSES_INC\n#define LLVM_CLANG_ATTR_CLASSES_INC\n";
  emitAllAttrs(Records, OS, true);
  OS << "#endif // LLVM_CLANG_ATTR_CLASSES_INC\n";
}

void emitImpl(const RecordKeeper &Records, OStream &OS) {
  emitSourceFileHeader("Attribute classes' member function definitions", OS, Records);
  emitAllAttrs(Records, OS, false);
  auto dispatch = [&](std::string_view Call) {
    OS << "  switch (getKind()) {\n";
    for (const Record *R : allAttrs(Records))
      if (R->getValueAsBit("ASTNode"))
        OS << "  case attr::" << R->getName() << ":\n    return cast<" << R->getName()
           << "Attr>(this)->" << Call << ";\n";
    OS << "  }\n  llvm_unreachable(\"Unexpected attribute kind!\");\n}\n\n";
  };
  OS << "const char *Attr::getSpelling() const {\n";
  dispatch("getSpelling()");
  OS << "Attr *Attr::clone(ASTContext &C) const {\n";
  dispatch("clone(C)");
  OS << "void Attr::printPretty(raw_ostream &OS, const PrintingPolicy &Policy) const {\n";
  dispatch("printPretty(OS, Policy)");
}

} // namespace

TBLGEN_REGISTER_TOOL_BACKEND(ClangAttrClasses, TM_Clang, "gen-clang-attr-classes",
                             "Generate clang attribute clases", emitClasses, BT_None);
TBLGEN_REGISTER_TOOL_BACKEND(ClangAttrImpl, TM_Clang, "gen-clang-attr-impl",
                             "Generate clang attribute implementations", emitImpl, BT_None);

} // namespace tblgen::clangattr
