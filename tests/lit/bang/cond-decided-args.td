// RUN: %tblgen %s | FileCheck %s
// DIFF:
// As cond-decided.td, while a class's arguments are substituted: the
// conditions and values after a true one need no resolution when they are
// lists, sizes and comparisons of the arguments, but an anonymous
// instantiation there (A<...>) still happens, in order.
class A<int n> { int v = n; }
class T<list<int> l, int k> {
  list<int> sig = !cond(!eq(!size(l), 0): [1], !eq(!size(l), 1): [], true: [2, !size(l), k]);
  list<int> sig2 = !cond(!empty(l): [7], !eq(!size(l), 1): [A<!add(k, 50)>.v], true: [A<!add(k, 60)>.v]);
  list<int> sig3 = !cond(!eq(k, 3): l, !eq(!size(l), 1): [k], true: !listconcat(l, [k]));
}
def t0 : T<[], 3>;
def t1 : T<[5], 4>;
def t2 : T<[5, 6], 3>;
def u { list<int> a = T<[], 1>.sig; list<int> b = T<[1], 2>.sig2; list<int> c = T<[], 3>.sig2; }
foreach i = [0, 1] in def v#i { list<int> s = T<!listsplat(i, i), i>.sig2; }

// Expected output (identical to llvm-tblgen 22):
// CHECK-LABEL: ------------- Defs -----------------
// CHECK-NEXT: def anonymous_0 {	// A
// CHECK-NEXT:   int v = 53;
// CHECK-NEXT: }
// CHECK-NEXT: def anonymous_1 {	// A
// CHECK-NEXT:   int v = 63;
// CHECK-NEXT: }
// CHECK-NEXT: def anonymous_10 {	// T
// CHECK-NEXT:   list<int> sig = [1];
// CHECK-NEXT:   list<int> sig2 = [7];
// CHECK-NEXT:   list<int> sig3 = [];
// CHECK-NEXT: }
// CHECK-NEXT: def anonymous_11 {	// T
// CHECK-NEXT:   list<int> sig = [1];
// CHECK-NEXT:   list<int> sig2 = [7];
// CHECK-NEXT:   list<int> sig3 = [0];
// CHECK-NEXT: }
// CHECK-NEXT: def anonymous_12 {	// A
// CHECK-NEXT:   int v = 50;
// CHECK-NEXT: }
// CHECK-NEXT: def anonymous_13 {	// A
// CHECK-NEXT:   int v = 60;
// CHECK-NEXT: }
// CHECK-NEXT: def anonymous_14 {	// T
// CHECK-NEXT:   list<int> sig = [];
// CHECK-NEXT:   list<int> sig2 = [51];
// CHECK-NEXT:   list<int> sig3 = [1];
// CHECK-NEXT: }
// CHECK-NEXT: def anonymous_2 {	// A
// CHECK-NEXT:   int v = 54;
// CHECK-NEXT: }
// CHECK-NEXT: def anonymous_3 {	// A
// CHECK-NEXT:   int v = 64;
// CHECK-NEXT: }
// CHECK-NEXT: def anonymous_4 {	// T
// CHECK-NEXT:   list<int> sig = [1];
// CHECK-NEXT:   list<int> sig2 = [7];
// CHECK-NEXT:   list<int> sig3 = [1];
// CHECK-NEXT: }
// CHECK-NEXT: def anonymous_5 {	// A
// CHECK-NEXT:   int v = 51;
// CHECK-NEXT: }
// CHECK-NEXT: def anonymous_6 {	// A
// CHECK-NEXT:   int v = 61;
// CHECK-NEXT: }
// CHECK-NEXT: def anonymous_7 {	// T
// CHECK-NEXT:   list<int> sig = [];
// CHECK-NEXT:   list<int> sig2 = [52];
// CHECK-NEXT:   list<int> sig3 = [2];
// CHECK-NEXT: }
// CHECK-NEXT: def anonymous_8 {	// A
// CHECK-NEXT:   int v = 52;
// CHECK-NEXT: }
// CHECK-NEXT: def anonymous_9 {	// A
// CHECK-NEXT:   int v = 62;
// CHECK-NEXT: }
// CHECK-NEXT: def t0 {	// T
// CHECK-NEXT:   list<int> sig = [1];
// CHECK-NEXT:   list<int> sig2 = [7];
// CHECK-NEXT:   list<int> sig3 = [];
// CHECK-NEXT: }
// CHECK-NEXT: def t1 {	// T
// CHECK-NEXT:   list<int> sig = [];
// CHECK-NEXT:   list<int> sig2 = [54];
// CHECK-NEXT:   list<int> sig3 = [4];
// CHECK-NEXT: }
// CHECK-NEXT: def t2 {	// T
// CHECK-NEXT:   list<int> sig = [2, 2, 3];
// CHECK-NEXT:   list<int> sig2 = [63];
// CHECK-NEXT:   list<int> sig3 = [5, 6];
// CHECK-NEXT: }
// CHECK-NEXT: def u {
// CHECK-NEXT:   list<int> a = [1];
// CHECK-NEXT:   list<int> b = [52];
// CHECK-NEXT:   list<int> c = [7];
// CHECK-NEXT: }
// CHECK-NEXT: def v0 {
// CHECK-NEXT:   list<int> s = [7];
// CHECK-NEXT: }
// CHECK-NEXT: def v1 {
// CHECK-NEXT:   list<int> s = [51];
// CHECK-NEXT: }
