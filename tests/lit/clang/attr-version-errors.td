// RUN: not %clang-tblgen -gen-clang-attr-has-attribute-impl -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -I %S/Inputs -gen-clang-attr-has-attribute-impl
//
// Standard C++ and C spellings need a version; the C++ ones are reported
// first.
include "AttrBase.td"

def A : InheritableAttr {
  let Spellings = [C23<"", "a_c">, CXX11<"vendor", "a_scoped">];
  let Documentation = [Undocumented];
}
def B : InheritableAttr {
  let Spellings = [CXX11<"", "b_std">];
  let Documentation = [Undocumented];
}
// CHECK: attr-version-errors.td:[[@LINE-3]]:20: error: Standard attributes must have valid version information.
// CHECK: attr-version-errors.td:[[@LINE-8]]:20: error: Standard attributes must have valid version information.
