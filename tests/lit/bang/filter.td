// RUN: %tblgen %s | FileCheck %s
// DIFF:
// !filter, folded and unresolved.
class C<list<int> l, int lim> {
  list<int> small = !filter(x, l, !lt(x, lim));
  list<int> odd = !filter(x, l, !and(x, 1));
  list<int> none = !filter(x, l, false);
}
def a : C<[1, 2, 3, 4, 5], 3>;
def lit {
  list<string> s = !filter(e, ["a", "bb", "ccc"], !gt(!size(e), 1));
}

// Expected output (identical to llvm-tblgen 22):
// CHECK-LABEL: ------------- Classes -----------------
// CHECK-NEXT: class C<list<int> C:l = ?, int C:lim = ?> {
// CHECK-NEXT:   list<int> small = !filter(x, C:l, !lt(x, C:lim));
// CHECK-NEXT:   list<int> odd = !filter(x, C:l, !and(x, 1));
// CHECK-NEXT:   list<int> none = !filter(x, C:l, 0);
// CHECK-NEXT: }
// CHECK-NEXT: ------------- Defs -----------------
// CHECK-NEXT: def a {	// C
// CHECK-NEXT:   list<int> small = [1, 2];
// CHECK-NEXT:   list<int> odd = [1, 3, 5];
// CHECK-NEXT:   list<int> none = [];
// CHECK-NEXT: }
// CHECK-NEXT: def lit {
// CHECK-NEXT:   list<string> s = ["bb", "ccc"];
// CHECK-NEXT: }
