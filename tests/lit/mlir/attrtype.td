// Attribute and type definitions through -gen-{attr,type}def-{decls,defs,doc}:
// parameters of every kind (plain C++ types, parameters with allocators,
// defaults and printers, constraints checked by verifyInvariantsImpl),
// builders, verifiers, traits, interface methods, extra declarations and
// definitions, mnemonics with custom and declarative assembly formats.
// RUN: %mlir-tblgen -gen-typedef-decls -typedefs-dialect=demo -I %S %s | FileCheck %s --check-prefix=TDECL
// RUN: %mlir-tblgen -gen-typedef-defs -typedefs-dialect=demo -I %S %s | FileCheck %s --check-prefix=TDEF
// RUN: not %mlir-tblgen -gen-typedef-defs -I %S %s 2>&1 | FileCheck %s --check-prefix=TWO
// RUN: %mlir-tblgen -gen-attrdef-decls -I %S %s | FileCheck %s --check-prefix=ADECL
// RUN: %mlir-tblgen -gen-attrdef-defs -I %S %s | FileCheck %s --check-prefix=ADEF
// RUN: %mlir-tblgen -gen-typedef-doc -I %S %s | FileCheck %s --check-prefix=TDOC
// RUN: %mlir-tblgen -gen-attrdef-doc -I %S %s | FileCheck %s --check-prefix=ADOC
// DIFF: -gen-typedef-decls
// DIFF: -gen-typedef-defs
// DIFF: -gen-attrdef-decls
// DIFF: -gen-attrdef-defs
// DIFF: -gen-typedef-doc
// DIFF: -gen-attrdef-doc
// DIFF: -gen-typedef-decls -typedefs-dialect=demo
// DIFF: -gen-typedef-defs -typedefs-dialect=demo
// DIFF: -gen-typedef-defs -typedefs-dialect=other
// DIFF: -gen-typedef-decls -typedefs-dialect=none
include "Inputs/attrtype-classes.td"

def Demo_Dialect : Dialect {
  let name = "demo";
  let cppNamespace = "::mlir::demo";
  let useDefaultTypePrinterParser = 1;
  let useDefaultAttributePrinterParser = 1;
}

def ShapedIface : TypeInterface<"ShapedThing"> {
  let cppNamespace = "::mlir";
  let methods = [InterfaceMethod<"rank", "int64_t", "getRank">];
}
def ElemIface : TypeInterface<"ElementThing", [ShapedIface]> {
  let cppNamespace = "::mlir";
  let methods = [
    InterfaceMethod<"rank", "int64_t", "getRank">,
    InterfaceMethod<"dims", "bool", "hasDims", (ins "unsigned":$i), "",
                    [{ return true; }]>,
    InterfaceMethod<"dims", "bool", "isDense", (ins), "", [{ return true; }]>,
    StaticInterfaceMethod<"make", "::mlir::Type", "make",
                          (ins "::mlir::MLIRContext *":$ctx)>,
    InterfaceMethod<"inline", "int", "inlined", (ins), [{ return 1; }]>,
  ];
}

// No parameters: no storage, the mnemonic alone parses and prints.
def Demo_TokenType : TypeDef<Demo_Dialect, "Token"> {
  let mnemonic = "token";
  let summary = "a token";
  let description = [{
    A token orders things.

      * indented list
  }];
}

// Parameters with a declarative format, constraints, an interface and a
// custom builder.
def Demo_TileType : TypeDef<Demo_Dialect, "Tile",
    [DeclareTypeInterfaceMethods<ElemIface, ["hasDims"]>,
     NativeTypeTrait<"ValueSemantics", [{
       static bool isValue() { return true; }
       int $cppClass::count();
     }], [{
       int $cppClass::count() { return 3; }
     }]>]> {
  let summary = "a tile";
  let mnemonic = "tile";
  let parameters = (ins ArrayRefParameter<"int64_t", "the shape">:$shape,
                        AnyTypeOf<[F32, I8]>:$elementType,
                        AlwaysTrue:$other, NotF32:$fourth);
  let builders = [
    TypeBuilderWithInferredContext<(ins "ArrayRef<int64_t>":$shape,
                                        "Type":$elementType,
                                        CArg<"int", "4">:$n), [{
      return $_get(elementType.getContext(), shape, elementType, elementType);
    }]>,
    TypeBuilder<(ins "Type":$elementType)>
  ];
  let assemblyFormat = "`<` $shape `x` $elementType `,` $other `,` $fourth `>`";
  let extraClassDeclaration = [{
    /// Always ranked.
    bool hasRank() const { return true; }

  }];
}

// A verifier, optional parameters, struct and optional groups.
def Demo_BoxType : TypeDef<Demo_Dialect, "Box"> {
  let mnemonic = "box";
  let parameters = (ins "unsigned":$width,
                        OptionalParameter<"::mlir::Type">:$inner,
                        StringRefParameter<"a label", "\"none\"">:$label,
                        DefaultValuedParameter<"int", "7">:$depth);
  let genVerifyDecl = 1;
  let assemblyFormat = [{
    `<` $width (`,` $inner^)? (`:` struct($label, $depth)^)? `>`
  }];
  let extraClassDefinition = [{
    int $cppClass::twice() const { return 2 * getWidth(); }
  }];
}

// A custom assembly format, no default builders, accessors only declared.
def Demo_OpaqueType : TypeDef<Demo_Dialect, "Opaque", [], "::mlir::demo::Base"> {
  let mnemonic = "opaque";
  let parameters = (ins "int":$kind, "::llvm::StringRef":$text);
  let hasCustomAssemblyFormat = 1;
  let skipDefaultBuilders = 1;
  let genStorageClass = 0;
  let genMnemonicAlias = 1;
}

def Other_Dialect : Dialect {
  let name = "other";
  let cppNamespace = "::other";
}
def Other_ThingType : TypeDef<Other_Dialect, "Thing"> {
  let mnemonic = "thing";
  let parameters = (ins "int":$a, "int":$b);
  let assemblyFormat = "params";
  let typeName = "other.thing";
}

def Demo_LabelAttr : AttrDef<Demo_Dialect, "Label", [NativeAttrTrait<"Sorted">]> {
  let mnemonic = "label";
  let summary = "a label";
  let parameters = (ins AttributeSelfTypeParameter<"">:$type,
                        StringRefParameter<"the text">:$text,
                        OptionalParameter<"::mlir::Attribute">:$extra);
  let assemblyFormat = "`<` $text (`,` $extra^)? `>`";
}
def Demo_UnitAttr : AttrDef<Demo_Dialect, "Unit"> {
  let mnemonic = "unit";
}

// TDECL: #ifdef GET_TYPEDEF_CLASSES
// TDECL: class TokenType : public ::mlir::Type::TypeBase<TokenType, ::mlir::Type, ::mlir::TypeStorage> {
// TDECL: class TileType : public ::mlir::Type::TypeBase<TileType, ::mlir::Type, detail::TileTypeStorage, ::mlir::ShapedThing::Trait, ::mlir::ElementThing::Trait, ::mlir::TypeTrait::ValueSemantics> {
// TDECL:   using ::mlir::ElementThing::Trait<TileType>::isDense;
// TDECL:   static ::llvm::LogicalResult verifyInvariantsImpl(
// TDECL:   int64_t getRank() const;
// TDECL:   bool hasDims(unsigned i) const;
// TDECL:   static ::mlir::Type make(::mlir::MLIRContext *ctx);
// TDECL: MLIR_DECLARE_EXPLICIT_TYPE_ID(::mlir::demo::TokenType)
// TWO: error: defs belonging to more than one dialect. Must select one via '--(attr|type)defs-dialect'
// TDEF: ::mlir::demo::TokenType,
// TDEF: if (!(((elementType.isF32())) || ((elementType.isInteger(8))))) {
// TDEF: if (!((!((fourth.isF32()))) && (x((fourth.getElem().isInteger(8)))))) {
// TDEF: _result_shape = ::mlir::FieldParser<::llvm::SmallVector<int64_t>>::parse(odsParser);
// TDEF: ::mlir::Type DemoDialect::parseType(::mlir::DialectAsmParser &parser) const {
// ADECL: class LabelAttr : public ::mlir::Attribute::AttrBase<LabelAttr, ::mlir::Attribute, detail::LabelAttrStorage, ::mlir::AttributeTrait::Sorted> {
// ADEF: if (auto reqType = ::llvm::dyn_cast<::mlir::Type>(odsType)) {
// ADEF: ::mlir::Attribute DemoDialect::parseAttribute(::mlir::DialectAsmParser &parser,
// TDOC: ### TileType
// TDOC: | shape | `::llvm::ArrayRef<int64_t>` | the shape |
// ADOC: Syntax: `#demo.unit`
