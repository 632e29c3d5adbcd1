// RUN: %tblgen %s | FileCheck %s
// DIFF:
// defvar: global variables, and local ones in records, classes, foreach,
// if and multiclass bodies; a local variable may shadow a global one.

defvar Global = 10;
defvar GlobalList = [1, 2, 3];
defvar Str = "g";

class C<int a> {
  defvar twice = !mul(a, 2);
  int T = twice;
  int G = Global;
}

def d : C<4> {
  defvar Str = "local";
  string S = Str;
  list<int> L = GlobalList;
}

foreach i = [1, 2] in {
  defvar sq = !mul(i, i);
  def sq#i {
    int V = sq;
    string S = Str;
  }
}

if !gt(Global, 5) then {
  defvar msg = "big";
  def cond_rec { string M = msg; }
}

multiclass M<int x> {
  defvar y = !add(x, Global);
  def _r { int Y = y; }
}
defm m : M<1>;

// Expected output (identical to llvm-tblgen 22):
// CHECK-LABEL: ------------- Classes -----------------
// CHECK-NEXT: class C<int C:a = ?> {
// CHECK-NEXT:   int T = !mul(C:a, 2);
// CHECK-NEXT:   int G = 10;
// CHECK-NEXT: }
// CHECK-NEXT: ------------- Defs -----------------
// CHECK-NEXT: def 11 {
// CHECK-NEXT:   int V = 1;
// CHECK-NEXT:   string S = "g";
// CHECK-NEXT: }
// CHECK-NEXT: def 42 {
// CHECK-NEXT:   int V = 4;
// CHECK-NEXT:   string S = "g";
// CHECK-NEXT: }
// CHECK-NEXT: def cond_rec {
// CHECK-NEXT:   string M = "big";
// CHECK-NEXT: }
// CHECK-NEXT: def d {	// C
// CHECK-NEXT:   int T = 8;
// CHECK-NEXT:   int G = 10;
// CHECK-NEXT:   string S = "local";
// CHECK-NEXT:   list<int> L = [1, 2, 3];
// CHECK-NEXT: }
// CHECK-NEXT: def m_r {
// CHECK-NEXT:   int Y = 11;
// CHECK-NEXT: }
