// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// CHECK: [[@LINE+1]]:17: error: Unknown or reserved token when parsing a value
def a { int x = ; }
