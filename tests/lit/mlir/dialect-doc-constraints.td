// -gen-dialect-doc writes the dialect's attribute and type constraints
// (DialectAttr and DialectType defs that are not definitions) after the
// ops, each kind under its own heading, by record name: the summary as a
// heading, then the description flush left when there is one.
// RUN: %mlir-tblgen -gen-dialect-doc -dialect=t -I %S %s | FileCheck %s
// RUN: %mlir-tblgen -gen-dialect-doc -dialect=u -I %S %s | FileCheck %s --check-prefix=OTHER
// DIFF: -gen-dialect-doc -dialect=t
// DIFF: -gen-dialect-doc -dialect=u
include "Inputs/op-classes.td"

class DialectAttr<Dialect d, Pred condition, string summary = "">
    : Attr<condition, summary> {
  Dialect dialect = d;
}
class DialectType<Dialect d, Pred condition, string summary = "",
                  string cppType = "::mlir::Type">
    : Type<condition, summary, cppType> {
  Dialect dialect = d;
}

def T_Dialect : Dialect { let name = "t"; }
def U_Dialect : Dialect { let name = "u"; }
def T_OneOp : Op<T_Dialect, "one">;

def T_B : DialectAttr<T_Dialect, CPred<"isB($_self)">, "second by name"> {
  let description = [{
    Lines of text,
      one indented.
  }];
}
def T_A : DialectAttr<T_Dialect, CPred<"isA($_self)">, "first by name">;
def T_Ty : DialectType<T_Dialect, CPred<"isT($_self)">, "a type constraint"> {
  let description = "One line.";
}
def T_NoSummary : DialectType<T_Dialect, CPred<"true">>;
def U_Attr : DialectAttr<U_Dialect, CPred<"true">, "of the other dialect">;

// CHECK:      ## Operations
// CHECK:      ## Attribute constraints
// CHECK-EMPTY:
// CHECK-NEXT: ### first by name
// CHECK-EMPTY:
// CHECK-EMPTY:
// CHECK-NEXT: ### second by name
// CHECK-EMPTY:
// CHECK-NEXT: Lines of text,
// CHECK-NEXT:   one indented.
// CHECK-EMPTY:
// CHECK-EMPTY:
// CHECK-NEXT: ## Type constraints
// CHECK-EMPTY:
// CHECK-NEXT: ### {{$}}
// CHECK-EMPTY:
// CHECK-EMPTY:
// CHECK-NEXT: ### a type constraint
// CHECK-EMPTY:
// CHECK-NEXT: One line.
// CHECK-EMPTY:
// CHECK-NOT: {{.}}

// OTHER:      # 'u' Dialect
// OTHER:      ## Attribute constraints
// OTHER-EMPTY:
// OTHER-NEXT: ### of the other dialect
// OTHER-NOT:  ###
