// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// CHECK: [[@LINE+1]]:33: error: expected string, got type 'int'
def a { string x = !substr(1, 0); }
