// Dialect interfaces: a constructor, then a const virtual method per
// interface method, laid out as mlir-tblgen's re-indenting stream leaves
// it (a method after one with a body starts at column 0, a body keeps its
// own indentation under the method's); static methods and extra
// declarations are not part of it.
// RUN: %mlir-tblgen -gen-dialect-interface-decls -I %S %s | FileCheck %s
// DIFF: -gen-dialect-interface-decls
include "Inputs/interface-classes.td"

def FirstDialectInterface : DialectInterface<"FirstDialectInterface"> {
  let methods = [
    InterfaceMethod<"", "int", "noDesc", (ins "int":$x)>,
    InterfaceMethod<[{
      Desc line

        indented
    }], "int *", "withBody", (ins "int":$x, "char *":$y), [{
      if (x)
        return 0;

      return 1;
    }]>,
    InterfaceMethod<"", "int", "afterBody", (ins)>,
    InterfaceMethod<"  ", "int", "blankDesc", (ins)>,
    StaticInterfaceMethod<"one line", "void", "st", (ins), [{ foo(); }],
      [{ bar(); }]>,
  ];
  let extraClassDeclaration = [{
    int field;
  }];
}

def SecondDialectInterface : DialectInterface<"SecondDialectInterface"> {
  let description = "A second one.";
  let cppNamespace = "::demo::dialect";
  let methods = [
    InterfaceMethod<"First with a description.", "bool", "m",
      (ins "::mlir::Operation *":$op)>];
}

def EmptyDialectInterface : DialectInterface<"EmptyDialectInterface">;

// CHECK:      class FirstDialectInterface : public ::mlir::DialectInterface::Base<FirstDialectInterface> {
// CHECK-NEXT: public:
// CHECK-NEXT:   FirstDialectInterface(::mlir::Dialect *dialect) : Base(dialect) {}
// CHECK-NEXT:   virtual int noDesc(int x) const {}
// CHECK-EMPTY:
// CHECK-NEXT:   /// Desc line
// CHECK-NEXT:   /// {{$}}
// CHECK-NEXT:   ///   indented
// CHECK-NEXT:   virtual int *withBody(int x, char * y) const {
// CHECK-NEXT:     if (x)
// CHECK-NEXT:             return 0;
// CHECK-EMPTY:
// CHECK-NEXT:           return 1;
// CHECK-NEXT:   }
// CHECK-NEXT: virtual int afterBody() const {}
// CHECK-EMPTY:
// CHECK-EMPTY:
// CHECK-NEXT:   virtual int blankDesc() const {}
// CHECK-EMPTY:
// CHECK-NEXT:   /// one line
// CHECK-NEXT:   virtual void st() const {
// CHECK-NEXT:     foo();
// CHECK-NEXT:   }
// CHECK-NEXT: };
// CHECK-NEXT: namespace demo::dialect {
// CHECK-EMPTY:
// CHECK-NEXT: /// A second one.
// CHECK-NEXT: class SecondDialectInterface : public ::mlir::DialectInterface::Base<SecondDialectInterface> {
// CHECK-NEXT: public:
// CHECK-NEXT:   SecondDialectInterface(::mlir::Dialect *dialect) : Base(dialect) {}
// CHECK-NEXT: {{^  $}}
// CHECK-NEXT:   /// First with a description.
// CHECK-NEXT:   virtual bool m(::mlir::Operation * op) const {}
// CHECK-NEXT: };
// CHECK-EMPTY:
// CHECK-NEXT: } // namespace demo::dialect
// CHECK-NEXT: class EmptyDialectInterface : public ::mlir::DialectInterface::Base<EmptyDialectInterface> {
// CHECK-NEXT: public:
// CHECK-NEXT:   EmptyDialectInterface(::mlir::Dialect *dialect) : Base(dialect) {}
// CHECK-NEXT: {{^  };$}}
// CHECK-NOT:  Included
