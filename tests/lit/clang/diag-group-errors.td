// RUN: not %clang-tblgen -gen-clang-diags-defs -DERROR_IN_GROUP -I %S/Inputs %s 2>&1 | FileCheck %s --check-prefix=INGROUP
// RUN: not %clang-tblgen -gen-clang-diags-defs -DREMARK_ALONE -I %S/Inputs %s 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: not %clang-tblgen -gen-clang-diag-groups -DBAD_NAME -I %S/Inputs %s 2>&1 | FileCheck %s --check-prefix=BADNAME
// RUN: not %clang-tblgen -gen-diag-docs -DMIXED -I %S/Inputs %s 2>&1 | FileCheck %s --check-prefix=MIXED
// RUN: %clang-tblgen -gen-clang-diag-groups -DTWICE -I %S/Inputs %s 2>&1 | FileCheck %s --check-prefix=TWICE
// RUN: not %clang-tblgen -gen-clang-diags-defs -DNO_PEDANTIC -I %S/Inputs %s 2>&1 | FileCheck %s --check-prefix=NOPEDANTIC
// RUN: not %clang-tblgen -gen-diag-docs -DCYCLE -I %S/Inputs %s 2>&1 | FileCheck %s --check-prefix=CYCLE
// DIFF: -I %S/Inputs -gen-clang-diags-defs -DERROR_IN_GROUP
// DIFF: -I %S/Inputs -gen-clang-diags-defs -DREMARK_ALONE
// DIFF: -I %S/Inputs -gen-clang-diag-groups -DBAD_NAME
// DIFF: -I %S/Inputs -gen-diag-docs -DMIXED
// DIFF: -I %S/Inputs -gen-clang-diag-groups -DTWICE
// DIFF: -I %S/Inputs -gen-clang-diags-defs -DTWICE
// DIFF: -I %S/Inputs -gen-diag-docs -DTWICE
//
// Groups checked by the backends: an error cannot be in a warning group, a
// remark must be in one, a group name has a limited alphabet, a documented
// group holds remarks or none; an extension that only -Wpedantic controls
// needs that group (clang-tblgen reads past its group table then), and a
// flag may not be below itself (clang-tblgen's documentation recurses until
// it crashes): docs/known-differences.md, so no DIFF lines for these. A group name defined more than once is
// reported (as llvm-tblgen does, without failing the run).
include "DiagBase.td"

def Warnings : DiagGroup<"warnings">;
def warn_fine : Warning<"fine">, InGroup<Warnings>;

#ifdef ERROR_IN_GROUP
// INGROUP: diag-group-errors.td:[[@LINE+1]]:5: error: Error err_grouped cannot be in a warning group [warnings]
def err_grouped : Error<"grouped error">, InGroup<Warnings>;
#endif

#ifdef REMARK_ALONE
// REMARK: diag-group-errors.td:[[@LINE+1]]:5: error: Error remark_alone not in any diagnostic group
def remark_alone : Remark<"alone">;
#endif

#ifdef BAD_NAME
// BADNAME: error: Invalid character in diagnostic group 'has space'
def Spaced : DiagGroup<"has space">;
#endif

#ifdef MIXED
// MIXED: diag-group-errors.td:[[@LINE+1]]:5: error: Diagnostic group contains both remark and non-remark diagnostics
def Mixed : DiagGroup<"mixed">;
def remark_mixed : Remark<"a remark">, InGroup<Mixed>;
def warn_mixed : Warning<"a warning">, InGroup<Mixed>;
#endif

#ifdef TWICE
// TWICE: diag-group-errors.td:[[@LINE+1]]:5: error: group 'dup' is defined more than once
def DupOne : DiagGroup<"dup">;
// TWICE: diag-group-errors.td:[[@LINE+1]]:5: note: also defined here
def DupTwo : DiagGroup<"dup">;
// TWICE: diag-group-errors.td:[[@LINE+1]]:5: error: group 'implicit' is implicitly defined more than once
def warn_implicit_1 : Warning<"one">, InGroup<DiagGroup<"implicit">>;
// TWICE: diag-group-errors.td:[[@LINE+1]]:5: note: also implicitly defined here
def warn_implicit_2 : Warning<"two">, InGroup<DiagGroup<"implicit">>;
// TWICE: DIAG_ENTRY(DupTwo /* dup */
#endif

#ifdef NO_PEDANTIC
// NOPEDANTIC: diag-group-errors.td:[[@LINE+1]]:5: error: diagnostic 'ext_alone' belongs to -Wpedantic, which no DiagGroup defines
def ext_alone : Extension<"an extension">;
#endif

#ifdef CYCLE
// A name defined twice lets two flags list each other; the first group
// documented is the first loop-a.
// CYCLE: diag-group-errors.td:[[@LINE+1]]:5: error: diagnostic group 'loop-a' is its own subgroup
def LoopA : DiagGroup<"loop-a">;
def LoopB : DiagGroup<"loop-b", [LoopA]>;
def LoopA2 : DiagGroup<"loop-a", [LoopB]>;
#endif
