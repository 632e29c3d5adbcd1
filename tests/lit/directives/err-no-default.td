// The kind lookups need a default directive and a default clause. Like
// llvm-tblgen, report the missing default, leave the function out and
// still succeed.
//
// RUN: %tblgen -I /usr/include/llvm-22 --gen-directive-impl %s -o %t 2>&1 | FileCheck %s
// RUN: FileCheck --check-prefix=OUT %s < %t
// DIFF: -I /usr/include/llvm-22 --gen-directive-impl

include "llvm/Frontend/Directive/DirectiveBase.td"

def Lang : DirectiveLanguage { let name = "Lang"; }
def C_A : Clause<[Spelling<"a">]>;
def D_X : Directive<[Spelling<"x">]> {
  let association = AS_None;
  let category = CA_Meta;
}

// CHECK:      error: At least one Directive must be defined as default.
// CHECK-NEXT: error: At least one Clause must be defined as default.
// CHECK-NOT:  error

// OUT-NOT:    KindAndVersions
// OUT:        llvm::StringRef llvm::Lang::getLangDirectiveName(
// OUT:        llvm::StringRef llvm::Lang::getLangClauseName(
