// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// CHECK: [[@LINE+3]]:17: error: number out of range
// CHECK: [[@LINE+2]]:17: error: Unknown or reserved token when parsing a value
// CHECK: [[@LINE+1]]:17: error: expected ';' after declaration
def a { int x = -9223372036854775809; }
