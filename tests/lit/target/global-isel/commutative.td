// RUN: %tblgen -gen-global-isel -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-global-isel -I /usr/include/llvm-22 -I %S/Inputs
//
// Commutative operators: each order of the operands of add is a rule of
// its own (a variant), nested instructions recorded as MIs[1].

include "gi.td"

def LDAW : GiInst<(outs GPR:$d), (ins GPR:$a, GPR:$b), []>;
def : Pat<(add GPR:$a, (shl GPR:$b, (i32 2))), (LDAW GPR:$a, GPR:$b)>;
def MSK : GiInst<(outs GPR:$d), (ins GPR:$a), []>;
def : Pat<(add (shl (i32 1), GPR:$a), -1), (MSK GPR:$a)>;

// CHECK: GIM_RecordInsn, /*DefineMI*/1, /*MI*/0, /*OpIdx*/1, // MIs[1]
// CHECK: GIM_CheckConstantInt8, /*MI*/0, /*Op*/2, 255,
// CHECK: GIM_CheckIsSafeToFold, /*NumInsns*/1,
// CHECK: GIR_Copy, /*NewInsnID*/0, /*OldInsnID*/1, /*OpIdx*/1, // b
