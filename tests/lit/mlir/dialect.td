// -gen-dialect-decls / -gen-dialect-defs: the dialect picked with -dialect
// (or the only one), its doc comment, hooks, discardable attribute helpers,
// dependent dialects; no namespace for an empty cppNamespace.
// RUN: %mlir-tblgen -gen-dialect-decls -dialect=b -I %S %s | FileCheck %s --check-prefix=DECL
// RUN: %mlir-tblgen -gen-dialect-defs -dialect=b -I %S %s | FileCheck %s --check-prefix=DEF
// RUN: %mlir-tblgen -gen-dialect-defs -dialect=a -I %S %s | FileCheck %s --check-prefix=GLOBAL
// DIFF: -gen-dialect-decls -dialect=a
// DIFF: -gen-dialect-defs -dialect=a
// DIFF: -gen-dialect-decls -dialect=b
// DIFF: -gen-dialect-defs -dialect=b
include "Inputs/dialect-classes.td"

def A_Dialect : Dialect {
  let name = "a";
  let cppNamespace = "";
  let extraClassDeclaration = "  int x;\n";
  let useDefaultTypePrinterParser = 1;
  let hasCanonicalizer = 1;
  let hasConstantMaterializer = 1;
  let hasOperationAttrVerify = 1;
  let hasOperationInterfaceFallback = 1;
  let hasRegionArgAttrVerify = 1;
  let hasRegionResultAttrVerify = 1;
}

def B_Dia_lect : Dialect {
  let name = "b";
  let cppNamespace = "::outer::inner";
  let summary = "  Sum.\n  second  ";
  let description = [{
    Line one.
  
      indented
    last
  }];
  let dependentDialects = ["x::Y", "z::W"];
  let discardableAttrs = (ins "::mlir::IntegerAttr":$some_attr_name, "F":$x_Y_z);
  let isExtensible = 1;
  let useDefaultAttributePrinterParser = 1;
  let hasNonDefaultDestructor = 1;
}

// DECL: namespace outer::inner {
// DECL-EMPTY:
// DECL-NEXT: /// Sum.
// DECL-NEXT: ///   second
// DECL-NEXT: /// Line one.
// DECL-NEXT: {{^}}///   {{$}}
// DECL-NEXT: ///   indented
// DECL-NEXT: /// last
// DECL-NEXT: class BDialect : public ::mlir::ExtensibleDialect {
// DECL: return ::llvm::StringLiteral("b");
// DECL: ::mlir::Attribute parseAttribute(
// DECL: class SomeAttrNameAttrHelper {
// DECL: return "b.some_attr_name";
// DECL: ::mlir::IntegerAttr getAttr(::mlir::Operation *op) {
// DECL: SomeAttrNameAttrHelper someAttrNameAttrName;
// DECL: class X_YZAttrHelper {
// DECL: X_YZAttrHelper x_YZAttrName;
// DECL: } // namespace outer::inner
// DECL-NEXT: MLIR_DECLARE_EXPLICIT_TYPE_ID(::outer::inner::BDialect)

// DEF: MLIR_DEFINE_EXPLICIT_TYPE_ID(::outer::inner::BDialect)
// DEF: : ::mlir::ExtensibleDialect(getDialectNamespace(), context, ::mlir::TypeID::get<BDialect>())
// DEF-NEXT: {{^}}    , someAttrNameAttrName(context), x_YZAttrName(context)
// DEF-NEXT: {{^}}     {
// DEF-NEXT: getContext()->loadDialect<x::Y>();
// DEF-NEXT: getContext()->loadDialect<z::W>();
// DEF-NEXT: initialize();
// DEF-NEXT: }
// DEF-EMPTY:
// DEF-NEXT: } // namespace outer::inner

// GLOBAL-NOT: namespace
// GLOBAL-NOT: MLIR_DEFINE
// GLOBAL: ADialect::ADialect(::mlir::MLIRContext *context)
// GLOBAL: ADialect::~ADialect() = default;
