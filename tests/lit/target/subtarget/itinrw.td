// RUN: %tblgen -gen-subtarget -I /usr/include/llvm-22 %s | FileCheck %s
// DIFF: -gen-subtarget -I /usr/include/llvm-22
//
// ItinRW gives the SchedRW list of itinerary classes on one model (here
// models without itineraries): classes of instructions with an itinerary
// are named after it, and a model's ItinRW supplies their writes when
// neither the class nor an InstRW does. An ItinRW's variants are inferred
// for its model only.

include "llvm/Target/Target.td"
def R0 : Register<"r0"> { let Namespace = "Toy"; }
def GPR : RegisterClass<"Toy", [i32], 32, (add R0)>;
def ToyInstrInfo : InstrInfo;
def Toy : Target { let InstructionSet = ToyInstrInfo; }
def WriteA : SchedWrite;
def WriteB : SchedWrite;
def WriteC : SchedWrite;
def ReadX : SchedRead;
def ReadY : SchedRead;
def IIC_ALU : InstrItinClass;
def IIC_MEM : InstrItinClass;
def IsZero : MCSchedPredicate<CheckImmOperand<1, 0>>;
def WriteVar : SchedWriteVariant<[SchedVar<IsZero, [WriteA]>, SchedVar<NoSchedPred, [WriteB]>]>;
let OutOperandList = (outs GPR:$d), InOperandList = (ins GPR:$a, i32imm:$b), Namespace = "Toy" in {
def ADD : Instruction { let Itinerary = IIC_ALU; }
def SUB : Instruction { let Itinerary = IIC_ALU; }
def LD : Instruction { let Itinerary = IIC_MEM; }
def ST : Instruction, Sched<[WriteC]> { let Itinerary = IIC_MEM; }
}
def M1 : SchedMachineModel { let CompleteModel = 0; }
let SchedModel = M1 in {
def U1 : ProcResource<1>;
def : WriteRes<WriteA, [U1]>;
def : WriteRes<WriteB, [U1]> { let Latency = 2; }
def : WriteRes<WriteC, [U1]> { let Latency = 3; }
def : ReadAdvance<ReadX, 1>;
def : ItinRW<[WriteA, ReadX], [IIC_ALU]>;
def : ItinRW<[WriteVar], [IIC_MEM]>;
}
def M2 : SchedMachineModel { let CompleteModel = 0; }
let SchedModel = M2 in {
def U2 : ProcResource<1>;
def : WriteRes<WriteA, [U2]>;
def : WriteRes<WriteB, [U2]>;
def : WriteRes<WriteC, [U2]>;
def : ItinRW<[WriteB], [IIC_ALU, IIC_MEM]>;
}
def : ProcessorModel<"cpu1", M1, []>;
def : ProcessorModel<"cpu2", M2, []>;
// CHECK: {DBGFIELD(/*IIC_ALU*/
// CHECK: {DBGFIELD(/*IIC_MEM_WriteC*/
