// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// CHECK: [[@LINE+1]]:24: error: A multiclass body should not end with a semicolon
multiclass M { def a; };
