// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
deftype T = int;
// CHECK: [[@LINE+1]]:7: error: there is already a defined type alias 'T'
class T;
