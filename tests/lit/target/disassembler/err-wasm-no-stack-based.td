// RUN: not %tblgen -gen-disassembler -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
//
// A WebAssembly opcode whose instructions are all register-based has no
// entry to write: an error (llvm-tblgen 22 crashes).

include "wasm-target.td"
def A : WI<0x01, "a", (ins)>;
// CHECK: err-wasm-no-stack-based.td:[[@LINE+1]]:5: error: no stack-based instruction has the opcode of 'R'
def R : WI<0x02, "r $r", (ins GPR:$r), 0>;
