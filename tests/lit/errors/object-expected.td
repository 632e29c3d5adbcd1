// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// CHECK: [[@LINE+1]]:20: error: Expected assert, class, def, defm, defset, dump, foreach, if, or let
foreach i = [1] in 5
