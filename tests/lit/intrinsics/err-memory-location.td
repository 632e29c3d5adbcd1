// RUN: not %tblgen -I %S --gen-intrinsic-impl %s 2>&1 | FileCheck %s
// DIFF: --gen-intrinsic-impl
//
// IntrRead and IntrWrite know InaccessibleMem, TargetMem0 and TargetMem1 only.

include "Inputs/intrinsic-classes.td"

// CHECK: [[@LINE+1]]:5: error: unknown IRMemLocation: ArgMem
def ArgMem : IntrinsicMemoryLocation;
def int_a : Intrinsic<[], [], [IntrRead<[TargetMem0]>, IntrWrite<[ArgMem]>]>;
