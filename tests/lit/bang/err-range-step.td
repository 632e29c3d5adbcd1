// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
class C<int s> { list<int> v = !range(0, 5, s); }
// CHECK: [[@LINE+1]]:5: error: Step of !range can't be 0
def d : C<0>;
