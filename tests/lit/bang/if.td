// RUN: %tblgen %s | FileCheck %s
// DIFF:
// !if, folded and unresolved; a decided !if resolves only its branch.
class C<bit c, int a, int b> {
  int sel = !if(c, a, b);
  int nested = !if(c, !if(!eq(a, b), 0, 1), 2);
  string str = !if(!gt(a, b), "gt", "le");
  list<int> lst = !if(c, [a], []);
  int divguard = !if(!eq(b, 0), 0, !div(a, b));
}
def t : C<1, 3, 4>;
def f : C<0, 3, 0>;
def lit {
  int a = !if(1, 10, 20);
  int b = !if(0, 10, 20);
  int c = !if(5, 10, 20);
  string d = !if(true, "yes", "no");
}

// Expected output (identical to llvm-tblgen 22):
// CHECK-LABEL: ------------- Classes -----------------
// CHECK-NEXT: class C<bit C:c = ?, int C:a = ?, int C:b = ?> {
// CHECK-NEXT:   int sel = !if(C:c, C:a, C:b);
// CHECK-NEXT:   int nested = !if(C:c, !if(!eq(C:a, C:b), 0, 1), 2);
// CHECK-NEXT:   string str = !if(!gt(C:a, C:b), "gt", "le");
// CHECK-NEXT:   list<int> lst = !if(C:c, [C:a], []);
// CHECK-NEXT:   int divguard = !if(!eq(C:b, 0), 0, !div(C:a, C:b));
// CHECK-NEXT: }
// CHECK-NEXT: ------------- Defs -----------------
// CHECK-NEXT: def f {	// C
// CHECK-NEXT:   int sel = 0;
// CHECK-NEXT:   int nested = 2;
// CHECK-NEXT:   string str = "gt";
// CHECK-NEXT:   list<int> lst = [];
// CHECK-NEXT:   int divguard = 0;
// CHECK-NEXT: }
// CHECK-NEXT: def lit {
// CHECK-NEXT:   int a = 10;
// CHECK-NEXT:   int b = 20;
// CHECK-NEXT:   int c = 10;
// CHECK-NEXT:   string d = "yes";
// CHECK-NEXT: }
// CHECK-NEXT: def t {	// C
// CHECK-NEXT:   int sel = 3;
// CHECK-NEXT:   int nested = 1;
// CHECK-NEXT:   string str = "le";
// CHECK-NEXT:   list<int> lst = [3];
// CHECK-NEXT:   int divguard = 0;
// CHECK-NEXT: }
