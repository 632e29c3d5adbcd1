// Attribute and type interfaces: their methods are const, reach the value
// as $_attr / $_type, and forward with *this; an op interface's $_op means
// nothing to them.
// RUN: %mlir-tblgen -gen-attr-interface-decls -I %S %s | FileCheck %s --check-prefix=ATTR
// RUN: %mlir-tblgen -gen-type-interface-defs -I %S %s | FileCheck %s --check-prefix=TYPEDEFS
// RUN: %mlir-tblgen -gen-type-interface-docs -I %S %s | FileCheck %s --check-prefix=TYPEDOCS
// DIFF: -gen-attr-interface-decls
// DIFF: -gen-attr-interface-defs
// DIFF: -gen-attr-interface-docs
// DIFF: -gen-type-interface-decls
// DIFF: -gen-type-interface-defs
// DIFF: -gen-type-interface-docs -allow-hugo-specific-features
// DIFF: -gen-op-interface-decls
include "Inputs/interface-classes.td"

def ShapedAttrInterface : AttrInterface<"ShapedAttrInterface"> {
  let description = "Attributes with a shape.";
  let cppNamespace = "::demo";
  let methods = [
    InterfaceMethod<"The rank.", "int64_t", "getRank", (ins),
      [{ return $_attr.getShape().size() + $_self.x(); }]>,
    InterfaceMethod<"Is it empty?", "bool", "isEmpty", (ins "int":$dim), [{}],
      [{ return $_attr.getShape()[dim] == 0 && $_op; }]>,
    StaticInterfaceMethod<"A static default.", "bool", "isFixed", (ins), [{}],
      [{ return $_attr; }]>,
  ];
  let extraSharedClassDeclaration = [{
    bool isScalar() { return $_attr.getRank() == 0; }
  }];
  let extraClassOf = [{ return $_attr.isShaped(); }];
}

def MemberAttrInterface : AttrInterface<"MemberAttrInterface", [ShapedAttrInterface]> {
  let cppNamespace = "demo";
}

def ElementTypeInterface : TypeInterface<"ElementTypeInterface"> {
  let cppNamespace = "::demo::types";
  let methods = [
    InterfaceMethod<[{
      The element type.
    }], "::mlir::Type", "getElementType">,
    InterfaceMethod<"Sized?", "bool", "hasSize", (ins "unsigned":$bits),
      [{ return $_type.getWidth() == bits; }]>,
  ];
  let extraTraitClassDeclaration = [{
    unsigned width() const { return $_type.getWidth(); }
  }];
}

def AliasTypeInterface : TypeInterface<"AliasTypeInterface", [ElementTypeInterface]>;

def : DeclareAttrInterfaceMethods<ShapedAttrInterface>;
def : DeclareTypeInterfaceMethods<ElementTypeInterface>;

// ATTR:      class ShapedAttrInterface : public ::mlir::AttributeInterface<ShapedAttrInterface, detail::ShapedAttrInterfaceInterfaceTraits> {
// ATTR:        int64_t getRank() const;
// ATTR:        bool isScalar() { return (*this).getRank() == 0; }
// ATTR:        static bool classof(::mlir::Attribute base) {
// ATTR:          return odsInterfaceInstance.isShaped();
// ATTR:      class MemberAttrInterface : public ::mlir::AttributeInterface<MemberAttrInterface, detail::MemberAttrInterfaceInterfaceTraits> {
// ATTR:        operator ::demo::ShapedAttrInterface () const {
// ATTR:      struct ShapedAttrInterfaceTrait : public ::mlir::AttributeInterface<ShapedAttrInterface, detail::ShapedAttrInterfaceInterfaceTraits>::Trait<ConcreteAttr> {
// ATTR:        bool isEmpty(int dim) const {
// ATTR-NEXT:     return (*static_cast<const ConcreteAttr *>(this)).getShape()[dim] == 0 && $_op<no-subst-found>;
// ATTR:        static bool isFixed() {
// ATTR:      return (::llvm::cast<ConcreteAttr>(tablegen_opaque_val)).getShape().size() + (::llvm::cast<ConcreteAttr>(tablegen_opaque_val)).x();
// ATTR:      bool detail::ShapedAttrInterfaceInterfaceTraits::ExternalModel<ConcreteModel, ConcreteAttr>::isFixed() {
// ATTR-NEXT: return $_attr<no-subst-found>;

// TYPEDEFS:      ::mlir::Type AliasTypeInterface::getElementType() const {
// TYPEDEFS-NEXT:       return getImpl()->implElementTypeInterface->getElementType(getImpl()->implElementTypeInterface, *this);
// TYPEDEFS:      bool demo::types::ElementTypeInterface::hasSize(unsigned bits) const {
// TYPEDEFS-NEXT:       return getImpl()->hasSize(getImpl(), *this, bits);

// TYPEDOCS:      # TypeInterface definitions
// TYPEDOCS-EMPTY:
// TYPEDOCS-NEXT: ## AliasTypeInterface (`AliasTypeInterface`)
// TYPEDOCS:      ## ElementTypeInterface (`ElementTypeInterface`)
