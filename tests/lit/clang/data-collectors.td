// RUN: %clang-tblgen -gen-clang-data-collectors %s | FileCheck %s
// DIFF: -gen-clang-data-collectors
//
// Every class, by name, wraps its Code in DEF_ADD_DATA; defs are ignored.

class Stmt {
  code Code = [{
    addData(S->getStmtClass());
  }];
}
class BinaryOperator {
  code Code = [{ addData(S->getOpcode()); }];
}
class Expr { code Code = ""; }
def NotAClass { code Code = [{ ignored }]; }

// CHECK:      DEF_ADD_DATA(BinaryOperator, {
// CHECK-NEXT:  addData(S->getOpcode()); }
// CHECK-NEXT: )
// CHECK-NEXT: DEF_ADD_DATA(Expr, {
// CHECK-NEXT: }
// CHECK-NEXT: )
// CHECK-NEXT: DEF_ADD_DATA(Stmt, {
// CHECK-EMPTY:
// CHECK-NEXT:     addData(S->getStmtClass());
// CHECK-NEXT:   }
// CHECK-NEXT: )
// CHECK-NEXT: #undef DEF_ADD_DATA
