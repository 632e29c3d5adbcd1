// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// CHECK: [[@LINE+1]]:8: error: assert condition must of type bit, bits, or int.
assert "s", "message";
