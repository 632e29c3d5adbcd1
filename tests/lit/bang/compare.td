// RUN: %tblgen %s | FileCheck %s
// DIFF:
// !eq, !ne, !le, !lt, !ge, !gt on ints, bits, strings and records.
class R; def r1 : R; def r2 : R;
class C<int a, int b, string s, string t> {
  bit eq = !eq(a, b);
  bit ne = !ne(a, b);
  bit le = !le(a, b);
  bit lt = !lt(a, b);
  bit ge = !ge(a, b);
  bit gt = !gt(a, b);
  bit seq = !eq(s, t);
  bit slt = !lt(s, t);
  bit sge = !ge(s, t);
}
def one : C<1, 2, "abc", "abd">;
def two : C<3, 3, "b", "a">;
def lit {
  bit reqs = !eq(r1, r1);
  bit rne = !ne(r1, r2);
  bit bitint = !eq(true, 1);
  bit bitsint = !eq({1, 0}, 2);
  bit strs = !le("a", "a");
  bit strlt = !lt("B", "a");
}
class D<R x> { bit isr1 = !eq(x, r1); }
def d : D<r1>;

// Expected output (identical to llvm-tblgen 22):
// CHECK-LABEL: ------------- Classes -----------------
// CHECK-NEXT: class C<int C:a = ?, int C:b = ?, string C:s = ?, string C:t = ?> {
// CHECK-NEXT:   bit eq = !eq(C:a, C:b);
// CHECK-NEXT:   bit ne = !ne(C:a, C:b);
// CHECK-NEXT:   bit le = !le(C:a, C:b);
// CHECK-NEXT:   bit lt = !lt(C:a, C:b);
// CHECK-NEXT:   bit ge = !ge(C:a, C:b);
// CHECK-NEXT:   bit gt = !gt(C:a, C:b);
// CHECK-NEXT:   bit seq = !eq(C:s, C:t);
// CHECK-NEXT:   bit slt = !lt(C:s, C:t);
// CHECK-NEXT:   bit sge = !ge(C:s, C:t);
// CHECK-NEXT: }
// CHECK-NEXT: class D<R D:x = ?> {
// CHECK-NEXT:   bit isr1 = !eq(D:x, r1);
// CHECK-NEXT: }
// CHECK-NEXT: class R {
// CHECK-NEXT: }
// CHECK-NEXT: ------------- Defs -----------------
// CHECK-NEXT: def d {	// D
// CHECK-NEXT:   bit isr1 = 1;
// CHECK-NEXT: }
// CHECK-NEXT: def lit {
// CHECK-NEXT:   bit reqs = 1;
// CHECK-NEXT:   bit rne = 1;
// CHECK-NEXT:   bit bitint = 1;
// CHECK-NEXT:   bit bitsint = 1;
// CHECK-NEXT:   bit strs = 1;
// CHECK-NEXT:   bit strlt = 1;
// CHECK-NEXT: }
// CHECK-NEXT: def one {	// C
// CHECK-NEXT:   bit eq = 0;
// CHECK-NEXT:   bit ne = 1;
// CHECK-NEXT:   bit le = 1;
// CHECK-NEXT:   bit lt = 1;
// CHECK-NEXT:   bit ge = 0;
// CHECK-NEXT:   bit gt = 0;
// CHECK-NEXT:   bit seq = 0;
// CHECK-NEXT:   bit slt = 1;
// CHECK-NEXT:   bit sge = 0;
// CHECK-NEXT: }
// CHECK-NEXT: def r1 {	// R
// CHECK-NEXT: }
// CHECK-NEXT: def r2 {	// R
// CHECK-NEXT: }
// CHECK-NEXT: def two {	// C
// CHECK-NEXT:   bit eq = 1;
// CHECK-NEXT:   bit ne = 0;
// CHECK-NEXT:   bit le = 1;
// CHECK-NEXT:   bit lt = 0;
// CHECK-NEXT:   bit ge = 1;
// CHECK-NEXT:   bit gt = 0;
// CHECK-NEXT:   bit seq = 0;
// CHECK-NEXT:   bit slt = 0;
// CHECK-NEXT:   bit sge = 1;
// CHECK-NEXT: }
