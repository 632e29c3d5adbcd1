// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// CHECK: [[@LINE+2]]:39: error: type for !getdagop must be a record type
// CHECK: [[@LINE+1]]:13: error: Expected type 'int', got '{}' in: !getdagop((op 1))
def op; def a { int x = !getdagop<int>((op 1)); }
