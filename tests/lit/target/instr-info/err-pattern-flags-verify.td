// RUN: not %tblgen -gen-instr-info -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-instr-info -I /usr/include/llvm-22 -I %S/Inputs
//
// After inference every pattern is verified: its memory effects must show
// on one of its result instructions. LDV takes its flags from the first
// Pat producing it (no load), so the second one, which loads, is an error;
// so is a pattern of two instructions of which none may load.

include "toy-remap.td"

def LDV : ToyInst<(outs GPR:$d), (ins GPR:$p), "">;
def : Pat<(i32 (add GPR:$p, GPR:$p)), (LDV GPR:$p)>;
def : Pat<(i32 (load GPR:$p)), (LDV GPR:$p)>;
def TWO : ToyInst<(outs GPR:$d), (ins GPR:$p), "", [(set GPR:$d, (sub GPR:$p, GPR:$p))]>;
def : Pat<(i32 (load (i32 (load GPR:$p)))), (TWO (TWO GPR:$p))>;

// CHECK: err-pattern-flags-verify.td:[[@LINE-4]]:1: error: pattern may load, but mayLoad isn't set on the instruction
// CHECK: err-pattern-flags-verify.td:[[@LINE-7]]:5: error: defined here
// CHECK: err-pattern-flags-verify.td:[[@LINE-7]]:1: error: inferred from pattern
// CHECK: err-pattern-flags-verify.td:[[@LINE-5]]:1: error: pattern may load, but mayLoad isn't set on the output instructions
// CHECK: err-pattern-flags-verify.td:[[@LINE-7]]:5: error: defined here
// CHECK: err-pattern-flags-verify.td:[[@LINE-8]]:5: error: defined here
// CHECK: error: Errors in DAG patterns
