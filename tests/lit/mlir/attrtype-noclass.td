// Without the AttrDef and TypeDef classes the declarations and definitions
// are empty, while the documentation backends stop at the missing class.
// RUN: %mlir-tblgen -gen-typedef-decls %s | FileCheck %s --check-prefix=DECLS
// RUN: not %mlir-tblgen -gen-typedef-doc %s 2>&1 | FileCheck %s --check-prefix=DOC
// DIFF: -gen-typedef-decls
// DIFF: -gen-typedef-defs
// DIFF: -gen-attrdef-decls
// DIFF: -gen-attrdef-defs
// DIFF: -gen-typedef-doc
// DIFF: -gen-attrdef-doc
// DECLS: #ifdef GET_TYPEDEF_CLASSES
// DECLS: class AsmPrinter;
// DECLS: #endif // GET_TYPEDEF_CLASSES
// DOC: error: The class 'TypeDef' is not defined

def Nothing;
