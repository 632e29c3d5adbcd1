// RUN: %tblgen -gen-dag-isel -instrument-coverage -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-dag-isel -instrument-coverage -I /usr/include/llvm-22 -I %S/Inputs
// DIFF: -gen-dag-isel -instrument-coverage -omit-comments -I /usr/include/llvm-22 -I %S/Inputs
//
// -instrument-coverage: an OPC_Coverage index before each completed
// pattern, the pattern and include-path tables, and ComplexPattern calls
// that log their success.

include "di.td"

def addr : ComplexPattern<i32, 2, "SelectAddr", [], []>;
def MemOp : Operand<i32> { let MIOperandInfo = (ops GPR, i32imm); }
def LDW : DiInst<(outs GPR:$d), (ins MemOp:$m), [(set GPR:$d, (load addr:$m))]>;
def ADDrr : DiInst<(outs GPR:$d), (ins GPR:$a, GPR:$b), [(set GPR:$d, (add GPR:$a, GPR:$b))]>;
multiclass M { def _r : DiInst<(outs GPR:$d), (ins GPR:$a, GPR:$b), [(set GPR:$d, (sub GPR:$a, GPR:$b))]>; }
defm SUB : M;

// CHECK: OPC_Coverage, COVERAGE_IDX_VAL(0),
// CHECK: bool Succeeded = SelectAddr(N, Result[NextRes+0].first, Result[NextRes+1].first);
// CHECK: dbgs() << "\nCOMPLEX_PATTERN: SelectAddr\n" ;
// CHECK: static const char *PATTERN_MATCH_TABLE[] = {
// CHECK: static const char *INCLUDE_PATH_TABLE[] = {
// CHECK: coverage.td:[[@LINE-7]]",
