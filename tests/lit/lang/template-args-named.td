// RUN: %tblgen %s | FileCheck %s
// DIFF:
// Positional and named template arguments for classes, multiclasses and
// anonymous instantiations; named arguments may come in any order after the
// positional ones, and unnamed ones take their defaults.

class P<int a, int b = 2, int c = 3, string s = "s"> {
  int A = a;
  int B = b;
  int C = c;
  string S = s;
}

def all_positional : P<1, 20, 30, "x">;
def only_named : P<a = 1, c = 33>;
def mixed : P<1, s = "named", b = 22>;
def defaults : P<4>;

multiclass M<int x, string y = "y"> {
  def _r : P<x, s = y>;
}
defm m1 : M<5>;
defm m2 : M<y = "why", x = 6>;

def anon {
  P p = P<7, c = 70>;
  int fromAnon = P<8, b = 80>.B;
}

// Expected output (identical to llvm-tblgen 22):
// CHECK-LABEL: ------------- Classes -----------------
// CHECK-NEXT: class P<int P:a = ?, int P:b = 2, int P:c = 3, string P:s = "s"> {
// CHECK-NEXT:   int A = P:a;
// CHECK-NEXT:   int B = P:b;
// CHECK-NEXT:   int C = P:c;
// CHECK-NEXT:   string S = P:s;
// CHECK-NEXT: }
// CHECK-NEXT: ------------- Defs -----------------
// CHECK-NEXT: def all_positional {	// P
// CHECK-NEXT:   int A = 1;
// CHECK-NEXT:   int B = 20;
// CHECK-NEXT:   int C = 30;
// CHECK-NEXT:   string S = "x";
// CHECK-NEXT: }
// CHECK-NEXT: def anon {
// CHECK-NEXT:   P p = anonymous_0;
// CHECK-NEXT:   int fromAnon = 80;
// CHECK-NEXT: }
// CHECK-NEXT: def anonymous_0 {	// P
// CHECK-NEXT:   int A = 7;
// CHECK-NEXT:   int B = 2;
// CHECK-NEXT:   int C = 70;
// CHECK-NEXT:   string S = "s";
// CHECK-NEXT: }
// CHECK-NEXT: def anonymous_1 {	// P
// CHECK-NEXT:   int A = 8;
// CHECK-NEXT:   int B = 80;
// CHECK-NEXT:   int C = 3;
// CHECK-NEXT:   string S = "s";
// CHECK-NEXT: }
// CHECK-NEXT: def defaults {	// P
// CHECK-NEXT:   int A = 4;
// CHECK-NEXT:   int B = 2;
// CHECK-NEXT:   int C = 3;
// CHECK-NEXT:   string S = "s";
// CHECK-NEXT: }
// CHECK-NEXT: def m1_r {	// P
// CHECK-NEXT:   int A = 5;
// CHECK-NEXT:   int B = 2;
// CHECK-NEXT:   int C = 3;
// CHECK-NEXT:   string S = "y";
// CHECK-NEXT: }
// CHECK-NEXT: def m2_r {	// P
// CHECK-NEXT:   int A = 6;
// CHECK-NEXT:   int B = 2;
// CHECK-NEXT:   int C = 3;
// CHECK-NEXT:   string S = "why";
// CHECK-NEXT: }
// CHECK-NEXT: def mixed {	// P
// CHECK-NEXT:   int A = 1;
// CHECK-NEXT:   int B = 22;
// CHECK-NEXT:   int C = 3;
// CHECK-NEXT:   string S = "named";
// CHECK-NEXT: }
// CHECK-NEXT: def only_named {	// P
// CHECK-NEXT:   int A = 1;
// CHECK-NEXT:   int B = 2;
// CHECK-NEXT:   int C = 33;
// CHECK-NEXT:   string S = "s";
// CHECK-NEXT: }
