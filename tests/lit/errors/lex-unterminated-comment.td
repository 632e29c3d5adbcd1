// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
def a;
// CHECK: [[@LINE+2]]:1: error: unterminated comment
// CHECK: [[@LINE+1]]:1: error: Unexpected token at top level
/* a /* nested */ comment
def b;
