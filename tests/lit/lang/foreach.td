// RUN: %tblgen %s | FileCheck %s
// DIFF:
// foreach: ranges written a-b and a...b (ascending and descending), brace
// range lists, lists of any type, nested loops, loops without braces, and
// loop variables in names and values.

foreach i = 1-3 in
  def dash#i { int V = i; }
foreach i = 3...1 in
  def dots#i { int V = i; }
foreach i = {0, 2-3, 7...6} in
  def brace#i { int V = i; }
foreach s = ["a", "b"] in
  def str_#s { string S = s; }
foreach l = [[1, 2], [3]] in
  def lst#!size(l)#_#!head(l) { list<int> L = l; }
foreach i = [1, 2] in {
  foreach j = [10, 20] in {
    def nest#i#_#j {
      int Sum = !add(i, j);
    }
  }
}
foreach i = !range(2) in
  def rng#i;
foreach i = []<int> in
  def never#i;

// Expected output (identical to llvm-tblgen 22):
// CHECK-LABEL: ------------- Classes -----------------
// CHECK-NEXT: ------------- Defs -----------------
// CHECK-NEXT: def brace0 {
// CHECK-NEXT:   int V = 0;
// CHECK-NEXT: }
// CHECK-NEXT: def brace2 {
// CHECK-NEXT:   int V = 2;
// CHECK-NEXT: }
// CHECK-NEXT: def brace3 {
// CHECK-NEXT:   int V = 3;
// CHECK-NEXT: }
// CHECK-NEXT: def brace6 {
// CHECK-NEXT:   int V = 6;
// CHECK-NEXT: }
// CHECK-NEXT: def brace7 {
// CHECK-NEXT:   int V = 7;
// CHECK-NEXT: }
// CHECK-NEXT: def dash1 {
// CHECK-NEXT:   int V = 1;
// CHECK-NEXT: }
// CHECK-NEXT: def dash2 {
// CHECK-NEXT:   int V = 2;
// CHECK-NEXT: }
// CHECK-NEXT: def dash3 {
// CHECK-NEXT:   int V = 3;
// CHECK-NEXT: }
// CHECK-NEXT: def dots1 {
// CHECK-NEXT:   int V = 1;
// CHECK-NEXT: }
// CHECK-NEXT: def dots2 {
// CHECK-NEXT:   int V = 2;
// CHECK-NEXT: }
// CHECK-NEXT: def dots3 {
// CHECK-NEXT:   int V = 3;
// CHECK-NEXT: }
// CHECK-NEXT: def lst1_3 {
// CHECK-NEXT:   list<int> L = [3];
// CHECK-NEXT: }
// CHECK-NEXT: def lst2_1 {
// CHECK-NEXT:   list<int> L = [1, 2];
// CHECK-NEXT: }
// CHECK-NEXT: def nest1_10 {
// CHECK-NEXT:   int Sum = 11;
// CHECK-NEXT: }
// CHECK-NEXT: def nest1_20 {
// CHECK-NEXT:   int Sum = 21;
// CHECK-NEXT: }
// CHECK-NEXT: def nest2_10 {
// CHECK-NEXT:   int Sum = 12;
// CHECK-NEXT: }
// CHECK-NEXT: def nest2_20 {
// CHECK-NEXT:   int Sum = 22;
// CHECK-NEXT: }
// CHECK-NEXT: def rng0 {
// CHECK-NEXT: }
// CHECK-NEXT: def rng1 {
// CHECK-NEXT: }
// CHECK-NEXT: def str_a {
// CHECK-NEXT:   string S = "a";
// CHECK-NEXT: }
// CHECK-NEXT: def str_b {
// CHECK-NEXT:   string S = "b";
// CHECK-NEXT: }
