// RUN: %tblgen -gen-dag-isel -I /usr/include/llvm-22 %s | FileCheck %s
// DIFF: -gen-dag-isel -I /usr/include/llvm-22
//
// A single bit in a pattern (a template's bit argument) is the integer 0
// or 1.

include "llvm/Target/Target.td"
def R0 : Register<"r0">;
def GPR : RegisterClass<"Bl", [i32], 32, (add R0)>;
def BlInstrInfo : InstrInfo;
def Bl : Target { let InstructionSet = BlInstrInfo; }
def int_bl_op : Intrinsic<[llvm_i32_ty], [llvm_i32_ty, llvm_i32_ty], [IntrNoMem, ImmArg<ArgIndex<0>>]>;
class BlInst<bit U> : Instruction {
  let Namespace = "Bl";
  let OutOperandList = (outs GPR:$d);
  let InOperandList = (ins GPR:$a);
  bit IsUnsigned = U;
}
def OPU : BlInst<1>;
def : Pat<(i32 (int_bl_op (i32 OPU.IsUnsigned), GPR:$a)), (OPU GPR:$a)>;

// CHECK: OPC_CheckChild1Integer, 1,
