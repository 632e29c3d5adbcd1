// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// CHECK: [[@LINE+2]]:36: error: expected value of type 'string', got 'int'
// CHECK: [[@LINE+1]]:20: error: Field 'x' of type 'string' is incompatible with value '!find("a", "b", ?)' of type 'int'
def a { string x = !find("a", "b", ?); }
