// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
class C<int n> { int l = !logtwo(n); }
// CHECK: [[@LINE+1]]:5: error: Illegal operation: logtwo is undefined on arguments less than or equal to 0
def d : C<0>;
