// RUN: %tblgen %s | FileCheck %s
// DIFF:
// The # paste operator in record names and values: identifiers with
// identifiers, strings, numbers and variables, NAME on either side, a
// trailing #, and names that start with digits after pasting.

defvar suffix = "_s";
def a#b;
def c#"str";
def d#1#e;
def f#suffix;
foreach i = [1, 2] in {
  def g#i;
  def h#i#_#i;
  def 8#i#i;
}
multiclass M<string p> {
  def p#NAME;
  def NAME#p;
  def NAME#_#p#_x;
}
defm m : M<"P">;
def vals {
  string S = "a" # "b" # 1 # suffix;
  list<int> L = [1] # [2, 3];
  string T = "t"#;
}

// Expected output (identical to llvm-tblgen 22):
// CHECK-LABEL: ------------- Classes -----------------
// CHECK-NEXT: ------------- Defs -----------------
// CHECK-NEXT: def 811 {
// CHECK-NEXT: }
// CHECK-NEXT: def 822 {
// CHECK-NEXT: }
// CHECK-NEXT: def Pm {
// CHECK-NEXT: }
// CHECK-NEXT: def ab {
// CHECK-NEXT: }
// CHECK-NEXT: def cstr {
// CHECK-NEXT: }
// CHECK-NEXT: def d1e {
// CHECK-NEXT: }
// CHECK-NEXT: def fsuffix {
// CHECK-NEXT: }
// CHECK-NEXT: def g1 {
// CHECK-NEXT: }
// CHECK-NEXT: def g2 {
// CHECK-NEXT: }
// CHECK-NEXT: def h1_1 {
// CHECK-NEXT: }
// CHECK-NEXT: def h2_2 {
// CHECK-NEXT: }
// CHECK-NEXT: def mP {
// CHECK-NEXT: }
// CHECK-NEXT: def m_P_x {
// CHECK-NEXT: }
// CHECK-NEXT: def vals {
// CHECK-NEXT:   string S = "ab1suffix";
// CHECK-NEXT:   list<int> L = [1, 2, 3];
// CHECK-NEXT:   string T = "t";
// CHECK-NEXT: }
