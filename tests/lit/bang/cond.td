// RUN: %tblgen %s | FileCheck %s
// DIFF:
// !cond with folded and unresolved conditions.
class C<int x> {
  string kind = !cond(!lt(x, 0) : "neg", !eq(x, 0) : "zero", true : "pos");
  int v = !cond(!eq(x, 1) : 10, !eq(x, 2) : 20, 1 : 0);
  bit b = !cond(x : 1, true : 0);
}
def m : C<-5>;
def z : C<0>;
def p : C<2>;
def lit {
  int a = !cond(0 : 1, 1 : 2, 1 : 3);
  string s = !cond(true : "first");
  list<int> l = !cond(false : [1], true : []);
}

// Expected output (identical to llvm-tblgen 22):
// CHECK-LABEL: ------------- Classes -----------------
// CHECK-NEXT: class C<int C:x = ?> {
// CHECK-NEXT:   string kind = !cond(!lt(C:x, 0): "neg", !eq(C:x, 0): "zero", 1: "pos");
// CHECK-NEXT:   int v = !cond(!eq(C:x, 1): 10, !eq(C:x, 2): 20, 1: 0);
// CHECK-NEXT:   bit b = !cast<bit>(!cond(C:x: 1, 1: 0));
// CHECK-NEXT: }
// CHECK-NEXT: ------------- Defs -----------------
// CHECK-NEXT: def lit {
// CHECK-NEXT:   int a = 2;
// CHECK-NEXT:   string s = "first";
// CHECK-NEXT:   list<int> l = [];
// CHECK-NEXT: }
// CHECK-NEXT: def m {	// C
// CHECK-NEXT:   string kind = "neg";
// CHECK-NEXT:   int v = 0;
// CHECK-NEXT:   bit b = 1;
// CHECK-NEXT: }
// CHECK-NEXT: def p {	// C
// CHECK-NEXT:   string kind = "pos";
// CHECK-NEXT:   int v = 20;
// CHECK-NEXT:   bit b = 1;
// CHECK-NEXT: }
// CHECK-NEXT: def z {	// C
// CHECK-NEXT:   string kind = "zero";
// CHECK-NEXT:   int v = 0;
// CHECK-NEXT:   bit b = 0;
// CHECK-NEXT: }
