// RUN: %tblgen %s | FileCheck %s
// DIFF:
// The unset value '?': in every type, as a template argument value (a
// template argument whose default is '?' must be given), in parts of bits,
// in lists and dags, and tested with !initialized.

class C<int x, string s = "dflt"> {
  int X = x;
  string S = s;
  bit HasX = !initialized(x);
}
def none : C<?>;
def some : C<1, ?>;

def values {
  bit B = ?;
  bits<4> Bs = ?;
  bits<4> Partial = {1, ?, 0, ?};
  int I = ?;
  string S = ?;
  list<int> L = ?;
  dag D = ?;
  C R = ?;
  list<int> WithUnset = [1, ?, 3];
  dag DagUnset = (values ?, ?:$n);
}

// Expected output (identical to llvm-tblgen 22):
// CHECK-LABEL: ------------- Classes -----------------
// CHECK-NEXT: class C<int C:x = ?, string C:s = "dflt"> {
// CHECK-NEXT:   int X = C:x;
// CHECK-NEXT:   string S = C:s;
// CHECK-NEXT:   bit HasX = !cast<bit>(!initialized(C:x));
// CHECK-NEXT: }
// CHECK-NEXT: ------------- Defs -----------------
// CHECK-NEXT: def none {	// C
// CHECK-NEXT:   int X = ?;
// CHECK-NEXT:   string S = "dflt";
// CHECK-NEXT:   bit HasX = 0;
// CHECK-NEXT: }
// CHECK-NEXT: def some {	// C
// CHECK-NEXT:   int X = 1;
// CHECK-NEXT:   string S = ?;
// CHECK-NEXT:   bit HasX = 1;
// CHECK-NEXT: }
// CHECK-NEXT: def values {
// CHECK-NEXT:   bit B = ?;
// CHECK-NEXT:   bits<4> Bs = { ?, ?, ?, ? };
// CHECK-NEXT:   bits<4> Partial = { 1, ?, 0, ? };
// CHECK-NEXT:   int I = ?;
// CHECK-NEXT:   string S = ?;
// CHECK-NEXT:   list<int> L = ?;
// CHECK-NEXT:   dag D = ?;
// CHECK-NEXT:   C R = ?;
// CHECK-NEXT:   list<int> WithUnset = [1, ?, 3];
// CHECK-NEXT:   dag DagUnset = (values ?, ?:$n);
// CHECK-NEXT: }
