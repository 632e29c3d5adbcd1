// RUN: %tblgen -gen-subtarget -I /usr/include/llvm-22 %s | FileCheck %s
// DIFF: -gen-subtarget -I /usr/include/llvm-22
//
// A class's runs are searched in the tables as they stand when it is
// written: a run appended at the end may afterwards also be found earlier,
// overlapping the table's former end, and a later class with the same
// writes and reads takes that first occurrence.

include "llvm/Target/Target.td"
def R0 : Register<"r0">;
def GPR : RegisterClass<"Toy", [i32], 32, (add R0)>;
def ToyInstrInfo : InstrInfo;
def Toy : Target { let InstructionSet = ToyInstrInfo; }
def WA : SchedWrite;
def WB : SchedWrite;
def RX : SchedRead;
let OutOperandList = (outs GPR:$d, GPR:$e), InOperandList = (ins GPR:$a, GPR:$b), Namespace = "Toy" in {
def I1 : Instruction, Sched<[WA]>;
def I2 : Instruction, Sched<[WB, WB, RX, RX]>;
def I3 : Instruction, Sched<[WA]>;
def I4 : Instruction, Sched<[WA]>;
}
def M : SchedMachineModel { let CompleteModel = 0; }
let SchedModel = M in {
def U : ProcResource<1>;
def : WriteRes<WA, [U]> { let Latency = 1; }
def : WriteRes<WB, [U]> { let Latency = 1; }
def : ReadAdvance<RX, 1>;
def : InstRW<[WB, WB, RX, RX], (instrs I3)>;
def : InstRW<[WB, WB, RX, RX], (instrs I4)>;
}
def : ProcessorModel<"cpu", M, []>;
// CHECK: {DBGFIELD(/*WB_WB_RX_RX*/ {{[0-9]+}}) 2, false, false, false,  2, 1,  2, 2,  1, 2}, // #2
// CHECK: {DBGFIELD(/*I3*/ {{[0-9]+}})         2, false, false, false,  2, 1,  1, 2,  1, 2}, // #3
// CHECK: {DBGFIELD(/*I4*/ {{[0-9]+}})         2, false, false, false,  2, 1,  1, 2,  1, 2}, // #4
