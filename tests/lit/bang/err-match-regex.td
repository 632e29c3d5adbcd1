// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
class C<string re> { bit v = !match("abc", re); }
def d : C<"a**">;

// CHECK: error: invalid regex 'a**'
