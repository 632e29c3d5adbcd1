// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
foreach i = [1] in
// CHECK: [[@LINE+1]]:3: error: class is not allowed inside foreach loop
  class C;
