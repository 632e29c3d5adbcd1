// RUN: %tblgen %s | FileCheck %s
// DIFF:
// !range with one, two and three arguments.
class C<int a, int b, int s, list<string> l> {
  list<int> r1 = !range(a);
  list<int> r2 = !range(a, b);
  list<int> r3 = !range(a, b, s);
  list<int> rl = !range(l);
}
def up : C<2, 7, 2, ["x", "y"]>;
def down : C<7, 2, -2, []>;
def empty : C<5, 5, 1, ["z"]>;
def lit {
  list<int> a = !range(4);
  list<int> b = !range(1, 4);
  list<int> c = !range(10, 0, -3);
  list<int> d = !range(0, 10, -1);
  list<int> e = !range(["a", "b", "c"]);
  list<int> f = !range(-2);
}

// Expected output (identical to llvm-tblgen 22):
// CHECK-LABEL: ------------- Classes -----------------
// CHECK-NEXT: class C<int C:a = ?, int C:b = ?, int C:s = ?, list<string> C:l = ?> {
// CHECK-NEXT:   list<int> r1 = !range(0, C:a, 1);
// CHECK-NEXT:   list<int> r2 = !range(C:a, C:b, 1);
// CHECK-NEXT:   list<int> r3 = !range(C:a, C:b, C:s);
// CHECK-NEXT:   list<int> rl = !range(0, !size(C:l), 1);
// CHECK-NEXT: }
// CHECK-NEXT: ------------- Defs -----------------
// CHECK-NEXT: def down {	// C
// CHECK-NEXT:   list<int> r1 = [0, 1, 2, 3, 4, 5, 6];
// CHECK-NEXT:   list<int> r2 = [];
// CHECK-NEXT:   list<int> r3 = [7, 5, 3];
// CHECK-NEXT:   list<int> rl = [];
// CHECK-NEXT: }
// CHECK-NEXT: def empty {	// C
// CHECK-NEXT:   list<int> r1 = [0, 1, 2, 3, 4];
// CHECK-NEXT:   list<int> r2 = [];
// CHECK-NEXT:   list<int> r3 = [];
// CHECK-NEXT:   list<int> rl = [0];
// CHECK-NEXT: }
// CHECK-NEXT: def lit {
// CHECK-NEXT:   list<int> a = [0, 1, 2, 3];
// CHECK-NEXT:   list<int> b = [1, 2, 3];
// CHECK-NEXT:   list<int> c = [10, 7, 4, 1];
// CHECK-NEXT:   list<int> d = [];
// CHECK-NEXT:   list<int> e = [0, 1, 2];
// CHECK-NEXT:   list<int> f = [];
// CHECK-NEXT: }
// CHECK-NEXT: def up {	// C
// CHECK-NEXT:   list<int> r1 = [0, 1];
// CHECK-NEXT:   list<int> r2 = [2, 3, 4, 5, 6];
// CHECK-NEXT:   list<int> r3 = [2, 4, 6];
// CHECK-NEXT:   list<int> rl = [0, 1];
// CHECK-NEXT: }
