// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// CHECK: [[@LINE+1]]:8: error: assertion failed: the message
assert 0, "the message";
