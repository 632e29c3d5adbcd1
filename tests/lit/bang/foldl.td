// RUN: %tblgen %s | FileCheck %s
// DIFF:
// !foldl, folded and unresolved.
class C<list<int> l, int init> {
  int sum = !foldl(init, l, acc, x, !add(acc, x));
  list<int> rev = !foldl([]<int>, l, acc, x, !listconcat([x], acc));
  string cat = !foldl("", l, acc, x, acc # x);
}
def a : C<[1, 2, 3], 100>;
def b : C<[], 5>;
def lit {
  int prod = !foldl(1, [2, 3, 4], a, b, !mul(a, b));
}

// Expected output (identical to llvm-tblgen 22):
// CHECK-LABEL: ------------- Classes -----------------
// CHECK-NEXT: class C<list<int> C:l = ?, int C:init = ?> {
// CHECK-NEXT:   int sum = !foldl(C:init, C:l, acc, x, !add(acc, x));
// CHECK-NEXT:   list<int> rev = !foldl([], C:l, acc, x, !listconcat([x], acc));
// CHECK-NEXT:   string cat = !foldl("", C:l, acc, x, !strconcat(acc, !cast<string>(x)));
// CHECK-NEXT: }
// CHECK-NEXT: ------------- Defs -----------------
// CHECK-NEXT: def a {	// C
// CHECK-NEXT:   int sum = 106;
// CHECK-NEXT:   list<int> rev = [3, 2, 1];
// CHECK-NEXT:   string cat = "123";
// CHECK-NEXT: }
// CHECK-NEXT: def b {	// C
// CHECK-NEXT:   int sum = 5;
// CHECK-NEXT:   list<int> rev = [];
// CHECK-NEXT:   string cat = "";
// CHECK-NEXT: }
// CHECK-NEXT: def lit {
// CHECK-NEXT:   int prod = 24;
// CHECK-NEXT: }
