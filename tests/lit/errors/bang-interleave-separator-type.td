// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// CHECK: [[@LINE+2]]:39: error: expected second argument to be a string, got value of type 'int'
// CHECK: [[@LINE+1]]:40: error: expected ';' after declaration
def a { string x = !interleave(["a"], 1); }
