// RUN: not %clang-tblgen -gen-clang-attr-parsed-attr-kinds -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -I %S/Inputs -gen-clang-attr-parsed-attr-kinds
//
// HLSL annotations are matched in lower case.
include "AttrBase.td"

def Upper : HLSLAnnotationAttr {
  let Spellings = [HLSLAnnotation<"Upper">];
  let Documentation = [Undocumented];
}
// CHECK: attr-hlsl-errors.td:[[@LINE-3]]:20: error: HLSLAnnotation Attribute must be lower case.
