// RUN: not %tblgen -gen-callingconv -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-callingconv -I /usr/include/llvm-22 -I %S/Inputs
//
// The sub-register lists of a tuple are set expressions.

include "target.td"
def sub0 : SubRegIndex<32>;
def sub1 : SubRegIndex<32, 32>;
def Pairs : RegisterTuples<[sub0, sub1], [(add R0), (shl R1)]>;
def CC : CallingConv<[CCAssignToReg<[R0]>]>;

// CHECK: err-tuple-set-operator.td:[[@LINE-3]]:5: error: Operator requires (Op Set, Int) arguments: (shl R1)
