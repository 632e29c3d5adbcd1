// RUN: %tblgen -gen-dag-isel -I /usr/include/llvm-22 %s | FileCheck %s
// DIFF: -gen-dag-isel -I /usr/include/llvm-22
//
// A target's pointer type (PtrValueType) is, in a selection pattern, the
// machine type its LLVMName names.

include "llvm/Target/Target.td"
def p1 : PtrValueType<i64, 1>;
def R0 : Register<"r0">;
def GPR64 : RegisterClass<"Pv", [i64, p1], 64, (add R0)>;
def LDP : Instruction {
  let Namespace = "Pv";
  let OutOperandList = (outs GPR64:$d);
  let InOperandList = (ins GPR64:$p);
  let mayLoad = 1;
}
def PvInstrInfo : InstrInfo;
def Pv : Target { let InstructionSet = PvInstrInfo; }
def : Pat<(i64 (load (p1 GPR64:$p))), (LDP GPR64:$p)>;

// CHECK: OPC_CheckChild1TypeI64,
// CHECK: OPC_MorphNodeTo1, TARGET_VAL(Pv::LDP),
