// RUN: %tblgen %s | FileCheck %s
// DIFF:
// def: records with and without bodies, fields of every type, inherited
// fields, fields overridden in the body, and records referring to records.

class Shape {
  string name = "shape";
  int sides = 0;
}

def empty;
def square : Shape {
  let name = "square";
  let sides = 4;
  int extra = sides;
}
def withBody {
  bit b = 1;
  bits<4> bs = 0b1010;
  int i = -42;
  string s = "text";
  string c = [{code}];
  list<int> l = [1, 2, 3];
  dag d = (withBody 1, "two":$n);
  Shape sh = square;
  int unsetInt = ?;
}
def triangle : Shape {
  let sides = 3;
}
def semicolonOnly : Shape;

// Expected output (identical to llvm-tblgen 22):
// CHECK-LABEL: ------------- Classes -----------------
// CHECK-NEXT: class Shape {
// CHECK-NEXT:   string name = "shape";
// CHECK-NEXT:   int sides = 0;
// CHECK-NEXT: }
// CHECK-NEXT: ------------- Defs -----------------
// CHECK-NEXT: def empty {
// CHECK-NEXT: }
// CHECK-NEXT: def semicolonOnly {	// Shape
// CHECK-NEXT:   string name = "shape";
// CHECK-NEXT:   int sides = 0;
// CHECK-NEXT: }
// CHECK-NEXT: def square {	// Shape
// CHECK-NEXT:   string name = "square";
// CHECK-NEXT:   int sides = 4;
// CHECK-NEXT:   int extra = 4;
// CHECK-NEXT: }
// CHECK-NEXT: def triangle {	// Shape
// CHECK-NEXT:   string name = "shape";
// CHECK-NEXT:   int sides = 3;
// CHECK-NEXT: }
// CHECK-NEXT: def withBody {
// CHECK-NEXT:   bit b = 1;
// CHECK-NEXT:   bits<4> bs = { 1, 0, 1, 0 };
// CHECK-NEXT:   int i = -42;
// CHECK-NEXT:   string s = "text";
// CHECK-NEXT:   code c = [{code}];
// CHECK-NEXT:   list<int> l = [1, 2, 3];
// CHECK-NEXT:   dag d = (withBody 1, "two":$n);
// CHECK-NEXT:   Shape sh = square;
// CHECK-NEXT:   int unsetInt = ?;
// CHECK-NEXT: }
