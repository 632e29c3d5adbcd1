// How a dialect backend picks its dialect, and its failures: more than one
// dialect without -dialect, a -dialect naming none, an unnamed discardable
// attribute; no Dialect def at all gives the banner alone.
// RUN: not %mlir-tblgen -gen-dialect-decls -I %S %s 2>&1 | FileCheck %s --check-prefix=MANY
// RUN: not %mlir-tblgen -gen-dialect-defs -dialect=c -I %S %s 2>&1 | FileCheck %s --check-prefix=NONE
// RUN: not %mlir-tblgen -gen-dialect-defs -dialect=u -DUNNAMED -I %S %s 2>&1 | FileCheck %s --check-prefix=UNNAMED
// RUN: %mlir-tblgen -gen-dialect-defs -DEMPTY -I %S %s | FileCheck %s --check-prefix=EMPTY
// DIFF: -gen-dialect-decls
// DIFF: -gen-dialect-defs -dialect=c
// DIFF: -gen-dialect-decls -dialect=u -DUNNAMED
// DIFF: -gen-dialect-defs -DEMPTY
include "Inputs/dialect-classes.td"

#ifndef EMPTY
#ifndef LAZY
#ifndef LAZY2
#ifndef NODEPS
def A_Dialect : Dialect { let name = "a"; }
def B_Dialect : Dialect { let name = "b"; }
#endif
#endif
#endif
#endif
#ifdef UNNAMED
def U_Dialect : Dialect { let name = "u"; let discardableAttrs = (ins "int":$ok, "int"); }
// UNNAMED: dialect-errors.td:[[@LINE-1]]:5: error: discardable attributes must be named
#endif

// MANY: {{^}}when more than 1 dialect is present, one must be selected via '-dialect'
// NONE: {{^}}selected dialect with '-dialect' does not exist
// EMPTY: |* Dialect Definitions
// EMPTY: \*===----------------------------------------------------------------------===*/
// EMPTY-EMPTY:
// EMPTY-NOT: {{.}}

// A dialect's fields are read when needed, its dependent dialects always:
// the definitions need no summary, the declarations no destructor flag.
// RUN: %mlir-tblgen -gen-dialect-defs -DLAZY -I %S %s | FileCheck %s --check-prefix=LAZYDEFS
// RUN: %mlir-tblgen -gen-dialect-decls -DLAZY2 -I %S %s | FileCheck %s --check-prefix=LAZYDECLS
// RUN: not %mlir-tblgen -gen-dialect-decls -DNODEPS -I %S %s 2>&1 | FileCheck %s --check-prefix=NODEPS
// DIFF: -gen-dialect-defs -DLAZY
// DIFF: -gen-dialect-decls -DLAZY
// DIFF: -gen-dialect-decls -DLAZY2
// DIFF: -gen-dialect-defs -DLAZY2
// DIFF: -gen-dialect-decls -DNODEPS
#ifdef LAZY
class NoSummary<string n> : Dialect { let name = n; }
def L_Dialect : NoSummary<"l"> { let summary = ?; let description = ?; }
// LAZYDEFS: LDialect::LDialect(::mlir::MLIRContext *context)
#endif
#ifdef LAZY2
def M_Dialect : Dialect { let name = "m"; let hasNonDefaultDestructor = ?; }
// LAZYDECLS: class MDialect : public ::mlir::Dialect {
#endif
#ifdef NODEPS
def N_Dialect : Dialect { let name = "n"; let dependentDialects = ?; }
// NODEPS: error:
#endif
