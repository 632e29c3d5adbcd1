// A required clause must not also be in allowedClauses. The first check
// (the three allowed lists) and the second (allowed + required) both see
// the duplicate allowed clause.
//
// RUN: not %tblgen -I /usr/include/llvm-22 --gen-directive-decl %s 2>&1 | FileCheck %s
// DIFF: -I /usr/include/llvm-22 --gen-directive-decl

include "llvm/Frontend/Directive/DirectiveBase.td"

def Lang : DirectiveLanguage { let name = "Lang"; }
def C_A : Clause<[Spelling<"a">]> { let isDefault = true; }
def C_B : Clause<[Spelling<"b">]>;
def D_X : Directive<[Spelling<"x">]> {
  let allowedClauses = [VersionedClause<C_A>, VersionedClause<C_B>, VersionedClause<C_A>];
  let requiredClauses = [VersionedClause<C_B>];
  let category = CA_Meta;
}

// CHECK:      error: Clause C_A already defined on directive D_X
// CHECK-NEXT: error: Clause C_A already defined on directive D_X
// CHECK-NEXT: error: One or more clauses are defined multiple times on directive D_X
// CHECK-NOT:  error:
