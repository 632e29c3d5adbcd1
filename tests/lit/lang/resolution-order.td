// RUN: %tblgen %s | FileCheck %s
// DIFF:
// Resolution order: template arguments are substituted first, then let
// overrides (from enclosing lets and the body) apply, and references to
// other fields of the record are resolved last, so they see the final
// values.

class Base<int arg> {
  int A = arg;
  int B = !add(A, 1);
  int C = !mul(B, 10);
  string D = "A=" # A # " C=" # C;
}

def plain : Base<1>;
def overridden : Base<1> {
  let A = 5;
}
let B = 100 in
  def outerlet : Base<1>;
let A = 7 in
  def bodywins : Base<1> {
    let A = 8;
  }
class Derived<int x> : Base<x> {
  let A = !mul(x, 3);
}
def derived : Derived<2>;

// Expected output (identical to llvm-tblgen 22):
// CHECK-LABEL: ------------- Classes -----------------
// CHECK-NEXT: class Base<int Base:arg = ?> {
// CHECK-NEXT:   int A = Base:arg;
// CHECK-NEXT:   int B = !add(A, 1);
// CHECK-NEXT:   int C = !mul(B, 10);
// CHECK-NEXT:   string D = !strconcat("A=", !strconcat(!cast<string>(A), !strconcat(" C=", !cast<string>(C))));
// CHECK-NEXT: }
// CHECK-NEXT: class Derived<int Derived:x = ?> {	// Base
// CHECK-NEXT:   int A = !mul(Derived:x, 3);
// CHECK-NEXT:   int B = !add(A, 1);
// CHECK-NEXT:   int C = !mul(B, 10);
// CHECK-NEXT:   string D = !strconcat("A=", !strconcat(!cast<string>(A), !strconcat(" C=", !cast<string>(C))));
// CHECK-NEXT: }
// CHECK-NEXT: ------------- Defs -----------------
// CHECK-NEXT: def bodywins {	// Base
// CHECK-NEXT:   int A = 8;
// CHECK-NEXT:   int B = 9;
// CHECK-NEXT:   int C = 90;
// CHECK-NEXT:   string D = "A=8 C=90";
// CHECK-NEXT: }
// CHECK-NEXT: def derived {	// Base Derived
// CHECK-NEXT:   int A = 6;
// CHECK-NEXT:   int B = 7;
// CHECK-NEXT:   int C = 70;
// CHECK-NEXT:   string D = "A=6 C=70";
// CHECK-NEXT: }
// CHECK-NEXT: def outerlet {	// Base
// CHECK-NEXT:   int A = 1;
// CHECK-NEXT:   int B = 100;
// CHECK-NEXT:   int C = 1000;
// CHECK-NEXT:   string D = "A=1 C=1000";
// CHECK-NEXT: }
// CHECK-NEXT: def overridden {	// Base
// CHECK-NEXT:   int A = 5;
// CHECK-NEXT:   int B = 6;
// CHECK-NEXT:   int C = 60;
// CHECK-NEXT:   string D = "A=5 C=60";
// CHECK-NEXT: }
// CHECK-NEXT: def plain {	// Base
// CHECK-NEXT:   int A = 1;
// CHECK-NEXT:   int B = 2;
// CHECK-NEXT:   int C = 20;
// CHECK-NEXT:   string D = "A=1 C=20";
// CHECK-NEXT: }
