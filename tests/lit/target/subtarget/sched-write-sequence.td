// RUN: %tblgen -gen-subtarget -I /usr/include/llvm-22 %s | FileCheck %s
// DIFF: -gen-subtarget -I /usr/include/llvm-22
//
// A WriteSequence stands for its writes in order, Repeat times (nested
// sequences expanded): latencies, micro-ops and resource cycles add up, and
// the latency entry is named after (and identified by) the last write. The
// writes of a sequence are SchedWrites of the model even when no
// instruction names them directly.

include "llvm/Target/Target.td"
def R0 : Register<"r0">;
def GPR : RegisterClass<"Toy", [i32], 32, (add R0)>;
def ToyInstrInfo : InstrInfo;
def Toy : Target { let InstructionSet = ToyInstrInfo; }
def WriteA : SchedWrite;
def WriteB : SchedWrite;
def WriteAB : WriteSequence<[WriteA, WriteB]>;
def WriteA3 : WriteSequence<[WriteA], 3>;
def WriteNest : WriteSequence<[WriteAB, WriteA3], 2>;
def ReadX : SchedRead;
let OutOperandList = (outs GPR:$d, GPR:$e), InOperandList = (ins GPR:$a), Namespace = "Toy" in {
def I1 : Instruction, Sched<[WriteAB, ReadX]>;
def I2 : Instruction, Sched<[WriteA3]>;
def I3 : Instruction, Sched<[WriteNest, WriteA]>;
def I4 : Instruction, Sched<[WriteA]>;
}
def M : SchedMachineModel { let CompleteModel = 0; }
let SchedModel = M in {
def U : ProcResource<1>;
def V : ProcResource<2>;
def : WriteRes<WriteA, [U]> { let Latency = 2; }
def : WriteRes<WriteB, [U, V]> { let Latency = 3; let NumMicroOps = 2; }
def : ReadAdvance<ReadX, 1, [WriteB]>;
}
def : ProcessorModel<"cpu", M, []>;
// CHECK: {DBGFIELD(/*WriteAB_ReadX*/ {{[0-9]+}}) 3,
// CHECK: {DBGFIELD(/*WriteA3*/ {{[0-9]+}})
// CHECK: {DBGFIELD(/*WriteNest_WriteA*/ {{[0-9]+}})
