// RUN: %tblgen %s | FileCheck %s
// DIFF:
// Multiclasses: template arguments passed on to nested defms, let inside a
// multiclass, multiclass inheritance, defvar and foreach in a body, and
// NAME in nested instantiations.

class R<string n, int v> {
  string Name = n;
  int V = v;
  int Flag = 0;
}

multiclass Leaf<int v> {
  def _leaf : R<NAME, v>;
}

multiclass Mid<int v, string suffix = "m"> {
  defvar twice = !mul(v, 2);
  defm _a : Leaf<v>;
  defm _b#suffix : Leaf<twice>;
  let Flag = 1 in
    def _flagged : R<NAME # "!", v>;
  foreach i = [1, 2] in
    def _i#i : R<NAME, !add(v, i)>;
}

multiclass Top<int v> : Mid<v, "t"> {
  defm _nested : Mid<!add(v, 100)>;
}

defm X : Mid<1>;
defm Y : Top<2>;

// Expected output (identical to llvm-tblgen 22):
// CHECK-LABEL: ------------- Classes -----------------
// CHECK-NEXT: class R<string R:n = ?, int R:v = ?> {
// CHECK-NEXT:   string Name = R:n;
// CHECK-NEXT:   int V = R:v;
// CHECK-NEXT:   int Flag = 0;
// CHECK-NEXT: }
// CHECK-NEXT: ------------- Defs -----------------
// CHECK-NEXT: def X_a_leaf {	// R
// CHECK-NEXT:   string Name = "X_a";
// CHECK-NEXT:   int V = 1;
// CHECK-NEXT:   int Flag = 0;
// CHECK-NEXT: }
// CHECK-NEXT: def X_bm_leaf {	// R
// CHECK-NEXT:   string Name = "X_bm";
// CHECK-NEXT:   int V = 2;
// CHECK-NEXT:   int Flag = 0;
// CHECK-NEXT: }
// CHECK-NEXT: def X_flagged {	// R
// CHECK-NEXT:   string Name = "X!";
// CHECK-NEXT:   int V = 1;
// CHECK-NEXT:   int Flag = 1;
// CHECK-NEXT: }
// CHECK-NEXT: def X_i1 {	// R
// CHECK-NEXT:   string Name = "X";
// CHECK-NEXT:   int V = 2;
// CHECK-NEXT:   int Flag = 0;
// CHECK-NEXT: }
// CHECK-NEXT: def X_i2 {	// R
// CHECK-NEXT:   string Name = "X";
// CHECK-NEXT:   int V = 3;
// CHECK-NEXT:   int Flag = 0;
// CHECK-NEXT: }
// CHECK-NEXT: def Y_a_leaf {	// R
// CHECK-NEXT:   string Name = "Y_a";
// CHECK-NEXT:   int V = 2;
// CHECK-NEXT:   int Flag = 0;
// CHECK-NEXT: }
// CHECK-NEXT: def Y_bt_leaf {	// R
// CHECK-NEXT:   string Name = "Y_bt";
// CHECK-NEXT:   int V = 4;
// CHECK-NEXT:   int Flag = 0;
// CHECK-NEXT: }
// CHECK-NEXT: def Y_flagged {	// R
// CHECK-NEXT:   string Name = "Y!";
// CHECK-NEXT:   int V = 2;
// CHECK-NEXT:   int Flag = 1;
// CHECK-NEXT: }
// CHECK-NEXT: def Y_i1 {	// R
// CHECK-NEXT:   string Name = "Y";
// CHECK-NEXT:   int V = 3;
// CHECK-NEXT:   int Flag = 0;
// CHECK-NEXT: }
// CHECK-NEXT: def Y_i2 {	// R
// CHECK-NEXT:   string Name = "Y";
// CHECK-NEXT:   int V = 4;
// CHECK-NEXT:   int Flag = 0;
// CHECK-NEXT: }
// CHECK-NEXT: def Y_nested_a_leaf {	// R
// CHECK-NEXT:   string Name = "Y_nested_a";
// CHECK-NEXT:   int V = 102;
// CHECK-NEXT:   int Flag = 0;
// CHECK-NEXT: }
// CHECK-NEXT: def Y_nested_bm_leaf {	// R
// CHECK-NEXT:   string Name = "Y_nested_bm";
// CHECK-NEXT:   int V = 204;
// CHECK-NEXT:   int Flag = 0;
// CHECK-NEXT: }
// CHECK-NEXT: def Y_nested_flagged {	// R
// CHECK-NEXT:   string Name = "Y_nested!";
// CHECK-NEXT:   int V = 102;
// CHECK-NEXT:   int Flag = 1;
// CHECK-NEXT: }
// CHECK-NEXT: def Y_nested_i1 {	// R
// CHECK-NEXT:   string Name = "Y_nested";
// CHECK-NEXT:   int V = 103;
// CHECK-NEXT:   int Flag = 0;
// CHECK-NEXT: }
// CHECK-NEXT: def Y_nested_i2 {	// R
// CHECK-NEXT:   string Name = "Y_nested";
// CHECK-NEXT:   int V = 104;
// CHECK-NEXT:   int Flag = 0;
// CHECK-NEXT: }
