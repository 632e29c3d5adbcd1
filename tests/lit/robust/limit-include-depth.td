// An include cycle stops at the include depth limit (llvm-tblgen
// overflows its stack).
// RUN: not %tblgen -I %S/Inputs --max-include-depth=20 %s 2>&1 | FileCheck %s
// RUN: not %tblgen -I %S/Inputs %s 2>&1 | FileCheck %s --check-prefix=DEFAULT

// CHECK: self-include.td:1:9: error: include nested too deeply (more than 20 levels; raise the limit with --max-include-depth)
// DEFAULT: self-include.td:1:9: error: include nested too deeply (more than 1000 levels; raise the limit with --max-include-depth)
include "self-include.td"
