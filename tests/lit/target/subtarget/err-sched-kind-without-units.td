// RUN: not %tblgen -gen-subtarget -I /usr/include/llvm-22 %s 2>&1 | FileCheck %s
// DIFF: -gen-subtarget -I /usr/include/llvm-22
//
// A WriteRes naming a kind that has no units in the model.

include "llvm/Target/Target.td"
def R0 : Register<"r0">;
def GPR : RegisterClass<"Toy", [i32], 32, (add R0)>;
def ToyInstrInfo : InstrInfo;
def Toy : Target { let InstructionSet = ToyInstrInfo; }
def WA : SchedWrite;
def WB : SchedWrite;
let OutOperandList = (outs GPR:$d), InOperandList = (ins GPR:$a), Namespace = "Toy" in {
def I1 : Instruction, Sched<[WB]>;
def I2 : Instruction, Sched<[WB]>;
}
def M : SchedMachineModel { let CompleteModel = 0; }
def ALUKind : ProcResourceKind;
let SchedModel = M in {
def Other : ProcResource<1>;
// CHECK: [[@LINE+1]]:1: error: No ProcessorResources associated with ALUKind
def : WriteRes<WA, [ALUKind]> { let Latency = 1; }
def : WriteRes<WB, [Other]> { let Latency = 2; }
}
def : ProcessorModel<"cpu", M, []>;
