// RUN: not %tblgen --max-value-depth=20 %s 2>&1 | FileCheck %s
// RUN: %tblgen %s | FileCheck %s --check-prefix=OK
// DIFF:

// CHECK: [[@LINE+2]]:174: error: value nesting exceeds the limit of 20 (raise it with --max-value-depth)
// OK: int i = 25;
def X { int i = !add(1, !add(1, !add(1, !add(1, !add(1, !add(1, !add(1, !add(1, !add(1, !add(1, !add(1, !add(1, !add(1, !add(1, !add(1, !add(1, !add(1, !add(1, !add(1, !add(1, !add(1, !add(1, !add(1, !add(1, 1)))))))))))))))))))))))); }
