// Found by the random differential test (mutated programs): a named
// template argument whose value does not parse is an error (llvm-tblgen
// crashes).
// RUN: not %tblgen %s 2>&1 | FileCheck %s

class C<int a = 1>;
// CHECK: [[@LINE+2]]:15: error: invalid "!operator"
// CHECK-NOT: PLEASE submit
def X : C<a = !>;
