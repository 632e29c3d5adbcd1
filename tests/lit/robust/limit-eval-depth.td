// RUN: not %tblgen --max-eval-depth=3 %s 2>&1 | FileCheck %s
// RUN: %tblgen --max-eval-depth=4 %s | FileCheck %s --check-prefix=OK
// DIFF:

// Four !foreach evaluated inside one another: each inner list depends on
// the outer variable through an !if, so that it cannot be folded early.
// CHECK: [[@LINE+2]]:5: error: nesting of !foreach evaluation exceeds the limit of 3 (raise it with --max-eval-depth)
// OK: list<list<list<list<int>>>> l = {{\[\[\[\[}}2]]]];
def X { list<list<list<list<int>>>> l =
  !foreach(a, [1], !foreach(b, !if(!eq(a, 0), [a], [a]), !foreach(c, !if(!eq(b, 0), [b], [b]),
    !foreach(d, !if(!eq(c, 0), [c], [c]), !add(d, 1))))); }
