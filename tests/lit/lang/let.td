// RUN: %tblgen %s | FileCheck %s
// DIFF:
// let: top-level let ... in with several bindings, nested lets (the inner
// one wins), bit ranges (X<3-0> in a top-level let, X{3-0} in a body), and
// let around defm and multiclass contents.

class C {
  bits<8> X = 0;
  int A = 0;
  string S = "";
}

let A = 1, S = "outer" in {
  def plain : C;
  let A = 2 in
    def inner : C;
  let X<3-0> = 0b1111 in {
    def low : C;
    let X<7...6> = 0b10 in
      def low_high : C;
  }
}

let X<0, 2, 4> = 0b111 in
  def scattered : C;

def body : C {
  let X{7-4} = 0xa;
  let X{0} = 1;
  let S = "body";
}

multiclass M {
  def _a : C;
  let A = 5 in
    def _b : C;
}
let S = "around defm" in
  defm m : M;

// Expected output (identical to llvm-tblgen 22):
// CHECK-LABEL: ------------- Classes -----------------
// CHECK-NEXT: class C {
// CHECK-NEXT:   bits<8> X = { 0, 0, 0, 0, 0, 0, 0, 0 };
// CHECK-NEXT:   int A = 0;
// CHECK-NEXT:   string S = "";
// CHECK-NEXT: }
// CHECK-NEXT: ------------- Defs -----------------
// CHECK-NEXT: def body {	// C
// CHECK-NEXT:   bits<8> X = { 1, 0, 1, 0, 0, 0, 0, 1 };
// CHECK-NEXT:   int A = 0;
// CHECK-NEXT:   string S = "body";
// CHECK-NEXT: }
// CHECK-NEXT: def inner {	// C
// CHECK-NEXT:   bits<8> X = { 0, 0, 0, 0, 0, 0, 0, 0 };
// CHECK-NEXT:   int A = 2;
// CHECK-NEXT:   string S = "outer";
// CHECK-NEXT: }
// CHECK-NEXT: def low {	// C
// CHECK-NEXT:   bits<8> X = { 0, 0, 0, 0, 1, 1, 1, 1 };
// CHECK-NEXT:   int A = 1;
// CHECK-NEXT:   string S = "outer";
// CHECK-NEXT: }
// CHECK-NEXT: def low_high {	// C
// CHECK-NEXT:   bits<8> X = { 1, 0, 0, 0, 1, 1, 1, 1 };
// CHECK-NEXT:   int A = 1;
// CHECK-NEXT:   string S = "outer";
// CHECK-NEXT: }
// CHECK-NEXT: def m_a {	// C
// CHECK-NEXT:   bits<8> X = { 0, 0, 0, 0, 0, 0, 0, 0 };
// CHECK-NEXT:   int A = 0;
// CHECK-NEXT:   string S = "around defm";
// CHECK-NEXT: }
// CHECK-NEXT: def m_b {	// C
// CHECK-NEXT:   bits<8> X = { 0, 0, 0, 0, 0, 0, 0, 0 };
// CHECK-NEXT:   int A = 5;
// CHECK-NEXT:   string S = "around defm";
// CHECK-NEXT: }
// CHECK-NEXT: def plain {	// C
// CHECK-NEXT:   bits<8> X = { 0, 0, 0, 0, 0, 0, 0, 0 };
// CHECK-NEXT:   int A = 1;
// CHECK-NEXT:   string S = "outer";
// CHECK-NEXT: }
// CHECK-NEXT: def scattered {	// C
// CHECK-NEXT:   bits<8> X = { 0, 0, 0, 1, 0, 1, 0, 1 };
// CHECK-NEXT:   int A = 0;
// CHECK-NEXT:   string S = "";
// CHECK-NEXT: }
