// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
multiclass M {
// CHECK: [[@LINE+1]]:3: error: expected 'assert', 'def', 'defm', 'defvar', 'dump', 'foreach', 'if', or 'let' in multiclass body
  class C;
}
