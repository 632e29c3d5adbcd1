// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
class C<int s, int l> { string v = !substr("abc", s, l); }
// CHECK: [[@LINE+2]]:5: error: !substr start position is out of range 0...3: 4
// CHECK: [[@LINE+1]]:5: error: !substr length must be nonnegative
def d : C<4, -1>;
