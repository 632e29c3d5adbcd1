// RUN: %tblgen %s | FileCheck %s
// DIFF:
// A def may refer to itself by name (a reference to the record being
// defined); a field may refer to fields declared before it, and sees their
// final values.

def self {
  string Name = !cast<string>(self);
  int B = 2;
  int A = B;
  list<int> C = [A, B];
  let B = 3;
}
class C {
  C Me = !cast<C>(NAME);
}
def viaClass : C;

// Expected output (identical to llvm-tblgen 22):
// CHECK-LABEL: ------------- Classes -----------------
// CHECK-NEXT: class C {
// CHECK-NEXT:   C Me = !cast<C>(C:NAME);
// CHECK-NEXT: }
// CHECK-NEXT: ------------- Defs -----------------
// CHECK-NEXT: def self {
// CHECK-NEXT:   string Name = "self";
// CHECK-NEXT:   int B = 3;
// CHECK-NEXT:   int A = 3;
// CHECK-NEXT:   list<int> C = [3, 3];
// CHECK-NEXT: }
// CHECK-NEXT: def viaClass {	// C
// CHECK-NEXT:   C Me = viaClass;
// CHECK-NEXT: }
