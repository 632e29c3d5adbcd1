// Exactly one DirectiveLanguage must be defined.
//
// RUN: not %tblgen -I /usr/include/llvm-22 --gen-directive-decl %s 2>&1 | FileCheck %s
// RUN: not %tblgen -I /usr/include/llvm-22 --gen-directive-impl %s 2>&1 | FileCheck %s
// DIFF: -I /usr/include/llvm-22 --gen-directive-decl
// DIFF: -I /usr/include/llvm-22 --gen-directive-impl

include "llvm/Frontend/Directive/DirectiveBase.td"

def One : DirectiveLanguage { let name = "One"; }
def Two : DirectiveLanguage { let name = "Two"; }

// CHECK: error: A single definition of DirectiveLanguage is needed.
