// RUN: not %clang-tblgen -gen-clang-diags-enums -I %S/Inputs %s 2> %t.err > %t.out
// RUN: FileCheck %s --input-file=%t.err --check-prefix=ERR --implicit-check-not=error:
// RUN: FileCheck %s --input-file=%t.out
// DIFF: -I %S/Inputs -gen-clang-diags-enums
//
// An enumeration named twice, an enumerator named twice in one
// enumeration: errors that let the output be written (to stdout), the run
// failing.
include "DiagBase.td"

def err_first : Error<"%enum_select<Twice>{%A{a}}0">;
def err_second : Error<"%enum_select<Twice>{%B{b}}0">;
def err_repeat : Error<"%enum_select<Rep>{%R{a}|%R{b}|%S{c}|%R{d}}0">;

// Diagnostics in name order: err_first, err_repeat, err_second.
// ERR:        diag-enum-errors.td:[[@LINE-3]]:5: error: Duplicate enumerator name 'R'
// ERR:        diag-enum-errors.td:[[@LINE-4]]:5: error: Duplicate enumerator name 'R'
// ERR:        diag-enum-errors.td:[[@LINE-6]]:5: error: Duplicate enumeration name 'Twice'
// ERR:        diag-enum-errors.td:[[@LINE-8]]:5: note: Previous diagnostic is here
// CHECK:      DIAG_ENUM(Twice)
// CHECK:      DIAG_ENUM(Rep)
// CHECK-NEXT: DIAG_ENUM_ITEM(0, R)
// CHECK-NEXT: DIAG_ENUM_ITEM(1, R)
// CHECK-NEXT: DIAG_ENUM_ITEM(2, S)
// CHECK-NEXT: DIAG_ENUM_ITEM(3, R)
// CHECK:      DIAG_ENUM(Twice)
// ERR:        clang-tblgen: 3 errors.
