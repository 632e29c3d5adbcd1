// RUN: %tblgen -gen-dag-isel -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-dag-isel -I /usr/include/llvm-22 -I %S/Inputs
//
// Type checks: a switch over result types, child type checks, a value
// type operand (sext_inreg), a condition code (setcc), a
// node with two results, 16-bit and FP types (OPC_CheckType with an MVT).

include "di.td"

def SEXTB : DiInst<(outs GPR:$d), (ins GPR:$a), [(set GPR:$d, (sext_inreg GPR:$a, i8))]>;
def SEXTH : DiInst<(outs GPR:$d), (ins GPR:$a), [(set GPR:$d, (sext_inreg GPR:$a, i16))]>;
def SEQ : DiInst<(outs GPR:$d), (ins GPR:$a, GPR:$b), [(set GPR:$d, (setcc GPR:$a, GPR:$b, SETEQ))]>;
def SNE : DiInst<(outs GPR:$d), (ins GPR:$a, GPR:$b), [(set GPR:$d, (setcc GPR:$a, GPR:$b, SETNE))]>;
def HADD : DiInst<(outs HPR:$d), (ins HPR:$a, HPR:$b), [(set HPR:$d, (add HPR:$a, HPR:$b))]>;
def FADD : DiInst<(outs FPR:$d), (ins FPR:$a, FPR:$b), [(set FPR:$d, (fadd f32:$a, f32:$b))]>;
def FADDD : DiInst<(outs FPR:$d), (ins FPR:$a, FPR:$b), [(set FPR:$d, (fadd f64:$a, f64:$b))]>;
def UMUL : DiInst<(outs GPR:$lo, GPR:$hi), (ins GPR:$a, GPR:$b), [(set GPR:$lo, GPR:$hi, (umullohi GPR:$a, GPR:$b))]>;
def ZX : DiInst<(outs DPR:$d), (ins GPR:$a), [(set DPR:$d, (zext GPR:$a))]>;

// CHECK: OPC_CheckValueType, MVT::i8,
// CHECK: OPC_CheckChild2CondCode, ISD::SETEQ,
// CHECK: OPC_CheckType, MVT::i16,
// CHECK: OPC_SwitchType
