// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
def op;
class C<int i> { dag a = !setdagarg((op 1), i, 5); }
// CHECK: [[@LINE+1]]:5: error: !setdagarg index -1 is negative
def d : C<-1>;
