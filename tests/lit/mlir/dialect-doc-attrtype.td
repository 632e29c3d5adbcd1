// -gen-dialect-doc of a dialect with attribute and type definitions: after
// the operations, "## Attributes" and "## Types" with each definition's
// documentation (as -gen-attrdef-doc / -gen-typedef-doc write it), by name.
// RUN: %mlir-tblgen -gen-dialect-doc -I %S %s | FileCheck %s
// DIFF: -gen-dialect-doc
include "Inputs/attrtype-classes.td"
class Op;
class OpDocGroup;

def Doc_Dialect : Dialect {
  let name = "doc";
  let cppNamespace = "::mlir::doc";
  let summary = "documented";
}
def Doc_BType : TypeDef<Doc_Dialect, "B"> {
  let mnemonic = "b";
  let summary = "the b type";
}
def Doc_AType : TypeDef<Doc_Dialect, "A"> {
  let mnemonic = "a";
  let summary = "the a type";
  let parameters = (ins "int":$width);
  let assemblyFormat = "`<` $width `>`";
}
def Doc_FlagAttr : AttrDef<Doc_Dialect, "Flag"> {
  let mnemonic = "flag";
  let summary = "a flag";
}

// CHECK:      # 'doc' Dialect
// CHECK:      ## Attributes
// CHECK-EMPTY:
// CHECK-NEXT: ### FlagAttr
// CHECK:      ## Types
// CHECK-EMPTY:
// CHECK-NEXT: ### AType
// CHECK:      | width | `int` |
// CHECK:      ### BType
