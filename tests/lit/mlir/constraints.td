// -gen-{type,attr}-constraint-{decls,defs}: a function per constraint of
// the input file naming one, its predicate's condition with $_self made
// the parameter. Empty And / Or fold to true / false and decide or leave
// their enclosing And / Or; nothing below a SubstLeaves folds.
// RUN: %mlir-tblgen -gen-type-constraint-defs -I %S %s | FileCheck %s --check-prefix=TYPE
// RUN: %mlir-tblgen -gen-attr-constraint-decls -I %S %s | FileCheck %s --check-prefix=ADECL
// DIFF: -gen-type-constraint-decls
// DIFF: -gen-type-constraint-defs
// DIFF: -gen-attr-constraint-decls
// DIFF: -gen-attr-constraint-defs
include "Inputs/constraint-classes.td"

def IsA : CPred<"isA($_self)">;
def IsB : CPred<"$_self.isB()">;

def T1 : TypeConstraint<And<[IsA, Or<[IsB, IsA]>, And<[]>]>> { let cppFunctionName = "t1"; }
def T2 : TypeConstraint<Or<[IsA, And<[]>]>> { let cppFunctionName = "t2"; }
def T3 : TypeConstraint<And<[IsA, Or<[]>]>> { let cppFunctionName = "t3"; }
def T4 : TypeConstraint<SubstLeaves<"$_self", "$_self.getX()", And<[IsA, And<[]>, Or<[]>]>>> {
  let cppFunctionName = "t4";
}
def T5 : TypeConstraint<Neg<Concat<"pre(", Or<[IsB]>, ")$$post $ $9">>> { let cppFunctionName = "t5"; }
def T6 : TypeConstraint<Or<[And<[And<[]>]>, IsB]>> { let cppFunctionName = "t6"; }
def NoFunction : TypeConstraint<IsA>;
def A1 : AttrConstraint<Or<[IsA, IsB]>> { let cppFunctionName = "a1"; }

// TYPE: bool t1(::mlir::Type type) {
// TYPE-NEXT: return ((isA(type)) && ((type.isB()) || (isA(type))));
// TYPE: bool t2(::mlir::Type type) {
// TYPE-NEXT: return (true);
// TYPE: bool t3(::mlir::Type type) {
// TYPE-NEXT: return (false);
// TYPE: bool t4(::mlir::Type type) {
// TYPE-NEXT: return ((isA(type.getX())) && (true) && (false));
// TYPE: bool t5(::mlir::Type type) {
// TYPE-NEXT: return (!(pre(type.isB())$post $ $9<no-subst-found>));
// TYPE: bool t6(::mlir::Type type) {
// TYPE-NEXT: return ((true) || (type.isB()));
// TYPE-NOT: bool

// ADECL: bool a1(::mlir::Attribute attr);
// ADECL-NOT: bool
