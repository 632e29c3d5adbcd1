// RUN: %tblgen %s | FileCheck %s
// DIFF:
// !tolower, !toupper, !subst, !substr, !find, !size on strings.
class C<string s, string p, int i> {
  string lower = !tolower(s);
  string upper = !toupper(s);
  string subst = !subst(p, "_", s);
  string substr = !substr(s, i);
  string substr2 = !substr(s, i, 2);
  int find = !find(s, p);
  int find2 = !find(s, p, i);
  int size = !size(s);
}
def x : C<"Hello World", "o", 1>;
def y : C<"ABC", "Z", 0>;
def lit {
  string l = !tolower("MiXeD 123");
  string u = !toupper("MiXeD 123");
  string s = !subst("ab", "X", "abcabab");
  string sb = !substr("hello", 1, 3);
  string sb2 = !substr("hello", 3, 100);
  int f = !find("hello", "l");
  int f2 = !find("hello", "l", 3);
  int f3 = !find("hello", "z");
  int f4 = !find("hello", "", 5);
}
class R;
def r1 : R;
def r2 : R;
class D<R a, R b, R c> { R s = !subst(a, b, c); }
def sd : D<r1, r2, r1>;

// Expected output (identical to llvm-tblgen 22):
// CHECK-LABEL: ------------- Classes -----------------
// CHECK-NEXT: class C<string C:s = ?, string C:p = ?, int C:i = ?> {
// CHECK-NEXT:   string lower = !tolower(C:s);
// CHECK-NEXT:   string upper = !toupper(C:s);
// CHECK-NEXT:   string subst = !subst(C:p, "_", C:s);
// CHECK-NEXT:   string substr = !substr(C:s, C:i, 9223372036854775807);
// CHECK-NEXT:   string substr2 = !substr(C:s, C:i, 2);
// CHECK-NEXT:   int find = !find(C:s, C:p, 0);
// CHECK-NEXT:   int find2 = !find(C:s, C:p, C:i);
// CHECK-NEXT:   int size = !size(C:s);
// CHECK-NEXT: }
// CHECK-NEXT: class D<R D:a = ?, R D:b = ?, R D:c = ?> {
// CHECK-NEXT:   R s = D:c;
// CHECK-NEXT: }
// CHECK-NEXT: class R {
// CHECK-NEXT: }
// CHECK-NEXT: ------------- Defs -----------------
// CHECK-NEXT: def lit {
// CHECK-NEXT:   string l = "mixed 123";
// CHECK-NEXT:   string u = "MIXED 123";
// CHECK-NEXT:   string s = "XcXX";
// CHECK-NEXT:   string sb = "ell";
// CHECK-NEXT:   string sb2 = "lo";
// CHECK-NEXT:   int f = 2;
// CHECK-NEXT:   int f2 = 3;
// CHECK-NEXT:   int f3 = -1;
// CHECK-NEXT:   int f4 = 5;
// CHECK-NEXT: }
// CHECK-NEXT: def r1 {	// R
// CHECK-NEXT: }
// CHECK-NEXT: def r2 {	// R
// CHECK-NEXT: }
// CHECK-NEXT: def sd {	// D
// CHECK-NEXT:   R s = r1;
// CHECK-NEXT: }
// CHECK-NEXT: def x {	// C
// CHECK-NEXT:   string lower = "hello world";
// CHECK-NEXT:   string upper = "HELLO WORLD";
// CHECK-NEXT:   string subst = "Hell_ W_rld";
// CHECK-NEXT:   string substr = "ello World";
// CHECK-NEXT:   string substr2 = "el";
// CHECK-NEXT:   int find = 4;
// CHECK-NEXT:   int find2 = 4;
// CHECK-NEXT:   int size = 11;
// CHECK-NEXT: }
// CHECK-NEXT: def y {	// C
// CHECK-NEXT:   string lower = "abc";
// CHECK-NEXT:   string upper = "ABC";
// CHECK-NEXT:   string subst = "ABC";
// CHECK-NEXT:   string substr = "ABC";
// CHECK-NEXT:   string substr2 = "AB";
// CHECK-NEXT:   int find = -1;
// CHECK-NEXT:   int find2 = -1;
// CHECK-NEXT:   int size = 3;
// CHECK-NEXT: }
