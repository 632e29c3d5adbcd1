// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// CHECK: [[@LINE+1]]:1: error: unable to resolve if condition '?' at end of containing scope
if ? then def a;
