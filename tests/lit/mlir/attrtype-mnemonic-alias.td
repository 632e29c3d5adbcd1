// Against MLIR's own AttrTypeBase.td: genMnemonicAlias adds the asm
// interface to the traits unless the def lists it, and declares getAlias
// after the methods of the interfaces the def declares.
// RUN: %mlir-tblgen -gen-attrdef-decls -I %mlirinc %s | FileCheck %s
// RUN: %refmlir-tblgen -gen-attrdef-decls -I %mlirinc %s | FileCheck %s
// DIFF: -gen-attrdef-decls -I /usr/lib/llvm-22/include
// DIFF: -gen-attrdef-defs -I /usr/lib/llvm-22/include
include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/BuiltinAttributeInterfaces.td"
include "mlir/IR/OpAsmInterface.td"

def A_Dialect : Dialect { let name = "a"; let cppNamespace = "::a"; }

def A_TypedAttr : AttrDef<A_Dialect, "Typed", [DeclareAttrInterfaceMethods<TypedAttrInterface>]> {
  let mnemonic = "typed";
  let parameters = (ins "int":$v);
  let assemblyFormat = "`<` $v `>`";
  let genMnemonicAlias = 1;
}
def A_ListedAttr : AttrDef<A_Dialect, "Listed", [OpAsmAttrInterface]> {
  let mnemonic = "listed";
  let parameters = (ins "int":$v);
  let assemblyFormat = "`<` $v `>`";
  let genMnemonicAlias = 1;
}

// CHECK-LABEL: class TypedAttr : public ::mlir::Attribute::AttrBase<TypedAttr, ::mlir::Attribute, detail::TypedAttrStorage, ::mlir::TypedAttr::Trait, ::mlir::OpAsmAttrInterface::Trait> {
// CHECK: int getV() const;
// CHECK-NEXT: ::mlir::Type getType() const;
// CHECK-NEXT: ::mlir::OpAsmAliasResult getAlias(::llvm::raw_ostream &os) const;
// CHECK-LABEL: class ListedAttr : public ::mlir::Attribute::AttrBase<ListedAttr, ::mlir::Attribute, detail::ListedAttrStorage, ::mlir::OpAsmAttrInterface::Trait> {
