// RUN: %tblgen -gen-instr-info -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-instr-info -I /usr/include/llvm-22 -I %S/Inputs
//
// isBitcast is inferred from an instruction's own pattern when its source
// is a bitconvert of a leaf; a Pat record producing the instruction, or a
// bitconvert of an operation, does not set it.

include "toy-remap.td"

def FPR : RegisterClass<"Toy", [f32], 32, (add R0)>;

def BC : ToyInst<(outs FPR:$d), (ins GPR:$s), "", [(set FPR:$d, (bitconvert GPR:$s))]>;
def BCPAT : ToyInst<(outs GPR:$d), (ins FPR:$s), "">;
def : Pat<(i32 (bitconvert FPR:$s)), (BCPAT FPR:$s)>;
def BCADD : ToyInst<(outs FPR:$d), (ins GPR:$a, GPR:$b), "",
                    [(set FPR:$d, (bitconvert (add GPR:$a, GPR:$b)))]>;

// CHECK: MCID::Bitcast{{.*}} // BC
// CHECK-NOT: MCID::Bitcast
