// RUN: not %clang-tblgen -gen-clang-diags-defs -I %S/Inputs %s 2> %t.err > %t.out
// RUN: FileCheck %s --input-file=%t.err --implicit-check-not=error:
// RUN: FileCheck %s --input-file=%t.out --check-prefix=OUT
// RUN: %clang-tblgen -gen-clang-diags-defs -clang-component=Fine -I %S/Inputs %s | FileCheck %s --check-prefix=OTHER
// DIFF: -I %S/Inputs -gen-clang-diags-defs
// DIFF: -I %S/Inputs -gen-clang-diags-defs -clang-component=Fine
//
// Clang's style for diagnostic text: no capital letter at the start (an
// acronym or one of a few names may start it), no '.' or '!' at the end;
// a %select at the start or the end is looked into. Each breach is an error
// at the diagnostic, in name order, and the tables are still printed. Only
// the component's diagnostics are checked.
include "DiagBase.td"

let Component = "Checked" in {
def a_capital : Error<"Capital start">;
def b_acronym : Error<"GCC and C++20 are fine, as is C alone">;
def c_single : Error<"X is a single capital">;
def d_select_start : Error<"%select{fine|Bad}0 start">;
def e_empty_option : Error<"%select{|or}0 Second word">;
def f_period : Error<"ends with a period.">;
def g_bang : Error<"ends with a bang!">;
def h_question : Error<"a question is fine?">;
def i_select_end : Error<"ends with %select{fine|bad.}0">;
def j_proper : Error<"OpenMP and NSInvocation's are names">;
def k_both : Error<"Both wrong!">;
def l_nested : Error<"%select{a|%select{B|c}1}0 x">;
def m_digit : Error<"2 is a single digit">;
def n_unchecked_end : Error<"%select{a|b.}10">;
}
let Component = "Fine" in {
def z_fine : Error<"a component without mistakes">;
}

// CHECK: diag-wording.td:16:5: error: Diagnostics should not start with a capital letter; 'Capital' is invalid
// CHECK: diag-wording.td:18:5: error: Diagnostics should not start with a capital letter; 'X' is invalid
// CHECK: diag-wording.td:19:5: error: Diagnostics should not start with a capital letter; 'Bad' is invalid
// CHECK: diag-wording.td:20:5: error: Diagnostics should not start with a capital letter; 'Second' is invalid
// CHECK: diag-wording.td:21:5: error: Diagnostics should not end with punctuation; '.' is invalid
// CHECK: diag-wording.td:22:5: error: Diagnostics should not end with punctuation; '!' is invalid
// CHECK: diag-wording.td:24:5: error: Diagnostics should not end with punctuation; '.' is invalid
// CHECK: diag-wording.td:26:5: error: Diagnostics should not start with a capital letter; 'Both' is invalid
// CHECK: diag-wording.td:26:5: error: Diagnostics should not end with punctuation; '!' is invalid
// CHECK: diag-wording.td:28:5: error: Diagnostics should not start with a capital letter; '2' is invalid
// CHECK: clang-tblgen: 10 errors.

// OUT: DIAG(a_capital,
// OUT: DIAG(z_fine,

// OTHER-NOT: error:
// OTHER: DIAG(z_fine,
