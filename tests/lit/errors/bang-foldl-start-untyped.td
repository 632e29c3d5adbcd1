// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// CHECK: [[@LINE+2]]:25: error: could not get type of !foldl start: '?'
// CHECK: [[@LINE+1]]:25: error: expected ';' after declaration
def a { int x = !foldl(?, [1], a, b, a); }
