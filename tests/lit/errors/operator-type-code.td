// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// CHECK: [[@LINE+1]]:26: error: the 'code' type is not allowed in bang operators; use 'string'
def a { string x = !cast<code>("a"); }
