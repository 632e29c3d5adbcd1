// A clause's list of values needs a default value; the value functions of
// that clause and of the clauses after it are left out.
//
// RUN: %tblgen -I /usr/include/llvm-22 --gen-directive-impl %s -o %t 2>&1 | FileCheck %s
// RUN: FileCheck --check-prefix=OUT %s < %t
// DIFF: -I /usr/include/llvm-22 --gen-directive-impl

include "llvm/Frontend/Directive/DirectiveBase.td"

def Lang : DirectiveLanguage { let name = "Lang"; }
def V_1 : EnumVal<"one", 1, 1>;
def V_2 : EnumVal<"two", 2, 1> { let isDefault = true; }
def C_A : Clause<[Spelling<"a">]> {
  let isDefault = true;
  let enumClauseValue = "AKind";
  let allowedClauseValues = [V_1];
}
def C_B : Clause<[Spelling<"b">]> {
  let enumClauseValue = "BKind";
  let allowedClauseValues = [V_2];
}
def D_X : Directive<[Spelling<"x">]> {
  let isDefault = true;
  let association = AS_None;
  let category = CA_Meta;
}

// CHECK:     error: At least one val in Clause C_A must be defined as default.
// OUT-NOT:   AKind
// OUT-NOT:   BKind
// OUT:       isAllowedClauseForDirective
