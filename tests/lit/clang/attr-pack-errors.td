// RUN: not %clang-tblgen -gen-clang-attr-classes -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -I %S/Inputs -gen-clang-attr-classes
// DIFF: -I %S/Inputs -gen-clang-attr-impl
//
// An attribute accepting expression packs may only end in a variadic
// argument.
include "AttrBase.td"

def Packs : InheritableAttr {
  let Spellings = [GNU<"packs">];
  let Args = [VariadicExprArgument<"A">, ExprArgument<"B">];
  let AcceptsExprPack = 1;
  let Documentation = [Undocumented];
}
// CHECK: attr-pack-errors.td:[[@LINE-6]]:5: error: Attributes accepting packs can only have the last argument be variadic.
