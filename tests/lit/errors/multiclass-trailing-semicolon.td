// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// RUN: not %tblgen %s 2>&1 | FileCheck --check-prefix=NOTE %s
// NOTE: {{^}}note: Semicolon ignored; remove to eliminate this error
// CHECK: [[@LINE+1]]:24: error: A multiclass body should not end with a semicolon
multiclass M { def a; };
