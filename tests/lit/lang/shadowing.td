// RUN: %tblgen %s | FileCheck %s
// DIFF:
// The variables of !foreach and !foldl: they shadow template arguments,
// loop variables and defvars of the same name inside the operator, and
// nest.

defvar x = 100;
class C<int x> {
  list<int> L = !foreach(x, [1, 2], !add(x, 10));
  int Outer = x;
  int Sum = !foldl(0, [1, 2, 3], x, y, !add(x, y));
}
def c : C<5>;

foreach i = [1] in
  def loop#i {
    list<int> L = !foreach(i, [7, 8], !mul(i, 2));
    int I = i;
  }

def nested {
  list<list<int>> N = !foreach(a, [1, 2], !foreach(b, [10, 20], !add(a, b)));
  list<int> Inner = !foreach(a, [1, 2], !foldl(a, [10], acc, b, !add(acc, b)));
  int G = x;
}

// Expected output (identical to llvm-tblgen 22):
// CHECK-LABEL: ------------- Classes -----------------
// CHECK-NEXT: class C<int C:x = ?> {
// CHECK-NEXT:   list<int> L = [11, 12];
// CHECK-NEXT:   int Outer = C:x;
// CHECK-NEXT:   int Sum = 6;
// CHECK-NEXT: }
// CHECK-NEXT: ------------- Defs -----------------
// CHECK-NEXT: def c {	// C
// CHECK-NEXT:   list<int> L = [11, 12];
// CHECK-NEXT:   int Outer = 5;
// CHECK-NEXT:   int Sum = 6;
// CHECK-NEXT: }
// CHECK-NEXT: def loop1 {
// CHECK-NEXT:   list<int> L = [14, 16];
// CHECK-NEXT:   int I = 1;
// CHECK-NEXT: }
// CHECK-NEXT: def nested {
// CHECK-NEXT:   list<list<int>> N = {{\[\[}}11, 21], [12, 22]];
// CHECK-NEXT:   list<int> Inner = [11, 12];
// CHECK-NEXT:   int G = 100;
// CHECK-NEXT: }
