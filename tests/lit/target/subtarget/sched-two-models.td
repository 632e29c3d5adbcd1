// RUN: %tblgen -gen-subtarget -I /usr/include/llvm-22 %s | FileCheck %s
// DIFF: -gen-subtarget -I /usr/include/llvm-22
//
// Two machine models shared by three processors (and one without a model):
// processor models are numbered in CPU-name order of their first user, the
// global tables share runs of entries across both models, groups that
// contain a used unit are charged too, and a ReadAdvance naming writes
// gives those writes their own latency entries.

include "llvm/Target/Target.td"
def R0 : Register<"r0">;
def GPR : RegisterClass<"Toy", [i32], 32, (add R0)>;
def ToyInstrInfo : InstrInfo;
def Toy : Target { let InstructionSet = ToyInstrInfo; }
def WriteALU : SchedWrite;
def WriteMul : SchedWrite;
def WriteLd : SchedWrite;
def WriteSt : SchedWrite;
def ReadALU : SchedRead;
def ReadMul : SchedRead;
let OutOperandList = (outs GPR:$d), InOperandList = (ins GPR:$a, GPR:$b), Namespace = "Toy" in {
def ADD : Instruction, Sched<[WriteALU, ReadALU, ReadALU]>;
def SUB : Instruction, Sched<[WriteALU, ReadALU, ReadALU]>;
def MUL : Instruction, Sched<[WriteMul, ReadMul, ReadALU]>;
def MULADD : Instruction, Sched<[WriteMul, WriteALU, ReadMul]>;
def LD : Instruction, Sched<[WriteLd, ReadDefault]>;
def ST : Instruction, Sched<[WriteSt, ReadALU]>;
def NOP : Instruction, Sched<[]>;
def ONLYREAD : Instruction, Sched<[ReadALU]>;
}
// An in-order model with a group and a buffered unit.
def SmallModel : SchedMachineModel {
  let IssueWidth = 1; let MicroOpBufferSize = 0; let CompleteModel = 0;
  let PostRAScheduler = 1;
}
let SchedModel = SmallModel in {
def S_ALU : ProcResource<1>;
def S_MEM : ProcResource<1> { let BufferSize = 4; }
def S_ANY : ProcResGroup<[S_ALU, S_MEM]>;
def : WriteRes<WriteALU, [S_ALU]>;
def : WriteRes<WriteMul, [S_ALU]> { let Latency = 4; let ReleaseAtCycles = [3]; }
def : WriteRes<WriteLd, [S_MEM]> { let Latency = 3; }
def : WriteRes<WriteSt, [S_MEM, S_ANY]> { let Latency = 1; let NumMicroOps = 2; let BeginGroup = 1; }
def : ReadAdvance<ReadALU, 0>;
def : ReadAdvance<ReadMul, 2, [WriteMul, WriteALU]>;
}
// A wider out-of-order model.
def BigModel : SchedMachineModel {
  let IssueWidth = 4; let MicroOpBufferSize = 64; let LoopMicroOpBufferSize = 16;
  let LoadLatency = 3; let HighLatency = 20; let MispredictPenalty = 12;
  let CompleteModel = 0; let EnableIntervals = 1;
}
let SchedModel = BigModel in {
def B_ALU0 : ProcResource<1>;
def B_ALU1 : ProcResource<1>;
def B_LS : ProcResource<2>;
def B_ALU : ProcResGroup<[B_ALU0, B_ALU1]>;
def B_ALL : ProcResGroup<[B_ALU0, B_ALU1, B_LS]> { let BufferSize = 32; }
def : WriteRes<WriteALU, [B_ALU]>;
def : WriteRes<WriteMul, [B_ALU0]> { let Latency = 3; let EndGroup = 1; }
def : WriteRes<WriteLd, [B_LS]> { let Latency = 4; let AcquireAtCycles = [1]; let ReleaseAtCycles = [2]; }
def : WriteRes<WriteSt, [B_LS, B_ALU1]> { let SingleIssue = 1; let RetireOOO = 1; }
def : ReadAdvance<ReadALU, 1>;
def : ReadAdvance<ReadMul, 1, [WriteMul]>;
}
def : ProcessorModel<"small", SmallModel, []>;
def : ProcessorModel<"small-v2", SmallModel, []>;
def : ProcessorModel<"big", BigModel, []>;
def : Processor<"generic", NoItineraries, []>;

// CHECK-LABEL: static const llvm::MCSchedClassDesc BigModelSchedClasses[] = {
// CHECK: {DBGFIELD(/*WriteALU_ReadALU_ReadALU*/ 19) 1, false, false, false,  1, 2,  1, 1,  1, 2}, // #1
// CHECK: {DBGFIELD(/*_ReadALU*/ 115)           8191, false, false, false,  0, 0,  0, 0,  0, 0}, // #5
// CHECK-LABEL: static const llvm::MCSchedClassDesc SmallModelSchedClasses[] = {
// CHECK-LABEL: static const unsigned BigModelProcResourceSubUnits[] = {
// CHECK-NEXT:   0,  // Invalid
// CHECK-NEXT:   3,   4,   5,   5,   // B_ALL
// CHECK-NEXT:   3,   4,   // B_ALU
// CHECK: {"B_ALL",           4, 0, 32, BigModelProcResourceSubUnits + 1}, // #1
// CHECK-NEXT: {"B_ALU",           2, 0, -1, BigModelProcResourceSubUnits + 5}, // #2
// CHECK: 1, // Processor ID
// CHECK: 2, // Processor ID
// CHECK: { "big", {{.*}}, &BigModel },
// CHECK: { "generic", {{.*}}, &NoSchedModel },
// CHECK: { "small", {{.*}}, &SmallModel },
// CHECK: { "small-v2", {{.*}}, &SmallModel },
