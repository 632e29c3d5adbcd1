// RUN: not %clang-tblgen -gen-clang-attr-classes -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -I %S/Inputs -gen-clang-attr-classes
//
// An accessor names a spelling the attribute does not have.
include "AttrBase.td"

def Acc : InheritableAttr {
  let Spellings = [GCC<"acc">, GNU<"acc_other">];
  let Accessors = [Accessor<"isClangAcc", [Clang<"acc">]>];
  let Documentation = [Undocumented];
}
// CHECK: error: Unknown spelling: acc
