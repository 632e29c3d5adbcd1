// RUN: %tblgen %s | FileCheck %s
// DIFF:
// Anonymous records are named anonymous_N, numbered in the order they are
// created: anonymous defs, anonymous class instantiations in values (each
// distinct instantiation once), anonymous defms, and defs in loops without
// a name.

class C<int n> { int N = n; }
multiclass M { def _x : C<0>; }

def : C<1>;
def named {
  C first = C<10>;
  C again = C<10>;
  C other = C<11>;
}
defm : M;
def : C<2>;
foreach i = [3, 4] in
  def : C<i>;
def last { int fromAnon = C<12>.N; }

// Expected output (identical to llvm-tblgen 22):
// CHECK-LABEL: ------------- Classes -----------------
// CHECK-NEXT: class C<int C:n = ?> {
// CHECK-NEXT:   int N = C:n;
// CHECK-NEXT: }
// CHECK-NEXT: ------------- Defs -----------------
// CHECK-NEXT: def anonymous_0 {	// C
// CHECK-NEXT:   int N = 1;
// CHECK-NEXT: }
// CHECK-NEXT: def anonymous_1 {	// C
// CHECK-NEXT:   int N = 10;
// CHECK-NEXT: }
// CHECK-NEXT: def anonymous_2 {	// C
// CHECK-NEXT:   int N = 11;
// CHECK-NEXT: }
// CHECK-NEXT: def anonymous_3_x {	// C
// CHECK-NEXT:   int N = 0;
// CHECK-NEXT: }
// CHECK-NEXT: def anonymous_4 {	// C
// CHECK-NEXT:   int N = 2;
// CHECK-NEXT: }
// CHECK-NEXT: def anonymous_5 {	// C
// CHECK-NEXT:   int N = 3;
// CHECK-NEXT: }
// CHECK-NEXT: def anonymous_6 {	// C
// CHECK-NEXT:   int N = 4;
// CHECK-NEXT: }
// CHECK-NEXT: def anonymous_7 {	// C
// CHECK-NEXT:   int N = 12;
// CHECK-NEXT: }
// CHECK-NEXT: def last {
// CHECK-NEXT:   int fromAnon = 12;
// CHECK-NEXT: }
// CHECK-NEXT: def named {
// CHECK-NEXT:   C first = anonymous_1;
// CHECK-NEXT:   C again = anonymous_1;
// CHECK-NEXT:   C other = anonymous_2;
// CHECK-NEXT: }
