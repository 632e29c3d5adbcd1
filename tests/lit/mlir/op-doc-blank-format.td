// -gen-op-doc: an assembly format that is empty or only blanks gives no
// syntax section; a format with text around blanks is shown trimmed.
// RUN: %mlir-tblgen -gen-op-doc -I %S %s | FileCheck %s
// RUN: %refmlir-tblgen -gen-op-doc -I %S %s | FileCheck %s
// DIFF: -gen-op-doc
// DIFF: -gen-dialect-doc
include "Inputs/op-classes.td"

def Shelf_Dialect : Dialect {
  let name = "shelf";
}
def Shelf_BareOp : Op<Shelf_Dialect, "bare"> { let assemblyFormat = ""; }
def Shelf_SpacedOp : Op<Shelf_Dialect, "spaced"> { let assemblyFormat = "   "; }
def Shelf_LinesOp : Op<Shelf_Dialect, "lines"> {
  let assemblyFormat = [{

  }];
}
def Shelf_WordOp : Op<Shelf_Dialect, "word"> { let assemblyFormat = "  attr-dict  "; }

// CHECK-LABEL: ### `shelf.bare`
// CHECK-NOT:   Syntax:
// CHECK-LABEL: ### `shelf.lines`
// CHECK-NOT:   Syntax:
// CHECK-LABEL: ### `shelf.spaced`
// CHECK-NOT:   Syntax:
// CHECK-LABEL: ### `shelf.word`
// CHECK:       Syntax:
// CHECK-EMPTY:
// CHECK-NEXT:  ```
// CHECK-NEXT:  operation ::= `shelf.word` attr-dict
// CHECK-NEXT:  ```
