// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
def a; def b;
class C<dag x> { dag v = !con(x, (b 2)); }
def d : C<(a 1)>;

// CHECK: error: Concatenated Dag operators do not match: '(a 1)' vs. '(b 2)'
