// RUN: not %tblgen %s 2>&1 | FileCheck %s
// llvm-tblgen 22 crashes on these (no DIFF); tblgen reports an error.
class C<list<int> l> { int h = !head(l); }
// CHECK: [[@LINE+1]]:5: error: Illegal operation: !head of an empty list
def d : C<[]>;
