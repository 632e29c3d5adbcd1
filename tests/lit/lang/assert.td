// RUN: %tblgen %s | FileCheck %s
// DIFF:
// assert: passing assertions at top level, in classes (checked for each
// record), in multiclasses and in loops; conditions may be bit, bits or int.

assert 1, "top level";
assert !eq("a", "a"), "strings";
assert 0b01, "bits";

class C<int n> {
  assert !gt(n, 0), "n must be positive, got " # n;
  int N = n;
}
def c1 : C<1>;
def c2 : C<2>;

multiclass M<int n> {
  assert !lt(n, 10), "too big";
  def _r : C<n>;
}
defm m : M<3>;

foreach i = [1, 2] in {
  assert !le(i, 2), "loop";
  def l#i : C<i>;
}

// Expected output (identical to llvm-tblgen 22):
// CHECK-LABEL: ------------- Classes -----------------
// CHECK-NEXT: class C<int C:n = ?> {
// CHECK-NEXT:   int N = C:n;
// CHECK-NEXT: }
// CHECK-NEXT: ------------- Defs -----------------
// CHECK-NEXT: def c1 {	// C
// CHECK-NEXT:   int N = 1;
// CHECK-NEXT: }
// CHECK-NEXT: def c2 {	// C
// CHECK-NEXT:   int N = 2;
// CHECK-NEXT: }
// CHECK-NEXT: def l1 {	// C
// CHECK-NEXT:   int N = 1;
// CHECK-NEXT: }
// CHECK-NEXT: def l2 {	// C
// CHECK-NEXT:   int N = 2;
// CHECK-NEXT: }
// CHECK-NEXT: def m_r {	// C
// CHECK-NEXT:   int N = 3;
// CHECK-NEXT: }
