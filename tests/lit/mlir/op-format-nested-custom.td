// A `custom` directive inside another `custom` directive's arguments is an
// error at the inner one.
// RUN: not %mlir-tblgen -gen-op-decls -I %S %s 2>&1 | FileCheck --strict-whitespace %s
// RUN: not %refmlir-tblgen -gen-op-decls -I %S %s 2>&1 | FileCheck --strict-whitespace %s
// DIFF: -gen-op-decls
// DIFF: -gen-op-defs
include "Inputs/op-format-classes.td"

def Test_Dialect : Dialect { let name = "t"; }

def T_Op1 : Op<Test_Dialect, "o"> {
  let arguments = (ins AnyType:$a, AnyType:$b);
  let assemblyFormat = "custom<Foo>($a, custom<Bar>($b)) attr-dict";
}
// CHECK: error: `custom` can only be used at the top-level context or within a `struct` directive
// CHECK-NEXT: {{^custom<Foo>\(\$a, custom<Bar>\(\$b\)\) attr-dict$}}
// CHECK-NEXT: {{^                \^$}}
// CHECK-NEXT: {{.*}}op-format-nested-custom.td:11:5: note: in custom assembly format for this operation
