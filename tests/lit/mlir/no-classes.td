// Inputs without the classes the generators read: some generators need
// the class (an error), others print what they print for no defs.
// RUN: not %mlir-tblgen -gen-enum-doc %s 2>&1 | FileCheck %s --check-prefix=ENUMINFO
// RUN: not %mlir-tblgen -gen-dialect-decls %s 2>&1 | FileCheck %s --check-prefix=DIALECT
// RUN: %mlir-tblgen -gen-enum-decls %s | FileCheck %s --check-prefix=BANNER
// DIFF: -gen-enum-doc
// DIFF: -gen-enum-decls
// DIFF: -gen-enum-defs
// DIFF: -gen-python-enum-bindings
// DIFF: -gen-dialect-decls
// DIFF: -gen-dialect-defs
// DIFF: -gen-type-constraint-decls
// DIFF: -gen-attr-constraint-defs
// DIFF: -gen-bytecode
// DIFF: -gen-directive-decl --directives-dialect=X

def Unrelated;

// ENUMINFO: error: The class 'EnumInfo' is not defined
// DIALECT: error: The class 'Dialect' is not defined
// BANNER: |* Enum Utility Declarations
// BANNER: \*===----------------------------------------------------------------------===*/
// BANNER-EMPTY:
// BANNER-NOT: {{.}}
