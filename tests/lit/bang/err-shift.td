// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
class C<int n> { int s = !shl(1, n); }
// CHECK: [[@LINE+1]]:5: error: Illegal operation: out of bounds shift
def d : C<64>;
