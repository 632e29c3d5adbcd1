// RUN: not %tblgen -I %S --gen-intrinsic-impl %s 2>&1 | FileCheck %s
// DIFF: --gen-intrinsic-impl
//
// IntrWriteMem cannot follow a property that rules out writing (IntrRead
// of one location leaves writes elsewhere allowed).

include "Inputs/intrinsic-classes.td"

def int_ok : Intrinsic<[], [], [IntrRead<[TargetMem0]>, IntrWriteMem]>;
// CHECK: [[@LINE+1]]:5: error: IntrWriteMem cannot be used after IntrNoMem or IntrReadMem. Default is ReadWrite
def int_a : Intrinsic<[], [], [IntrReadMem, IntrWriteMem]>;
