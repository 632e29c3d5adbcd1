// RUN: %tblgen %s | FileCheck %s
// DIFF:
// !foreach over lists and dags, folded and unresolved.
def op; def op2;
class C<list<int> l, dag d, int k> {
  list<int> sq = !foreach(x, l, !mul(x, x));
  list<int> plusk = !foreach(x, l, !add(x, k));
  list<string> strs = !foreach(x, l, !cast<string>(x));
  dag dd = !foreach(x, d, !subst(op, op2, x));
  list<list<int>> nest = !foreach(x, l, !foreach(y, l, !mul(x, y)));
  list<int> shadow = !foreach(k, l, k);
}
def a : C<[1, 2, 3], (op op, op2:$n, (op op)), 10>;
def lit {
  list<string> s = !foreach(e, ["a", "b"], e # "!");
  list<int> e = !foreach(x, !listsplat(1, 0), x);
}

// Expected output (identical to llvm-tblgen 22):
// CHECK-LABEL: ------------- Classes -----------------
// CHECK-NEXT: class C<list<int> C:l = ?, dag C:d = ?, int C:k = ?> {
// CHECK-NEXT:   list<int> sq = !foreach(x, C:l, !mul(x, x));
// CHECK-NEXT:   list<int> plusk = !foreach(x, C:l, !add(x, C:k));
// CHECK-NEXT:   list<string> strs = !foreach(x, C:l, !cast<string>(x));
// CHECK-NEXT:   dag dd = !foreach(x, C:d, !subst(op, op2, x));
// CHECK-NEXT:   list<list<int>> nest = !foreach(x, C:l, !foreach(y, C:l, !mul(x, y)));
// CHECK-NEXT:   list<int> shadow = !foreach(k, C:l, k);
// CHECK-NEXT: }
// CHECK-NEXT: ------------- Defs -----------------
// CHECK-NEXT: def a {	// C
// CHECK-NEXT:   list<int> sq = [1, 4, 9];
// CHECK-NEXT:   list<int> plusk = [11, 12, 13];
// CHECK-NEXT:   list<string> strs = ["1", "2", "3"];
// CHECK-NEXT:   dag dd = (op2 op2, op2:$n, (op2 op2));
// CHECK-NEXT:   list<list<int>> nest = {{\[\[}}1, 2, 3], [2, 4, 6], [3, 6, 9]];
// CHECK-NEXT:   list<int> shadow = [1, 2, 3];
// CHECK-NEXT: }
// CHECK-NEXT: def lit {
// CHECK-NEXT:   list<string> s = ["a!", "b!"];
// CHECK-NEXT:   list<int> e = [];
// CHECK-NEXT: }
// CHECK-NEXT: def op {
// CHECK-NEXT: }
// CHECK-NEXT: def op2 {
// CHECK-NEXT: }
