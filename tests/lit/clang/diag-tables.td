// RUN: %clang-tblgen -gen-clang-diags-defs -I %S/Inputs %s | FileCheck %s --check-prefix=ALL
// RUN: %clang-tblgen -gen-clang-diags-defs -clang-component=Parse -I %S/Inputs %s | FileCheck %s --check-prefix=PARSE
// RUN: %clang-tblgen -gen-clang-diags-index-name -I %S/Inputs %s | FileCheck %s --check-prefix=INDEX
// RUN: %clang-tblgen -gen-clang-diag-groups -I %S/Inputs %s | FileCheck %s --check-prefix=GROUPS
// RUN: %clang-tblgen -gen-diag-docs -I %S/Inputs %s | FileCheck %s --check-prefix=DOCS
// DIFF: -I %S/Inputs -gen-clang-diags-defs
// DIFF: -I %S/Inputs -gen-clang-diags-defs -clang-component=Parse
// DIFF: -I %S/Inputs -gen-clang-diags-defs -clang-component=Sema
// DIFF: -I %S/Inputs -gen-clang-diags-defs -clang-component=Nothing
// DIFF: -I %S/Inputs -gen-clang-diag-groups
// DIFF: -I %S/Inputs -gen-clang-diags-index-name
// DIFF: -I %S/Inputs -gen-diag-docs
//
// The DIAG tables: one line per diagnostic in name order (digits compared as
// numbers), with its class, default severity, text, group index (groups in
// name order; -Wpedantic for an off-by-default extension in no group),
// SFINAE response, four flags and category index (categories numbered in
// order of first use, from a group, its parent groups or the diagnostic).
include "DiagBase.td"

def UnusedValue : DiagGroup<"unused-value">;
def UnusedLabel : DiagGroup<"unused-label">;
def Unused : DiagGroup<"unused", [UnusedValue, UnusedLabel]>;
def Pedantic : DiagGroup<"pedantic">;
def Extra : DiagGroup<"extra-tokens">;
def LangExtA : DiagGroup<"lang-ext-a">;
def LangExt : DiagGroup<"lang-ext", [LangExtA]>;
def Optimizer : DiagGroup<"pass-analysis">;
def Below : DiagGroup<"below">;
def WithCategory : DiagGroup<"with-category", [Below]> { let CategoryName = "Group Issue"; }
def GccOnly : DiagGroup<"gcc-only">;
def Documented : DiagGroup<"documented", [], [{
  Some words about this flag.
}]>;

let Component = "Parse" in {
let CategoryName = "Parse Issue" in {
def err_expected : Error<"expected %0">;
def err_expected_10 : Error<"expected ten">;
def err_expected_9 : Error<"expected nine">;
def warn_extra_tokens : Warning<"extra tokens at end of %0">, InGroup<Extra>;
def ext_parse_thing : Extension<"this is an extension">;
def note_here : Note<"declared here">;
}
def ext_lang_a : Extension<"language extension A">, InGroup<LangExtA>;
def ext_lang_b : Extension<"language extension B">, InGroup<LangExt>;
}

let Component = "Sema" in {
def warn_unused_value : Warning<"expression result unused">, InGroup<UnusedValue>, Off;
def warn_unused_label : Warning<"unused label %0">, InGroup<UnusedLabel>, NoWerror, HideInMacro;
def warn_below : Warning<"below with a \"quote\" and a \\ backslash">, InGroup<Below>;
def err_sema_deferred : Error<"deferred error">, Deferred, ReportSfinae;
def warn_own_category : Warning<"own category">, InCategory<"Own Issue">;
def remark_pass : Remark<"pass ran">, InGroup<Optimizer>;
def warn_as_error : Warning<"treated as an error">, AsError, InGroup<DiagGroup<"implicit-group">>;
def ext_sema_warn : ExtWarn<"warned extension">;
}

// ALL:      DIAG(err_expected, CLASS_ERROR, (unsigned)diag::Severity::Error, "expected %0", 0, SFINAE_SubstitutionFailure, false, true, true, false, 1)
// ALL-NEXT: DIAG(err_expected_9,
// ALL-NEXT: DIAG(err_expected_10,
// ALL-NEXT: DIAG(err_sema_deferred, {{.*}}, SFINAE_Report, false, true, true, true, 0)
// ALL:      DIAG(ext_parse_thing, CLASS_EXTENSION, (unsigned)diag::Severity::Ignored, "this is an extension", 8, SFINAE_Suppress, false, false, true, false, 1)
// ALL:      DIAG(warn_below, CLASS_WARNING, (unsigned)diag::Severity::Warning, "below with a \"quote\" and a \\ backslash", 0, SFINAE_Suppress, false, false, true, false, 2)
// ALL:      DIAG(warn_own_category, {{.*}}, 3)
// ALL-NEXT: DIAG(warn_unused_label, {{.*}}, 10, SFINAE_Suppress, true, false, false, false, 0)

// PARSE:      #ifdef PARSESTART
// PARSE-NEXT: __PARSESTART = DIAG_START_PARSE,
// PARSE-NEXT: #undef PARSESTART
// PARSE-NEXT: #endif
// PARSE-EMPTY:
// PARSE-NEXT: DIAG(err_expected,
// PARSE-NOT:  warn_unused

// INDEX:      DIAG_NAME_INDEX(err_expected)
// INDEX-NEXT: DIAG_NAME_INDEX(err_expected_10)
// INDEX-NEXT: DIAG_NAME_INDEX(err_expected_9)

// -Wpedantic lists the uncovered extension and the topmost covered group.
// GROUPS:      /* DiagArray8 */ diag::ext_parse_thing, -1,
// GROUPS:      /* DiagSubGroup8 */ 5, -1,
// GROUPS:      DIAG_ENTRY(Documented /* documented */, 7, 0, 0, R"(Some words about this flag.)")
// GROUPS:      DIAG_ENTRY(anonymous_0 /* implicit-group */,
// GROUPS:      CATEGORY("", DiagCat_None)
// GROUPS-NEXT: CATEGORY("Parse Issue", DiagCat_Parse_Issue)
// GROUPS-NEXT: CATEGORY("Group Issue", DiagCat_Group_Issue)
// GROUPS-NEXT: CATEGORY("Own Issue", DiagCat_Own_Issue)

// DOCS:      -Wgcc-only
// DOCS-NEXT: ----------
// DOCS-NEXT: This diagnostic flag exists for GCC compatibility, and has no effect in Clang.
// DOCS:      -Rpass-analysis
// DOCS:      |:remark:`remark:` |nbsp| :diagtext:`pass ran`|
// DOCS:      -Wpedantic
// DOCS-NEXT: ----------
// DOCS-NEXT: Also controls `-Wlang-ext`_.
