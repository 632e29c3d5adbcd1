// RUN: %tblgen %s | FileCheck %s
// DIFF:
// !instances asked again after more defs: each answer sees every def made
// so far, in numeric name order; anchored patterns with repetition or
// alternation after the first letters.
class P;
class Q : P;
def Pb2 : P;
def Pa10 : Q;
class Ask<string re> {
  list<P> ps = !instances<P>(re);
  list<Q> qs = !instances<Q>(re);
}
def first : Ask<"^P">;
def Pa9 : Q;
def : P;
multiclass M { def _x : Q; def _y : P; }
defm Pa1 : M;
def second : Ask<"^Pa">;
def third : Ask<"^Pa1*">;
def fourth : Ask<"^Pb|_y$">;
def fifth : Ask<"^Pa1?0">;
def sixth : Ask<"^P[a]9">;
def seventh : Ask<"^Pa1_">;
def eighth : Ask<"^(Pb)">;
def ninth : Ask<"^anon">;

// Expected output (identical to llvm-tblgen 22):
// CHECK-LABEL: ------------- Defs -----------------
// CHECK-NEXT: def Pa10 {	// P Q
// CHECK-NEXT: }
// CHECK-NEXT: def Pa1_x {	// P Q
// CHECK-NEXT: }
// CHECK-NEXT: def Pa1_y {	// P
// CHECK-NEXT: }
// CHECK-NEXT: def Pa9 {	// P Q
// CHECK-NEXT: }
// CHECK-NEXT: def Pb2 {	// P
// CHECK-NEXT: }
// CHECK-NEXT: def anonymous_0 {	// P
// CHECK-NEXT: }
// CHECK-NEXT: def eighth {	// Ask
// CHECK-NEXT:   list<P> ps = [Pb2];
// CHECK-NEXT:   list<Q> qs = [];
// CHECK-NEXT: }
// CHECK-NEXT: def fifth {	// Ask
// CHECK-NEXT:   list<P> ps = [Pa10];
// CHECK-NEXT:   list<Q> qs = [Pa10];
// CHECK-NEXT: }
// CHECK-NEXT: def first {	// Ask
// CHECK-NEXT:   list<P> ps = [Pa10, Pb2];
// CHECK-NEXT:   list<Q> qs = [Pa10];
// CHECK-NEXT: }
// CHECK-NEXT: def fourth {	// Ask
// CHECK-NEXT:   list<P> ps = [Pa1_y, Pb2];
// CHECK-NEXT:   list<Q> qs = [];
// CHECK-NEXT: }
// CHECK-NEXT: def ninth {	// Ask
// CHECK-NEXT:   list<P> ps = [anonymous_0];
// CHECK-NEXT:   list<Q> qs = [];
// CHECK-NEXT: }
// CHECK-NEXT: def second {	// Ask
// CHECK-NEXT:   list<P> ps = [Pa1_x, Pa1_y, Pa9, Pa10];
// CHECK-NEXT:   list<Q> qs = [Pa1_x, Pa9, Pa10];
// CHECK-NEXT: }
// CHECK-NEXT: def seventh {	// Ask
// CHECK-NEXT:   list<P> ps = [Pa1_x, Pa1_y];
// CHECK-NEXT:   list<Q> qs = [Pa1_x];
// CHECK-NEXT: }
// CHECK-NEXT: def sixth {	// Ask
// CHECK-NEXT:   list<P> ps = [Pa9];
// CHECK-NEXT:   list<Q> qs = [Pa9];
// CHECK-NEXT: }
// CHECK-NEXT: def third {	// Ask
// CHECK-NEXT:   list<P> ps = [Pa1_x, Pa1_y, Pa9, Pa10];
// CHECK-NEXT:   list<Q> qs = [Pa1_x, Pa9, Pa10];
// CHECK-NEXT: }
