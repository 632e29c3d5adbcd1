// RUN: %tblgen -gen-dag-isel -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-dag-isel -I /usr/include/llvm-22 -I %S/Inputs
//
// Operands with default values (PredicateOperand, OptionalDefOperand):
// filled from DefaultOps when the pattern does not give them (an integer
// and a register of a given type, zero_reg).

include "di.td"

def pred : PredicateOperand<i32, (ops i32imm, GPR), (ops (i32 14), (i32 zero_reg))>;
def cc_out : OptionalDefOperand<i32, (ops GPR), (ops (i32 zero_reg))>;

def ADDp : DiInst<(outs GPR:$d), (ins GPR:$a, GPR:$b, pred:$p, cc_out:$s),
                  [(set GPR:$d, (add GPR:$a, GPR:$b))]>;
def SUBp : DiInst<(outs GPR:$d), (ins GPR:$a, GPR:$b, pred:$p), []>;
def : Pat<(sub GPR:$a, GPR:$b), (SUBp GPR:$a, GPR:$b)>;

// CHECK: OPC_EmitIntegerI32, 14, // #2 = 14
// CHECK: OPC_EmitRegisterI32, 0 /*zero_reg*/, // #3
// DIFF: -gen-dag-isel -omit-comments -I /usr/include/llvm-22 -I %S/Inputs
