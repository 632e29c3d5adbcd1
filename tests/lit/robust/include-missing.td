// A missing include file, and an include that names a directory, are
// located errors.
// RUN: not %tblgen -I %S %s 2>&1 | FileCheck %s
// RUN: printf 'include "Inputs"\n' > %t.td
// RUN: not %tblgen -I %S %t.td 2>&1 | FileCheck --check-prefix=DIR %s
// DIFF:
// CHECK: include-missing.td:[[@LINE+1]]:9: error: could not find include file 'no/such/file.td'
include "no/such/file.td"
// DIR: .td:1:9: error: could not find include file 'Inputs'
