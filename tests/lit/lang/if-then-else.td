// RUN: %tblgen %s | FileCheck %s
// DIFF:
// if/then/else at top level, in loops and in multiclasses, with and without
// braces, nested, and with an else that binds to the nearest if.

defvar flag = 1;
if flag then
  def top_then;
else
  def top_else;

if !not(flag) then {
  def braced_then;
} else {
  def braced_else { int X = 1; }
}

foreach i = [0, 1, 2] in {
  if !eq(i, 0) then
    def zero#i;
  else if !eq(i, 1) then
    def one#i;
  else
    def other#i;
}

multiclass M<bit b> {
  if b then
    def _yes;
  if !not(b) then
    def _no;
}
defm T : M<1>;
defm F : M<0>;

if 1 then
  if 0 then
    def inner_then;
  else
    def inner_else;

// Expected output (identical to llvm-tblgen 22):
// CHECK-LABEL: ------------- Classes -----------------
// CHECK-NEXT: ------------- Defs -----------------
// CHECK-NEXT: def F_no {
// CHECK-NEXT: }
// CHECK-NEXT: def T_yes {
// CHECK-NEXT: }
// CHECK-NEXT: def braced_else {
// CHECK-NEXT:   int X = 1;
// CHECK-NEXT: }
// CHECK-NEXT: def inner_else {
// CHECK-NEXT: }
// CHECK-NEXT: def one1 {
// CHECK-NEXT: }
// CHECK-NEXT: def other2 {
// CHECK-NEXT: }
// CHECK-NEXT: def top_then {
// CHECK-NEXT: }
// CHECK-NEXT: def zero0 {
// CHECK-NEXT: }
