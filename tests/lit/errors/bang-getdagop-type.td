// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
def op;
// CHECK: [[@LINE+2]]:31: error: type for !getdagop must be a record type
// CHECK: [[@LINE+1]]:5: error: Expected type 'int', got '{}' in: !getdagop((op))
def a { int x = !getdagop<int>((op)); }
