// Recursion through class instantiation that ends is fine up to the limit.
// RUN: %tblgen %s | FileCheck %s
// RUN: not %tblgen --max-instantiation-depth=100 %s 2>&1 | FileCheck %s --check-prefix=LOW
// DIFF:

class Sum<int n> {
  int v = !if(!eq(n, 0), 0, !add(n, Sum<!sub(n, 1)>.v));
}
// CHECK: int r = 500500;
// LOW: error: nesting of class instantiations (Sum<...>) exceeds the limit of 100
def X { int r = Sum<1000>.v; }
