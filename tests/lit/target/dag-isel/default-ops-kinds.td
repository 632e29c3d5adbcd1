// RUN: %tblgen -gen-dag-isel -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-dag-isel -I /usr/include/llvm-22 -I %S/Inputs
//
// DefaultOps values of every kind a result leaf can be, each typed on its
// own: a register class or register operand (its ID, an i32), a
// sub-register index, a register typed by its classes or by a cast, an
// integer under an SDNodeXForm, and several values in one operand.

include "di.td"

def xf : SDNodeXForm<imm, [{ return N; }]>;
def GPROp : RegisterOperand<GPR>;
def d_rc : OperandWithDefaultOps<i32, (ops FPR)>;
def d_ro : OperandWithDefaultOps<i32, (ops GPROp)>;
def d_sub : OperandWithDefaultOps<i32, (ops sub_lo)>;
def d_reg : OperandWithDefaultOps<i32, (ops R2)>;
def d_freg : OperandWithDefaultOps<f32, (ops (f32 F1))>;
def d_xf : OperandWithDefaultOps<i32, (ops (xf (i32 3)))>;
def d_many : OperandWithDefaultOps<i32, (ops (i32 GPR), (i16 7), (i32 undef_tied_input))>;
def d_unused : OperandWithDefaultOps<i32, (ops (i64 0), D1)>;

def A1 : DiInst<(outs GPR:$d), (ins GPR:$a, d_rc:$p, d_ro:$q), [(set GPR:$d, (ineg GPR:$a))]>;
def A2 : DiInst<(outs GPR:$d), (ins GPR:$a, d_sub:$p, d_reg:$q), [(set GPR:$d, (not GPR:$a))]>;
def A3 : DiInst<(outs GPR:$d), (ins GPR:$a, d_freg:$p, d_xf:$q), [(set GPR:$d, (ctpop GPR:$a))]>;
def A4 : DiInst<(outs GPR:$d), (ins GPR:$a, GPR:$b, d_many:$p), []>;
def : Pat<(add GPR:$a, GPR:$b), (A4 GPR:$a, GPR:$b)>;

// CHECK: OPC_EmitIntegerI32, Di::FPRRegClassID,
// CHECK: OPC_EmitIntegerI32, Di::GPRRegClassID,
// CHECK: OPC_EmitIntegerI32, sub_lo,
// CHECK: OPC_EmitRegisterI32, R2,
// CHECK: OPC_EmitRegister, MVT::f32,F1,
// CHECK: OPC_EmitNodeXForm, 0,
// DIFF: -gen-dag-isel -omit-comments -I /usr/include/llvm-22 -I %S/Inputs
