// RUN: %tblgen -gen-dag-isel -I /usr/include/llvm-22 %s | FileCheck %s
// DIFF: -gen-dag-isel -I /usr/include/llvm-22
// DIFF: -gen-global-isel -I /usr/include/llvm-22
// DIFF: -gen-fast-isel -I /usr/include/llvm-22
//
// An instruction whose pattern sets its results in another order than its
// out operands: each result takes the value of the out operand of its
// name, so the node is emitted, then completed with the results reordered
// (no morph in place).

include "llvm/Target/Target.td"

def TestTargetInstrInfo : InstrInfo;
def TestTarget : Target { let InstructionSet = TestTargetInstrInfo; }
def REG : Register<"REG">;
def GPR : RegisterClass<"TestTarget", [i32], 32, (add REG)>;

def SWAPPED : Instruction {
  let OutOperandList = (outs GPR:$r1, GPR:$r0);
  let InOperandList = (ins GPR:$t0, GPR:$t1);
  let Pattern = [(set i32:$r0, i32:$r1, (udivrem i32:$t0, i32:$t1))];
}
def INORDER : Instruction {
  let OutOperandList = (outs GPR:$q, GPR:$r);
  let InOperandList = (ins GPR:$t0, GPR:$t1);
  let Pattern = [(set i32:$q, i32:$r, (sdivrem i32:$t0, i32:$t1))];
}

// CHECK: OPC_EmitNode2None, TARGET_VAL(::SWAPPED),
// CHECK-NEXT: MVT::i32, MVT::i32, 2/*#Ops*/, 0, 1, // Results = #2 #3
// CHECK-NEXT: OPC_CompleteMatch, 2, 3, 2,
// CHECK: OPC_MorphNodeTo2None, TARGET_VAL(::INORDER),
