// Include cycles through two files stop at the include depth limit with a
// located error; llvm-tblgen overflows its stack (so there is no DIFF line).
// A guarded self-include is fine.
//
// RUN: not %tblgen -I %S/Inputs %s 2>&1 | FileCheck %s
// CHECK: mutual-{{[ab]}}.td:2:9: error: include nested too deeply (more than 1000 levels
// CHECK: error: Unexpected token at top level
//
// RUN: %tblgen -I %S/Inputs %S/Inputs/guarded-self.td | FileCheck --check-prefix=GUARD %s
// GUARD: def fromGuarded {
include "mutual-a.td"
