// RUN: not %tblgen -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF:
// An error in an included file is reported there, after the include stack.
// CHECK: Included from {{.*}}include-error-location.td:[[@LINE+3]]:
// CHECK-NEXT: bad-field.td:2:11: error: Field 'x' of type 'int' is incompatible with value '"not an int"' of type 'string'
// CHECK: tblgen: 1 errors.
include "bad-field.td"
