// RUN: %tblgen %s | FileCheck %s
// RUN: not %tblgen -DREPEAT %s 2>&1 | FileCheck %s --check-prefix=REPEAT
// DIFF:
// Diamond inheritance: a class reached through two parents is listed twice
// among the superclasses (llvm-tblgen 22 does so), its fields take the
// values of the last path; only naming the same class twice is an error.

class A<int x> { int v = x; string n = NAME; }
class B : A<1> { int b = v; }
class C : A<2> { int c = v; }

// CHECK-LABEL: class D {	// A B A C
// CHECK: int v = 2;
class D : B, C { int d = !add(b, c); }

multiclass M { def _m : B, C; }
// CHECK-LABEL: def Q_m {	// A B A C
defm Q : M;

// CHECK-LABEL: def X {	// A B A C
// CHECK: int v = 2;
// CHECK: string n = "X";
def X : B, C;

// CHECK-LABEL: def Y {	// A C A B
// CHECK: int v = 7;
// CHECK: int c = 7;
// CHECK: int b = 7;
def Y : C, B { let v = 7; }

// CHECK-LABEL: def Z {	// A B A C D
// CHECK: int d = 4;
def Z : D;

#ifdef REPEAT
// REPEAT: error: Already subclass of 'A'!
class E : D, A<9>;
#endif
