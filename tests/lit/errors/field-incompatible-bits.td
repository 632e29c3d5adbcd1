// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// CHECK: [[@LINE+1]]:20: error: Field 'x' of type 'string' is incompatible with value '{ 1, 0 }' of type bit initializer with length 2
def a { string x = {1, 0}; }
