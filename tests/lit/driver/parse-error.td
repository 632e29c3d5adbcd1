// An input that fails to parse creates no output file and leaves an
// existing one untouched.
//
// RUN: rm -rf %t && mkdir -p %t
// RUN: not %tblgen -o %t/out.inc %s 2>&1 | FileCheck %s
// RUN: not ls %t/out.inc
// RUN: echo "keep me" > %t/existing.inc
// RUN: not %tblgen -o %t/existing.inc %s
// RUN: not %tblgen --write-if-changed -o %t/existing.inc %s
// RUN: FileCheck --check-prefix=KEEP --input-file %t/existing.inc %s
// RUN: ls %t | FileCheck --check-prefix=FILES %s
// RUN: sh -c '%tblgen -o %t/out.inc %s 2>/dev/null; echo "exit=$?"' | FileCheck --check-prefix=EXIT %s
//
// CHECK: parse-error.td:[[@LINE+8]]:{{[0-9]+}}: error:
// KEEP: keep me
// FILES: existing.inc
// FILES-NOT: {{.}}
// EXIT: exit=1
// DIFF:

class A { int x = 1; }
def y : A { int z = ; }
