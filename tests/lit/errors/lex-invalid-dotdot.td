// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// CHECK: [[@LINE+3]]:25: error: invalid '..' punctuation
// CHECK: [[@LINE+2]]:25: error: expected ']' at end of list value
// CHECK: [[@LINE+1]]:25: error: expected ';' after declaration
def a { list<int> x = [0..1]; }
