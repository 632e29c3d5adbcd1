// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// An error reported while substituting a !foreach element is reported
// again each time the same substitution comes back.
class T<list<int> l> {
  list<string> s = !foreach(x, l, !substr("abc", x));
}
// CHECK: [[@LINE+4]]:5: error: !substr start position is out of range 0...3: 5
// CHECK: [[@LINE+4]]:5: error: !substr start position is out of range 0...3: 5
// CHECK: [[@LINE+4]]:5: error: !substr start position is out of range 0...3: 5
// CHECK: [[@LINE+3]]:5: error: !substr start position is out of range 0...3: 5
def t0 : T<[1, 5, 1]>;
def t1 : T<[5, 1]>;
def t2 { list<string> s = !foreach(x, [5, 2, 5], !substr("abc", x)); }
