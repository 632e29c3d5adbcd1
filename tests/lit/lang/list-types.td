// RUN: %tblgen %s | FileCheck %s
// DIFF:
// List element types: deduced from the elements (the most specific common
// type, records included), given by the field type or by []<type>, empty
// lists, nested lists, and elements converted to the declared type.

class A;
class B : A;
class C : A;
class D : B;
def a : A;
def b : B;
def c : C;
def d : D;

def lists {
  list<A> Declared = [b, c];
  list<int> Empty = [];
  list<string> EmptyStr = []<string>;
  list<list<int>> Nested = [[1], [], [2, 3]];
  list<bits<2>> Converted = [0, 1, 0b11];
  list<int> FromBits = [0b10, 0b11];
  list<B> Sub = [b, d];
  list<A> Mixed = [d, c, a];
  int SizeDeduced = !size([b, d]);
  list<A> Concat = !listconcat([b], [c]);
  list<int> Trailing = [1, 2, ];
}
defvar Deduced = [b, d];
defvar DeducedCommon = [b, c];
def uses {
  list<B> L1 = Deduced;
  list<A> L2 = DeducedCommon;
  B first = !head(Deduced);
  list<dag> Dags = [(a), (b 1)];
}

// Expected output (identical to llvm-tblgen 22):
// CHECK-LABEL: ------------- Classes -----------------
// CHECK-NEXT: class A {
// CHECK-NEXT: }
// CHECK-NEXT: class B {	// A
// CHECK-NEXT: }
// CHECK-NEXT: class C {	// A
// CHECK-NEXT: }
// CHECK-NEXT: class D {	// A B
// CHECK-NEXT: }
// CHECK-NEXT: ------------- Defs -----------------
// CHECK-NEXT: def a {	// A
// CHECK-NEXT: }
// CHECK-NEXT: def b {	// A B
// CHECK-NEXT: }
// CHECK-NEXT: def c {	// A C
// CHECK-NEXT: }
// CHECK-NEXT: def d {	// A B D
// CHECK-NEXT: }
// CHECK-NEXT: def lists {
// CHECK-NEXT:   list<A> Declared = [b, c];
// CHECK-NEXT:   list<int> Empty = [];
// CHECK-NEXT:   list<string> EmptyStr = [];
// CHECK-NEXT:   list<list<int>> Nested = {{\[\[}}1], [], [2, 3]];
// CHECK-NEXT:   list<bits<2>> Converted = [0, 1, { 1, 1 }];
// CHECK-NEXT:   list<int> FromBits = [2, 3];
// CHECK-NEXT:   list<B> Sub = [b, d];
// CHECK-NEXT:   list<A> Mixed = [d, c, a];
// CHECK-NEXT:   int SizeDeduced = 2;
// CHECK-NEXT:   list<A> Concat = [b, c];
// CHECK-NEXT:   list<int> Trailing = [1, 2];
// CHECK-NEXT: }
// CHECK-NEXT: def uses {
// CHECK-NEXT:   list<B> L1 = [b, d];
// CHECK-NEXT:   list<A> L2 = [b, c];
// CHECK-NEXT:   B first = b;
// CHECK-NEXT:   list<dag> Dags = [(a), (b 1)];
// CHECK-NEXT: }
