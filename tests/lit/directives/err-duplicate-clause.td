// A clause may appear in only one of a directive's allowed lists. Each
// duplicate is reported, then the directive.
//
// RUN: not %tblgen -I /usr/include/llvm-22 --gen-directive-decl %s 2>&1 | FileCheck %s
// RUN: not %tblgen -I /usr/include/llvm-22 --gen-directive-impl %s 2>&1 | FileCheck %s
// DIFF: -I /usr/include/llvm-22 --gen-directive-decl
// DIFF: -I /usr/include/llvm-22 --gen-directive-impl

include "llvm/Frontend/Directive/DirectiveBase.td"

def Lang : DirectiveLanguage { let name = "Lang"; }
def C_A : Clause<[Spelling<"a">]> { let isDefault = true; }
def C_B : Clause<[Spelling<"b">]>;
def D_Ok : Directive<[Spelling<"ok">]> {
  let allowedClauses = [VersionedClause<C_A>];
  let allowedOnceClauses = [VersionedClause<C_B>];
  let category = CA_Meta;
}
def D_X : Directive<[Spelling<"x">]> {
  let allowedClauses = [VersionedClause<C_A>];
  let allowedOnceClauses = [VersionedClause<C_B>];
  let allowedExclusiveClauses = [VersionedClause<C_B>];
  let category = CA_Meta;
}

// CHECK:      error: Clause C_B already defined on directive D_X
// CHECK-NEXT: error: One or more clauses are defined multiple times on directive D_X
