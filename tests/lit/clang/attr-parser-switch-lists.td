// RUN: %clang-tblgen -gen-clang-attr-parser-string-switches -I %S/Inputs %s | FileCheck %s
// DIFF: -I %S/Inputs -gen-clang-attr-parser-string-switches
//
// Which attributes the parser's switches list: the unevaluated-argument
// and expression-pack lists take only attributes with a Sema handler, one
// per parse kind (the first by name of those sharing a ParseKind); the strict
// identifier list takes an attribute with an identifier-like argument
// anywhere, not only first.
include "AttrBase.td"

def Ign : IgnoredAttr {
  let Spellings = [GNU<"ign">];
  let ParseArgumentsAsUnevaluated = 1;
  let AcceptsExprPack = 1;
}
def Eval : InheritableAttr {
  let Spellings = [GNU<"eval">];
  let Args = [ExprArgument<"E">];
  let ParseArgumentsAsUnevaluated = 1;
  let AcceptsExprPack = 1;
  let Documentation = [Undocumented];
}
def X86Intr : InheritableAttr, TargetSpecificAttr<TargetX86> {
  let Spellings = [GNU<"intr">];
  let ParseKind = "Intr";
  let ParseArgumentsAsUnevaluated = 1;
  let Documentation = [Undocumented];
}
def ARMIntr : InheritableAttr, TargetSpecificAttr<TargetARM> {
  let Spellings = [GNU<"intr">];
  let ParseKind = "Intr";
  let ParseArgumentsAsUnevaluated = 1;
  let Documentation = [Undocumented];
}
def Later : InheritableAttr {
  let Spellings = [GNU<"later">];
  let Args = [StringArgument<"Msg">, EnumArgument<"Kind", "K", 0, ["a", "b"], ["A", "B"]>];
  let StrictEnumParameters = 1;
  let Documentation = [Undocumented];
}
def NoEnum : InheritableAttr {
  let Spellings = [GNU<"noenum">];
  let Args = [StringArgument<"Msg">];
  let StrictEnumParameters = 1;
  let Documentation = [Undocumented];
}

// CHECK-LABEL: #if defined(CLANG_ATTR_ARG_CONTEXT_LIST)
// CHECK-NEXT: .Case("eval", true)
// CHECK-NEXT: .Case("intr", (Syntax==AttributeCommonInfo::AS_GNU && !ScopeName && true && (T.getArch() == llvm::Triple::arm || T.getArch() == llvm::Triple::thumb)))
// CHECK-NEXT: #endif
// CHECK-LABEL: #if defined(CLANG_ATTR_ACCEPTS_EXPR_PACK)
// CHECK-NEXT: .Case("eval", true)
// CHECK-NEXT: #endif
// CHECK-LABEL: #if defined(CLANG_ATTR_STRICT_IDENTIFIER_ARG_LIST)
// CHECK-NEXT: .Case("later", true)
// CHECK-NEXT: #endif
