// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// CHECK: [[@LINE+1]]:28: error: expected ')' in !isa
def a { bit x = !isa<int>(1; }
