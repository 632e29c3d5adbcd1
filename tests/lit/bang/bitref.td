// RUN: %tblgen %s | FileCheck %s
// DIFF:
// Bits of unresolved operators: !eq is a bit and stands for itself; !isa,
// !exists, !cond and !foldl take a bit reference.
class A;
def a : A;
class C<int i, A x, string n> {
  bits<2> b1 = {!eq(i, 1), !ne(i, 1)};
  bits<2> b2 = {!isa<A>(x), 0};
  bits<2> b3 = {!exists<A>(n), 1};
  bits<2> b4 = {!cond(!eq(i, 0) : 1, true : 0), 0};
  bits<3> b5 = !add(i, 1);
  bits<2> b6 = {!foldl(0, [i], acc, e, !add(acc, e)), 1};
}
def d : C<1, a, "a">;

// Expected output (identical to llvm-tblgen 22):
// CHECK-LABEL: ------------- Classes -----------------
// CHECK-NEXT: class A {
// CHECK-NEXT: }
// CHECK-NEXT: class C<int C:i = ?, A C:x = ?, string C:n = ?> {
// CHECK-NEXT:   bits<2> b1 = { !eq(C:i, 1), !ne(C:i, 1) };
// CHECK-NEXT:   bits<2> b2 = { 1, 0 };
// CHECK-NEXT:   bits<2> b3 = { !cast<bit>(!exists<A>(C:n)), 1 };
// CHECK-NEXT:   bits<2> b4 = { !cast<bit>(!cond(!eq(C:i, 0): 1, 1: 0)), 0 };
// CHECK-NEXT:   bits<3> b5 = { !cast<bits<3>>(!add(C:i, 1)){2}, !cast<bits<3>>(!add(C:i, 1)){1}, !cast<bits<3>>(!add(C:i, 1)){0} };
// CHECK-NEXT:   bits<2> b6 = { !cast<bit>(!add(0, C:i)), 1 };
// CHECK-NEXT: }
// CHECK-NEXT: ------------- Defs -----------------
// CHECK-NEXT: def a {	// A
// CHECK-NEXT: }
// CHECK-NEXT: def d {	// C
// CHECK-NEXT:   bits<2> b1 = { 1, 0 };
// CHECK-NEXT:   bits<2> b2 = { 1, 0 };
// CHECK-NEXT:   bits<2> b3 = { 1, 1 };
// CHECK-NEXT:   bits<2> b4 = { 0, 0 };
// CHECK-NEXT:   bits<3> b5 = { 0, 1, 0 };
// CHECK-NEXT:   bits<2> b6 = { 1, 1 };
// CHECK-NEXT: }
