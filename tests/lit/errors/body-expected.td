// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// CHECK: [[@LINE+1]]:7: error: Expected '{' to start body or ';' for declaration only
def a 5
