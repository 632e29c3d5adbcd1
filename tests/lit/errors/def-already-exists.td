// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
def a;
// CHECK: [[@LINE+2]]:5: error: def already exists: a
// CHECK: [[@LINE-2]]:5: note: location of previous definition
def a;
