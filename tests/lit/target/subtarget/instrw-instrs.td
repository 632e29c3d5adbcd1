// RUN: %tblgen -gen-subtarget -I /usr/include/llvm-22 %s | FileCheck %s
// DIFF: -gen-subtarget -I /usr/include/llvm-22
//
// InstRW with (instrs ...): the named instructions leave their SchedRW
// class for a class named after them (one per group of instructions that
// shared a class), which keeps the old writes for models without an
// InstRW. SchedWriteRes types carry their own resources. Two models
// override different instructions.

include "llvm/Target/Target.td"
def R0 : Register<"r0"> { let Namespace = "Toy"; }
def GPR : RegisterClass<"Toy", [i32], 32, (add R0)>;
def ToyInstrInfo : InstrInfo;
def Toy : Target { let InstructionSet = ToyInstrInfo; }
def WriteA : SchedWrite;
def WriteB : SchedWrite;
def ReadX : SchedRead;
let OutOperandList = (outs GPR:$d), InOperandList = (ins GPR:$a), Namespace = "Toy" in {
def ADDrr : Instruction, Sched<[WriteA, ReadX]>;
def ADDri : Instruction, Sched<[WriteA]>;
def SUBrr : Instruction, Sched<[WriteA, ReadX]>;
def MULrr : Instruction, Sched<[WriteB]>;
def LD : Instruction, Sched<[WriteB]>;
}
def M : SchedMachineModel { let CompleteModel = 0; }
let SchedModel = M in {
def U : ProcResource<1>;
def WriteU : SchedWriteRes<[U]> { let Latency = 5; }
def WriteV : SchedWriteRes<[U]> { let Latency = 7; let NumMicroOps = 3; }
def : WriteRes<WriteA, [U]>;
def : WriteRes<WriteB, [U]>;
def : ReadAdvance<ReadX, 1>;
def : InstRW<[WriteU, ReadX], (instrs ADDrr, ADDri)>;
def : InstRW<[WriteV], (instrs MULrr, SUBrr)>;
}
def M2 : SchedMachineModel { let CompleteModel = 0; }
let SchedModel = M2 in {
def U2 : ProcResource<2>;
def WriteU2 : SchedWriteRes<[U2]> { let Latency = 9; }
def : WriteRes<WriteA, [U2]>;
def : WriteRes<WriteB, [U2]>;
def : ReadAdvance<ReadX, 2>;
def : InstRW<[WriteU2], (instrs LD)>;
}
def : ProcessorModel<"cpu", M, []>;
def : ProcessorModel<"cpu2", M2, []>;
// CHECK: static const llvm::MCSchedClassDesc MSchedClasses[] = {
// CHECK: {DBGFIELD(/*ADDri*/
// CHECK: {DBGFIELD(/*MULrr*/
// CHECK: static const llvm::MCSchedClassDesc M2SchedClasses[] = {
// CHECK: {DBGFIELD(/*LD*/
