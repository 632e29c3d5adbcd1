// RUN: %tblgen %s | FileCheck %s
// DIFF:
// !logtwo, !initialized, !repr.
class R { int v = 1; string s = "x"; }
def r1 : R;
class C<int i, string s, R r> {
  int log = !logtwo(i);
  bit init = !initialized(s);
  bit initr = !initialized(r);
  string repr = !repr(i);
  string reprs = !repr(s);
  string reprr = !repr(r);
}
def x : C<1024, "str", r1>;
def y : C<3, ?, ?>;
def lit {
  int l1 = !logtwo(1);
  int l2 = !logtwo(9223372036854775807);
  bit i1 = !initialized(?);
  bit i2 = !initialized(0);
  string r1 = !repr([1, 2]);
  string r2 = !repr((r1 1, "a"));
  string r3 = !repr(true);
}

// Expected output (identical to llvm-tblgen 22):
// CHECK-LABEL: ------------- Classes -----------------
// CHECK-NEXT: class C<int C:i = ?, string C:s = ?, R C:r = ?> {
// CHECK-NEXT:   int log = !logtwo(C:i);
// CHECK-NEXT:   bit init = !cast<bit>(!initialized(C:s));
// CHECK-NEXT:   bit initr = !cast<bit>(!initialized(C:r));
// CHECK-NEXT:   string repr = !repr(C:i);
// CHECK-NEXT:   string reprs = !repr(C:s);
// CHECK-NEXT:   string reprr = !repr(C:r);
// CHECK-NEXT: }
// CHECK-NEXT: class R {
// CHECK-NEXT:   int v = 1;
// CHECK-NEXT:   string s = "x";
// CHECK-NEXT: }
// CHECK-NEXT: ------------- Defs -----------------
// CHECK-NEXT: def lit {
// CHECK-NEXT:   int l1 = 0;
// CHECK-NEXT:   int l2 = 62;
// CHECK-NEXT:   bit i1 = 0;
// CHECK-NEXT:   bit i2 = 1;
// CHECK-NEXT:   string r1 = "[1, 2]";
// CHECK-NEXT:   string r2 = "("[1, 2]" 1, "a")";
// CHECK-NEXT:   string r3 = "1";
// CHECK-NEXT: }
// CHECK-NEXT: def r1 {	// R
// CHECK-NEXT:   int v = 1;
// CHECK-NEXT:   string s = "x";
// CHECK-NEXT: }
// CHECK-NEXT: def x {	// C
// CHECK-NEXT:   int log = 10;
// CHECK-NEXT:   bit init = 1;
// CHECK-NEXT:   bit initr = 1;
// CHECK-NEXT:   string repr = "1024";
// CHECK-NEXT:   string reprs = ""str"";
// CHECK-NEXT:   string reprr = "r1 {	// R
// CHECK-NEXT:   int v = 1;
// CHECK-NEXT:   string s = "x";
// CHECK-NEXT: }
// CHECK-NEXT: ";
// CHECK-NEXT: }
// CHECK-NEXT: def y {	// C
// CHECK-NEXT:   int log = 1;
// CHECK-NEXT:   bit init = 0;
// CHECK-NEXT:   bit initr = 0;
// CHECK-NEXT:   string repr = "3";
// CHECK-NEXT:   string reprs = "?";
// CHECK-NEXT:   string reprr = "?";
// CHECK-NEXT: }
