// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// CHECK: [[@LINE+1]]:9: error: A class or def body should not end with a semicolon
def a {};
