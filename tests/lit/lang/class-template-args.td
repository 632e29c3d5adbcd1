// RUN: %tblgen %s | FileCheck %s
// DIFF:
// Class template arguments: types, defaults, defaults that refer to earlier
// arguments, and arguments used in field values and in superclass arguments.

class Base<int n, string s = "base"> {
  int N = n;
  string S = s;
}

class Derived<int a, int b = !mul(a, 2), string tag = "t" # a>
    : Base<!add(a, b), tag> {
  int A = a;
  int B = b;
  list<int> L = [a, b];
}

class NoArgs {
  int k = 7;
}

def d1 : Derived<1>;
def d2 : Derived<3, 4>;
def d3 : Derived<5, 6, "six">;
def b1 : Base<9>;
def n1 : NoArgs;

// Expected output (identical to llvm-tblgen 22):
// CHECK-LABEL: ------------- Classes -----------------
// CHECK-NEXT: class Base<int Base:n = ?, string Base:s = "base"> {
// CHECK-NEXT:   int N = Base:n;
// CHECK-NEXT:   string S = Base:s;
// CHECK-NEXT: }
// CHECK-NEXT: class Derived<int Derived:a = ?, int Derived:b = !mul(Derived:a, 2), string Derived:tag = !strconcat("t", !cast<string>(Derived:a))> {	// Base
// CHECK-NEXT:   int N = !add(Derived:a, Derived:b);
// CHECK-NEXT:   string S = Derived:tag;
// CHECK-NEXT:   int A = Derived:a;
// CHECK-NEXT:   int B = Derived:b;
// CHECK-NEXT:   list<int> L = [Derived:a, Derived:b];
// CHECK-NEXT: }
// CHECK-NEXT: class NoArgs {
// CHECK-NEXT:   int k = 7;
// CHECK-NEXT: }
// CHECK-NEXT: ------------- Defs -----------------
// CHECK-NEXT: def b1 {	// Base
// CHECK-NEXT:   int N = 9;
// CHECK-NEXT:   string S = "base";
// CHECK-NEXT: }
// CHECK-NEXT: def d1 {	// Base Derived
// CHECK-NEXT:   int N = 3;
// CHECK-NEXT:   string S = "t1";
// CHECK-NEXT:   int A = 1;
// CHECK-NEXT:   int B = 2;
// CHECK-NEXT:   list<int> L = [1, 2];
// CHECK-NEXT: }
// CHECK-NEXT: def d2 {	// Base Derived
// CHECK-NEXT:   int N = 7;
// CHECK-NEXT:   string S = "t3";
// CHECK-NEXT:   int A = 3;
// CHECK-NEXT:   int B = 4;
// CHECK-NEXT:   list<int> L = [3, 4];
// CHECK-NEXT: }
// CHECK-NEXT: def d3 {	// Base Derived
// CHECK-NEXT:   int N = 11;
// CHECK-NEXT:   string S = "six";
// CHECK-NEXT:   int A = 5;
// CHECK-NEXT:   int B = 6;
// CHECK-NEXT:   list<int> L = [5, 6];
// CHECK-NEXT: }
// CHECK-NEXT: def n1 {	// NoArgs
// CHECK-NEXT:   int k = 7;
// CHECK-NEXT: }
