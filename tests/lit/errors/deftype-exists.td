// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
class T;
// CHECK: [[@LINE+1]]:9: error: type of this name 'T' already exists
deftype T = int;
