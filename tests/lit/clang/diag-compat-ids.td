// RUN: %clang-tblgen -gen-clang-diags-compat-ids -I %S/Inputs %s | FileCheck %s
// RUN: %clang-tblgen -gen-clang-diags-compat-ids -clang-component=Sema -I %S/Inputs %s | FileCheck %s --check-prefix=SEMA
// DIFF: -I %S/Inputs -gen-clang-diags-compat-ids
// DIFF: -I %S/Inputs -gen-clang-diags-compat-ids -clang-component=Sema
// DIFF: -I %S/Inputs -gen-clang-diags-compat-ids -clang-component=Lex
// DIFF: -I %S/Inputs -gen-clang-diags-compat-ids -clang-component=None
//
// Every CompatWarningId is numbered in record order (by name); a file lists
// a component's, each run of records of one component between BEGIN and END.
include "DiagBase.td"

let Component = "Sema" in {
def b_sema : CompatWarningId<"lambda", 11, "compat_lambda", "pre_lambda">;
def d_sema : CompatWarningId<"concepts", 20, "compat_concepts", "pre_concepts">;
}
let Component = "Lex" in {
def c_lex : CompatWarningId<"raw_string", 11, "compat_raw", "pre_raw">;
def a_lex : CompatWarningId<"digit_sep", 14, "compat_digits", "pre_digits">;
}

// CHECK:      DIAG_COMPAT_IDS_BEGIN()
// CHECK-NEXT: DIAG_COMPAT_ID(0,digit_sep,14,compat_digits,pre_digits)
// CHECK-NEXT: DIAG_COMPAT_IDS_END()
// CHECK-NEXT: DIAG_COMPAT_IDS_BEGIN()
// CHECK-NEXT: DIAG_COMPAT_ID(1,lambda,11,compat_lambda,pre_lambda)
// CHECK-NEXT: DIAG_COMPAT_IDS_END()
// CHECK-NEXT: DIAG_COMPAT_IDS_BEGIN()
// CHECK-NEXT: DIAG_COMPAT_ID(2,raw_string,11,compat_raw,pre_raw)
// CHECK-NEXT: DIAG_COMPAT_IDS_END()
// CHECK-NEXT: DIAG_COMPAT_IDS_BEGIN()
// CHECK-NEXT: DIAG_COMPAT_ID(3,concepts,20,compat_concepts,pre_concepts)
// CHECK-NEXT: DIAG_COMPAT_IDS_END()

// SEMA:      DIAG_COMPAT_IDS_BEGIN()
// SEMA-NEXT: DIAG_COMPAT_ID(1,lambda,11,compat_lambda,pre_lambda)
// SEMA-NEXT: DIAG_COMPAT_ID(3,concepts,20,compat_concepts,pre_concepts)
// SEMA-NEXT: DIAG_COMPAT_IDS_END()
