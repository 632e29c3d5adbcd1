// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// CHECK: [[@LINE+3]]:21: error: end of file in string literal
// CHECK: [[@LINE+2]]:20: error: Unknown or reserved token when parsing a value
// CHECK: [[@LINE+1]]:20: error: expected ';' after declaration
def a { string x = "abc