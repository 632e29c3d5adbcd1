// RUN: not %tblgen -D1abc %s 2>&1 | FileCheck %s
// DIFF: -D1abc
// A -D macro name must be an identifier.
// CHECK: error: invalid macro name `1abc` specified on command line
def a;
