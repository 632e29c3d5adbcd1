// A required clause must not also be in allowedClauses.
//
// RUN: not %tblgen -I /usr/include/llvm-22 --gen-directive-impl %s 2>&1 | FileCheck %s
// DIFF: -I /usr/include/llvm-22 --gen-directive-impl

include "llvm/Frontend/Directive/DirectiveBase.td"

def Lang : DirectiveLanguage { let name = "Lang"; }
def C_A : Clause<[Spelling<"a">]> { let isDefault = true; }
def D_X : Directive<[Spelling<"x">]> {
  let allowedClauses = [VersionedClause<C_A>];
  let requiredClauses = [VersionedClause<C_A>];
  let category = CA_Meta;
}

// CHECK:      error: Clause C_A already defined on directive D_X
// CHECK-NEXT: error: One or more clauses are defined multiple times on directive D_X
