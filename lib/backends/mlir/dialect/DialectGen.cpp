//===- DialectGen.cpp - -gen-dialect-decls, -gen-dialect-defs -------------===//
//
// The C++ class of one dialect (the only Dialect def of the input, or the
// one -dialect names): its declaration, with the hooks its flags ask for,
// a helper class per discardable attribute and its extra declarations; and
// its definitions, the TypeID, the constructor loading its dependent
// dialects and the default destructor. An input without a Dialect def gets
// the banner alone.
//
//===----------------------------------------------------------------------===//

#include "mlir/Dialect.h"

#include "tblgen/Backend.h"
#include "tblgen/Output.h"
#include "tblgen/Record.h"

namespace tblgen::mlirdialect {

using mlir::Dialect;

namespace {

constexpr std::string_view AttrHooks = R"(
  /// Parse an attribute registered to this dialect.
  ::mlir::Attribute parseAttribute(::mlir::DialectAsmParser &parser,
                                   ::mlir::Type type) const override;

  /// Print an attribute registered to this dialect.
  void printAttribute(::mlir::Attribute attr,
                      ::mlir::DialectAsmPrinter &os) const override;
)";

constexpr std::string_view TypeHooks = R"(
  /// Parse a type registered to this dialect.
  ::mlir::Type parseType(::mlir::DialectAsmParser &parser) const override;

  /// Print a type registered to this dialect.
  void printType(::mlir::Type type,
                 ::mlir::DialectAsmPrinter &os) const override;
)";

constexpr std::string_view CanonicalizerHook = R"(
  /// Register canonicalization patterns.
  void getCanonicalizationPatterns(
      ::mlir::RewritePatternSet &results) const override;
)";

constexpr std::string_view MaterializerHook = R"(
  /// Materialize a single constant operation from a given attribute value with
  /// the desired resultant type.
  ::mlir::Operation *materializeConstant(::mlir::OpBuilder &builder,
                                         ::mlir::Attribute value,
                                         ::mlir::Type type,
                                         ::mlir::Location loc) override;
)";

constexpr std::string_view OpAttrVerifyHook = R"(
    /// Provides a hook for verifying dialect attributes attached to the given
    /// op.
    ::llvm::LogicalResult verifyOperationAttribute(
        ::mlir::Operation *op, ::mlir::NamedAttribute attribute) override;
)";

constexpr std::string_view RegionArgVerifyHook = R"(
    /// Provides a hook for verifying dialect attributes attached to the given
    /// op's region argument.
    ::llvm::LogicalResult verifyRegionArgAttribute(
        ::mlir::Operation *op, unsigned regionIndex, unsigned argIndex,
        ::mlir::NamedAttribute attribute) override;
)";

constexpr std::string_view RegionResultVerifyHook = R"(
    /// Provides a hook for verifying dialect attributes attached to the given
    /// op's region result.
    ::llvm::LogicalResult verifyRegionResultAttribute(
        ::mlir::Operation *op, unsigned regionIndex, unsigned resultIndex,
        ::mlir::NamedAttribute attribute) override;
)";

constexpr std::string_view InterfaceFallbackHook = R"(
    /// Provides a hook for op interface.
    void *getRegisteredInterfaceForOp(mlir::TypeID interfaceID,
                                      mlir::OperationName opName) override;
)";

/// The helper class of discardable attribute A of dialect D, with the
/// member holding it.
void writeAttrHelper(OStream &OS, const Dialect &D, const mlir::DiscardableAttr &A) {
  const std::string Cls = mlir::snakeToCamel(A.Name, true) + "AttrHelper";
  const std::string Member = mlir::snakeToCamel(A.Name, false) + "AttrName";
  const std::string &T = A.CppType;
  OS << "\n    /// Helper to manage the discardable attribute `" << A.Name << "`.\n"
     << "    class " << Cls << " {\n"
     << "      ::mlir::StringAttr name;\n"
     << "    public:\n"
     << "      static constexpr ::llvm::StringLiteral getNameStr() {\n"
     << "        return \"" << D.name() << "." << A.Name << "\";\n"
     << "      }\n"
     << "      constexpr ::mlir::StringAttr getName() {\n"
     << "        return name;\n"
     << "      }\n\n"
     << "      " << Cls << "(::mlir::MLIRContext *ctx)\n"
     << "        : name(::mlir::StringAttr::get(ctx, getNameStr())) {}\n\n"
     << "     " << T << " getAttr(::mlir::Operation *op) {\n"
     << "       return op->getAttrOfType<" << T << ">(name);\n"
     << "     }\n"
     << "     void setAttr(::mlir::Operation *op, " << T << " val) {\n"
     << "       op->setAttr(name, val);\n"
     << "     }\n"
     << "     bool isAttrPresent(::mlir::Operation *op) {\n"
     << "       return op->hasAttrOfType<" << T << ">(name);\n"
     << "     }\n"
     << "     void removeAttr(::mlir::Operation *op) {\n"
     << "       assert(op->hasAttrOfType<" << T << ">(name));\n"
     << "       op->removeAttr(name);\n"
     << "     }\n"
     << "   };\n"
     << "   " << Cls << " get" << Cls << "() {\n"
     << "     return " << Member << ";\n"
     << "   }\n"
     << " private:\n"
     << "   " << Cls << " " << Member << ";\n"
     << " public:\n";
}

std::string qualifiedClass(const Dialect &D) { return D.cppNamespace() + "::" + D.cppClassName(); }

std::string_view baseClass(const Dialect &D) {
  return D.isExtensible() ? "ExtensibleDialect" : "Dialect";
}

void writeDecl(OStream &OS, const Dialect &D) {
  {
    mlir::NamespaceBlock NS(OS, D.cppNamespace());
    const std::string &Cls = D.cppClassName();
    mlir::writeDocComment(OS, D.summary(), D.description(), false);
    OS << "\nclass " << Cls << " : public ::mlir::" << baseClass(D) << " {\n"
       << "  explicit " << Cls << "(::mlir::MLIRContext *context);\n\n"
       << "  void initialize();\n"
       << "  friend class ::mlir::MLIRContext;\n"
       << "public:\n"
       << "  ~" << Cls << "() override;\n"
       << "  static constexpr ::llvm::StringLiteral getDialectNamespace() {\n"
       << "    return ::llvm::StringLiteral(\"" << D.name() << "\");\n"
       << "  }\n";
    const std::pair<bool, std::string_view> Hooks[] = {
        {D.useDefaultAttributePrinterParser(), AttrHooks},
        {D.useDefaultTypePrinterParser(), TypeHooks},
        {D.hasCanonicalizer(), CanonicalizerHook},
        {D.hasConstantMaterializer(), MaterializerHook},
        {D.hasOperationAttrVerify(), OpAttrVerifyHook},
        {D.hasRegionArgAttrVerify(), RegionArgVerifyHook},
        {D.hasRegionResultAttrVerify(), RegionResultVerifyHook},
        {D.hasOperationInterfaceFallback(), InterfaceFallbackHook},
    };
    for (const auto &[Wanted, Text] : Hooks)
      if (Wanted)
        OS << Text;
    for (const mlir::DiscardableAttr &A : D.discardableAttrs())
      writeAttrHelper(OS, D, A);
    if (D.extraClassDeclaration())
      OS << *D.extraClassDeclaration();
    OS << "};\n";
  }
  if (!D.cppNamespace().empty())
    OS << "MLIR_DECLARE_EXPLICIT_TYPE_ID(" << qualifiedClass(D) << ")\n";
}

void writeDefs(OStream &OS, const Dialect &D) {
  const std::string &Cls = D.cppClassName();
  if (!D.cppNamespace().empty())
    OS << "MLIR_DEFINE_EXPLICIT_TYPE_ID(" << qualifiedClass(D) << ")\n";
  mlir::NamespaceBlock NS(OS, D.cppNamespace());
  std::string Inits;
  for (const mlir::DiscardableAttr &A : D.discardableAttrs())
    Inits += ", " + mlir::snakeToCamel(A.Name, false) + "AttrName(context)";
  OS << "\n" << Cls << "::" << Cls << "(::mlir::MLIRContext *context)\n"
     << "    : ::mlir::" << baseClass(D) << "(getDialectNamespace(), context, ::mlir::TypeID::get<"
     << Cls << ">())\n"
     << "    " << Inits << "\n"
     << "     {\n  ";
  bool First = true;
  for (const std::string &Dep : D.dependentDialects()) {
    OS << (First ? "" : "\n  ") << "getContext()->loadDialect<" << Dep << ">();";
    First = false;
  }
  OS << "\n  initialize();\n}\n";
  if (!D.hasNonDefaultDestructor())
    OS << "\n" << Cls << "::~" << Cls << "() = default;\n\n";
}

/// The dialect to generate for, or a failed run with mlir-tblgen's message;
/// nullopt when the input has no Dialect def.
std::optional<Dialect> selected(const RecordKeeper &Records, const BackendContext &Ctx) {
  std::vector<Dialect> Dialects = mlir::allDialects(Records);
  if (Dialects.empty())
    return std::nullopt;
  std::string Error;
  std::optional<Dialect> D = mlir::chooseDialect(Dialects, Ctx.option("dialect", ""), Error);
  if (!D)
    mlir::failWithMessage(Error);
  return D;
}

void emitDialectDecls(const RecordKeeper &Records, OStream &OS, const BackendContext &Ctx) {
  emitSourceFileHeader("Dialect Declarations", OS, Records);
  if (std::optional<Dialect> D = selected(Records, Ctx))
    writeDecl(OS, *D);
}

void emitDialectDefs(const RecordKeeper &Records, OStream &OS, const BackendContext &Ctx) {
  emitSourceFileHeader("Dialect Definitions", OS, Records);
  if (std::optional<Dialect> D = selected(Records, Ctx))
    writeDefs(OS, *D);
}

} // namespace

TBLGEN_REGISTER_TOOL_BACKEND(MLIRDialectDecls, TM_MLIR, "gen-dialect-decls",
                             "Generate dialect declarations", emitDialectDecls, BT_None);
TBLGEN_REGISTER_TOOL_BACKEND(MLIRDialectDefs, TM_MLIR, "gen-dialect-defs",
                             "Generate dialect definitions", emitDialectDefs, BT_None);

} // namespace tblgen::mlirdialect
