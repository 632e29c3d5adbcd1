// Lists built by !range, !listsplat, ranges and !listconcat are bounded.
// RUN: not %tblgen %s 2>&1 | FileCheck %s
// RUN: not %tblgen -DSPLAT %s 2>&1 | FileCheck %s --check-prefix=SPLAT
// RUN: not %tblgen -DFOREACH %s 2>&1 | FileCheck %s --check-prefix=FOREACH
// RUN: not %tblgen -DCONCAT --max-list-size=1000 %s 2>&1 | FileCheck %s --check-prefix=CONCAT
// RUN: %tblgen -DCONCAT --max-list-size=0 --null-backend %s

#ifdef SPLAT
// SPLAT: [[@LINE+1]]:5: error: !listsplat list exceeds the limit of 16777216 elements (raise it with --max-list-size)
def S { list<int> l = !listsplat(1, 1000000000); }
#else
#ifdef FOREACH
// FOREACH: [[@LINE+1]]:14: error: range list exceeds the limit of 16777216 elements (raise it with --max-list-size)
foreach i = {0-1000000000} in
  def F#i;
#else
#ifdef CONCAT
// Doubling a list: the limit stops it at the first list that is too long.
// CONCAT: [[@LINE+1]]:1: error: list of 1024 elements exceeds the limit of 1000 elements (raise it with --max-list-size)
def C { list<int> l = !foldl([1], !range(10), acc, x, !listconcat(acc, acc)); }
#else
#ifndef APPEND
// CHECK: [[@LINE+1]]:5: error: !range list exceeds the limit of 16777216 elements (raise it with --max-list-size)
def R { list<int> l = !range(0, 1000000000); }
#endif
#endif
#endif
#endif

// The same for a fold that appends to its accumulator.
// RUN: not %tblgen -DAPPEND --max-list-size=1000 %s 2>&1 | FileCheck %s --check-prefix=APPEND
#ifdef APPEND
// APPEND: [[@LINE+1]]:1: error: list of 1002 elements exceeds the limit of 1000 elements (raise it with --max-list-size)
def A { list<int> l = !foldl([]<int>, !range(200), acc, x, !listconcat(acc, [x, x, x, x, x, x])); }
#endif
