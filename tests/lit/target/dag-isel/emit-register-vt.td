// RUN: %tblgen -gen-dag-isel -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-dag-isel -I /usr/include/llvm-22 -I %S/Inputs
//
// A register of a type other than i32/i64 in a result: OPC_EmitRegister
// with its type, no space before the register.

include "di.td"

def ADDh : DiInst<(outs HPR:$d), (ins HPR:$a, HPR:$b), []>;
def : Pat<(i16 (sub HPR:$a, 1)), (ADDh HPR:$a, H0)>;

// CHECK: OPC_EmitRegister, MVT::i16,H0, // #1
