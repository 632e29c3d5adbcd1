// RUN: %tblgen %s | FileCheck %s
// DIFF:
// The same !foreach/!filter body substituted with the same element again
// (in another instantiation) gives what it gave the first time, and the
// anonymous instantiations it makes keep their order and numbers; an
// !exists in such a body sees the records defined by then.
class C { int k = 0; }
class A<int n> { int v = !mul(n, 10); }
class T<list<int> l> {
  list<int> a = !foreach(x, l, A<x>.v);
  list<int> b = !foreach(x, l, !add(x, 1));
  list<int> c = !filter(x, l, !gt(x, 1));
  list<bit> e = !foreach(x, ["later", "never"], !exists<C>(x));
}
def t0 : T<[1, 2, 1]>;
def t1 { list<int> a = T<[2, 3]>.a; list<bit> e = T<[3, 3]>.e; }
def later : C;
def t2 : T<[1, 2, 1]>;
def t3 { list<int> a = T<[3, 4]>.a; list<bit> e = T<[4]>.e; list<bit> f = !foreach(x, ["later", "t3"], !exists<C>(x)); }
def t4 { list<C> c = !foreach(x, ["later"], !cast<C>(x)); list<int> k = !foreach(x, c, x.k); }

// Expected output (identical to llvm-tblgen 22):
// CHECK-LABEL: ------------- Classes -----------------
// CHECK-NEXT: class A<int A:n = ?> {
// CHECK-NEXT:   int v = !mul(A:n, 10);
// CHECK-NEXT: }
// CHECK-NEXT: class C {
// CHECK-NEXT:   int k = 0;
// CHECK-NEXT: }
// CHECK-NEXT: class T<list<int> T:l = ?> {
// CHECK-NEXT:   list<int> a = !foreach(x, T:l, A<0: x>.v);
// CHECK-NEXT:   list<int> b = !foreach(x, T:l, !add(x, 1));
// CHECK-NEXT:   list<int> c = !filter(x, T:l, !gt(x, 1));
// CHECK-NEXT:   list<bit> e = !cast<list<bit>>([!exists<C>("later"), !exists<C>("never")]);
// CHECK-NEXT: }
// CHECK-NEXT: ------------- Defs -----------------
// CHECK-NEXT: def anonymous_0 {	// A
// CHECK-NEXT:   int v = 10;
// CHECK-NEXT: }
// CHECK-NEXT: def anonymous_1 {	// A
// CHECK-NEXT:   int v = 20;
// CHECK-NEXT: }
// CHECK-NEXT: def anonymous_2 {	// T
// CHECK-NEXT:   list<int> a = [20, 30];
// CHECK-NEXT:   list<int> b = [3, 4];
// CHECK-NEXT:   list<int> c = [2, 3];
// CHECK-NEXT:   list<bit> e = [0, 0];
// CHECK-NEXT: }
// CHECK-NEXT: def anonymous_3 {	// A
// CHECK-NEXT:   int v = 30;
// CHECK-NEXT: }
// CHECK-NEXT: def anonymous_4 {	// T
// CHECK-NEXT:   list<int> a = [30, 30];
// CHECK-NEXT:   list<int> b = [4, 4];
// CHECK-NEXT:   list<int> c = [3, 3];
// CHECK-NEXT:   list<bit> e = [0, 0];
// CHECK-NEXT: }
// CHECK-NEXT: def anonymous_5 {	// T
// CHECK-NEXT:   list<int> a = [30, 40];
// CHECK-NEXT:   list<int> b = [4, 5];
// CHECK-NEXT:   list<int> c = [3, 4];
// CHECK-NEXT:   list<bit> e = [1, 0];
// CHECK-NEXT: }
// CHECK-NEXT: def anonymous_6 {	// A
// CHECK-NEXT:   int v = 40;
// CHECK-NEXT: }
// CHECK-NEXT: def anonymous_7 {	// T
// CHECK-NEXT:   list<int> a = [40];
// CHECK-NEXT:   list<int> b = [5];
// CHECK-NEXT:   list<int> c = [4];
// CHECK-NEXT:   list<bit> e = [1, 0];
// CHECK-NEXT: }
// CHECK-NEXT: def later {	// C
// CHECK-NEXT:   int k = 0;
// CHECK-NEXT: }
// CHECK-NEXT: def t0 {	// T
// CHECK-NEXT:   list<int> a = [10, 20, 10];
// CHECK-NEXT:   list<int> b = [2, 3, 2];
// CHECK-NEXT:   list<int> c = [2];
// CHECK-NEXT:   list<bit> e = [0, 0];
// CHECK-NEXT: }
// CHECK-NEXT: def t1 {
// CHECK-NEXT:   list<int> a = [20, 30];
// CHECK-NEXT:   list<bit> e = [0, 0];
// CHECK-NEXT: }
// CHECK-NEXT: def t2 {	// T
// CHECK-NEXT:   list<int> a = [10, 20, 10];
// CHECK-NEXT:   list<int> b = [2, 3, 2];
// CHECK-NEXT:   list<int> c = [2];
// CHECK-NEXT:   list<bit> e = [1, 0];
// CHECK-NEXT: }
// CHECK-NEXT: def t3 {
// CHECK-NEXT:   list<int> a = [30, 40];
// CHECK-NEXT:   list<bit> e = [1, 0];
// CHECK-NEXT:   list<bit> f = [1, 0];
// CHECK-NEXT: }
// CHECK-NEXT: def t4 {
// CHECK-NEXT:   list<C> c = [later];
// CHECK-NEXT:   list<int> k = [0];
// CHECK-NEXT: }
