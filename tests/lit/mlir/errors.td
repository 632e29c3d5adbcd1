// Errors of the pass backends, at the def (or option) that lacks a field,
// as mlir-tblgen reports them: each backend reads the lists of every pass
// (options, statistics, dependentDialects) first, -gen-pass-capi-impl one
// pass at a time, then the fields it prints.
// RUN: not %mlir-tblgen -gen-pass-capi-impl -DNO_CTOR %s 2>&1 | FileCheck %s --check-prefix=CTOR
// RUN: not %mlir-tblgen -gen-pass-decls -DNO_CTOR %s 2>&1 | FileCheck %s --check-prefix=STATS
// RUN: not %mlir-tblgen -gen-pass-doc -DNO_CTOR %s 2>&1 | FileCheck %s --check-prefix=STATS
// RUN: not %mlir-tblgen -gen-pass-decls -DOPTION %s 2>&1 | FileCheck %s --check-prefix=OPTTYPE
// RUN: %mlir-tblgen -gen-pass-doc -DOPTION %s 2>&1 | FileCheck %s --check-prefix=OPTARG
// RUN: not %mlir-tblgen -gen-pass-decls %s 2>&1 | FileCheck %s --check-prefix=NOCLASS
// RUN: not %mlir-tblgen -gen-pass-capi-header %s 2>&1 | FileCheck %s --check-prefix=NOCLASS
// DIFF: -gen-pass-capi-impl -DNO_CTOR
// DIFF: -gen-pass-capi-header -DNO_CTOR
// DIFF: -gen-pass-decls -DNO_CTOR
// DIFF: -gen-pass-doc -DNO_CTOR
// DIFF: -gen-pass-decls -DOPTION
// DIFF: -gen-pass-doc -DOPTION
// DIFF: -gen-pass-capi-impl -DOPTION
// DIFF: -gen-pass-decls
// DIFF: -gen-pass-doc

#ifdef NO_CTOR
class PassBase {
  string argument = "";
  string baseClass = "::mlir::Pass";
  string summary = "";
  string description = "";
  list<int> options = [];
  list<string> dependentDialects = [];
}
// The first pass has no constructor, the second no statistics either.
def APass : PassBase { list<int> statistics = []; }
def BPass : PassBase { string constructor = ""; }
// CTOR: errors.td:[[@LINE-2]]:5: error: Record `APass' does not have a field named `constructor'!
// STATS: errors.td:[[@LINE-2]]:5: error: Record `BPass' does not have a field named `statistics'!
#endif

#ifdef OPTION
// An option with a command-line name but no type.
class Opt { string argument = "x"; string description = ""; }
class PassBase {
  string argument = "p";
  string baseClass = "::mlir::Pass";
  string summary = "";
  string description = "";
  code constructor = "";
  list<Opt> options = [];
  list<int> statistics = [];
  list<string> dependentDialects = [];
}
def WithOption : PassBase { let options = [Opt<>]; }
// OPTTYPE: errors.td:[[@LINE-1]]:44: error: Record `anonymous_{{[0-9]+}}' does not have a field named `type'!
// -gen-pass-doc reads no option's type.
// OPTARG-NOT: error
// OPTARG: {{^}}-x : {{$}}
#endif

// Without PassBase there is nothing to read.
// NOCLASS: error: The class 'PassBase' is not defined
