// mlir-tblgen -gen-directive-decl: an enum attribute per clause taking a
// fixed set of values (the user-visible ones, numbered by position), for
// the dialect given by --directives-dialect, which is required.
// RUN: %mlir-tblgen -gen-directive-decl --directives-dialect=Foo %s | FileCheck %s
// RUN: not %mlir-tblgen -gen-directive-decl %s 2>&1 | FileCheck %s --check-prefix=NODIALECT
// DIFF: -gen-directive-decl --directives-dialect=Foo
// DIFF: -gen-directive-decl

class DirectiveLanguage { string name = ""; string cppNamespace = ""; }
class ClauseVal<string n, int v, bit uv> {
  string name = n;
  int value = v;
  bit isUserValue = uv;
  bit isDefault = 0;
}
class Clause<string c> {
  string name = c;
  list<ClauseVal> allowedClauseValues = [];
  string enumClauseValue = "";
}
def Lang : DirectiveLanguage { let name = "Lang"; let cppNamespace = "lang"; }
def V_a : ClauseVal<"first one", 1, 1>;
def V_b : ClauseVal<"Hidden", 2, 0>;
def V_c : ClauseVal<"LAST", 3, 1>;
def C1 : Clause<"c1"> {
  let allowedClauseValues = [V_a, V_b, V_c];
  let enumClauseValue = "MyKind";
}
def C2 : Clause<"c2">;

// CHECK: def MyKindfirst_one : I32EnumAttrCase<"First_one", 0, "first_one">;
// CHECK-NEXT: def MyKindLAST : I32EnumAttrCase<"Last", 2, "LAST">;
// CHECK-NEXT: def MyKind: I32EnumAttr<
// CHECK-NEXT:   "ClauseMyKind",
// CHECK-NEXT:   "MyKind Clause",
// CHECK-NEXT:   [MyKindfirst_one, MyKindLAST]> {
// CHECK-NEXT:     let cppNamespace = "::mlir::lang";
// CHECK-NEXT:     let genSpecializedAttr = 0;
// CHECK-NEXT: }
// CHECK-NEXT: def MyKindAttr : EnumAttr<Foo_Dialect, MyKind, "mykind">;
// NODIALECT: error: a dialect must be selected for the directives via '--directives-dialect'
