// RUN: %tblgen -gen-subtarget -I /usr/include/llvm-22 %s | FileCheck %s
// DIFF: -gen-subtarget -I /usr/include/llvm-22
//
// A resource listed twice by one write, or by two writes of one class, is
// held for the sum of the cycles; groups are charged for each unit they
// contain; a WriteRes may name a group directly, and a group defined in the
// model is in its resource table even when no WriteRes names it. Resources
// are ordered by name, numbers compared as numbers (P2, P01, P10).

include "llvm/Target/Target.td"
def R0 : Register<"r0">;
def GPR : RegisterClass<"Toy", [i32], 32, (add R0)>;
def ToyInstrInfo : InstrInfo;
def Toy : Target { let InstructionSet = ToyInstrInfo; }

def WriteA : SchedWrite;
def WriteB : SchedWrite;
let OutOperandList = (outs GPR:$d), InOperandList = (ins GPR:$a), Namespace = "Toy" in {
def I1 : Instruction, Sched<[WriteA, WriteB]>;
def I2 : Instruction, Sched<[WriteB]>;
}
def M : SchedMachineModel { let CompleteModel = 0; let MicroOpBufferSize = 8; }
let SchedModel = M in {
def P0 : ProcResource<1>;
def P1 : ProcResource<2> { let BufferSize = 0; }
def P10 : ProcResource<1>;
def P2 : ProcResource<1>;
def PAll : ProcResGroup<[P0, P1, P2, P10]> { let BufferSize = 16; }
def P01 : ProcResGroup<[P0, P1]>;
def Unused : ProcResGroup<[P10, P2]>;
def : WriteRes<WriteA, [P0, P0, P1]> { let ReleaseAtCycles = [1, 2, 3]; let Latency = 5; }
def : WriteRes<WriteB, [P01, P10]> { let NumMicroOps = 3; }
}
def : ProcessorModel<"cpu", M, []>;
// CHECK: {"P0",              1, 0, -1, nullptr}, // #1
// CHECK-NEXT: {"P1",              2, 0, 0, nullptr}, // #2
// CHECK-NEXT: {"P2",              1, 0, -1, nullptr}, // #3
// CHECK-NEXT: {"P01",             3, 0, -1, MProcResourceSubUnits + 1}, // #4
// CHECK-NEXT: {"P10",             1, 0, -1, nullptr}, // #5
