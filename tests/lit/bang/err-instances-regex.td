// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
class A;
def x { list<A> l = !instances<A>("(a|)"); }

// CHECK: error: invalid regex '(a|)'
