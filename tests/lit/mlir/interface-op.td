// Op interfaces of every shape through -gen-op-interface-{decls,defs,docs}:
// static and instance methods, bodies and default implementations with
// placeholders, overloads, base interfaces (chained, one repeated), a
// verifier, extra declarations and classof, and an interface in the global
// namespace. Interfaces of an included file and Declare*InterfaceMethods
// defs are left out.
// RUN: %mlir-tblgen -gen-op-interface-decls -I %S %s | FileCheck %s --check-prefix=DECLS
// RUN: %mlir-tblgen -gen-op-interface-defs -I %S %s | FileCheck %s --check-prefix=DEFS
// RUN: %mlir-tblgen -gen-op-interface-docs -I %S %s | FileCheck %s --check-prefix=DOCS
// DIFF: -gen-op-interface-decls
// DIFF: -gen-op-interface-defs
// DIFF: -gen-op-interface-docs
// DIFF: -gen-op-interface-docs -allow-hugo-specific-features
include "Inputs/interface-classes.td"

def RootInterface : OpInterface<"RootInterface"> {
  let description = "The root.";
  let cppNamespace = "::demo";
  let methods = [
    InterfaceMethod<"Root method.", "int", "root">,
  ];
  let extraClassDeclaration = [{
    int rootExtra();
  }];
}

def MidInterface : OpInterface<"MidInterface", [RootInterface]> {
  let cppNamespace = "::demo";
  let methods = [
    InterfaceMethod<[{
        Mid method, over

        several lines.
      }], "::mlir::Value", "mid", (ins "unsigned":$index)>,
  ];
}

// Declared before the interface it uses, defined after it by name.
def ZetaInterface : OpInterface<"ZetaInterface", [MidInterface, RootInterface]> {
  let description = [{
    An interface with bases.

    Its description keeps its indentation.
  }];
  let cppNamespace = "::demo::nested";
  let methods = [
    StaticInterfaceMethod<"A static method.", "bool", "isCompatible",
      (ins "::mlir::TypeRange":$inputs, "::mlir::TypeRange":$outputs)>,
    StaticInterfaceMethod<"", "unsigned", "count", (ins),
      [{ return 3; }]>,
    StaticInterfaceMethod<"", "unsigned", "countDefault", (ins), [{}],
      [{ return $_op + $0; }]>,
    InterfaceMethod<"With a body.", "::mlir::Operation *", "withBody",
      (ins "int":$a, "int &":$b),
      [{
        if (a)
          return $_op;
        return $_this->other($_self, $$b, $unknown);
      }]>,
    InterfaceMethod<"With a default.", "void", "withDefault",
      (ins "::llvm::ArrayRef<int>":$values), [{}],
      [{
        $_op.doSomething(values, $_self);
      }]>,
    InterfaceMethod<"", "void", "overloaded", (ins "int":$x)>,
    InterfaceMethod<"", "void", "overloaded", (ins "float":$x)>,
    InterfaceMethod<"", "void", "overloaded", (ins)>,
    InterfaceMethod<"Trailing blanks in the type.", "  int  ", "spaced",
      (ins "  const int & ":$v)>,
  ];
  let verify = [{
    return verifyZeta($_op, $_self);
  }];
  let extraClassDeclaration = [{
    /// Extra.
    int extra();
  }];
  let extraSharedClassDeclaration = [{
    int shared() { return $_op.getNumOperands(); }
  }];
  let extraTraitClassDeclaration = [{
    int traitOnly() { return $_op->getNumResults(); }
  }];
  let extraClassOf = [{ return $_op.isOk(); }];
}

def GlobalInterface : OpInterface<"GlobalInterface"> {
  let verify = [{ return success(); }];
  let verifyWithRegions = 1;
}

// A def restating an interface for an op: not an interface of its own.
def : DeclareOpInterfaceMethods<RootInterface>;

// Forward declarations first, in definition order, with the descriptions.
// DECLS:      namespace demo {
// DECLS-EMPTY:
// DECLS-NEXT: /// The root.
// DECLS-NEXT: class RootInterface;
// DECLS:      /// An interface with bases.
// DECLS-NEXT: ///{{ $}}
// DECLS-NEXT: ///     Its description keeps its indentation.
// DECLS-NEXT: class ZetaInterface;
// DECLS:      } // namespace demo::nested
// DECLS-NEXT: class GlobalInterface;
// DECLS-NOT:  class IncludedOpInterface;
// The function table: overloads get slots of their own, bases a pointer.
// DECLS:      void (*overloaded)(const Concept *impl, ::mlir::Operation *, int);
// DECLS-NEXT: void (*overloaded_6)(const Concept *impl, ::mlir::Operation *, float);
// DECLS-NEXT: void (*overloaded_7)(const Concept *impl, ::mlir::Operation *);
// DECLS:      const ::demo::RootInterface::Concept *implRootInterface = nullptr;
// DECLS-NEXT: const ::demo::MidInterface::Concept *implMidInterface = nullptr;
// DECLS:      class ExternalModel : public FallbackModel<ConcreteModel> {
// DECLS:        static unsigned countDefault();
// DECLS-NEXT:   void withDefault(::mlir::Operation *tablegen_opaque_val, ::llvm::ArrayRef<int> values) const;
// DECLS:      class ZetaInterface : public ::mlir::OpInterface<ZetaInterface, detail::ZetaInterfaceInterfaceTraits> {
// DECLS:        int shared() { return (*this).getNumOperands(); }
// DECLS-NEXT:   //===----------------------------------------------------------------===//
// DECLS-NEXT:   // Inherited from ::demo::RootInterface
// DECLS:        operator ::demo::MidInterface () const {
// DECLS:        static bool classof(::mlir::Operation * base) {
// DECLS:          return odsInterfaceInstance.isOk();
// The traits, with the default implementations and the verifier.
// DECLS:      namespace demo::nested::detail {
// DECLS:            return (*static_cast<ConcreteOp *>(this)) + $0<no-subst-found>;
// DECLS:          static ::llvm::LogicalResult verifyTrait(::mlir::Operation *op) {
// DECLS-NEXT:       return verifyZeta(op, $_self<no-subst-found>);
// DECLS:      namespace detail {
// DECLS:          static ::llvm::LogicalResult verifyRegionTrait(::mlir::Operation *op) {
// The model methods.
// DECLS:      unsigned detail::ZetaInterfaceInterfaceTraits::Model<ConcreteOp>::count() {
// DECLS-NEXT:   return 3;
// DECLS:          return (llvm::cast<ConcreteOp>(tablegen_opaque_val));
// DECLS-NEXT:   return impl->other((llvm::cast<ConcreteOp>(tablegen_opaque_val)), $b, $unknown<no-subst-found>);
// DECLS:      void detail::ZetaInterfaceInterfaceTraits::FallbackModel<ConcreteOp>::overloaded_7(const Concept *impl, ::mlir::Operation *tablegen_opaque_val) {
// DECLS-NEXT:   return static_cast<const ConcreteOp *>(impl)->overloaded_7(tablegen_opaque_val);
// DECLS:      unsigned detail::ZetaInterfaceInterfaceTraits::ExternalModel<ConcreteModel, ConcreteOp>::countDefault() {
// DECLS-NEXT: return $_op<no-subst-found> + $0<no-subst-found>;

// Definitions by interface name, the inherited methods through the base's
// table.
// DEFS:      int demo::MidInterface::root() {
// DEFS-NEXT:       return getImpl()->implRootInterface->root(getImpl()->implRootInterface, getOperation());
// DEFS:      int demo::RootInterface::root() {
// DEFS:      unsigned demo::nested::ZetaInterface::count() {
// DEFS-NEXT:       return getImpl()->count();
// DEFS:      void demo::nested::ZetaInterface::overloaded(float x) {
// DEFS-NEXT:       return getImpl()->overloaded_6(getImpl(), getOperation(), x);

// DOCS:      # OpInterface definitions
// DOCS-EMPTY:
// DOCS-NEXT: ## GlobalInterface (`GlobalInterface`)
// DOCS:      ## MidInterface (`MidInterface`)
// DOCS:      #### `isCompatible`
// DOCS-EMPTY:
// DOCS-NEXT: ```c++
// DOCS-NEXT: static bool isCompatible(::mlir::TypeRange inputs, ::mlir::TypeRange outputs);
// DOCS-NEXT: ```
// DOCS-EMPTY:
// DOCS-NEXT: A static method.
// DOCS-EMPTY:
// DOCS-NEXT: NOTE: This method *must* be implemented by the user.
// A method with a body needs no implementation.
// DOCS:      #### `count`
// DOCS-EMPTY:
// DOCS-NEXT: ```c++
// DOCS-NEXT: static unsigned count();
// DOCS-NEXT: ```
// DOCS-EMPTY:
// DOCS-EMPTY:
// DOCS-NEXT: #### `countDefault`
// DOCS:      ::mlir::Operation *withBody(int a, int &b);
