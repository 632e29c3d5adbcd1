// RUN: %clang-tblgen -gen-clang-attr-has-attribute-impl -I %S/Inputs %s | FileCheck %s
// DIFF: -I %S/Inputs -gen-clang-attr-has-attribute-impl
// DIFF: -I %S/Inputs -gen-clang-attr-parser-string-switches
// DIFF: -I %S/Inputs -gen-clang-attr-parsed-attr-impl
//
// A spelling's tests are listed once each, in the order first seen: an
// attribute spelled twice the same way, attributes sharing a spelling with
// or without a target. A target-specific spelling limits every spelling of
// its scope and name, whatever the syntax (two such give two tests run
// together, as llvm-tblgen 22 writes them); the parser's switches ignore
// them.
include "AttrBase.td"

def Twice : InheritableAttr {
  let Spellings = [ClangGCC<"twice">, CXX11<"gnu", "twice">, C23<"gnu", "twice">];
  let Documentation = [Undocumented];
}
def SharedA : InheritableAttr { let Spellings = [GNU<"shared">]; let Documentation = [Undocumented]; }
def SharedB : InheritableAttr { let Spellings = [GNU<"shared">]; let Documentation = [Undocumented]; }
def OnArm : InheritableAttr, TargetSpecificAttr<TargetARM> {
  let Spellings = [GNU<"targeted">, GNU<"targeted">];
  let Documentation = [Undocumented];
}
def OnX86 : InheritableAttr, TargetSpecificAttr<TargetX86> {
  let Spellings = [GNU<"targeted">];
  let Documentation = [Undocumented];
}
def Limited : InheritableAttr {
  let Spellings = [GNU<"limited">, CXX11<"", "limited", 201803>, CXX11<"vnd", "limited", 201803>,
                   C23<"", "limited", 201803>];
  let TargetSpecificSpellings = [
    TargetSpecificSpelling<TargetItanium, [CXX11<"", "limited", 201803>]>,
    TargetSpecificSpelling<TargetARM, [CXX11<"vnd", "limited", 201803>]>,
    TargetSpecificSpelling<TargetX86, [C23<"", "limited", 201803>]>];
  let Args = [StringArgument<"S">];
  let Documentation = [Undocumented];
}
def OtherLimited : InheritableAttr {
  let Spellings = [Pragma<"", "limited">];
  let Documentation = [Undocumented];
}
// CHECK-DAG: .Case("limited", (true && ( Target.getCXXABI().isItaniumFamily() )true && (T.getArch() == llvm::Triple::x86 || T.getArch() == llvm::Triple::x86_64) ? 1 : 0))
// CHECK-DAG: .Case("shared", (1))
// CHECK-DAG: .Case("targeted", (true && (T.getArch() == llvm::Triple::arm || T.getArch() == llvm::Triple::thumb) ? 1 : 0) || (true && (T.getArch() == llvm::Triple::x86 || T.getArch() == llvm::Triple::x86_64) ? 1 : 0))
// CHECK:     } else if (ScopeName == "gnu") {
// CHECK-NEXT:  return llvm::StringSwitch<int>(Name)
// CHECK-NEXT:    .Case("twice", (1))
