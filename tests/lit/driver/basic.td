// Records with int and string fields; compared with llvm-tblgen by
// tests/conformance/difftest.py (the DIFF line).
//
// RUN: %tblgen %s | FileCheck %s
// DIFF:

class Point<int x, int y> {
  int X = x;
  int Y = y;
  string Label = "point";
}

def Origin : Point<0, 0>;
def Unit : Point<1, 1> {
  let Label = "unit";
}
def Lone {
  int Answer = 42;
  string Greeting = "hello";
}

// CHECK:      ------------- Classes -----------------
// CHECK-NEXT: class Point<int Point:x = ?, int Point:y = ?> {
// CHECK-NEXT:   int X = Point:x;
// CHECK-NEXT:   int Y = Point:y;
// CHECK-NEXT:   string Label = "point";
// CHECK-NEXT: }
// CHECK-NEXT: ------------- Defs -----------------
// CHECK-NEXT: def Lone {
// CHECK-NEXT:   int Answer = 42;
// CHECK-NEXT:   string Greeting = "hello";
// CHECK-NEXT: }
// CHECK-NEXT: def Origin {	// Point
// CHECK-NEXT:   int X = 0;
// CHECK-NEXT:   int Y = 0;
// CHECK-NEXT:   string Label = "point";
// CHECK-NEXT: }
// CHECK-NEXT: def Unit {	// Point
// CHECK-NEXT:   int X = 1;
// CHECK-NEXT:   int Y = 1;
// CHECK-NEXT:   string Label = "unit";
// CHECK-NEXT: }
