// RUN: %clang-tblgen -gen-clang-diags-defs -I %S/Inputs %s | FileCheck %s
// RUN: %clang-tblgen -gen-diag-docs -I %S/Inputs %s | FileCheck %s --check-prefix=DOCS --strict-whitespace
// DIFF: -I %S/Inputs -gen-clang-diags-defs
// DIFF: -I %S/Inputs -gen-diag-docs
// DIFF: -I %S/Inputs -gen-clang-diags-enums
//
// The text language: the definition tables carry each text with its
// substitutions expanded and their arguments renumbered, %enum_select
// written as %select; the documentation lays every text out as a table.
include "DiagBase.td"

def which : TextSubstitution<"%select{first|second}0">;
def two_args : TextSubstitution<"%1 before %sub{which}0">;
def every_kind : TextSubstitution<
  "S %select{a|b}0; P %plural{1:one|[2,4]:few|:many}1; D %diff{$ vs $|differ}2,3; "
  "O %ordinal4; Q %q0; C %objcclass1; I %objcinstance2; Qt %quoted3; H %human4; X item%s0">;

def Texts : DiagGroup<"texts">;
let Group = Texts in {
def warn_plain : Warning<"plain text with 100%% and %| and %$ kept">;
def warn_sub_simple : Warning<"%sub{which}2">;
def warn_sub_nested : Warning<"nested: %sub{two_args}3,1">;
def warn_sub_every : Warning<"%sub{every_kind}4,3,2,1,0 end">;
def warn_enum_select : Warning<"%enum_select<Kinds>{%KA{kind a}|kind b|%KC{kind %0}}1">;
def warn_spaces : Warning<"  two leading and trailing  ">;
def warn_rst : Warning<"chars `*|_[]\\ escaped">;
def warn_empty_options : Warning<"%select{|one}0 %plural{:}1">;
def warn_only_arg : Warning<"%0">;
def warn_nothing : Warning<"">;
def warn_deep : Warning<"a %select{b %select{c|d}1|e %diff{f $ g $ h|i}2,3}0 j">;
}

// CHECK: DIAG(warn_deep, {{.*}}"a %select{b %select{c|d}1|e %diff{f $ g $ h|i}2,3}0 j"
// CHECK: DIAG(warn_enum_select, {{.*}}"%select{kind a|kind b|kind %0}1"
// CHECK: DIAG(warn_plain, {{.*}}"plain text with 100%% and %| and %$ kept"
// CHECK: DIAG(warn_sub_every, {{.*}}"S %select{a|b}4; P %plural{1:one|[2,4]:few|:many}3; D %diff{$ vs $|differ}2,1; O %ordinal0; Q %q4; C %objcclass3; I %objcinstance2; Qt %quoted1; H %human0; X item%s4 end"
// CHECK: DIAG(warn_sub_nested, {{.*}}"nested: %1 before %select{first|second}3"
// CHECK: DIAG(warn_sub_simple, {{.*}}"%select{first|second}2"

// DOCS:      |:warning:`warning:` |nbsp| :diagtext:`a` |nbsp| |+{{-+}}+| |nbsp| :diagtext:`j`|
// DOCS:      The text of this diagnostic is not controlled by Clang.
// DOCS:      |:warning:`warning:` |nbsp| :diagtext:`chars \`\*\|\_\[\]\\ escaped`|
// DOCS:      |:warning:`warning:` |nbsp|  |nbsp|  |nbsp| :diagtext:`two leading and trailing` |nbsp|  |nbsp| |
