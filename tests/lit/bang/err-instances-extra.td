// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// CHECK: [[@LINE+2]]:47: error: expected ')' in !instances
// CHECK: [[@LINE+1]]:47: error: expected ';' after declaration
class C; def a { list<C> x = !instances<C>("a", "b"); }
