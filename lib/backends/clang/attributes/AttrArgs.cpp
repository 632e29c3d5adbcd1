//===- AttrArgs.cpp - The arguments of clang attributes -------------------===//

#include "AttrArgs.h"

#include "tblgen/Error.h"
#include "tblgen/Output.h"
#include "tblgen/Record.h"

#include <set>

namespace tblgen::clangattr {

namespace {

struct KindInfo {
  std::string_view ClassName;
  std::string_view CxxType;
};

constexpr KindInfo Kinds[] = {
#define ATTR_ARG_KIND(Id, ClassName, CxxType) {ClassName, CxxType},
#include "AttrArgKinds.def"
};

const KindInfo &info(ArgKind K) { return Kinds[size_t(K)]; }

bool kindOfClass(std::string_view Class, ArgKind &K) {
  for (size_t I = 0; I < std::size(Kinds); ++I)
    if (Kinds[I].ClassName == Class) {
      K = ArgKind(I);
      return true;
    }
  return false;
}

/// The record reader expression for a value of type T.
std::string readCall(std::string_view T) {
  if (T.ends_with("Decl *"))
    return "Record.readDeclAs<" + std::string(T.substr(0, T.size() - 1)) + ">()";
  if (T == "TypeSourceInfo *")
    return "Record.readTypeSourceInfo()";
  if (T == "Expr *")
    return "Record.readExpr()";
  if (T == "const IdentifierInfo *")
    return "Record.readIdentifier()";
  if (T == "StringRef")
    return "Record.readString()";
  if (T == "ParamIdx")
    return "ParamIdx::deserialize(Record.readInt())";
  if (T == "OMPTraitInfo *")
    return "Record.readOMPTraitInfo()";
  return "Record.readInt()";
}

/// The record writer statement for value V of type T (newline ended).
std::string writeCall(std::string_view T, const std::string &V) {
  std::string Call;
  if (T.ends_with("Decl *"))
    Call = "AddDeclRef(" + V + ")";
  else if (T == "TypeSourceInfo *")
    Call = "AddTypeSourceInfo(" + V + ")";
  else if (T == "Expr *")
    Call = "AddStmt(" + V + ")";
  else if (T == "const IdentifierInfo *")
    Call = "AddIdentifierRef(" + V + ")";
  else if (T == "StringRef")
    Call = "AddString(" + V + ")";
  else if (T == "ParamIdx")
    Call = "push_back(" + V + ".serialize())";
  else if (T == "OMPTraitInfo *")
    Call = "writeOMPTraitInfo(" + V + ")";
  else
    Call = "push_back(" + V + ")";
  return "Record." + Call + ";\n";
}

/// The enumerators of an enum argument, first occurrences in order.
std::vector<std::string> uniqueEnums(const std::vector<std::string> &Enums) {
  std::vector<std::string> Out;
  std::set<std::string_view> Seen;
  for (const std::string &E : Enums)
    if (Seen.insert(E).second)
      Out.push_back(E);
  return Out;
}

Arg makeArg(ArgKind K, std::string_view Name, std::string_view Attr) {
  Arg A;
  A.Kind = K;
  A.Attr = std::string(Attr);
  A.Lower = A.Upper = std::string(Name);
  if (!A.Lower.empty()) {
    if (A.Lower[0] >= 'A' && A.Lower[0] <= 'Z')
      A.Lower[0] = char(A.Lower[0] - 'A' + 'a');
    if (A.Upper[0] >= 'a' && A.Upper[0] <= 'z')
      A.Upper[0] = char(A.Upper[0] - 'a' + 'A');
  }
  // 'interface' is a macro under MinGW.
  if (A.Lower == "interface")
    A.Lower = "interface_";
  A.Type = std::string(info(K).CxxType);
  return A;
}

} // namespace

bool Arg::isVariadic() const {
  switch (Kind) {
  case ArgKind::VariadicUnsigned:
  case ArgKind::VariadicString:
  case ArgKind::VariadicEnum:
  case ArgKind::VariadicExpr:
  case ArgKind::VariadicParamIdx:
  case ArgKind::VariadicParamOrParamIdx:
  case ArgKind::VariadicIdentifier:
  case ArgKind::VariadicOMPInteropInfo:
    return true;
  default:
    return false;
  }
}

bool Arg::isSimple() const {
  switch (Kind) {
  case ArgKind::Expr:
  case ArgKind::Decl:
  case ArgKind::Identifier:
  case ArgKind::DefaultBool:
  case ArgKind::Bool:
  case ArgKind::DefaultInt:
  case ArgKind::Int:
  case ArgKind::Type:
  case ArgKind::Unsigned:
  case ArgKind::ParamIdx:
  case ArgKind::Wrapped:
  case ArgKind::OMPTraitInfo:
    return true;
  default:
    return false;
  }
}

std::vector<Arg> attrArgs(const Record *Attr) {
  std::vector<Arg> Out;
  for (const Record *R : Attr->getValueAsListOfDefs("Args")) {
    // The most derived known class decides the kind.
    ArgKind K{};
    bool Known = kindOfClass(R->getName(), K);
    const auto Supers = R->getSuperClasses();
    for (size_t I = Supers.size(); !Known && I > 0; --I)
      Known = kindOfClass(Supers[I - 1].first->getName(), K);
    if (!Known)
      PrintFatalError(R, "unknown attribute argument kind");
    Arg A = makeArg(K, R->getValueAsString("Name"), Attr->getName());
    A.Def = R;
    A.Optional = R->getValueAsBit("Optional");
    A.Fake = R->getValueAsBit("Fake");
    if (K == ArgKind::Decl)
      A.Type = std::string(R->getValueAsDef("Kind")->getName()) + "Decl *";
    else if (K == ArgKind::DefaultBool)
      A.Default = R->getValueAsBit("Default");
    else if (K == ArgKind::DefaultInt)
      A.Default = R->getValueAsInt("Default");
    if (A.isEnum()) {
      A.Values = R->getValueAsListOfStrings("Values");
      A.Enums = R->getValueAsListOfStrings("Enums");
      A.Uniques = uniqueEnums(A.Enums);
      A.External = R->getValueAsBit("IsExternalType");
      A.Covered = R->getValueAsBit("IsCovered");
      const std::string T = R->getValueAsString("Type");
      A.ShortType = T;
      if (A.External) {
        const size_t Colons = T.rfind("::");
        if (Colons != std::string::npos && Colons + 2 < T.size())
          A.ShortType = T.substr(Colons + 2);
      }
      A.FullType = A.External ? T : A.Attr + "Attr::" + T;
      if (K == ArgKind::VariadicEnum)
        A.Type = T;
    }
    Out.push_back(std::move(A));
  }
  return Out;
}

Arg delayedArgs(const Record *A) { return makeArg(ArgKind::VariadicExpr, "DelayedArgs", A->getName()); }

//===----------------------------------------------------------------------===//
// The code of each argument kind
//===----------------------------------------------------------------------===//

namespace argcode {

namespace {

std::string argName(const Arg &A) { return A.Lower + "_"; }
std::string sizeName(const Arg &A) { return A.Lower + "_Size"; }

void enumDecl(OStream &OS, const Arg &A) {
  if (A.External)
    return;
  OS << "public:\n  enum " << A.ShortType << " {\n";
  for (size_t I = 0; I < A.Uniques.size(); ++I)
    OS << "    " << A.Uniques[I] << (I + 1 < A.Uniques.size() ? ",\n" : "\n");
  OS << "  };\n";
}

void enumCases(OStream &OS, const Arg &A, std::string_view Pad) {
  for (const std::string &U : A.Uniques)
    OS << Pad << "case " << A.FullType << "::" << U << ":\n" << Pad << "  OS << \" " << U
       << "\";\n" << Pad << "  break;\n";
  if (!A.Covered)
    OS << Pad << "default:\n" << Pad << "  llvm_unreachable(\"Invalid attribute value\");\n";
}

} // namespace

void declarations(OStream &OS, const Arg &A) {
  switch (A.Kind) {
  case ArgKind::String:
    OS << "unsigned " << A.Lower << "Length;\nchar *" << A.Lower << ';';
    return;
  case ArgKind::Aligned:
    OS << "bool is" << A.Lower << "Expr;\nunion {\nExpr *" << A.Lower << "Expr;\nTypeSourceInfo *"
       << A.Lower << "Type;\n};\nstd::optional<unsigned> " << A.Lower << "Cache;\n";
    return;
  case ArgKind::Enum:
    enumDecl(OS, A);
    OS << "private:\n  " << A.FullType << ' ' << A.Lower << ';';
    return;
  case ArgKind::Version:
    OS << "VersionTuple " << A.Lower << ";\n";
    return;
  default:
    break;
  }
  if (A.isVariadic()) {
    if (A.Kind == ArgKind::VariadicEnum) {
      enumDecl(OS, A);
      OS << "private:\n";
    }
    OS << "  unsigned " << sizeName(A) << ";\n  " << A.Type << " *" << argName(A) << ';';
    return;
  }
  OS << A.Type << ' ' << A.Lower << ';';
}

void accessors(OStream &OS, const Arg &A) {
  const std::string &L = A.Lower, &U = A.Upper;
  switch (A.Kind) {
  case ArgKind::String:
    OS << "  llvm::StringRef get" << U << "() const {\n    return llvm::StringRef(" << L << ", "
       << L << "Length);\n  }\n  unsigned get" << U << "Length() const {\n    return " << L
       << "Length;\n  }\n  void set" << U << "(ASTContext &C, llvm::StringRef S) {\n    " << L
       << "Length = S.size();\n    this->" << L << " = new (C, 1) char [" << L
       << "Length];\n    if (!S.empty())\n      std::memcpy(this->" << L << ", S.data(), " << L
       << "Length);\n  }";
    return;
  case ArgKind::Aligned:
    OS << "  bool is" << U << "Dependent() const;\n  bool is" << U
       << "ErrorDependent() const;\n  unsigned get" << U << "(ASTContext &Ctx) const;\n  bool is"
       << U << "Expr() const {\n    return is" << L << "Expr;\n  }\n  Expr *get" << U
       << "Expr() const {\n    assert(is" << L << "Expr);\n    return " << L
       << "Expr;\n  }\n  TypeSourceInfo *get" << U << "Type() const {\n    assert(!is" << L
       << "Expr);\n    return " << L << "Type;\n  }  std::optional<unsigned> getCached" << U
       << "Value() const {\n    return " << L << "Cache;\n  }  void setCached" << U
       << "Value(unsigned AlignVal) {\n    " << L << "Cache = AlignVal;\n  }";
    return;
  case ArgKind::Enum:
    OS << "  " << A.FullType << " get" << U << "() const {\n    return " << L << ";\n  }";
    return;
  case ArgKind::Version:
    OS << "  VersionTuple get" << U << "() const {\n    return " << L << ";\n  }\n  void set" << U
       << "(ASTContext &C, VersionTuple V) {\n    " << L << " = V;\n  }";
    return;
  case ArgKind::Type:
    OS << "  QualType get" << U << "() const {\n    return " << L << "->getType();\n  }  "
       << A.Type << " get" << U << "Loc() const {\n    return " << L << ";\n  }";
    return;
  default:
    break;
  }
  if (A.isVariadic()) {
    const std::string It = L + "_iterator", Begin = L + "_begin()", End = L + "_end()";
    OS << "  typedef " << A.Type << "* " << It << ";\n  " << It << ' ' << Begin
       << " const { return " << argName(A) << "; }\n  " << It << ' ' << End << " const { return "
       << argName(A) << " + " << sizeName(A) << "; }\n  unsigned " << L
       << "_size() const { return " << sizeName(A) << "; }\n  llvm::iterator_range<" << It
       << "> " << L << "() const { return llvm::make_range(" << Begin << ", " << End << "); }\n";
    return;
  }
  OS << "  " << A.Type << " get" << U << "() const {\n    return " << L << ";\n  }";
  if (A.Kind == ArgKind::DefaultBool || A.Kind == ArgKind::DefaultInt) {
    OS << "\n\n  static const " << A.Type << " Default" << U << " = ";
    if (A.Kind == ArgKind::DefaultBool)
      OS << (A.Default ? "true" : "false");
    else
      OS << A.Default;
    OS << ';';
  }
}

void accessorDefinitions(OStream &OS, const Arg &A) {
  if (A.Kind != ArgKind::Aligned)
    return;
  const std::string &L = A.Lower, &U = A.Upper;
  OS << "bool " << A.Attr << "Attr::is" << U << "Dependent() const {\n  if (is" << L
     << "Expr)\n    return " << L << "Expr && (" << L << "Expr->isValueDependent() || " << L
     << "Expr->isTypeDependent());\n  else\n    return " << L
     << "Type->getType()->isDependentType();\n}\n";
  OS << "bool " << A.Attr << "Attr::is" << U << "ErrorDependent() const {\n  if (is" << L
     << "Expr)\n    return " << L << "Expr && " << L << "Expr->containsErrors();\n  return " << L
     << "Type->getType()->containsErrors();\n}\n";
}

void cloneArgs(OStream &OS, const Arg &A) {
  switch (A.Kind) {
  case ArgKind::String:
  case ArgKind::Version:
    OS << "get" << A.Upper << "()";
    return;
  case ArgKind::Aligned:
    OS << "is" << A.Lower << "Expr, is" << A.Lower << "Expr ? static_cast<void*>(" << A.Lower
       << "Expr) : " << A.Lower << "Type";
    return;
  default:
    break;
  }
  if (A.isVariadic())
    OS << argName(A) << ", " << sizeName(A);
  else
    OS << A.Lower;
}

void templateInstantiationArgs(OStream &OS, const Arg &A) {
  switch (A.Kind) {
  case ArgKind::Aligned:
    return;
  case ArgKind::Expr:
  case ArgKind::Type:
    OS << "tempInst" << A.Upper;
    return;
  case ArgKind::VariadicExpr:
    OS << "tempInst" << A.Upper << ", numTempInst" << A.Upper;
    return;
  default:
    break;
  }
  if (A.isVariadic())
    OS << "A->" << A.Lower << "_begin(), A->" << A.Lower << "_size()";
  else
    OS << "A->get" << A.Upper << "()";
}

void templateInstantiation(OStream &OS, const Arg &A) {
  const std::string &U = A.Upper;
  switch (A.Kind) {
  case ArgKind::Expr:
    OS << "      " << A.Type << " tempInst" << U << ";\n      {\n"
       << "        EnterExpressionEvaluationContext Unevaluated(S, "
          "Sema::ExpressionEvaluationContext::Unevaluated);\n"
       << "        ExprResult Result = S.SubstExpr(A->get" << U << "(), TemplateArgs);\n"
       << "        if (Result.isInvalid())\n          return nullptr;\n        tempInst" << U
       << " = Result.get();\n      }\n";
    return;
  case ArgKind::VariadicExpr:
    OS << "      size_t numTempInst" << U << ";\n      " << A.Type << "*tempInst" << U
       << ";\n      {\n        EnterExpressionEvaluationContext Unevaluated(S, "
          "Sema::ExpressionEvaluationContext::Unevaluated);\n        ArrayRef<"
       << A.Type << "> ArgsToInstantiate(A->" << A.Lower << "_begin(), A->" << A.Lower
       << "_end());\n        SmallVector<" << A.Type << ", 4> InstArgs;\n"
       << "        if (S.SubstExprs(ArgsToInstantiate, /*IsCall=*/false, TemplateArgs, InstArgs))\n"
       << "          return nullptr;\n        numTempInst" << U
       << " = InstArgs.size();\n        tempInst" << U << " = new (C, 16) " << A.Type
       << "[numTempInst" << U << "];\n        std::copy(InstArgs.begin(), InstArgs.end(), tempInst"
       << U << ");\n      }\n";
    return;
  case ArgKind::Type:
    OS << "      " << A.Type << " tempInst" << U << " =\n        S.SubstType(A->get" << U
       << "Loc(), TemplateArgs, A->getLoc(), A->getAttrName());\n      if (!tempInst" << U
       << ")\n        return nullptr;\n";
    return;
  default:
    return;
  }
}

void ctorBody(OStream &OS, const Arg &A) {
  switch (A.Kind) {
  case ArgKind::String:
    OS << "    if (!" << A.Upper << ".empty())\n      std::memcpy(" << A.Lower << ", " << A.Upper
       << ".data(), " << A.Lower << "Length);\n";
    return;
  case ArgKind::Aligned:
    OS << "    if (is" << A.Lower << "Expr)\n       " << A.Lower
       << "Expr = reinterpret_cast<Expr *>(" << A.Upper << ");\n    else\n       " << A.Lower
       << "Type = reinterpret_cast<TypeSourceInfo *>(" << A.Upper << ");\n";
    return;
  case ArgKind::VariadicString:
    OS << "  for (size_t I = 0, E = " << sizeName(A) << "; I != E;\n       ++I) {\n"
       << "    StringRef Ref = " << A.Upper << "[I];\n    if (!Ref.empty()) {\n"
       << "      char *Mem = new (Ctx, 1) char[Ref.size()];\n"
       << "      std::memcpy(Mem, Ref.data(), Ref.size());\n      " << argName(A)
       << "[I] = StringRef(Mem, Ref.size());\n    }\n  }\n";
    return;
  default:
    break;
  }
  if (A.isVariadic())
    OS << "  std::copy(" << A.Upper << ", " << A.Upper << " + " << sizeName(A) << ", "
       << argName(A) << ");\n";
}

void ctorInitializers(OStream &OS, const Arg &A) {
  switch (A.Kind) {
  case ArgKind::String:
    OS << A.Lower << "Length(" << A.Upper << ".size())," << A.Lower << "(new (Ctx, 1) char["
       << A.Lower << "Length])";
    return;
  case ArgKind::Aligned:
    OS << "is" << A.Lower << "Expr(Is" << A.Upper << "Expr)";
    return;
  default:
    break;
  }
  if (A.isVariadic())
    OS << sizeName(A) << '(' << A.Upper << "Size), " << argName(A) << "(new (Ctx, 16) " << A.Type
       << '[' << sizeName(A) << "])";
  else
    OS << A.Lower << '(' << A.Upper << ')';
}

void ctorDefaultInitializers(OStream &OS, const Arg &A) {
  switch (A.Kind) {
  case ArgKind::String:
    OS << A.Lower << "Length(0)," << A.Lower << "(nullptr)";
    return;
  case ArgKind::Aligned:
    OS << "is" << A.Lower << "Expr(false)";
    return;
  case ArgKind::Enum:
    OS << A.Lower << '(' << A.FullType << "(0))";
    return;
  default:
    break;
  }
  if (A.isVariadic())
    OS << sizeName(A) << "(0), " << argName(A) << "(nullptr)";
  else
    OS << A.Lower << "()";
}

void ctorParameters(OStream &OS, const Arg &A) {
  switch (A.Kind) {
  case ArgKind::String:
    OS << "llvm::StringRef " << A.Upper;
    return;
  case ArgKind::Aligned:
    OS << "bool Is" << A.Upper << "Expr, void *" << A.Upper;
    return;
  case ArgKind::Enum:
    OS << A.FullType << ' ' << A.Upper;
    return;
  case ArgKind::Version:
    OS << "VersionTuple " << A.Upper;
    return;
  default:
    break;
  }
  if (A.isVariadic())
    OS << A.Type << " *" << A.Upper << ", unsigned " << A.Upper << "Size";
  else
    OS << A.Type << ' ' << A.Upper;
}

void implicitCtorArgs(OStream &OS, const Arg &A) {
  if (A.Kind == ArgKind::Aligned)
    OS << "Is" << A.Upper << "Expr, " << A.Upper;
  else if (A.isVariadic())
    OS << A.Upper << ", " << A.Upper << "Size";
  else
    OS << A.Upper;
}

void pchReadDecls(OStream &OS, const Arg &A) {
  const std::string &L = A.Lower;
  switch (A.Kind) {
  case ArgKind::String:
    OS << "    std::string " << L << "= Record.readString();\n";
    return;
  case ArgKind::Aligned:
    OS << "    bool is" << L << "Expr = Record.readInt();\n    void *" << L << "Ptr;\n    if (is"
       << L << "Expr)\n      " << L << "Ptr = Record.readExpr();\n    else\n      " << L
       << "Ptr = Record.readTypeSourceInfo();\n";
    return;
  case ArgKind::Enum:
    OS << "    " << A.FullType << ' ' << L << "(static_cast<" << A.FullType
       << ">(Record.readInt()));\n";
    return;
  case ArgKind::Version:
    OS << "    VersionTuple " << L << "= Record.readVersionTuple();\n";
    return;
  case ArgKind::Wrapped:
    OS << "    Attr *" << L << " = Record.readAttr();";
    return;
  case ArgKind::VariadicEnum:
    OS << "    unsigned " << L << "Size = Record.readInt();\n    SmallVector<" << A.FullType
       << ", 4> " << L << ";\n    " << L << ".reserve(" << L << "Size);\n    for (unsigned i = "
       << L << "Size; i; --i)\n      " << L << ".push_back(static_cast<" << A.FullType
       << ">(Record.readInt()));\n";
    return;
  case ArgKind::VariadicOMPInteropInfo:
    OS << "    unsigned " << L << "Size = Record.readInt();\n    SmallVector<OMPInteropInfo, 4> "
       << L << ";\n    " << L << ".reserve(" << L << "Size);\n    for (unsigned I = 0, E = " << L
       << "Size; I != E; ++I) {\n      bool IsTarget = Record.readBool();\n"
          "      bool IsTargetSync = Record.readBool();\n      "
       << L << ".emplace_back(IsTarget, IsTargetSync);\n    }\n";
    return;
  default:
    break;
  }
  if (A.isVariadic()) {
    OS << "    unsigned " << L << "Size = Record.readInt();\n    SmallVector<" << A.Type << ", 4> "
       << L << ";\n    " << L << ".reserve(" << L << "Size);\n";
    // Strings are read into storage that owns them.
    std::string Storage = L;
    const bool Owned = A.Type == "StringRef";
    if (Owned) {
      Storage += "Storage";
      OS << "    SmallVector<std::string, 4> " << Storage << ";\n    " << Storage << ".reserve("
         << L << "Size);\n";
    }
    OS << "    for (unsigned i = 0; i != " << L << "Size; ++i)\n      " << Storage
       << ".push_back(" << readCall(A.Type) << ");\n";
    if (Owned)
      OS << "    for (unsigned i = 0; i != " << L << "Size; ++i)\n      " << L << ".push_back("
         << Storage << "[i]);\n";
    return;
  }
  OS << "    " << A.Type << ' ' << L << " = " << readCall(A.Type) << ";\n";
}

void pchReadArgs(OStream &OS, const Arg &A) {
  if (A.Kind == ArgKind::Aligned)
    OS << "is" << A.Lower << "Expr, " << A.Lower << "Ptr";
  else if (A.isVariadic())
    OS << A.Lower << ".data(), " << A.Lower << "Size";
  else
    OS << A.Lower;
}

void pchWrite(OStream &OS, const Arg &A) {
  const std::string &L = A.Lower, &U = A.Upper;
  switch (A.Kind) {
  case ArgKind::String:
    OS << "    Record.AddString(SA->get" << U << "());\n";
    return;
  case ArgKind::Aligned:
    OS << "    Record.push_back(SA->is" << U << "Expr());\n    if (SA->is" << U
       << "Expr())\n      Record.AddStmt(SA->get" << U
       << "Expr());\n    else\n      Record.AddTypeSourceInfo(SA->get" << U << "Type());\n";
    return;
  case ArgKind::Enum:
    OS << "Record.push_back(static_cast<uint64_t>(SA->get" << U << "()));\n";
    return;
  case ArgKind::Version:
    OS << "    Record.AddVersionTuple(SA->get" << U << "());\n";
    return;
  case ArgKind::Wrapped:
    OS << "    AddAttr(SA->get" << U << "());";
    return;
  case ArgKind::Type:
    OS << "    " << writeCall(A.Type, "SA->get" + U + "Loc()");
    return;
  case ArgKind::VariadicEnum:
    OS << "    Record.push_back(SA->" << L << "_size());\n    for (" << A.Attr << "Attr::" << L
       << "_iterator i = SA->" << L << "_begin(), e = SA->" << L << "_end(); i != e; ++i)\n      "
       << writeCall(A.FullType, "(*i)");
    return;
  case ArgKind::VariadicOMPInteropInfo:
    OS << "    Record.push_back(SA->" << L << "_size());\n    for (" << A.Attr << "Attr::" << L
       << "_iterator I = SA->" << L << "_begin(), E = SA->" << L
       << "_end(); I != E; ++I) {\n      Record.writeBool(I->IsTarget);\n"
          "      Record.writeBool(I->IsTargetSync);\n    }\n";
    return;
  default:
    break;
  }
  if (A.isVariadic()) {
    OS << "    Record.push_back(SA->" << L << "_size());\n    for (auto &Val : SA->" << L
       << "())\n      " << writeCall(A.Type, "Val");
    return;
  }
  OS << "    " << writeCall(A.Type, "SA->get" + U + "()");
}

std::string isOmitted(const Arg &A) {
  if (A.Kind == ArgKind::Aligned)
    return "!((is" + A.Lower + "Expr && " + A.Lower + "Expr) || (!is" + A.Lower + "Expr && " +
           A.Lower + "Type))";
  if (!A.isSimple())
    return "false";
  if (A.Type == "const IdentifierInfo *" || A.Type == "Expr *")
    return "!get" + A.Upper + "()";
  if (A.Type == "TypeSourceInfo *")
    return "!get" + A.Upper + "Loc()";
  if (A.Type == "ParamIdx")
    return "!get" + A.Upper + "().isValid()";
  return "false";
}

void value(OStream &OS, const Arg &A) {
  const std::string &U = A.Upper;
  switch (A.Kind) {
  case ArgKind::String:
    OS << "\\\"\" << get" << U << "() << \"\\\"";
    return;
  case ArgKind::Aligned:
    OS << "\";\n    if (is" << A.Lower << "Expr && " << A.Lower << "Expr)      " << A.Lower
       << "Expr->printPretty(OS, nullptr, Policy);\n    if (!is" << A.Lower << "Expr && "
       << A.Lower << "Type)      " << A.Lower << "Type->getType().print(OS, Policy);\n    OS << \"";
    return;
  case ArgKind::Enum:
    OS << "\\\"\" << " << A.Attr << "Attr::Convert" << A.ShortType << "ToStr(get" << U
       << "()) << \"\\\"";
    return;
  case ArgKind::Version:
    OS << A.Lower << "=\" << get" << U << "() << \"";
    return;
  case ArgKind::Expr:
    OS << "\";\n    get" << U << "()->printPretty(OS, nullptr, Policy);\n    OS << \"";
    return;
  default:
    break;
  }
  if (A.isVariadic()) {
    OS << "\";\n  for (const auto &Val : " << A.Lower
       << "()) {\n    DelimitAttributeArgument(OS, IsFirstArgument);\n";
    if (A.Kind == ArgKind::VariadicParamIdx)
      OS << "    OS << Val.getSourceIndex();\n";
    else if (A.Kind == ArgKind::VariadicString)
      OS << "    OS << \"\\\"\" << Val << \"\\\"\";\n";
    else if (A.Kind == ArgKind::VariadicEnum)
      OS << "    OS << \"\\\"\" << " << A.Attr << "Attr::Convert" << A.ShortType
         << "ToStr(Val)<< \"\\\"\";\n";
    else
      OS << "    OS << Val;\n";
    OS << "  }\n  OS << \"";
    return;
  }
  if (A.Type == "FunctionDecl *")
    OS << "\" << get" << U << "()->getNameInfo().getAsString() << \"";
  else if (A.Type == "const IdentifierInfo *")
    OS << "\" << (get" << U << "() ? get" << U << "()->getName() : \"\") << \"";
  else if (A.Type == "VarDecl *")
    OS << "\" << get" << U << "()->getName() << \"";
  else if (A.Type == "TypeSourceInfo *")
    OS << "\" << get" << U << "().getAsString() << \"";
  else if (A.Type == "ParamIdx")
    OS << "\" << get" << U << "().getSourceIndex() << \"";
  else
    OS << "\" << get" << U << "() << \"";
}

void dump(OStream &OS, const Arg &A) {
  const std::string &L = A.Lower, &U = A.Upper;
  switch (A.Kind) {
  case ArgKind::String:
    OS << "    OS << \" \\\"\" << SA->get" << U << "() << \"\\\"\";\n";
    return;
  case ArgKind::Aligned:
    OS << "    if (!SA->is" << U << "Expr())\n      dumpType(SA->get" << U
       << "Type()->getType());\n";
    return;
  case ArgKind::Enum:
    OS << "    switch(SA->get" << U << "()) {\n";
    enumCases(OS, A, "    ");
    OS << "    }\n";
    return;
  case ArgKind::VariadicEnum:
    OS << "    for (" << A.Attr << "Attr::" << L << "_iterator I = SA->" << L
       << "_begin(), E = SA->" << L << "_end(); I != E; ++I) {\n      switch(*I) {\n";
    enumCases(OS, A, "    ");
    OS << "      }\n    }\n";
    return;
  case ArgKind::VariadicOMPInteropInfo:
    OS << "    for (" << A.Attr << "Attr::" << L << "_iterator I = SA->" << L
       << "_begin(), E = SA->" << L << "_end(); I != E; ++I) {\n"
       << "      if (I->IsTarget && I->IsTargetSync)\n        OS << \" Target_TargetSync\";\n"
       << "      else if (I->IsTarget)\n        OS << \" Target\";\n      else\n"
       << "        OS << \" TargetSync\";\n    }\n";
    return;
  case ArgKind::Version:
    OS << "    OS << \" \" << SA->get" << U << "();\n";
    return;
  case ArgKind::Expr:
  case ArgKind::Wrapped:
  case ArgKind::VariadicExpr:
    return;
  default:
    break;
  }
  if (A.isVariadic()) {
    OS << "    for (const auto &Val : SA->" << L << "())\n";
    if (A.Kind == ArgKind::VariadicParamIdx)
      OS << "      OS << \" \" << Val.getSourceIndex();\n";
    else
      OS << "      OS << \" \" << Val;\n";
    return;
  }
  const std::string &T = A.Type;
  if (T.ends_with("Decl *")) {
    OS << "    OS << \" \";\n    dumpBareDeclRef(SA->get" << U << "());\n";
  } else if (T == "const IdentifierInfo *") {
    OS << "    if (SA->get" << U << "())\n      OS << \" \" << SA->get" << U
       << "()->getName();\n";
  } else if (T == "TypeSourceInfo *") {
    if (A.Optional)
      OS << "    if (SA->get" << U << "Loc())";
    OS << "    OS << \" \" << SA->get" << U << "().getAsString();\n";
  } else if (T == "bool") {
    OS << "    if (SA->get" << U << "()) OS << \" " << U << "\";\n";
  } else if (T == "ParamIdx") {
    if (A.Optional)
      OS << "    if (SA->get" << U << "().isValid())\n  ";
    OS << "    OS << \" \" << SA->get" << U << "().getSourceIndex();\n";
  } else {
    OS << "    OS << \" \" << SA->get" << U << "();\n";
  }
}

void dumpChildren(OStream &OS, const Arg &A) {
  switch (A.Kind) {
  case ArgKind::Aligned:
    OS << "    if (SA->is" << A.Upper << "Expr())\n      Visit(SA->get" << A.Upper << "Expr());\n";
    return;
  case ArgKind::Expr:
  case ArgKind::Wrapped:
    OS << "    Visit(SA->get" << A.Upper << "());\n";
    return;
  case ArgKind::VariadicExpr:
    OS << "    for (" << A.Attr << "Attr::" << A.Lower << "_iterator I = SA->" << A.Lower
       << "_begin(), E = SA->" << A.Lower << "_end(); I != E; ++I)\n      Visit(*I);\n";
    return;
  default:
    return;
  }
}

void astVisitorTraversal(OStream &OS, const Arg &A) {
  const std::string &U = A.Upper;
  switch (A.Kind) {
  case ArgKind::Aligned:
    OS << "  if (A->is" << U << "Expr()) {\n    if (!getDerived().TraverseStmt(A->get" << U
       << "Expr()))\n      return false;\n  } else if (auto *TSI = A->get" << U
       << "Type()) {\n    if (!getDerived().TraverseTypeLoc(TSI->getTypeLoc()))\n"
          "      return false;\n  }\n";
    return;
  case ArgKind::Expr:
    OS << "  if (!getDerived().TraverseStmt(A->get" << U << "()))\n    return false;\n";
    return;
  case ArgKind::Type:
    OS << "  if (auto *TSI = A->get" << U
       << "Loc())\n    if (!getDerived().TraverseTypeLoc(TSI->getTypeLoc()))\n"
          "      return false;\n";
    return;
  case ArgKind::VariadicExpr:
    OS << "  {\n    " << A.Type << " *I = A->" << A.Lower << "_begin();\n    " << A.Type
       << " *E = A->" << A.Lower << "_end();\n    for (; I != E; ++I) {\n"
          "      if (!getDerived().TraverseStmt(*I))\n        return false;\n    }\n  }\n";
    return;
  default:
    return;
  }
}

void variadicSetter(OStream &OS, const Arg &A) {
  OS << "  void set" << A.Upper << "(ASTContext &Ctx, ";
  ctorParameters(OS, A);
  OS << ") {\n    " << sizeName(A) << " = " << A.Upper << "Size;\n    " << argName(A)
     << " = new (Ctx, 16) " << A.Type << '[' << sizeName(A) << "];\n  ";
  ctorBody(OS, A);
  OS << "  }\n";
}

void enumConversions(OStream &OS, const Arg &A, bool Header) {
  const std::string &Short = A.ShortType, &Full = A.FullType;
  if (Header) {
    OS << "  static bool ConvertStrTo" << Short << "(StringRef Val, " << Full
       << " &Out);\n  static const char *Convert" << Short << "ToStr(" << Full << " Val);\n";
    return;
  }
  OS << "bool " << A.Attr << "Attr::ConvertStrTo" << Short << "(StringRef Val, " << Full
     << " &Out) {\n  std::optional<" << Full << "> R = llvm::StringSwitch<std::optional<" << Full
     << ">>(Val)\n";
  for (size_t I = 0; I < A.Enums.size(); ++I)
    OS << "    .Case(\"" << A.Values[I] << "\", " << Full << "::" << A.Enums[I] << ")\n";
  OS << "    .Default(std::optional<" << Full << ">());\n  if (R) {\n    Out = *R;\n"
     << "      return true;\n    }\n  return false;\n}\n\n";
  OS << "const char *" << A.Attr << "Attr::Convert" << Short << "ToStr(" << Full
     << " Val) {\n  switch(Val) {\n";
  std::set<std::string_view> Seen;
  for (size_t I = 0; I < A.Enums.size(); ++I)
    if (Seen.insert(A.Enums[I]).second)
      OS << "  case " << Full << "::" << A.Enums[I] << ": return \"" << A.Values[I] << "\";\n";
  if (!A.Covered)
    OS << "  default: llvm_unreachable(\"Invalid attribute value\");\n";
  OS << "  }\n  llvm_unreachable(\"No enumerator with that value\");\n}\n";
}

} // namespace argcode

} // namespace tblgen::clangattr
