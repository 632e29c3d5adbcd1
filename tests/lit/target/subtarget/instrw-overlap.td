// RUN: %tblgen -gen-subtarget -I /usr/include/llvm-22 %s | FileCheck %s
// DIFF: -gen-subtarget -I /usr/include/llvm-22
//
// Overlapping InstRWs on different models: a later InstRW that covers
// exactly the instructions of a class an earlier one made joins that
// class; one that covers part of it splits the part off into a new class
// that keeps the earlier InstRW too. On one model, a second InstRW for the
// same instructions is allowed when FullInstRWOverlapCheck is off.

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
let OutOperandList = (outs GPR:$d), InOperandList = (ins GPR:$a), Namespace = "Toy" in {
def A1 : Instruction, Sched<[WriteA]>;
def A2 : Instruction, Sched<[WriteA]>;
def A3 : Instruction, Sched<[WriteA]>;
def B1 : Instruction, Sched<[WriteB]>;
def B2 : Instruction, Sched<[WriteB]>;
}
def M1 : SchedMachineModel { let CompleteModel = 0; let FullInstRWOverlapCheck = 0; }
let SchedModel = M1 in {
def U1 : ProcResource<1>;
def X1 : SchedWriteRes<[U1]> { let Latency = 3; }
def X2 : SchedWriteRes<[U1]> { let Latency = 4; }
def : WriteRes<WriteA, [U1]>;
def : WriteRes<WriteB, [U1]>;
def a : InstRW<[X1], (instrs A1, A2, B1)>;
def b : InstRW<[X2], (instrs B1)>;
}
def M2 : SchedMachineModel { let CompleteModel = 0; }
let SchedModel = M2 in {
def U2 : ProcResource<1>;
def Y1 : SchedWriteRes<[U2]> { let Latency = 5; }
def Y2 : SchedWriteRes<[U2]> { let Latency = 6; }
def : WriteRes<WriteA, [U2]>;
def : WriteRes<WriteB, [U2]>;
def c : InstRW<[Y1], (instrs A1, A2)>;
def d : InstRW<[Y2], (instrs B2, A3)>;
}
def M3 : SchedMachineModel { let CompleteModel = 0; }
let SchedModel = M3 in {
def U3 : ProcResource<1>;
def Z1 : SchedWriteRes<[U3]> { let Latency = 7; }
def : WriteRes<WriteA, [U3]>;
def : WriteRes<WriteB, [U3]>;
def f : InstRW<[Z1], (instrs A2)>;
}
def : ProcessorModel<"cpu1", M1, []>;
def : ProcessorModel<"cpu3", M3, []>;
def : ProcessorModel<"cpu2", M2, []>;
// CHECK: {DBGFIELD(/*A1_A2*/
// CHECK: {DBGFIELD(/*B1*/
// CHECK: {DBGFIELD(/*A2*/
