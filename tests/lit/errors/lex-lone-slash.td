// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// CHECK: [[@LINE+2]]:7: error: unexpected character
// CHECK: [[@LINE+1]]:7: error: Expected '{' to start body or ';' for declaration only
def a / b;
