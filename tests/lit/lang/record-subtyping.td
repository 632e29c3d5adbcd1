// RUN: %tblgen %s | FileCheck %s
// DIFF:
// Record types: a field of class type A accepts any def that derives from A;
// template arguments of class type; multiple inheritance; !isa and field
// access through a record value.

class A { int Val = 0; }
class B : A { let Val = 1; }
class C { string Tag = "c"; }
class BC : B, C;

def a : A;
def b : B;
def bc : BC;

class Holder<A x> {
  A Held = x;
  int HeldVal = x.Val;
  bit IsB = !isa<B>(x);
  bit IsC = !isa<C>(x);
}
def h1 : Holder<a>;
def h2 : Holder<b>;
def h3 : Holder<bc>;

def fields {
  B OnlyB = bc;
  C AsC = bc;
  string TagOf = bc.Tag;
  A Unset = ?;
}

// Expected output (identical to llvm-tblgen 22):
// CHECK-LABEL: ------------- Classes -----------------
// CHECK-NEXT: class A {
// CHECK-NEXT:   int Val = 0;
// CHECK-NEXT: }
// CHECK-NEXT: class B {	// A
// CHECK-NEXT:   int Val = 1;
// CHECK-NEXT: }
// CHECK-NEXT: class BC {	// A B C
// CHECK-NEXT:   int Val = 1;
// CHECK-NEXT:   string Tag = "c";
// CHECK-NEXT: }
// CHECK-NEXT: class C {
// CHECK-NEXT:   string Tag = "c";
// CHECK-NEXT: }
// CHECK-NEXT: class Holder<A Holder:x = ?> {
// CHECK-NEXT:   A Held = Holder:x;
// CHECK-NEXT:   int HeldVal = Holder:x.Val;
// CHECK-NEXT:   bit IsB = !cast<bit>(!isa<B>(Holder:x));
// CHECK-NEXT:   bit IsC = !cast<bit>(!isa<C>(Holder:x));
// CHECK-NEXT: }
// CHECK-NEXT: ------------- Defs -----------------
// CHECK-NEXT: def a {	// A
// CHECK-NEXT:   int Val = 0;
// CHECK-NEXT: }
// CHECK-NEXT: def b {	// A B
// CHECK-NEXT:   int Val = 1;
// CHECK-NEXT: }
// CHECK-NEXT: def bc {	// A B C BC
// CHECK-NEXT:   int Val = 1;
// CHECK-NEXT:   string Tag = "c";
// CHECK-NEXT: }
// CHECK-NEXT: def fields {
// CHECK-NEXT:   B OnlyB = bc;
// CHECK-NEXT:   C AsC = bc;
// CHECK-NEXT:   string TagOf = "c";
// CHECK-NEXT:   A Unset = ?;
// CHECK-NEXT: }
// CHECK-NEXT: def h1 {	// Holder
// CHECK-NEXT:   A Held = a;
// CHECK-NEXT:   int HeldVal = 0;
// CHECK-NEXT:   bit IsB = 0;
// CHECK-NEXT:   bit IsC = 0;
// CHECK-NEXT: }
// CHECK-NEXT: def h2 {	// Holder
// CHECK-NEXT:   A Held = b;
// CHECK-NEXT:   int HeldVal = 1;
// CHECK-NEXT:   bit IsB = 1;
// CHECK-NEXT:   bit IsC = 0;
// CHECK-NEXT: }
// CHECK-NEXT: def h3 {	// Holder
// CHECK-NEXT:   A Held = bc;
// CHECK-NEXT:   int HeldVal = 1;
// CHECK-NEXT:   bit IsB = 1;
// CHECK-NEXT:   bit IsC = 1;
// CHECK-NEXT: }
