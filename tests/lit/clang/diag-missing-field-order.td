// RUN: not %clang-tblgen -gen-clang-diags-defs -DNO_DEFAULT_SEVERITY -I %S/Inputs %s 2>&1 | FileCheck %s --check-prefix=EXT
// RUN: not %clang-tblgen -gen-clang-diags-defs -DNO_DEFAULT_SEVERITY -DNO_EXTENSION -I %S/Inputs %s 2>&1 | FileCheck %s --check-prefix=PLAIN
// RUN: not %clang-tblgen -gen-diag-docs -DNO_DEFAULT_SEVERITY -DNO_EXTENSION -I %S/Inputs %s 2>&1 | FileCheck %s --check-prefix=DOCS
// RUN: %clang-tblgen -gen-clang-diags-defs -clang-component=Sema -DNO_DEFAULT_SEVERITY -DNO_EXTENSION -I %S/Inputs %s -o %t
// DIFF: -I %S/Inputs -gen-clang-diags-defs -DNO_DEFAULT_SEVERITY
// DIFF: -I %S/Inputs -gen-clang-diag-groups -DNO_DEFAULT_SEVERITY
// DIFF: -I %S/Inputs -gen-diag-docs -DNO_DEFAULT_SEVERITY
// DIFF: -I %S/Inputs -gen-clang-diags-defs -DNO_DEFAULT_SEVERITY -DNO_EXTENSION
// DIFF: -I %S/Inputs -gen-diag-docs -DNO_DEFAULT_SEVERITY -DNO_EXTENSION
// DIFF: -I %S/Inputs -gen-clang-diag-groups -DNO_DEFAULT_SEVERITY -DNO_EXTENSION
// DIFF: -I %S/Inputs -gen-clang-diags-defs -clang-component=Sema -DNO_DEFAULT_SEVERITY -DNO_EXTENSION
//
// A diagnostic without a DefaultSeverity field (here the base class gives
// none; only the mixins do) is an error only where a backend reads the
// severity, and the first one read is reported: the -Wpedantic inference
// reads the extensions' first (name order), then the tables read those of
// the component's diagnostics (name order) and the docs those of each
// group's; the group tables read no other. Nothing reads a severity for
// the Sema component here.

include "DiagBase.td"

def G1 : DiagGroup<"g1">;
let Component = "Parse" in {
def zeta_warn : Warning<"z">, InGroup<G1>;
def beta_warn : Warning<"b">;
def gamma_off : Warning<"g">, Off;
#ifndef NO_EXTENSION
def pre_ext : Diagnostic<"p", CLASS_EXTENSION, SevWarning>, InGroup<G1>;
#endif
def alpha_err : Error<"a">, AsError;
}

// EXT: diag-missing-field-order.td:[[@LINE-5]]:5: error: Record `pre_ext' does not have a field named `DefaultSeverity'!
// PLAIN: diag-missing-field-order.td:[[@LINE-9]]:5: error: Record `beta_warn' does not have a field named `DefaultSeverity'!
// DOCS: diag-missing-field-order.td:[[@LINE-11]]:5: error: Record `zeta_warn' does not have a field named `DefaultSeverity'!
