// RUN: %tblgen %s | FileCheck %s
// DIFF:
// List element and slice subscripts, and ranges inside slices.
class C<list<int> l, int i> {
  int elem = l[i];
  int elem0 = l[0];
  list<int> slice = l[0, i];
  list<int> range = l[0...i];
  list<int> mixed = l[i, 0...1];
}
def x : C<[10, 20, 30, 40], 2>;
def lit {
  list<int> l = [10, 20, 30, 40];
  int e = l[3];
  list<int> s = l[3, 1];
  list<int> r = l[1...3];
  list<int> d = l[3...1];
  list<int> m = l[0, 2...3];
  list<int> t = l[1,];
}

// Expected output (identical to llvm-tblgen 22):
// CHECK-LABEL: ------------- Classes -----------------
// CHECK-NEXT: class C<list<int> C:l = ?, int C:i = ?> {
// CHECK-NEXT:   int elem = C:l[C:i];
// CHECK-NEXT:   int elem0 = C:l[0];
// CHECK-NEXT:   list<int> slice = C:l{{\[\[}}0, C:i]];
// CHECK-NEXT:   list<int> range = C:l[0...C:i];
// CHECK-NEXT:   list<int> mixed = C:l{{\[\[}}C:i, 0, 1]];
// CHECK-NEXT: }
// CHECK-NEXT: ------------- Defs -----------------
// CHECK-NEXT: def lit {
// CHECK-NEXT:   list<int> l = [10, 20, 30, 40];
// CHECK-NEXT:   int e = 40;
// CHECK-NEXT:   list<int> s = [40, 20];
// CHECK-NEXT:   list<int> r = [20, 30, 40];
// CHECK-NEXT:   list<int> d = [40, 30, 20];
// CHECK-NEXT:   list<int> m = [10, 30, 40];
// CHECK-NEXT:   list<int> t = [20];
// CHECK-NEXT: }
// CHECK-NEXT: def x {	// C
// CHECK-NEXT:   int elem = 30;
// CHECK-NEXT:   int elem0 = 10;
// CHECK-NEXT:   list<int> slice = [10, 30];
// CHECK-NEXT:   list<int> range = [10, 20, 30];
// CHECK-NEXT:   list<int> mixed = [30, 10, 20];
// CHECK-NEXT: }
