// RUN: %tblgen -gen-dag-isel -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-dag-isel -I /usr/include/llvm-22 -I %S/Inputs
//
// Physical registers: an implicit def with a known type adds a result,
// (set REG, ...) adds a result type, a register input is
// recorded and copied in with glue (OPC_EmitCopyToReg).

include "di.td"

def FLAGS : Register<"flags">;
def CCR : RegisterClass<"Di", [i32], 32, (add FLAGS)>;

let Defs = [FLAGS] in
def ADDF : DiInst<(outs GPR:$d), (ins GPR:$a, GPR:$b), [(set GPR:$d, (add GPR:$a, GPR:$b))]>;
def SUBF : DiInst<(outs GPR:$d), (ins GPR:$a, GPR:$b), [(set GPR:$d, FLAGS, (subc GPR:$a, GPR:$b))]>;
def MULR0 : DiInst<(outs GPR:$d), (ins GPR:$a), []>;
def : Pat<(mul R0, GPR:$a), (MULR0 GPR:$a)>;
def CMP : DiInst<(outs), (ins GPR:$a, GPR:$b), []> { let Defs = [FLAGS]; }

// CHECK: OPC_RecordChild0, // #0 = physreg input R0
// CHECK: OPC_EmitCopyToReg0, R0,
// CHECK: OPC_MorphNodeTo1GlueInput, TARGET_VAL(Di::MULR0),
