// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
class C<int s> { int v = !find("abc", "c", s); }
// CHECK: [[@LINE+1]]:5: error: !find start position is out of range 0...3: -1
def d : C<-1>;
