// RUN: %tblgen %s | FileCheck %s
// DIFF:
// !match with POSIX extended regular expressions.
class C<string s, string re> {
  bit m = !match(s, re);
}
def x : C<"abc123", "[0-9]+$">;
def y : C<"abc", "^b">;
def lit {
  bit a = !match("foo_bar", "o+_b");
  bit b = !match("foo", "^(f|g)o{2}$");
  bit d = !match("x.y", "[.]");
  bit e = !match("AB", "[[:lower:]]");
}

// Expected output (identical to llvm-tblgen 22):
// CHECK-LABEL: ------------- Classes -----------------
// CHECK-NEXT: class C<string C:s = ?, string C:re = ?> {
// CHECK-NEXT:   bit m = !match(C:s, C:re);
// CHECK-NEXT: }
// CHECK-NEXT: ------------- Defs -----------------
// CHECK-NEXT: def lit {
// CHECK-NEXT:   bit a = 1;
// CHECK-NEXT:   bit b = 1;
// CHECK-NEXT:   bit d = 1;
// CHECK-NEXT:   bit e = 0;
// CHECK-NEXT: }
// CHECK-NEXT: def x {	// C
// CHECK-NEXT:   bit m = 1;
// CHECK-NEXT: }
// CHECK-NEXT: def y {	// C
// CHECK-NEXT:   bit m = 0;
// CHECK-NEXT: }
