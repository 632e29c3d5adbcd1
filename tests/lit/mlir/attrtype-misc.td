// Less common shapes of attribute and type definitions: no accessors, a
// storage constructor left to the user, storage outside a namespace,
// builders with return types and without bodies, an attribute whose self
// type is built, defaults that refer to other parameters (unknown to the
// printer, so marked as mlir-tblgen marks them), an extensible dialect and
// a def without a mnemonic.
// RUN: %mlir-tblgen -gen-typedef-defs -I %S %s | FileCheck %s --check-prefix=TDEF
// RUN: %mlir-tblgen -gen-attrdef-defs -I %S %s | FileCheck %s --check-prefix=ADEF
// RUN: %mlir-tblgen -gen-typedef-defs -I %S %s | FileCheck %s --check-prefix=STRUCT
// DIFF: -gen-typedef-decls
// DIFF: -gen-typedef-defs
// DIFF: -gen-attrdef-decls
// DIFF: -gen-attrdef-defs
// DIFF: -gen-typedef-doc
// DIFF: -gen-attrdef-doc
// TDEF: static ATypeStorage *construct(::mlir::TypeStorageAllocator &allocator, KeyTy &&tblgenKey);
// TDEF-NEXT: int x;
// TDEF: ::m::AType AType::get(::mlir::MLIRContext *context, int x) {
// TDEF: parseOptionalDynamicType(mnemonic, parser, genType);
// ADEF: if (!(getW() == $v<no-subst-found>)) {
include "Inputs/attrtype-classes.td"
def M_Dialect : Dialect { let name = "m"; let cppNamespace = "m"; let isExtensible = 1;
  let useDefaultTypePrinterParser = 1; let useDefaultAttributePrinterParser = 1; }
def M_AType : TypeDef<M_Dialect, "A"> {
  let mnemonic = "a";
  let parameters = (ins "int":$x, "float":$y_z_w);
  let genAccessors = 0;
  let hasStorageCustomConstructor = 1;
  let genVerifyDecl = 1;
  let builders = [TypeBuilder<(ins "int":$x), [{ return $_get($_ctxt, x, 1.0f); }], "::m::AType">,
                  TypeBuilder<(ins CArg<"float", "2.0f">:$f)>];
  let hasCustomAssemblyFormat = 1;
  let storageNamespace = "";
}
def M_BType : TypeDef<M_Dialect, "B"> {
  let parameters = (ins "int":$x);
  let storageClass = "MyStorage";
  let typeName = "m.b";
}
def M_CAttr : AttrDef<M_Dialect, "C"> {
  let mnemonic = "c";
  let parameters = (ins AttributeSelfTypeParameter<"", "::mlir::IntegerType", "::mlir::IntegerType::get($_ctxt, 32)">:$type, "int":$v);
  let assemblyFormat = "`<` $v `>`";
  let genVerifyDecl = 1;
  let extraClassDeclaration = "int foo();";
}
def M_DAttr : AttrDef<M_Dialect, "D"> {
  let mnemonic = "d";
  let parameters = (ins "int":$v, DefaultValuedParameter<"int", "$v">:$w);
  let assemblyFormat = "`<` $v (`,` $w^)? `>`";
}
def M_EAttr : AttrDef<M_Dialect, "E"> {
  let attrName = "m.e";
  let description = "No mnemonic";
}

// A struct with custom directives of one parameter among its entries.
// STRUCT: } else if (!_seen_o && _paramKey == "o") {
// STRUCT: auto odsCustomResult = parseOpt(odsParser,
def M_FType : TypeDef<M_Dialect, "F"> {
  let mnemonic = "f";
  let parameters = (ins "int":$v, OptionalParameter<"int">:$o);
  let assemblyFormat = "`<` struct($v, custom<Opt>($o)) `>`";
}
