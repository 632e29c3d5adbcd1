//===- InterfaceGen.cpp - -gen-{attr,op,type}-interface-{decls,defs,docs} -===//
//
// The C++ of an interface: a traits struct holding the function table
// (Concept) and the three models that fill it (Model, FallbackModel,
// ExternalModel), the interface class, the Trait classes that attach it to
// a concrete class, and the out-of-line model methods. The definitions file
// holds the interface class's methods forwarding to the table; the docs
// list the methods in Markdown.
//
//===----------------------------------------------------------------------===//

#include "InterfaceText.h"

#include "mlir/Namespace.h"
#include "tblgen/Backend.h"
#include "tblgen/Error.h"
#include "tblgen/Output.h"
#include "tblgen/Record.h"

namespace tblgen::mlir::iface {

namespace {

/// How the parameter list of a method is written.
enum class Params {
  Plain,    ///< "T name, ..."
  Spaced,   ///< "T name" with the type trimmed and spaced as a return type
  Names,    ///< "name, ..."
  Types,    ///< "T, ..."
};

void writeArgs(OStream &OS, const InterfaceMethod &M, Params How) {
  bool First = true;
  for (const InterfaceArg &A : M.args()) {
    if (!First)
      OS << ", ";
    First = false;
    switch (How) {
    case Params::Plain:
      OS << A.Type << " " << A.Name;
      break;
    case Params::Spaced:
      OS << typePrefix(A.Type) << A.Name;
      break;
    case Params::Names:
      OS << A.Name;
      break;
    case Params::Types:
      OS << A.Type;
      break;
    }
  }
}

/// The leading "const Concept *impl, <value> tablegen_opaque_val" of a model
/// method that is not static.
void writeSelfParams(OStream &OS, const Family &F, const InterfaceMethod &M) {
  if (M.isStatic())
    return;
  OS << "const Concept *impl, " << typePrefix(F.ValueType) << "tablegen_opaque_val";
  if (!M.args().empty())
    OS << ", ";
}

//===-- Declarations -------------------------------------------------------===//

void writeConcept(OStream &OS, const Family &F, const Interface &I) {
  OS << "  struct Concept {\n    /// The methods defined by the interface.\n";
  for (const InterfaceMethod &M : I.methods()) {
    OS << "    " << typePrefix(M.returnType()) << "(*" << M.slot() << ")(";
    if (!M.isStatic()) {
      OS << "const Concept *impl, " << typePrefix(F.ValueType);
      if (!M.args().empty())
        OS << ", ";
    }
    writeArgs(OS, M, Params::Types);
    OS << ");\n";
  }
  if (!I.bases().empty()) {
    OS << "    /// The base classes of this interface.\n";
    for (const Interface &B : I.bases())
      OS << "    const " << B.qualifiedName() << "::Concept *impl" << B.name() << " = nullptr;\n";
    OS << "\n    void initializeInterfaceConcept(::mlir::detail::InterfaceMap &interfaceMap) {\n";
    for (const Interface &B : I.bases()) {
      std::string BQ = B.qualifiedName();
      OS << "      impl" << B.name() << " = interfaceMap.lookup<" << BQ << ">();\n"
         << "      assert(impl" << B.name() << " && \"`" << I.qualifiedName()
         << "` expected its base interface `" << BQ << "` to be registered\");\n";
    }
    OS << "    }\n";
  }
  OS << "  };\n";
}

void writeModels(OStream &OS, const Family &F, const Interface &I) {
  for (std::string_view Model : {"Model", "FallbackModel"}) {
    OS << "  template<typename " << F.Concrete << ">\n  class " << Model
       << " : public Concept {\n  public:\n    using Interface = " << I.qualifiedName() << ";\n    "
       << Model << "() : Concept{";
    bool First = true;
    for (const InterfaceMethod &M : I.methods()) {
      OS << (First ? "" : ", ") << M.slot();
      First = false;
    }
    OS << "} {}\n\n";
    for (const InterfaceMethod &M : I.methods()) {
      OS << "    static inline " << typePrefix(M.returnType()) << M.slot() << "(";
      writeSelfParams(OS, F, M);
      writeArgs(OS, M, Params::Plain);
      OS << ");\n";
    }
    OS << "  };\n";
  }
  OS << "  template<typename ConcreteModel, typename " << F.Concrete
     << ">\n  class ExternalModel : public FallbackModel<ConcreteModel> {\n  public:\n"
     << "    using ConcreteEntity = " << F.Concrete << ";\n";
  for (const InterfaceMethod &M : I.methods()) {
    if (M.defaultBody().empty())
      continue;
    OS << "    " << (M.isStatic() ? "static " : "") << typePrefix(M.returnType()) << M.slot() << "(";
    if (!M.isStatic())
      OS << typePrefix(F.ValueType) << "tablegen_opaque_val" << (M.args().empty() ? "" : ", ");
    writeArgs(OS, M, Params::Spaced);
    OS << ")" << (M.isStatic() ? "" : " const") << ";\n";
  }
  OS << "  };\n";
}

/// The method declarations of the interface class (those of I, or of a base
/// of the interface being written).
void writeClassMethods(OStream &OS, const Family &F, const Interface &I) {
  for (const InterfaceMethod &M : I.methods()) {
    writeDocComment(OS, M.description(), "  ");
    OS << "  " << typePrefix(M.returnType()) << M.name() << "(";
    writeArgs(OS, M, Params::Plain);
    OS << ")" << (F.isOp() ? "" : " const") << ";\n";
  }
  auto rtrim = [](std::string_view S) {
    std::string_view T = trimmed(S);
    return S.substr(0, T.empty() ? 0 : size_t(T.data() + T.size() - S.data()));
  };
  std::string Extra = I.extraClassDeclaration();
  if (!Extra.empty())
    OS << rtrim(Extra) << "\n";
  std::string Shared = I.extraSharedClassDeclaration();
  if (!Shared.empty())
    OS << fmtSubstitute(rtrim(Shared), F.classSubst()) << "\n";
}

void writeInterfaceClass(OStream &OS, const Family &F, const Interface &I) {
  NsBlock Ns(OS, I.cppNamespace());
  const std::string &N = I.name();
  std::string Traits = N + "InterfaceTraits";
  writeClassComment(OS, I.description());
  OS << "namespace detail {\nstruct " << Traits << " {\n";
  writeConcept(OS, F, I);
  writeModels(OS, F, I);
  OS << "};\ntemplate <typename " << F.Concrete << ">\nstruct " << N
     << "Trait;\n\n} // namespace detail\n";
  std::string Base = "::mlir::" + std::string(F.BaseClass) + "<" + N + ", detail::" + Traits + ">";
  OS << "class " << N << " : public " << Base << " {\npublic:\n  using " << Base
     << "::" << F.BaseClass << ";\n";
  OS << "  template <typename " << F.Concrete << ">\n  struct Trait : public detail::" << N
     << "Trait<" << F.Concrete << "> {};\n";
  writeClassMethods(OS, F, I);
  for (const Interface &B : I.bases()) {
    std::string BQ = B.qualifiedName();
    OS << "  //===----------------------------------------------------------------===//\n"
       << "  // Inherited from " << BQ << "\n"
       << "  //===----------------------------------------------------------------===//\n\n";
    OS << "  operator " << BQ << " () const {\n    if (!*this) return nullptr;\n    return " << BQ
       << "(*this, getImpl()->impl" << B.name() << ");\n  }\n\n";
    writeClassMethods(OS, F, B);
  }
  std::string ClassOf = I.extraClassOf();
  if (!ClassOf.empty()) {
    Subst S;
    S.set(F.Placeholder, "odsInterfaceInstance");
    OS << "  static bool classof(" << F.ValueType << " base) {\n"
       << "    auto* interface = getInterfaceFor(base);\n    if (!interface)\n      return false;\n"
       << "    " << N << " odsInterfaceInstance(base, interface);\n"
       << "    " << fmtSubstitute(trimmed(ClassOf), S) << "\n  }\n";
  }
  OS << "};\n";
}

void writeTrait(OStream &OS, const Family &F, const Interface &I) {
  NsBlock Ns(OS, I.cppNamespace() + "::detail");
  const std::string &N = I.name();
  OS << "  template <typename " << F.Concrete << ">\n  struct " << N << "Trait : public ::mlir::"
     << F.BaseClass << "<" << N << ", detail::" << N << "InterfaceTraits>::Trait<" << F.Concrete
     << "> {\n";
  Subst TS = F.traitSubst();
  for (const InterfaceMethod &M : I.methods()) {
    if (M.name() == "verifyTrait")
      PrintFatalError("'verifyTrait' method cannot be specified as interface method for '" + N +
                      "'; use the 'verify' field instead");
    std::string Default = M.defaultBody();
    if (Default.empty())
      continue;
    writeDocComment(OS, M.description(), "    ");
    OS << "    " << (M.isStatic() ? "static " : "") << typePrefix(M.returnType()) << M.name() << "(";
    writeArgs(OS, M, Params::Plain);
    OS << ")" << (!F.isOp() && !M.isStatic() ? " const" : "") << " {\n      " << fmtSubstitute(Default, TS)
       << "\n    }\n";
  }
  std::string Verify = I.verify();
  if (!Verify.empty()) {
    Subst VS;
    VS.set("_op", "op");
    OS << "    static ::llvm::LogicalResult "
       << (I.verifyWithRegions() ? "verifyRegionTrait" : "verifyTrait")
       << "(::mlir::Operation *op) {\n      " << fmtSubstitute(trimmed(Verify), VS) << "\n    }\n";
  }
  std::string Extra = I.extraTraitClassDeclaration();
  if (!Extra.empty())
    OS << fmtSubstitute(Extra, TS) << "\n";
  std::string Shared = I.extraSharedClassDeclaration();
  if (!Shared.empty())
    OS << fmtSubstitute(Shared, TS) << "\n";
  OS << "  };\n";
}

void writeModelMethods(OStream &OS, const Family &F, const Interface &I) {
  NsBlock Ns(OS, I.cppNamespace());
  std::string Traits = "detail::" + I.name() + "InterfaceTraits::";
  Subst MS = F.modelSubst();
  for (const InterfaceMethod &M : I.methods()) {
    OS << "template<typename " << F.Concrete << ">\n"
       << typePrefix(M.returnType()) << Traits << "Model<" << F.Concrete << ">::" << M.slot() << "(";
    writeSelfParams(OS, F, M);
    writeArgs(OS, M, Params::Plain);
    OS << ") {\n  ";
    std::string Body = M.body();
    if (!Body.empty()) {
      OS << (M.isStatic() ? Body : fmtSubstitute(Body, MS)) << "\n}\n";
      continue;
    }
    if (M.isStatic())
      OS << "return " << F.Concrete << "::";
    else
      OS << fmtSubstitute("return $_self.", MS);
    OS << M.name() << "(";
    writeArgs(OS, M, Params::Names);
    OS << ");\n}\n";
  }
  for (const InterfaceMethod &M : I.methods()) {
    OS << "template<typename " << F.Concrete << ">\n"
       << typePrefix(M.returnType()) << Traits << "FallbackModel<" << F.Concrete
       << ">::" << M.slot() << "(";
    writeSelfParams(OS, F, M);
    writeArgs(OS, M, Params::Plain);
    OS << ") {\n  ";
    if (M.isStatic())
      OS << "return " << F.Concrete << "::";
    else
      OS << "return static_cast<const " << F.Concrete << " *>(impl)->";
    OS << M.slot() << "(";
    if (!M.isStatic())
      OS << "tablegen_opaque_val" << (M.args().empty() ? "" : ", ");
    writeArgs(OS, M, Params::Names);
    OS << ");\n}\n";
  }
  for (const InterfaceMethod &M : I.methods()) {
    std::string Default = M.defaultBody();
    if (Default.empty())
      continue;
    OS << "template<typename ConcreteModel, typename " << F.Concrete << ">\n"
       << typePrefix(M.returnType()) << Traits << "ExternalModel<ConcreteModel, " << F.Concrete
       << ">::" << M.slot() << "(";
    if (!M.isStatic())
      OS << typePrefix(F.ValueType) << "tablegen_opaque_val" << (M.args().empty() ? "" : ", ");
    writeArgs(OS, M, Params::Spaced);
    OS << ")" << (M.isStatic() ? "" : " const") << " {\n"
       << (M.isStatic() ? fmtSubstitute(Default, Subst()) : fmtSubstitute(Default, MS)) << "\n}\n";
  }
}

void emitDecls(const RecordKeeper &Records, OStream &OS, InterfaceKind K) {
  const Family &F = family(K);
  emitSourceFileHeader("Interface Declarations", OS);
  // Each interface is read as its forward declaration is written, so that
  // the first error is the one mlir-tblgen reports.
  std::vector<Interface> All;
  for (const Record *R : interfaceRecords(Records, K, /*ByID=*/true)) {
    const Interface &I = All.emplace_back(R);
    NsBlock Ns(OS, I.cppNamespace());
    writeClassComment(OS, I.description());
    OS << "class " << I.name() << ";\n";
  }
  for (const Interface &I : All)
    writeInterfaceClass(OS, F, I);
  for (const Interface &I : All)
    writeTrait(OS, F, I);
  for (const Interface &I : All)
    writeModelMethods(OS, F, I);
}

//===-- Definitions ---------------------------------------------------------===//

void writeForwarders(OStream &OS, const Family &F, std::string_view Qual, const Interface &I,
                     std::string_view Impl) {
  for (const InterfaceMethod &M : I.methods()) {
    writeDocComment(OS, M.description());
    OS << typePrefix(M.returnType()) << Qual << "::" << M.name() << "(";
    writeArgs(OS, M, Params::Plain);
    OS << ")" << (F.isOp() ? "" : " const") << " {\n      return " << Impl << "->" << M.slot()
       << "(";
    if (!M.isStatic())
      OS << Impl << ", " << (F.isOp() ? "getOperation()" : "*this")
         << (M.args().empty() ? "" : ", ");
    writeArgs(OS, M, Params::Names);
    OS << ");\n  }\n";
  }
}

void emitDefs(const RecordKeeper &Records, OStream &OS, InterfaceKind K) {
  const Family &F = family(K);
  emitSourceFileHeader("Interface Definitions", OS);
  for (const Record *R : interfaceRecords(Records, K, /*ByID=*/false)) {
    Interface I(R);
    std::string Qual(plainNamespace(I.qualifiedName()));
    writeForwarders(OS, F, Qual, I, "getImpl()");
    for (const Interface &B : I.bases())
      writeForwarders(OS, F, Qual, B, "getImpl()->impl" + B.name());
  }
}

//===-- Documentation -------------------------------------------------------===//

void emitDocs(const RecordKeeper &Records, OStream &OS, InterfaceKind K) {
  const Family &F = family(K);
  OS << "<!-- Autogenerated by mlir-tblgen; don't manually edit -->\n";
  OS << "\n# " << F.BaseClass << " definitions\n";
  for (const Record *R : interfaceRecords(Records, K, /*ByID=*/false)) {
    Interface I(R);
    OS << "\n## " << I.name() << " (`" << I.def()->getName() << "`)\n";
    writeMarkdown(OS, I.description());
    OS << "\n### Methods:\n";
    for (const InterfaceMethod &M : I.methods()) {
      OS << "\n#### `" << M.name() << "`\n\n```c++\n" << (M.isStatic() ? "static " : "")
         << typePrefix(M.returnType()) << M.name() << "(";
      writeArgs(OS, M, Params::Spaced);
      OS << ");\n```\n";
      writeMarkdown(OS, M.description());
      if (M.body().empty())
        OS << "\nNOTE: This method *must* be implemented by the user.";
      OS << "\n";
    }
  }
}

#define IFACE_ENTRY(Fn, Kind)                                                  \
  void Fn##Kind(const RecordKeeper &Records, OStream &OS) { Fn(Records, OS, InterfaceKind::Kind); }
IFACE_ENTRY(emitDecls, Attr)
IFACE_ENTRY(emitDecls, Op)
IFACE_ENTRY(emitDecls, Type)
IFACE_ENTRY(emitDefs, Attr)
IFACE_ENTRY(emitDefs, Op)
IFACE_ENTRY(emitDefs, Type)
IFACE_ENTRY(emitDocs, Attr)
IFACE_ENTRY(emitDocs, Op)
IFACE_ENTRY(emitDocs, Type)
#undef IFACE_ENTRY

} // namespace

TBLGEN_REGISTER_TOOL_BACKEND(MLIRAttrInterfaceDecls, TM_MLIR, "gen-attr-interface-decls",
                             "Generate attribute interface declarations", emitDeclsAttr, BT_None);
TBLGEN_REGISTER_TOOL_BACKEND(MLIRAttrInterfaceDefs, TM_MLIR, "gen-attr-interface-defs",
                             "Generate attribute interface definitions", emitDefsAttr, BT_None);
TBLGEN_REGISTER_TOOL_BACKEND(MLIRAttrInterfaceDocs, TM_MLIR, "gen-attr-interface-docs",
                             "Generate attribute interface documentation", emitDocsAttr, BT_None);
TBLGEN_REGISTER_TOOL_BACKEND(MLIROpInterfaceDecls, TM_MLIR, "gen-op-interface-decls",
                             "Generate op interface declarations", emitDeclsOp, BT_None);
TBLGEN_REGISTER_TOOL_BACKEND(MLIROpInterfaceDefs, TM_MLIR, "gen-op-interface-defs",
                             "Generate op interface definitions", emitDefsOp, BT_None);
TBLGEN_REGISTER_TOOL_BACKEND(MLIROpInterfaceDocs, TM_MLIR, "gen-op-interface-docs",
                             "Generate op interface documentation", emitDocsOp, BT_None);
TBLGEN_REGISTER_TOOL_BACKEND(MLIRTypeInterfaceDecls, TM_MLIR, "gen-type-interface-decls",
                             "Generate type interface declarations", emitDeclsType, BT_None);
TBLGEN_REGISTER_TOOL_BACKEND(MLIRTypeInterfaceDefs, TM_MLIR, "gen-type-interface-defs",
                             "Generate type interface definitions", emitDefsType, BT_None);
TBLGEN_REGISTER_TOOL_BACKEND(MLIRTypeInterfaceDocs, TM_MLIR, "gen-type-interface-docs",
                             "Generate type interface documentation", emitDocsType, BT_None);

} // namespace tblgen::mlir::iface
