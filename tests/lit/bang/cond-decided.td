// RUN: %tblgen %s | FileCheck %s
// DIFF:
// A !cond whose condition is known true needs no resolution of the
// conditions after it, unless resolving them could be seen: an anonymous
// instantiation there (A<...>) must still happen, in order (the numbering
// of anonymous records), as must an error.
class A<int n> { int v = n; }
class B<int x> {
  int f = x;
  int g = !add(f, 1);
  int r = !cond(!eq(f, 1): 10, !eq(A<x>.v, 2): 20, !eq(g, 3): 30, true: 40);
  int later = 0;
  int s = !cond(!eq(x, 1): 1, !eq(later, 5): A<!add(x, 100)>.v, true: 3);
  string t = !cond(!ne(x, 1): "a", !eq(!strconcat("p", "q"), "pq"): "b", true: "c");
  int w = !cond(!eq(f, 1): 1, !gt(!sub(g, f), !mul(f, g)): 2, true: 3);
}
def d1 : B<1>;
def d2 : B<2>;
def d4 : B<1> { let later = !add(g, 3); }
def d3 { int q = B<1>.r; int w = B<3>.s; int z = B<1>.s; }
foreach i = [0, 1, 2] in
  def e#i { int k = !cond(!eq(i, 1): A<i>.v, !eq(A<!add(i,7)>.v, 1): 5, true: 9); int m = B<i>.s; }
class C<int y> { int h = y; bit ok = !cond(!eq(h, 0): 0, !eq(h, 1): 1, !eq(h, 2): !eq(A<y>.v, 2), true: 1); }
def c : C<0>; def c2 { bit o = C<5>.ok; bit p = C<0>.ok; bit q = C<2>.ok; }

// Expected output (identical to llvm-tblgen 22):
// CHECK-LABEL: ------------- Defs -----------------
// CHECK-NEXT: def anonymous_0 {	// A
// CHECK-NEXT:   int v = 1;
// CHECK-NEXT: }
// CHECK-NEXT: def anonymous_1 {	// A
// CHECK-NEXT:   int v = 101;
// CHECK-NEXT: }
// CHECK-NEXT: def anonymous_10 {	// B
// CHECK-NEXT:   int f = 0;
// CHECK-NEXT:   int g = 1;
// CHECK-NEXT:   int r = 40;
// CHECK-NEXT:   int later = 0;
// CHECK-NEXT:   int s = 3;
// CHECK-NEXT:   string t = "a";
// CHECK-NEXT:   int w = 2;
// CHECK-NEXT: }
// CHECK-NEXT: def anonymous_11 {	// A
// CHECK-NEXT:   int v = 100;
// CHECK-NEXT: }
// CHECK-NEXT: def anonymous_12 {	// A
// CHECK-NEXT:   int v = 8;
// CHECK-NEXT: }
// CHECK-NEXT: def anonymous_13 {	// A
// CHECK-NEXT:   int v = 9;
// CHECK-NEXT: }
// CHECK-NEXT: def anonymous_14 {	// B
// CHECK-NEXT:   int f = 2;
// CHECK-NEXT:   int g = 3;
// CHECK-NEXT:   int r = 20;
// CHECK-NEXT:   int later = 0;
// CHECK-NEXT:   int s = 3;
// CHECK-NEXT:   string t = "a";
// CHECK-NEXT:   int w = 3;
// CHECK-NEXT: }
// CHECK-NEXT: def anonymous_15 {	// C
// CHECK-NEXT:   int h = 5;
// CHECK-NEXT:   bit ok = 1;
// CHECK-NEXT: }
// CHECK-NEXT: def anonymous_16 {	// A
// CHECK-NEXT:   int v = 5;
// CHECK-NEXT: }
// CHECK-NEXT: def anonymous_17 {	// C
// CHECK-NEXT:   int h = 0;
// CHECK-NEXT:   bit ok = 0;
// CHECK-NEXT: }
// CHECK-NEXT: def anonymous_18 {	// C
// CHECK-NEXT:   int h = 2;
// CHECK-NEXT:   bit ok = 1;
// CHECK-NEXT: }
// CHECK-NEXT: def anonymous_2 {	// A
// CHECK-NEXT:   int v = 2;
// CHECK-NEXT: }
// CHECK-NEXT: def anonymous_3 {	// A
// CHECK-NEXT:   int v = 102;
// CHECK-NEXT: }
// CHECK-NEXT: def anonymous_4 {	// B
// CHECK-NEXT:   int f = 1;
// CHECK-NEXT:   int g = 2;
// CHECK-NEXT:   int r = 10;
// CHECK-NEXT:   int later = 0;
// CHECK-NEXT:   int s = 1;
// CHECK-NEXT:   string t = "b";
// CHECK-NEXT:   int w = 1;
// CHECK-NEXT: }
// CHECK-NEXT: def anonymous_5 {	// B
// CHECK-NEXT:   int f = 3;
// CHECK-NEXT:   int g = 4;
// CHECK-NEXT:   int r = 40;
// CHECK-NEXT:   int later = 0;
// CHECK-NEXT:   int s = 3;
// CHECK-NEXT:   string t = "a";
// CHECK-NEXT:   int w = 3;
// CHECK-NEXT: }
// CHECK-NEXT: def anonymous_6 {	// A
// CHECK-NEXT:   int v = 3;
// CHECK-NEXT: }
// CHECK-NEXT: def anonymous_7 {	// A
// CHECK-NEXT:   int v = 103;
// CHECK-NEXT: }
// CHECK-NEXT: def anonymous_8 {	// A
// CHECK-NEXT:   int v = 0;
// CHECK-NEXT: }
// CHECK-NEXT: def anonymous_9 {	// A
// CHECK-NEXT:   int v = 7;
// CHECK-NEXT: }
// CHECK-NEXT: def c {	// C
// CHECK-NEXT:   int h = 0;
// CHECK-NEXT:   bit ok = 0;
// CHECK-NEXT: }
// CHECK-NEXT: def c2 {
// CHECK-NEXT:   bit o = 1;
// CHECK-NEXT:   bit p = 0;
// CHECK-NEXT:   bit q = 1;
// CHECK-NEXT: }
// CHECK-NEXT: def d1 {	// B
// CHECK-NEXT:   int f = 1;
// CHECK-NEXT:   int g = 2;
// CHECK-NEXT:   int r = 10;
// CHECK-NEXT:   int later = 0;
// CHECK-NEXT:   int s = 1;
// CHECK-NEXT:   string t = "b";
// CHECK-NEXT:   int w = 1;
// CHECK-NEXT: }
// CHECK-NEXT: def d2 {	// B
// CHECK-NEXT:   int f = 2;
// CHECK-NEXT:   int g = 3;
// CHECK-NEXT:   int r = 20;
// CHECK-NEXT:   int later = 0;
// CHECK-NEXT:   int s = 3;
// CHECK-NEXT:   string t = "a";
// CHECK-NEXT:   int w = 3;
// CHECK-NEXT: }
// CHECK-NEXT: def d3 {
// CHECK-NEXT:   int q = 10;
// CHECK-NEXT:   int w = 3;
// CHECK-NEXT:   int z = 1;
// CHECK-NEXT: }
// CHECK-NEXT: def d4 {	// B
// CHECK-NEXT:   int f = 1;
// CHECK-NEXT:   int g = 2;
// CHECK-NEXT:   int r = 10;
// CHECK-NEXT:   int later = 5;
// CHECK-NEXT:   int s = 1;
// CHECK-NEXT:   string t = "b";
// CHECK-NEXT:   int w = 1;
// CHECK-NEXT: }
// CHECK-NEXT: def e0 {
// CHECK-NEXT:   int k = 9;
// CHECK-NEXT:   int m = 3;
// CHECK-NEXT: }
// CHECK-NEXT: def e1 {
// CHECK-NEXT:   int k = 1;
// CHECK-NEXT:   int m = 1;
// CHECK-NEXT: }
// CHECK-NEXT: def e2 {
// CHECK-NEXT:   int k = 9;
// CHECK-NEXT:   int m = 3;
// CHECK-NEXT: }
