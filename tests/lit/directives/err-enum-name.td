// A clause with values needs enumClauseValue, the name of their enum. The
// header names the clause by its spelling, the implementation file by its
// record name. The run still succeeds.
//
// RUN: %tblgen -I /usr/include/llvm-22 --gen-directive-decl %s -o %t 2>&1 | FileCheck --check-prefix=DECL %s
// RUN: %tblgen -I /usr/include/llvm-22 --gen-directive-impl %s -o %t 2>&1 | FileCheck --check-prefix=IMPL %s
// DIFF: -I /usr/include/llvm-22 --gen-directive-decl
// DIFF: -I /usr/include/llvm-22 --gen-directive-impl

include "llvm/Frontend/Directive/DirectiveBase.td"

def Lang : DirectiveLanguage { let name = "Lang"; }
def V_1 : EnumVal<"one", 1, 1> { let isDefault = true; }
def C_A : Clause<[Spelling<"a_b">]> {
  let isDefault = true;
  let allowedClauseValues = [V_1];
}
def D_X : Directive<[Spelling<"x">]> {
  let isDefault = true;
  let association = AS_None;
  let category = CA_Meta;
}

// DECL: error: enumClauseValue field not set in Clausea_b.
// IMPL: error: enumClauseValue field not set in ClauseC_A.
