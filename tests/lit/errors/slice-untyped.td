// RUN: not %tblgen %s 2>&1 | FileCheck %s
// llvm-tblgen 22 crashes on this input, so there is no DIFF line.
// CHECK: [[@LINE+1]]:19: error: expected int...int, got '?'
defvar x = [1, 2][?];
