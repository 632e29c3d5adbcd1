// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
def a {
// CHECK: [[@LINE+3]]:14: error: unterminated code block
// CHECK: [[@LINE+2]]:14: error: Unknown or reserved token when parsing a value
// CHECK: [[@LINE+1]]:14: error: expected ';' after declaration
  string x = [{ abc
}
