// RUN: %tblgen %s | FileCheck %s
// DIFF:
// The 'field' keyword: a field so marked may keep a value that is not fully
// resolved in a def (others would be an error); it prints like any field.

class Helper<int x> {
  field int F = x;
  int G = 1;
}

def h : Helper<5>;
def partial {
  int y = ?;
  bits<2> z = ?;
  field int Unresolved = !add(y, 1);
  field bits<2> B = {z{0}, 1};
}

// Expected output (identical to llvm-tblgen 22):
// CHECK-LABEL: ------------- Classes -----------------
// CHECK-NEXT: class Helper<int Helper:x = ?> {
// CHECK-NEXT:   field int F = Helper:x;
// CHECK-NEXT:   int G = 1;
// CHECK-NEXT: }
// CHECK-NEXT: ------------- Defs -----------------
// CHECK-NEXT: def h {	// Helper
// CHECK-NEXT:   field int F = 5;
// CHECK-NEXT:   int G = 1;
// CHECK-NEXT: }
// CHECK-NEXT: def partial {
// CHECK-NEXT:   field int Unresolved = !add(y, 1);
// CHECK-NEXT:   field bits<2> B = { z{0}, 1 };
// CHECK-NEXT:   int y = ?;
// CHECK-NEXT:   bits<2> z = { ?, ? };
// CHECK-NEXT: }
