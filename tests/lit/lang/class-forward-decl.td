// RUN: %tblgen %s | FileCheck %s
// DIFF:
// A class may be declared before it is defined, so that types can refer to
// it; the definition then gives it its body. A record type may name the
// class being defined.

class Node;
class List {
  Node Head = ?;
}
class Node {
  int Value = 0;
  Node Next = ?;
}
def n2 : Node { let Value = 2; }
def n1 : Node { let Value = 1; let Next = n2; }
def l : List { let Head = n1; }

// Expected output (identical to llvm-tblgen 22):
// CHECK-LABEL: ------------- Classes -----------------
// CHECK-NEXT: class List {
// CHECK-NEXT:   Node Head = ?;
// CHECK-NEXT: }
// CHECK-NEXT: class Node {
// CHECK-NEXT:   int Value = 0;
// CHECK-NEXT:   Node Next = ?;
// CHECK-NEXT: }
// CHECK-NEXT: ------------- Defs -----------------
// CHECK-NEXT: def l {	// List
// CHECK-NEXT:   Node Head = n1;
// CHECK-NEXT: }
// CHECK-NEXT: def n1 {	// Node
// CHECK-NEXT:   int Value = 1;
// CHECK-NEXT:   Node Next = n2;
// CHECK-NEXT: }
// CHECK-NEXT: def n2 {	// Node
// CHECK-NEXT:   int Value = 2;
// CHECK-NEXT:   Node Next = ?;
// CHECK-NEXT: }
