// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// CHECK: [[@LINE+3]]:23: error: escaped newlines not supported in tblgen
// CHECK: [[@LINE+2]]:20: error: Unknown or reserved token when parsing a value
// CHECK: [[@LINE+1]]:20: error: expected ';' after declaration
def a { string x = "a\
b"; }
