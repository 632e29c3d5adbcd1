// RUN: %tblgen %s | FileCheck %s
// DIFF:
// !isa, folded and unresolved.
class A;
class B : A;
class D;
def a : A;
def b : B;
def d : D;
class C<A x> {
  bit isb = !isa<B>(x);
  bit isa = !isa<A>(x);
  bit isd = !isa<D>(x);
  bit isint = !isa<int>(x);
  int asint = !isa<B>(x);
}
def ca : C<a>;
def cb : C<b>;
def lit {
  bit i1 = !isa<A>(b);
  bit i2 = !isa<B>(a);
  bit i3 = !isa<int>(5);
  bit i4 = !isa<string>(5);
  bit i5 = !isa<bits<2>>(1);
  bit i6 = !isa<int>({0, 1});
  bit i7 = !isa<list<int>>([1]);
}

// Expected output (identical to llvm-tblgen 22):
// CHECK-LABEL: ------------- Classes -----------------
// CHECK-NEXT: class A {
// CHECK-NEXT: }
// CHECK-NEXT: class B {	// A
// CHECK-NEXT: }
// CHECK-NEXT: class C<A C:x = ?> {
// CHECK-NEXT:   bit isb = !cast<bit>(!isa<B>(C:x));
// CHECK-NEXT:   bit isa = 1;
// CHECK-NEXT:   bit isd = !cast<bit>(!isa<D>(C:x));
// CHECK-NEXT:   bit isint = 0;
// CHECK-NEXT:   int asint = !isa<B>(C:x);
// CHECK-NEXT: }
// CHECK-NEXT: class D {
// CHECK-NEXT: }
// CHECK-NEXT: ------------- Defs -----------------
// CHECK-NEXT: def a {	// A
// CHECK-NEXT: }
// CHECK-NEXT: def b {	// A B
// CHECK-NEXT: }
// CHECK-NEXT: def ca {	// C
// CHECK-NEXT:   bit isb = 0;
// CHECK-NEXT:   bit isa = 1;
// CHECK-NEXT:   bit isd = 0;
// CHECK-NEXT:   bit isint = 0;
// CHECK-NEXT:   int asint = 0;
// CHECK-NEXT: }
// CHECK-NEXT: def cb {	// C
// CHECK-NEXT:   bit isb = 1;
// CHECK-NEXT:   bit isa = 1;
// CHECK-NEXT:   bit isd = 0;
// CHECK-NEXT:   bit isint = 0;
// CHECK-NEXT:   int asint = 1;
// CHECK-NEXT: }
// CHECK-NEXT: def d {	// D
// CHECK-NEXT: }
// CHECK-NEXT: def lit {
// CHECK-NEXT:   bit i1 = 1;
// CHECK-NEXT:   bit i2 = 0;
// CHECK-NEXT:   bit i3 = 1;
// CHECK-NEXT:   bit i4 = 0;
// CHECK-NEXT:   bit i5 = 1;
// CHECK-NEXT:   bit i6 = 1;
// CHECK-NEXT:   bit i7 = 1;
// CHECK-NEXT: }
