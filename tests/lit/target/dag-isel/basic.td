// RUN: %tblgen -gen-dag-isel -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-dag-isel -I /usr/include/llvm-22 -I %S/Inputs
//
// Register patterns over two register classes: one opcode switch, a type
// check where the register class does not imply the type, MorphNodeTo.

include "di.td"

def ADDrr : DiInst<(outs GPR:$d), (ins GPR:$a, GPR:$b), [(set GPR:$d, (add GPR:$a, GPR:$b))]>;
def ADDDrr : DiInst<(outs DPR:$d), (ins DPR:$a, DPR:$b), [(set DPR:$d, (add DPR:$a, DPR:$b))]>;
def SUBrr : DiInst<(outs GPR:$d), (ins GPR:$a, GPR:$b), [(set GPR:$d, (sub GPR:$a, GPR:$b))]>;
def CTLZ : DiInst<(outs GPR:$d), (ins GPR:$a), [(set GPR:$d, (ctlz GPR:$a))]>;
def TR : DiInst<(outs GPR:$d), (ins DPR:$a), []>;
def : Pat<(i32 (trunc DPR:$a)), (TR DPR:$a)>;

// CHECK: DAG Instruction Selector for the Di target
// CHECK: static const uint8_t MatcherTable[] = {
// CHECK: OPC_SwitchOpcode
// CHECK: TARGET_VAL(ISD::ADD)
// CHECK: OPC_SwitchType
// CHECK: OPC_MorphNodeTo1None, TARGET_VAL(Di::ADDrr),
// CHECK: // Src: (add:{ *:[i32] } GPR:{ *:[i32] }:$a, GPR:{ *:[i32] }:$b) - Complexity = 3
// CHECK: // Dst: (ADDrr:{ *:[i32] } GPR:{ *:[i32] }:$a, GPR:{ *:[i32] }:$b)
// CHECK: TARGET_VAL(ISD::TRUNCATE)
// CHECK: }; // Total Array size is
// CHECK: // Opcode Histogram:
// CHECK: SelectCodeCommon(N, MatcherTable, sizeof(MatcherTable));
