// RUN: %tblgen %s | FileCheck %s
// DIFF:
// !listconcat, !listsplat, !listremove, !listflatten, !head, !tail,
// !size, !empty.
class C<list<int> a, list<int> b, int n> {
  list<int> cat = !listconcat(a, b);
  list<int> cat3 = !listconcat(a, [7], b);
  list<int> splat = !listsplat(n, 2);
  list<list<int>> splatl = !listsplat(a, n);
  list<int> remove = !listremove(a, b);
  list<int> flat = !listflatten([a, b]);
  int head = !head(a);
  list<int> tail = !tail(a);
  int size = !size(a);
  bit empty = !empty(b);
  list<int> paste = a # b;
}
def x : C<[1, 2, 3], [2], 3>;
def y : C<[4], [], 0>;
def lit {
  list<string> s = !listconcat(["a"], ["b", "c"]);
  list<int> sp = !listsplat(1, 0);
  list<string> rm = !listremove(["a", "b", "a"], ["a"]);
  list<int> fl = !listflatten([[1, 2], [3]]);
  list<int> fl1 = !listflatten([1, 2]);
  int h = !head([5, 6]);
  list<int> t = !tail([5]);
  list<int> e = [];
  int sz = !size(e);
  bit em = !empty([1]);
  int ssz = !size("hello");
  bit sem = !empty("");
  list<int> p = [1] # [2];
}

// Expected output (identical to llvm-tblgen 22):
// CHECK-LABEL: ------------- Classes -----------------
// CHECK-NEXT: class C<list<int> C:a = ?, list<int> C:b = ?, int C:n = ?> {
// CHECK-NEXT:   list<int> cat = !listconcat(C:a, C:b);
// CHECK-NEXT:   list<int> cat3 = !listconcat(C:a, !listconcat([7], C:b));
// CHECK-NEXT:   list<int> splat = [C:n, C:n];
// CHECK-NEXT:   list<list<int>> splatl = !listsplat(C:a, C:n);
// CHECK-NEXT:   list<int> remove = !listremove(C:a, C:b);
// CHECK-NEXT:   list<int> flat = !listflatten([C:a, C:b]);
// CHECK-NEXT:   int head = !head(C:a);
// CHECK-NEXT:   list<int> tail = !tail(C:a);
// CHECK-NEXT:   int size = !size(C:a);
// CHECK-NEXT:   bit empty = !cast<bit>(!empty(C:b));
// CHECK-NEXT:   list<int> paste = !listconcat(C:a, C:b);
// CHECK-NEXT: }
// CHECK-NEXT: ------------- Defs -----------------
// CHECK-NEXT: def lit {
// CHECK-NEXT:   list<string> s = ["a", "b", "c"];
// CHECK-NEXT:   list<int> sp = [];
// CHECK-NEXT:   list<string> rm = ["b"];
// CHECK-NEXT:   list<int> fl = [1, 2, 3];
// CHECK-NEXT:   list<int> fl1 = [1, 2];
// CHECK-NEXT:   int h = 5;
// CHECK-NEXT:   list<int> t = [];
// CHECK-NEXT:   list<int> e = [];
// CHECK-NEXT:   int sz = 0;
// CHECK-NEXT:   bit em = 0;
// CHECK-NEXT:   int ssz = 5;
// CHECK-NEXT:   bit sem = 1;
// CHECK-NEXT:   list<int> p = [1, 2];
// CHECK-NEXT: }
// CHECK-NEXT: def x {	// C
// CHECK-NEXT:   list<int> cat = [1, 2, 3, 2];
// CHECK-NEXT:   list<int> cat3 = [1, 2, 3, 7, 2];
// CHECK-NEXT:   list<int> splat = [3, 3];
// CHECK-NEXT:   list<list<int>> splatl = {{\[\[}}1, 2, 3], [1, 2, 3], [1, 2, 3]];
// CHECK-NEXT:   list<int> remove = [1, 3];
// CHECK-NEXT:   list<int> flat = [1, 2, 3, 2];
// CHECK-NEXT:   int head = 1;
// CHECK-NEXT:   list<int> tail = [2, 3];
// CHECK-NEXT:   int size = 3;
// CHECK-NEXT:   bit empty = 0;
// CHECK-NEXT:   list<int> paste = [1, 2, 3, 2];
// CHECK-NEXT: }
// CHECK-NEXT: def y {	// C
// CHECK-NEXT:   list<int> cat = [4];
// CHECK-NEXT:   list<int> cat3 = [4, 7];
// CHECK-NEXT:   list<int> splat = [0, 0];
// CHECK-NEXT:   list<list<int>> splatl = [];
// CHECK-NEXT:   list<int> remove = [4];
// CHECK-NEXT:   list<int> flat = [4];
// CHECK-NEXT:   int head = 4;
// CHECK-NEXT:   list<int> tail = [];
// CHECK-NEXT:   int size = 1;
// CHECK-NEXT:   bit empty = 1;
// CHECK-NEXT:   list<int> paste = [4];
// CHECK-NEXT: }
