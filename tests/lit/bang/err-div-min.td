// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
class C<int a, int b> { int q = !div(a, b); }
// CHECK: [[@LINE+1]]:5: error: Illegal operation: INT64_MIN / -1
def d : C<-9223372036854775808, -1>;
