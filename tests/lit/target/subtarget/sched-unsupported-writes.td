// RUN: %tblgen -gen-subtarget -I /usr/include/llvm-22 %s | FileCheck %s
// DIFF: -gen-subtarget -I /usr/include/llvm-22
//
// Unsupported writes and reads make their class invalid (8191 micro-ops,
// no entries); a write after an unsupported one still adds its micro-ops,
// wrapping the 13-bit count to 0 and so making the class valid again.
// A zero-latency entry reuses the reserved entry 0 of the latency table;
// latency entries shared by classes name every write they stand for.

include "llvm/Target/Target.td"
def R0 : Register<"r0">;
def GPR : RegisterClass<"Toy", [i32], 32, (add R0)>;
def ToyInstrInfo : InstrInfo;
def Toy : Target { let InstructionSet = ToyInstrInfo; }

def WriteA : SchedWrite;
def WriteB : SchedWrite;
def WriteZ : SchedWrite;
def WriteU : SchedWrite;
def ReadU : SchedRead;
def ReadA : SchedRead;
let OutOperandList = (outs GPR:$d), InOperandList = (ins GPR:$a), Namespace = "Toy" in {
def I1 : Instruction, Sched<[WriteA]>;
def I2 : Instruction, Sched<[WriteB]>;
def I3 : Instruction, Sched<[WriteZ, WriteA]>;
def I4 : Instruction, Sched<[WriteU, WriteA]>;
def I5 : Instruction, Sched<[WriteA, WriteU]>;
def I6 : Instruction, Sched<[WriteA, ReadU]>;
def I7 : Instruction, Sched<[WriteB, ReadA, ReadU]>;
def I8 : Instruction, Sched<[WriteZ, ReadA]>;
}
def M : SchedMachineModel { let CompleteModel = 0; }
let SchedModel = M in {
def U : ProcResource<1>;
def V : ProcResource<3>;
def : WriteRes<WriteA, [U]> { let Latency = 2; }
def : WriteRes<WriteB, [U]> { let Latency = 2; }
def : WriteRes<WriteZ, []> { let Latency = 0; let NumMicroOps = 0; }
def : WriteRes<WriteU, [V]> { let Unsupported = 1; }
def : ReadAdvance<ReadU, 1> { let Unsupported = 1; }
def : ReadAdvance<ReadA, 0>;
}
def : ProcessorModel<"cpu", M, []>;
// CHECK: { 2,  0} // #1 WriteA_WriteB{{$}}
// CHECK: {DBGFIELD(/*WriteU_WriteA*/ {{[0-9]+}})      0, false, false, false,  1, 1,  0, 2,  0, 0}, // #4
// CHECK: {DBGFIELD(/*WriteA_WriteU*/ {{[0-9]+}}) 8191, false, false, false,  0, 0,  0, 0,  0, 0}, // #5
