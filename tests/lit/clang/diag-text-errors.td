// Malformed diagnostic text: a fatal error at the diagnostic (or the
// substitution) whose text it is, for every backend that reads texts.
// RUN: not %clang-tblgen -gen-clang-diags-defs -DE1 -I %S/Inputs %s 2>&1 | FileCheck %s --check-prefix=E1
// RUN: not %clang-tblgen -gen-clang-diags-defs -DE2 -I %S/Inputs %s 2>&1 | FileCheck %s --check-prefix=E2
// RUN: not %clang-tblgen -gen-clang-diags-defs -DE3 -I %S/Inputs %s 2>&1 | FileCheck %s --check-prefix=E3
// RUN: not %clang-tblgen -gen-clang-diags-defs -DE4 -I %S/Inputs %s 2>&1 | FileCheck %s --check-prefix=E4
// RUN: not %clang-tblgen -gen-clang-diags-defs -DE5 -I %S/Inputs %s 2>&1 | FileCheck %s --check-prefix=E5
// RUN: not %clang-tblgen -gen-clang-diags-defs -DE6 -I %S/Inputs %s 2>&1 | FileCheck %s --check-prefix=E6
// RUN: not %clang-tblgen -gen-clang-diags-defs -DE7 -I %S/Inputs %s 2>&1 | FileCheck %s --check-prefix=E7
// RUN: not %clang-tblgen -gen-clang-diags-defs -DE8 -I %S/Inputs %s 2>&1 | FileCheck %s --check-prefix=E8
// RUN: not %clang-tblgen -gen-clang-diags-defs -DE9 -I %S/Inputs %s 2>&1 | FileCheck %s --check-prefix=E9
// RUN: not %clang-tblgen -gen-clang-diags-defs -DE10 -I %S/Inputs %s 2>&1 | FileCheck %s --check-prefix=E10
// RUN: not %clang-tblgen -gen-clang-diags-defs -DE11 -I %S/Inputs %s 2>&1 | FileCheck %s --check-prefix=E11
// RUN: not %clang-tblgen -gen-clang-diags-defs -DE12 -I %S/Inputs %s 2>&1 | FileCheck %s --check-prefix=E12
// RUN: not %clang-tblgen -gen-clang-diags-defs -DE13 -I %S/Inputs %s 2>&1 | FileCheck %s --check-prefix=E13
// RUN: not %clang-tblgen -gen-diag-docs -DE13 -I %S/Inputs %s 2>&1 | FileCheck %s --check-prefix=E13
// RUN: not %clang-tblgen -gen-clang-diags-enums -DE1 -I %S/Inputs %s 2>&1 | FileCheck %s --check-prefix=E1
// RUN: not %clang-tblgen -gen-clang-diags-defs -DSUBST -I %S/Inputs %s 2>&1 | FileCheck %s --check-prefix=SUBST
// RUN: not %clang-tblgen -gen-clang-diags-defs -DMISSING -I %S/Inputs %s 2>&1 | FileCheck %s --check-prefix=MISSING
// RUN: not %clang-tblgen -gen-clang-diags-defs -DSAMENAME -I %S/Inputs %s 2>&1 | FileCheck %s --check-prefix=SAMENAME
// DIFF: -I %S/Inputs -gen-clang-diags-defs -DE1
// DIFF: -I %S/Inputs -gen-clang-diags-defs -DE2
// DIFF: -I %S/Inputs -gen-clang-diags-defs -DE3
// DIFF: -I %S/Inputs -gen-clang-diags-defs -DE4
// DIFF: -I %S/Inputs -gen-clang-diags-defs -DE5
// DIFF: -I %S/Inputs -gen-clang-diags-defs -DE6
// DIFF: -I %S/Inputs -gen-clang-diags-defs -DE7
// DIFF: -I %S/Inputs -gen-clang-diags-defs -DE8
// DIFF: -I %S/Inputs -gen-clang-diags-defs -DE9
// DIFF: -I %S/Inputs -gen-clang-diags-defs -DE10
// DIFF: -I %S/Inputs -gen-clang-diags-defs -DE11
// DIFF: -I %S/Inputs -gen-clang-diags-defs -DE12
// DIFF: -I %S/Inputs -gen-clang-diags-defs -DE13
// DIFF: -I %S/Inputs -gen-diag-docs -DE13
// DIFF: -I %S/Inputs -gen-clang-diags-enums -DE1
// DIFF: -I %S/Inputs -gen-clang-diags-defs -DSUBST
// DIFF: -I %S/Inputs -gen-clang-diags-defs -DMISSING
// DIFF: -I %S/Inputs -gen-clang-diags-defs -DSAMENAME
include "DiagBase.td"

def two : TextSubstitution<"%0 and %1">;
def Tests : DiagGroup<"tests">;
let Group = Tests in {
def fine : Warning<"nothing wrong %0">;
#ifdef E1
// E1: diag-text-errors.td:[[@LINE+1]]:5: error: Unknown modifier type: bogus
def d1 : Warning<"a %bogus0 b">;
#endif
#ifdef E2
// E2: diag-text-errors.td:[[@LINE+1]]:5: error: modifier '<' syntax not valid with %plural
def d2 : Warning<"%plural<x>{1:a|:b}0">;
#endif
#ifdef E3
// E3: diag-text-errors.td:[[@LINE+1]]:5: error: expected '}' while parsing %select
def d3 : Warning<"%select{a">;
#endif
#ifdef E4
// E4: diag-text-errors.td:[[@LINE+1]]:5: error: expected modifier in diagnostic
def d4 : Warning<"%select{a|b} then">;
#endif
#ifdef E5
// E5: diag-text-errors.td:[[@LINE+1]]:5: error: expected ':' while parsing %plural
def d5 : Warning<"%plural{one|two}0">;
#endif
#ifdef E6
// E6: diag-text-errors.td:[[@LINE+1]]:5: error: expected '$' while parsing %diff
def d6 : Warning<"%diff{a|b}0,1">;
#endif
#ifdef E7
// E7: diag-text-errors.td:[[@LINE+1]]:5: error: expected ',' while parsing %diff
def d7 : Warning<"%diff{a$b$c|d}0">;
#endif
#ifdef E8
// E8: diag-text-errors.td:[[@LINE+1]]:5: error: expected '<' after enum_select
def d8 : Warning<"%enum_select{a}0">;
#endif
#ifdef E9
// E9: diag-text-errors.td:[[@LINE+1]]:5: error: expected '>' while parsing %enum_select
def d9 : Warning<"%enum_select<Open{a}0">;
#endif
#ifdef E10
// E10: diag-text-errors.td:[[@LINE+1]]:5: error: expected '{' after enum_select
def d10 : Warning<"%enum_select<E>(a)0">;
#endif
#ifdef E11
// E11: diag-text-errors.td:[[@LINE+1]]:5: error: expected '{' while parsing %enum_select
def d11 : Warning<"%enum_select<E>{%Name|b}0">;
#endif
#ifdef E12
// E12: diag-text-errors.td:[[@LINE+1]]:5: error: expected '}' while parsing %enum_select
def d12 : Warning<"%enum_select<E>{%N{a}b|c}0">;
#endif
#ifdef E13
// E13: diag-text-errors.td:[[@LINE+1]]:5: error: Modifier value '1' is not valid for this mapping (has 1 mappings)
def d13 : Warning<"%sub{two}1">;
#endif
}

#ifdef SUBST
// A substitution's text is read first, whether used or not.
// SUBST: diag-text-errors.td:[[@LINE+1]]:5: error: Unknown modifier type: oops
def broken : TextSubstitution<"%oops0">;
#endif

#ifdef MISSING
// MISSING: error: Failed to find substitution with name: nowhere
def uses_missing : Warning<"%sub{nowhere}0">, InGroup<Tests>;
#endif

#ifdef SAMENAME
// A record that is both a substitution and a diagnostic: the first such
// diagnostic in name order is reported.
def same_b : TextSubstitution<"x">, Warning<"y">, InGroup<Tests>;
// SAMENAME: diag-text-errors.td:[[@LINE+1]]:5: error: Diagnostic 'same_a' has same name as TextSubstitution definition
def same_a : TextSubstitution<"x">, Warning<"y">, InGroup<Tests>;
#endif
