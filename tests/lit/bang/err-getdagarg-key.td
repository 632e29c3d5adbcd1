// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
def op;
class C<string k> { int a = !getdagarg<int>((op 1:$x), k); }
// CHECK: [[@LINE+1]]:5: error: !getdagarg key 'y' is not found
def d : C<"y">;
