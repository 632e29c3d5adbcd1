// A class that instantiates itself without end stops at the instantiation
// depth limit (llvm-tblgen overflows its stack here).
// RUN: not %tblgen %s 2>&1 | FileCheck %s
// RUN: not %tblgen --max-instantiation-depth=50 %s 2>&1 | FileCheck %s --check-prefix=LOW

class A<int n> {
// CHECK: [[@LINE+2]]:9: error: nesting of class instantiations (A<...>) exceeds the limit of 10000 (raise it with --max-instantiation-depth)
// LOW: [[@LINE+1]]:9: error: nesting of class instantiations (A<...>) exceeds the limit of 50 (raise it with --max-instantiation-depth)
  A x = A<!add(n, 1)>;
}
def X : A<0>;
