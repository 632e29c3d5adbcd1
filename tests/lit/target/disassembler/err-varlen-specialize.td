// RUN: not %tblgen -gen-disassembler --specialize-decoders-per-bitwidth -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-disassembler --specialize-decoders-per-bitwidth -I /usr/include/llvm-22 -I %S/Inputs
//
// Decoders cannot be specialized per width when instructions have
// variable lengths (the error has no location).

include "varlen.td"
def A : VInst<(outs GPR:$dst), (ins)> {
  let Inst = (ascend 0b0001, (operand "$dst", 4));
}

// CHECK: error: Cannot specialize decoders for variable length instuctions
