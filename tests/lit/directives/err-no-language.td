// Without any DirectiveLanguage (llvm-tblgen crashes here, so there is no
// DIFF line).
//
// RUN: not %tblgen -I /usr/include/llvm-22 --gen-directive-decl %s 2>&1 | FileCheck %s
// RUN: not %tblgen -I /usr/include/llvm-22 --gen-directive-impl %s 2>&1 | FileCheck %s

include "llvm/Frontend/Directive/DirectiveBase.td"

// CHECK: error: A single definition of DirectiveLanguage is needed.
