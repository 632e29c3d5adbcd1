// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
def op;
class C<int i> { int a = !getdagarg<int>((op 1, 2), i); }
// CHECK: [[@LINE+1]]:5: error: !getdagarg index 2 is out of range (dag has 2 arguments)
def d : C<2>;
