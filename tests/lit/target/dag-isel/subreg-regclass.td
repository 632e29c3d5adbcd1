// RUN: %tblgen -gen-dag-isel -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-dag-isel -I /usr/include/llvm-22 -I %S/Inputs
//
// Result trees with nested instructions (OPC_EmitNode, its result slots),
// register-class and sub-register-index operands (emitted by name),
// immediates of the result (OPC_EmitInteger) and a register (zero_reg).

include "di.td"

def MOVi : DiInst<(outs GPR:$d), (ins i32imm:$i), []>;
def : Pat<(i64 (anyext GPR:$a)), (INSERT_SUBREG (i64 (IMPLICIT_DEF)), GPR:$a, sub_lo)>;
def : Pat<(i32 (trunc DPR:$a)), (EXTRACT_SUBREG DPR:$a, sub_lo)>;
def : Pat<(i16 (trunc GPR:$a)), (COPY_TO_REGCLASS GPR:$a, HPR)>;
def : Pat<(i32 0), (MOVi 0)>;
def ADDi : DiInst<(outs GPR:$d), (ins GPR:$a, GPR:$b), []>;
def : Pat<(i32 77777), (ADDi (MOVi 7), (MOVi 77777))>;

// CHECK: // Results = #
// CHECK: OPC_EmitIntegerI32, sub_lo, // #1 = sub_lo
// CHECK: OPC_EmitIntegerI32, Di::HPRRegClassID,
// CHECK: OPC_EmitNode1None, TARGET_VAL(TargetOpcode::IMPLICIT_DEF),
