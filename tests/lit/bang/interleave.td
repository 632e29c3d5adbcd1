// RUN: %tblgen %s | FileCheck %s
// DIFF:
class C<list<string> l, list<int> n, string sep> {
  string s = !interleave(l, sep);
  string i = !interleave(n, sep);
}
def x : C<["a", "b", "c"], [1, 2, 3], ", ">;
def e : C<[], [], "-">;
def lit {
  string s = !interleave(["x"], "/");
  string b = !interleave([0, 1, 2], "");
  string bitl = !interleave([ {1, 0}, {1, 1} ], "+");
}

// Expected output (identical to llvm-tblgen 22):
// CHECK-LABEL: ------------- Classes -----------------
// CHECK-NEXT: class C<list<string> C:l = ?, list<int> C:n = ?, string C:sep = ?> {
// CHECK-NEXT:   string s = !interleave(C:l, C:sep);
// CHECK-NEXT:   string i = !interleave(C:n, C:sep);
// CHECK-NEXT: }
// CHECK-NEXT: ------------- Defs -----------------
// CHECK-NEXT: def e {	// C
// CHECK-NEXT:   string s = "";
// CHECK-NEXT:   string i = "";
// CHECK-NEXT: }
// CHECK-NEXT: def lit {
// CHECK-NEXT:   string s = "x";
// CHECK-NEXT:   string b = "012";
// CHECK-NEXT:   string bitl = "2+3";
// CHECK-NEXT: }
// CHECK-NEXT: def x {	// C
// CHECK-NEXT:   string s = "a, b, c";
// CHECK-NEXT:   string i = "1, 2, 3";
// CHECK-NEXT: }
