// RUN: %tblgen -gen-subtarget -I /usr/include/llvm-22 %s | FileCheck %s
// DIFF: -gen-subtarget -I /usr/include/llvm-22
//
// SchedAlias: a SchedWrite or SchedRead stands for another type on one
// model (SchedModel set on the alias or on the aliased SchedWriteRes) or
// on all. The latency entry is named after the aliased type; an alias to
// a WriteRes'd type takes that WriteRes (the aliased type needs a
// SchedModel field); reads alias to SchedReadAdvance.

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
def I1 : Instruction, Sched<[WriteA, ReadX]>;
def I2 : Instruction, Sched<[WriteB, ReadY]>;
def I3 : Instruction, Sched<[WriteC]>;
}
// An aliased type needs a SchedModel field (unset: any model).
class ModelWrite : SchedWrite { SchedMachineModel SchedModel = ?; }
def WriteShared : ModelWrite;
def M1 : SchedMachineModel { let CompleteModel = 0; }
let SchedModel = M1 in {
def U1 : ProcResource<1>;
def M1A : SchedWriteRes<[U1]> { let Latency = 3; let NumMicroOps = 2; }
def M1R : SchedReadAdvance<2>;
def : WriteRes<WriteA, [U1]>;
def : WriteRes<WriteB, [U1]>;
def : WriteRes<WriteShared, [U1]> { let Latency = 8; }
def : ReadAdvance<ReadX, 1>;
def : ReadAdvance<ReadY, 1>;
def : SchedAlias<WriteA, M1A>;
def : SchedAlias<ReadY, M1R>;
def : SchedAlias<WriteC, WriteShared>;
}
def M2 : SchedMachineModel { let CompleteModel = 0; }
let SchedModel = M2 in {
def U2 : ProcResource<2>;
def : WriteRes<WriteA, [U2]> { let Latency = 4; }
def : WriteRes<WriteB, [U2]> { let Latency = 5; }
def : WriteRes<WriteC, [U2]> { let Latency = 6; }
def : ReadAdvance<ReadX, 2, [WriteB]>;
def : ReadAdvance<ReadY, 0>;
def M2Seq : WriteSequence<[WriteA, WriteC]>;
def : SchedAlias<WriteB, M2Seq>;
}
def : ProcessorModel<"cpu1", M1, []>;
def : ProcessorModel<"cpu2", M2, []>;
// CHECK: // #{{[0-9]+}} M1A
// CHECK: static const llvm::MCSchedClassDesc M2SchedClasses[] = {
