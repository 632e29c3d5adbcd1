// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
class C<int n> { list<int> l = !listsplat(0, n); }
def d : C<-2>;

// CHECK: error: !listsplat count -2 is negative
