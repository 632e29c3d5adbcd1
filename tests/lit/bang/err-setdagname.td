// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
def op;
class C<string k> { dag a = !setdagname((op 1:$x), k, "z"); }
// CHECK: [[@LINE+1]]:5: error: !setdagname key 'q' is not found
def d : C<"q">;
