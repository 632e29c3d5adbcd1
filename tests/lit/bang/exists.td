// RUN: %tblgen %s | FileCheck %s
// DIFF:
// !exists, folded and unresolved (names resolve at the end).
class A;
class B : A;
def a : A;
def b : B;
class C<string n> {
  bit ea = !exists<A>(n);
  bit eb = !exists<B>(n);
}
def ca : C<"a">;
def cb : C<"b">;
def cn : C<"nothing">;
def cself : C<"cself">;
def lit {
  bit e1 = !exists<A>("b");
  bit e2 = !exists<B>("a");
  bit e3 = !exists<A>("later");
  bit e4 = !exists<A>("lit");
}
def later : A;

// Expected output (identical to llvm-tblgen 22):
// CHECK-LABEL: ------------- Classes -----------------
// CHECK-NEXT: class A {
// CHECK-NEXT: }
// CHECK-NEXT: class B {	// A
// CHECK-NEXT: }
// CHECK-NEXT: class C<string C:n = ?> {
// CHECK-NEXT:   bit ea = !cast<bit>(!exists<A>(C:n));
// CHECK-NEXT:   bit eb = !cast<bit>(!exists<B>(C:n));
// CHECK-NEXT: }
// CHECK-NEXT: ------------- Defs -----------------
// CHECK-NEXT: def a {	// A
// CHECK-NEXT: }
// CHECK-NEXT: def b {	// A B
// CHECK-NEXT: }
// CHECK-NEXT: def ca {	// C
// CHECK-NEXT:   bit ea = 1;
// CHECK-NEXT:   bit eb = 0;
// CHECK-NEXT: }
// CHECK-NEXT: def cb {	// C
// CHECK-NEXT:   bit ea = 1;
// CHECK-NEXT:   bit eb = 1;
// CHECK-NEXT: }
// CHECK-NEXT: def cn {	// C
// CHECK-NEXT:   bit ea = 0;
// CHECK-NEXT:   bit eb = 0;
// CHECK-NEXT: }
// CHECK-NEXT: def cself {	// C
// CHECK-NEXT:   bit ea = 0;
// CHECK-NEXT:   bit eb = 0;
// CHECK-NEXT: }
// CHECK-NEXT: def later {	// A
// CHECK-NEXT: }
// CHECK-NEXT: def lit {
// CHECK-NEXT:   bit e1 = 1;
// CHECK-NEXT:   bit e2 = 0;
// CHECK-NEXT:   bit e3 = 0;
// CHECK-NEXT:   bit e4 = 0;
// CHECK-NEXT: }
