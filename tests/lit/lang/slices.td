// RUN: %tblgen %s | FileCheck %s
// DIFF:
// Bit ranges on values (x{3-0}, x{0...3}, x{5, 1}) and list slices
// (l[i], l[a...b], l[a-b], l[i, j], l[list]); ranges may run downwards.

def s {
  bits<8> B = 0b10110010;
  bits<4> Low = B{3-0};
  bits<4> LowReversed = B{0...3};
  bits<2> Pick = B{7, 0};
  bits<1> One = B{4};
  bits<3> FromInt = 6{2-0};
  list<int> L = [10, 11, 12, 13, 14];
  int Elem = L[2];
  list<int> Range = L[1...3];
  list<int> Dash = L[3-1];
  list<int> Several = L[0, 4, 2];
  list<int> Mixed = L[0, 2...3];
  list<int> ByList = L[[4, 0]];
  int Last = L[!sub(!size(L), 1)];
}

// Expected output (identical to llvm-tblgen 22):
// CHECK-LABEL: ------------- Classes -----------------
// CHECK-NEXT: ------------- Defs -----------------
// CHECK-NEXT: def s {
// CHECK-NEXT:   bits<8> B = { 1, 0, 1, 1, 0, 0, 1, 0 };
// CHECK-NEXT:   bits<4> Low = { 0, 0, 1, 0 };
// CHECK-NEXT:   bits<4> LowReversed = { 0, 1, 0, 0 };
// CHECK-NEXT:   bits<2> Pick = { 1, 0 };
// CHECK-NEXT:   bits<1> One = { 1 };
// CHECK-NEXT:   bits<3> FromInt = { 1, 1, 0 };
// CHECK-NEXT:   list<int> L = [10, 11, 12, 13, 14];
// CHECK-NEXT:   int Elem = 12;
// CHECK-NEXT:   list<int> Range = [11, 12, 13];
// CHECK-NEXT:   list<int> Dash = [13, 12, 11];
// CHECK-NEXT:   list<int> Several = [10, 14, 12];
// CHECK-NEXT:   list<int> Mixed = [10, 12, 13];
// CHECK-NEXT:   list<int> ByList = [14, 10];
// CHECK-NEXT:   int Last = 14;
// CHECK-NEXT: }
