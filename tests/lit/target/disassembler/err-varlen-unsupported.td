// RUN: not %tblgen -gen-disassembler -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
//
// Variable-length (dag) encodings are not supported by -gen-disassembler
// yet (llvm-tblgen writes a decoder, so there is no DIFF line): a located
// error instead.

include "varlen.td"
def MOV : VInst<(outs GPR:$dst), (ins GPR:$src)> {
  let Inst = (descend 0b0001, (operand "$dst", 4), (operand "$src", 4));
}

// CHECK: err-varlen-unsupported.td:[[@LINE-4]]:5: error: -gen-disassembler: variable-length (dag) encodings are not supported yet
