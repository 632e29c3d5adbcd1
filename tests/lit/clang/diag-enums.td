// RUN: %clang-tblgen -gen-clang-diags-enums -I %S/Inputs %s | FileCheck %s
// RUN: %clang-tblgen -gen-clang-diags-enums -clang-component=Lex -I %S/Inputs %s | FileCheck %s --check-prefix=LEX
// DIFF: -I %S/Inputs -gen-clang-diags-enums
// DIFF: -I %S/Inputs -gen-clang-diags-enums -clang-component=Lex
// DIFF: -I %S/Inputs -gen-clang-diags-enums -clang-component=Sema
//
// Each %enum_select names an enumeration of its options; an option written
// %Name{text} is an enumerator, numbered by its position. Enumerations come
// in diagnostic order, each before those in its options, substitutions
// expanded; one without a name is not listed.
include "DiagBase.td"

def sub_kinds : TextSubstitution<"%enum_select<SubKinds>{%SubA{a}|%SubB{b}}0">;

let Component = "Lex" in {
def err_token : Error<"bad %enum_select<TokenKind>{%Ident{identifier}|%Number{number}|punctuation}0">;
}
let Component = "Sema" in {
def err_outer : Error<"%enum_select<Outer>{%First{%enum_select<Inner>{%In{in}}1}|plain}0 and %enum_select<Later>{%L{l}}2">;
def err_unnamed : Error<"%enum_select<>{%Lost{lost}}0">;
def err_with_sub : Error<"it is %sub{sub_kinds}1">;
def err_blank_enumerator : Error<"%enum_select<Blank>{%{x}|%Y{y}}0">;
}

// CHECK:      DIAG_ENUM(Blank)
// CHECK-NEXT: DIAG_ENUM_ITEM(1, Y)
// CHECK-NEXT: DIAG_ENUM_END()
// CHECK-NEXT: DIAG_ENUM(Outer)
// CHECK-NEXT: DIAG_ENUM_ITEM(0, First)
// CHECK-NEXT: DIAG_ENUM_END()
// CHECK-NEXT: DIAG_ENUM(Inner)
// CHECK-NEXT: DIAG_ENUM_ITEM(0, In)
// CHECK-NEXT: DIAG_ENUM_END()
// CHECK-NEXT: DIAG_ENUM(Later)
// CHECK:      DIAG_ENUM(TokenKind)
// CHECK-NEXT: DIAG_ENUM_ITEM(0, Ident)
// CHECK-NEXT: DIAG_ENUM_ITEM(1, Number)
// CHECK-NEXT: DIAG_ENUM_END()
// CHECK-NEXT: DIAG_ENUM(SubKinds)
// CHECK-NOT:  Lost

// LEX:      DIAG_ENUM(TokenKind)
// LEX-NOT:  DIAG_ENUM(
