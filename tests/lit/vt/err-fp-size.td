// Only floating-point types of 16, 32, 64, 80 and 128 bits have an IR type.
// (What llvm-tblgen does with the others is undefined; it usually crashes,
// so there is no DIFF line.)
//
// RUN: not %tblgen -I %S/Inputs --gen-vt %s 2>&1 | FileCheck %s

include "vt-classes.td"

// CHECK: [[@LINE+1]]:5: error: no IR floating-point type of 48 bits for 'f48'
def f48 : VTFP<48>;
