// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// RUN: not %tblgen %s 2>&1 | FileCheck --check-prefix=NOTE %s
// NOTE: {{^}}note: Semicolon ignored; remove to eliminate this error
// CHECK: [[@LINE+1]]:9: error: A class or def body should not end with a semicolon
def a {};
