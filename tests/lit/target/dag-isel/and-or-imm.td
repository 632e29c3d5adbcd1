// RUN: %tblgen -gen-dag-isel -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-dag-isel -I /usr/include/llvm-22 -I %S/Inputs
//
// (and X, C) and (or X, C) with a constant of several bits: the
// interpreter's loose mask checks (OPC_CheckAndImm / OPC_CheckOrImm); a
// single-bit constant is an ordinary integer check; big and negative
// integers are VBR / signed VBR encoded.

include "di.td"

def ANDff : DiInst<(outs GPR:$d), (ins GPR:$a), []>;
def : Pat<(and GPR:$a, 255), (ANDff GPR:$a)>;
def ORbig : DiInst<(outs GPR:$d), (ins GPR:$a), []>;
def : Pat<(or GPR:$a, 65535), (ORbig GPR:$a)>;
def ANDbit : DiInst<(outs GPR:$d), (ins GPR:$a), []>;
def : Pat<(and GPR:$a, 16), (ANDbit GPR:$a)>;
def ADDneg : DiInst<(outs GPR:$d), (ins GPR:$a), []>;
def : Pat<(add GPR:$a, -300), (ADDneg GPR:$a)>;

// CHECK: OPC_CheckAndImm, 127|128,1/*255*/,
// CHECK: OPC_CheckChild1Integer, 16,
// CHECK: OPC_CheckOrImm, 127|128,127|128,3/*65535*/,
// CHECK: OPC_CheckChild1Integer, 84|128,125/*-300*/,
