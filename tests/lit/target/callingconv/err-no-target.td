// RUN: not %tblgen -gen-callingconv -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-callingconv -I /usr/include/llvm-22 -I %S/Inputs
//
// llvm-tblgen builds its target model first: exactly one Target is needed.

include "llvm/Target/Target.td"
def R0 : Register<"r0">;
def GPR : RegisterClass<"Toy", [i32], 32, (add R0)>;
def CC : CallingConv<[CCAssignToReg<[R0]>]>;

// CHECK: error: No 'Target' subclasses defined!
