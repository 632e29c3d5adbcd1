// RUN: not %tblgen -I %S --gen-intrinsic-impl %s 2>&1 | FileCheck %s
// DIFF: --gen-intrinsic-impl
//
// IntrReadMem cannot follow a property that rules out reading.

include "Inputs/intrinsic-classes.td"

// CHECK: [[@LINE+1]]:5: error: IntrReadMem cannot be used after IntrNoMem or IntrWriteMem. Default is ReadWrite
def int_a : Intrinsic<[], [], [IntrNoMem, IntrReadMem]>;
