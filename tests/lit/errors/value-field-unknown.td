// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
def b { int y = 1; }
// CHECK: [[@LINE+2]]:19: error: Cannot access field 'z' of value 'b'
// CHECK: [[@LINE+1]]:19: error: expected ';' after declaration
def a { int x = b.z; }
