// RUN: %tblgen -gen-global-isel -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-global-isel -I /usr/include/llvm-22 -I %S/Inputs
//
// A Pat whose result is a register-class leaf becomes a COPY; once the
// optimizer turns the rebuilt root into GIR_RootToRootCopy, the copied def
// is commented with COPY's own operand name ("dst"), not a DstI[...] name.

include "gi.td"

def : Pat<(v2i64 (bitconvert (v4i32 VPR:$v))), (v2i64 VPR:$v)>;

// CHECK: GIR_BuildRootMI, /*Opcode*/GIMT_Encode2(TargetOpcode::COPY),
// CHECK-NEXT: GIR_RootToRootCopy, /*OpIdx*/0, // dst
// CHECK-NEXT: GIR_RootToRootCopy, /*OpIdx*/1, // v
