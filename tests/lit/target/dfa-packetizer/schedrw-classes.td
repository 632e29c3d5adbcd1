// RUN: %tblgen -gen-dfa-packetizer -I /usr/include/llvm-22 %s | FileCheck %s
// DIFF: -gen-dfa-packetizer -I /usr/include/llvm-22
//
// Instructions with the same itinerary class but other SchedRW lists are
// classes of their own, each mapped to the class's itinerary data.

include "llvm/Target/Target.td"
def R0 : Register<"r0">;
def GPR : RegisterClass<"Toy", [i32], 32, (add R0)>;
def ToyInstrInfo : InstrInfo;
def Toy : Target { let InstructionSet = ToyInstrInfo; }
def WriteALU : SchedWrite;
def WriteMem : SchedWrite;
def ReadALU : SchedRead;
def U0 : FuncUnit;
def U1 : FuncUnit;
def IIAlu : InstrItinClass;
def IIMem : InstrItinClass;
let OutOperandList = (outs GPR:$d), InOperandList = (ins GPR:$a), Namespace = "Toy" in {
def ADD : Instruction, Sched<[WriteALU, ReadALU]> { let Itinerary = IIAlu; }
def SUB : Instruction, Sched<[WriteALU]> { let Itinerary = IIAlu; }
def AND : Instruction { let Itinerary = IIAlu; }
def LD : Instruction, Sched<[WriteMem]> { let Itinerary = IIMem; }
def ST : Instruction, Sched<[WriteMem]>;
def OR : Instruction, Sched<[WriteALU, ReadALU]> { let Itinerary = IIAlu; }
}
def Itins : ProcessorItineraries<[U0, U1], [], [
  InstrItinData<IIAlu, [InstrStage<1, [U0, U1]>]>,
  InstrItinData<IIMem, [InstrStage<1, [U1]>]>]>;
def : Processor<"cpu", Itins, []>;

// CHECK:      constexpr unsigned ToyResourceIndices[] = {
// CHECK-NEXT:   0, 1, 1, 2, 0, 1,
