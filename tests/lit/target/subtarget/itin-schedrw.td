// RUN: %tblgen -gen-subtarget -I /usr/include/llvm-22 %s | FileCheck %s
// DIFF: -gen-subtarget -I /usr/include/llvm-22
//
// Scheduling classes from itinerary classes and SchedRW lists together:
// the itinerary tables name them all, each row from its itinerary class.

include "llvm/Target/Target.td"
def R0 : Register<"r0">;
def GPR : RegisterClass<"Toy", [i32], 32, (add R0)>;
def ToyInstrInfo : InstrInfo;
def Toy : Target { let InstructionSet = ToyInstrInfo; }
def WriteALU : SchedWrite;
def WriteMem : SchedWrite;
def ReadALU : SchedRead;
def U0 : FuncUnit;
def IIAlu : InstrItinClass;
def IIMem : InstrItinClass;
let OutOperandList = (outs GPR:$d), InOperandList = (ins GPR:$a), Namespace = "Toy" in {
def ADD : Instruction, Sched<[WriteALU, ReadALU]> { let Itinerary = IIAlu; }
def SUB : Instruction, Sched<[WriteALU]> { let Itinerary = IIAlu; }
def LD : Instruction, Sched<[WriteMem]> { let Itinerary = IIMem; }
def ST : Instruction, Sched<[WriteMem, ReadALU]>;
def NOP : Instruction;
}
def Itins : ProcessorItineraries<[U0], [], [
  InstrItinData<IIAlu, [InstrStage<1, [U0]>], [1, 1]>,
  InstrItinData<IIMem, [InstrStage<3, [U0]>], [3]>]>;
def : Processor<"cpu", Itins, []>;

// CHECK: // 1 IIAlu_WriteALU_ReadALU
// CHECK: // 3 WriteMem_ReadALU
