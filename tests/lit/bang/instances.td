// RUN: %tblgen %s | FileCheck %s
// DIFF:
// !instances, in a class body and in defs.
class A;
class B : A;
def a1 : A;
def b10 : B;
def b2 : B;
class C<string re> {
  list<A> all = !instances<A>();
  list<A> some = !instances<A>(re);
  list<B> bs = !instances<B>();
}
def c : C<"^b">;
def lit {
  list<A> as = !instances<A>("1");
  list<B> none = !instances<B>("zzz");
}
def a3 : A;

// Expected output (identical to llvm-tblgen 22):
// CHECK-LABEL: ------------- Classes -----------------
// CHECK-NEXT: class A {
// CHECK-NEXT: }
// CHECK-NEXT: class B {	// A
// CHECK-NEXT: }
// CHECK-NEXT: class C<string C:re = ?> {
// CHECK-NEXT:   list<A> all = !instances<A>(".*");
// CHECK-NEXT:   list<A> some = !instances<A>(C:re);
// CHECK-NEXT:   list<B> bs = !instances<B>(".*");
// CHECK-NEXT: }
// CHECK-NEXT: ------------- Defs -----------------
// CHECK-NEXT: def a1 {	// A
// CHECK-NEXT: }
// CHECK-NEXT: def a3 {	// A
// CHECK-NEXT: }
// CHECK-NEXT: def b10 {	// A B
// CHECK-NEXT: }
// CHECK-NEXT: def b2 {	// A B
// CHECK-NEXT: }
// CHECK-NEXT: def c {	// C
// CHECK-NEXT:   list<A> all = [a1, b2, b10];
// CHECK-NEXT:   list<A> some = [b2, b10];
// CHECK-NEXT:   list<B> bs = [b2, b10];
// CHECK-NEXT: }
// CHECK-NEXT: def lit {
// CHECK-NEXT:   list<A> as = [a1, b10];
// CHECK-NEXT:   list<B> none = [];
// CHECK-NEXT: }
